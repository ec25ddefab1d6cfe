import { createHash, randomBytes } from 'node:crypto';
import { DEFAULT_KANBAN_TITLE, type ScreenBinding } from '@mes/contracts';
import type pg from 'pg';
import { first, rows, run, sql } from '../../core/db/sql';

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

// Each statement names the columns of ScreenRow (id, name, binding, bound_by, bound_at, last_seen_at, last_ip,
// user_agent, revoked, revoked_at, created_at).
const CREATE = sql(
  'kanban.create_screen',
  `INSERT INTO kanban_screen (token_hash, last_seen_at, last_ip, user_agent) VALUES ($1, now(), $2, $3) RETURNING id, name, binding, bound_by, bound_at, last_seen_at, last_ip, user_agent, revoked, revoked_at, created_at`,
);
const BY_TOKEN = sql(
  'kanban.screen_by_token',
  `SELECT id, name, binding, bound_by, bound_at, last_seen_at, last_ip, user_agent, revoked, revoked_at, created_at FROM kanban_screen WHERE token_hash = $1 AND NOT revoked`,
);
const BY_ID = sql(
  'kanban.screen_by_id',
  `SELECT id, name, binding, bound_by, bound_at, last_seen_at, last_ip, user_agent, revoked, revoked_at, created_at FROM kanban_screen WHERE id = $1`,
);
const TOUCH = sql(
  'kanban.touch_screen',
  `UPDATE kanban_screen SET last_seen_at = now(), last_ip = $2, user_agent = CASE WHEN $3 = '' THEN user_agent ELSE $3 END
       WHERE id = $1`,
);
const BIND = sql(
  'kanban.bind_screen',
  `UPDATE kanban_screen SET binding = $2::jsonb, bound_by = $3, bound_at = now() WHERE id = $1 AND NOT revoked RETURNING id, name, binding, bound_by, bound_at, last_seen_at, last_ip, user_agent, revoked, revoked_at, created_at`,
);
const REVOKE = sql(
  'kanban.revoke_screen',
  `UPDATE kanban_screen SET revoked = true, revoked_at = COALESCE(revoked_at, now()) WHERE id = $1 RETURNING id, name, binding, bound_by, bound_at, last_seen_at, last_ip, user_agent, revoked, revoked_at, created_at`,
);
const RENAME = sql(
  'kanban.rename_screen',
  `UPDATE kanban_screen SET name = $2 WHERE id = $1 RETURNING id, name, binding, bound_by, bound_at, last_seen_at, last_ip, user_agent, revoked, revoked_at, created_at`,
);
const ALL = sql(
  'kanban.all_screens',
  `SELECT id, name, binding, bound_by, bound_at, last_seen_at, last_ip, user_agent, revoked, revoked_at, created_at FROM kanban_screen ORDER BY id`,
);
const LIVE = sql(
  'kanban.live_screens',
  `SELECT id, name, binding, bound_by, bound_at, last_seen_at, last_ip, user_agent, revoked, revoked_at, created_at FROM kanban_screen WHERE NOT revoked ORDER BY id`,
);
const SETTINGS = sql('kanban.settings', 'SELECT key, value FROM kanban_setting ORDER BY key');
const SET_SETTING = sql(
  'kanban.set_setting',
  `INSERT INTO kanban_setting (key, value, updated_by, updated_at) VALUES ($1, $2::jsonb, $3, now())
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_by = EXCLUDED.updated_by, updated_at = now()`,
);

type Described = Omit<ScreenRow, 'binding'> & { binding: unknown };
// binding is jsonb: only bind() writes it, with a ScreenBinding the bind call checked.
const screen = (r: Described): ScreenRow => ({ ...r, binding: r.binding as ScreenBinding | null });
const screenOrNull = (r: Described | undefined): ScreenRow | null => (r ? screen(r) : null);
// 32 random bytes in base64url: 43 characters.
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const hashScreenToken = (token: string) => createHash('sha256').update(token).digest('hex');
const clip = (s: string, max: number) => s.slice(0, max);

// Kanban screens (TVs). The token is stored only as its SHA-256: a dump of the table holds no usable token.
export class ScreenRepository {
  constructor(private readonly pool: pg.Pool) {}

  async create(ip: string, userAgent: string): Promise<{ screen: ScreenRow; token: string }> {
    const token = randomBytes(32).toString('base64url');
    const [row] = await rows(this.pool, CREATE, [hashScreenToken(token), clip(ip, 64), clip(userAgent, 256)]);
    return { screen: screen(row), token };
  }

  /** The live (not revoked) screen of a token; null for a malformed, unknown or revoked one. */
  async byToken(token: string): Promise<ScreenRow | null> {
    if (!TOKEN.test(token)) return null;
    return screenOrNull(await first(this.pool, BY_TOKEN, [hashScreenToken(token)]));
  }

  async byId(id: number): Promise<ScreenRow | null> {
    return screenOrNull(await first(this.pool, BY_ID, [id]));
  }

  async touch(id: number, ip: string, userAgent: string): Promise<void> {
    await run(this.pool, TOUCH, [id, clip(ip, 64), clip(userAgent, 256)]);
  }

  /** Binds a live screen; null when the screen is gone or revoked. */
  async bind(id: number, binding: ScreenBinding, userId: number): Promise<ScreenRow | null> {
    return screenOrNull(await first(this.pool, BIND, [id, JSON.stringify(binding), userId]));
  }

  async revoke(id: number): Promise<ScreenRow | null> {
    return screenOrNull(await first(this.pool, REVOKE, [id]));
  }

  async rename(id: number, name: string): Promise<ScreenRow | null> {
    return screenOrNull(await first(this.pool, RENAME, [id, name]));
  }

  async list(includeRevoked: boolean): Promise<ScreenRow[]> {
    return (await rows(this.pool, includeRevoked ? ALL : LIVE, [])).map(screen);
  }
}

export type KanbanSettings = { title: string; layouts: Record<string, unknown> };
const LAYOUT_PREFIX = 'layout:';

// kanban_setting: 'title' and one react-grid-layout layout per board under 'layout:<board>'.
export class KanbanSettingsRepository {
  constructor(private readonly pool: pg.Pool) {}

  async read(): Promise<KanbanSettings> {
    const settings: KanbanSettings = { title: DEFAULT_KANBAN_TITLE, layouts: {} };
    for (const r of await rows(this.pool, SETTINGS, [])) {
      if (r.key === 'title' && typeof r.value === 'string') settings.title = r.value;
      else if (r.key.startsWith(LAYOUT_PREFIX)) settings.layouts[r.key.slice(LAYOUT_PREFIX.length)] = r.value;
    }
    return settings;
  }

  async set(key: 'title' | `layout:${string}`, value: unknown, userId: number | null): Promise<void> {
    await run(this.pool, SET_SETTING, [key, JSON.stringify(value), userId]);
  }
}
