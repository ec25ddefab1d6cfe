import { ID_INPUT, type FamilyTopic, type StatusMove } from '@mes/contracts';
import type pg from 'pg';
import { refuse, type AppException } from '../api/app.exception';
import { execute } from '../db/runtime-sql';
import { inTransaction, type Tx } from '../db/sql';
import { writeOutbox } from '../events/outbox.writer';
import { recordRows } from './record-rows';
import { q } from './resource-sql';
import type { HookContext, Row } from './resource.types';
import { moveRefusal, moveSummary, type StateMachine } from './state-machine';
import type { ResourceRegistry } from './resource.registry';

/**
 * The outbox topics of status moves (contracts' map): a machine's action is announced as one of them, or as the
 * engine's `<resource>.update` (a document whose lists just refresh, e.g. the stock operation documents).
 */
export type StatusTopic = FamilyTopic<'order_action' | 'smt_order_action' | 'resource'>;

/** one allowed move under way, inside its transaction: what guards and effects see. */
export type MoveContext<A extends string> = {
  /** the move's transaction */
  tx: Tx;
  row: Row;
  id: number;
  action: A;
  from: number;
  to: number;
  ctx: HookContext;
};

/** A machine bound to a document table: where the row lives, how the move is logged and announced, and its hooks. */
export type MachineBinding<A extends string> = {
  machine: StateMachine<A>;
  /** the table of the documents (its `status` column holds the machine's code). */
  table: string;
  /** `{noun} that is ...` in a refusal: 'a work order'. */
  noun: string;
  /** the status-log row's type. */
  kind: string;
  /** the outbox topic of an action: `{kind}.{action}`, named in contracts' map. */
  topic(action: A): StatusTopic;
  /** the event payload's module. */
  module: string;
  statusLog: string;
  missing(id: number): AppException;
  /** may refuse an allowed move (throw); runs with the row locked, before the status is written. */
  guards?: ((move: MoveContext<A>) => Promise<void>)[];
  /** writes of other tables that go with the move; run after the status, the log row and the event. */
  effects?: ((move: MoveContext<A>) => Promise<void>)[];
  /** fields added to the event payload. */
  eventFields?(row: Row): Record<string, unknown>;
  /** the answer, read in the transaction (usually the get call's shape). */
  answer(tx: Tx, id: number): Promise<Row>;
};

// The one runner of every declared machine: one transaction locks the row (SELECT ... FOR UPDATE, so two moves of a
// document run one after the other and the second sees the first's result), checks the move, runs the guards, writes
// the status, the status-log row and the outbox entry of the action's topic, runs the effects and answers.
export class StateMachineRunner {
  constructor(private readonly pool: pg.Pool) {}

  async run<A extends string>(b: MachineBinding<A>, action: A, id: number, ctx: HookContext): Promise<Row> {
    return inTransaction(this.pool, async (tx) => {
      // the bound table's whole row (SELECT *), a declaration's columns
      const rows = await recordRows(tx, `SELECT * FROM ${q(b.table)} WHERE id = $1 FOR UPDATE`, [id]);
      if (rows.length === 0) throw b.missing(id);
      const row = rows[0];
      const refused = moveRefusal(b.machine, row.status as number, action, b.noun);
      if (refused) throw refuse('status', refused.code, refused.params);
      const step = { from: row.status as number, to: b.machine.moves[action].to };
      const move: MoveContext<A> = { tx, row, id, action, from: step.from, to: step.to, ctx };
      for (const guard of b.guards ?? []) await guard(move);
      await execute(tx, `UPDATE ${q(b.table)} SET status = $2, updated_at = now() WHERE id = $1`, [id, step.to]);
      await execute(
        tx,
        `INSERT INTO ${q(b.statusLog)} (order_type, order_id, action, from_status, to_status, creater_id) VALUES ($1, $2, $3, $4, $5, $6)`,
        [b.kind, id, action, step.from, step.to, ctx.userId],
      );
      const announced: StatusMove = {
        resource: b.kind,
        module: b.module,
        action,
        id,
        from: step.from,
        to: step.to,
        by: ctx.userId,
      };
      await writeOutbox(tx, b.topic(action), { ...announced, ...b.eventFields?.(row) });
      for (const effect of b.effects ?? []) await effect(move);
      return b.answer(tx, id);
    });
  }
}

/** `{module}/{kind}/{action}` with { id } for every action of a bound machine, permission `{module}.{kind}.{action}`. */
export function registerMachineCalls<A extends string>(
  registry: ResourceRegistry,
  runner: StateMachineRunner,
  module: string,
  b: MachineBinding<A>,
): void {
  registry.bindMachine({ module, name: b.kind, noun: b.noun, field: 'status', machine: b.machine });
  for (const action of b.machine.actions) {
    registry.registerExtra({
      path: `${module}/${b.kind}/${action}`,
      permission: `${module}.${b.kind}.${action}`,
      summary: moveSummary(b.machine, action),
      input: ID_INPUT,
      handler: async (body, ctx) => runner.run(b, action, (body as { id: number }).id, ctx),
    });
  }
}
