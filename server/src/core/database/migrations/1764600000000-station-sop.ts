import type { MigrationInterface, QueryRunner } from 'typeorm';

// Station work instructions (station_sop): what an operator reads beside the scan area and a TV shows on its
// station_sop board. A station may have several (per product, or general when product_id is NULL).
export class StationSop1764600000000 implements MigrationInterface {
  name = 'StationSop1764600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE station_sop (
      id serial PRIMARY KEY,
      checked boolean NOT NULL DEFAULT false,
      disabled boolean NOT NULL DEFAULT false,
      creater_id integer,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      fnumber varchar(64) NOT NULL UNIQUE,
      fname varchar(128) NOT NULL,
      station_id integer NOT NULL REFERENCES station(id),
      product_id integer REFERENCES product(id),
      sop_type varchar(8) NOT NULL CHECK (sop_type IN ('url', 'image', 'text', 'file')),
      content text NOT NULL,
      version varchar(32) NOT NULL DEFAULT '',
      fdesc varchar(256) NOT NULL DEFAULT '')`);
    await q.query('CREATE INDEX station_sop_station_idx ON station_sop (station_id)');
    await q.query('CREATE INDEX station_sop_product_idx ON station_sop (product_id)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE station_sop');
  }
}
