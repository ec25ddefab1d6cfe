/** @jest-environment jsdom */
import '../widgets/test-setup';
import { createElement as h } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MTL_EXACT, MTL_STD, type ParserResult } from '@mes/contracts';
import { GeneralScanForm } from './GeneralScanForm';
import { ScanForm, type ScanFormProps } from './ScanForm';
import type { Bundle, Material, ScanApi, ScanParser } from './scan.types';

const RES: Material = { id: 11, fnumber: 'R0402', fname: 'Resistor' };
const BUNDLE: Bundle = { fnumber: 'B001', fqty: 100, icitem: RES, icitem_id: 11, organization_id: 3 };
const PARSERS: ScanParser[] = [
  { id: 1, fname: 'General label', organization_id: 0 },
  { id: 7, fname: 'Customer label', organization_id: 3, organization: { fname: 'ACME' } },
];

// A parser that splits 'uid;material;qty'.
function fakeApi(): jest.Mocked<ScanApi> {
  return {
    evalParser: jest.fn(async (_id: number, _type: string, data: string): Promise<ParserResult | null> => {
      const [uid, fnumber, qty] = data.split(';');
      if (!fnumber) return {};
      return { PARSER_UID: uid, PARSER_ICITEM_FNUMBER: fnumber, PARSER_FQTY: qty };
    }),
    getMaterial: jest.fn(async (fnumber: string) => (fnumber === RES.fnumber ? RES : null)),
    getMapping: jest.fn(async (_fmapnumber: string, _organizationId: number) => null),
    getBundle: jest.fn(async (code: string) => {
      if (code === BUNDLE.fnumber) return BUNDLE;
      throw { err: 904, msg: 'batch does not exist' };
    }),
  } as jest.Mocked<ScanApi>;
}

function setup(extra: Partial<ScanFormProps> = {}) {
  const api = fakeApi();
  const onScan = jest.fn();
  const loadParsers = jest.fn(async () => PARSERS);
  const loadScanTypes = jest.fn(async () => [
    { fnumber: MTL_EXACT, fname: 'Exact material' },
    { fnumber: MTL_STD, fname: 'Standard material' },
  ]);
  render(h(ScanForm, { api, onScan, loadParsers, loadScanTypes, organizationId: 3, ...extra }));
  const input = screen.getByRole('textbox', { name: 'Code' }) as HTMLInputElement;
  return { api, onScan, loadParsers, loadScanTypes, input };
}

// A scanner types a whole code in a few milliseconds and ends with Enter.
const scanner = () => userEvent.setup({ delay: null });

describe('ScanForm', () => {
  it('auto-selects the only parser and handles a code typed at scanner speed ending in Enter', async () => {
    const { api, onScan, loadParsers, input } = setup();
    await waitFor(() => expect(screen.getByText('Customer label (ACME)')).toBeTruthy());
    expect(loadParsers).toHaveBeenCalledWith(MTL_STD, 3, false);
    await scanner().type(input, 'B001;R0402;100{Enter}');
    await waitFor(() => expect(onScan).toHaveBeenCalledTimes(1));
    expect(api.evalParser).toHaveBeenCalledWith(7, MTL_STD, 'B001;R0402;100');
    expect(onScan).toHaveBeenCalledWith(expect.objectContaining({ ok: true, material: RES, bundle: BUNDLE, qty: 100 }));
  });

  it('clears the input after a scan and keeps the text as the placeholder', async () => {
    const { input } = setup();
    await waitFor(() => expect(screen.getByText('Customer label (ACME)')).toBeTruthy());
    await scanner().type(input, 'B001;R0402;100{Enter}');
    expect(input.value).toBe('');
    expect(input.placeholder).toBe('B001;R0402;100');
  });

  it('ignores an empty input', async () => {
    const { onScan, api, input } = setup();
    await scanner().type(input, '   {Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Scan' }));
    expect(api.evalParser).not.toHaveBeenCalled();
    expect(onScan).not.toHaveBeenCalled();
  });

  it('scans with the Scan button', async () => {
    const { onScan, input } = setup();
    await waitFor(() => expect(screen.getByText('Customer label (ACME)')).toBeTruthy());
    await scanner().type(input, 'B001;R0402;100');
    await userEvent.click(screen.getByRole('button', { name: 'Scan' }));
    await waitFor(() =>
      expect(onScan).toHaveBeenCalledWith(expect.objectContaining({ ok: true, text: 'B001;R0402;100' })),
    );
  });

  it("shows errors in a red banner as '{err}: {msg}' and emits them", async () => {
    const { onScan, input } = setup();
    await waitFor(() => expect(screen.getByText('Customer label (ACME)')).toBeTruthy());
    await scanner().type(input, 'junk{Enter}');
    expect(await screen.findByText('-1: Empty results')).toBeTruthy();
    expect(screen.getByRole('alert').className).toContain('ant-alert-error');
    expect(onScan).toHaveBeenCalledWith({ ok: false, text: 'junk', err: -1, msg: 'Empty results' });
    await scanner().type(input, 'B404;R0402;1{Enter}');
    expect(await screen.findByText('904: no such batch [B404]')).toBeTruthy();
  });

  it('clears the banner after a good scan', async () => {
    const { input } = setup();
    await waitFor(() => expect(screen.getByText('Customer label (ACME)')).toBeTruthy());
    await scanner().type(input, 'junk{Enter}');
    await screen.findByText('-1: Empty results');
    await scanner().type(input, 'B001;R0402;100{Enter}');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('emits back-to-back scans in scan order', async () => {
    const { onScan, input } = setup();
    await waitFor(() => expect(screen.getByText('Customer label (ACME)')).toBeTruthy());
    await scanner().type(input, 'junk{Enter}B001;R0402;100{Enter}');
    await waitFor(() => expect(onScan).toHaveBeenCalledTimes(2));
    expect(onScan.mock.calls.map(([o]) => o.text)).toEqual(['junk', 'B001;R0402;100']);
  });

  it('offers the SCAN_TYPE types and hides the parser selector for MTL_EXACT', async () => {
    const { api, onScan, loadScanTypes, input } = setup({ defaultType: MTL_EXACT });
    expect(loadScanTypes).toHaveBeenCalled();
    expect(screen.getByRole('combobox', { name: 'Scan type' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Parser' })).toBeNull();
    await waitFor(() => expect(screen.getByText('Exact material')).toBeTruthy());
    await scanner().type(input, 'R0402{Enter}');
    await waitFor(() =>
      expect(onScan).toHaveBeenCalledWith(expect.objectContaining({ ok: true, material: RES, parserId: null })),
    );
    expect(api.evalParser).not.toHaveBeenCalled();
  });

  it('leaves the parser unselected when several candidates remain', async () => {
    const { onScan, input } = setup({ general: true });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Parser' })).toBeTruthy());
    await scanner().type(input, 'B001;R0402;100{Enter}');
    await waitFor(() => expect(onScan).toHaveBeenCalledWith(expect.objectContaining({ ok: false, err: -1 })));
    expect(screen.getByText('Choose a parser')).toBeTruthy();
  });
});

describe('GeneralScanForm', () => {
  it('is fixed to MTL_STD and the general parsers', async () => {
    const api = fakeApi();
    const onScan = jest.fn();
    const loadParsers = jest.fn(async () => PARSERS);
    render(h(GeneralScanForm, { api, onScan, loadParsers }));
    expect(screen.queryByRole('combobox', { name: 'Scan type' })).toBeNull();
    await waitFor(() => expect(screen.getByText('General label (General)')).toBeTruthy());
    expect(loadParsers).toHaveBeenCalledWith(MTL_STD, 0, true);
    await scanner().type(screen.getByRole('textbox', { name: 'Code' }), 'B001;R0402;100{Enter}');
    await waitFor(() => expect(onScan).toHaveBeenCalledWith(expect.objectContaining({ ok: true, parserId: 1 })));
  });
});
