import type { MigrationInterface, QueryRunner } from 'typeorm';

// The serial-number pattern of a product (basicdata/product/product_regex/list).
export class ProductSnRegex1764000000000 implements MigrationInterface {
  name = 'ProductSnRegex1764000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE product ADD COLUMN sn_regex varchar(256) NOT NULL DEFAULT ''`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE product DROP COLUMN sn_regex');
  }
}
