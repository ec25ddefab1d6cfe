// Old paths that keep working (001 §2). `*` carries the rest of the path over; the most specific entry wins.
export type LegacyRedirect = { from: string; to: string };

export const LEGACY_REDIRECTS: readonly LegacyRedirect[] = [
  { from: '/production_operations/material_preparation/*', to: '/stock_mgt/material_preparation/*' },
  { from: '/production_operations/material_preparation', to: '/stock_mgt/material_preparation/list' },
  { from: '/production_operations/*', to: '/work/*' },
  { from: '/production_operations', to: '/work' },
  { from: '/smt_station_log/list', to: '/product_coll/smt_board_station_log/list' },
  { from: '/smt_barcode_stat/list', to: '/product_coll/smt_board_items/list' },
];

/** The new path for an old one, with the splat carried over; null when `path` is not an old path. */
export function legacyTarget(path: string): string | null {
  for (const r of LEGACY_REDIRECTS) {
    if (r.from.endsWith('/*')) {
      const base = r.from.slice(0, -2);
      if (path.startsWith(`${base}/`) && path.length > base.length + 1)
        return `${r.to.slice(0, -2)}/${path.slice(base.length + 1)}`;
    } else if (path === r.from || path === `${r.from}/`) {
      return r.to;
    }
  }
  return null;
}
