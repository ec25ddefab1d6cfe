import { ErrorCode } from '@mes/contracts';
import type { DataSource } from 'typeorm';
import { refuseAs } from '../../../core/api/app.exception';

type TypeRow = { label_type: string; id: number; fnumber: string; fname: string; product_id: number | null };

// Which label designs a work order prints: per label type, the order's product's own design, else a general one
// (product_id NULL); the newest of each.
export class LabelQueryService {
  constructor(private readonly ds: DataSource) {}

  async typesOf(worderId: number): Promise<TypeRow[]> {
    const order = (await this.ds.query('SELECT product_id FROM worder WHERE id = $1', [worderId])) as {
      product_id: number;
    }[];
    if (order.length === 0)
      throw refuseAs(ErrorCode.NO_WORK_ORDER, 'worder_id', 'product.no_work_order', { order: worderId });
    return (await this.ds.query(
      `SELECT DISTINCT ON (label_type) label_type, id, fnumber, fname, product_id FROM label_design
       WHERE NOT disabled AND (product_id = $1 OR product_id IS NULL)
       ORDER BY label_type, product_id IS NULL, id DESC`,
      [order[0].product_id],
    )) as TypeRow[];
  }
}
