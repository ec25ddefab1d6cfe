import { PACKING_CALLS } from '@mes/contracts';
import type pg from 'pg';
import type { DataSource } from 'typeorm';
import { refuse } from '../../../core/api/app.exception';
import { onlyFields } from '../../../core/api/call-input';
import type { ResourceRegistry } from '../../../core/resource/resource.registry';
import type { ResourceService } from '../../../core/resource/resource.service';
import { LabelRenderService } from '../../product-mgt/labels/label-render.service';
import type { RoutingCache } from '../routing-cache';
import type { TestLimitCache } from '../test-limits';
import { boxExport } from './box-export';
import { calibrate } from './calibration';
import { LabelPrinting, type LabelJob } from './label-printing';
import type { PrinterTargets } from './printer';
import { parseBoxSn, parsePack, parseTryBox, positiveId, stationRef, text } from './packing.input';
import { requirePacking, stationOf } from './packing-rules';
import { PackingService } from './packing.service';

type Body = Record<string, unknown>;
const permission = (path: string) => path.replace(/\//g, '.');

// The packing station's calls (docs/packing.md), v2 mes-transfer like the station reports, and v1
// mes-console/print_label/print.
export function registerPackingCalls(
  registry: ResourceRegistry,
  deps: {
    pool: pg.Pool;
    ds: DataSource;
    resources: ResourceService;
    cache: RoutingCache;
    limits: TestLimitCache;
    printers: PrinterTargets;
  },
): void {
  const labelDef = registry.resource('product_mgt', 'label_design');
  if (!labelDef) throw new Error('packing needs product_mgt/label_design');
  const labels = new LabelPrinting(deps.pool, new LabelRenderService(deps.ds, deps.resources, labelDef), deps.printers);
  const packing = new PackingService(deps.pool, deps.cache, deps.limits, labels);
  const call = (path: string, summary: string, handler: (body: Body, userId: number | null) => Promise<unknown>) =>
    registry.registerExtra({
      path,
      permission: permission(path),
      summary,
      handler: (b, ctx) => handler(b, ctx.userId),
    });

  call(
    PACKING_CALLS.autoPack,
    'pack a unit into its station box: sn, station_id or station, operator, idempotency_key',
    (b, u) => packing.autoPack(parsePack(b), u),
  );
  call(
    PACKING_CALLS.tryBox,
    'confirm a box by its scanned label, and weigh it: box, station_id, box_id?, sn?, weight?',
    (b, u) => packing.tryBox(parseTryBox(b), u),
  );
  call(PACKING_CALLS.subtract, 'take a unit out of a box: box or box_id, sn, station_id?', (b, u) =>
    packing.subtract(parseBoxSn(b), u),
  );
  call(PACKING_CALLS.subjoin, 'put a unit into a box: box or box_id, sn, station_id?', (b, u) =>
    packing.subjoin(parseBoxSn(b), u),
  );
  call(PACKING_CALLS.export, 'a box and its units as .xlsx: box or box_id, locale?', (b) => boxExport(deps.pool, b));
  call(
    PACKING_CALLS.calibrate,
    'record a scale calibration: station_id, reference_weight, measured_weight, tolerance?, scale?',
    (b, u) => calibrate(deps.pool, deps.cache, b, u),
  );

  const job = async (b: Body): Promise<{ job: LabelJob; stationId: number }> => {
    onlyFields(b, ['station_id', 'station', 'sn', 'box', 'pallet', 'copies']);
    const station = await stationOf(deps.cache, stationRef(b));
    requirePacking(station, 'print_label');
    const sn = text(b, 'sn', 64, false);
    const box = text(b, 'box', 64, false);
    const pallet = text(b, 'pallet', 64, false);
    if ([sn, box, pallet].filter((x) => x !== undefined).length !== 1) throw refuse('sn', 'shop_floor.one_label');
    const found =
      box !== undefined
        ? await labels.boxJob(box)
        : pallet !== undefined
          ? await labels.palletJob(pallet)
          : await labels.unitJob(sn!);
    return { job: found, stationId: station.id };
  };
  const copies = (b: Body) => {
    const n = positiveId(b, 'copies');
    if (n !== undefined && n > 100) throw refuse('copies', 'shop_floor.whole_number_up_to', { max: 100 });
    return n;
  };
  const print = async (b: Body) => {
    const { job: j, stationId } = await job(b);
    const done = await labels.print(j, stationId, copies(b));
    return done.pdf ?? done.outcome;
  };
  call(
    PACKING_CALLS.print,
    'print the label of a unit, a box or a pallet at the station: station_id, sn, box or pallet, copies?',
    print,
  );
  call('mes-console/print_label/print', 'print the label of a unit or a box at the station (v1)', print);
  call(PACKING_CALLS.printParams, 'what print_label/print would print: station_id, sn, box or pallet', async (b) => {
    const { job: j, stationId } = await job(b);
    const printer = await labels.printerOf(stationId);
    copies(b);
    return { ...j, printer };
  });
}
