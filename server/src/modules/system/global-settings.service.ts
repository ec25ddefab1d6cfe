import type pg from 'pg';
import { refuse } from '../../core/api/app.exception';
import { inTransaction, rows, run, sql, type Queryable, type Tx } from '../../core/db/sql';
import { SETTING_DEFS, SETTING_GROUPS, type SettingDef } from './global-settings.catalog';

export type SettingValue = number | boolean;
// value: the jsonb as stored, a SettingValue as checkedValue (below) and the SMT calls write it
type Stored = { value: unknown; updated_by: number | null; updated_at: Date | null };

const GLOBAL = sql('system.global_settings', 'SELECT key, value, updated_by, updated_at FROM global_setting');
const SMT = sql(
  'system.smt_settings',
  'SELECT scope, key, value, creater_id AS updated_by, updated_at FROM smt_setting',
);
const LOCK = sql('system.lock_settings', `SELECT pg_advisory_xact_lock(hashtext('global_setting'))`);
const RECORD_CHANGE = sql(
  'system.record_setting_change',
  'INSERT INTO global_setting_change (creater_id, key, old_value, new_value) VALUES ($1, $2, $3, $4)',
);
const WRITE_SMT = sql(
  'system.write_smt_setting',
  `INSERT INTO smt_setting (scope, key, value, creater_id) VALUES ($1, $2, $3, $4)
      ON CONFLICT (scope, key) DO UPDATE SET value = $3, creater_id = $4, updated_at = now()`,
);
const WRITE_GLOBAL = sql(
  'system.write_global_setting',
  `INSERT INTO global_setting (key, value, updated_by) VALUES ($1, $2, $3)
    ON CONFLICT (key) DO UPDATE SET value = $2, updated_by = $3, updated_at = now()`,
);

// Reads and changes the global settings (docs/system-pages.md). Every change is validated first (all or none),
// then written under one lock with a global_setting_change row per changed key, in the same transaction.
export class GlobalSettings {
  constructor(private readonly pool: pg.Pool) {}

  /** every setting's stored value (or its default) with who changed it last. */
  async read(db: Queryable = this.pool): Promise<Map<string, Stored>> {
    const global = await rows(db, GLOBAL, []);
    const smt = await rows(db, SMT, []);
    const out = new Map<string, Stored>();
    for (const [key, def] of SETTING_DEFS) {
      const row =
        def.store.table === 'global_setting'
          ? global.find((r) => r.key === key)
          : smt.find(
              (r) => def.store.table === 'smt_setting' && r.scope === def.store.scope && r.key === def.store.key,
            );
      out.set(
        key,
        row
          ? { value: row.value, updated_by: row.updated_by, updated_at: row.updated_at }
          : { value: def.default, updated_by: null, updated_at: null },
      );
    }
    return out;
  }

  async int(key: string, db?: Queryable): Promise<number> {
    return Number((await this.read(db)).get(key)?.value);
  }

  async bool(key: string, db?: Queryable): Promise<boolean> {
    return (await this.read(db)).get(key)?.value === true;
  }

  /** the page's answer: the groups with each setting's description and value. */
  async describe() {
    const values = await this.read();
    return {
      groups: SETTING_GROUPS.map((g) => ({
        name: g.name,
        label: g.label,
        settings: Object.entries(g.settings).map(([key, def]) => {
          const { store: _store, ...shown } = def;
          return { key, ...shown, ...values.get(key) };
        }),
      })),
    };
  }

  /** changes the given settings; answers the keys whose value changed. */
  async set(values: unknown, userId: number | null): Promise<{ changed: string[] }> {
    if (typeof values !== 'object' || values === null || Array.isArray(values))
      throw refuse('values', 'system.settings_object');
    const given = Object.entries(values as Record<string, unknown>);
    if (given.length === 0) throw refuse('values', 'system.settings_empty');
    const checked = given.map(([key, value]) => [key, checkedValue(key, value)] as const);
    return inTransaction(this.pool, async (c) => {
      await run(c, LOCK, []);
      const before = await this.read(c);
      const changed: string[] = [];
      for (const [key, value] of checked) {
        const old = before.get(key)?.value;
        if (old === value) continue;
        await write(c, key, SETTING_DEFS.get(key) as SettingDef, value, userId);
        await run(c, RECORD_CHANGE, [userId, key, JSON.stringify(old ?? null), JSON.stringify(value)]);
        changed.push(key);
      }
      return { changed };
    });
  }
}

async function write(c: Tx, key: string, def: SettingDef, value: SettingValue, userId: number | null): Promise<void> {
  if (def.store.table === 'smt_setting') {
    // the same row the SMT calls' own setting calls write (smt-settings.ts)
    await run(c, WRITE_SMT, [def.store.scope, def.store.key, JSON.stringify(value), userId]);
    return;
  }
  await run(c, WRITE_GLOBAL, [key, JSON.stringify(value), userId]);
}

function checkedValue(key: string, value: unknown): SettingValue {
  const def = SETTING_DEFS.get(key);
  const field = `values.${key}`;
  if (!def) throw refuse(field, 'system.unknown_setting', { keys: [...SETTING_DEFS.keys()].join(', ') });
  if (def.type === 'bool') {
    if (typeof value !== 'boolean') throw refuse(field, 'input.boolean');
    return value;
  }
  if (typeof value !== 'number' || !Number.isInteger(value) || value < def.min || value > def.max)
    throw refuse(field, 'system.setting_range', { min: def.min, max: def.max });
  return value;
}
