import { afterLoginPath } from './login-redirect';
import { holds, type Grants } from './session.rules';

// The handheld (the kanban app's device display, docs/kanban.md): its menu, which entries a user's grants open, and
// where a login made on a screen of a handheld's size lands (docs/roles.md: the operator, the supervisor, the
// warehouse clerk and the maintenance technician each have screens there; the planner and the admin's desk do not).

export const DEVICE_DISPLAY_BASE = '/device_display';
export const DEVICE_MENU_PATH = `${DEVICE_DISPLAY_BASE}/menu`;
const HOME_PATH = '/home';

/** The device display's menu: each entry, its path in the device display and the permission its screen needs. */
export const DEVICE_MENU = [
  { key: 'worder_list', to: '/worder_list', permission: 'device_display.worder_list.list' },
  { key: 'smt_order_list', to: '/smt_order_list', permission: 'device_display.smt_order_list.list' },
  { key: 'product_line', to: '/product_line/worder_type', permission: 'device_display.product_line.list' },
  {
    key: 'stock_material_rec',
    to: '/stock_material_rec/create',
    permission: 'device_display.stock_material_rec.list',
  },
  { key: 'dm_enter', to: '/dm_enter', permission: 'device_maintenance.dm_enter.list' },
  { key: 'login_code', to: '/login_code', permission: 'device_display.login_code.list' },
] as const;

export type DeviceMenuEntry = (typeof DEVICE_MENU)[number];

/** The entries of the device menu these grants open (the admin's role opens them all). */
export function deviceMenuOf(g: Grants): DeviceMenuEntry[] {
  return DEVICE_MENU.filter((e) => holds(g, e.permission));
}

/**
 * A screen of a handheld's size, held either way: its shorter side at most 500 CSS pixels and its longer at most
 * 1000 (360x640, 412x915, 430x932 and their landscape; a laptop's window at 1024x550 or a narrow desktop window at
 * 500x900 is not one).
 */
export function isHandheldScreen(width: number, height: number): boolean {
  return Math.min(width, height) <= 500 && Math.max(width, height) <= 1000;
}

export type Landing = { path: string; external: boolean };

/**
 * Where a login goes: the redirect it was asked for (a local path); else, on a handheld-sized screen, the device
 * display's menu when the user's grants open any of it (a full page load: another app); else the back office's home.
 */
export function landingAfterLogin(
  redirect: string | null | undefined,
  grants: Grants,
  screen: { width: number; height: number },
): Landing {
  const asked = afterLoginPath(redirect);
  if (redirect && asked === redirect && asked !== HOME_PATH) return { path: asked, external: false };
  if (isHandheldScreen(screen.width, screen.height) && deviceMenuOf(grants).length > 0)
    return { path: DEVICE_MENU_PATH, external: true };
  return { path: asked, external: false };
}
