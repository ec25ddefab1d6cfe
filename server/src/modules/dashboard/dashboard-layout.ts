import type pg from 'pg';
import type { PanelItem, SavedPanel } from '@mes/contracts';
import { first, rows, run, sql } from '../../core/db/sql';

const LAYOUT = sql('dashboard.layout', 'SELECT layout, updated_at FROM dashboard_layout WHERE user_id = $1');
const SAVE = sql(
  'dashboard.save_layout',
  `INSERT INTO dashboard_layout (user_id, layout, updated_at) VALUES ($1, $2::jsonb, now())
       ON CONFLICT (user_id) DO UPDATE SET layout = EXCLUDED.layout, updated_at = now() RETURNING layout, updated_at`,
);
const RESET = sql('dashboard.reset_layout', 'DELETE FROM dashboard_layout WHERE user_id = $1');

// Each user's arrangement of the dashboard's panels (react-grid-layout items), kept server-side so it follows the
// user from desk to desk.

// A layout's items are checked by its declaration (contracts/src/calls/stat.ts: DASHBOARD.saveLayout).

export class DashboardLayouts {
  constructor(private readonly pool: pg.Pool) {}

  async get(userId: number): Promise<{ layout: SavedPanel[] | null; updated_at: string | null }> {
    const row = await first(this.pool, LAYOUT, [userId]);
    // layout is jsonb: only save() writes it, with the items its call's declaration checked
    return row
      ? { layout: row.layout as SavedPanel[], updated_at: row.updated_at.toISOString() }
      : { layout: null, updated_at: null };
  }

  async save(userId: number, layout: PanelItem[]): Promise<{ layout: PanelItem[]; updated_at: string }> {
    const [row] = await rows(this.pool, SAVE, [userId, JSON.stringify(layout)]);
    // the jsonb just written from the checked items
    return { layout: row.layout as PanelItem[], updated_at: row.updated_at.toISOString() };
  }

  async reset(userId: number): Promise<{ layout: null }> {
    await run(this.pool, RESET, [userId]);
    return { layout: null };
  }
}
