import type { DataSource } from 'typeorm';
import type { PanelItem, SavedPanel } from '@mes/contracts';

// Each user's arrangement of the dashboard's panels (react-grid-layout items), kept server-side so it follows the
// user from desk to desk.

// A layout's items are checked by its declaration (contracts/src/calls/stat.ts: DASHBOARD.saveLayout).

export class DashboardLayouts {
  constructor(private readonly ds: DataSource) {}

  async get(userId: number): Promise<{ layout: SavedPanel[] | null; updated_at: string | null }> {
    const rows = (await this.ds.query('SELECT layout, updated_at FROM dashboard_layout WHERE user_id = $1', [
      userId,
    ])) as { layout: SavedPanel[]; updated_at: Date }[];
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
