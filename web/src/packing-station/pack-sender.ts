import { undelivered } from '../work/report-sender';

// The packing screen's sends with their offline queue (docs/packing.md, "Screens"): each scan carries its own
// idempotency key; a send that may not have reached the server (network, timeout, gateway 5xx) is kept in
// localStorage MES_pack_queue with that key and sent again, in order, when the browser is back online; the server
// answers a key it already packed with its first answer (repeated), so a unit is never packed twice.

export const PACK_QUEUE_KEY = 'MES_pack_queue';

export type PackSend = { key: string; call: string; body: Record<string, unknown>; at: number };
export type SendOutcome<T> =
  { kind: 'answer'; data: T } | { kind: 'refused'; err: number; msg: string; data?: unknown } | { kind: 'queued' };

type Storage = { getItem(k: string): string | null; setItem(k: string, v: string): void };
type Transport = (call: string, body: Record<string, unknown>) => Promise<unknown>;

export class PackSender {
  private chain: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly transport: Transport,
    private readonly storage: Storage | null,
    private readonly online: () => boolean = () => true,
  ) {}

  get queued(): PackSend[] {
    try {
      const v: unknown = JSON.parse(this.storage?.getItem(PACK_QUEUE_KEY) ?? '[]');
      return Array.isArray(v) ? (v as PackSend[]) : [];
    } catch {
      return [];
    }
  }

  private save(list: PackSend[]): void {
    try {
      this.storage?.setItem(PACK_QUEUE_KEY, JSON.stringify(list));
    } catch {
      // blocked storage: the queue lasts for this page
    }
  }

  /** sends now, one at a time in order; kept when undelivered. Calls without a key are never queued. */
  send<T>(s: PackSend, queueable: boolean): Promise<SendOutcome<T>> {
    const next = this.chain.then(async (): Promise<SendOutcome<T>> => {
      if (queueable && (this.queued.length > 0 || !this.online())) {
        await this.drainNow();
        if (this.queued.length > 0 || !this.online()) {
          this.save([...this.queued, s]);
          return { kind: 'queued' };
        }
      }
      try {
        return { kind: 'answer', data: (await this.transport(s.call, s.body)) as T };
      } catch (e) {
        if (queueable && undelivered(e)) {
          this.save([...this.queued, s]);
          return { kind: 'queued' };
        }
        const f = e as { err?: number; msg?: string; data?: unknown };
        return { kind: 'refused', err: f.err ?? -1, msg: f.msg ?? String(e), data: f.data };
      }
    });
    this.chain = next.catch(() => undefined);
    return next;
  }

  /** sends what waits, in order; stops at the first that still cannot be delivered. */
  drain(): Promise<number> {
    const next = this.chain.then(() => this.drainNow());
    this.chain = next.catch(() => undefined);
    return next;
  }

  private async drainNow(): Promise<number> {
    let sent = 0;
    for (let s = this.queued[0]; s && this.online(); s = this.queued[0]) {
      try {
        await this.transport(s.call, s.body);
      } catch (e) {
        if (undelivered(e)) break;
      }
      this.save(this.queued.slice(1));
      sent++;
    }
    return sent;
  }
}
