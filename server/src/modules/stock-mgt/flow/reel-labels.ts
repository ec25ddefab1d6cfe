import type { CallParsed, ReelLabelsSent, STOCK_FLOW_CALLS } from '@mes/contracts';
import type pg from 'pg';
import { refuse } from '../../../core/api/app.exception';
import type { FileAnswer } from '../../../core/api/file-answer';
import type { ResourceRegistry } from '../../../core/resource/resource.registry';
import type { ResourceService } from '../../../core/resource/resource.service';
import { LabelRenderService } from '../../product-mgt';
import type { PrinterTargets } from '../../shop-floor';
import { first, rows, sql, type RowOf } from '../../../core/db/sql';

const REELS = sql(
  'stock-mgt.flow.label_reels',
  `SELECT b.id, b.fnumber, b.fqty::float8 AS fqty, b.lot_no, i.fnumber AS icitem_fnumber, i.fname AS icitem_fname
       FROM bundle b JOIN icitem i ON i.id = b.icitem_id WHERE b.id = ANY($1) ORDER BY b.id`,
  { notNull: ['fqty'] },
);
const PRINTER = sql(
  'stock-mgt.flow.label_printer',
  'SELECT fnumber, kind, host, port FROM clodop_device WHERE id = $1 AND NOT disabled',
);
const DESIGN = sql(
  'stock-mgt.flow.label_design',
  `SELECT id FROM label_design WHERE NOT disabled AND label_type = 'material' AND ($1::int IS NULL OR id = $1)
       ORDER BY id DESC LIMIT 1`,
);

type Printer = RowOf<'stock-mgt.flow.label_printer'>;
type PrintInput = CallParsed<typeof STOCK_FLOW_CALLS.bundle.printLabels>;

// The labels of reels (docs/material-flow.md, "Reel labels"): one label design of type `material` printed once per
// reel with its code, material, quantity and lot; ZPL to a network printer (clodop_device kind zpl) in one job,
// else one PDF of a page per reel for the browser to print.
export class ReelLabels {
  constructor(
    private readonly pool: pg.Pool,
    private readonly registry: ResourceRegistry,
    private readonly resources: ResourceService,
    private readonly targets: PrinterTargets,
  ) {}

  async print({
    ids,
    printer_id: printerId,
    label_design_id: asked,
  }: PrintInput): Promise<ReelLabelsSent | FileAnswer> {
    const printer = printerId == null ? null : await this.printer(printerId);
    const design = await this.design(asked ?? null);
    const reels = await rows(this.pool, REELS, [ids]);
    const missing = ids.filter((id) => !reels.some((r) => r.id === id));
    if (missing.length > 0) throw refuse('ids', 'stock.no_bundle', { ids: missing.join(', ') });
    const values = reels.map((r) => ({
      'bundle.fnumber': r.fnumber,
      'icitem.fnumber': r.icitem_fnumber,
      'icitem.fname': r.icitem_fname,
      qty: String(r.fqty),
      lot: r.lot_no,
    }));
    const render = new LabelRenderService(
      this.pool,
      this.resources,
      this.registry.resource('product_mgt', 'label_design')!,
    );
    if (printer?.kind !== 'zpl') return render.renderMany(design, values, 'pdf');
    const zpl = await render.renderMany(design, values, 'zpl');
    const bytes = await this.targets.print(printer, zpl.body, 'printer_id');
    return { sent: 'printer', printer: printer.fnumber, labels: reels.length, bytes };
  }

  private async printer(id: number): Promise<Printer> {
    const p = await first(this.pool, PRINTER, [id]);
    if (!p) throw refuse('printer_id', 'stock.no_enabled_printer', { id });
    if (p.kind === 'zpl' && !p.host) throw refuse('printer_id', 'stock.printer_no_host', { fnumber: p.fnumber });
    return p;
  }

  // the design asked for, else the newest enabled material label design
  private async design(asked: number | null): Promise<number> {
    const found = await rows(this.pool, DESIGN, [asked]);
    if (found.length > 0) return found[0].id;
    if (asked !== null) throw refuse('label_design_id', 'stock.no_material_label_design', { id: asked });
    throw refuse('label_design_id', 'stock.no_material_label_designs');
  }
}
