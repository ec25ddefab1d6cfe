import type { MigrationInterface, QueryRunner } from 'typeorm';

// Packing by the packaging plan's levels (docs/packing.md, "Cartons and pallets"): closed boxes into cartons (box rows
// of level carton, box.parent_id) and cartons (or boxes, without a carton level) onto pallets, each filled to its
// level's quantity. A pallet packed at a station knows its order, plan, station, capacity and count like a box;
// box_item_log also records what went onto or off a pallet. The binding stations' scans keep their idempotency key.
const SCAN_TABLES = ['material_binding', 'glue_item', 'station_material'];

export class PackingLevels1766800000000 implements MigrationInterface {
  name = 'PackingLevels1766800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE pallet
      ADD COLUMN worder_id integer REFERENCES worder(id),
      ADD COLUMN packaging_plan_id integer REFERENCES packaging_plan(id),
      ADD COLUMN station_id integer REFERENCES station(id),
      ADD COLUMN capacity integer NOT NULL DEFAULT 0 CHECK (capacity >= 0),
      ADD COLUMN fqty integer NOT NULL DEFAULT 0 CHECK (fqty >= 0),
      ADD COLUMN closed_at timestamptz`);
    await q.query('CREATE INDEX pallet_open_idx ON pallet (worder_id, station_id) WHERE status = 1');
    await q.query('ALTER TABLE box_item_log ALTER COLUMN box_id DROP NOT NULL');
    await q.query('ALTER TABLE box_item_log ADD COLUMN pallet_id integer REFERENCES pallet(id) ON DELETE CASCADE');
    await q.query(
      'ALTER TABLE box_item_log ADD CONSTRAINT box_item_log_target CHECK ((box_id IS NULL) <> (pallet_id IS NULL))',
    );
    await q.query('CREATE INDEX box_item_log_pallet_idx ON box_item_log (pallet_id, id) WHERE pallet_id IS NOT NULL');
    // The binding stations' offline queue: a scan sent again with its key answers the row it stored the first time.
    for (const t of SCAN_TABLES) {
      await q.query(`ALTER TABLE ${t} ADD COLUMN idem_key varchar(128)`);
      await q.query(`CREATE UNIQUE INDEX ${t}_idem_key ON ${t} (idem_key) WHERE idem_key IS NOT NULL`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of SCAN_TABLES) await q.query(`ALTER TABLE ${t} DROP COLUMN idem_key`);
    await q.query('DELETE FROM box_item_log WHERE pallet_id IS NOT NULL');
    await q.query('ALTER TABLE box_item_log DROP CONSTRAINT box_item_log_target');
    await q.query('ALTER TABLE box_item_log DROP COLUMN pallet_id');
    await q.query('ALTER TABLE box_item_log ALTER COLUMN box_id SET NOT NULL');
    await q.query('DROP INDEX pallet_open_idx');
    await q.query(`ALTER TABLE pallet DROP COLUMN worder_id, DROP COLUMN packaging_plan_id, DROP COLUMN station_id,
      DROP COLUMN capacity, DROP COLUMN fqty, DROP COLUMN closed_at`);
  }
}
