import { WorkOrderStatus, type RefusalCode, type RefusalParams } from '@mes/contracts';
import { refuse } from '../../../core/api/app.exception';
import type { FieldDef, HookContext, Row } from '../../../core/resource/resource.types';
import { oneOf } from '../../basicdata';

export const SIDES = ['both', 'top', 'bottom'] as const;

/** The board side a plan, feeder list, mesh or order is for. */
export function sideField(): FieldDef {
  return oneOf(SIDES, '贴片面', 'Board side');
}

/** A status column changed only by the calls of a state machine. */
export function statusField(codes: readonly number[], dflt: number, zh = '状态', en = 'Status'): FieldDef {
  return { type: 'int', label: { 'zh-CN': zh, 'en-US': en }, readonly: true, default: dflt, enum: codes };
}

export type WriteCtx = HookContext & { action: 'create' | 'update'; current?: Row };

/**
 * Columns that may change only while `ok(current row)` holds (a document that has not started yet); `why` is the
 * refusal naming the column otherwise (its text starts `cannot change: `).
 */
export function refuseUnless(
  input: Record<string, unknown>,
  ctx: WriteCtx,
  columns: readonly string[],
  ok: (row: Row) => boolean,
  why: { code: RefusalCode; params?: RefusalParams },
): void {
  const current = ctx.current;
  if (!current || ok(current)) return;
  for (const c of columns) if (c in input && input[c] !== current[c]) throw refuse(c, why.code, why.params);
}

export const isReady = (row: Row): boolean => row.status === WorkOrderStatus.READY;
