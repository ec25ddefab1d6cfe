import { WorkOrderStatus } from '@mes/contracts';
import { badRequest } from '../../../core/api/app.exception';
import type { FieldDef, HookContext, Row } from '../../../core/resource/resource.types';
import { oneOf } from '../../basicdata/resources/fields';

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

/** Columns that may change only while `ok(current row)` holds (a document that has not started yet). */
export function refuseUnless(
  input: Record<string, unknown>,
  ctx: WriteCtx,
  columns: readonly string[],
  ok: (row: Row) => boolean,
  why: string,
): void {
  const current = ctx.current;
  if (!current || ok(current)) return;
  for (const c of columns) if (c in input && input[c] !== current[c]) throw badRequest(c, `cannot change: ${why}`);
}

export const isReady = (row: Row): boolean => row.status === WorkOrderStatus.READY;
