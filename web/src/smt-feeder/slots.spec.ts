import { bundleKeys } from '../widgets/i18n-bundle';
import { SMT_FEEDER_BUNDLES } from './i18n';
import { readSlots, rowErrors } from './slots';

describe('feeder list slots panel: data', () => {
  it('reads smt_feeder/entries', () => {
    expect(
      readSlots({
        entries: [
          {
            id: 4,
            seq: 1,
            slot: '1-01',
            smt_machine_fnumber: 'NXT-1',
            icitem: { fnumber: 'R10K', fname: 'Resistor' },
            alternate_items: [{ fnumber: 'R10K_B' }],
            qty_per_board: 2,
            turns: 1,
            no_verify: false,
            designators: 'R1,R2',
          },
        ],
      }),
    ).toEqual([
      {
        key: '4',
        seq: 1,
        slot: '1-01',
        machine: 'NXT-1',
        material: 'R10K',
        materialName: 'Resistor',
        alternates: ['R10K_B'],
        qty: 2,
        turns: 1,
        noVerify: false,
        designators: 'R1,R2',
      },
    ]);
    expect(readSlots(null)).toEqual([]);
  });

  it('lists the rows a refused import names, else its message', () => {
    expect(rowErrors({ errors: [{ row: 3, field: 'material', message: 'unknown code X' }] }, 'file: …')).toEqual([
      { row: 3, field: 'material', message: 'unknown code X' },
    ]);
    expect(rowErrors(null, 'id: is checked')).toEqual([{ row: 0, field: '', message: 'id: is checked' }]);
  });

  it('has every label in both languages', () => {
    expect(bundleKeys(SMT_FEEDER_BUNDLES['zh-CN'])).toEqual(bundleKeys(SMT_FEEDER_BUNDLES['en-US']));
  });
});
