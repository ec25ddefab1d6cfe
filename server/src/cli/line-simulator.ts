import { join } from 'node:path';
import { JsonLogger } from '../core/logging/json-logger';
import { DEMO_BOX, DEMO_PRINTER_PORT } from '../modules/demo';
import { SMT_DEMO } from '../modules/demo';
import { DeviceDowntime } from './simulator/device-downtime';
import { FilePrinter } from './simulator/file-printer';
import { orderToRun } from './simulator/line';
import { LineSimulation } from './simulator/line-simulation';
import { PackingBench } from './simulator/packing-bench';
import { ReworkBench } from './simulator/rework-bench';
import { SimClient } from './simulator/sim-client';
import type { SimPart } from './simulator/sim-part';
import { SmtFeedingSim } from './simulator/smt-feeding-sim';
import { vccOptionsFromEnv, vccSeries } from './simulator/vcc-signal';

// `node server/dist/cli/line-simulator.js`: the demo factory at work, through the real API, so the boards move.
// `npm run up` starts it unless MES_SIMULATOR=0. The assembly line order after order (when one is done it is finished
// and a new one runs), failed units through the repair bench, finished units packed and weighed with their box
// labels printed to files, the SMT feeding's splices and reel changes, and one device down for a while each hour.
// Each part runs only when the demo factory has what it needs (docs/demo-factory.md).
const url = process.env.MES_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`;
const line = process.env.MES_SIMULATOR_LINE ?? 'ASSY-01';
const cycleMs = Number(process.env.MES_SIMULATOR_CYCLE_MS ?? 3000);
const log = new JsonLogger('simulator', 'info');
const say = (msg: string) => log.log(msg, 'Simulator');
const stoppers: (() => void)[] = [];
let current: LineSimulation | null = null;
let stopped = false;

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopped = true;
    current?.stop();
    stoppers.forEach((stop) => stop());
    setTimeout(() => process.exit(0), 200);
  });
}

type Row = { id: number };
async function idOf(api: SimClient, resource: string, filter: string): Promise<number | null> {
  const page = await api.ok<{ list: Row[] }>(`/api/v1/${resource}/list`, { filter });
  return page.list[0]?.id ?? null;
}

// The parts besides the assembly line, each started when its data is there; they run until the simulator stops.
async function startSideParts(api: SimClient): Promise<{ packing?: PackingBench; rework?: ReworkBench }> {
  const parts: { packing?: PackingBench; rework?: ReworkBench } = {};
  const run = (name: string, part: SimPart) => {
    stoppers.push(() => part.stop());
    part.run().catch((e: unknown) => say(`${name} stopped: ${e instanceof Error ? e.message : String(e)}`));
  };
  const packStation = await idOf(api, 'basicdata/station', 'fnumber:"ASSY-01-PACK"');
  if (packStation) {
    const dir = join(process.env.MES_DATA_DIR ?? '.data', 'labels');
    const printer = await FilePrinter.start(DEMO_PRINTER_PORT, dir).catch((e: unknown) => {
      say(`file printer on port ${DEMO_PRINTER_PORT}: ${e instanceof Error ? e.message : String(e)}`);
      return null;
    });
    if (printer) stoppers.push(() => void printer.close());
    parts.packing = new PackingBench(api, packStation, DEMO_BOX, cycleMs, say);
    run('packing', parts.packing);
  }
  const codes = await api.ok<{ list: Row[] }>('/api/v1/basicdata/error_code/list', { filter: 'ps:50' });
  if (codes.list.length > 0)
    parts.rework = new ReworkBench(
      api,
      codes.list.map((c) => c.id),
      cycleMs,
      say,
    );
  const feeding = await idOf(api, 'work/smt_feeding', `fbillno:"${SMT_DEMO.feeding}"`);
  if (feeding) run('SMT feeding', new SmtFeedingSim(api, feeding, cycleMs * 20, say));
  const tester = await idOf(api, 'basicdata/device_asset', 'fnumber:"AS-ASSY-GT-01"');
  if (tester) run('device downtime', new DeviceDowntime(api, tester, say));
  return parts;
}

async function main(): Promise<void> {
  const api = new SimClient(url);
  await api.login(process.env.MES_SIMULATOR_USER ?? 'admin', process.env.MES_SIMULATOR_PASSWORD ?? 'admin');
  const { packing, rework } = await startSideParts(api);
  // one VCC series over every order, so MES_SIMULATOR_DRIFT_AFTER counts the units the tester measured since start
  const vcc = vccSeries(vccOptionsFromEnv(process.env));
  while (!stopped) {
    const order = await orderToRun(api, line);
    current = new LineSimulation(api, order, {
      cycleMs,
      failRate: 0.03,
      log: say,
      onDone: (sn) => packing?.add(sn),
      rework,
      vcc,
    });
    await current.run();
    if (stopped) break;
    await packing?.drained(); // the order's last units are packed while it is still working
    await api.call('/api/v1/product_mgt/worder/finish_order', { id: order.id });
    log.log({ msg: 'order done', order: order.fbillno, units: current.done }, 'Simulator');
  }
}

main().catch((e: unknown) => {
  log.error(e instanceof Error ? e.message : String(e), 'Simulator');
  process.exit(1);
});
