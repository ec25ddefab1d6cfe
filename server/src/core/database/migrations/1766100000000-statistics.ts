import type { MigrationInterface, QueryRunner } from 'typeorm';
import { RECORD_COLUMNS } from './record-columns';

// Statistics (docs/statistics.md): the hourly rollup of station reports the workers keep (rebuildable from
// station_log), the ideal cycle times OEE reads, and the order-WIP records (stages, temporary WIP, amendments).
export class Statistics1766100000000 implements MigrationInterface {
  name = 'Statistics1766100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE proj_station_hour (
      worder_id integer NOT NULL, station_id integer NOT NULL, product_line_id integer NOT NULL, hour timestamptz NOT NULL,
      tested integer NOT NULL DEFAULT 0, passed integer NOT NULL DEFAULT 0, failed integer NOT NULL DEFAULT 0,
      first_pass_tested integer NOT NULL DEFAULT 0, first_pass_passed integer NOT NULL DEFAULT 0,
      input integer NOT NULL DEFAULT 0, output integer NOT NULL DEFAULT 0, rev bigint NOT NULL DEFAULT 0,
      PRIMARY KEY (station_id, hour, worder_id, product_line_id))`);
    await q.query('CREATE INDEX proj_station_hour_worder_idx ON proj_station_hour (worder_id, hour)');
    await q.query('CREATE INDEX proj_station_hour_line_idx ON proj_station_hour (product_line_id, hour)');
    await q.query('CREATE INDEX proj_station_hour_hour_idx ON proj_station_hour (hour)');
    await q.query(`CREATE TABLE stat_ideal_cycle (${RECORD_COLUMNS},
      product_id integer NOT NULL REFERENCES product(id), station_id integer NOT NULL REFERENCES station(id),
      seconds numeric(12,3) NOT NULL CHECK (seconds > 0), UNIQUE (product_id, station_id))`);
    // The factory's WIP stages: a stage counts the units waiting at its station (or none: entered by hand only).
    await q.query(`CREATE TABLE wip_field (${RECORD_COLUMNS},
      fnumber varchar(64) NOT NULL UNIQUE, fname varchar(128) NOT NULL, seq integer NOT NULL DEFAULT 0,
      station_id integer REFERENCES station(id))`);
    // A process plan (or work order) the factory follows on the order-WIP screens.
    await q.query(`CREATE TABLE order_wip (${RECORD_COLUMNS},
      icpp_id integer REFERENCES icpp(id), worder_id integer REFERENCES worder(id),
      fdesc varchar(255) NOT NULL DEFAULT '',
      CHECK (icpp_id IS NOT NULL OR worder_id IS NOT NULL))`);
    await q.query('CREATE UNIQUE INDEX order_wip_icpp_uq ON order_wip (icpp_id) WHERE icpp_id IS NOT NULL');
    await q.query('CREATE UNIQUE INDEX order_wip_worder_uq ON order_wip (worder_id) WHERE worder_id IS NOT NULL');
    // Units at a stage that no station reports (outsourced, in a cupboard): added to the stage's quantity.
    await q.query(`CREATE TABLE temporary_order_wip (${RECORD_COLUMNS},
      order_wip_id integer NOT NULL REFERENCES order_wip(id) ON DELETE CASCADE,
      wip_field_id integer NOT NULL REFERENCES wip_field(id), qty integer NOT NULL,
      fdesc varchar(255) NOT NULL DEFAULT '')`);
    // A correction of a stage's quantity: who (creater_id), what (delta), why (reason); counted once checked.
    await q.query(`CREATE TABLE wip_amend (${RECORD_COLUMNS},
      order_wip_id integer NOT NULL REFERENCES order_wip(id) ON DELETE CASCADE,
      wip_field_id integer NOT NULL REFERENCES wip_field(id), delta integer NOT NULL,
      reason varchar(255) NOT NULL CHECK (reason <> ''),
      updated_by integer REFERENCES users(id), history jsonb NOT NULL DEFAULT '[]')`);
    await q.query('CREATE INDEX wip_amend_order_idx ON wip_amend (order_wip_id)');
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of [
      'wip_amend',
      'temporary_order_wip',
      'order_wip',
      'wip_field',
      'stat_ideal_cycle',
      'proj_station_hour',
    ])
      await q.query(`DROP TABLE IF EXISTS ${t}`);
  }
}
