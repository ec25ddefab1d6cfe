import { TOPIC } from '@mes/contracts';
import { outboxInsertSql, outboxNotifySql, topicSql } from '../../core/events/outbox.writer';
import { sql } from '../../core/db/sql';

// The two statements of a station report (station-report.service.ts): one reads where the SN stands, whether the
// idempotency key was seen and whether the station is on SPC hold (docs/spc.md: the spc area's alarm, read here so that
// the check costs no round trip); one writes everything at once. Two round trips, no explicit transaction: the write only
// happens if the SN still stands where it was read. An SN's first report reads the position its work order's flow
// starts it at (`fresh`: no routing state yet) and its write creates the state: a read that wrote would commit, and
// wait for a WAL flush, on its own (docs/realtime.md).

export const READ_POSITION = sql(
  'shop-floor.read_position',
  `
SELECT p.worder_id, p.workflow_id, p.reworder_id, p.next_seq, p.fail_count, p.done, p.last_result, p.fresh,
  (p.last_result <> 0) AS reported_before, w.product_id,
  COALESCE(r.status, w.status) AS status, COALESCE(r.fbillno, w.fbillno) AS fbillno,
  (SELECT json_build_object('id', l.id, 'answer', l.answer) FROM station_log l WHERE $2::varchar IS NOT NULL AND l.report_key = $2) AS seen,
  (SELECT json_build_object('id', a.id, 'rule', a.rule, 'fnumber', c.fnumber, 'fname', c.fname)
     FROM spc_alarm a JOIN spc_characteristic c ON c.id = a.characteristic_id
     WHERE a.station_id = $3 AND a.hold AND a.released_at IS NULL ORDER BY a.id LIMIT 1) AS spc_hold
FROM (SELECT worder_id, workflow_id, reworder_id, next_seq, fail_count, done, last_result, false AS fresh
      FROM sn_state WHERE sn = $1
      UNION ALL
      SELECT ws.worder_id, w.workflow_id, NULL::int, 1, 0, false, 0::smallint, true
      FROM worder_sn ws JOIN worder w ON w.id = ws.worder_id
      WHERE ws.sn = $1 AND NOT EXISTS (SELECT 1 FROM sn_state s WHERE s.sn = $1)) p
JOIN worder w ON w.id = p.worder_id LEFT JOIN reworder r ON r.id = p.reworder_id
LIMIT 1`,
  {
    notNull: [
      'worder_id',
      'workflow_id',
      'next_seq',
      'fail_count',
      'done',
      'last_result',
      'fresh',
      'reported_before',
      'status',
      'fbillno',
    ],
  },
);

export const SEEN = sql('shop-floor.seen_report', `SELECT id, answer FROM station_log WHERE report_key = $1`);

// $1 sn; $2..$5 the position read (next_seq, fail_count, done, last_result); $6 workflow_id; $7 reworder_id;
// $8..$10 the new position; $11 result; station_log: $12 worder_id, $13 station_id, $14 product_line_id, $15 seq,
// $16 first_pass, $17 source, $18 operator_id, $19 operator, $20 report_key, $21 answer; $22 the fact (without id
// and time); $23..$28 test item columns; $29 fresh (no routing state was read: this write creates it, or finds it
// created meanwhile and writes nothing). The outbox entry is the writer's (core/events/outbox.writer.ts), in the
// same statement.
export const WRITE_REPORT = `
WITH upd AS (
  UPDATE sn_state SET next_seq = $8, fail_count = $9, done = $10, last_result = $11, updated_at = now()
  WHERE NOT $29::bool AND sn = $1 AND next_seq = $2 AND fail_count = $3 AND done = $4 AND last_result = $5
    AND workflow_id = $6 AND reworder_id IS NOT DISTINCT FROM $7::int
  RETURNING sn),
ins AS (
  INSERT INTO sn_state (sn, worder_id, workflow_id, reworder_id, next_seq, fail_count, done, last_result)
  SELECT $1, $12, $6, $7::int, $8, $9, $10, $11 WHERE $29::bool
  ON CONFLICT (sn) DO NOTHING
  RETURNING sn),
st AS (SELECT sn FROM upd UNION ALL SELECT sn FROM ins),
log AS (
  INSERT INTO station_log (sn, worder_id, reworder_id, station_id, product_line_id, workflow_id, seq, result, first_pass,
    source, operator_id, operator, report_key, answer)
  SELECT $1, $12, $7::int, $13, $14, $6, $15, $11, $16, $17, $18, $19, $20, $21 FROM st
  RETURNING id, created_at),
items AS (
  INSERT INTO station_log_item (station_log_id, name, value, lower, upper, unit, result)
  SELECT log.id, u.* FROM log, unnest($23::varchar[], $24::varchar[], $25::varchar[], $26::varchar[], $27::varchar[], $28::smallint[]) u),
ob AS (
  ${outboxInsertSql(
    topicSql(TOPIC.stationReport),
    `$22::jsonb || jsonb_build_object('station_log_id', log.id,
    'created_at', to_char(log.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`,
    'FROM log',
  )})
SELECT log.id, ${outboxNotifySql('ob.id')} FROM log, ob`;

// Group commit (report-writer.ts): the write of many reports of different SNs in one statement, each still written
// only if its SN stands where it was read. No NOTIFY: it would queue every commit behind one lock held through the
// WAL flush (the tail of docs/realtime.md); the writer wakes the relays through Redis after the commit. One array a column: $1..$22 as WRITE_REPORT's $1..$22 (the position read
// as p_*), $23..$29 the test items of all of them, each with its report's SN, $30 fresh (WRITE_REPORT's $29). Answers the id of each report written.
export const WRITE_REPORTS = `
WITH input AS (
  SELECT * FROM unnest($1::varchar[], $2::int[], $3::int[], $4::bool[], $5::smallint[], $6::int[], $7::int[],
    $8::int[], $9::int[], $10::bool[], $11::smallint[], $12::int[], $13::int[], $14::int[], $15::int[], $16::bool[],
    $17::varchar[], $18::int[], $19::varchar[], $20::varchar[], $21::jsonb[], $22::jsonb[], $30::bool[])
  AS u(sn, p_next_seq, p_fail_count, p_done, p_last_result, workflow_id, reworder_id, next_seq, fail_count, done,
    result, worder_id, station_id, product_line_id, seq, first_pass, source, operator_id, operator, report_key, answer,
    fact, fresh)),
upd AS (
  UPDATE sn_state s SET next_seq = i.next_seq, fail_count = i.fail_count, done = i.done, last_result = i.result,
    updated_at = now()
  FROM input i
  WHERE NOT i.fresh AND s.sn = i.sn AND s.next_seq = i.p_next_seq AND s.fail_count = i.p_fail_count
    AND s.done = i.p_done AND s.last_result = i.p_last_result AND s.workflow_id = i.workflow_id
    AND s.reworder_id IS NOT DISTINCT FROM i.reworder_id
  RETURNING s.sn),
ins AS (
  INSERT INTO sn_state (sn, worder_id, workflow_id, reworder_id, next_seq, fail_count, done, last_result)
  SELECT i.sn, i.worder_id, i.workflow_id, i.reworder_id, i.next_seq, i.fail_count, i.done, i.result
  FROM input i WHERE i.fresh
  ON CONFLICT (sn) DO NOTHING
  RETURNING sn),
st AS (SELECT sn FROM upd UNION ALL SELECT sn FROM ins),
log AS (
  INSERT INTO station_log (sn, worder_id, reworder_id, station_id, product_line_id, workflow_id, seq, result, first_pass,
    source, operator_id, operator, report_key, answer)
  SELECT i.sn, i.worder_id, i.reworder_id, i.station_id, i.product_line_id, i.workflow_id, i.seq, i.result,
    i.first_pass, i.source, i.operator_id, i.operator, i.report_key, i.answer
  FROM input i JOIN st ON st.sn = i.sn
  RETURNING id, sn, created_at),
items AS (
  INSERT INTO station_log_item (station_log_id, name, value, lower, upper, unit, result)
  SELECT log.id, t.name, t.value, t.lower, t.upper, t.unit, t.result FROM log
  JOIN unnest($23::varchar[], $24::varchar[], $25::varchar[], $26::varchar[], $27::varchar[], $28::varchar[],
    $29::smallint[]) AS t(sn, name, value, lower, upper, unit, result) ON t.sn = log.sn),
ob AS (
  ${outboxInsertSql(
    topicSql(TOPIC.stationReport),
    `i.fact || jsonb_build_object('station_log_id', log.id,
    'created_at', to_char(log.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`,
    'FROM log JOIN input i ON i.sn = log.sn',
  )})
SELECT log.id, log.sn FROM log`;
