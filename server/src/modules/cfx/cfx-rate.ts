// The rate a connection may send at (MES_CFX_RATE_PER_CONNECTION, docs/cfx.md "Limits"), held by AMQP flow control:
// the hub's receivers take no credit window of rhea's; each connection has a bucket of messages that fills at the
// rate, up to one second's worth, and every TICK_MS the credit of its links is topped up to WINDOW from the bucket.
// A machine over the rate waits for credit (its SDK queues the messages): nothing is refused or lost.

export const TICK_MS = 100;
const WINDOW = 64;

/** what the limiter needs of a rhea receiver */
export type CreditedLink = { credit: number; is_open(): boolean; add_credit(n: number): void };

export class ConnectionRate {
  private tokens: number;
  private readonly links = new Set<CreditedLink>();

  constructor(private readonly perSecond: number) {
    this.tokens = perSecond;
  }

  add(link: CreditedLink): void {
    this.links.add(link);
    this.topUp();
  }

  remove(link: CreditedLink): void {
    this.links.delete(link);
  }

  /** one tick: the bucket fills by the rate (up to a second's worth), the links' credit is topped up from it */
  tick(ms = TICK_MS): void {
    this.tokens = Math.min(this.perSecond, this.tokens + (this.perSecond * ms) / 1000);
    this.topUp();
  }

  private topUp(): void {
    for (const link of this.links) {
      if (!link.is_open()) continue;
      const grant = Math.min(Math.min(WINDOW, this.perSecond) - link.credit, Math.floor(this.tokens));
      if (grant <= 0) continue;
      this.tokens -= grant;
      link.add_credit(grant);
    }
  }
}
