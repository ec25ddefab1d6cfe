import { JsonLogger } from '../core/logging/json-logger';
import { orderToRun } from './simulator/line';
import { LineSimulation } from './simulator/line-simulation';
import { SimClient } from './simulator/sim-client';

// `node server/dist/cli/line-simulator.js`: the demo line at work, through the real API, so the boards move.
// `npm run up` starts it unless MES_SIMULATOR=0. Order after order: when one is done it is finished and a new one runs.
const url = process.env.MES_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`;
const line = process.env.MES_SIMULATOR_LINE ?? 'ASSY-01';
const cycleMs = Number(process.env.MES_SIMULATOR_CYCLE_MS ?? 3000);
const log = new JsonLogger('simulator', 'info');
let current: LineSimulation | null = null;
let stopped = false;

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopped = true;
    current?.stop();
    setTimeout(() => process.exit(0), 200);
  });
}

async function main(): Promise<void> {
  const api = new SimClient(url);
  await api.login(process.env.MES_SIMULATOR_USER ?? 'admin', process.env.MES_SIMULATOR_PASSWORD ?? 'admin');
  while (!stopped) {
    const order = await orderToRun(api, line);
    current = new LineSimulation(api, order, { cycleMs, failRate: 0.03, log: (msg) => log.log(msg, 'Simulator') });
    await current.run();
    if (stopped) break;
    await api.call('/api/v1/product_mgt/worder/finish_order', { id: order.id });
    log.log({ msg: 'order done', order: order.fbillno, units: current.done }, 'Simulator');
  }
}

main().catch((e: unknown) => {
  log.error(e instanceof Error ? e.message : String(e), 'Simulator');
  process.exit(1);
});
