/**
 * A fresh idempotency key (32 hex digits). getRandomValues, not randomUUID: the hub is often opened over plain http
 * on the factory's network, where randomUUID is missing (secure contexts only).
 */
export function freshKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

type Pending = { key: string; fqty: number };

// One key per report: a submit takes a fresh key, except after a failure that brought no answer (network, timeout),
// when the same quantity sent again keeps its key, so a report that did reach the server is not taken twice.
export class ReportKeys {
  private pending: Pending | null = null;

  constructor(private readonly make: () => string = freshKey) {}

  keyFor(fqty: number): string {
    if (this.pending?.fqty !== fqty) this.pending = { key: this.make(), fqty };
    return this.pending.key;
  }

  /** the server answered (taken or refused): the next submit is a new report */
  answered(): void {
    this.pending = null;
  }
}
