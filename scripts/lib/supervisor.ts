import { describeExit, type Child, type Exit } from './child';
import { say } from './log';
import type { ProcessRecord } from './supervisor-status';

// How `up` restarts a process that exited without being asked: after 0.5 s, doubling to 10 s while it keeps
// crashing soon after its start; a process that ran 30 s counts as healthy, and its next crash waits 0.5 s again.
// Five exits within 60 s are a crash loop: restarting would not help, so the supervisor gives up on it.
export const RESTART_POLICY = {
  firstDelayMs: 500,
  maxDelayMs: 10_000,
  healthyAfterMs: 30_000,
  loopCrashes: 5,
  loopWindowMs: 60_000,
};
type Policy = typeof RESTART_POLICY;

export const restartDelay = (streak: number, p: Policy = RESTART_POLICY) =>
  Math.min(p.firstDelayMs * 2 ** streak, p.maxDelayMs);

export type SupervisedOptions = {
  name: string;
  start: () => Child;
  // Called with every new child and every change of its record (the run file and /api/health show them).
  onChange: (child: Child, record: ProcessRecord) => void;
  // Called once when the process crashes in a loop; the supervisor does not restart it again.
  onCrashLoop: (message: string) => void;
  policy?: Policy;
};

// One process kept running by `up`.
export class Supervised {
  private child!: Child;
  private startedAt = 0;
  private streak = 0;
  private crashes: number[] = [];
  private stopping = false;
  private timer: NodeJS.Timeout | undefined;
  private record: ProcessRecord = {
    pid: null,
    started_at: '',
    restarts: 0,
    last_exit_code: null,
    last_exit_signal: null,
    last_exit_at: null,
    last_restart_at: null,
  };

  constructor(private readonly o: SupervisedOptions) {
    this.spawn();
  }

  get name(): string {
    return this.o.name;
  }

  private spawn(): void {
    const child = this.o.start();
    this.child = child;
    this.startedAt = Date.now();
    this.update(child, { pid: child.process.pid ?? null, started_at: new Date(this.startedAt).toISOString() });
    void child.exited.then((exit) => this.exited(child, exit));
  }

  private update(child: Child, change: Partial<ProcessRecord>): void {
    this.record = { ...this.record, ...change };
    this.o.onChange(child, this.record);
  }

  private exited(child: Child, exit: Exit): void {
    if (this.stopping) return;
    const policy = this.o.policy ?? RESTART_POLICY;
    const now = Date.now();
    if (now - this.startedAt >= policy.healthyAfterMs) this.streak = 0;
    this.crashes = [...this.crashes.filter((t) => now - t < policy.loopWindowMs), now];
    this.update(child, {
      last_exit_code: exit.code,
      last_exit_signal: exit.signal,
      last_exit_at: new Date(now).toISOString(),
    });
    if (this.crashes.length >= policy.loopCrashes) {
      this.stopping = true;
      this.o.onCrashLoop(
        `${this.name} exited ${this.crashes.length} times within ${policy.loopWindowMs / 1000} s (last: ${describeExit(exit)})`,
      );
      return;
    }
    const delay = restartDelay(this.streak++, policy);
    say(`${this.name} exited (${describeExit(exit)}): restarting in ${delay} ms (restart ${this.record.restarts + 1})`);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      if (this.stopping) return;
      this.record = { ...this.record, restarts: this.record.restarts + 1, last_restart_at: new Date().toISOString() };
      this.spawn();
    }, delay);
  }

  // Asked to stop: no restart from now on.
  async stop(signal: NodeJS.Signals, graceMs: number): Promise<void> {
    this.stopping = true;
    clearTimeout(this.timer);
    await this.child.stop(signal, graceMs);
  }
}
