import { PACKING_CALLS, packingUrl } from '@mes/contracts';
import type { ApiClient } from '../support/api-client';
import { token } from '../support/resource-values';
import { eventually } from '../support/test-env';
import { parseZpl } from '../support/zpl-parser';
import type { ZplListener } from '../support/zpl-listener';
import { DEVICE, PRINT, PackingSuite } from './packing-fixture';
import type { Row } from './product-mgt-fixtures';

// Labels and printers (docs/packing.md, "Labels and printers"): print and reprint over raw TCP (ZPL parsed back), the
// PDF for the browser, the print parameters, a pallet label, clodop_device.
describe('packing: labels and printers', () => {
  let s: PackingSuite;
  let api: ApiClient;
  let printer: ZplListener;
  let pack: number;
  let bare: number;
  let boxLabel: Row;
  const packableOrder = (...args: Parameters<PackingSuite['packableOrder']>) => s.packableOrder(...args);
  const packAt = (...args: Parameters<PackingSuite['packAt']>) => s.packAt(...args);

  beforeAll(async () => {
    s = await PackingSuite.open('packing-labels');
    api = s.api;
    printer = s.printer;
    pack = s.pack;
    bare = s.bare;
    boxLabel = s.boxLabel;
  }, 120_000);

  afterAll(async () => {
    await s?.close();
  });

  it('prints and reprints labels at the station printer, or hands the PDF to the browser', async () => {
    const { sns } = await packableOrder(1, 5);
    const box = (await packAt(pack, sns[0])).data.box;
    const before = printer.jobs.length;
    expect(await api.call(PRINT, { station_id: pack, box: box.fnumber, copies: 2 })).toMatchObject({
      err: 0,
      data: { sent: 'printer' },
    });
    const label = await eventually('the reprint', async () =>
      printer.jobs.length > before ? parseZpl(printer.jobs[before]) : null,
    );
    expect(label.copies).toBe(2);
    expect(label.fields.find((f) => f.kind === 'code128')?.data).toBe(box.fnumber);
    expect(label.fields.find((f) => f.kind === 'text')?.data).toBe('QTY 1');
    expect(
      await api.call('/api/v1/mes-console/print_label/print', { station_id: pack, box: box.fnumber }),
    ).toMatchObject({
      err: 0,
      data: { sent: 'printer' },
    });
    const pdf = await api.call<Buffer>(PRINT, { station_id: bare, box: box.fnumber });
    expect(pdf.data.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await api.call(packingUrl(PACKING_CALLS.printParams), { station_id: pack, box: box.fnumber })).toMatchObject(
      {
        err: 0,
        data: {
          target: 'box',
          label_design_id: boxLabel.id,
          values: { 'box.fnumber': box.fnumber, qty: '1' },
          printer: { kind: 'zpl' },
        },
      },
    );
    expect(await api.call(PRINT, { station_id: pack, box: 'NONE' })).toMatchObject({ err: 1401 });
    expect(await api.call(PRINT, { station_id: pack })).toMatchObject({ err: 400, msg: expect.stringMatching(/^sn:/) });
    expect(await api.call(PRINT, { station_id: pack, sn: sns[0] })).toMatchObject({ err: 1503 });
  });

  it('prints the label of a pallet that packing filled, and reprints it', async () => {
    const palletLabel = await api.ok<Row>('/api/v1/product_mgt/label_design/create', {
      fnumber: `PLT-${token(3)}`,
      fname: 'pallet label',
      label_type: 'pallet',
      width_mm: 80,
      height_mm: 40,
      design: { elements: [{ type: 'barcode', x: 5, y: 5, symbology: 'code128', data: '${pallet.fnumber}' }] },
    });
    const { order, sns } = await packableOrder(2, 1, [
      { level: 'box', qty: 1, label_design_id: boxLabel.id },
      { level: 'pallet', qty: 2, label_design_id: palletLabel.id },
    ]);
    const before = printer.jobs.length;
    const answers = [];
    for (const sn of sns) answers.push((await packAt(pack, sn)).data);
    const pallet = `${String(order.fbillno)}-P0001`;
    expect(answers[1].parents).toMatchObject([
      { level: 'pallet', fnumber: pallet, closed: true, fqty: 2, label: { sent: 'printer' } },
    ]);
    const label = await eventually('the pallet label', async () =>
      printer.jobs.find((j, i) => i >= before && j.includes(pallet)),
    );
    expect(parseZpl(label).fields.find((f) => f.kind === 'code128')?.data).toBe(pallet);
    const again = printer.jobs.length;
    expect(await api.call(PRINT, { station_id: pack, pallet })).toMatchObject({ err: 0, data: { sent: 'printer' } });
    await eventually('the reprint', async () => printer.jobs.slice(again).find((j) => j.includes(pallet)));
    expect(await api.call(PRINT, { station_id: pack, pallet: 'NO-PALLET' })).toMatchObject({ err: 1401 });
    expect(await api.call(PRINT, { station_id: pack, pallet, box: answers[0].box.fnumber })).toMatchObject({
      err: 400,
    });
  });

  it('keeps printers as clodop_device records', async () => {
    expect(await api.call(`${DEVICE}/create`, { fnumber: `ZP-${token(3)}`, fname: 'x', kind: 'zpl' })).toMatchObject({
      err: 400,
      msg: 'host: a ZPL printer needs its host (name or IP address)',
    });
    const pdf = await api.ok<Row>(`${DEVICE}/create`, { fnumber: `PDF-${token(3)}`, fname: 'browser', kind: 'pdf' });
    expect(pdf).toMatchObject({ kind: 'pdf', port: 9100, host: '' });
    expect(await api.ok<Row>(`${DEVICE}/update`, { id: pdf.id, fname: 'renamed' })).toMatchObject({ fname: 'renamed' });
    expect(
      (await api.ok<{ list: Row[] }>(`${DEVICE}/list`, { filter: `fnumber:${String(pdf.fnumber)}` })).list,
    ).toHaveLength(1);
    await api.ok(`${DEVICE}/delete`, { id: pdf.id });
  });
});
