// Where an unauthenticated user goes (000 §2, 001 §2): the user login, or the kanban login for paths under /kanban/,
// with the original path as the redirect query.

export const LOGIN_PATH = '/user/login';
export const KANBAN_LOGIN_PATH = '/kanban/login';

const OPEN_PATHS = [LOGIN_PATH, '/user/logout', '/user/redirect', KANBAN_LOGIN_PATH, '/kanban/logout'];

export type LoginTarget = { url: string; external: boolean };

/** The login screen for `path` (a location path plus its search), carrying the path as ?redirect=. */
export function loginTargetFor(path: string): LoginTarget {
  const kanban = path === '/kanban' || path.startsWith('/kanban/');
  const login = kanban ? KANBAN_LOGIN_PATH : LOGIN_PATH;
  const bare = path.split(/[?#]/)[0];
  if (OPEN_PATHS.includes(bare) || path === '' || path === '/') return { url: login, external: kanban };
  return { url: `${login}?redirect=${encodeURIComponent(path)}`, external: kanban };
}

/**
 * The page to open after logging in: the redirect query when it is a local path, otherwise /home. An absolute URL or a
 * protocol-relative one ('//evil') is refused so a crafted link cannot send the user elsewhere.
 */
export function afterLoginPath(redirect: string | null | undefined): string {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/\\')) return '/home';
  const bare = redirect.split(/[?#]/)[0];
  if (OPEN_PATHS.includes(bare)) return '/home';
  return redirect;
}

export type LoginRedirectDeps = {
  /** the current location path plus its search */
  here: () => string;
  /** forgets the stored session */
  forget: () => void;
  /** opens the login (a full page load when external) */
  open: (target: LoginTarget) => void;
};

/**
 * The client's err-900 hook (000 §7): forget the session and open the login with the current path as redirect. A
 * burst of failing calls redirects once; a later 900 (after `settleMs`) redirects again.
 */
export function loginOnInvalidToken(deps: LoginRedirectDeps, settleMs = 1000): () => void {
  let redirecting = false;
  return () => {
    if (redirecting) return;
    redirecting = true;
    const target = loginTargetFor(deps.here());
    deps.forget();
    deps.open(target);
    setTimeout(() => {
      redirecting = false;
    }, settleMs);
  };
}
