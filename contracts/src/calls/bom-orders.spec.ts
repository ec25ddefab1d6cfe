import { BOM_CALLS as B } from './bom-orders';
import type { CallDecl } from './declare-call';
import { bodyRefusal } from './fields';

// The BOM and requisition calls' declarations refuse a body as their handlers did before them (bom-orders.calls.ts,
// icma.service.ts moveItems): the same field, code and params, and hand the handler the body it read. An import's
// unknown field is the standard input.unknown_field (it was bom.unknown_import_field).
const first = (d: CallDecl, body: unknown) => bodyRefusal(d.input, body);
const parsed = (d: CallDecl, body: unknown): unknown => d.input.parse(body);
const max = { max: 1e9 };

describe('the BOM and requisition calls', () => {
  it.each([
    ['expand', B.multiExpand, { id: 1, depth: 2 }, 'depth', 'input.unknown_field'],
    ['expand', B.multiExpand, { id: 1, fqty: 0 }, 'fqty', 'bom.number_range', max],
    ['expand', B.multiExpand, { id: 1, fqty: 1e9 + 1 }, 'fqty', 'bom.number_range', max],
    ['import', B.import, { draft: 'x' }, 'draft', 'input.unknown_field'],
    ['import', B.import, { draft_id: 1 }, 'draft_id', 'input.string'],
    ['export', B.export, { filter: 1 }, 'filter', 'input.string'],
    ['export', B.export, { locale: 'fr' }, 'locale', 'input.locale'],
    ['diff', B.exportDiff, { id: 1 }, 'other_id', 'input.positive_int'],
    ['work', B.work, { id: 1, items: [] }, 'items', 'bom.move_items', { max: 200 }],
    ['work', B.work, { id: 1, items: null }, 'items', 'bom.move_items', { max: 200 }],
    ['back', B.back, { id: 1 }, 'items', 'bom.move_items', { max: 200 }],
    ['back', B.back, { id: 1, items: ['x'] }, 'items[0]', 'input.object'],
    ['back', B.back, { id: 1, items: [{ icitem_id: 1, qty: 1, lot: 'L' }] }, 'items[0].lot', 'input.unknown_field'],
    ['back', B.back, { id: 1, items: [{ icitem_id: 0, qty: 1 }] }, 'items[0].icitem_id', 'input.positive_int'],
    ['back', B.back, { id: 1, items: [{ icitem_id: 1, qty: -1 }] }, 'items[0].qty', 'bom.number_range', max],
    [
      'back',
      B.back,
      { id: 1, items: [{ icitem_id: 1, qty: 1, barcode: 'x'.repeat(129) }] },
      'items[0].barcode',
      'input.string_at_most',
      { max: 128 },
    ],
    [
      'back',
      B.back,
      { id: 1, items: [{ icitem_id: 1, qty: 1 }], fdesc: 'x'.repeat(257) },
      'fdesc',
      'input.too_long',
      { max: 256 },
    ],
    ['wlog', B.wlog, { filter: 1 }, 'filter', 'input.string'],
    ['setting', B.setting, { values: 1 }, 'values', 'smt.settings_values_object'],
    ['inventory', B.inventory, { icpp_id: 1, all: true }, 'all', 'input.unknown_field'],
  ] as [string, CallDecl, unknown, string, string, object?][])('%s (row %#)', (_, d, body, field, code, ...params) => {
    const r = first(d, body);
    expect(r).toMatchObject({ field, code });
    if (params.length > 0) expect(r!.params).toEqual(params[0]);
  });

  it('hands the handler what it read', () => {
    expect(parsed(B.multiExpand, { id: 1 })).toEqual({ id: 1, fqty: 1 });
    expect(parsed(B.multiExpand, { id: 1, fqty: null })).toEqual({ id: 1, fqty: 1 });
    expect(parsed(B.export, {})).toEqual({ filter: '', locale: 'zh-CN' });
    expect(parsed(B.work, { id: 1 })).toEqual({ id: 1, fdesc: '' });
    expect(parsed(B.back, { id: 1, items: [{ icitem_id: 2, qty: 0.12345678, barcode: null }], fdesc: null })).toEqual({
      id: 1,
      items: [{ icitem_id: 2, qty: 0.123457, barcode: '' }],
      fdesc: '',
    });
    expect(parsed(B.import, { filename: 'b.xlsx', content_base64: 'AA==' })).toEqual({
      filename: 'b.xlsx',
      content_base64: 'AA==',
    });
  });
});
