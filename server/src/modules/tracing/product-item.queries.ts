import type pg from 'pg';
import { refuse } from '../../core/api/app.exception';
import { checkedRows, rowShape, type Checked } from '../../core/db/checked-rows';
import { queryRows } from '../../core/db/runtime-sql';
import { rows, sql } from '../../core/db/sql';
import { snStateSql } from '../product-mgt';
import { filtersOf, runList, type ListAnswer, type ListRow, type ListSpec } from './tracing-list';

// Product items: every serial number of a work order (worder_sn) with where it stands in its flow (sn_state; an SN
// that never reported waits at step 1 of its order's workflow), its order, product and line.

// SELECT and FROM are shared with the list (and take snStateSql's pieces), so `find`'s rows are checked
// (docs/database.md, "Checked rows"); the columns not named here pass through. The objects are json_build_object's.
const figure = { id: 'number', fnumber: 'string', fname: 'string' } as const;
const PRODUCT_ITEM = rowShape('tracing.product_item', {
  id: 'number',
  sn: 'string',
  worder_id: 'number',
  worder: { id: 'number', fbillno: 'string', status: 'number', workflow_id: 'number' },
  product: figure,
  product_line: figure,
  workflow_id: 'number | null',
  reworder_id: 'number | null',
  next_seq: 'number',
  last_result: 'number',
  fail_count: 'number',
  done: 'boolean',
});
export type ProductItem = ListRow & Checked<typeof PRODUCT_ITEM.columns>;
export type SnHit = { id: number; sn: string; worder: { id: number; fbillno: string } };

const SEARCH_HITS = 50;
const state = snStateSql('w.workflow_id');

const SELECT = `x.id::float8 AS id, x.sn, x.worder_id,
  json_build_object('id', w.id, 'fbillno', w.fbillno, 'status', w.status, 'workflow_id', w.workflow_id) AS worder,
  json_build_object('id', p.id, 'fnumber', p.fnumber, 'fname', p.fname) AS product,
  json_build_object('id', pl.id, 'fnumber', pl.fnumber, 'fname', pl.fname) AS product_line, ${state.columns}`;
const FROM = `worder_sn x JOIN worder w ON w.id = x.worder_id JOIN product p ON p.id = w.product_id
  JOIN product_line pl ON pl.id = w.product_line_id ${state.joins}`;

const SPEC: ListSpec = {
  name: 'product_item',
  from: FROM,
  countFrom: 'worder_sn x JOIN worder w ON w.id = x.worder_id LEFT JOIN sn_state st ON st.sn = x.sn',
  select: SELECT,
  idSql: 'x.id',
  timeSql: 'st.updated_at',
  filters: {
    ...filtersOf('text', { sn: 'x.sn' }),
    ...filtersOf('int', {
      worder_id: 'x.worder_id',
      product_id: 'w.product_id',
      product_line_id: 'w.product_line_id',
      reworder_id: 'st.reworder_id',
      last_result: 'COALESCE(st.last_result, 0)',
    }),
    ...filtersOf('bool', { done: 'COALESCE(st.done, false)' }),
  },
  search: ['x.sn'],
  sorts: { id: 'x.id', sn: 'x.sn', updated_at: "COALESCE(st.updated_at, '-infinity')" },
};

const SEARCH = sql(
  'tracing.sn_search',
  `SELECT x.id::float8 AS id, x.sn, json_build_object('id', w.id, 'fbillno', w.fbillno) AS worder
       FROM worder_sn x JOIN worder w ON w.id = x.worder_id WHERE x.sn ILIKE $1 ORDER BY x.sn LIMIT $2`,
  { notNull: ['id', 'worder'] },
);

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export class ProductItemQueries {
  constructor(private readonly pool: pg.Pool) {}

  list(filter: string | undefined): Promise<ListAnswer> {
    return runList(this.pool, SPEC, filter);
  }

  /** exactly this serial number, or 400 `sn: no serial number X` */
  async find(sn: string): Promise<ProductItem> {
    const rows = checkedRows(
      PRODUCT_ITEM,
      await queryRows(this.pool, `SELECT ${SELECT} FROM ${FROM} WHERE x.sn = $1`, [sn]),
    );
    if (rows.length === 0) throw refuse('sn', 'tracing.no_serial_number', { sn });
    return rows[0];
  }

  /** up to 50 serial numbers containing the text, in SN order (a search box) */
  async search(text: string): Promise<SnHit[]> {
    const found = await rows(this.pool, SEARCH, [`%${escapeLike(text)}%`, SEARCH_HITS]);
    // worder: json_build_object of the order's id and fbillno (NOT NULL columns)
    return found.map((r) => ({ ...r, worder: r.worder as SnHit['worder'] }));
  }
}
