import type { MigrationInterface, QueryRunner } from 'typeorm';
import { RECORD_COLUMNS } from './record-columns';

// Material assembly and disassembly records (stock_mgt/material_rec): which materials went onto (or came off) a
// parent barcode, for tracing a product to its parts.
export class MaterialRec1764800000000 implements MigrationInterface {
  name = 'MaterialRec1764800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE material_rec (${RECORD_COLUMNS},
      fbillno varchar(64) NOT NULL UNIQUE,
      ftype varchar(16) NOT NULL CHECK (ftype IN ('assemble', 'disassemble')),
      parent_barcode varchar(128) NOT NULL,
      entries jsonb NOT NULL DEFAULT '[]',
      fdesc varchar(256) NOT NULL DEFAULT '')`);
    await q.query('CREATE INDEX material_rec_parent_idx ON material_rec (parent_barcode)');
    await q.query('CREATE INDEX material_rec_entries_idx ON material_rec USING gin (entries jsonb_path_ops)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE material_rec');
  }
}
