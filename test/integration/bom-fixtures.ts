import ExcelJS from 'exceljs';
import pg from 'pg';
import type { ApiClient } from '../support/api-client';
import type { Hub } from '../support/hub-processes';
import { token } from '../support/resource-values';

export type Row = { id: number; [k: string]: unknown };
export const PM = '/api/v1/product_mgt';
export const BOM_MATERIALS = ['TOP', 'SUB', 'CASE', 'CHIP', 'PASTE', 'DIE', 'EXTRA'] as const;
export type BomMaterial = (typeof BOM_MATERIALS)[number];
/** child, quantity per parent, scrap rate (%) */
export type BomLineSpec = [BomMaterial, number, number?];

// The data the BOM and order specs build over the demo factory: fresh materials, and the 3-level BOM
// TOP = 2 SUB + 1 CASE; SUB = 3 CHIP (5 % scrap) + 0.5 PASTE; CHIP = 4 DIE (docs/bom-orders.md works it through).
export class BomFixture {
  private constructor(
    readonly api: ApiClient,
    readonly db: pg.Client,
    readonly tag: string,
    readonly productId: number,
    readonly smtLineId: number,
    readonly items: Record<BomMaterial, { id: number; fnumber: string }>,
  ) {}

  static async open(hub: Hub, api: ApiClient): Promise<BomFixture> {
    const db = new pg.Client({ connectionString: hub.env.DATABASE_URL });
    await db.connect();
    const one = async (path: string, filter: string) => (await api.ok<{ list: Row[] }>(path, { filter })).list[0].id;
    const tag = token(3);
    const items = {} as Record<BomMaterial, { id: number; fnumber: string }>;
    for (const key of BOM_MATERIALS) {
      const fnumber = `${key}-${tag}`;
      items[key] = {
        id: (await api.ok<Row>('/api/v1/basicdata/icitem/create', { fnumber, fname: `${key} part`, unit: 'PCS' })).id,
        fnumber,
      };
    }
    return new BomFixture(
      api,
      db,
      tag,
      await one('/api/v1/basicdata/product/list', 'fnumber:P-1001'),
      await one('/api/v1/basicdata/product_line/list', 'fnumber:SMT-01'),
      items,
    );
  }

  async close(): Promise<void> {
    await this.db.end();
  }

  entries(lines: BomLineSpec[]): Record<string, unknown>[] {
    return lines.map(([key, qty, scrap]) => ({ icitem_id: this.items[key].id, qty, scrap_rate: scrap ?? 0 }));
  }

  async newBom(parent: BomMaterial, lines: BomLineSpec[], opts: { check?: boolean; version?: string } = {}) {
    const bom = await this.api.ok<Row>(`${PM}/icbom/create`, {
      fnumber: `BOM-${parent}-${this.tag}-${token(3)}`,
      version: opts.version ?? 'V1',
      icitem_id: this.items[parent].id,
      entries: this.entries(lines),
    });
    if (opts.check ?? true) await this.api.ok(`${PM}/icbom/check`, { id: bom.id });
    return bom;
  }

  /** the 3-level BOM of the header's comment; answers the top BOM. */
  async threeLevels(): Promise<Row> {
    await this.newBom('CHIP', [['DIE', 4]]);
    await this.newBom('SUB', [
      ['CHIP', 3, 5],
      ['PASTE', 0.5],
    ]);
    return this.newBom('TOP', [
      ['SUB', 2],
      ['CASE', 1],
    ]);
  }

  async newIcmo(fields: Record<string, unknown> = {}): Promise<Row> {
    return this.api.ok<Row>(`${PM}/icmo/create`, {
      fbillno: `MO-${this.tag}-${token(4)}`,
      product_id: this.productId,
      product_line_id: this.smtLineId,
      fqty: 10,
      ...fields,
    });
  }
}

/** an .xlsx of the given rows (header first), as { filename, content_base64 } for an import call. */
export async function upload(rows: unknown[][]): Promise<{ filename: string; content_base64: string }> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('BOM');
  for (const r of rows) sheet.addRow(r);
  return { filename: 'bom.xlsx', content_base64: Buffer.from(await book.xlsx.writeBuffer()).toString('base64') };
}
