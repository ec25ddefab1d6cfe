import { ErrorCode } from '@mes/contracts';
import type pg from 'pg';
import { refuseAs } from '../../../core/api/app.exception';
import { first, rows, sql, type RowOf } from '../../../core/db/sql';

const ORDER_PRODUCT = sql('product-mgt.label_order_product', 'SELECT product_id FROM worder WHERE id = $1');
const DESIGNS = sql(
  'product-mgt.label_designs_of_product',
  `SELECT DISTINCT ON (label_type) label_type, id, fnumber, fname, product_id FROM label_design
       WHERE NOT disabled AND (product_id = $1 OR product_id IS NULL)
       ORDER BY label_type, product_id IS NULL, id DESC`,
);

type TypeRow = RowOf<'product-mgt.label_designs_of_product'>;

// Which label designs a work order prints: per label type, the order's product's own design, else a general one
// (product_id NULL); the newest of each.
export class LabelQueryService {
  constructor(private readonly pool: pg.Pool) {}

  async typesOf(worderId: number): Promise<TypeRow[]> {
    const pool = this.pool;
    const order = await first(pool, ORDER_PRODUCT, [worderId]);
    if (!order) throw refuseAs(ErrorCode.NO_WORK_ORDER, 'worder_id', 'product.no_work_order', { order: worderId });
    return rows(pool, DESIGNS, [order.product_id]);
  }
}
