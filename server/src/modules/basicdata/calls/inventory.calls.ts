import type { DataSource } from 'typeorm';
import { refuse } from '../../../core/api/app.exception';
import { idField, onlyFields, textField } from '../../../core/api/call-input';
import { moduleCall, type ResourceRegistry } from '../../../core/resource/resource.registry';

const SELECT = `SELECT i.id, i.stock_id, s.fnumber AS stock_fnumber, s.fname AS stock_fname,
  i.stock_place_id, p.fnumber AS stock_place_fnumber, p.fname AS stock_place_fname,
  i.icitem_id, m.fnumber AS icitem_fnumber, m.fname AS icitem_fname, m.fspec AS icitem_fspec,
  i.batch_no, i.fqty::float8 AS fqty, i.updated_at
  FROM icinventory i JOIN stock s ON s.id = i.stock_id JOIN icitem m ON m.id = i.icitem_id
  LEFT JOIN stock_place p ON p.id = i.stock_place_id`;
const MAX_ROWS = 5000;
const PROPERTIES = ['fnumber', 'fname', 'fspec', 'fdesc'] as const;

type StockQuery = { where: string; order: string; params: unknown[] };

// Immediate (on-hand) stock: by warehouse, by place, and by material property. Each call names its fields and its
// condition; the rows are always the non-zero balances, at most MAX_ROWS.
export function registerInventoryCalls(registry: ResourceRegistry, ds: DataSource): void {
  const stockCall = (
    path: string,
    summary: string,
    fields: string[],
    query: (b: Record<string, unknown>) => StockQuery,
  ) =>
    moduleCall(registry, 'basicdata', path, summary, async (b) => {
      onlyFields(b, fields);
      const { where, order, params } = query(b);
      return ds.query(`${SELECT} WHERE i.fqty <> 0 ${where} ORDER BY ${order} LIMIT ${MAX_ROWS}`, params);
    });
  stockCall('stock/immediate', 'on-hand stock of a warehouse (or all)', ['stock_id'], (b) => {
    const params = b.stock_id === undefined ? [] : [idField(b, 'stock_id')];
    return { where: params.length ? 'AND i.stock_id = $1' : '', order: 's.fnumber, m.fnumber, i.batch_no', params };
  });
  stockCall(
    'stock/by_property',
    'on-hand stock of the materials whose code, name, specification or description contains the text',
    ['property', 'value', 'stock_id'],
    (b) => {
      const property = b.property ?? 'fspec';
      if (!PROPERTIES.includes(property as (typeof PROPERTIES)[number]))
        throw refuse('property', 'input.one_of', { values: PROPERTIES.join(', ') });
      const value = textField(b, 'value', 128)!;
      const params: unknown[] = [`%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`];
      if (b.stock_id !== undefined) params.push(idField(b, 'stock_id'));
      const where = `AND m.${property} ILIKE $1 ${params.length > 1 ? 'AND i.stock_id = $2' : ''}`;
      return { where, order: 's.fnumber, m.fnumber', params };
    },
  );
  stockCall('stock_place/immediate', 'on-hand stock at a place', ['stock_place_id'], (b) => ({
    where: 'AND i.stock_place_id = $1',
    order: 'm.fnumber, i.batch_no',
    params: [idField(b, 'stock_place_id')],
  }));
}
