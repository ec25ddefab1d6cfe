import { ErrorCode, type RefusalCode, type ScreenBinding } from '@mes/contracts';
import type pg from 'pg';
import { AppException, refuse } from '../../core/api/app.exception';
import { idField, textField } from '../../core/api/call-input';

// The one field that names what a screen shows (enter_projection_code, kanban_mgt/screen/rebind) and the binding it
// makes: product_line_id -> line, worder_id -> worder, station_id -> station_sop, smt_order_id -> smt_order,
// worder_type -> product_line, board -> a board without a parameter.
export const TARGET_FIELDS = [
  'product_line_id',
  'worder_id',
  'station_id',
  'smt_order_id',
  'worder_type',
  'board',
] as const;
export const PARAMLESS_BOARDS = ['home', 'worder_list', 'order_wip', 'package_list'] as const;
export const WORDER_TYPE = /^[A-Za-z0-9_-]{1,32}$/;

export function parseBindingTarget(body: Record<string, unknown>): ScreenBinding {
  const given = TARGET_FIELDS.filter((f) => body[f] !== undefined);
  if (given.length !== 1) throw refuse('target', 'kanban.exactly_one_target', { values: TARGET_FIELDS.join(', ') });
  switch (given[0]) {
    case 'product_line_id':
      return { board: 'line', params: { product_line_id: idField(body, 'product_line_id') } };
    case 'worder_id':
      return { board: 'worder', params: { worder_id: idField(body, 'worder_id') } };
    case 'station_id':
      return { board: 'station_sop', params: { station_id: idField(body, 'station_id') } };
    case 'smt_order_id':
      return { board: 'smt_order', params: { smt_order_id: idField(body, 'smt_order_id') } };
    case 'worder_type': {
      const type = textField(body, 'worder_type', 32) ?? '';
      if (!WORDER_TYPE.test(type)) throw refuse('worder_type', 'kanban.worder_type');
      return { board: 'product_line', params: { worder_type: type } };
    }
    case 'board': {
      const board = body.board;
      if (typeof board !== 'string' || !(PARAMLESS_BOARDS as readonly string[]).includes(board)) {
        throw refuse('board', 'input.one_of', { values: PARAMLESS_BOARDS.join(', ') });
      }
      return { board: board as (typeof PARAMLESS_BOARDS)[number], params: {} };
    }
  }
}

type Reference = { param: string; table: string } & ({ err: number; what: string } | { refusal: RefusalCode });

const REFERENCES: Partial<Record<ScreenBinding['board'], Reference>> = {
  line: { param: 'product_line_id', table: 'product_line', err: ErrorCode.NO_PRODUCT_LINE, what: 'product line' },
  worder: { param: 'worder_id', table: 'worder', err: ErrorCode.NO_WORK_ORDER, what: 'work order' },
  station_sop: { param: 'station_id', table: 'station', err: ErrorCode.NO_STATION, what: 'station' },
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
  if ('refusal' in ref) throw refuse(ref.param, ref.refusal, { id });
  throw new AppException(ref.err, `${ref.param}: no ${ref.what} ${id}`, { field: ref.param });
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
