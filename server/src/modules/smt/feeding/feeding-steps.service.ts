import {
  IcppFreezeFlag,
  SmtFeedingStatus,
  TOPIC,
  WorkOrderStatus,
  type FeedingStepAnswer,
  type OutboxPayload,
  type ReelCheck,
  type SmtFeedingStatusCode,
  type SmtFeedingStep,
  type SmtFeedingStepEvent,
  type SmtScanVerdict,
} from '@mes/contracts';
import type pg from 'pg';
import { AppException, refuse } from '../../../core/api/app.exception';
import type { Ctx } from '../smt-types';
import { SmtSettings } from '../smt-settings';
import {
  applyStep,
  copyFeederList,
  lockEntry,
  lockFeeding,
  lockSlot,
  scopeOf,
  slotOf,
  slotRefusal,
  type EntryRow,
  type FeedingRow,
  type ReelStep,
} from './feeding-slots';
import { nextFeedingStatus, type StepScope } from './smt-feeding.state-machine';
import { reelCheck, verifyReel, type Material } from './verify';
import { certHashOf, checkCert, issueCert, requireCert, type IssuedCert } from './work-cert';
import { first, inTransaction, rows, run, sql, type Tx } from '../../../core/db/sql';
import { refuseBlockedReel } from '../../msd';

export type ReelInput = {
  id: number;
  work_cert?: unknown;
  slot: string;
  barcode: string;
  fnumber?: string;
  icitem_id?: number;
  turn?: number;
};
export type StepAnswer = FeedingStepAnswer;

// A step's log row, the document's status when it moves, and its outbox entry (the board's delta; the outbox insert
// and NOTIFY of core/events/outbox.writer.ts), in one statement: $1..$16 the log row ($12 from, $13 to), $17 the
// topic, $18 the payload, $19 the reel check (null without a reel). The NOTIFY wakes the relays at the commit.
const RECORD = sql(
  'smt.record',
  `
WITH log AS (
  INSERT INTO smt_feeding_log (smt_feeding_id, smt_order_id, product_line_id, step, slot, turn_no, barcode, icitem_id,
    expected_icitem_id, prev_barcode, verdict, from_status, to_status, message, reason, creater_id, reel_check)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $19::jsonb)),
moved AS (
  UPDATE smt_feeding SET status = $13, updated_at = now() WHERE id = $1 AND $13::smallint <> $12::smallint),
ob AS (INSERT INTO outbox (topic, payload)
  SELECT $17::varchar, $18::jsonb RETURNING id)
SELECT pg_notify('mes_outbox', ob.id::text) FROM ob`,
);
/** the same without the NOTIFY: the caller wakes the relays after its commit (reelIn's notify false) */
const RECORD_QUIET = sql(
  'smt.record_quiet',
  `
WITH log AS (
  INSERT INTO smt_feeding_log (smt_feeding_id, smt_order_id, product_line_id, step, slot, turn_no, barcode, icitem_id,
    expected_icitem_id, prev_barcode, verdict, from_status, to_status, message, reason, creater_id, reel_check)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $19::jsonb)),
moved AS (
  UPDATE smt_feeding SET status = $13, updated_at = now() WHERE id = $1 AND $13::smallint <> $12::smallint),
ob AS (INSERT INTO outbox (topic, payload)
  SELECT $17::varchar, $18::jsonb RETURNING id)
SELECT ob.id FROM ob`,
);

const PREPARED = sql(
  'smt.prepared_turns',
  'UPDATE smt_feeding SET turn = 1, turn_count = $2, prepared_at = now() WHERE id = $1',
);
const SYNCED = sql('smt.synced_turns', 'UPDATE smt_feeding SET turn = 1, turn_count = $2 WHERE id = $1');
const FINISHED = sql('smt.finished_feeding', 'UPDATE smt_feeding SET finished_at = now() WHERE id = $1');
const UNLOCK = sql(
  'smt.unlock_slot',
  'UPDATE smt_feeding_entry SET locked = false, locked_at = NULL, fail_count = 0 WHERE id = $1',
);
const FAILED = sql(
  'smt.failed_slot',
  'UPDATE smt_feeding_entry SET fail_count = $2, locked = $3, locked_at = CASE WHEN $3 AND NOT locked THEN now() ELSE locked_at END WHERE id = $1',
);
const NEXT_TURN = sql('smt.next_turn', 'UPDATE smt_feeding SET turn = $2 WHERE id = $1');
const ORDER = sql(
  'smt.feeding_order',
  'SELECT o.fbillno, o.status, i.fbillno AS icpp, i.freeze_flag FROM smt_order o LEFT JOIN icpp i ON i.id = o.icpp_id WHERE o.id = $1',
);
const REEL = sql('smt.reel_material', 'SELECT icitem_id FROM bundle WHERE fnumber = $1 AND icitem_id IS NOT NULL', {
  notNull: ['icitem_id'],
});
const MATERIALS = sql(
  'smt.slot_materials',
  'SELECT id, fnumber, (id = ANY($1)) AS listed, (id = $2 OR ($2 IS NULL AND fnumber = $3)) AS scanned FROM icitem WHERE id = ANY($1) OR id = $2 OR ($2 IS NULL AND fnumber = $3)',
);

type Fact = {
  step: SmtFeedingStep;
  to: number;
  entry?: EntryRow;
  verdict: SmtScanVerdict;
  barcode?: string;
  expected?: Material;
  scanned?: Material;
  prevBarcode?: string | null;
  message: string;
  reason?: string;
  failCount?: number;
  locked?: boolean;
  /** what a reel step compared (the boards word the verdict from it) */
  check?: ReelCheck;
};

// The steps of an SMT feeding document (docs/state-machines.md, "SMT feeding"): each one transaction holding the
// document FOR UPDATE, its log row and its outbox entry smt_feeding.<step> (the board's delta) written together.
// A refused reel (fail, locked) is committed too (the failure counts toward the lock and the board shows it) and
// then answered as a 400 naming slot, expected and scanned material.
export class FeedingStepsService {
  constructor(
    /** the pool every step's transaction runs on */
    private readonly pool: pg.Pool,
    /** wakes the relays after a reel step on the pool committed (a Redis publish; they poll anyway) */
    private readonly wake: (() => void) | null = null,
  ) {}

  async prepare(id: number, ctx: Ctx): Promise<StepAnswer & IssuedCert & { turns: number[] }> {
    return inTransaction(this.pool, async (c) => {
      const feeding = await lockFeeding(c, id);
      const to = this.gate(feeding, 'prepare');
      await this.checkOrder(c, feeding);
      if (feeding.status === SmtFeedingStatus.INITIALING) {
        feeding.turn_count = await copyFeederList(c, feeding);
        feeding.turn = 1;
        await run(c, PREPARED, [id, feeding.turn_count]);
      }
      const cert = await issueCert(c, id, ctx.userId);
      const answer = await this.record(
        c,
        feeding,
        { step: 'prepare', to, verdict: 'none', message: `work_cert issued until ${cert.expires_at}` },
        ctx,
      );
      return { ...answer, ...cert, turns: Array.from({ length: feeding.turn_count }, (_, i) => i + 1) };
    });
  }

  /** re-reads the feeder list into a prepared feeding that has not loaded anything yet. */
  async sync(id: number, cert: unknown, ctx: Ctx): Promise<StepAnswer> {
    return inTransaction(this.pool, async (c) => {
      const feeding = await lockFeeding(c, id);
      await requireCert(c, feeding, cert);
      const to = this.gate(feeding, 'sync');
      feeding.turn_count = await copyFeederList(c, feeding);
      feeding.turn = 1;
      await run(c, SYNCED, [id, feeding.turn_count]);
      return this.record(
        c,
        feeding,
        { step: 'sync', to, verdict: 'none', message: 'slots copied again from the feeder list' },
        ctx,
      );
    });
  }

  async finish(id: number, cert: unknown, ctx: Ctx): Promise<StepAnswer> {
    return inTransaction(this.pool, async (c) => {
      const feeding = await lockFeeding(c, id);
      await requireCert(c, feeding, cert);
      const to = this.gate(feeding, 'finish');
      await run(c, FINISHED, [id]);
      return this.record(c, feeding, { step: 'finish', to, verdict: 'none', message: 'feeding finished' }, ctx);
    });
  }

  /** a supervisor's unlock of a slot locked by failed scans; the reason is kept in the log. */
  async unlock(id: number, slot: string, reason: string, ctx: Ctx): Promise<StepAnswer> {
    return inTransaction(this.pool, async (c) => {
      const feeding = await lockFeeding(c, id);
      const to = this.gate(feeding, 'unlock_slot');
      const entry = await lockEntry(c, feeding, slot);
      if (!entry.locked) throw refuse('slot', 'smt.slot_not_locked', { slot });
      await run(c, UNLOCK, [entry.id]);
      return this.record(
        c,
        feeding,
        {
          step: 'unlock_slot',
          to,
          entry,
          verdict: 'none',
          reason,
          failCount: 0,
          locked: false,
          message: `${slot} unlocked: ${reason}`,
        },
        ctx,
      );
    });
  }

  async reel(
    step: ReelStep,
    input: ReelInput,
    ctx: Ctx,
  ): Promise<StepAnswer & { slot_state: EntryRow; check: ReelCheck }> {
    const run = (c: Tx, notify: boolean) => this.reelIn(c, step, input, ctx, true, notify);
    const outcome = await this.onPool(this.pool, run);
    if (outcome.refused) {
      const { v, answer, check } = outcome;
      throw new AppException(400, `slot: ${v.message}`, {
        field: 'slot',
        ...answer,
        fail_count: v.fail_count,
        locked: v.locked,
        check,
      });
    }
    return outcome.answer;
  }

  // On the pool the step's entry does not NOTIFY; the relays are woken once it committed (when a wake is given).
  private async onPool<T>(pool: pg.Pool, run: (c: Tx, notify: boolean) => Promise<T>): Promise<T> {
    const outcome = await inTransaction(pool, (c) => run(c, this.wake === null));
    this.wake?.();
    return outcome;
  }

  /**
   * A reel step in the caller's transaction. `cert` false: a machine reported it (IPC-CFX, docs/cfx.md), which holds
   * no work certificate; the same checks, log row and board event follow. A refused reel is answered, not thrown.
   * `notify` false: the step's outbox entry does not NOTIFY at the commit; the caller wakes the relays once it has
   * committed (a NOTIFY holds a database-wide lock until its commit is flushed, so notifying commits queue one behind
   * the other: docs/realtime.md).
   */
  async reelIn(c: Tx, step: ReelStep, input: ReelInput, ctx: Ctx, cert: boolean, notify = true) {
    const { feeding, read } = await lockSlot(c, input.id, input.slot, cert ? certHashOf(input.work_cert) : null);
    if (cert) checkCert(feeding, input.work_cert, read.cert);
    this.gate(feeding, step);
    const entry = slotOf(feeding, input.slot, read.entry);
    const refusal = slotRefusal(step, feeding, entry, input.turn);
    if (refusal) throw refuse(refusal.code === 'smt.slot_other_turn' ? 'turn' : 'slot', refusal.code, refusal.params);
    // a moisture-sensitive reel past its floor life goes on no slot; taking it off is always allowed (docs/msd.md)
    if (step !== 'unloading') await refuseBlockedReel(c, input.barcode);
    const { expected, alternates, scanned } = await this.materials(c, entry, input);
    const lockAfter = SmtSettings.intOf('smt_feeder', 'lock_after_failures', read.lock_after);
    const slotState = { slot: entry.slot, expected, alternates, fail_count: entry.fail_count, locked: entry.locked };
    const v = verifyReel(slotState, scanned, lockAfter);
    const check = reelCheck(slotState, scanned, v, lockAfter);
    const fact = {
      step,
      entry,
      verdict: v.verdict,
      barcode: input.barcode,
      expected,
      scanned,
      message: v.message,
      failCount: v.fail_count,
      locked: v.locked,
      check,
    };
    if (v.verdict === 'fail' || v.verdict === 'locked') {
      await run(c, FAILED, [entry.id, v.fail_count, v.locked]);
      const answer = await this.record(c, feeding, { ...fact, to: feeding.status }, ctx, notify);
      return { refused: true as const, answer, v, check };
    }
    const { state, complete } = await applyStep(c, step, feeding, entry, input.barcode, scanned.id, ctx.userId);
    const scope = scopeOf(step, feeding, complete);
    const to = this.gate(feeding, step, scope);
    if (step === 'scan_checking' && scope.complete && !scope.lastTurn) {
      feeding.turn += 1;
      await run(c, NEXT_TURN, [feeding.id, feeding.turn]);
    }
    const answer = await this.record(c, feeding, { ...fact, to, prevBarcode: entry.reel_barcode }, ctx, notify);
    return { refused: false as const, answer: { ...answer, slot_state: state, check } };
  }

  private gate(feeding: FeedingRow, step: SmtFeedingStep, scope: StepScope = {}): SmtFeedingStatusCode {
    const next = nextFeedingStatus(feeding.status, step, scope);
    if (!next.ok) throw refuse('status', next.code, next.params);
    return next.to;
  }

  // Feeding is for an order that can still run, on a plan that is not frozen.
  private async checkOrder(c: Tx, feeding: FeedingRow): Promise<void> {
    const [order] = await rows(c, ORDER, [feeding.smt_order_id]);
    if (order.status === WorkOrderStatus.CANCEL || order.status === WorkOrderStatus.FINISH) {
      throw refuse('smt_order_id', 'smt.smt_order_closed', {
        fbillno: order.fbillno,
        status: String(WorkOrderStatus.keyOf(order.status)?.toLowerCase()),
      });
    }
    if (order.freeze_flag === IcppFreezeFlag.FROZEN)
      throw refuse('icpp_id', 'smt.plan_frozen', { fbillno: String(order.icpp) });
  }

  private async materials(
    c: Tx,
    entry: EntryRow,
    input: ReelInput,
  ): Promise<{ expected: Material; alternates: Material[]; scanned: Material }> {
    // a known reel (bundle, docs/material-flow.md) names its material when the label gave none: no fnumber, or the
    // code itself (a desk scanner reads the first field of a label as its material, and a reel code has one field)
    if (input.icitem_id === undefined && (input.fnumber === undefined || input.fnumber === input.barcode)) {
      const reel = await first(c, REEL, [input.barcode]);
      if (reel) {
        const { fnumber: _code, ...rest } = input;
        input = { ...rest, icitem_id: reel.icitem_id };
      } else if (input.fnumber === undefined) throw refuse('fnumber', 'smt.reel_material_required');
    }
    // the slot's materials and the scanned one in one round trip
    const ids = [entry.icitem_id, ...entry.alternates];
    const found = await rows(c, MATERIALS, [ids, input.icitem_id ?? null, input.fnumber ?? null]);
    const byId = new Map(found.filter((r) => r.listed).map((k) => [k.id, { id: k.id, fnumber: k.fnumber }]));
    const of = (id: number): Material => byId.get(id) ?? { id, fnumber: `#${id}` };
    const hit = found.find((r) => r.scanned);
    const scanned = hit
      ? { id: hit.id, fnumber: hit.fnumber }
      : { id: null, fnumber: input.fnumber ?? `#${String(input.icitem_id)}` };
    return { expected: of(entry.icitem_id), alternates: entry.alternates.map(of), scanned };
  }

  private async record(c: Tx, feeding: FeedingRow, f: Fact, ctx: Ctx, notify = true): Promise<StepAnswer> {
    const slot = f.entry?.slot ?? null;
    const turn = f.entry?.turn_no ?? null;
    const event: SmtFeedingStepEvent = {
      id: feeding.id,
      smt_order_id: feeding.smt_order_id,
      product_line_id: feeding.product_line_id,
      step: f.step,
      slot,
      turn,
      status: f.to as SmtFeedingStatusCode,
      verdict: f.verdict,
      barcode: f.barcode ?? null,
      expected: f.expected?.fnumber ?? null,
      scanned: f.scanned?.fnumber ?? null,
      fail_count: f.failCount ?? f.entry?.fail_count ?? 0,
      locked: f.locked ?? f.entry?.locked ?? false,
      check: f.check ?? null,
      message: f.message,
      at: new Date().toISOString(),
      by: ctx.userId,
    };
    const payload: OutboxPayload<ReturnType<typeof TOPIC.feedingStep>> = {
      ...event,
      resource: 'smt_feeding',
      module: 'work',
      action: f.step,
    };
    await run(c, notify ? RECORD : RECORD_QUIET, [
      feeding.id,
      feeding.smt_order_id,
      feeding.product_line_id,
      f.step,
      slot,
      turn,
      f.barcode ?? null,
      f.scanned?.id ?? null,
      f.expected?.id ?? null,
      f.prevBarcode ?? null,
      f.verdict,
      feeding.status,
      f.to,
      f.message.slice(0, 512),
      f.reason ?? '',
      ctx.userId,
      TOPIC.feedingStep(f.step),
      JSON.stringify(payload),
      f.check ? JSON.stringify(f.check) : null,
    ]);
    return {
      id: feeding.id,
      status: f.to,
      turn: feeding.turn,
      turn_count: feeding.turn_count,
      step: f.step,
      verdict: f.verdict,
      message: f.message,
      slot,
    };
  }
}
