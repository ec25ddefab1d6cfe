import type { CallDecl } from './declare-call';
import { bodyRefusal } from './fields';
import { REWORK_SN_CALLS, WORDER_CALLS, WORDER_SN_CALLS, WORKFLOW_CALLS } from './product';
import { BINDING_CALLS, ORDER_REPORTING_CALLS } from './product-definitions';
import { GLUE_CALLS, LABEL_CALLS, PACKAGING_CALLS } from './product-labels';
import { NUMBERING_CALLS } from './product-numbering';

// The product_mgt declarations refuse a body as their handlers did before them: the same field, code and params
// (unknown fields first), and answer the body the handler reads (texts trimmed, defaults filled).
const first = (d: CallDecl, body: unknown) => bodyRefusal(d.input, body);
const parsed = (d: CallDecl, body: unknown): unknown => d.input.parse(body);

const { render } = LABEL_CALLS;
const sized = { width_mm: 60, height_mm: 30, design: { elements: [] } };

describe('the product_mgt calls', () => {
  const refused: [string, CallDecl, unknown, string, string, Record<string, unknown>?][] = [
    ['generate', WORDER_SN_CALLS.generate, { worder_id: 1, key: 'k' }, 'key', 'product.sn_key_needs_policy'],
    ['generate', WORDER_SN_CALLS.generate, { worder_id: 1, count: 0 }, 'count', 'input.whole_number_min', { min: 1 }],
    ['generate', WORDER_SN_CALLS.generate, { worder_id: 1, sn_policy_id: 1, key: '' }, 'key', 'input.non_empty_string'],
    ['sn list', WORDER_SN_CALLS.list, { worder_id: 1, filter: 3 }, 'filter', 'input.string'],
    ['enter', REWORK_SN_CALLS.enter, { reworder_id: 1, sns: 'S1' }, 'sns', 'product.strings_array', { max: 10_000 }],
    ['enter', REWORK_SN_CALLS.enter, { reworder_id: 1, sns: [] }, 'sns', 'product.strings_array', { max: 10_000 }],
    [
      'enter',
      REWORK_SN_CALLS.enter,
      { reworder_id: 1, sns: ['S1', ' '] },
      'sns[1]',
      'product.string_at_most',
      { max: 64 },
    ],
    [
      'enter',
      REWORK_SN_CALLS.enter,
      { reworder_id: 1, sns: ['S'.repeat(65)] },
      'sns[0]',
      'product.string_at_most',
      { max: 64 },
    ],
    [
      'enter',
      REWORK_SN_CALLS.enter,
      { reworder_id: 1, sns: Array.from({ length: 10_001 }, (_, i) => `S${i}`) },
      'sns',
      'product.strings_array',
      { max: 10_000 },
    ],
    [
      'stations',
      WORKFLOW_CALLS.setStations,
      { workflow_id: 1, station_ids: 1 },
      'station_ids',
      'product.workflow_station_ids',
      { max: 200 },
    ],
    [
      'stations',
      WORKFLOW_CALLS.setStations,
      { workflow_id: 1, station_ids: Array.from({ length: 201 }, (_, i) => i + 1) },
      'station_ids',
      'product.workflow_station_ids',
      { max: 200 },
    ],
    [
      'stations',
      WORKFLOW_CALLS.setStations,
      { workflow_id: 1, station_ids: [1, 0] },
      'station_ids[1]',
      'input.positive_int',
    ],
    ['sheet', WORDER_CALLS.exportSnStatus, { worder_id: 1, locale: 'fr' }, 'locale', 'input.locale'],
    [
      'shift',
      WORDER_CALLS.inShift,
      { product_line_id: 1, at: '2025-02-30' },
      'at',
      'input.date_no_day',
      { month: '2025-02', days: 28, value: '2025-02-30' },
    ],
    ['calc', NUMBERING_CALLS.sn.preview, { id: 1, count: 1001 }, 'count', 'product.numbering_count_max', { max: 1000 }],
    ['calc', NUMBERING_CALLS.bn.preview, { id: 1, count: 0 }, 'count', 'input.whole_number_min', { min: 1 }],
    ['calc', NUMBERING_CALLS.bn.preview, { id: 1, count: 2 ** 31 }, 'count', 'input.whole_number_min', { min: 1 }],
    ['build', NUMBERING_CALLS.sn.build, { id: 1 }, 'worder_id', 'input.positive_int'],
    ['build', NUMBERING_CALLS.sn.build, { id: 1, worder_id: null }, 'worder_id', 'input.positive_int'],
    [
      'build',
      NUMBERING_CALLS.bn.build,
      { id: 1, count: 1_000_001 },
      'count',
      'product.numbering_count_max',
      { max: 1_000_000 },
    ],
    ['export', NUMBERING_CALLS.exportBns, { filter: ['a'] }, 'filter', 'input.string'],
    ['render', render, { id: 1, width_mm: 60 }, 'width_mm', 'product.label_id_or_design'],
    ['render', render, { id: 1, dpi: null }, 'dpi', 'product.label_id_or_design'],
    ['render', render, { id: 1, design: {} }, 'design', 'product.label_id_or_design'],
    ['render', render, {}, 'width_mm', 'product.label_dimension'],
    ['render', render, { width_mm: 60 }, 'height_mm', 'product.label_dimension'],
    ['render', render, { width_mm: 4, height_mm: 30, design: {} }, 'width_mm', 'product.label_dimension'],
    ['render', render, { width_mm: 60, height_mm: 30 }, 'id', 'product.label_design_missing'],
    ['render', render, { ...sized, dpi: 100 }, 'dpi', 'input.one_of', { values: '203, 300, 600' }],
    ['render', render, { ...sized, format: 'gif' }, 'format', 'input.one_of', { values: 'pdf, zpl, svg, png' }],
    ['render', render, { id: 1, sn: '' }, 'sn', 'product.label_sn_length'],
    ['render', render, { id: 1, worder_id: 0 }, 'worder_id', 'input.positive_int'],
    ['render', render, { id: 1, samples: 'yes' }, 'samples', 'input.boolean'],
    ['render', render, { id: 1, values: ['a'] }, 'values', 'product.label_values_object'],
    ['render', render, { id: 1, values: null }, 'values', 'product.label_values_object'],
    ['render', render, { id: 1, copies: 101 }, 'copies', 'product.label_copies'],
    ['render', render, { id: 1, copies: 1.5 }, 'copies', 'product.label_copies'],
    [
      'labels',
      LABEL_CALLS.packingLabels,
      { worder_id: 1, level: 'crate' },
      'level',
      'input.one_of',
      { values: 'unit, box, carton, pallet' },
    ],
    [
      'weight',
      PACKAGING_CALLS.updateWeight,
      { id: 1, level: 'box', weight: -1 },
      'weight',
      'product.packaging_weight_range',
    ],
    ['weight', PACKAGING_CALLS.updateTolerance, { id: 1, level: 'box', weight: 1 }, 'weight', 'input.unknown_field'],
    [
      'glue',
      GLUE_CALLS.updateMaxWeight,
      { id: 1, max_weight: 100_001 },
      'max_weight',
      'product.packaging_weight_range',
    ],
    ['bind', BINDING_CALLS.bind, { sn: 'S1', barcode: '  ' }, 'barcode', 'input.non_empty_string'],
    ['bind', BINDING_CALLS.bind, { sn: 'S1', barcode: 'B'.repeat(129) }, 'barcode', 'input.too_long', { max: 128 }],
    [
      'change',
      BINDING_CALLS.change,
      { id: 1, barcode: 'B', reason: 'r'.repeat(257) },
      'reason',
      'product.text_at_most',
      { max: 256 },
    ],
    [
      'change',
      BINDING_CALLS.change,
      { id: 1, barcode: 'B', reason: null },
      'reason',
      'product.text_at_most',
      { max: 256 },
    ],
    ['entry', ORDER_REPORTING_CALLS.updateEntry, { id: 1, eid: 2 }, 'qty', 'product.reporting_nothing_to_change'],
    ['entry', ORDER_REPORTING_CALLS.updateEntry, { id: 1, eid: 2, qty: 0 }, 'qty', 'product.reporting_qty_range'],
    ['entry', ORDER_REPORTING_CALLS.updateEntry, { id: 1, eid: 2, qty: 1e9 + 1 }, 'qty', 'product.reporting_qty_range'],
    [
      'entry',
      ORDER_REPORTING_CALLS.updateEntry,
      { id: 1, eid: 2, fdesc: 1 },
      'fdesc',
      'product.text_at_most',
      { max: 256 },
    ],
  ];
  // (a row's params are read from the row: jest would pass its callback where a row is one short)
  it.each(refused.map((r) => [r[0], r[2], r] as const))(
    '%s refuses %j',
    (_, _body, [, d, body, field, code, params]) => {
      const r = first(d, body);
      expect(r).toMatchObject({ field, code });
      if (params) expect(r?.params).toEqual(params);
    },
  );

  it('reads serial numbers trimmed, once each, in order; stations as given', () => {
    expect(parsed(REWORK_SN_CALLS.enter, { reworder_id: 1, sns: [' S2', 'S1 ', 'S2'] })).toEqual({
      reworder_id: 1,
      sns: ['S2', 'S1'],
    });
    // a station twice is the service's to refuse (product.workflow_station_twice)
    expect(parsed(WORKFLOW_CALLS.setStations, { workflow_id: 1, station_ids: [3, 3] })).toEqual({
      workflow_id: 1,
      station_ids: [3, 3],
    });
    expect(parsed(WORKFLOW_CALLS.setStations, { workflow_id: 1, station_ids: [] })).toEqual({
      workflow_id: 1,
      station_ids: [],
    });
  });

  it('fills a sheet in Chinese by default, a build with its policy, a batch build without an order', () => {
    expect(parsed(WORDER_CALLS.customerExport, { worder_id: 1 })).toEqual({ worder_id: 1, locale: 'zh-CN' });
    expect(parsed(WORDER_CALLS.customerExport, { worder_id: 1, locale: null })).toEqual({
      worder_id: 1,
      locale: 'zh-CN',
    });
    expect(parsed(NUMBERING_CALLS.exportSns, { id: 1, locale: 'en-US' })).toEqual({ id: 1, locale: 'en-US' });
    expect(parsed(WORDER_SN_CALLS.generate, { worder_id: 1, sn_policy_id: 2, key: 'k' })).toEqual({
      worder_id: 1,
      sn_policy_id: 2,
      key: 'k',
    });
    expect(parsed(NUMBERING_CALLS.bn.build, { id: 1, worder_id: null })).toEqual({ id: 1, worder_id: null });
    expect(parsed(NUMBERING_CALLS.sn.import, { id: 1, draft_id: 'd' })).toEqual({ id: 1, draft_id: 'd' });
    expect(NUMBERING_CALLS.bn.import.path).toBe('product_mgt/bn_policy/upload');
    expect(NUMBERING_CALLS.sn.preview.path).toBe('product_mgt/sn_policy/calcsn');
  });

  it('renders a saved design or an unsaved one; its design, values and element are the renderer’s to check', () => {
    expect(parsed(render, { id: 1, format: 'zpl', values: { qty: 3 }, samples: true, copies: 2 })).toEqual({
      id: 1,
      format: 'zpl',
      values: { qty: 3 },
      samples: true,
      copies: 2,
    });
    expect(parsed(render, { ...sized, dpi: 300, format: null, element: 'x' })).toMatchObject({ dpi: 300 });
  });

  it('binds a scanned barcode trimmed; a change without a reason gives none', () => {
    expect(parsed(BINDING_CALLS.bind, { sn: ' S1 ', barcode: ' B1 ', station_id: null })).toEqual({
      sn: 'S1',
      barcode: 'B1',
      station_id: null,
    });
    expect(parsed(BINDING_CALLS.change, { id: 1, barcode: 'B2 ', reason: ' worn ' })).toEqual({
      id: 1,
      barcode: 'B2',
      reason: 'worn',
    });
    expect(parsed(BINDING_CALLS.change, { id: 1, barcode: 'B2' })).toEqual({ id: 1, barcode: 'B2', reason: '' });
    expect(parsed(ORDER_REPORTING_CALLS.updateEntry, { id: 1, eid: 2, fdesc: '' })).toEqual({
      id: 1,
      eid: 2,
      fdesc: '',
    });
  });
});
