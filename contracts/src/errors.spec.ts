import {
  ErrorCode,
  ERROR_MESSAGES,
  errorMessage,
  formatError,
  isKnownErrorCode,
  SCAN_MESSAGES,
  scanMessage,
  type ScanMessageKey,
} from './errors';
import { LOCALES } from './locale';

const SPEC_CODES = [
  0, -1, 400, 500, 900, 904, 999, 1000, 1006, 1201, 1202, 1203, 1205, 1206, 1207, 1211, 1212, 1213, 1214, 1215, 1216,
  1304, 1305, 1401, 1502, 1503, 1504, 1505, 1506, 1507, 1601, 1701,
];

describe('ErrorCode', () => {
  it('covers exactly the catalogue codes, each once', () => {
    const values = Object.values(ErrorCode);
    expect(new Set(values).size).toBe(values.length);
    expect([...values].sort((a, b) => a - b)).toEqual([...SPEC_CODES].sort((a, b) => a - b));
    expect(ErrorCode.OK).toBe(0);
    expect(ErrorCode.INVALID_TOKEN).toBe(900);
    expect(ErrorCode.SN_NOT_IN_ORDER).toBe(1213);
  });

  it('has a non-empty message in every locale for every code', () => {
    for (const code of SPEC_CODES) {
      expect(isKnownErrorCode(code)).toBe(true);
      for (const locale of LOCALES) expect(errorMessage(code, locale).trim()).not.toBe('');
    }
    expect(Object.keys(ERROR_MESSAGES)).toHaveLength(SPEC_CODES.length);
  });
});

describe(errorMessage.name, () => {
  it('translates known codes and ignores the server msg for them', () => {
    expect(errorMessage(ErrorCode.SN_NOT_IN_ORDER, 'en-US', 'whatever')).toBe('Serial number is not in the order');
    expect(errorMessage(ErrorCode.INVALID_TOKEN, 'zh-CN')).toBe(ERROR_MESSAGES[900]['zh-CN']);
  });

  it('shows the server msg for an unknown code, else a generic text', () => {
    expect(isKnownErrorCode(4242)).toBe(false);
    expect(isKnownErrorCode('900')).toBe(false);
    expect(errorMessage(4242, 'en-US', 'boom')).toBe('boom');
    expect(errorMessage(4242, 'en-US')).toBe('Unknown error');
    expect(formatError(4242, 'en-US', 'boom')).toBe('4242: boom');
    expect(formatError(1503, 'en-US')).toBe('1503: No packing plan');
  });
});

describe('SCAN_MESSAGES', () => {
  it('keeps the spec wording in en-US and has zh-CN for every key', () => {
    expect(Object.values(SCAN_MESSAGES).map((m) => m['en-US'])).toEqual([
      'Empty results',
      'material code does not match the batch',
      'unique code does not match the batch',
      'quantity inconsistent',
      'please set the customer first',
      'material id does not exist',
      'no such batch [{code}]',
    ]);
    for (const key of Object.keys(SCAN_MESSAGES) as ScanMessageKey[]) {
      for (const locale of LOCALES) expect(SCAN_MESSAGES[key][locale].trim()).not.toBe('');
    }
  });

  it('fills placeholders and leaves missing ones visible', () => {
    expect(scanMessage('NO_SUCH_BATCH', 'en-US', { code: 'B001' })).toBe('no such batch [B001]');
    expect(scanMessage('NO_SUCH_BATCH', 'zh-CN', { code: 'B001' })).toBe('批次[B001]不存在');
    expect(scanMessage('NO_SUCH_BATCH', 'en-US')).toBe('no such batch [{code}]');
    expect(scanMessage('QUANTITY_INCONSISTENT', 'en-US')).toBe('quantity inconsistent');
  });
});
