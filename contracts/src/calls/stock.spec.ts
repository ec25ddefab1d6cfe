import type { CallDecl } from './declare-call';
import { bodyRefusal } from './fields';
import { STOCK_COUNT_CALLS, STOCK_DOC_WORK } from './stock';
import { STOCK_BOX_CALLS } from './stock-boxes';
import { REEL_DOC_WORK, STOCK_FLOW_CALLS } from './stock-flow';
import { STOCK_TRACE_CALLS } from './stock-trace';

// The stock calls' declarations refuse a body as their handlers did before them: the same field, code and params
// (unknown fields first), and answer the body the handler reads (texts trimmed, defaults filled, dates read).
const first = (d: CallDecl, body: unknown) => bodyRefusal(d.input, body);
const parsed = (d: CallDecl, body: unknown): unknown => d.input.parse(body);

const { bundle, prepare, reportQty, split } = STOCK_FLOW_CALLS;

describe('the stock calls', () => {
  it.each([
    ['adjust', STOCK_BOX_CALLS.adjust, { from_box: 'B1', to_box: 'B2', fqty: 1, x: 1 }, 'x', 'input.unknown_field'],
    ['adjust', STOCK_BOX_CALLS.adjust, { from_box: '', to_box: 'B2', fqty: 1 }, 'from_box', 'input.non_empty_string'],
    ['adjust', STOCK_BOX_CALLS.adjust, { from_box: 'B1', to_box: 'B1', fqty: 1 }, 'to_box', 'stock.adjust_same_box'],
    [
      'adjust',
      STOCK_BOX_CALLS.adjust,
      { from_box: 'B1', to_box: 'B2', sns: 'S1' },
      'sns',
      'stock.sns_array',
      { max: 1000 },
    ],
    ['adjust', STOCK_BOX_CALLS.adjust, { from_box: 'B1', to_box: 'B2', sns: ['S1', ' '] }, 'sns[1]', 'stock.sn_length'],
    [
      'adjust',
      STOCK_BOX_CALLS.adjust,
      { from_box: 'B1', to_box: 'B2', sns: ['S1', 'S2', 'S1'] },
      'sns[2]',
      'stock.sn_given_twice',
      { sn: 'S1' },
    ],
    [
      'adjust',
      STOCK_BOX_CALLS.adjust,
      { from_box: 'B1', to_box: 'B2', sns: ['S1'], fqty: 'x' },
      'fqty',
      'stock.sns_or_fqty',
    ],
    ['adjust', STOCK_BOX_CALLS.adjust, { from_box: 'B1', to_box: 'B2', fqty: 1.0000001 }, 'fqty', 'stock.adjust_qty'],
    ['adjust', STOCK_BOX_CALLS.adjust, { from_box: 'B1', to_box: 'B2', sns: [] }, 'fqty', 'stock.adjust_qty'],
    ['batch', bundle.batchCreate, { fqty: 0, icitem_id: 1, count: 1 }, 'fqty', 'input.positive_number'],
    [
      'batch',
      bundle.batchCreate,
      { fqty: 1, doc_type: 'outstock', entry_id: 1 },
      'doc_type',
      'input.one_of',
      { values: 'cs_instock, ex_instock' },
    ],
    ['batch', bundle.batchCreate, { fqty: 1, entry_id: 1 }, 'doc_type', 'input.non_empty_string'],
    ['batch', bundle.batchCreate, { fqty: 1, doc_type: 'cs_instock' }, 'entry_id', 'input.positive_int'],
    ['batch', bundle.batchCreate, { fqty: 1, count: 2 }, 'icitem_id', 'input.positive_int'],
    [
      'batch',
      bundle.batchCreate,
      { fqty: 1, icitem_id: 1, count: null },
      'count',
      'input.whole_number_min',
      { min: 1 },
    ],
    [
      'batch',
      bundle.batchCreate,
      { fqty: 1, icitem_id: 1, count: 1001 },
      'count',
      'stock.too_many_reels',
      { max: 1000 },
    ],
    [
      'batch',
      bundle.batchCreate,
      { fqty: 1, icitem_id: 1, count: 2 ** 31 },
      'count',
      'input.whole_number_min',
      { min: 1 },
    ],
    [
      'batch',
      bundle.batchCreate,
      { fqty: 1, icitem_id: 1, count: 1, expiry_date: '2025-02-30' },
      'expiry_date',
      'input.date_no_day',
      { month: '2025-02', days: 28, value: '2025-02-30' },
    ],
    ['print', bundle.printLabels, { ids: [] }, 'ids', 'stock.name_a_reel'],
    ['print', bundle.printLabels, { ids: [1, 0] }, 'ids', 'input.ids', { max: 1000 }],
    ['shelved', bundle.updateShelved, { ids: [1], shelved: 3 }, 'shelved', 'stock.shelved_status'],
    [
      'report',
      reportQty,
      { id: 1, fqty: 100_001, idempotency_key: 'k' },
      'fqty',
      'stock.boards_range',
      { max: 100_000 },
    ],
    ['report', reportQty, { id: 1, fqty: 0, idempotency_key: 'k' }, 'fqty', 'input.whole_number_min', { min: 1 }],
    ['report', reportQty, { id: 1, fqty: 1, idempotency_key: '  ' }, 'idempotency_key', 'input.not_empty'],
    [
      'report',
      reportQty,
      { id: 1, fqty: 1, idempotency_key: 'k'.repeat(61) },
      'idempotency_key',
      'input.too_long',
      { max: 60 },
    ],
    ['split', split, { fqty: 1 }, 'fnumber', 'input.non_empty_string'],
    ['split', split, { fqty: -1, fnumber: 'R1' }, 'fqty', 'input.positive_number'],
    ['scan', REEL_DOC_WORK.pick_material.scan, { id: 1, barcode: 'R1', uid: '' }, 'uid', 'stock.string_1_to_64'],
    ['scan', REEL_DOC_WORK.pick_material.scan, { id: 0, barcode: '' }, 'barcode', 'input.non_empty_string'],
    [
      'scan',
      STOCK_DOC_WORK.outstock.scan,
      { barcode: 'x'.repeat(129), id: 1 },
      'barcode',
      'input.too_long',
      { max: 128 },
    ],
    ['ignore', prepare.ignore, { id: 0, entry_id: 0, ignored: 'no' }, 'ignored', 'input.boolean'],
    ['settings', prepare.settings, { values: [] }, 'values', 'smt.settings_values_object'],
    ['trace', STOCK_TRACE_CALLS.icitem, { stock_id: 1 }, 'icitem_id', 'stock.icitem_or_fnumber'],
    [
      'trace',
      STOCK_TRACE_CALLS.icitem,
      { icitem_id: 1, from: '2025-02-02', to: '2025-02-01' },
      'to',
      'stock.to_before_from',
    ],
    [
      'on hand',
      STOCK_COUNT_CALLS.onHand,
      { icitem_id: 1, batch_no: 5 },
      'batch_no',
      'input.string_at_most',
      { max: 64 },
    ],
    ['import', STOCK_COUNT_CALLS.importOpening, { draft_id: 'd', draft: 'x' }, 'draft', 'input.unknown_field'],
    ['export', STOCK_COUNT_CALLS.exportOpening, { locale: 'fr' }, 'locale', 'input.locale'],
  ] as [string, CallDecl, unknown, string, string, object?][])('%s', (...row) => {
    // (a rest parameter: jest passes a `done` callback to a test taking more parameters than a row has)
    const [, d, body, at, code, params] = row;
    expect({ body, refused: first(d, body) }).toEqual({ body, refused: { field: at, code, params } });
  });

  it('reads an adjustment: the quantity without SNs, none with them, remarks default empty', () => {
    expect(parsed(STOCK_BOX_CALLS.adjust, { from_box: 'B1', to_box: 'B2', fqty: 2.5 })).toEqual({
      from_box: 'B1',
      to_box: 'B2',
      sns: [],
      fqty: 2.5,
      fdesc: '',
    });
    expect(parsed(STOCK_BOX_CALLS.adjust, { from_box: 'B1', to_box: 'B2', sns: ['S1'] })).toMatchObject({
      sns: ['S1'],
      fqty: 0,
    });
  });

  it('reads a batch of reels: a receipt line without a count, the prefix trimmed, dates as dates', () => {
    expect(
      parsed(bundle.batchCreate, {
        fqty: 500,
        doc_type: 'cs_instock',
        entry_id: 7,
        prefix: ' RX ',
        expiry_date: '2026-01-31',
      }),
    ).toEqual({
      fqty: 500,
      doc_type: 'cs_instock',
      entry_id: 7,
      prefix: 'RX',
      lot_no: '',
      expiry_date: new Date('2026-01-31T00:00:00Z'),
    });
    expect(parsed(bundle.batchCreate, { fqty: 1, icitem_id: 3, count: 2 })).toMatchObject({ prefix: 'R', count: 2 });
  });

  it('reads a report by quantity with its key trimmed, a split with a blank document number left out', () => {
    expect(parsed(reportQty, { id: 1, fqty: 3, idempotency_key: ' k1 ' })).toEqual({
      id: 1,
      fqty: 3,
      idempotency_key: 'k1',
    });
    expect(parsed(split, { fqty: 1, parent_bundle_id: 4, fbillno: '  ' })).toEqual({
      fqty: 1,
      parent_bundle_id: 4,
      fbillno: undefined,
    });
  });

  it('reads a reel scan with its label, a trace by code, the file fields of an import, an export in Chinese by default', () => {
    expect(parsed(prepare.scan, { id: 1, barcode: ' R1 ', fqty: 5 })).toEqual({ id: 1, barcode: 'R1', fqty: 5 });
    expect(parsed(STOCK_TRACE_CALLS.icitem, { fnumber: 'M1', to: '2025-02-01' })).toEqual({
      fnumber: 'M1',
      to: new Date('2025-02-01T00:00:00Z'),
    });
    const body = { content_base64: 'UEs=', filename: 'a.xlsx' };
    expect(parsed(STOCK_COUNT_CALLS.importOpening, body)).toEqual(body);
    expect(parsed(STOCK_COUNT_CALLS.exportOpening, { locale: null })).toEqual({ locale: 'zh-CN' });
  });
});
