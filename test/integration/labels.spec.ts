import { ApiClient } from '../support/api-client';
import { startBuiltHub, type Hub } from '../support/hub-processes';
import { darkShare, edgesInRow, rasterise } from '../support/label-image';
import { token } from '../support/resource-values';
import { parseZpl } from '../support/zpl-parser';
import { ProductionFixture, type Row } from './product-mgt-fixtures';

const V1 = '/api/v1/product_mgt/label_design';
const DPI = 203;
const dots = (mm: number) => Math.round((mm * DPI) / 25.4);

// 60 x 40 mm at 203 dpi: a title, the order number (a variable), the SN as Code 128, a QR and a Data Matrix, a line
// and a frame. Positions in mm; the ZPL must carry them in dots.
const DESIGN = {
  elements: [
    { type: 'text', x: 3, y: 2.5, text: '${product.fnumber} / ${product.fname}', font_mm: 3, bold: false },
    { type: 'variable', x: 3, y: 7, variable: 'worder.fbillno', prefix: 'WO ', font_mm: 2.5 },
    { type: 'barcode', x: 3, y: 12, symbology: 'code128', data: '${sn}', module_mm: 0.25, height_mm: 10, hrt: true },
    { type: 'barcode', x: 42, y: 3, symbology: 'qrcode', data: '${sn}|${qty}', module_mm: 0.5 },
    { type: 'barcode', x: 44, y: 24, symbology: 'datamatrix', data: '${worder.fbillno}', module_mm: 0.5 },
    { type: 'line', x: 2, y: 30, length_mm: 36, thickness_mm: 0.3 },
    { type: 'box', x: 1, y: 1, w: 58, h: 38, thickness_mm: 0.4 },
  ],
};

// label_design: the design checked field by field, and one design rendered to PDF (looked at through pdftoppm), ZPL
// (parsed back) and SVG, its variables resolved from a real work order, its product and one of its SNs.
describe('label designs', () => {
  let hub: Hub;
  let api: ApiClient;
  let fx: ProductionFixture;
  let order: Row;
  let sn: string;
  let design: Row;

  beforeAll(async () => {
    hub = await startBuiltHub('labels', { workers: false });
    api = new ApiClient(hub.baseUrl);
    await api.login('admin', 'admin');
    fx = await ProductionFixture.open(hub, api);
    order = await fx.newWorkOrder({ fqty: 3, software_version: 'V2.1', sn_prefix: `L${token(2)}` });
    const made = await api.ok<{ first: string }>('/api/v1/product_mgt/worder/sn/generate', { worder_id: order.id });
    sn = made.first;
    design = await api.ok<Row>(`${V1}/create`, {
      fnumber: `LBL-${token(3)}`,
      fname: 'SN label',
      label_type: 'sn',
      product_id: fx.productId,
      width_mm: 60,
      height_mm: 40,
      dpi: DPI,
      design: DESIGN,
    });
  }, 120_000);

  afterAll(async () => {
    await fx?.close();
    await hub?.stop();
  });

  it('keeps the design with its defaults filled in', async () => {
    const got = await api.ok<Row>(V1, { id: design.id });
    const els = (got.design as { elements: Record<string, unknown>[] }).elements;
    expect(els).toHaveLength(7);
    expect(els[0]).toMatchObject({ type: 'text', rotation: 0, bold: false });
    expect(els[3]).toMatchObject({ symbology: 'qrcode', module_mm: 0.5, hrt: true });
    expect(got).toMatchObject({ width_mm: 60, height_mm: 40, dpi: DPI, copies: 1 });
  });

  it.each([
    [
      { elements: [{ type: 'circle', x: 1, y: 1 }] },
      'design.elements[0].type: must be one of text, variable, barcode, line, box',
    ],
    [
      { elements: [DESIGN.elements[0], { type: 'text', x: 70, y: 1, text: 'x' }] },
      'design.elements[1].x: must be from 0 to 60 (mm)',
    ],
    [
      { elements: [{ type: 'text', x: 1, y: 1, text: '${nope}' }] },
      'design.elements[0].text: unknown variable ${nope}',
    ],
    [
      { elements: [{ type: 'variable', x: 1, y: 1, variable: 'worder.secret' }] },
      "design.elements[0].variable: unknown variable 'worder.secret'",
    ],
    [
      { elements: [{ type: 'barcode', x: 1, y: 1, symbology: 'ean13', data: '1' }] },
      'design.elements[0].symbology: must be one of code128, qrcode, datamatrix',
    ],
    [
      { elements: [{ type: 'text', x: 1, y: 1, text: 'a', rotation: 45 }] },
      'design.elements[0].rotation: must be one of 0, 90, 180, 270',
    ],
    [{ elements: [{ type: 'line', x: 1, y: 1, length_mm: 5, w: 3 }] }, 'design.elements[0].w: not a field of a line'],
    [{ elements: [{ type: 'box', x: 50, y: 1, w: 20, h: 5 }] }, 'design.elements[0].w: must be from 0.1 to 10 (mm)'],
    [{ elements: 'none' }, 'design.elements: must be an array of at most 200 elements'],
    [[], 'design: must be an object { elements: [...] }'],
  ])('refuses a bad design naming the place: %#', async (bad, msg) => {
    const answer = await api.call(`${V1}/create`, {
      fnumber: `B-${token(3)}`,
      fname: 'bad',
      width_mm: 60,
      height_mm: 40,
      design: bad,
    });
    expect(answer).toMatchObject({ err: 400, msg });
  });

  it('refuses shrinking a label below its elements, naming the element', async () => {
    const answer = await api.call(`${V1}/update`, { id: design.id, width_mm: 30 });
    expect(answer).toMatchObject({ err: 400, msg: 'design.elements[3].x: must be from 0 to 30 (mm)' });
  });

  it('renders a PDF that pdftoppm turns into a label with a readable barcode', async () => {
    const pdf = await api.ok<Buffer>(`${V1}/render`, { id: design.id, format: 'pdf', sn, values: { qty: 1 } });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const img = rasterise(pdf, DPI, 'labels/sn-label-203dpi');
    // 60 x 40 mm at 203 dpi (pdftoppm may round the page up by one pixel)
    expect(img.width - dots(60)).toBeGreaterThanOrEqual(0);
    expect(img.width - dots(60)).toBeLessThanOrEqual(1);
    expect(img.height - dots(40)).toBeGreaterThanOrEqual(0);
    expect(img.height - dots(40)).toBeLessThanOrEqual(1);
    // the Code 128 box: bars from (3 mm, 12 mm), 10 mm high; its quiet zone to the left is white
    const bars = { x: dots(3), y: dots(12), h: dots(10) };
    expect(darkShare(img, bars.x, bars.y, dots(20), bars.h)).toBeGreaterThan(0.3);
    expect(darkShare(img, bars.x, bars.y, dots(20), bars.h)).toBeLessThan(0.7);
    expect(edgesInRow(img, bars.y + Math.round(bars.h / 2), bars.x - 2, dots(35))).toBeGreaterThan(40);
    expect(darkShare(img, dots(2.1), bars.y, dots(0.7), bars.h)).toBe(0);
    // the QR code (module 0.5 mm, at least 21 x 21) and the frame
    expect(darkShare(img, dots(42), dots(3), dots(10.5), dots(10.5))).toBeGreaterThan(0.3);
    expect(darkShare(img, dots(1), dots(1), dots(58), 1)).toBeGreaterThan(0.9);
    // nothing outside the frame
    expect(darkShare(img, 0, 0, img.width, dots(0.9))).toBe(0);
  });

  it('renders ZPL whose fields, parsed back, are the design in dots with the variables resolved', async () => {
    const zpl = (
      await api.ok<Buffer>(`${V1}/render`, { id: design.id, format: 'zpl', sn, values: { qty: 1 }, copies: 2 })
    ).toString('utf8');
    const label = parseZpl(zpl);
    expect(label).toMatchObject({ width: dots(60), height: dots(40), copies: 2, utf8: true });
    const product = (await api.ok<Row>('/api/v1/basicdata/product', { id: fx.productId })) as Row;
    expect(label.fields).toEqual([
      {
        kind: 'text',
        x: dots(3),
        y: dots(2.5),
        orientation: 'N',
        height: dots(3),
        data: `${String(product.fnumber)} / ${String(product.fname)}`,
      },
      {
        kind: 'text',
        x: dots(3),
        y: dots(7),
        orientation: 'N',
        height: dots(2.5),
        data: `WO ${String(order.fbillno)}`,
      },
      { kind: 'code128', x: dots(3), y: dots(12), module: dots(0.25), height: dots(10), hrt: true, data: sn },
      { kind: 'qrcode', x: dots(42), y: dots(3), magnification: dots(0.5), ec: 'M', data: `${sn}|1` },
      { kind: 'datamatrix', x: dots(44), y: dots(24), module: dots(0.5), data: String(order.fbillno) },
      { kind: 'box', x: dots(2), y: dots(30), w: dots(36), h: dots(0.3), thickness: dots(0.3) },
      { kind: 'box', x: dots(1), y: dots(1), w: dots(58), h: dots(38), thickness: dots(0.4) },
    ]);
  });

  it('resolves variables from the work order, its product and customer, the SN and the caller', async () => {
    const unsaved = {
      width_mm: 50,
      height_mm: 20,
      design: {
        elements: [
          {
            type: 'text',
            x: 1,
            y: 1,
            text: '${worder.fbillno}|${worder.fqty}|${worder.software_version}|${sn}|${box.fnumber}|${date}',
          },
        ],
      },
      format: 'zpl',
    };
    const zpl = (
      await api.ok<Buffer>(`${V1}/render`, { ...unsaved, worder_id: order.id, sn, values: { 'box.fnumber': 'BX-9' } })
    ).toString();
    const [text] = parseZpl(zpl).fields;
    expect(text.kind === 'text' && text.data).toMatch(
      new RegExp(`^${String(order.fbillno)}\\|3\\|V2\\.1\\|${sn}\\|BX-9\\|\\d{4}-\\d{2}-\\d{2}$`),
    );
    // a variable nothing gives is refused by name; samples fill it for a preview
    expect(await api.call(`${V1}/render`, { ...unsaved, worder_id: order.id })).toMatchObject({
      err: 400,
      msg: expect.stringMatching(/^values\.sn: the label prints \$\{sn\}/),
    });
    const sample = parseZpl((await api.ok<Buffer>(`${V1}/render`, { ...unsaved, samples: true })).toString()).fields[0];
    expect(sample).toMatchObject({
      data: expect.stringMatching(/^WO-20251123-01\|500\|V1\.2\.0\|SN25000001\|BOX-000001\|/),
    });
    // an SN of no order, another order's SN, unknown values
    expect(await api.call(`${V1}/render`, { ...unsaved, sn: 'NO-SUCH-SN' })).toMatchObject({ err: 1213 });
    expect(await api.call(`${V1}/render`, { ...unsaved, worder_id: 2147483647 })).toMatchObject({ err: 1211 });
    expect(await api.call(`${V1}/render`, { ...unsaved, values: { 'worder.nope': 1 } })).toMatchObject({
      err: 400,
      msg: expect.stringMatching(/^values\.worder\.nope: not a label variable/),
    });
  });

  it('answers an SVG preview and one barcode as PNG, and refuses what cannot be printed', async () => {
    const svg = (await api.ok<Buffer>(`${V1}/render`, { id: design.id, format: 'svg', samples: true })).toString();
    expect(svg.split('\n')[0]).toBe(
      `<svg xmlns="http://www.w3.org/2000/svg" width="60mm" height="40mm" viewBox="0 0 ${dots(60)} ${dots(40)}">`,
    );
    expect(svg).toContain('SN25000001');
    const png = await api.ok<Buffer>(`${V1}/render`, { id: design.id, format: 'png', element: 2, samples: true });
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(await api.call(`${V1}/render`, { id: design.id, format: 'png', element: 0, samples: true })).toMatchObject({
      err: 400,
      msg: 'element: element 0 is a text, not a barcode',
    });
    expect(await api.call(`${V1}/render`, { id: design.id, format: 'docx' })).toMatchObject({
      err: 400,
      msg: 'format: must be one of pdf, zpl, svg, png',
    });
    const nonAscii = {
      width_mm: 50,
      height_mm: 20,
      design: { elements: [{ type: 'barcode', x: 1, y: 1, symbology: 'code128', data: '控制板' }] },
    };
    expect(await api.call(`${V1}/render`, { ...nonAscii, format: 'zpl' })).toMatchObject({
      err: 400,
      msg: "design.elements[0].data: '控制板' is not printable ASCII (Code 128)",
    });
    expect(await api.call(`${V1}/render`, { id: design.id, width_mm: 10 })).toMatchObject({
      err: 400,
      msg: 'width_mm: give either id or an unsaved design, not both',
    });
  });

  it('lists the variables with samples', async () => {
    const vars = await api.ok<{ name: string; source: string; sample: string }[]>(`${V1}/variables`, {});
    expect(vars.map((v) => v.name)).toEqual(
      expect.arrayContaining(['worder.fbillno', 'product.fnumber', 'sn', 'box.fnumber', 'qty', 'date']),
    );
  });

  it("answers the label design of each type for an order: the product's own before a general one", async () => {
    const general = await api.ok<Row>(`${V1}/create`, {
      fnumber: `G-${token(3)}`,
      fname: 'general box label',
      label_type: 'box',
      width_mm: 100,
      height_mm: 60,
      design: { elements: [] },
    });
    const generalSn = await api.ok<Row>(`${V1}/create`, {
      fnumber: `GS-${token(3)}`,
      fname: 'general sn label',
      label_type: 'sn',
      width_mm: 50,
      height_mm: 20,
      design: { elements: [] },
    });
    const types = await api.ok<Row[]>(`${V1}/query_labeltype_by_worder`, { worder_id: order.id });
    expect(types.find((t) => t.label_type === 'sn')).toMatchObject({ id: design.id, product_id: fx.productId });
    expect(types.find((t) => t.label_type === 'box')).toMatchObject({ id: general.id, product_id: null });
    expect(types.map((t) => t.id)).not.toContain(generalSn.id);
    expect(await api.call(`${V1}/query_labeltype_by_worder`, { worder_id: 2147483647 })).toMatchObject({ err: 1211 });
  });

  it('deletes a design no packaging level uses', async () => {
    const spare = await api.ok<Row>(`${V1}/create`, {
      fnumber: `D-${token(3)}`,
      fname: 'spare',
      width_mm: 50,
      height_mm: 20,
      design: { elements: [] },
    });
    expect(await api.ok(`${V1}/delete`, { id: spare.id })).toEqual({ id: spare.id });
    const list = await api.ok<{ list: Row[] }>(`${V1}/list`, { filter: `fnumber:${String(spare.fnumber)}` });
    expect(list.list).toHaveLength(0);
  });

  it('copies a basic-data barcode label design, checking its layout', async () => {
    const basic = await api.ok<Row>('/api/v1/basicdata/barcode_label_design/create', {
      fnumber: `BLD-${token(3)}`,
      fname: 'basic SN label',
      width_mm: 50,
      height_mm: 25,
      dpi: 300,
      design: { elements: [{ type: 'barcode', x: 2, y: 2, symbology: 'datamatrix', data: '${sn}' }] },
    });
    const copy = await api.ok<Row>(`${V1}/create_by_barcode_label_design_id`, {
      barcode_label_design_id: basic.id,
      label_type: 'sn',
      product_id: fx.productId,
    });
    expect(copy).toMatchObject({
      fnumber: basic.fnumber,
      barcode_label_design_id: basic.id,
      width_mm: 50,
      height_mm: 25,
      dpi: 300,
      product_id: fx.productId,
    });
    expect((copy.design as { elements: Row[] }).elements[0]).toMatchObject({
      symbology: 'datamatrix',
      module_mm: 0.33,
    });
    const foreign = await api.ok<Row>('/api/v1/basicdata/barcode_label_design/create', {
      fnumber: `BLD-${token(3)}`,
      fname: 'another layout format',
      width_mm: 50,
      height_mm: 25,
      design: { items: [] },
    });
    expect(
      await api.call(`${V1}/create_by_barcode_label_design_id`, { barcode_label_design_id: foreign.id }),
    ).toMatchObject({
      err: 400,
      msg: 'design.items: unknown field',
    });
  });
});
