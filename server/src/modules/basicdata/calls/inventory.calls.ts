import type pg from 'pg';
import { ON_HAND } from '@mes/contracts';
import { checkedRows, rowShape } from '../../../core/db/checked-rows';
import { queryRows } from '../../../core/db/runtime-sql';
import { implementCall, type ResourceRegistry } from '../../../core/resource/resource.registry';

const SELECT = `SELECT i.id, i.stock_id, s.fnumber AS stock_fnumber, s.fname AS stock_fname,
  i.stock_place_id, p.fnumber AS stock_place_fnumber, p.fname AS stock_place_fname,
  i.icitem_id, m.fnumber AS icitem_fnumber, m.fname AS icitem_fname, m.fspec AS icitem_fspec,
  i.batch_no, i.fqty::float8 AS fqty, i.updated_at
  FROM icinventory i JOIN stock s ON s.id = i.stock_id JOIN icitem m ON m.id = i.icitem_id
  LEFT JOIN stock_place p ON p.id = i.stock_place_id`;
const MAX_ROWS = 5000;
// each call's condition and order are its own (below), so the rows are checked (docs/database.md, "Checked rows"):
// the contract's OnHandRow (updated_at a Date here, its ISO text on the wire)
const ON_HAND_ROW = rowShape('basicdata.on_hand', {
  id: 'number',
  stock_id: 'number',
  stock_fnumber: 'string',
  stock_fname: 'string',
  stock_place_id: 'number | null',
  stock_place_fnumber: 'string | null',
  stock_place_fname: 'string | null',
  icitem_id: 'number',
  icitem_fnumber: 'string',
  icitem_fname: 'string',
  icitem_fspec: 'string',
  batch_no: 'string',
  fqty: 'number',
  updated_at: 'date',
});

type StockQuery = { where: string; order: string; params: unknown[] };

// Immediate (on-hand) stock: by warehouse, by place, and by material property (contracts/src/calls/basicdata.ts).
// Each call names its condition; the rows are always the non-zero balances, at most MAX_ROWS.
export function registerInventoryCalls(registry: ResourceRegistry, pool: pg.Pool): void {
  const rows = async ({ where, order, params }: StockQuery) =>
    checkedRows(
      ON_HAND_ROW,
      await queryRows(pool, `${SELECT} WHERE i.fqty <> 0 ${where} ORDER BY ${order} LIMIT ${MAX_ROWS}`, params),
    );
  implementCall(registry, ON_HAND.ofStock, ({ stock_id }) => {
    const params = stock_id === undefined ? [] : [stock_id];
    return rows({
      where: params.length ? 'AND i.stock_id = $1' : '',
      order: 's.fnumber, m.fnumber, i.batch_no',
      params,
    });
  });
  implementCall(registry, ON_HAND.byProperty, ({ property, value, stock_id }) => {
    const params: unknown[] = [`%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`];
    if (stock_id !== undefined) params.push(stock_id);
    const where = `AND m.${property} ILIKE $1 ${params.length > 1 ? 'AND i.stock_id = $2' : ''}`;
    return rows({ where, order: 's.fnumber, m.fnumber', params });
  });
  implementCall(registry, ON_HAND.ofPlace, ({ stock_place_id }) =>
    rows({ where: 'AND i.stock_place_id = $1', order: 'm.fnumber, i.batch_no', params: [stock_place_id] }),
  );
}
