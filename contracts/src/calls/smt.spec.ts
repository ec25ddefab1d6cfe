import type { CallDecl } from './declare-call';
import { bodyRefusal } from './fields';
import { MSD } from './msd';
import { SMT_BAD_MARK, SMT_FEEDING, SMT_REEL_CALLS, SMT_SCHEDULING } from './smt';
import { SMT_PLANS } from './smt-plans';

// The SMT and MSD declarations refuse as their calls always did: the field, the code and its params of the first fault
// (the server's parseInput reads the same issue).
const refusal = (d: CallDecl, body: unknown) => bodyRefusal(d.input, body);
const parsed = (d: CallDecl, body: unknown): unknown => d.input.parse(body);

describe('SMT feeding calls', () => {
  const reel = { id: 1, work_cert: 'c', slot: '1', barcode: 'R-1' };

  it('a reel step takes the slot, the reel and its optional code and turn; the work_cert is the feeding’s to check', () => {
    expect(parsed(SMT_REEL_CALLS.scanning, { ...reel, fnumber: 'P-1', turn: 2 })).toEqual({
      ...reel,
      fnumber: 'P-1',
      turn: 2,
    });
    expect(parsed(SMT_REEL_CALLS.unloading, { id: 1, slot: '1', barcode: 'R-1' })).toEqual({
      id: 1,
      slot: '1',
      barcode: 'R-1',
    });
    expect(refusal(SMT_REEL_CALLS.scanning, { ...reel, fnumber: '' })).toMatchObject({
      field: 'fnumber',
      code: 'input.non_empty_string',
    });
    expect(refusal(SMT_REEL_CALLS.splicing, { ...reel, turn: 0 })).toEqual({
      field: 'turn',
      code: 'input.whole_number_min',
      params: { min: 1 },
    });
    expect(refusal(SMT_REEL_CALLS.changing, { ...reel, slot: 'x'.repeat(33) })).toEqual({
      field: 'slot',
      code: 'input.too_long',
      params: { max: 32 },
    });
  });

  it('unlock_slot reads its reason first: trimmed, not blank', () => {
    expect(parsed(SMT_FEEDING.unlockSlot, { id: 1, slot: '3', reason: '  jammed ' })).toEqual({
      id: 1,
      slot: '3',
      reason: 'jammed',
    });
    expect(refusal(SMT_FEEDING.unlockSlot, { id: 1, slot: '3', reason: '   ' })).toMatchObject({
      field: 'reason',
      code: 'smt.unlock_reason_required',
    });
    expect(refusal(SMT_FEEDING.unlockSlot, { id: 'x', reason: '' })).toMatchObject({
      field: 'reason',
      code: 'input.non_empty_string',
    });
  });

  it('trace needs a moment: sn (when it passed the line) or at', () => {
    expect(refusal(SMT_FEEDING.trace, { smt_order_id: 1 })).toMatchObject({
      field: 'at',
      code: 'input.date_time_string',
    });
    expect(parsed(SMT_FEEDING.trace, { smt_order_id: 1, sn: 'SN1' })).toEqual({ smt_order_id: 1, sn: 'SN1' });
    const at = parsed(SMT_FEEDING.trace, { smt_order_id: 1, at: '2026-01-02T03:04:05Z', slot: '7' }) as { at: Date };
    expect(at.at.toISOString()).toBe('2026-01-02T03:04:05.000Z');
  });

  it('the lists take a filter string only', () => {
    expect(parsed(SMT_FEEDING.log, { filter: 'smt_feeding_id:1' })).toEqual({ filter: 'smt_feeding_id:1' });
    expect(refusal(SMT_FEEDING.changes, { filter: 1 })).toMatchObject({ field: 'filter', code: 'input.string' });
    expect(refusal(SMT_FEEDING.export, { locale: 'fr' })).toMatchObject({ field: 'locale', code: 'input.locale' });
  });
});

describe('SMT queue, settings, imports and bad marks', () => {
  it('append takes exactly one of smt_order_id and worder_id', () => {
    for (const body of [{ product_line_id: 1 }, { product_line_id: 1, smt_order_id: 2, worder_id: 3 }])
      expect(refusal(SMT_SCHEDULING.append, body)).toMatchObject({
        field: 'smt_order_id',
        code: 'smt.order_or_worder',
      });
    expect(refusal(SMT_SCHEDULING.append, { smt_order_id: 2 })).toMatchObject({
      field: 'product_line_id',
      code: 'input.positive_int',
    });
    expect(parsed(SMT_SCHEDULING.append, { product_line_id: 1, worder_id: 3 })).toEqual({
      product_line_id: 1,
      worder_id: 3,
    });
    expect(refusal(SMT_SCHEDULING.move, { id: 1, to_position: 0 })).toEqual({
      field: 'to_position',
      code: 'input.whole_number_min',
      params: { min: 1 },
    });
  });

  it('a settings call takes {} or { values: {...} }', () => {
    expect(parsed(SMT_SCHEDULING.settings, {})).toEqual({});
    expect(parsed(SMT_PLANS.feederSettings, { values: { lock_after_failures: 4 } })).toEqual({
      values: { lock_after_failures: 4 },
    });
    for (const values of [[1], 'x', null])
      expect(refusal(SMT_PLANS.feederSettings, { values })).toMatchObject({
        field: 'values',
        code: 'smt.settings_values_object',
      });
  });

  it('custom_import reads F2 unless told, and names a layout it does not know', () => {
    expect(parsed(SMT_PLANS.feederCustomImport, { id: 1, draft_id: 'd' })).toEqual({
      id: 1,
      layout: 'F2',
      draft_id: 'd',
    });
    expect(refusal(SMT_PLANS.feederCustomImport, { id: 1, layout: 'F9' })).toEqual({
      field: 'layout',
      code: 'input.one_of',
      params: { values: 'F4, F2' },
    });
    expect(refusal(SMT_PLANS.feederImport, { id: 1, layout: 'F4' })).toMatchObject({
      field: 'layout',
      code: 'input.unknown_field',
    });
  });

  it('isexisted refuses a blank barcode and keeps it as sent', () => {
    expect(refusal(SMT_BAD_MARK.isExisted, { barcode: '  ' })).toMatchObject({
      field: 'barcode',
      code: 'input.not_blank',
    });
    expect(parsed(SMT_BAD_MARK.isExisted, { barcode: ' B1', position: 0 })).toEqual({ barcode: ' B1', position: 0 });
  });
});

describe('MSD calls', () => {
  it('receive_label: a receipt is both fields or neither', () => {
    expect(refusal(MSD.receiveLabel, { label: 'L', doc_type: 'cs_instock' })).toMatchObject({
      field: 'doc_id',
      code: 'input.positive_int',
    });
    expect(refusal(MSD.receiveLabel, { label: 'L', doc_id: 3 })).toEqual({
      field: 'doc_type',
      code: 'input.one_of',
      params: { values: 'cs_instock, ex_instock' },
    });
    expect(refusal(MSD.receiveLabel, { label: 'L', doc_type: 'material_rec', doc_id: 3 })).toMatchObject({
      field: 'doc_type',
      code: 'input.one_of',
    });
    expect(
      parsed(MSD.receiveLabel, { label: 'L', fnumber: ' R1 ', supplier_id: null, msd_label_hours: null, msl: '2a' }),
    ).toEqual({ label: 'L', fnumber: 'R1', supplier_id: null, msd_label_hours: null, msl: '2a' });
  });

  it('receive_label: the MSL and the label hours as the call always refused them', () => {
    expect(refusal(MSD.receiveLabel, { label: 'L', msl: '7' })).toEqual({
      field: 'msl',
      code: 'input.one_of',
      params: { values: '1, 2, 2a, 3, 4, 5, 5a, 6' },
    });
    expect(refusal(MSD.receiveLabel, { label: 'L', msd_label_hours: 0 })).toEqual({
      field: 'msd_label_hours',
      code: 'msd.label_hours_range',
      params: { min: 0.01, max: 999999 },
    });
    expect(refusal(MSD.receiveLabel, { label: 'L', msd_label_hours: '72' })).toMatchObject({
      field: 'msd_label_hours',
      code: 'msd.number',
    });
  });

  it('msd_event: a scanned event, measured numbers or null, the barcode trimmed', () => {
    expect(refusal(MSD.event, { barcode: 'R', event: 'expire' })).toEqual({
      field: 'event',
      code: 'input.one_of',
      params: { values: 'open, dry_in, dry_out, bake' },
    });
    expect(refusal(MSD.event, { barcode: 'R', event: 'bake', temp_c: 'hot' })).toMatchObject({
      field: 'temp_c',
      code: 'msd.number',
    });
    expect(parsed(MSD.event, { barcode: ' R ', event: 'dry_in', rh: null })).toEqual({
      barcode: 'R',
      event: 'dry_in',
      rh: null,
    });
    expect(refusal(MSD.sweep, { now: 1 })).toMatchObject({ field: 'now', code: 'input.unknown_field' });
  });
});
