import type { SimClient } from './sim-client';
import { SimPart } from './sim-part';
import { sleep } from './sim-sleep';

const DM = '/api/v1/device_maintenance/dm_repair_record';

// One device down for a while each hour: at minute 20 the tester breaks down (an open repair: the line's board shows
// it), six minutes later it is repaired. A repair left open by a restart is closed first.
export class DeviceDowntime extends SimPart {
  downs = 0;

  constructor(
    private readonly api: SimClient,
    private readonly deviceId: number,
    private readonly log: (msg: string) => void,
    private readonly minute = 20,
    private readonly downMs = 6 * 60_000,
  ) {
    super();
  }

  async run(): Promise<void> {
    await this.closeOpen();
    while (!this.stopped) {
      const now = new Date();
      const next = new Date(now);
      next.setMinutes(this.minute, 0, 0);
      if (next <= now) next.setHours(next.getHours() + 1);
      await this.waitUntil(next.getTime());
      if (this.stopped) break;
      const opened = await this.api
        .call<{ id: number }>(`${DM}/create`, { device_asset_id: this.deviceId, cause: '测试仪通讯中断', action: '' })
        .catch(() => null);
      if (opened?.err !== 0) {
        this.log(`device down: ${opened?.err} ${opened?.msg}`);
        continue;
      }
      this.downs++;
      await this.waitUntil(Date.now() + this.downMs);
      await this.api.call(`${DM}/close`, { id: opened.data.id, action: '重启测试仪并重新连接' }).catch(() => null);
    }
  }

  private async closeOpen(): Promise<void> {
    const latest = await this.api.ok<{ id: number; end_at: string | null } | null>(`${DM}/latest_record`, {
      device_asset_id: this.deviceId,
    });
    if (latest && latest.end_at === null) await this.api.ok(`${DM}/close`, { id: latest.id, action: '重启测试仪' });
  }

  // In steps of at most a second, so a stop is not held up by a long pause.
  private async waitUntil(at: number): Promise<void> {
    while (!this.stopped && Date.now() < at) await sleep(Math.min(1000, at - Date.now()));
  }
}
