import type { SlotMsd } from '@mes/contracts';
import { AppException, refuse } from '../../core/api/app.exception';
import { known } from '../../core/db/known-value';
import { rows, run, sql, type Queryable, type Tx } from '../../core/db/sql';
import { resourceEvent, type ResourceRef } from '../../core/resource/resource-event';
import {
  clockState,
  MSD_EVENTS,
  MSL_LEVELS,
  eventProblem,
  floorLife,
  type FloorLife,
  type MsdEvent,
  type MsdEventKind,
  type MsdRules,
} from './floor-life';

// The MSD events of reels (docs/msd.md): recorded append-only in msd_event, the floor life folded from them.
// Everything here takes the caller's connection: the pg pool, or a transaction's client (core/db/sql.ts).

/** The reel, as stock-mgt declares it (bundle.resource.ts): that area builds on this one, so its name and module are
 * written here, and stock-mgt's resource-refs.spec.ts checks that they agree. A step is announced as its update. */
export const BUNDLE: ResourceRef = { name: 'bundle', module: 'stock_mgt' };
export type Transaction = <T>(run: (c: Tx) => Promise<T>) => Promise<T>;

export type MsdSource = 'scan' | 'cfx';
/** What a scan or a machine (CFX MSDManagement) reports about a reel. */
export type MsdEventInput = {
  /** the reel's code (bundle.fnumber) */
  code: string;
  event: Exclude<MsdEventKind, 'expire'>;
  at: Date;
  temp_c?: number | null;
  rh?: number | null;
  /** bake: its duration; `at` is its end */
  hours?: number | null;
  source: MsdSource;
  fdesc?: string;
  userId: number | null;
};

/** A reel's floor life as answers and boards carry it (JSON). */
export type FloorLifeView = Omit<FloorLife, 'deadline'> & {
  bundle_id: number;
  code: string;
  deadline: string | null;
  at: string;
};

type ReelRules = MsdRules & { bundle_id: number; code: string };

/** Events after `now` by more than this are refused (clocks of scanners and machines drift a little). */
const FUTURE_SLACK_MS = 5 * 60_000;
const MAX_TEMP_C = 300;
const MAX_BAKE_HOURS = 2000;
const H_MS = 3_600_000;

// The rules of reels: the reel's MSL wins over its material's; by code or by id.
const RULES_BY_CODE = sql(
  'msd.rules_by_code',
  `SELECT b.id AS bundle_id, b.fnumber AS code, COALESCE(b.msl, i.msl_level) AS msl,
         i.msd_thickness_mm::float8 AS thickness, b.msd_label_hours::float8 AS label
       FROM bundle b LEFT JOIN icitem i ON i.id = b.icitem_id WHERE b.fnumber = ANY($1) ORDER BY b.id`,
);
const RULES_BY_ID = sql(
  'msd.rules_by_id',
  `SELECT b.id AS bundle_id, b.fnumber AS code, COALESCE(b.msl, i.msl_level) AS msl,
         i.msd_thickness_mm::float8 AS thickness, b.msd_label_hours::float8 AS label
       FROM bundle b LEFT JOIN icitem i ON i.id = b.icitem_id WHERE b.id = ANY($1) ORDER BY b.id`,
);
const EVENTS = sql(
  'msd.events',
  `SELECT bundle_id, event, at, temp_c::float8 AS temp_c, rh::float8 AS rh, hours::float8 AS hours
     FROM msd_event WHERE bundle_id = ANY($1) ORDER BY bundle_id, at, id`,
);
const LOCK_REEL = sql('msd.lock_reel', 'SELECT id FROM bundle WHERE fnumber = $1 FOR UPDATE');
const RECORD_EVENT = sql(
  'msd.record_event',
  `INSERT INTO msd_event (bundle_id, event, at, temp_c, rh, hours, source, fdesc, creater_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
);
const HISTORY = sql(
  'msd.history',
  `SELECT id, event, at, temp_c::float8 AS temp_c, rh::float8 AS rh, hours::float8 AS hours, source, cycle, fdesc,
       creater_id, created_at FROM msd_event WHERE bundle_id = $1 ORDER BY at, id`,
);
const LAST_NOT_EXPIRED = sql(
  'msd.last_not_expired',
  `SELECT id FROM (SELECT DISTINCT ON (bundle_id) bundle_id AS id, event FROM msd_event ORDER BY bundle_id, at DESC, id DESC) last
       WHERE event <> 'expire' ORDER BY id`,
);
const EXPIRE = sql(
  'msd.expire',
  `INSERT INTO msd_event (bundle_id, event, at, source, cycle, fdesc) VALUES ($1, 'expire', $2, 'sweep', $3, $4)
           ON CONFLICT (bundle_id, cycle) WHERE event = 'expire' DO NOTHING RETURNING id`,
);

/** The rules of reels by code or id: the reel's MSL wins over its material's; reels with neither are left out. */
async function reelRules(q: Queryable, by: { codes: string[] } | { ids: number[] }): Promise<ReelRules[]> {
  const found = 'codes' in by ? await rows(q, RULES_BY_CODE, [by.codes]) : await rows(q, RULES_BY_ID, [by.ids]);
  return found.flatMap((r) =>
    r.msl === null
      ? []
      : [
          {
            bundle_id: r.bundle_id,
            code: r.code,
            msl: known(MSL_LEVELS, r.msl, 'msl'),
            thickness_mm: r.thickness,
            label_hours: r.label,
          },
        ],
  );
}

async function eventsOf(q: Queryable, bundleIds: number[]): Promise<Map<number, MsdEvent[]>> {
  const out = new Map<number, MsdEvent[]>(bundleIds.map((id) => [id, []]));
  if (bundleIds.length === 0) return out;
  for (const r of await rows(q, EVENTS, [bundleIds]))
    out.get(r.bundle_id)!.push({
      kind: known(MSD_EVENTS, r.event, 'msd_event.event'),
      at: new Date(r.at),
      temp_c: r.temp_c,
      rh: r.rh,
      hours: r.hours,
    });
  return out;
}

function view(rules: ReelRules, fl: FloorLife, now: Date): FloorLifeView {
  return {
    ...fl,
    bundle_id: rules.bundle_id,
    code: rules.code,
    deadline: fl.deadline?.toISOString() ?? null,
    at: now.toISOString(),
  };
}

/** The floor life of reels by code, at `now`; reels that are not moisture sensitive are absent from the map. */
export async function floorLifeByCode(
  q: Queryable,
  codes: string[],
  now = new Date(),
): Promise<Map<string, FloorLifeView>> {
  const rules = codes.length === 0 ? [] : await reelRules(q, { codes: [...new Set(codes)] });
  const events = await eventsOf(
    q,
    rules.map((r) => r.bundle_id),
  );
  return new Map(rules.map((r) => [r.code, view(r, floorLife(r, events.get(r.bundle_id)!, now), now)]));
}

/** What an SMT board shows of a loaded reel's floor life. */
export function slotMsd(fl: FloorLifeView | undefined): SlotMsd | null {
  if (!fl) return null;
  const { msl, state, remaining_h, deadline, blocked, bake_required, at } = fl;
  return { msl, state, remaining_h, deadline, blocked, bake_required, at };
}

function checkInput(e: MsdEventInput, now: Date): void {
  if (e.at.getTime() > now.getTime() + FUTURE_SLACK_MS) throw refuse('at', 'msd.in_future');
  const range = (field: 'temp_c' | 'rh' | 'hours', lo: number, hi: number) => {
    const v = e[field];
    if (v !== undefined && v !== null && (!Number.isFinite(v) || v < lo || v > hi))
      throw refuse(field, 'msd.number_range', { min: lo, max: hi });
  };
  range('temp_c', -50, MAX_TEMP_C);
  range('rh', 0, 100);
  range('hours', 0.01, MAX_BAKE_HOURS);
  if (e.event === 'bake') {
    if (e.temp_c === undefined || e.temp_c === null) throw refuse('temp_c', 'msd.bake_needs_temp');
    if (e.hours === undefined || e.hours === null) throw refuse('hours', 'msd.bake_needs_hours');
  } else if (e.hours !== undefined && e.hours !== null) throw refuse('hours', 'msd.hours_only_for_bake');
}

/**
 * Records one MSD event of a reel (a scan, or a machine's CFX.Materials.Management.MSDManagement message) in the
 * caller's transaction, with the reel locked; answers the reel's floor life after it. Refuses (400, naming the field)
 * a reel that is not moisture sensitive, an event that does not fit its state, or one dated before its last event.
 */
export async function recordMsdEvent(q: Tx, e: MsdEventInput, now = new Date()): Promise<FloorLifeView> {
  checkInput(e, now);
  const found = await rows(q, LOCK_REEL, [e.code]);
  if (found.length === 0) throw new AppException(904, `no such batch ${e.code}`, { field: 'barcode' });
  const [rules] = await reelRules(q, { ids: [found[0].id] });
  if (!rules) throw refuse('barcode', 'msd.reel_not_msd', { code: e.code });
  const events = (await eventsOf(q, [rules.bundle_id])).get(rules.bundle_id)!;
  const last = events.filter((x) => x.kind !== 'expire').at(-1);
  if (last && e.at.getTime() < last.at.getTime())
    throw refuse('at', 'msd.before_last_event', { kind: last.kind, at: last.at.toISOString() });
  if (last && e.event === 'bake' && e.at.getTime() - (e.hours ?? 0) * H_MS < last.at.getTime())
    throw refuse('hours', 'msd.bake_before_last_event', { kind: last.kind, at: last.at.toISOString() });
  const problem = eventProblem(clockState(rules, events), e.event);
  if (problem) throw refuse('event', problem, { event: e.event });
  await run(q, RECORD_EVENT, [
    rules.bundle_id,
    e.event,
    e.at,
    e.temp_c ?? null,
    e.rh ?? null,
    e.hours ?? null,
    e.source,
    e.fdesc ?? '',
    e.userId,
  ]);
  await resourceEvent(q, BUNDLE, 'update', rules.bundle_id, e.userId, `msd_${e.event}`);
  const after = [...events, { kind: e.event, at: e.at, temp_c: e.temp_c, rh: e.rh, hours: e.hours }];
  return view(rules, floorLife(rules, after, now > e.at ? now : e.at), now);
}

/** A reel's history, oldest first. */
export async function msdHistory(q: Queryable, bundleId: number): Promise<unknown[]> {
  return rows(q, HISTORY, [bundleId]);
}

/**
 * Announces, once per floor-life cycle, each reel whose floor life has run out: an `expire` event (source sweep, at
 * the moment it ran out when the clock was running) and the bundle's outbox entry. Any number of sweepers may run at
 * once (a unique index keeps one expiry per cycle). Answers the codes announced now.
 */
export async function sweepMsdExpiry(q: Queryable, transaction: Transaction, now = new Date()): Promise<string[]> {
  const ids = (await rows(q, LAST_NOT_EXPIRED, [])).map((r) => r.id);
  const announced: string[] = [];
  const BATCH = 500;
  for (let i = 0; i < ids.length; i += BATCH) {
    const batch = ids.slice(i, i + BATCH);
    const rules = await reelRules(q, { ids: batch });
    const events = await eventsOf(
      q,
      rules.map((r) => r.bundle_id),
    );
    for (const r of rules) {
      const fl = floorLife(r, events.get(r.bundle_id)!, now);
      if (!fl.expired) continue;
      const at = fl.deadline ?? now;
      const fresh = await transaction(async (c) => {
        const made = await rows(c, EXPIRE, [
          r.bundle_id,
          at,
          fl.resets,
          `MSL ${r.msl}: floor life ${fl.limit_h ?? 0} h exceeded`,
        ]);
        if (made.length > 0) await resourceEvent(c, BUNDLE, 'update', r.bundle_id, null, 'msd_expire');
        return made.length > 0;
      });
      if (fresh) announced.push(r.code);
    }
  }
  return announced;
}
