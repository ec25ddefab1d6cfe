import type { CallDecl } from './declare-call';
import { DM_CALLS as D } from './device-maintenance';
import { bodyRefusal } from './fields';

// The device maintenance calls' declarations refuse a body as their handlers did before them (dm.calls.ts): the same
// field, code and params, and hand the handler the body it read.
const first = (d: CallDecl, body: unknown) => bodyRefusal(d.input, body);
const parsed = (d: CallDecl, body: unknown): unknown => d.input.parse(body);

describe('the device maintenance calls', () => {
  it.each([
    ['close', D.close, { id: 1, x: 1 }, 'x', 'input.unknown_field'],
    ['close', D.close, { id: 1, end_at: null }, 'end_at', 'input.date_time_string'],
    ['close', D.close, { id: 1, fdesc: 'x'.repeat(257) }, 'fdesc', 'input.too_long', { max: 256 }],
    ['close', D.close, { id: 1, cause: 'x'.repeat(513) }, 'cause', 'input.too_long', { max: 512 }],
    ['close', D.close, { id: 1, parts: 1 }, 'parts', 'input.string'],
    [
      'multi',
      D.multiCreate,
      { device_asset_id: 1, dm_item_ids: [] },
      'dm_item_ids',
      'device_maintenance.items_required',
    ],
    ['multi', D.multiCreate, { device_asset_id: 1, dm_item_ids: [0] }, 'dm_item_ids', 'input.ids', { max: 500 }],
    ['delete', D.deleteByDevice, { device_asset_id: 1, dm_item_ids: null }, 'dm_item_ids', 'input.ids', { max: 500 }],
    ['enter', D.getLately, {}, 'barcode', 'input.non_empty_string'],
    ['enter', D.getLately, { barcode: '' }, 'barcode', 'input.non_empty_string'],
    ['enter', D.getLately, { device_asset_id: 'A' }, 'device_asset_id', 'input.positive_int'],
    ['stat', D.statDay, { from: '2026-01-02', to: '2026-01-02' }, 'to', 'input.after_from'],
    [
      'stat',
      D.statDay,
      { from: '2026-01-01', to: '2026-04-03T00:00:01Z' },
      'to',
      'device_maintenance.range_too_long',
      { max: 92 },
    ],
    [
      'stat',
      D.statDay,
      { from: '2026-01-01', to: '2026-01-02', product_line_id: null },
      'product_line_id',
      'input.positive_int',
    ],
    ['line', D.lineAlerts, {}, 'product_line_id', 'input.positive_int'],
    ['sweep', D.sweep, { x: 1 }, 'x', 'input.unknown_field'],
  ] as [string, CallDecl, unknown, string, string, object?][])('%s (row %#)', (_, d, body, field, code, ...params) => {
    const r = first(d, body);
    expect(r).toMatchObject({ field, code });
    if (params.length > 0) expect(r!.params).toEqual(params[0]);
  });

  it('hands the handler what it read', () => {
    expect(parsed(D.close, { id: 1, cause: null, action: ' a ' })).toEqual({ id: 1, cause: '', action: ' a ' });
    expect(parsed(D.close, { id: 1, end_at: '2026-01-01T08:00:00Z' })).toEqual({
      id: 1,
      end_at: new Date('2026-01-01T08:00:00Z'),
    });
    expect(parsed(D.getLately, { barcode: ' M1 ' })).toEqual({ barcode: ' M1 ' });
    expect(parsed(D.statDay, { from: '2026-01-01T00:00:00Z', to: '2026-04-03T00:00:00Z' })).toEqual({
      from: new Date('2026-01-01T00:00:00Z'),
      to: new Date('2026-04-03T00:00:00Z'),
    });
    expect(parsed(D.deleteByDevice, { device_asset_id: 1, dm_item_ids: [2, 2] })).toEqual({
      device_asset_id: 1,
      dm_item_ids: [2],
    });
  });
});
