import type { SimClient } from './sim-client';
import { SimPart } from './sim-part';
import { jitter, sleep } from './sim-sleep';

const FEEDING = '/api/v1/work/smt_feeding';

type Slot = { slot: string; fnumber: string };

// The SMT line's operator at the running feeding: a reel runs low and is spliced, or runs out and is changed, each
// followed by its check scan, alternating over the slots. New reels carry the slot's material code.
export class SmtFeedingSim extends SimPart {
  steps = 0;

  constructor(
    private readonly api: SimClient,
    private readonly feedingId: number,
    private readonly everyMs: number,
    private readonly log: (msg: string) => void,
  ) {
    super();
  }

  async run(): Promise<void> {
    const slots = await this.slots();
    if (slots.length === 0) return;
    // A later prepare issues a new work certificate for the open feeding (the simulator keeps none across restarts).
    const { work_cert } = await this.api.ok<{ work_cert: string }>(`${FEEDING}/prepare`, { id: this.feedingId });
    for (let n = 0; !this.stopped; n++) {
      await sleep(jitter(this.everyMs));
      if (this.stopped) break;
      const { slot, fnumber } = slots[n % slots.length];
      const [step, check] = n % 3 === 2 ? ['changing', 'change_checking'] : ['splicing', 'splice_checking'];
      const barcode = `${fnumber.split('-')[1] ?? 'R'}-SIM-${Date.now().toString(36).toUpperCase()}`;
      for (const s of [step, check]) {
        const answer = await this.api
          .call(`${FEEDING}/${s}`, { id: this.feedingId, work_cert, slot, barcode, fnumber })
          .catch(() => null);
        if (answer?.err === 0) this.steps++;
        else {
          this.log(`feeding ${s} ${slot}: ${answer?.err} ${answer?.msg}`);
          break;
        }
      }
    }
  }

  private async slots(): Promise<Slot[]> {
    const feeding = await this.api.ok<{ entries: { slot: string; icitem_id: number; no_verify: boolean }[] }>(
      `${FEEDING}/get_entries`,
      { id: this.feedingId },
    );
    const out: Slot[] = [];
    for (const e of feeding.entries.filter((x) => !x.no_verify)) {
      const item = await this.api.ok<{ fnumber: string }>('/api/v1/basicdata/icitem/get', { id: e.icitem_id });
      out.push({ slot: e.slot, fnumber: item.fnumber });
    }
    return out;
  }
}
