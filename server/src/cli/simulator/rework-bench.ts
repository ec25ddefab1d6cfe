import type { SimClient } from './sim-client';
import { jitter, sleep } from './sim-sleep';

const V2 = '/api/v2/mes-transfer';

// The repair bench of the rework loop: a unit that failed a test is entered for repair with a defect code (held: the
// stations refuse it), repaired a few cycles later, and sent back to retest at the station where it failed.
export class ReworkBench {
  repaired = 0;

  constructor(
    private readonly api: SimClient,
    private readonly errorCodeIds: number[],
    private readonly cycleMs: number,
    private readonly log: (msg: string) => void,
  ) {}

  /** Resolves when the unit may be tested again; a refused step leaves it to an ordinary retest. */
  async repair(sn: string, stationId: number): Promise<void> {
    const code = this.errorCodeIds[Math.floor(Math.random() * this.errorCodeIds.length)];
    const bad = await this.api
      .call<{ id: number }>(`${V2}/repair_record/create_bad_enter`, {
        sn,
        station_id: stationId,
        error_code_ids: code ? [code] : [],
        fdesc: 'simulator: failed test',
        idempotency_key: `sim-bad:${sn}:${Date.now()}`,
      })
      .catch(() => null);
    if (!bad || bad.err !== 0) {
      this.log(`bad enter of ${sn}: ${bad?.err} ${bad?.msg}`);
      return;
    }
    await sleep(jitter(this.cycleMs * 4));
    const back = await this.api
      .call(`${V2}/repair_record/create_repair_enter`, { id: bad.data.id, cause: '虚焊', action: '补焊后复测' })
      .catch(() => null);
    if (back?.err === 0) this.repaired++;
    else this.log(`repair of ${sn}: ${back?.err} ${back?.msg}`);
  }
}
