// The same build is mounted at /kanban/ (TV boards) and at /device_display/ (handhelds). The mount comes from
// location.pathname; the kanban's own basename comes from Vite's base ('/kanban/' -> '/kanban'), never a literal.
import { DEVICE_DISPLAY_BASE } from '@mes/client';

export type Mount = 'kanban' | 'device_display';

export { DEVICE_DISPLAY_BASE };

export function routerBasename(baseUrl: string): string {
  const trimmed = baseUrl.replace(/\/+$/, '');
  return trimmed === '' || trimmed === '.' ? '/' : trimmed;
}

export function mountOf(pathname: string): Mount {
  return pathname === DEVICE_DISPLAY_BASE || pathname.startsWith(`${DEVICE_DISPLAY_BASE}/`)
    ? 'device_display'
    : 'kanban';
}

/** The basename of the router for a mount: the device display's fixed prefix, else the kanban's build base. */
export function basenameOf(mount: Mount, baseUrl: string): string {
  return mount === 'device_display' ? DEVICE_DISPLAY_BASE : routerBasename(baseUrl);
}

/** A redirect target is followed only when it is a local path of the app (never another origin). */
export function safeRedirect(raw: string | null | undefined, fallback = '/'): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return fallback;
  return raw;
}
