import type { MigrationInterface, QueryRunner } from 'typeorm';

// OEE's stops from a rollup (docs/statistics.md, "OEE"): per station and UTC hour, its first and last report and a
// mask of the minutes that had one. An hour whose 60 minutes all had a report holds no silence over two minutes, so
// only the other hours are read from station_log (through the index on station and time added here). Also an
// index for the recall list's repairs.
export class StationMinutes1766900000000 implements MigrationInterface {
  name = 'StationMinutes1766900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE proj_station_minutes (
      station_id integer NOT NULL, hour timestamptz NOT NULL, first_at timestamptz NOT NULL,
      last_at timestamptz NOT NULL, minutes bigint NOT NULL DEFAULT 0, rev bigint NOT NULL DEFAULT 0,
      PRIMARY KEY (station_id, hour))`);
    await q.query('CREATE INDEX station_log_station_time_idx ON station_log (station_id, created_at)');
    // the recall list names the repair that took a bound part out again (tracing/recall.query.ts)
    await q.query(
      'CREATE INDEX unbind_log_binding_idx ON unbind_log (material_binding_id) WHERE material_binding_id IS NOT NULL',
    );
    // the rollup of the reports already stored (the rebuild command gives the same)
    await q.query(`INSERT INTO proj_station_minutes (station_id, hour, first_at, last_at, minutes, rev)
      SELECT station_id, date_trunc('hour', created_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC', min(created_at),
        max(created_at), bit_or(1::bigint << extract(minute FROM created_at AT TIME ZONE 'UTC')::int), 1
      FROM station_log GROUP BY 1, 2`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX IF EXISTS unbind_log_binding_idx');
    await q.query('DROP INDEX IF EXISTS station_log_station_time_idx');
    await q.query('DROP TABLE IF EXISTS proj_station_minutes');
  }
}
