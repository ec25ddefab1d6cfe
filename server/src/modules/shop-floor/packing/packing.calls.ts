import { PACKING, type CallDecl, type CallParsed } from '@mes/contracts';
import type pg from 'pg';
import { implementCall, type ResourceRegistry } from '../../../core/resource/resource.registry';
import type { ResourceService } from '../../../core/resource/resource.service';
import { LabelRenderService } from '../../product-mgt';
import type { RoutingCache } from '../routing-cache';
import type { TestLimitCache } from '../test-limits';
import { boxExport } from './box-export';
import { calibrate } from './calibration';
import { LabelPrinting, type LabelJob } from './label-printing';
import type { PrinterTargets } from './printer';
import type { LabelInput } from './packing.input';
import { requirePacking, stationOf } from './packing-rules';
import { PackingService } from './packing.service';

// The packing station's calls (docs/packing.md), v2 mes-transfer like the station reports, and v1
// mes-console/print_label/print.
export function registerPackingCalls(
  registry: ResourceRegistry,
  deps: {
    pool: pg.Pool;
    resources: ResourceService;
    cache: RoutingCache;
    limits: TestLimitCache;
    printers: PrinterTargets;
  },
): void {
  const labelDef = registry.resource('product_mgt', 'label_design');
  if (!labelDef) throw new Error('packing needs product_mgt/label_design');
  const labels = new LabelPrinting(
    deps.pool,
    new LabelRenderService(deps.pool, deps.resources, labelDef),
    deps.printers,
  );
  const packing = new PackingService(deps.pool, deps.cache, deps.limits, labels);
  const call = <D extends CallDecl>(
    decl: D,
    handler: (input: CallParsed<D>, userId: number | null) => Promise<unknown>,
  ) => implementCall(registry, decl, (input, ctx) => handler(input, ctx.userId));

  call(PACKING.autoPack, (b, u) => packing.autoPack(b, u));
  call(PACKING.tryBox, (b, u) => packing.tryBox(b, u));
  call(PACKING.subtract, (b, u) => packing.subtract(b, u));
  call(PACKING.subjoin, (b, u) => packing.subjoin(b, u));
  call(PACKING.export, (b) => boxExport(deps.pool, b));
  call(PACKING.calibrate, (b, u) => calibrate(deps.pool, deps.cache, b, u));

  const job = async (b: LabelInput): Promise<{ job: LabelJob; stationId: number }> => {
    const station = await stationOf(deps.cache, b);
    requirePacking(station, 'print_label');
    const found =
      b.box !== undefined
        ? await labels.boxJob(b.box)
        : b.pallet !== undefined
          ? await labels.palletJob(b.pallet)
          : await labels.unitJob(b.sn!);
    return { job: found, stationId: station.id };
  };
  const print = async (b: LabelInput) => {
    const { job: j, stationId } = await job(b);
    const done = await labels.print(j, stationId, b.copies);
    return done.pdf ?? done.outcome;
  };
  call(PACKING.print, print);
  call(PACKING.printV1, print);
  call(PACKING.printParams, async (b) => {
    const { job: j, stationId } = await job(b);
    const printer = await labels.printerOf(stationId);
    return { ...j, printer };
  });
}
