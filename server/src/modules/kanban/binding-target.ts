import { ErrorCode, type RefusalCode, type ScreenBinding } from '@mes/contracts';
import type pg from 'pg';
import { refuseAs } from '../../core/api/app.exception';

// What a screen shows is named by one target field (contracts/src/calls/kanban-screens.ts, bindingOfTarget): the record
// it names must exist.

type Reference = { param: string; table: string; refusal: RefusalCode; err?: number };

const REFERENCES: Partial<Record<ScreenBinding['board'], Reference>> = {
  line: {
    param: 'product_line_id',
    table: 'product_line',
    err: ErrorCode.NO_PRODUCT_LINE,
    refusal: 'kanban.no_product_line',
  },
  worder: { param: 'worder_id', table: 'worder', err: ErrorCode.NO_WORK_ORDER, refusal: 'kanban.no_work_order' },
  station_sop: { param: 'station_id', table: 'station', err: ErrorCode.NO_STATION, refusal: 'kanban.no_station' },
  // no error code for a missing SMT order: a refusal (400) naming the field
  smt_order: { param: 'smt_order_id', table: 'smt_order', refusal: 'kanban.no_smt_order' },
};

/** The record a binding names exists (1203, 1211, 1205, 400 for an SMT order); disabled records may still be shown. */
export async function checkBindingTarget(pool: pg.Pool, binding: ScreenBinding): Promise<void> {
  const ref = REFERENCES[binding.board];
  if (!ref) return;
  const id = binding.params[ref.param];
  const { rowCount } = await pool.query(`SELECT 1 FROM ${ref.table} WHERE id = $1`, [id]);
  if (rowCount) return;
  throw refuseAs(ref.err ?? ErrorCode.BAD_REQUEST, ref.param, ref.refusal, { id });
}

/** The line an SMT order binding may also join (line:<id>), or null for other bindings and a missing order. */
export async function boundLineOf(pool: pg.Pool, binding: ScreenBinding | null): Promise<number | null> {
  const id = binding?.board === 'smt_order' ? Number(binding.params.smt_order_id) : NaN;
  if (!Number.isInteger(id)) return null;
  const { rows } = await pool.query<{ product_line_id: number | string }>(
    'SELECT product_line_id FROM smt_order WHERE id = $1',
    [id],
  );
  return rows[0] ? Number(rows[0].product_line_id) : null;
}
