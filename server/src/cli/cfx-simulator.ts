import { JsonLogger } from '../core/logging/json-logger';
import { machineLogin } from './cfx/machine-login';
import { isTester, MachineSim } from './cfx/machine-sim';
import { orderToRun, serialNumbers, stepsOf } from './simulator/line';
import { SimClient } from './simulator/sim-client';

// `node server/dist/cli/cfx-simulator.js`: the machines of a line speaking IPC-CFX to the hub's AMQP 1.0 endpoint
// (docs/cfx.md, "The simulator"). Each station of the running order's flow becomes a machine SIM.<station> (declared
// through the API when missing); units go through them in order, each asked for first (ValidateUnitsRequest), with
// heartbeats, a few failed tests and now and then a fault. Each machine logs in with its own cfx_account
// (sim-<station>, a fresh secret per run). `MES_CFX_SIMULATOR=1 npm run up` starts it.
const url = process.env.MES_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`;
const host = process.env.MES_CFX_HOST ?? '127.0.0.1';
const port = Number(process.env.MES_CFX_PORT ?? 5673);
const line = process.env.MES_CFX_SIM_LINE ?? 'ASSY-01';
const cycleMs = Number(process.env.MES_CFX_SIM_CYCLE_MS ?? 2000);
const log = new JsonLogger('cfx-simulator', 'info');
const say = (entry: Record<string, unknown>) => log.log(entry, 'CfxSimulator');
let machines: MachineSim[] = [];
let stopped = false;

async function stop(): Promise<void> {
  stopped = true;
  await Promise.all(machines.map((m) => m.offline()));
  process.exit(0);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stop());

async function main(): Promise<void> {
  const api = new SimClient(url);
  await api.login(process.env.MES_SIMULATOR_USER ?? 'admin', process.env.MES_SIMULATOR_PASSWORD ?? 'admin');
  const order = await orderToRun(api, line);
  const steps = await stepsOf(api, order.workflow_id);
  for (const s of steps) {
    const handle = `SIM.${s.fnumber}`;
    const known = await api.ok<{ list: unknown[] }>('/api/v1/cfx/cfx_machine/list', { filter: `handle:"${handle}"` });
    if (known.list.length === 0)
      await api.ok('/api/v1/cfx/cfx_machine/create', {
        handle,
        fname: `${s.fnumber} (simulated)`,
        station_id: s.station_id,
      });
  }
  machines = await Promise.all(
    steps.map(async (s) =>
      MachineSim.open(
        { handle: `SIM.${s.fnumber}`, station: s.fnumber, tester: isTester(s.fn) },
        host,
        port,
        await machineLogin(
          api,
          `sim-${s.fnumber}`.toLowerCase().replace(/[^a-z0-9._:@-]/g, '-'),
          s.station_id,
          `${s.fnumber} (simulated)`,
        ),
        say,
      ),
    ),
  );
  await Promise.all(machines.map((m) => m.online(5)));
  say({ msg: 'machines online', order: order.fbillno, machines: machines.map((m) => m.m.handle) });
  let n = 0;
  for (const sn of await serialNumbers(api, order.id)) {
    if (stopped) return;
    for (const machine of machines) {
      if (Math.random() < 0.01) await machine.fault(Math.min(cycleMs * 3, 15_000));
      if (!(await machine.unit(sn, 0.03))) break;
    }
    n++;
    if (n % 20 === 0) say({ msg: 'units', done: n });
    await new Promise((r) => setTimeout(r, cycleMs));
  }
  say({ msg: 'order done', order: order.fbillno, units: n });
  await stop();
}

main().catch((e: unknown) => {
  log.error(e instanceof Error ? e.message : String(e), 'CfxSimulator');
  process.exit(1);
});
