import type pg from 'pg';
import { first, inTransaction, rows, run, sql, type RowOf } from '../../core/db/sql';
import { bindingRefusal, type LoginStations } from './cfx-binding';
import { parseDeliveries, type CfxEnvelope, type Received } from './cfx-envelope';
import { refusalText, type Applied, type Handler, type Machine } from './cfx.types';

// each message under a savepoint: a failing one is undone alone and tried again
const SAVEPOINT = sql('cfx.savepoint_message', 'SAVEPOINT cfx_message');
const RELEASE = sql('cfx.release_message', 'RELEASE SAVEPOINT cfx_message');
const ROLLBACK_TO = sql('cfx.rollback_message', 'ROLLBACK TO SAVEPOINT cfx_message');

/** `lane`: the queue a message is applied in (its machine's line, or its source when no machine has that handle). */
export type Stored = { id: number; fresh: boolean; status: string; lane: string };
/** Where a reply goes: the request's reply-to address (or '' for the connection it came on). */
export type ReplySender = (reply: CfxEnvelope, replyTo: string, connection: string) => boolean;

const ATTEMPTS = 3;
/** messages of one lane applied in one transaction at most */
const BATCH = 50;

type Lane = { ids: number[]; running: boolean };
/** what store() wrote in a message's outcome (its handler adds its own) */
type StoredOutcome = { connection?: string; login?: string; [k: string]: unknown };
type StoredRow = Omit<RowOf<'cfx.batch_messages'>, 'outcome'> & { outcome: StoredOutcome | null };

// messages whose handlers leave the machine's row as it was (its link, state and faults): the batch keeps it
const KEEPS_MACHINE = /^CFX\.(Production|InformationSystem|Materials)\./;
type Reply = { id: number; reply: CfxEnvelope; replyTo: string; connection: string };

// The lane of a source (the `lane` column of STORE and UNAPPLIED): its machine's line. Units move along a line, so a
// unit's report at one machine is applied before the next machine's validation of it, stored after it; lines run
// side by side.
const STORE = sql(
  'cfx.store_message',
  `INSERT INTO cfx_message (source, unique_id, message_name, address, reply_to, request_id, transaction_id, sent_at,
         raw, status, reason, outcome)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
       ON CONFLICT (source, unique_id) DO NOTHING RETURNING id, status, COALESCE((SELECT 'line:' || s.product_line_id FROM cfx_machine m JOIN station s ON s.id = m.station_id
  WHERE m.handle = source AND NOT m.disabled), 'source:' || source) AS lane`,
  { notNull: ['lane'] },
);
const SEEN = sql('cfx.seen_message', 'SELECT id, status FROM cfx_message WHERE source = $1 AND unique_id = $2');
const MARK_FAILED = sql(
  'cfx.mark_failed',
  `UPDATE cfx_message SET status = 'failed', reason = $2, applied_at = now() WHERE id = $1 AND status = 'received'`,
);
const UNAPPLIED = sql(
  'cfx.unapplied',
  `SELECT id, COALESCE((SELECT 'line:' || s.product_line_id FROM cfx_machine m JOIN station s ON s.id = m.station_id
  WHERE m.handle = source AND NOT m.disabled), 'source:' || source) AS lane FROM cfx_message WHERE status = 'received' ORDER BY id LIMIT 10000`,
  { notNull: ['lane'] },
);
const BATCH_MESSAGES = sql(
  'cfx.batch_messages',
  `SELECT id, raw, status, address, reply_to, outcome FROM cfx_message WHERE id = ANY($1::bigint[]) ORDER BY id FOR UPDATE`,
);
const FAILED_TIMES = sql(
  'cfx.failed_times',
  `UPDATE cfx_message SET status = 'failed', reason = $2, applied_at = clock_timestamp() WHERE id = $1`,
);
const REPLY_SENT = sql(
  'cfx.reply_sent',
  `UPDATE cfx_message SET outcome = outcome || jsonb_build_object('reply_sent', $2::boolean, 'reply_id', $3::text) WHERE id = $1`,
);
const MACHINE = sql(
  'cfx.machine',
  `SELECT m.id, m.handle, m.fname, m.station_id, s.fnumber AS station, f.fnumber AS fn,
  s.product_line_id, m.device_asset_id, m.link_state, m.state
  FROM cfx_machine m JOIN station s ON s.id = m.station_id LEFT JOIN station_function f ON f.id = s.station_function_id
  WHERE m.handle = $1 AND NOT m.disabled`,
  { notNull: ['station_id'] },
);
const APPLIED = sql(
  'cfx.applied',
  `UPDATE cfx_message SET status = $2, reason = $3, outcome = $4, applied_at = clock_timestamp(), cfx_machine_id = $5 WHERE id = $1`,
);

// The inbox of CFX messages (docs/cfx.md, "Stored, then applied once"): store() commits the raw message before the
// delivery is settled; apply() takes a stored message FOR UPDATE, runs its handler and writes its status in one
// transaction, so a message is applied exactly once whoever applies it and however often it was delivered. Messages
// of one line are applied in the order they were stored.
export class CfxInbox {
  private readonly lanes = new Map<string, Lane>();
  private readonly waiters = new Map<number, () => void>();
  private reply: ReplySender = () => false;

  constructor(
    private readonly pool: pg.Pool,
    private readonly handlers: ReadonlyMap<string, Handler>,
    private readonly log: (entry: Record<string, unknown>) => void = () => undefined,
  ) {}

  replyThrough(sender: ReplySender): void {
    this.reply = sender;
  }

  /**
   * One INSERT: the message is kept (malformed ones too) before anything else; a redelivery finds its first row.
   * `login`: the PLAIN login of the connection (none for ANONYMOUS), checked against the machine when applied.
   */
  async store(r: Received, address: string, replyTo: string, connection: string, login?: string): Promise<Stored> {
    const stored = await first(this.pool, STORE, [
      r.source,
      r.unique_id,
      r.message_name,
      address.slice(0, 256),
      replyTo.slice(0, 256),
      r.request_id,
      r.transaction_id,
      r.sent_at,
      r.raw,
      r.envelope ? 'received' : 'malformed',
      r.reason.slice(0, 2048),
      JSON.stringify(login ? { connection, login } : { connection }),
    ]);
    if (stored) return { id: Number(stored.id), fresh: true, status: stored.status, lane: stored.lane };
    const seen = (await first(this.pool, SEEN, [r.source, r.unique_id]))!;
    return { id: Number(seen.id), fresh: false, status: seen.status, lane: '' };
  }

  /** Applies after the ones of the same lane queued before it; resolves when it is applied (or given up). */
  enqueue(id: number, lane: string): Promise<void> {
    const done = new Promise<void>((resolve) => this.waiters.set(id, resolve));
    const queue = this.lanes.get(lane) ?? { ids: [], running: false };
    this.lanes.set(lane, queue);
    queue.ids.push(id);
    if (!queue.running) void this.drain(lane, queue);
    return done;
  }

  // A lane's messages, BATCH at a time in one transaction (one commit for many: the commit is most of the cost),
  // each under its own savepoint. A batch whose transaction fails as a whole goes again one message at a time.
  private async drain(lane: string, queue: Lane): Promise<void> {
    queue.running = true;
    while (queue.ids.length > 0) {
      const batch = queue.ids.splice(0, BATCH);
      try {
        await this.applyBatch(batch);
      } catch (e) {
        this.log({ msg: 'cfx batch failed, one by one', error: refusalText(e).message });
        for (const id of batch) await this.applyBatch([id]).catch((err: unknown) => this.markFailed(id, err));
      }
      for (const id of batch) {
        this.waiters.get(id)?.();
        this.waiters.delete(id);
      }
    }
    queue.running = false;
    if (this.lanes.get(lane) === queue && queue.ids.length === 0) this.lanes.delete(lane);
  }

  private async markFailed(id: number, e: unknown): Promise<void> {
    const { message } = refusalText(e);
    this.log({ msg: 'cfx message failed', id, error: message });
    await run(this.pool, MARK_FAILED, [id, `failed: ${message}`.slice(0, 2048)]).catch(() => undefined);
  }

  /** Everything stored and not applied yet (a stop between store and apply), in order. */
  async sweep(): Promise<number> {
    const unapplied = await rows(this.pool, UNAPPLIED, []);
    await Promise.all(unapplied.map((r) => this.enqueue(Number(r.id), r.lane)));
    return unapplied.length;
  }

  private async applyBatch(ids: number[]): Promise<void> {
    const replies = await inTransaction(this.pool, async (c) => {
      // the batch's rows in one read, locked until the commit: each is applied only if still received
      const locked = await rows(c, BATCH_MESSAGES, [ids]);
      // the outcome is the object store() wrote (a jsonb column: unknown to the types)
      const byId = new Map(
        locked.map((r): [number, StoredRow] => [Number(r.id), { ...r, outcome: r.outcome as StoredOutcome | null }]),
      );
      const machines = new Map<string, Machine | undefined>();
      const logins: LoginStations = new Map();
      const out: Reply[] = [];
      for (const id of ids) {
        const row = byId.get(id);
        if (!row || row.status !== 'received') continue;
        for (let attempt = 1; ; attempt++) {
          await run(c, SAVEPOINT, []);
          try {
            const reply = await this.applyOne(id, row, { machines, logins }, c);
            await run(c, RELEASE, []);
            if (reply) out.push(reply);
            break;
          } catch (e) {
            await run(c, ROLLBACK_TO, []);
            machines.clear();
            if (attempt < ATTEMPTS) continue;
            const { message } = refusalText(e);
            this.log({ msg: 'cfx message failed', id, error: message });
            await run(c, FAILED_TIMES, [id, `failed ${ATTEMPTS} times: ${message}`.slice(0, 2048)]);
            break;
          }
        }
      }
      return out;
    });
    for (const r of replies) {
      const sent = this.reply(r.reply, r.replyTo, r.connection);
      await run(this.pool, REPLY_SENT, [r.id, sent, r.reply.UniqueID]);
    }
  }

  // One message in the batch's transaction (its row locked by the batch): its machine, its handler, its status. The
  // machine is read once per batch and source; a message that may change it (links, states, faults) drops it.
  private async applyOne(
    id: number,
    row: StoredRow,
    { machines, logins }: { machines: Map<string, Machine | undefined>; logins: LoginStations },
    c: pg.PoolClient,
  ): Promise<Reply | null> {
    // a stored row is one envelope (each of a list is stored as its own)
    const env = parseDeliveries(row.raw, { address: row.address, peer: '', messageId: null })[0].envelope!;
    if (!machines.has(env.Source)) machines.set(env.Source, await first(c, MACHINE, [env.Source]));
    const machine = machines.get(env.Source);
    if (!KEEPS_MACHINE.test(env.MessageName)) machines.delete(env.Source);
    const handler = this.handlers.get(env.MessageName);
    const refused = machine && (await bindingRefusal(c, row.outcome?.login, machine, logins));
    let applied: Applied;
    if (refused) {
      applied = refused;
      this.log({ msg: 'cfx message refused', id, source: env.Source, login: row.outcome?.login, why: refused.reason });
    } else if (!machine)
      applied = {
        status: 'unknown',
        reason: `Source: no CFX machine with handle ${env.Source} (declare it under CFX machines)`,
      };
    else if (!handler)
      applied = { status: 'unknown', reason: `MessageName: the hub does not handle ${env.MessageName}` };
    else applied = await handler({ id, env, machine, c });
    await run(c, APPLIED, [
      id,
      applied.status,
      (applied.reason ?? '').slice(0, 2048),
      JSON.stringify({ ...row.outcome, ...applied.outcome }),
      refused ? null : (machine?.id ?? null),
    ]);
    return applied.reply
      ? { id, reply: applied.reply, replyTo: row.reply_to, connection: row.outcome?.connection ?? '' }
      : null;
  }
}
