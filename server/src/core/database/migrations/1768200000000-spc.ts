import type { MigrationInterface, QueryRunner } from 'typeorm';
import { RECORD_COLUMNS } from './record-columns';

// Statistical process control (issue 35, docs/spc.md): what to watch (characteristics), the limits a quality engineer
// froze from a baseline window (kept, each with who and when; the newest is in force), the points each report adds,
// and the alarms a rule raises (with the hold of the station and its release: cause, action, who, when). Baselines,
// points and alarms are never deleted; an alarm changes only once, when it is released.

const SOURCES = "'test_item', 'pass_fail', 'defects', 'glue', 'weight'";
const CHARTS = "'xbar_r', 'xbar_s', 'imr', 'p', 'np', 'c', 'u'";

export class Spc1768200000000 implements MigrationInterface {
  name = 'Spc1768200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE spc_characteristic (${RECORD_COLUMNS},
      fnumber varchar(64) NOT NULL UNIQUE,
      fname varchar(128) NOT NULL DEFAULT '',
      source varchar(16) NOT NULL CHECK (source IN (${SOURCES})),
      station_id integer REFERENCES station(id),
      product_id integer REFERENCES product(id),
      item varchar(128) NOT NULL DEFAULT '',
      chart varchar(8) NOT NULL CHECK (chart IN (${CHARTS})),
      subgroup_size integer NOT NULL DEFAULT 1 CHECK (subgroup_size BETWEEN 1 AND 10000),
      lsl numeric(18,6),
      usl numeric(18,6),
      rules varchar(32) NOT NULL DEFAULT '1,2,3,4,5,6,7,8',
      reaction varchar(8) NOT NULL DEFAULT 'alarm' CHECK (reaction IN ('alarm', 'hold')),
      fdesc varchar(256) NOT NULL DEFAULT '',
      CONSTRAINT spc_characteristic_where CHECK (station_id IS NOT NULL OR product_id IS NOT NULL),
      CONSTRAINT spc_characteristic_spec CHECK (lsl IS NULL OR usl IS NULL OR lsl < usl))`);
    await q.query('CREATE INDEX spc_characteristic_station_idx ON spc_characteristic (station_id) WHERE NOT disabled');
    await q.query(`CREATE TABLE spc_baseline (
      id serial PRIMARY KEY,
      characteristic_id integer NOT NULL REFERENCES spc_characteristic(id),
      chart varchar(8) NOT NULL,
      subgroup_size integer NOT NULL,
      centre float8 NOT NULL,
      sigma float8 NOT NULL CHECK (sigma >= 0),
      lcl float8 NOT NULL,
      ucl float8 NOT NULL,
      spread_centre float8,
      spread_lcl float8,
      spread_ucl float8,
      from_seq integer NOT NULL,
      to_seq integer NOT NULL,
      points integer NOT NULL,
      frozen_by integer NOT NULL,
      frozen_at timestamptz NOT NULL DEFAULT now(),
      fdesc varchar(256) NOT NULL DEFAULT '')`);
    await q.query('CREATE INDEX spc_baseline_characteristic_idx ON spc_baseline (characteristic_id, id)');
    // station_log_ids: the records a point's values came from: station_log ids (test_item, pass_fail, defects),
    // glue_item ids (glue) or box ids (weight), by the characteristic's source
    await q.query(`CREATE TABLE spc_point (
      id bigserial PRIMARY KEY,
      characteristic_id integer NOT NULL REFERENCES spc_characteristic(id),
      seq integer,
      station_id integer NOT NULL,
      at timestamptz NOT NULL,
      n integer NOT NULL,
      vals float8[] NOT NULL DEFAULT '{}',
      complete boolean NOT NULL DEFAULT false,
      value float8,
      spread float8,
      total float8,
      m2 float8,
      lo float8,
      hi float8,
      baseline_id integer REFERENCES spc_baseline(id),
      z float8,
      violations smallint[] NOT NULL DEFAULT '{}',
      station_log_ids bigint[] NOT NULL DEFAULT '{}',
      UNIQUE (characteristic_id, seq),
      CONSTRAINT spc_point_seq CHECK ((seq IS NOT NULL) = complete))`);
    // the last complete points of a characteristic (the rules' window, a chart's last N), newest first
    await q.query('CREATE INDEX spc_point_complete_idx ON spc_point (characteristic_id, seq DESC) WHERE complete');
    // a point being filled (one per characteristic and station) gets its seq when complete
    await q.query('CREATE UNIQUE INDEX spc_point_open ON spc_point (characteristic_id, station_id) WHERE NOT complete');
    await q.query(`CREATE TABLE spc_alarm (
      id serial PRIMARY KEY,
      characteristic_id integer NOT NULL REFERENCES spc_characteristic(id),
      station_id integer NOT NULL REFERENCES station(id),
      product_line_id integer,
      point_id bigint NOT NULL REFERENCES spc_point(id),
      rule smallint NOT NULL CHECK (rule BETWEEN 1 AND 8),
      point_seqs integer[] NOT NULL,
      hold boolean NOT NULL,
      raised_at timestamptz NOT NULL DEFAULT now(),
      released_at timestamptz,
      released_by integer,
      cause varchar(512) NOT NULL DEFAULT '',
      action varchar(512) NOT NULL DEFAULT '')`);
    // at most one open alarm per characteristic and station (later violations are marked on their points)
    await q.query(
      'CREATE UNIQUE INDEX spc_alarm_open ON spc_alarm (characteristic_id, station_id) WHERE released_at IS NULL',
    );
    // the station report's hold check
    await q.query('CREATE INDEX spc_alarm_held ON spc_alarm (station_id) WHERE hold AND released_at IS NULL');
    await q.query('CREATE INDEX spc_alarm_line_idx ON spc_alarm (product_line_id, id)');
    // kept: baselines never change, an alarm changes once (its release)
    await q.query(`CREATE FUNCTION spc_keep() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_TABLE_NAME = 'spc_alarm' AND TG_OP = 'UPDATE' AND OLD.released_at IS NULL
          AND NEW.released_at IS NOT NULL AND NEW.point_id = OLD.point_id AND NEW.rule = OLD.rule
          AND NEW.station_id = OLD.station_id AND NEW.characteristic_id = OLD.characteristic_id THEN
          RETURN NEW;
        END IF;
        RAISE EXCEPTION '% is kept: %', TG_TABLE_NAME, TG_OP;
      END $$`);
    await q.query(`CREATE TRIGGER spc_baseline_keep BEFORE UPDATE OR DELETE ON spc_baseline
      FOR EACH ROW EXECUTE FUNCTION spc_keep()`);
    await q.query(`CREATE TRIGGER spc_alarm_keep BEFORE UPDATE OR DELETE ON spc_alarm
      FOR EACH ROW EXECUTE FUNCTION spc_keep()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE spc_alarm');
    await q.query('DROP TABLE spc_point');
    await q.query('DROP TABLE spc_baseline');
    await q.query('DROP FUNCTION spc_keep()');
    await q.query('DROP TABLE spc_characteristic');
  }
}
