import { createHash, randomBytes } from 'node:crypto';
import { DEFAULT_KANBAN_TITLE, type ScreenBinding } from '@mes/contracts';
import type pg from 'pg';

export type ScreenRow = {
  id: number;
  name: string;
  binding: ScreenBinding | null;
  bound_by: number | null;
  bound_at: Date | null;
  last_seen_at: Date | null;
  last_ip: string;
  user_agent: string;
  revoked: boolean;
  revoked_at: Date | null;
  created_at: Date;
};

const COLS =
  'id, name, binding, bound_by, bound_at, last_seen_at, last_ip, user_agent, revoked, revoked_at, created_at';
// 32 random bytes in base64url: 43 characters.
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const hashScreenToken = (token: string) => createHash('sha256').update(token).digest('hex');
const clip = (s: string, max: number) => s.slice(0, max);

// Kanban screens (TVs). The token is stored only as its SHA-256: a dump of the table holds no usable token.
export class ScreenRepository {
  constructor(private readonly pool: pg.Pool) {}

  async create(ip: string, userAgent: string): Promise<{ screen: ScreenRow; token: string }> {
    const token = randomBytes(32).toString('base64url');
    const { rows } = await this.pool.query<ScreenRow>(
      `INSERT INTO kanban_screen (token_hash, last_seen_at, last_ip, user_agent) VALUES ($1, now(), $2, $3) RETURNING ${COLS}`,
      [hashScreenToken(token), clip(ip, 64), clip(userAgent, 256)],
    );
    return { screen: rows[0], token };
  }

  /** The live (not revoked) screen of a token; null for a malformed, unknown or revoked one. */
  async byToken(token: string): Promise<ScreenRow | null> {
    if (!TOKEN.test(token)) return null;
    const { rows } = await this.pool.query<ScreenRow>(
      `SELECT ${COLS} FROM kanban_screen WHERE token_hash = $1 AND NOT revoked`,
      [hashScreenToken(token)],
    );
    return rows[0] ?? null;
  }

  async byId(id: number): Promise<ScreenRow | null> {
    const { rows } = await this.pool.query<ScreenRow>(`SELECT ${COLS} FROM kanban_screen WHERE id = $1`, [id]);
    return rows[0] ?? null;
  }

  async touch(id: number, ip: string, userAgent: string): Promise<void> {
    await this.pool.query(
      `UPDATE kanban_screen SET last_seen_at = now(), last_ip = $2, user_agent = CASE WHEN $3 = '' THEN user_agent ELSE $3 END
       WHERE id = $1`,
      [id, clip(ip, 64), clip(userAgent, 256)],
    );
  }

  /** Binds a live screen; null when the screen is gone or revoked. */
  async bind(id: number, binding: ScreenBinding, userId: number): Promise<ScreenRow | null> {
    const { rows } = await this.pool.query<ScreenRow>(
      `UPDATE kanban_screen SET binding = $2::jsonb, bound_by = $3, bound_at = now() WHERE id = $1 AND NOT revoked RETURNING ${COLS}`,
      [id, JSON.stringify(binding), userId],
    );
    return rows[0] ?? null;
  }

  async revoke(id: number): Promise<ScreenRow | null> {
    const { rows } = await this.pool.query<ScreenRow>(
      `UPDATE kanban_screen SET revoked = true, revoked_at = COALESCE(revoked_at, now()) WHERE id = $1 RETURNING ${COLS}`,
      [id],
    );
    return rows[0] ?? null;
  }

  async rename(id: number, name: string): Promise<ScreenRow | null> {
    const { rows } = await this.pool.query<ScreenRow>(
      `UPDATE kanban_screen SET name = $2 WHERE id = $1 RETURNING ${COLS}`,
      [id, name],
    );
    return rows[0] ?? null;
  }

  async list(includeRevoked: boolean): Promise<ScreenRow[]> {
    const { rows } = await this.pool.query<ScreenRow>(
      `SELECT ${COLS} FROM kanban_screen ${includeRevoked ? '' : 'WHERE NOT revoked'} ORDER BY id`,
    );
    return rows;
  }
}

export type KanbanSettings = { title: string; layouts: Record<string, unknown> };
const LAYOUT_PREFIX = 'layout:';

// kanban_setting: 'title' and one react-grid-layout layout per board under 'layout:<board>'.
export class KanbanSettingsRepository {
  constructor(private readonly pool: pg.Pool) {}

  async read(): Promise<KanbanSettings> {
    const { rows } = await this.pool.query<{ key: string; value: unknown }>(
      'SELECT key, value FROM kanban_setting ORDER BY key',
    );
    const settings: KanbanSettings = { title: DEFAULT_KANBAN_TITLE, layouts: {} };
    for (const r of rows) {
      if (r.key === 'title' && typeof r.value === 'string') settings.title = r.value;
      else if (r.key.startsWith(LAYOUT_PREFIX)) settings.layouts[r.key.slice(LAYOUT_PREFIX.length)] = r.value;
    }
    return settings;
  }

  async set(key: 'title' | `layout:${string}`, value: unknown, userId: number | null): Promise<void> {
    await this.pool.query(
      `INSERT INTO kanban_setting (key, value, updated_by, updated_at) VALUES ($1, $2::jsonb, $3, now())
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_by = EXCLUDED.updated_by, updated_at = now()`,
      [key, JSON.stringify(value), userId],
    );
  }
}
