import { PACKING_CALLS, packingUrl, type PackAnswer } from '@mes/contracts';
import { ApiClient } from '../support/api-client';
import { startBuiltHub, type Hub } from '../support/hub-processes';
import { token } from '../support/resource-values';
import { BOX_LABEL_DESIGN, ZplListener } from '../support/zpl-listener';
import { ProductionFixture, type Row } from './product-mgt-fixtures';

export const PACK = packingUrl(PACKING_CALLS.autoPack);
export const TRY = packingUrl(PACKING_CALLS.tryBox);
export const SUB = packingUrl(PACKING_CALLS.subtract);
export const JOIN = packingUrl(PACKING_CALLS.subjoin);
export const PRINT = packingUrl(PACKING_CALLS.print);
export const DEVICE = '/api/v1/stock_mgt/clodop_device';
/** box_export's header in English: the box's columns, then the unit's */
export const EXPORT_HEAD_EN = [
  ...['Box', 'Work order', 'Status', 'Quantity', 'Capacity', 'Weight (kg)'],
  ...['SN', 'Packed at', 'Product', 'In box', 'Packed by'],
];

export type PlanLevel = { level: string; qty: number; weight?: number; tolerance?: number; label_design_id?: number };

// What the packing specs share (packing, weighing, labels, levels): a hub, the production fixture, the demo's packing
// station ASSY-01-PACK with a ZPL printer on a TCP listener, a second packing station without a printer, a box label.
export class PackingSuite {
  private constructor(
    readonly hub: Hub,
    readonly api: ApiClient,
    readonly fx: ProductionFixture,
    readonly printer: ZplListener,
    /** ASSY-01-PACK, with a ZPL printer on the listener */
    readonly pack: number,
    /** a second packing station on ASSY-01 without a printer */
    readonly bare: number,
    readonly boxLabel: Row,
  ) {}

  static async open(name: string): Promise<PackingSuite> {
    const hub = await startBuiltHub(name, { workers: false });
    const api = new ApiClient(hub.baseUrl);
    await api.login('admin', 'admin');
    const fx = await ProductionFixture.open(hub, api);
    const printer = await ZplListener.start();
    const pack = fx.station('ASSY-01-PACK');
    const bare = await createStation(api, `PACK-${token(3)}`, fx.lineId, 'PACKING');
    await api.ok(`${DEVICE}/create`, {
      fnumber: `ZP-${token(3)}`,
      fname: 'zebra',
      kind: 'zpl',
      host: '127.0.0.1',
      port: printer.port,
      station_id: pack,
    });
    const boxLabel = await api.ok<Row>('/api/v1/product_mgt/label_design/create', {
      fnumber: `BOXL-${token(3)}`,
      fname: 'box label',
      ...BOX_LABEL_DESIGN,
    });
    return new PackingSuite(hub, api, fx, printer, pack, bare, boxLabel);
  }

  station(fnumber: string, line: number, fn: string): Promise<number> {
    return createStation(this.api, fnumber, line, fn);
  }

  /**
   * A working order of `n` units that finished a one-station flow, with a plan of boxes of `qty` (or the plan's
   * levels given, or no plan).
   */
  async packableOrder(n: number, qty = 5, plan: boolean | PlanLevel[] = true, flow = ['ASSY-01-DL']) {
    const { fx, api } = this;
    const order = await fx.newWorkOrder({ workflow_id: (await fx.newWorkflow(flow)).id, fqty: n });
    await fx.setStatus('worder', order.id, 2);
    const sns = Array.from({ length: n }, (_, i) => `PK${token(3)}${String(i).padStart(3, '0')}`);
    for (const sn of sns) {
      await fx.db.query('INSERT INTO worder_sn (worder_id, sn) VALUES ($1, $2)', [order.id, sn]);
      if (!flow.includes('ASSY-01-PACK'))
        await fx.db.query(
          `INSERT INTO sn_state (sn, worder_id, workflow_id, next_seq, done, last_result) VALUES ($1, $2, $3, 2, true, 1)`,
          [sn, order.id, order.workflow_id],
        );
    }
    if (plan)
      await api.ok('/api/v1/product_mgt/packaging_plan/create', {
        fnumber: `PP-${token(3)}`,
        fname: 'plan',
        product_id: fx.productId,
        worder_id: order.id,
        entries:
          plan === true
            ? [{ level: 'box', qty, weight: 5.4, tolerance: 0.1, label_design_id: this.boxLabel.id }]
            : plan,
      });
    return { order, sns };
  }

  packAt(stationId: number, sn: string, extra: Record<string, unknown> = {}) {
    return this.api.call<PackAnswer>(PACK, { sn, station_id: stationId, operator: 'op', ...extra });
  }

  async close(): Promise<void> {
    await this.printer.close();
    await this.fx.close();
    await this.hub.stop();
  }
}

async function createStation(api: ApiClient, fnumber: string, line: number, fn: string): Promise<number> {
  const f = await api.ok<{ list: Row[] }>('/api/v1/basicdata/station_function/list', { filter: `fnumber:${fn}` });
  return (
    await api.ok<Row>('/api/v1/basicdata/station/create', {
      fnumber,
      fname: fnumber,
      product_line_id: line,
      station_function_id: f.list[0].id,
    })
  ).id;
}
