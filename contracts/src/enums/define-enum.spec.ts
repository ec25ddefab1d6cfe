import { defineEnum, type EnumCode } from './define-enum';
import { normalizeBnPolicyType, isBnPolicyFile, bnPolicyTypeLabel, BnPolicyType } from './policy.enums';
import { WorkOrderStatus, type WorkOrderStatusCode, StationInstructionType } from './production.enums';
import { SmtFeedingStatus } from './smt-feeding.enums';
import { STATUS_ENUMS, STATUS_ENUM_NAMES, isStatusEnumName, statusEnumEntries, type AnyStatusEnum } from './registry';
import { LOCALES } from '../locale';

// Compile-time checks: named codes keep their literal type and the code union is exact.
const ready: 1 = WorkOrderStatus.READY;
const url: 'url' = StationInstructionType.URL;
const allWorkOrder: WorkOrderStatusCode[] = [0, 1, 2, 3, 4, 5];
// @ts-expect-error 6 is not a work order status
const notWorkOrder: WorkOrderStatusCode = 6;
void [ready, url, allWorkOrder, notWorkOrder];

describe(defineEnum.name, () => {
  const sut = defineEnum({
    A: { code: 1, 'zh-CN': '甲', 'en-US': 'Alpha' },
    B: { code: 7, 'zh-CN': '乙', 'en-US': 'Beta' },
  });
  type SutCode = EnumCode<typeof sut>;

  it('exposes named codes and codes in declaration order', () => {
    expect(sut.A).toBe(1);
    expect(sut.B).toBe(7);
    expect(sut.codes).toEqual([1, 7]);
    const codes: readonly SutCode[] = sut.codes;
    expect(codes).toHaveLength(2);
  });

  it('labels a code per locale and falls back to the code text when unknown', () => {
    expect(sut.label(7, 'zh-CN')).toBe('乙');
    expect(sut.label(7, 'en-US')).toBe('Beta');
    expect(sut.label(42, 'en-US')).toBe('42');
    expect(sut.label('1', 'en-US')).toBe('1');
    expect(sut.label(null, 'zh-CN')).toBe('');
    expect(sut.label(undefined, 'zh-CN')).toBe('');
  });

  it('validates codes exactly', () => {
    expect(sut.isValid(1)).toBe(true);
    expect(sut.isValid(2)).toBe(false);
    expect(sut.isValid('1')).toBe(false);
    expect(sut.isValid(undefined)).toBe(false);
    expect(sut.keyOf(7)).toBe('B');
    expect(sut.keyOf(8)).toBeUndefined();
  });

  it('lists entries with key, code and both labels', () => {
    expect(sut.entries()).toEqual([
      { key: 'A', code: 1, labels: { 'zh-CN': '甲', 'en-US': 'Alpha' } },
      { key: 'B', code: 7, labels: { 'zh-CN': '乙', 'en-US': 'Beta' } },
    ]);
  });

  it('is frozen', () => {
    expect(Object.isFrozen(sut)).toBe(true);
    expect(Object.isFrozen(sut.codes)).toBe(true);
    expect(Object.isFrozen(sut.entries()[0])).toBe(true);
  });

  it('rejects duplicate codes, empty labels and reserved member names', () => {
    expect(() =>
      defineEnum({ A: { code: 1, 'zh-CN': '甲', 'en-US': 'A' }, B: { code: 1, 'zh-CN': '乙', 'en-US': 'B' } }),
    ).toThrow(/duplicate code 1/);
    expect(() => defineEnum({ A: { code: 1, 'zh-CN': '', 'en-US': 'A' } })).toThrow(/empty zh-CN label/);
    expect(() => defineEnum({ label: { code: 1, 'zh-CN': '甲', 'en-US': 'A' } })).toThrow(/reserved/);
  });
});

describe('STATUS_ENUMS', () => {
  it('registers every status enumeration of the spec, and the enums the screens word', () => {
    expect([...STATUS_ENUM_NAMES].sort()).toEqual(
      [
        'work_order_status',
        'station_report_result',
        'box_status',
        'product_receipt_operation',
        'policy_build_status',
        'material_preparation_build_status',
        'icpp_status',
        'icpp_freeze_flag',
        'bundle_validity',
        'scheduling_operation',
        'scheduling_change_type',
        'shelving_status',
        'order_reporting_entry_result',
        'sn_policy_type',
        'bn_policy_type',
        'station_instruction_type',
        'report_source_type',
        'smt_feeding_status',
        'bill_transaction_type',
        // words of the back office's enums beyond the spec's statuses (issue 33)
        'prepare_rule',
        'shelving_source_type',
        'station_function',
      ].sort(),
    );
    expect(isStatusEnumName('box_status')).toBe(true);
    expect(isStatusEnumName('toString')).toBe(false);
  });

  describe.each(STATUS_ENUM_NAMES)('%s', (name) => {
    const e: AnyStatusEnum = STATUS_ENUMS[name];

    it('has distinct codes matching its entries', () => {
      expect(new Set(e.codes).size).toBe(e.codes.length);
      expect(e.entries().map((x) => x.code)).toEqual([...e.codes]);
      expect(statusEnumEntries(name)).toBe(e.entries());
    });

    it('has a non-empty label in every locale for every code', () => {
      for (const code of e.codes) {
        for (const locale of LOCALES) {
          const text = e.label(code, locale);
          expect(text.trim()).not.toBe('');
          expect(text).not.toBe(String(code));
        }
      }
    });

    it('has distinct labels within a locale', () => {
      for (const locale of LOCALES) {
        const labels = e.entries().map((x) => x.labels[locale]);
        expect(new Set(labels).size).toBe(labels.length);
      }
    });
  });
});

describe('spec code lists', () => {
  it('work order status uses the factory labels', () => {
    expect(WorkOrderStatus.entries().map((x) => [x.code, x.labels['zh-CN']])).toEqual([
      [0, '未知'],
      [1, '就绪'],
      [2, '生产中'],
      [3, '暂停'],
      [4, '取消'],
      [5, '完工'],
    ]);
  });

  it('SMT feeding status lists every code from 0 to 128', () => {
    expect(SmtFeedingStatus.codes).toEqual([
      0, 1, 2, 3, 10, 11, 12, 13, 14, 20, 21, 22, 23, 24, 30, 31, 32, 33, 34, 40, 41, 42, 43, 44, 50, 51, 52, 60, 61,
      62, 127, 128,
    ]);
  });

  it('string-coded enums keep the wire words', () => {
    expect(StationInstructionType.codes).toEqual(['url', 'image', 'text', 'file']);
    expect(STATUS_ENUMS.report_source_type.codes).toEqual(['worder', 'smt_order']);
  });
});

describe('BnPolicyType', () => {
  it('treats 0 as rule and any non-zero number as file', () => {
    expect(normalizeBnPolicyType(0)).toBe(BnPolicyType.RULE);
    expect(normalizeBnPolicyType(1)).toBe(BnPolicyType.FILE);
    expect(normalizeBnPolicyType(7)).toBe(BnPolicyType.FILE);
    expect(normalizeBnPolicyType(undefined)).toBe(BnPolicyType.RULE);
    expect(isBnPolicyFile(3)).toBe(true);
    expect(isBnPolicyFile(0)).toBe(false);
    expect(bnPolicyTypeLabel(5, 'en-US')).toBe('File');
    expect(bnPolicyTypeLabel(0, 'zh-CN')).toBe('规则');
  });
});
