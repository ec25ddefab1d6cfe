import { packingUrl, PACKING_CALLS, type PackAnswer } from '@mes/contracts';
import type { SimClient } from './sim-client';
import { SimPart } from './sim-part';
import { jitter, sleep } from './sim-sleep';

export type BoxPlan = { weight: number; tolerance: number };

// The packing station after the last test: each finished unit into the order's open box; a box that closes has its
// label printed (the station's printer) and is weighed, now and then over the tolerance and weighed again.
export class PackingBench extends SimPart {
  private readonly waiting: string[] = [];
  packed = 0;
  weighed = 0;

  constructor(
    private readonly api: SimClient,
    private readonly stationId: number,
    private readonly box: BoxPlan,
    private readonly cycleMs: number,
    private readonly log: (msg: string) => void,
  ) {
    super();
  }

  add(sn: string): void {
    this.waiting.push(sn);
  }

  async run(): Promise<void> {
    while (!this.stopped) {
      await sleep(jitter(this.cycleMs));
      const sn = this.waiting[0];
      if (sn) await this.pack(sn);
      if (sn && this.waiting[0] === sn) this.waiting.shift();
    }
  }

  /** Once every unit handed over is packed (or refused), checked at the station's pace. */
  async drained(): Promise<void> {
    while (!this.stopped && this.waiting.length > 0) await sleep(this.cycleMs);
  }

  private async pack(sn: string): Promise<void> {
    const answer = await this.api
      .call<PackAnswer>(packingUrl(PACKING_CALLS.autoPack), {
        sn,
        station_id: this.stationId,
        operator: 'sim-ASSY-01-PACK',
        idempotency_key: `sim-pack:${sn}`,
      })
      .catch(() => null);
    if (!answer) return void this.waiting.push(sn); // the hub is away: this unit again later
    if (answer.err !== 0) return this.log(`pack ${sn}: ${answer.err} ${answer.msg}`);
    this.packed++;
    if (answer.data.closed) await this.weigh(answer.data.box.id, answer.data.box.fnumber);
  }

  private async weigh(boxId: number, label: string): Promise<void> {
    // one box in twelve comes out heavy (a stray part): refused (1502), checked and weighed again
    const heavy = Math.random() < 1 / 12;
    for (const extra of heavy ? [this.box.tolerance * 2, 0] : [0]) {
      const weight = Number((this.box.weight + extra + (Math.random() - 0.5) * this.box.tolerance).toFixed(3));
      const answer = await this.api
        .call(packingUrl(PACKING_CALLS.tryBox), { station_id: this.stationId, box: label, box_id: boxId, weight })
        .catch(() => null);
      if (answer?.err === 0) this.weighed++;
      else if (answer?.err !== 1502) this.log(`weigh ${label}: ${answer?.err} ${answer?.msg}`);
      await sleep(jitter(this.cycleMs));
    }
  }
}
