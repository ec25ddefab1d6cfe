import { ErrorCode, levelWord, type LabelOutcome, type PackLevel } from '@mes/contracts';
import type pg from 'pg';
import { refuse, refuseAs } from '../../../core/api/app.exception';
import { FileAnswer } from '../../../core/api/file-answer';
import type { LabelRenderService } from '../../product-mgt';
import type { PrinterTargets } from './printer';
import { first, sql, type RowOf } from '../../../core/db/sql';

const PRINTER = sql(
  'shop-floor.station_printer',
  `SELECT id, fnumber, kind, host, port FROM clodop_device WHERE station_id = $1 AND NOT disabled ORDER BY id LIMIT 1`,
);
const UNIT_LABEL = sql(
  'shop-floor.unit_label',
  `SELECT w.id AS worder_id, COALESCE(
         (SELECT l.label_design_id FROM packaging_plan p JOIN packaging_plan_level l ON l.packaging_plan_id = p.id AND l.level = 'unit'
          WHERE NOT p.disabled AND (p.worder_id = w.id OR (p.worder_id IS NULL AND p.product_id = w.product_id))
          ORDER BY p.worder_id IS NULL, p.checked DESC, p.id DESC LIMIT 1),
         (SELECT d.id FROM label_design d WHERE NOT d.disabled AND d.label_type = 'sn' AND (d.product_id = w.product_id OR d.product_id IS NULL)
          ORDER BY d.product_id IS NULL, d.id DESC LIMIT 1)) AS label_design_id, 'unit' AS level
       FROM worder_sn ws JOIN worder w ON w.id = ws.worder_id WHERE ws.sn = $1`,
  { notNull: ['worder_id', 'level'] },
);
// a box or carton by id or label, a pallet by id or label: one text each
const BOX_LABEL_BY_ID = sql(
  'shop-floor.box_label_by_id',
  `SELECT b.fnumber, b.fqty, b.worder_id, b.level, l.label_design_id FROM box b
       LEFT JOIN packaging_plan_level l ON l.packaging_plan_id = b.packaging_plan_id AND l.level = b.level
       WHERE b.id = $1`,
);
const BOX_LABEL_BY_FNUMBER = sql(
  'shop-floor.box_label_by_fnumber',
  `SELECT b.fnumber, b.fqty, b.worder_id, b.level, l.label_design_id FROM box b
       LEFT JOIN packaging_plan_level l ON l.packaging_plan_id = b.packaging_plan_id AND l.level = b.level
       WHERE b.fnumber = $1`,
);
const PALLET_LABEL_BY_ID = sql(
  'shop-floor.pallet_label_by_id',
  `SELECT p.fnumber, (SELECT count(*)::int FROM box WHERE pallet_id = p.id) AS boxes, b.worder_id, l.label_design_id
       FROM pallet p
       LEFT JOIN LATERAL (SELECT worder_id, packaging_plan_id FROM box WHERE pallet_id = p.id ORDER BY id LIMIT 1) b ON true
       LEFT JOIN packaging_plan_level l
         ON l.packaging_plan_id = COALESCE(p.packaging_plan_id, b.packaging_plan_id) AND l.level = 'pallet'
       WHERE p.id = $1`,
  { notNull: ['boxes'] },
);
const PALLET_LABEL_BY_FNUMBER = sql(
  'shop-floor.pallet_label_by_fnumber',
  `SELECT p.fnumber, (SELECT count(*)::int FROM box WHERE pallet_id = p.id) AS boxes, b.worder_id, l.label_design_id
       FROM pallet p
       LEFT JOIN LATERAL (SELECT worder_id, packaging_plan_id FROM box WHERE pallet_id = p.id ORDER BY id LIMIT 1) b ON true
       LEFT JOIN packaging_plan_level l
         ON l.packaging_plan_id = COALESCE(p.packaging_plan_id, b.packaging_plan_id) AND l.level = 'pallet'
       WHERE p.fnumber = $1`,
  { notNull: ['boxes'] },
);

export type Printer = RowOf<'shop-floor.station_printer'>;

/** what a label print renders: the design, its values and the order they come from. */
export type LabelJob = {
  target: 'sn' | 'box' | 'pallet';
  label_design_id: number;
  level: string;
  /** null for a box made outside packing (no order): the render refuses it */
  worder_id: number | null;
  sn?: string;
  values: Record<string, string>;
};

// Rendering a label design for a unit or a box and sending it to the station's printer (docs/packing.md, "Labels").
export class LabelPrinting {
  constructor(
    private readonly pool: pg.Pool,
    private readonly render: LabelRenderService,
    private readonly targets: PrinterTargets,
  ) {}

  /** the station's printer: its first enabled clodop_device (by id), or null. */
  async printerOf(stationId: number): Promise<Printer | null> {
    return (await first(this.pool, PRINTER, [stationId])) ?? null;
  }

  /** the label of a unit (its plan's unit level, else the sn label design of its product, else a general one). */
  async unitJob(sn: string): Promise<LabelJob> {
    const row = await first(this.pool, UNIT_LABEL, [sn]);
    if (!row) throw refuseAs(ErrorCode.SN_NOT_IN_ORDER, 'sn', 'packing.sn_in_no_order', { sn });
    if (row.label_design_id === null)
      throw refuseAs(ErrorCode.NO_PACKING_PLAN, 'sn', 'packing.no_label_design_sn', { sn });
    return {
      target: 'sn',
      label_design_id: row.label_design_id,
      level: 'unit',
      worder_id: row.worder_id,
      sn,
      values: {},
    };
  }

  /** the label of a box or carton: its plan's design of that level, with its number and quantity (units or boxes). */
  async boxJob(box: string | number): Promise<LabelJob> {
    const row =
      typeof box === 'number'
        ? await first(this.pool, BOX_LABEL_BY_ID, [box])
        : await first(this.pool, BOX_LABEL_BY_FNUMBER, [box]);
    if (!row) throw refuseAs(ErrorCode.BOX_LABEL_MISMATCH, 'box', 'packing.box_label_no_box', { box });
    if (row.label_design_id === null)
      throw refuseAs(ErrorCode.NO_PACKING_PLAN, 'box', 'packing.level_no_label_design', {
        level: levelWord(row.level),
        fnumber: row.fnumber,
      });
    return {
      target: 'box',
      label_design_id: row.label_design_id,
      level: row.level,
      worder_id: row.worder_id,
      values: { 'box.fnumber': row.fnumber, qty: String(Number(row.fqty)) },
    };
  }

  /** the label of a pallet: the pallet level design of its plan, with its number and how many boxes or cartons it holds. */
  async palletJob(pallet: string | number): Promise<LabelJob> {
    const row =
      typeof pallet === 'number'
        ? await first(this.pool, PALLET_LABEL_BY_ID, [pallet])
        : await first(this.pool, PALLET_LABEL_BY_FNUMBER, [pallet]);
    if (!row) throw refuseAs(ErrorCode.BOX_LABEL_MISMATCH, 'pallet', 'packing.pallet_label_no_pallet', { pallet });
    if (row.worder_id === null) throw refuse('pallet', 'shop_floor.pallet_holds_no_box', { fnumber: row.fnumber });
    if (row.label_design_id === null)
      throw refuseAs(ErrorCode.NO_PACKING_PLAN, 'pallet', 'packing.level_no_label_design', {
        level: levelWord('pallet'),
        fnumber: row.fnumber,
      });
    return {
      target: 'pallet',
      label_design_id: row.label_design_id,
      level: 'pallet',
      worder_id: row.worder_id,
      values: { 'pallet.fnumber': row.fnumber, qty: String(row.boxes) },
    };
  }

  async file(job: LabelJob, format: 'zpl' | 'pdf', copies?: number): Promise<FileAnswer> {
    return this.render.render({
      id: job.label_design_id,
      format,
      worder_id: job.worder_id,
      ...(job.sn ? { sn: job.sn } : {}),
      values: job.values,
      ...(copies !== undefined ? { copies } : {}),
    });
  }

  /** renders the job and sends it: ZPL to a raw-TCP printer, else the PDF is for the browser to print. */
  async print(job: LabelJob, stationId: number, copies?: number): Promise<{ outcome: LabelOutcome; pdf?: FileAnswer }> {
    const printer = await this.printerOf(stationId);
    if (printer?.kind === 'zpl') {
      if (!printer.host) throw refuse('station_id', 'shop_floor.printer_no_host', { printer: printer.fnumber });
      const zpl = await this.file(job, 'zpl', copies);
      const bytes = await this.targets.print(printer, zpl.body, 'station_id');
      return { outcome: { sent: 'printer', printer: printer.fnumber, bytes } };
    }
    return {
      outcome: { sent: 'browser', printer: printer?.fnumber ?? null, label_design_id: job.label_design_id },
      pdf: await this.file(job, 'pdf', copies),
    };
  }

  /** the label of a box, carton or pallet after it closed: never fails the packing, the outcome says what happened. */
  async afterClose(target: { level: PackLevel; id: number }, stationId: number): Promise<LabelOutcome> {
    try {
      const job = target.level === 'pallet' ? await this.palletJob(target.id) : await this.boxJob(target.id);
      const printer = await this.printerOf(stationId);
      // no network printer: the screen asks print_label/print for the PDF, nothing is rendered here
      if (printer?.kind !== 'zpl')
        return { sent: 'browser', printer: printer?.fnumber ?? null, label_design_id: job.label_design_id };
      return (await this.print(job, stationId)).outcome;
    } catch (e) {
      return { sent: 'none', reason: (e as Error).message };
    }
  }
}
