import type { DataSource } from 'typeorm';
import { refuse } from '../../core/api/app.exception';

// Each user's arrangement of the dashboard's panels (react-grid-layout items), kept server-side so it follows the
// user from desk to desk. Only known panels, on a 12-column grid, at most once each.

export const DASHBOARD_PANELS = ['output', 'fpy', 'wip', 'pareto', 'lines', 'drill'] as const;
export type PanelItem = { i: string; x: number; y: number; w: number; h: number };

const COLS = 12;
const MAX_ROW = 1000;

function cell(item: Record<string, unknown>, key: 'x' | 'y' | 'w' | 'h', index: number): number {
  const v = item[key];
  const [min, max] = key === 'x' ? [0, COLS - 1] : key === 'w' ? [1, COLS] : key === 'h' ? [1, 100] : [0, MAX_ROW];
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max)
    throw refuse(`layout[${index}].${key}`, 'dashboard.cell_range', { min, max });
  return v;
}

/** the layout of a save call, or 400 naming the bad item */
export function layoutOf(body: Record<string, unknown>): PanelItem[] {
  for (const k of Object.keys(body)) if (k !== 'layout') throw refuse(k, 'input.unknown_field');
  const raw = body.layout;
  if (!Array.isArray(raw) || raw.length > DASHBOARD_PANELS.length)
    throw refuse('layout', 'dashboard.too_many_panels', { max: DASHBOARD_PANELS.length });
  const seen = new Set<string>();
  return raw.map((item: unknown, index): PanelItem => {
    if (item === null || typeof item !== 'object' || Array.isArray(item))
      throw refuse(`layout[${index}]`, 'dashboard.panel_object');
    const it = item as Record<string, unknown>;
    const i = it.i;
    if (typeof i !== 'string' || !(DASHBOARD_PANELS as readonly string[]).includes(i))
      throw refuse(`layout[${index}].i`, 'input.one_of', { values: DASHBOARD_PANELS.join(', ') });
    if (seen.has(i)) throw refuse(`layout[${index}].i`, 'dashboard.panel_twice', { panel: i });
    seen.add(i);
    const out = {
      i,
      x: cell(it, 'x', index),
      y: cell(it, 'y', index),
      w: cell(it, 'w', index),
      h: cell(it, 'h', index),
    };
    if (out.x + out.w > COLS) throw refuse(`layout[${index}].w`, 'dashboard.too_wide', { cols: COLS });
    return out;
  });
}

export class DashboardLayouts {
  constructor(private readonly ds: DataSource) {}

  async get(userId: number): Promise<{ layout: PanelItem[] | null; updated_at: string | null }> {
    const rows = (await this.ds.query('SELECT layout, updated_at FROM dashboard_layout WHERE user_id = $1', [
      userId,
    ])) as { layout: PanelItem[]; updated_at: Date }[];
    return rows[0]
      ? { layout: rows[0].layout, updated_at: rows[0].updated_at.toISOString() }
      : { layout: null, updated_at: null };
  }

  async save(userId: number, layout: PanelItem[]): Promise<{ layout: PanelItem[]; updated_at: string }> {
    const rows = (await this.ds.query(
      `INSERT INTO dashboard_layout (user_id, layout, updated_at) VALUES ($1, $2::jsonb, now())
       ON CONFLICT (user_id) DO UPDATE SET layout = EXCLUDED.layout, updated_at = now() RETURNING layout, updated_at`,
      [userId, JSON.stringify(layout)],
    )) as { layout: PanelItem[]; updated_at: Date }[];
    return { layout: rows[0].layout, updated_at: rows[0].updated_at.toISOString() };
  }

  async reset(userId: number): Promise<{ layout: null }> {
    await this.ds.query('DELETE FROM dashboard_layout WHERE user_id = $1', [userId]);
    return { layout: null };
  }
}
