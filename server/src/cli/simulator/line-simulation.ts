import { ErrorCode, REPORT_CALL_OF_FUNCTION } from '@mes/contracts';
import { serialNumbers, stepsOf, type Order, type Step } from './line';
import type { ReworkBench } from './rework-bench';
import type { SimClient } from './sim-client';
import { jitter, sleep } from './sim-sleep';
import { VCC_ITEM } from './vcc-signal';

const vccItem = (volts: number, result: number) => ({ name: VCC_ITEM, value: volts.toFixed(4), unit: 'V', result });

export type SimOptions = {
  cycleMs: number;
  failRate: number;
  log: (msg: string) => void;
  /** a unit that passed its last step (the packing station takes it) */
  onDone?: (sn: string) => void;
  /** the repair bench failed units go to before their retest; without it they are retested at once */
  rework?: ReworkBench;
  /** the general test's measured VCC, unit after unit (vcc-signal.ts); without it the test reports no VCC */
  vcc?: () => number;
};

// One order flowing down its line: each station takes the next unit waiting at it once per cycle (with jitter),
// tests fail now and then, go to the repair bench and are retested. Positions it does not know (after a restart) are learned from the
// routing answers: 1216 means further on, 1215 further back.
export class LineSimulation {
  private queues: string[][] = [];
  private steps: Step[] = [];
  private stopped = false;
  private inRepair = 0;
  done = 0;

  constructor(
    private readonly api: SimClient,
    private readonly order: Order,
    private readonly opts: SimOptions,
  ) {}

  async run(): Promise<void> {
    this.steps = (await stepsOf(this.api, this.order.workflow_id)).filter((s) => REPORT_CALL_OF_FUNCTION[s.fn]);
    if (this.steps.length === 0) throw new Error(`order ${this.order.fbillno}: no station of its flow can report`);
    this.queues = this.steps.map(() => []);
    this.queues[0] = await serialNumbers(this.api, this.order.id);
    const total = this.queues[0].length;
    this.opts.log(
      `simulating ${this.order.fbillno}: ${total} units over ${this.steps.map((s) => s.fnumber).join(' > ')}`,
    );
    await Promise.all(this.steps.map((_, i) => this.station(i)));
  }

  stop(): void {
    this.stopped = true;
  }

  get finished(): boolean {
    return this.inRepair === 0 && this.queues.every((q) => q.length === 0);
  }

  private async station(i: number): Promise<void> {
    while (!this.stopped && !this.finished) {
      await sleep(jitter(this.opts.cycleMs));
      const sn = this.queues[i].shift();
      if (!sn) continue;
      const step = this.steps[i];
      const isTest = step.fn !== 'DOWNLOAD';
      const result = isTest && Math.random() < this.opts.failRate ? 2 : 1;
      const vcc = step.fn === 'GENERAL_TEST' && this.opts.vcc ? [vccItem(this.opts.vcc(), result)] : [];
      const answer = await this.api
        .call(REPORT_CALL_OF_FUNCTION[step.fn], {
          sn,
          station_id: step.station_id,
          result,
          operator: `sim-${step.fnumber}`,
          idempotency_key: `sim:${sn}:${step.station_id}:${Date.now()}`,
          test_items: isTest
            ? [
                {
                  name: 'current_mA',
                  value: (40 + Math.random() * 5).toFixed(2),
                  lower: '38',
                  upper: '46',
                  unit: 'mA',
                  result,
                },
                ...vcc,
              ]
            : [],
        })
        .catch(() => null);
      if (!answer) {
        this.queues[i].unshift(sn); // the hub is away: try the same unit again next cycle
        continue;
      }
      if (answer.err === 0 && result === 2 && this.opts.rework) this.repair(i, sn, step.station_id, this.opts.rework);
      else if (answer.err === 0) this.advance(i, sn, result === 1);
      else if (answer.err === ErrorCode.STATION_ALREADY_PASSED) this.advance(i, sn, true);
      else if (answer.err === ErrorCode.STATION_UNREACHABLE && i > 0) this.queues[i - 1].push(sn);
      else if (answer.err !== ErrorCode.STATION_UNREACHABLE)
        this.opts.log(`${sn} at ${step.fnumber}: ${answer.err} ${answer.msg}`);
    }
  }

  private repair(i: number, sn: string, stationId: number, bench: ReworkBench): void {
    this.inRepair++;
    void bench.repair(sn, stationId).finally(() => {
      this.inRepair--;
      this.queues[i].push(sn);
    });
  }

  private advance(i: number, sn: string, passed: boolean): void {
    if (!passed) {
      this.queues[i].push(sn); // retest later at the same station
      return;
    }
    if (i + 1 < this.steps.length) this.queues[i + 1].push(sn);
    else {
      this.done++;
      this.opts.onDone?.(sn);
    }
  }
}
