import { MTL_EXACT, MTL_STD, SCAN_MESSAGES, scanMessage, type ParserResult } from '@mes/contracts';
import type { Bundle, Material, ScanApi, ScanContext, ScanParser } from './scan.types';
import {
  PARSER_REQUIRED,
  formatScanError,
  inputAfterScan,
  isEmptyResult,
  parserCandidates,
  parserLoader,
  runScan,
  scanText,
  selectParser,
  toScanError,
} from './scan-rules';

const RES: Material = { id: 11, fnumber: 'R0402', fname: 'Resistor' };
const CAP: Material = { id: 12, fnumber: 'C0603', fname: 'Capacitor' };
const BUNDLE: Bundle = { fnumber: 'B001', fqty: 100, icitem: RES, icitem_id: 11, organization_id: 3 };

function fakeApi(parsed: ParserResult | null, overrides: Partial<ScanApi> = {}): jest.Mocked<ScanApi> {
  return {
    evalParser: jest.fn(async () => parsed),
    getMaterial: jest.fn(async (fnumber: string) => [RES, CAP].find((m) => m.fnumber === fnumber) ?? null),
    getMapping: jest.fn(async (fmapnumber: string, organization_id: number) =>
      fmapnumber === 'CUST-R'
        ? { fmapnumber, organization_id, icitem: RES }
        : fmapnumber === 'CUST-C'
          ? { fmapnumber, organization_id, icitem: CAP }
          : null,
    ),
    getBundle: jest.fn(async (code: string) => {
      if (code === 'B001') return BUNDLE;
      throw { err: 904, msg: 'batch does not exist' };
    }),
    ...overrides,
  } as jest.Mocked<ScanApi>;
}

const std = (extra: Partial<ScanContext> = {}): ScanContext => ({
  type: MTL_STD,
  parserId: 7,
  organizationId: 3,
  ...extra,
});
const en = (key: keyof typeof SCAN_MESSAGES, params?: Record<string, string>) => scanMessage(key, 'en-US', params);

async function expectError(outcome: Promise<unknown>, err: number, msg: string) {
  await expect(outcome).resolves.toMatchObject({ ok: false, err, msg });
}

describe('scan-rules', () => {
  describe('input', () => {
    it('ignores empty and blank input', () => {
      expect(scanText('')).toBeNull();
      expect(scanText('  \t')).toBeNull();
      expect(scanText(' B001;R0402 \r')).toBe('B001;R0402');
    });
    it('clears the input and keeps the scanned text as the placeholder', () => {
      expect(inputAfterScan('B001;R0402')).toEqual({ value: '', placeholder: 'B001;R0402' });
    });
  });

  describe('parser selection', () => {
    const parsers: ScanParser[] = [
      { id: 1, fname: 'general', organization_id: 0 },
      { id: 2, fname: 'customer 3', organization_id: 3 },
      { id: 3, fname: 'customer 4', organization_id: 4 },
    ];
    it("takes the organization's parsers", () => {
      expect(parserCandidates(parsers, 3, false).map((p) => p.id)).toEqual([2]);
    });
    it('adds the general ones in general mode', () => {
      expect(parserCandidates(parsers, 3, true).map((p) => p.id)).toEqual([1, 2]);
    });
    it('takes only general ones in general mode without an organization', () => {
      expect(parserCandidates(parsers, null, true).map((p) => p.id)).toEqual([1]);
      expect(parserCandidates(parsers, 0, true).map((p) => p.id)).toEqual([1]);
    });
    it("loads with contracts' scanParserFilter, general ones only in general mode", async () => {
      const list = jest.fn(async () => ({ list: parsers }));
      await expect(parserLoader(list)(MTL_STD, 3, false)).resolves.toEqual(parsers);
      expect(list).toHaveBeenLastCalledWith(
        'checked:true disabled:0 sort:created-desc ftype.fnumber:"MTL_STD" has:organization pn:1 ps:9999999',
      );
      await parserLoader(list)(MTL_STD, 0, true);
      expect(list).toHaveBeenLastCalledWith(expect.stringMatching(/ps:9999999 organization_id:0$/));
    });
    it('auto-selects the parser when exactly one candidate remains', () => {
      expect(selectParser(null, parserCandidates(parsers, 3, false))).toBe(2);
      expect(selectParser(null, parserCandidates(parsers, 3, true))).toBeNull();
    });
    it('keeps a chosen parser that is still a candidate and drops one that is not', () => {
      expect(selectParser(1, parsers.slice(0, 2))).toBe(1);
      expect(selectParser(3, parsers.slice(0, 1))).toBe(1);
      expect(selectParser(3, parsers.slice(0, 2))).toBeNull();
    });
  });

  describe(isEmptyResult.name, () => {
    it('is empty without any known key holding text', () => {
      expect(isEmptyResult(null)).toBe(true);
      expect(isEmptyResult({})).toBe(true);
      expect(isEmptyResult({ PARSER_UID: '  ' })).toBe(true);
      expect(isEmptyResult({ PARSER_FQTY: '5' })).toBe(false);
    });
  });

  describe(runScan.name, () => {
    it("answers 'Empty results' when the parser finds nothing", async () => {
      await expectError(runScan(fakeApi({}), 'junk', std(), 'en-US'), -1, 'Empty results');
      await expectError(runScan(fakeApi(null), 'junk', std(), 'en-US'), -1, 'Empty results');
    });

    it('asks for a parser before a standard scan', async () => {
      await expectError(runScan(fakeApi({}), 'x', std({ parserId: null }), 'en-US'), -1, PARSER_REQUIRED['en-US']);
    });

    it('resolves a material code without a bundle and extracts the SN', async () => {
      const api = fakeApi({ PARSER_ICITEM_FNUMBER: 'R0402', PARSER_FQTY: '50' });
      const outcome = await runScan(api, 'SN=ABC123;R0402;50', std(), 'en-US');
      expect(outcome).toMatchObject({ ok: true, material: RES, bundle: null, qty: 50, sn: 'ABC123', parserId: 7 });
      expect(api.evalParser).toHaveBeenCalledWith(7, MTL_STD, 'SN=ABC123;R0402;50');
    });

    it('takes the text as the material code for the exact type, without a parser', async () => {
      const api = fakeApi(null);
      const outcome = await runScan(api, 'C0603', { type: MTL_EXACT, parserId: null }, 'en-US');
      expect(outcome).toMatchObject({ ok: true, material: CAP, parserId: null, sn: 'C0603' });
      expect(api.evalParser).not.toHaveBeenCalled();
    });

    it('resolves a mapped material code through the customer', async () => {
      const api = fakeApi({ PARSER_ICITEM_FMAPNUMBER: 'CUST-C' });
      await expect(runScan(api, 'x', std(), 'en-US')).resolves.toMatchObject({ ok: true, material: CAP });
      expect(api.getMapping).toHaveBeenCalledWith('CUST-C', 3);
    });

    it("answers 'please set the customer first' for a mapped code without an organization", async () => {
      const api = fakeApi({ PARSER_ICITEM_FMAPNUMBER: 'CUST-C' });
      await expectError(runScan(api, 'x', std({ organizationId: 0 }), 'en-US'), -1, en('CUSTOMER_REQUIRED'));
      await expectError(
        runScan(api, 'x', std({ organizationId: null, bundleCode: 'B001' }), 'en-US'),
        -1,
        en('CUSTOMER_REQUIRED'),
      );
      expect(api.getMapping).not.toHaveBeenCalled();
    });

    describe('with a bundle', () => {
      it('accepts a scan whose material code equals the bundle material', async () => {
        const api = fakeApi({ PARSER_UID: 'B001', PARSER_ICITEM_FNUMBER: 'R0402', PARSER_FQTY: '100' });
        const outcome = await runScan(api, 'B001;R0402;100', std({ validateQuantity: true }), 'en-US');
        expect(outcome).toMatchObject({ ok: true, bundle: BUNDLE, material: RES, qty: 100, sn: 'B001' });
        expect(api.getBundle).toHaveBeenCalledWith('B001');
      });

      it("answers 'material code does not match the batch' for another material code", async () => {
        const api = fakeApi({ PARSER_UID: 'B001', PARSER_ICITEM_FNUMBER: 'C0603' });
        await expectError(runScan(api, 'x', std(), 'en-US'), -1, 'material code does not match the batch');
      });

      it('gives the same error when the mapped code resolves to another material', async () => {
        const api = fakeApi({ PARSER_ICITEM_FMAPNUMBER: 'CUST-C' });
        await expectError(runScan(api, 'x', std({ bundleCode: 'B001' }), 'en-US'), -1, en('MATERIAL_CODE_MISMATCH'));
        const unknown = fakeApi({ PARSER_ICITEM_FMAPNUMBER: 'NOPE' });
        await expectError(
          runScan(unknown, 'x', std({ bundleCode: 'B001' }), 'en-US'),
          -1,
          en('MATERIAL_CODE_MISMATCH'),
        );
      });

      it('accepts a mapped code that resolves to the bundle material', async () => {
        const api = fakeApi({ PARSER_ICITEM_FMAPNUMBER: 'CUST-R' });
        await expect(runScan(api, 'x', std({ bundleCode: 'B001' }), 'en-US')).resolves.toMatchObject({
          ok: true,
          material: RES,
        });
      });

      it("answers 'unique code does not match the batch' when only another unique code is scanned", async () => {
        const api = fakeApi({ PARSER_UID: 'B002' });
        await expectError(
          runScan(api, 'B002', std({ bundleCode: 'B001' }), 'en-US'),
          -1,
          'unique code does not match the batch',
        );
        await expect(
          runScan(fakeApi({ PARSER_UID: 'B001' }), 'B001', std({ bundleCode: 'B001' }), 'en-US'),
        ).resolves.toMatchObject({
          ok: true,
        });
      });

      it("answers 'quantity inconsistent' only when quantity validation is on", async () => {
        const parsed = { PARSER_UID: 'B001', PARSER_FQTY: '99' };
        await expectError(
          runScan(fakeApi(parsed), 'x', std({ validateQuantity: true }), 'en-US'),
          -1,
          'quantity inconsistent',
        );
        await expect(runScan(fakeApi(parsed), 'x', std(), 'en-US')).resolves.toMatchObject({ ok: true, qty: 99 });
      });

      it("answers 'material id does not exist' for a bundle without a material id", async () => {
        const api = fakeApi(
          { PARSER_UID: 'B001' },
          { getBundle: jest.fn(async () => ({ ...BUNDLE, icitem: null, icitem_id: null })) },
        );
        await expectError(runScan(api, 'x', std(), 'en-US'), -1, 'material id does not exist');
      });

      it("turns server code 904 into 'no such batch [code]'", async () => {
        const api = fakeApi({ PARSER_UID: 'B404' });
        await expectError(runScan(api, 'x', std(), 'en-US'), 904, 'no such batch [B404]');
        await expectError(runScan(api, 'x', std(), 'zh-CN'), 904, '批次[B404]不存在');
      });
    });

    it('passes other server errors on with their translated message', async () => {
      const api = fakeApi(null, {
        evalParser: jest.fn(async () => Promise.reject({ err: 1304, msg: 'organization' })),
      });
      await expectError(runScan(api, 'x', std(), 'en-US'), 1304, 'No organization');
    });

    it('answers in Chinese for zh-CN', async () => {
      await expectError(runScan(fakeApi({}), 'x', std(), 'zh-CN'), -1, SCAN_MESSAGES.EMPTY_RESULTS['zh-CN']);
    });
  });

  describe(toScanError.name, () => {
    it('reads an unknown failure as the generic error -1', () => {
      expect(toScanError(new Error('boom'), 't', 'en-US')).toEqual({ ok: false, text: 't', err: -1, msg: 'API error' });
    });
    it("keeps an unknown server code's own message", () => {
      expect(toScanError({ err: 4242, msg: 'odd' }, 't', 'en-US')).toMatchObject({ err: 4242, msg: 'odd' });
    });
  });

  describe(formatScanError.name, () => {
    it("reads '{err}: {msg}'", () => {
      expect(formatScanError({ err: -1, msg: 'Empty results' })).toBe('-1: Empty results');
    });
  });
});
