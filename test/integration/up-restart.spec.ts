import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isRunning } from '../../scripts/lib/proc';
import { processesMentioning } from '../support/processes';
import { running, upSettings, UpProcess, type UpSettings } from '../support/up-process';

// `npm run up` stopped as a terminal or a service manager stops it (a signal to its whole process group), stopped at
// once by a second Ctrl-C, and killed with -9: each time nothing it started outlives it, or the next start cleans up
// what the dead run left, and reaches ready.
describe('npm run up: stop, crash, start again', () => {
  let settings: UpSettings;
  let up: UpProcess | undefined;

  beforeAll(async () => {
    settings = await upSettings('up-restart', { MES_SIMULATOR_CYCLE_MS: '1000' });
  });

  afterAll(() => {
    up?.kill();
    for (const p of processesMentioning(settings.dataDir)) process.kill(p.pid, 'SIGKILL');
    rmSync(settings.dataDir, { recursive: true, force: true });
  });

  const start = async () => {
    up = new UpProcess(settings);
    await up.ready();
    return up;
  };

  it('stops everything on one Ctrl-C to its process group (npm forwards a second SIGINT)', async () => {
    const run = await start();
    const pids = run.runFile().pids;
    expect(Object.keys(pids).sort()).toEqual(['postgres', 'redis', 'server', 'simulator', 'up', 'workers']);
    run.signalGroup('SIGINT');
    await run.exited();
    expect(run.output).toMatch(/\[mes\] stopping…[\s\S]*\[mes\] stopped/);
    expect(run.output).not.toMatch(/stopping at once/);
    expect(run.exit?.code).toBe(0);
    expect(running(pids)).toEqual([]);
    expect(processesMentioning(settings.dataDir)).toEqual([]);
    expect(existsSync(join(settings.dataDir, 'hub.run.json'))).toBe(false);
  }, 200_000);

  it('starts again after its script was killed with -9, stopping what the dead run left running', async () => {
    const first = await start();
    const left = first.runFile().pids;
    process.kill(left.up, 'SIGKILL');
    await first.exited();
    // The stores ignore the closed output pipe; the node processes may die of it when they next log.
    expect(isRunning(left.postgres)).toBe(true);
    expect(isRunning(left.redis)).toBe(true);

    const second = await start();
    const { up: _up, ...children } = left;
    expect(running(children)).toEqual([]);
    expect(second.output).toMatch(/stopping the PostgreSQL a previous run left running/);
    expect(second.output).toMatch(/stopping the Redis a previous run left running/);
    expect(second.runFile().pids.postgres).not.toBe(left.postgres);
  }, 300_000);

  it('stops at once on a second Ctrl-C, even while a process does not answer its SIGTERM', async () => {
    const run = up!;
    const pids = run.runFile().pids;
    // Stopped workers cannot handle SIGTERM: the orderly stop would wait its 4 s grace for them.
    process.kill(pids.workers, 'SIGSTOP');
    run.signalGroup('SIGINT');
    // The hint comes once npm's forwarded copy can no longer be mistaken for a second Ctrl-C.
    await run.waitForOutput(/still stopping: press Ctrl-C again to stop at once/);
    run.signalGroup('SIGINT');
    await run.exited();
    // The orderly stop would have sent the stopped workers SIGTERM and waited; the immediate one killed them.
    expect(run.output).toMatch(/\[mes\] stopping at once[\s\S]*\[mes\] stopped/);
    expect(running(pids)).toEqual([]);
    expect(processesMentioning(settings.dataDir)).toEqual([]);
  }, 60_000);

  it('starts after that immediate shutdown, over a postmaster.pid naming a live process that is not PostgreSQL', async () => {
    // As after a reboot: the pid in the lock file now belongs to another process (this test's).
    const pgDir = join(settings.dataDir, 'postgres');
    writeFileSync(
      join(pgDir, 'postmaster.pid'),
      `${process.pid}\n${pgDir}\n1700000000\n${settings.pgPort}\n\n127.0.0.1\n      0         0\nready   \n`,
    );
    const run = await start();
    expect(run.output).toMatch(/removing a stale .*postmaster\.pid \(pid \d+ is not a running PostgreSQL/);
    const pids = run.runFile().pids;
    run.signalGroup('SIGTERM');
    await run.exited();
    expect(run.output).toMatch(/\[mes\] stopped/);
    expect(running(pids)).toEqual([]);
  }, 200_000);
});
