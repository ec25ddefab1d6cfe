import { ErrorCode, type RefusalCode, type ScreenBinding } from '@mes/contracts';
import type pg from 'pg';
import { first, run, sql, type Statement } from '../../core/db/sql';
import { refuseAs } from '../../core/api/app.exception';

// What a screen shows is named by one target field (contracts/src/calls/kanban-screens.ts, bindingOfTarget): the record
// it names must exist.

type Reference = { param: string; exists: Statement<ExistsName>; refusal: RefusalCode; err?: number };
type ExistsName = 'kanban.line_exists' | 'kanban.worder_exists' | 'kanban.station_exists' | 'kanban.smt_order_exists';

export const LINE_EXISTS = sql('kanban.line_exists', 'SELECT 1 FROM product_line WHERE id = $1');
const WORDER_EXISTS = sql('kanban.worder_exists', 'SELECT 1 FROM worder WHERE id = $1');
const STATION_EXISTS = sql('kanban.station_exists', 'SELECT 1 FROM station WHERE id = $1');
const SMT_ORDER_EXISTS = sql('kanban.smt_order_exists', 'SELECT 1 FROM smt_order WHERE id = $1');
const SMT_ORDER_LINE = sql('kanban.smt_order_line', 'SELECT product_line_id FROM smt_order WHERE id = $1');

const REFERENCES: Partial<Record<ScreenBinding['board'], Reference>> = {
  line: {
    param: 'product_line_id',
    exists: LINE_EXISTS,
    err: ErrorCode.NO_PRODUCT_LINE,
    refusal: 'kanban.no_product_line',
  },
  worder: { param: 'worder_id', exists: WORDER_EXISTS, err: ErrorCode.NO_WORK_ORDER, refusal: 'kanban.no_work_order' },
  station_sop: { param: 'station_id', exists: STATION_EXISTS, err: ErrorCode.NO_STATION, refusal: 'kanban.no_station' },
  // no error code for a missing SMT order: a refusal (400) naming the field
  smt_order: { param: 'smt_order_id', exists: SMT_ORDER_EXISTS, refusal: 'kanban.no_smt_order' },
};

/** The record a binding names exists (1203, 1211, 1205, 400 for an SMT order); disabled records may still be shown. */
export async function checkBindingTarget(pool: pg.Pool, binding: ScreenBinding): Promise<void> {
  const ref = REFERENCES[binding.board];
  if (!ref) return;
  const id = binding.params[ref.param];
  // the id as the binding holds it (a number, or digits pg reads as one)
  if (await run(pool, ref.exists, [id as number])) return;
  throw refuseAs(ref.err ?? ErrorCode.BAD_REQUEST, ref.param, ref.refusal, { id });
}

/** The line an SMT order binding may also join (line:<id>), or null for other bindings and a missing order. */
export async function boundLineOf(pool: pg.Pool, binding: ScreenBinding | null): Promise<number | null> {
  const id = binding?.board === 'smt_order' ? Number(binding.params.smt_order_id) : NaN;
  if (!Number.isInteger(id)) return null;
  const row = await first(pool, SMT_ORDER_LINE, [id]);
  return row ? Number(row.product_line_id) : null;
}
