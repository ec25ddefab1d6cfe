import ExcelJS from 'exceljs';
import pg from 'pg';
import type { ApiClient } from '../support/api-client';
import type { Hub } from '../support/hub-processes';
import { token } from '../support/resource-values';

export type Row = { id: number; [k: string]: unknown };

// Builds production data for the product-mgt specs: workflows, work and rework orders over the demo factory, and the
// station reports the shop floor would write (inserted directly, so these specs do not depend on mes-transfer).
export class ProductionFixture {
  private constructor(
    readonly api: ApiClient,
    readonly db: pg.Client,
    readonly productId: number,
    readonly lineId: number,
    readonly stations: Map<string, number>,
  ) {}

  static async open(hub: Hub, api: ApiClient): Promise<ProductionFixture> {
    const db = new pg.Client({ connectionString: hub.env.DATABASE_URL });
    await db.connect();
    const one = async (path: string, filter: string) => (await api.ok<{ list: Row[] }>(path, { filter })).list[0].id;
    const stations = (await api.ok<{ list: Row[] }>('/api/v1/basicdata/station/list', { filter: 'ps:100' })).list;
    return new ProductionFixture(
      api,
      db,
      await one('/api/v1/basicdata/product/list', 'fnumber:P-1001'),
      await one('/api/v1/basicdata/product_line/list', 'fnumber:ASSY-01'),
      new Map(stations.map((s) => [s.fnumber as string, s.id])),
    );
  }

  async close(): Promise<void> {
    await this.db.end();
  }

  station(code: string): number {
    const id = this.stations.get(code);
    if (!id) throw new Error(`no station ${code}`);
    return id;
  }

  async newWorkflow(codes: string[]): Promise<Row> {
    const flow = await this.api.ok<Row>('/api/v1/product_mgt/workflow/create', {
      fnumber: `WF-${token(4)}`,
      fname: 'test flow',
    });
    await this.api.ok('/api/v1/product_mgt/workflow/set_stations', {
      workflow_id: flow.id,
      station_ids: codes.map((c) => this.station(c)),
    });
    return flow;
  }

  async newWorkOrder(fields: Record<string, unknown> = {}): Promise<Row> {
    const workflowId = fields.workflow_id ?? (await this.newWorkflow(['ASSY-01-DL', 'ASSY-01-GT'])).id;
    return this.api.ok<Row>('/api/v1/product_mgt/worder/create', {
      fbillno: `WO-${token(4)}`,
      product_id: this.productId,
      product_line_id: this.lineId,
      fqty: 5,
      ...fields,
      workflow_id: workflowId,
    });
  }

  async newReworder(worderId: number, workflowId: number): Promise<Row> {
    return this.api.ok<Row>('/api/v1/product_mgt/reworder/create', {
      fbillno: `RW-${token(4)}`,
      worder_id: worderId,
      workflow_id: workflowId,
      reason: 'solder bridge',
    });
  }

  async setStatus(table: 'worder' | 'reworder', id: number, status: number): Promise<void> {
    await this.db.query(`UPDATE ${table} SET status = $2 WHERE id = $1`, [id, status]);
  }

  async snState(sn: string): Promise<Record<string, unknown> | undefined> {
    return (
      await this.db.query(
        'SELECT sn, worder_id, workflow_id, reworder_id, next_seq, done, last_result, fail_count FROM sn_state WHERE sn = $1',
        [sn],
      )
    ).rows[0];
  }

  // A station report as the shop floor stores it, with its test items; `state` also moves the SN's routing state.
  async report(r: {
    sn: string;
    worder: Row;
    station: string;
    seq: number;
    result: number;
    reworderId?: number;
    items?: string[][];
    state?: { next_seq: number; done: boolean };
  }): Promise<void> {
    const log = await this.db.query(
      `INSERT INTO station_log (sn, worder_id, reworder_id, station_id, product_line_id, workflow_id, seq, result, first_pass, source, answer)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, true, 'test', '{}') RETURNING id`,
      [
        r.sn,
        r.worder.id,
        r.reworderId ?? null,
        this.station(r.station),
        this.lineId,
        r.worder.workflow_id,
        r.seq,
        r.result,
      ],
    );
    for (const [name, value, lower, upper, unit, result] of r.items ?? []) {
      await this.db.query(
        'INSERT INTO station_log_item (station_log_id, name, value, lower, upper, unit, result) VALUES ($1, $2, $3, $4, $5, $6, $7)',
        [log.rows[0].id, name, value, lower, upper, unit, Number(result)],
      );
    }
    if (r.state) {
      await this.db.query(
        `INSERT INTO sn_state (sn, worder_id, workflow_id, next_seq, done, last_result) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (sn) DO UPDATE SET next_seq = $4, done = $5, last_result = $6`,
        [r.sn, r.worder.id, r.worder.workflow_id, r.state.next_seq, r.state.done, r.result],
      );
    }
  }
}

/** a workbook's first sheet as rows of cell values (header first). */
export async function sheetRows(file: Buffer): Promise<unknown[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(file as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  book.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

/** an .xlsx of one column, as { filename, content_base64 } for an import call. */
export async function snUpload(header: string, sns: string[]): Promise<{ filename: string; content_base64: string }> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('SN');
  sheet.addRow([header, 'note']);
  for (const sn of sns) sheet.addRow([sn, 'x']);
  return { filename: 'sns.xlsx', content_base64: Buffer.from(await book.xlsx.writeBuffer()).toString('base64') };
}
