import type { CallDecl } from './declare-call';
import { bodyRefusal } from './fields';
import { REPAIR_CALLS as R } from './repair';

// The repair calls' declarations refuse a body as their handlers did before them (repair.input.ts): the same field,
// code and params, and hand the handler the body it read (texts trimmed, absent ids null, defaults filled).
const first = (d: CallDecl, body: unknown) => bodyRefusal(d.input, body);
const parsed = (d: CallDecl, body: unknown): unknown => d.input.parse(body);

describe('the repair calls', () => {
  it.each([
    ['bind', R.materialBind, { sn: 'S', barcode: 'B', station_id: 1, x: 1 }, 'x', 'input.unknown_field'],
    ['bind', R.materialBind, { sn: ' ', barcode: 'B', station_id: 1 }, 'sn', 'input.non_empty_string'],
    [
      'bind',
      R.materialBind,
      { sn: 'S', barcode: 'B', station_id: 1, idempotency_key: ' ' },
      'idempotency_key',
      'repair.idempotency_key',
      { max: 128 },
    ],
    [
      'bind',
      R.annexeBind,
      { sn: 'S', barcode: 'B'.repeat(129), station_id: 1 },
      'barcode',
      'input.too_long',
      { max: 128 },
    ],
    [
      'today',
      R.today,
      { station_id: 1, kind: 'x', from: '2026-01-01' },
      'kind',
      'input.one_of',
      { values: 'binding, lot, glue' },
    ],
    ['put', R.putMaterial, { station_id: 1, barcode: 'L', qty: -1 }, 'qty', 'repair.qty_range'],
    ['glue', R.glueWeight, { station_id: 1, weight: 1 }, 'sn', 'repair.sn_or_worder'],
    ['glue', R.glueWeight, { station_id: 1, sn: 'S', weight: 100_001 }, 'weight', 'repair.weight_grams'],
    [
      'bad enter',
      R.badEnter,
      { sn: 'S', station_id: 1, error_code_ids: [] },
      'error_code_ids',
      'repair.no_error_code_named',
    ],
    [
      'bad enter',
      R.badEnter,
      { sn: 'S', station_id: 1, error_code_ids: [1], fdesc: 'x'.repeat(257) },
      'fdesc',
      'repair.text_max',
      { max: 256 },
    ],
    ['update', R.updateBadEnter, { id: 1, error_code_ids: null }, 'error_code_ids', 'input.ids', { max: 50 }],
    [
      'repair',
      R.repairEnter,
      { id: 1, cause: 'c', action: 'a', replace: {} },
      'replace',
      'repair.too_many_parts',
      { max: 50 },
    ],
    [
      'repair',
      R.repairEnter,
      { id: 1, cause: 'c', action: 'a', replace: [{ binding_id: 1, barcode: 'B', y: 1 }] },
      'replace[0].y',
      'input.unknown_field',
    ],
    [
      'repair',
      R.repairEnter,
      { id: 1, cause: 'c', action: 'a', replace: [{ binding_id: 0, barcode: 'B' }] },
      'replace[0].binding_id',
      'input.positive_int',
    ],
    ['repair', R.repairEnter, { id: 1, cause: 'c', action: 'a', replace: ['x'] }, 'replace[0]', 'input.object'],
    ['repair', R.repairEnter, { id: 1, cause: 'c', action: 'a', scrap: 1 }, 'scrap', 'input.boolean'],
    ['unbind', R.unbind, { sn: 'S', reason: 'r', binding_ids: [] }, 'binding_ids', 'repair.no_binding_named'],
    ['unbind', R.unbind, { sn: 'S', reason: ' ' }, 'reason', 'input.non_empty_string'],
    ['bindings', R.materialBinding, {}, 'barcode', 'input.non_empty_string'],
    ['export', R.export, { filter: '' }, 'filter', 'input.non_empty_string'],
    ['export', R.export, { locale: 'fr' }, 'locale', 'input.locale'],
    ['recycled', R.snRecycleList, { filter: 1 }, 'filter', 'input.string'],
    ['shifts', R.shiftView, { ps: 1001 }, 'ps', 'repair.whole_number_up_to', { max: 1000 }],
    ['shifts', R.shiftView, { pn: 0 }, 'pn', 'repair.whole_number_up_to', { max: 1_000_000 }],
  ] as [string, CallDecl, unknown, string, string, object?][])('%s (row %#)', (_, d, body, field, code, ...params) => {
    const r = first(d, body);
    expect(r).toMatchObject({ field, code });
    if (params.length > 0) expect(r!.params).toEqual(params[0]);
  });

  it('hands the handler what it read', () => {
    expect(parsed(R.materialBind, { sn: ' S ', barcode: ' B ', station_id: 1, idempotency_key: ' k ' })).toEqual({
      sn: 'S',
      barcode: 'B',
      station_id: 1,
      idempotency_key: 'k',
    });
    expect(parsed(R.putMaterial, { station_id: 1, barcode: 'L', qty: null })).toMatchObject({ qty: 0 });
    expect(parsed(R.glueWeight, { station_id: 1, worder_id: 2, weight: 0 })).toMatchObject({ worder_id: 2 });
    expect(parsed(R.badEnter, { sn: 'S', station_id: 1, error_code_ids: [2, 2, 3], fdesc: null })).toEqual({
      sn: 'S',
      station_id: 1,
      error_code_ids: [2, 3],
      fdesc: '',
      idempotency_key: null,
    });
    expect(parsed(R.updateBadEnter, { id: 1 })).toEqual({ id: 1 });
    expect(parsed(R.updateBadEnter, { id: 1, fdesc: null })).toEqual({ id: 1, fdesc: '' });
    expect(
      parsed(R.repairEnter, { id: 1, cause: ' c ', action: 'a', replace: [{ binding_id: 1, barcode: 'B' }] }),
    ).toEqual({ id: 1, cause: 'c', action: 'a', replace: [{ binding_id: 1, barcode: 'B', reason: '' }] });
    expect(parsed(R.repairEnter, { id: 1, cause: 'c', action: 'a', replace: null })).toMatchObject({ replace: [] });
    expect(parsed(R.export, { locale: null })).toEqual({ locale: 'zh-CN' });
    expect(parsed(R.snRecycleList, {})).toEqual({ filter: '' });
    expect(parsed(R.shiftView, { user_id: null })).toEqual({ user_id: null, pn: 1, ps: 50 });
    expect(parsed(R.today, { station_id: 1, kind: 'glue', from: '2026-11-29T00:00:00+08:00' })).toMatchObject({
      from: new Date('2026-11-28T16:00:00Z'),
    });
  });
});
