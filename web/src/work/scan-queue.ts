import type { PendingScan, ReportBody } from './work.types';
import { isRecord } from '@mes/contracts';

// The offline queue of a station PC (localStorage MES_work_queue): scans taken while the server could not be reached,
// in the order they were taken, each with its idempotency key, so sending them again can never store one twice.

export const QUEUE_KEY = 'MES_work_queue';

export type QueueStorage = Pick<Storage, 'getItem' | 'setItem'>;

function isBody(v: unknown): v is ReportBody {
  return (
    isRecord(v) &&
    typeof v.sn === 'string' &&
    typeof v.station_id === 'number' &&
    (v.result === 1 || v.result === 2) &&
    typeof v.idempotency_key === 'string' &&
    Array.isArray(v.test_items)
  );
}

function isScan(v: unknown): v is PendingScan {
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
export function readQueue(storage: QueueStorage | null): PendingScan[] {
  try {
    const raw = storage?.getItem(QUEUE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? parsed.filter(isScan) : [];
  } catch {
    return [];
  }
}

export class ScanQueue {
  private items: PendingScan[];
  private readonly listeners = new Set<() => void>();

  constructor(private readonly storage: QueueStorage | null) {
    this.items = readQueue(storage);
  }

  get size(): number {
    return this.items.length;
  }

  list(): readonly PendingScan[] {
    return this.items;
  }

  peek(): PendingScan | null {
    return this.items[0] ?? null;
  }

  /** Appends a scan; one already queued (same key) is not added twice. */
  push(scan: PendingScan): void {
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

  private save(next: PendingScan[]): void {
    // another tab of this PC may have queued too: keep what the storage holds that this one does not know
    const stored = readQueue(this.storage).filter(
      (s) => !this.items.some((i) => i.key === s.key) && !next.some((n) => n.key === s.key),
    );
    this.items = [...next, ...stored];
    try {
      this.storage?.setItem(QUEUE_KEY, JSON.stringify(this.items));
    } catch {
      // storage full or blocked: the queue lives in this page only
    }
    for (const fn of [...this.listeners]) fn();
  }
}
