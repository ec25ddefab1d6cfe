import { TOPIC, type SpcAlarm, type SpcAlarmKind } from '@mes/contracts';
import { rows, sql, type Queryable, type Tx } from '../../../core/db/sql';
import { writeOutbox } from '../../../core/events/outbox.writer';

// SPC alarms (docs/spc.md, "Reaction"): raised by a violation (one open alarm per characteristic and station; later
// violations are marked on their points), held stations refused with 1701 until a supervisor releases the alarm with
// a cause and an action. Every alarm and release is kept (a trigger refuses any other change).

const INSERT_ALARM = sql(
  'spc.insert_alarm',
  `INSERT INTO spc_alarm (characteristic_id, station_id, product_line_id, point_id, rule, point_seqs, hold)
   VALUES ($1, $2, $3, $4, $5, $6, $7)
   ON CONFLICT (characteristic_id, station_id) WHERE released_at IS NULL DO NOTHING RETURNING id`,
);

/** the alarms as every screen shows them: by id, or filtered (state, line, station), newest first */
export const ALARMS = sql(
  'spc.alarms',
  `SELECT a.id, a.characteristic_id, c.fnumber AS c_fnumber, c.fname AS c_fname, a.station_id,
     s.fnumber AS s_fnumber, s.fname AS s_fname, a.product_line_id, a.rule, a.point_seqs, p.value, a.hold,
     a.raised_at, a.released_at, a.released_by, u.name AS released_by_name, a.cause, a.action
   FROM spc_alarm a JOIN spc_characteristic c ON c.id = a.characteristic_id JOIN station s ON s.id = a.station_id
     JOIN spc_point p ON p.id = a.point_id LEFT JOIN users u ON u.id = a.released_by
   WHERE ($1::int IS NULL OR a.id = $1)
     AND ($2::text = 'all' OR ($2 = 'open') = (a.released_at IS NULL))
     AND ($3::int IS NULL OR a.product_line_id = $3) AND ($4::int IS NULL OR a.station_id = $4)
     AND ($5::int IS NULL OR a.characteristic_id = $5)
   ORDER BY a.id DESC LIMIT $6`,
  { nullable: ['released_by_name'] },
);

export type AlarmFilter = {
  id?: number;
  state?: 'open' | 'released' | 'all';
  product_line_id?: number;
  station_id?: number;
  characteristic_id?: number;
  limit?: number;
};

export async function readAlarms(db: Queryable, f: AlarmFilter, kind: SpcAlarmKind = 'raised'): Promise<SpcAlarm[]> {
  const found = await rows(db, ALARMS, [
    f.id ?? null,
    f.state ?? 'all',
    f.product_line_id ?? null,
    f.station_id ?? null,
    f.characteristic_id ?? null,
    f.limit ?? 100,
  ]);
  return found.map((r) => ({
    id: r.id,
    kind: r.released_at ? 'released' : kind,
    characteristic: { id: r.characteristic_id, fnumber: r.c_fnumber, fname: r.c_fname },
    station: { id: r.station_id, fnumber: r.s_fnumber, fname: r.s_fname },
    product_line_id: r.product_line_id,
    rule: r.rule,
    point_seqs: r.point_seqs,
    value: r.value,
    hold: r.hold,
    raised_at: r.raised_at.toISOString(),
    released_at: r.released_at ? r.released_at.toISOString() : null,
    released_by: r.released_by !== null ? { id: r.released_by, name: r.released_by_name ?? '' } : null,
    cause: r.cause,
    action: r.action,
  }));
}

export type NewAlarm = {
  characteristic_id: number;
  station_id: number;
  product_line_id: number | null;
  point_id: number;
  rule: number;
  point_seqs: number[];
  hold: boolean;
};

/** Raises an alarm in the caller's transaction unless one is open for the characteristic at the station. */
export async function raiseAlarm(tx: Tx, a: NewAlarm): Promise<SpcAlarm | null> {
  const made = await rows(tx, INSERT_ALARM, [
    a.characteristic_id,
    a.station_id,
    a.product_line_id,
    a.point_id,
    a.rule,
    a.point_seqs,
    a.hold,
  ]);
  if (made.length === 0) return null;
  const [alarm] = await readAlarms(tx, { id: made[0].id });
  await writeOutbox(tx, TOPIC.spcAlarm('raised'), alarm);
  return alarm;
}
