import type { MigrationInterface, QueryRunner } from 'typeorm';
import { RECORD_COLUMNS } from './record-columns';

// Serial- and batch-number policies (docs/numbering.md): the policies, the numbers they made or took from a file
// (sn_table, bn_table, each number unique: the last guard against a collision), one counter row per policy and reset
// period (advanced with UPDATE ... RETURNING in the transaction that writes the numbers) and each build, keyed so a
// retry answers the earlier build instead of making numbers again.
export class Numbering1765000000000 implements MigrationInterface {
  name = 'Numbering1765000000000';

  async up(q: QueryRunner): Promise<void> {
    for (const kind of ['sn', 'bn'])
      await q.query(`CREATE TABLE ${kind}_policy (${RECORD_COLUMNS},
        fnumber varchar(64) NOT NULL UNIQUE,
        fname varchar(128) NOT NULL,
        ftype smallint NOT NULL DEFAULT 0 CHECK (ftype >= 0),
        rule jsonb,
        product_id integer REFERENCES product(id),
        build_status smallint NOT NULL DEFAULT 2 CHECK (build_status IN (1, 2, 3, 4, 9)),
        build_message varchar(512) NOT NULL DEFAULT '',
        fdesc varchar(256) NOT NULL DEFAULT '')`);
    await q.query(`CREATE TABLE numbering_build (
      id bigserial PRIMARY KEY,
      kind varchar(2) NOT NULL CHECK (kind IN ('sn', 'bn')),
      policy_id integer NOT NULL,
      worder_id integer REFERENCES worder(id) ON DELETE SET NULL,
      idem_key varchar(64),
      count integer NOT NULL,
      first_number varchar(64),
      last_number varchar(64),
      creater_id integer,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (kind, policy_id, idem_key))`);
    await q.query('CREATE INDEX numbering_build_worder_idx ON numbering_build (kind, policy_id, worder_id)');
    await q.query(`CREATE TABLE numbering_counter (
      kind varchar(2) NOT NULL CHECK (kind IN ('sn', 'bn')),
      policy_id integer NOT NULL,
      period varchar(16) NOT NULL,
      last_value bigint NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (kind, policy_id, period))`);
    for (const kind of ['sn', 'bn']) {
      await q.query(`CREATE TABLE ${kind}_table (${RECORD_COLUMNS},
        ${kind} varchar(64) NOT NULL,
        policy_id integer NOT NULL REFERENCES ${kind}_policy(id),
        worder_id integer REFERENCES worder(id) ON DELETE SET NULL,
        build_id bigint REFERENCES numbering_build(id) ON DELETE SET NULL,
        status smallint NOT NULL DEFAULT 0 CHECK (status IN (0, 1)),
        source smallint NOT NULL DEFAULT 0 CHECK (source IN (0, 1, 2)),
        row_no integer NOT NULL DEFAULT 0)`);
      await q.query(`CREATE UNIQUE INDEX ${kind}_table_number_uq ON ${kind}_table (${kind})`);
      await q.query(`CREATE INDEX ${kind}_table_policy_idx ON ${kind}_table (policy_id, status, id)`);
      await q.query(`CREATE INDEX ${kind}_table_worder_idx ON ${kind}_table (worder_id)`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of ['bn_table', 'sn_table', 'numbering_counter', 'numbering_build', 'bn_policy', 'sn_policy'])
      await q.query(`DROP TABLE IF EXISTS ${t}`);
  }
}
