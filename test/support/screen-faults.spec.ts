import { faultsOf, type Shown } from './screen-faults';

const shown = (text: string, label = '', cut = false, whole = false): Shown => ({ text, label, cut, whole });
const kinds = (...s: Shown[]) => faultsOf(s, []).map((f) => f.kind);

// The cases are the ones issue 33's walk found by eye (its defects 4, 5 and 6).
describe(faultsOf.name, () => {
  it('finds a record shown by its id: "SMT order: 1", "#1", a document column holding "1"', () => {
    expect(kinds(shown('SMT order: 1'))).toEqual(['raw_id']);
    expect(kinds(shown('贴片工单：1'))).toEqual(['raw_id']);
    expect(kinds(shown('#1'))).toEqual(['raw_id']);
    expect(kinds(shown('1', 'Source document'))).toEqual(['raw_id']);
  });

  it('takes numbers that count or measure, and numbers and names of records', () => {
    expect(kinds(shown('12', 'Order qty'), shown('3', '工单数量'), shown('Slot: 12'), shown('98.5', 'Yield'))).toEqual(
      [],
    );
    expect(kinds(shown('WO-2026-001', 'Work order'), shown('M-MCU-STM32', 'Material'), shown('ASSY-01-GT'))).toEqual(
      [],
    );
  });

  it('finds codes where labels belong: "fefo", "GENERAL_TEST", "NO_ITEM", "line/smt_order/package_list"', () => {
    expect(kinds(shown('fefo'), shown('GENERAL_TEST'), shown('NO_ITEM'), shown('line/smt_order/package_list'))).toEqual(
      ['code', 'code', 'code', 'code'],
    );
    expect(kinds(shown('FEFO: first expired, first out'), shown('General test'), shown('SMT'))).toEqual([]);
  });

  it('finds a value cut short unless it can be read whole (a title or tooltip), and every error toast', () => {
    expect(kinds(shown('Real-client order', 'Order', true, false))).toEqual(['cut']);
    expect(kinds(shown('Real-client order', 'Order', true, true))).toEqual([]);
    expect(faultsOf([], ['400: Bad request'])).toEqual([{ kind: 'error_toast', text: '400: Bad request' }]);
    // a screen that failed to load (the order WIP list looped on its columns and showed only its failure panel)
    expect(faultsOf([], [], ['This screen failed to load'])).toEqual([
      { kind: 'broken', text: 'This screen failed to load' },
    ]);
  });
});
