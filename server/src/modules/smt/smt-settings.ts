import type pg from 'pg';
import { refuse } from '../../core/api/app.exception';
import { inTransaction, rows, run, sql, type Queryable } from '../../core/db/sql';
import type { Body, Ctx } from './smt-types';

// Settings of the SMT calls (smt_feeder/setting, production_scheduling_log/setting), one row per key in smt_setting.
type IntSetting = { type: 'int'; min: number; max: number; default: number; about: string };
type BoolSetting = { type: 'bool'; default: boolean; about: string };
type Setting = IntSetting | BoolSetting;

export const SETTINGS = {
  smt_feeder: {
    lock_after_failures: {
      type: 'int',
      min: 1,
      max: 20,
      default: 3,
      about: 'failed reel scans in a row that lock a slot',
    },
  },
  production_scheduling: {
    remove_on_finish: {
      type: 'bool',
      default: true,
      about: 'a finished or cancelled order leaves its line queue (change del)',
    },
    max_queue: { type: 'int', min: 1, max: 1000, default: 100, about: 'orders a line queue holds at most' },
  },
  icma: {
    over_issue_percent: {
      type: 'int',
      min: 0,
      max: 100,
      default: 0,
      about: 'percent a requisition may issue beyond its requested quantity (icma/work)',
    },
  },
  material_prepare: {
    attrition_percent: {
      type: 'int',
      min: 0,
      max: 100,
      default: 0,
      about: "percent added to a feeder list's need for the parts a placement machine drops (material_prepare)",
    },
  },
} as const satisfies Record<string, Record<string, Setting>>;

const READ = sql('smt.settings', 'SELECT key, value FROM smt_setting WHERE scope = $1');
const WRITE = sql(
  'smt.set_setting',
  `INSERT INTO smt_setting (scope, key, value, creater_id) VALUES ($1, $2, $3, $4)
            ON CONFLICT (scope, key) DO UPDATE SET value = $3, creater_id = $4, updated_at = now()`,
);

export type SettingScope = keyof typeof SETTINGS;
export type SettingValues = Record<string, number | boolean>;

export class SmtSettings {
  constructor(private readonly pool: pg.Pool) {}

  /** `db`: the caller's transaction (or connection) to read in */
  async read(scope: SettingScope, db: Queryable = this.pool): Promise<SettingValues> {
    const specs: Record<string, Setting> = SETTINGS[scope];
    const values: SettingValues = Object.fromEntries(Object.entries(specs).map(([k, s]) => [k, s.default]));
    for (const r of await rows(db, READ, [scope]))
      if (r.key in values && (typeof r.value === 'number' || typeof r.value === 'boolean')) values[r.key] = r.value;
    return values;
  }

  /** a key's value read with other rows (the feeding scan's smt.lock_slot reads lock_after_failures), or its default */
  static intOf<S extends SettingScope>(scope: S, key: keyof (typeof SETTINGS)[S] & string, value: unknown): number {
    const spec: Setting = SETTINGS[scope][key] as Setting;
    return Number(value ?? spec.default);
  }

  async int(scope: SettingScope, key: string, db?: Queryable): Promise<number> {
    return Number((await this.read(scope, db))[key]);
  }

  async bool(scope: SettingScope, key: string, db?: Queryable): Promise<boolean> {
    return (await this.read(scope, db))[key] === true;
  }

  /** `{}` answers the settings; `{ values: { key: value } }` changes those keys first. */
  async call(
    scope: SettingScope,
    body: Body,
    ctx: Ctx,
  ): Promise<{ values: SettingValues; settings: Record<string, Setting> }> {
    for (const k of Object.keys(body)) if (k !== 'values') throw refuse(k, 'smt.settings_unknown_field');
    const specs: Record<string, Setting> = SETTINGS[scope];
    if (body.values !== undefined) {
      const given = body.values;
      if (typeof given !== 'object' || given === null || Array.isArray(given))
        throw refuse('values', 'smt.settings_values_object');
      const changes = Object.entries(given as Record<string, unknown>).map(
        ([key, value]) => [key, checked(specs, key, value)] as const,
      );
      await inTransaction(this.pool, async (c) => {
        for (const [key, value] of changes) {
          await run(c, WRITE, [scope, key, JSON.stringify(value), ctx.userId]);
        }
      });
    }
    return { values: await this.read(scope), settings: specs };
  }
}

function checked(specs: Record<string, Setting>, key: string, value: unknown): number | boolean {
  const spec = specs[key];
  if (!spec) throw refuse(`values.${key}`, 'smt.unknown_setting', { values: Object.keys(specs).join(', ') });
  if (spec.type === 'bool') {
    if (typeof value !== 'boolean') throw refuse(`values.${key}`, 'input.boolean');
    return value;
  }
  if (typeof value !== 'number' || !Number.isInteger(value) || value < spec.min || value > spec.max) {
    throw refuse(`values.${key}`, 'smt.whole_number_range', { min: spec.min, max: spec.max });
  }
  return value;
}
