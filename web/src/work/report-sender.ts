import { ErrorCode } from '@mes/contracts';
import type { KeyedBody, ScanQueue } from './scan-queue';
import type { Outcome, PendingScan, ReportAnswer, ReportBody } from './work.types';

// Sends station reports in the order they were scanned. A scan that cannot reach the server (network error, timeout,
// a gateway's 5xx, or the browser says it is offline) goes into the queue; so does every scan taken while older ones
// wait there, to keep the order. The queue is sent when the browser is back online and on a retry timer, each scan
// with its own idempotency key: a report that did arrive before its answer was lost is answered again, not stored twice.

/** Sends one report: resolves with the answer, rejects with a failure carrying `err` and `msg`. */
export type Transport<B = ReportBody, A = ReportAnswer> = (call: string, body: B) => Promise<A>;

export type SenderOptions<B extends KeyedBody = ReportBody, A = ReportAnswer> = {
  transport: Transport<B, A>;
  queue: ScanQueue<B>;
  /** false while the browser knows it is offline */
  online?: () => boolean;
  /** the verdict of a queued scan, when it finally arrives */
  onLate?: (scan: PendingScan<B>, outcome: Outcome<A>) => void;
};

type Failure = { err: number; msg: string };
const isFailure = (e: unknown): e is Failure =>
  typeof e === 'object' &&
  e !== null &&
  typeof (e as Failure).err === 'number' &&
  typeof (e as Failure).msg === 'string';

/** True when the report may not have reached the server: worth sending again with the same key. */
export function undelivered(e: unknown): boolean {
  if (!isFailure(e)) return true;
  if (e.err !== ErrorCode.API_ERROR) return false;
  return /^(network error|request timed out|HTTP (0|5\d\d))$/.test(e.msg);
}

function outcomeOf(e: unknown): { kind: 'refused'; err: number; msg: string } {
  return isFailure(e)
    ? { kind: 'refused', err: e.err, msg: e.msg }
    : { kind: 'refused', err: ErrorCode.API_ERROR, msg: String(e) };
}

/** The station reports' sender; the packing and binding stations send their own scans (B) and answers (A) with it. */
export class ReportSender<B extends KeyedBody = ReportBody, A = ReportAnswer> {
  private chain: Promise<unknown> = Promise.resolve();
  private draining = false;

  constructor(private readonly opts: SenderOptions<B, A>) {}

  /** Sends a scan now (its verdict in one round trip), or queues it; scans are handled one at a time, in order. */
  submit(scan: PendingScan<B>): Promise<Outcome<A>> {
    const next = this.chain.then(() => this.handle(scan));
    this.chain = next.catch(() => undefined);
    return next;
  }

  /** Sends the queued scans in order; stops at the first that still cannot be delivered. Answers how many were sent. */
  drain(): Promise<number> {
    const next = this.chain.then(() => this.sendQueued());
    this.chain = next.catch(() => undefined);
    return next;
  }

  private online(): boolean {
    return this.opts.online?.() ?? true;
  }

  private async handle(scan: PendingScan<B>): Promise<Outcome<A>> {
    const { queue } = this.opts;
    if (queue.size > 0) await this.sendQueued();
    if (queue.size > 0 || !this.online()) {
      queue.push(scan);
      return { kind: 'queued' };
    }
    try {
      return { kind: 'verdict', answer: await this.opts.transport(scan.call, scan.body) };
    } catch (e) {
      if (!undelivered(e)) return outcomeOf(e);
      queue.push(scan);
      return { kind: 'queued' };
    }
  }

  private async sendQueued(): Promise<number> {
    const { queue } = this.opts;
    if (this.draining || !this.online()) return 0;
    this.draining = true;
    let sent = 0;
    try {
      for (let scan = queue.peek(); scan; scan = queue.peek()) {
        let outcome: Outcome<A>;
        try {
          outcome = { kind: 'verdict', answer: await this.opts.transport(scan.call, scan.body) };
        } catch (e) {
          // still away, or the session is gone (900: the login comes first): keep it and try later
          if (undelivered(e) || (isFailure(e) && e.err === ErrorCode.INVALID_TOKEN)) break;
          outcome = outcomeOf(e);
        }
        queue.remove(scan.key);
        sent += 1;
        this.opts.onLate?.(scan, outcome);
      }
    } finally {
      this.draining = false;
    }
    return sent;
  }
}
