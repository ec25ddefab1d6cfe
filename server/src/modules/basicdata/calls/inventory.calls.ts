import type { DataSource } from 'typeorm';
import { badRequest } from '../../../core/api/app.exception';
import { idField, onlyFields, textField } from '../../../core/api/call-input';
import type { ResourceRegistry } from '../../../core/resource/resource.registry';

const SELECT = `SELECT i.id, i.stock_id, s.fnumber AS stock_fnumber, s.fname AS stock_fname,
  i.stock_place_id, p.fnumber AS stock_place_fnumber, p.fname AS stock_place_fname,
  i.icitem_id, m.fnumber AS icitem_fnumber, m.fname AS icitem_fname, m.fspec AS icitem_fspec,
  i.batch_no, i.fqty::float8 AS fqty, i.updated_at
  FROM icinventory i JOIN stock s ON s.id = i.stock_id JOIN icitem m ON m.id = i.icitem_id
  LEFT JOIN stock_place p ON p.id = i.stock_place_id`;
const MAX_ROWS = 5000;
const PROPERTIES = ['fnumber', 'fname', 'fspec', 'fdesc'] as const;

// Immediate (on-hand) stock: by warehouse, by place, and by material property.
export function registerInventoryCalls(registry: ResourceRegistry, ds: DataSource): void {
  registry.registerExtra({
    path: 'basicdata/stock/immediate',
    permission: 'basicdata.stock.immediate',
    summary: 'on-hand stock of a warehouse (or all)',
    handler: async (b) => {
      onlyFields(b, ['stock_id']);
      const params = b.stock_id === undefined ? [] : [idField(b, 'stock_id')];
      return ds.query(
        `${SELECT} WHERE i.fqty <> 0 ${params.length ? 'AND i.stock_id = $1' : ''} ORDER BY s.fnumber, m.fnumber, i.batch_no LIMIT ${MAX_ROWS}`,
        params,
      );
    },
  });
  registry.registerExtra({
    path: 'basicdata/stock/by_property',
    permission: 'basicdata.stock.by_property',
    summary: 'on-hand stock of the materials whose code, name, specification or description contains the text',
    handler: async (b) => {
      onlyFields(b, ['property', 'value', 'stock_id']);
      const property = b.property ?? 'fspec';
      if (!PROPERTIES.includes(property as (typeof PROPERTIES)[number]))
        throw badRequest('property', `must be one of ${PROPERTIES.join(', ')}`);
      const value = textField(b, 'value', 128)!;
      const params: unknown[] = [`%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`];
      if (b.stock_id !== undefined) params.push(idField(b, 'stock_id'));
      return ds.query(
        `${SELECT} WHERE i.fqty <> 0 AND m.${property} ILIKE $1 ${params.length > 1 ? 'AND i.stock_id = $2' : ''}
        ORDER BY s.fnumber, m.fnumber LIMIT ${MAX_ROWS}`,
        params,
      );
    },
  });
  registry.registerExtra({
    path: 'basicdata/stock_place/immediate',
    permission: 'basicdata.stock_place.immediate',
    summary: 'on-hand stock at a place',
    handler: async (b) => {
      onlyFields(b, ['stock_place_id']);
      return ds.query(
        `${SELECT} WHERE i.fqty <> 0 AND i.stock_place_id = $1 ORDER BY m.fnumber, i.batch_no LIMIT ${MAX_ROWS}`,
        [idField(b, 'stock_place_id')],
      );
    },
  });
}
