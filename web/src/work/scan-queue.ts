import type { PendingScan, ReportBody } from './work.types';
import { isRecord } from '@mes/contracts';

// The offline queue of a station PC (localStorage MES_work_queue): scans taken while the server could not be reached,
// in the order they were taken, each with its idempotency key, so sending them again can never store one twice. The
// packing and binding stations keep their own queues (their own storage key and body) with the same code.

export const QUEUE_KEY = 'MES_work_queue';

export type QueueStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** A body a queue holds: it carries the scan's idempotency key. */
export type KeyedBody = { idempotency_key: string };
/** Which queue (its localStorage key) and what a stored body must look like; the station report's by default. */
export type QueueOptions<B extends KeyedBody> = { storageKey: string; isBody: (v: unknown) => v is B };

function isReportBody(v: unknown): v is ReportBody {
  return (
    isRecord(v) &&
    typeof v.sn === 'string' &&
    typeof v.station_id === 'number' &&
    (v.result === 1 || v.result === 2) &&
    typeof v.idempotency_key === 'string' &&
    Array.isArray(v.test_items)
  );
}

const REPORTS: QueueOptions<ReportBody> = { storageKey: QUEUE_KEY, isBody: isReportBody };

function isScan<B extends KeyedBody>(v: unknown, isBody: (b: unknown) => b is B): v is PendingScan<B> {
  return (
    isRecord(v) &&
    typeof v.key === 'string' &&
    typeof v.call === 'string' &&
    typeof v.at === 'number' &&
    isBody(v.body) &&
    v.body.idempotency_key === v.key
  );
}

/** The stored queue; entries another version or a person with dev tools wrote in a wrong shape are dropped. */
export function readQueue<B extends KeyedBody = ReportBody>(
  storage: QueueStorage | null,
  opts: QueueOptions<B> = REPORTS as unknown as QueueOptions<B>,
): PendingScan<B>[] {
  try {
    const raw = storage?.getItem(opts.storageKey);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? parsed.filter((v): v is PendingScan<B> => isScan(v, opts.isBody)) : [];
  } catch {
    return [];
  }
}

export class ScanQueue<B extends KeyedBody = ReportBody> {
  private items: PendingScan<B>[];
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly storage: QueueStorage | null,
    private readonly opts: QueueOptions<B> = REPORTS as unknown as QueueOptions<B>,
  ) {
    this.items = readQueue(storage, opts);
  }

  get size(): number {
    return this.items.length;
  }

  list(): readonly PendingScan<B>[] {
    return this.items;
  }

  peek(): PendingScan<B> | null {
    return this.items[0] ?? null;
  }

  /** Appends a scan; one already queued (same key) is not added twice. */
  push(scan: PendingScan<B>): void {
    if (this.items.some((s) => s.key === scan.key)) return;
    this.save([...this.items, scan]);
  }

  remove(key: string): void {
    this.save(this.items.filter((s) => s.key !== key));
  }

  subscribe(fn: () => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  private save(next: PendingScan<B>[]): void {
    // another tab of this PC may have queued too: keep what the storage holds that this one does not know
    const stored = readQueue(this.storage, this.opts).filter(
      (s) => !this.items.some((i) => i.key === s.key) && !next.some((n) => n.key === s.key),
    );
    this.items = [...next, ...stored];
    try {
      this.storage?.setItem(this.opts.storageKey, JSON.stringify(this.items));
    } catch {
      // storage full or blocked: the queue lives in this page only
    }
    for (const fn of [...this.listeners]) fn();
  }
}
