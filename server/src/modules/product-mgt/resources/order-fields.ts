import { WorkOrderStatus } from '@mes/contracts';
import { badRequest } from '../../../core/api/app.exception';
import type { FieldDef, HookContext, Row } from '../../../core/resource/resource.types';
import { tr } from '../../basicdata/resources/fields';

/** A document number (fbillno): required, unique, searched. */
export function fbillno(zh: string, en: string): FieldDef {
  return { type: 'string', label: tr(zh, en), max: 64, required: true, unique: true, search: true };
}

/** The status of a work or rework order: read-only, changed only by the actions (work-order.state-machine.ts). */
export function orderStatus(): FieldDef {
  return {
    type: 'int',
    label: tr('状态', 'Status'),
    readonly: true,
    default: WorkOrderStatus.READY,
    enum: WorkOrderStatus.codes,
  };
}

type WriteCtx = HookContext & { action: 'create' | 'update'; current?: Row };

const time = (v: unknown): number | null =>
  v === null || v === undefined ? null : new Date(v as string | Date).getTime();

/** Columns that fix what is being produced and how: changeable only while the order is still ready. */
export function refuseOnceStarted(
  input: Record<string, unknown>,
  ctx: WriteCtx,
  columns: readonly string[],
  noun: string,
): void {
  const current = ctx.current;
  if (!current || current.status === WorkOrderStatus.READY) return;
  for (const c of columns) {
    if (c in input && input[c] !== current[c]) {
      throw badRequest(
        c,
        `cannot change once the ${noun} has left ready (it is ${WorkOrderStatus.keyOf(current.status)?.toLowerCase()})`,
      );
    }
  }
}

/** plan_end_at not before plan_start_at, comparing the new value with the stored one when only one is sent. */
export function checkPlanWindow(input: Record<string, unknown>, ctx: WriteCtx): void {
  const start = time('plan_start_at' in input ? input.plan_start_at : ctx.current?.plan_start_at);
  const end = time('plan_end_at' in input ? input.plan_end_at : ctx.current?.plan_end_at);
  if (start !== null && end !== null && end < start) throw badRequest('plan_end_at', 'is before plan_start_at');
}

/** Columns fixed at creation: a different value needs a new record. */
export function refuseChange(
  input: Record<string, unknown>,
  ctx: WriteCtx,
  columns: readonly string[],
  why: string,
): void {
  if (!ctx.current) return;
  for (const c of columns) if (c in input && input[c] !== ctx.current[c]) throw badRequest(c, `cannot change: ${why}`);
}
