import { WorkOrderStatus, type RefusalCode, type RefusalParams } from '@mes/contracts';
import { refuse } from '../../../core/api/app.exception';
import type { FieldDef, HookContext, Row } from '../../../core/resource/resource.types';
import { tr } from '../../basicdata';

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

/**
 * Columns that fix what is being produced and how: changeable only while the order is still ready. `code` is the
 * refusal, its text naming the order's status word as {status} (product.worder_fixed_once_started).
 */
export function refuseOnceStarted(
  input: Record<string, unknown>,
  ctx: WriteCtx,
  columns: readonly string[],
  code: RefusalCode,
): void {
  const current = ctx.current;
  if (!current || current.status === WorkOrderStatus.READY) return;
  for (const c of columns) {
    if (c in input && input[c] !== current[c]) {
      throw refuse(c, code, { status: String(WorkOrderStatus.keyOf(current.status)?.toLowerCase()) });
    }
  }
}

/** plan_end_at not before plan_start_at, comparing the new value with the stored one when only one is sent. */
export function checkPlanWindow(input: Record<string, unknown>, ctx: WriteCtx): void {
  const start = time('plan_start_at' in input ? input.plan_start_at : ctx.current?.plan_start_at);
  const end = time('plan_end_at' in input ? input.plan_end_at : ctx.current?.plan_end_at);
  if (start !== null && end !== null && end < start) throw refuse('plan_end_at', 'product.plan_end_before_start');
}

/** Columns fixed at creation: a different value needs a new record. `why` is the refusal of the catalogue. */
export function refuseChange(
  input: Record<string, unknown>,
  ctx: WriteCtx,
  columns: readonly string[],
  why: { code: RefusalCode; params?: RefusalParams },
): void {
  if (!ctx.current) return;
  for (const c of columns) {
    if (!(c in input) || input[c] === ctx.current[c]) continue;
    throw refuse(c, why.code, why.params);
  }
}
