import type { Mount } from '../routing';
import { type Auth, isSessionValid, type UserSession } from '@mes/client';

// Who the app runs as. A TV with a screen token is a screen (boards it is bound to); a browser with a signed-in user
// (the back office preview, a phone, a device display) is that user; an unbound TV on the kanban home registers.

export type Mode = 'screen' | 'user' | 'none';

export function isKanbanHome(pathname: string): boolean {
  const p = pathname.replace(/\/+$/, '');
  return p === '' || p === '/home';
}

export function modeOf(
  mount: Mount,
  screenToken: string | null,
  session: UserSession | null,
  pathname: string,
  nowS?: number,
): Mode {
  if (mount === 'device_display') return isSessionValid(session, nowS) ? 'user' : 'none';
  if (screenToken) return 'screen';
  if (isSessionValid(session, nowS)) return 'user';
  return isKanbanHome(pathname) ? 'screen' : 'none';
}

export function authOf(mode: Mode, screenToken: string | null, session: UserSession | null): Auth {
  if (mode === 'screen' && screenToken) return { kind: 'screen', token: screenToken };
  if (mode === 'user' && session) return { kind: 'user', token: session.token.access_token };
  return { kind: 'none' };
}

/** Where a route that needs a login sends nobody, keeping the path as redirect (001 §2 "Login guard"). */
export function loginPathFor(mount: Mount, pathWithSearch: string): string {
  const base = mount === 'device_display' ? '/login_code' : '/login';
  return `${base}?redirect=${encodeURIComponent(pathWithSearch)}`;
}
