import { PACKING_CALLS, packingUrl, type PackAnswer } from '@mes/contracts';
import { token } from '../support/resource-values';
import { eventually } from '../support/test-env';
import { parseZpl } from '../support/zpl-parser';
import { EXPORT_HEAD_EN, JOIN, PackingSuite, SUB, type PlanLevel } from './packing-fixture';
import { sheetRows, type Row } from './product-mgt-fixtures';
import { openpyxl } from '../support/openpyxl';

type Level = { fnumber: string; level: string; status: number; fqty: number; n: number; open: number };

// Packing by the plan's levels (docs/packing.md, "Cartons and pallets"): closed boxes fill cartons, closed cartons
// fill pallets, each closing at its level's quantity with its label printed; box_subtract/subjoin at every level;
// counts and statuses right under concurrent scans.
describe('packing: cartons and pallets', () => {
  let s: PackingSuite;
  let cartonLabel: Row;
  let palletLabel: Row;

  const design = (type: string, variable: string) =>
    s.api.ok<Row>('/api/v1/product_mgt/label_design/create', {
      fnumber: `${type.toUpperCase()}-${token(3)}`,
      fname: `${type} label`,
      label_type: type,
      width_mm: 80,
      height_mm: 40,
      design: {
        elements: [
          { type: 'barcode', x: 5, y: 5, symbology: 'code128', data: `\${${variable}}` },
          { type: 'text', x: 5, y: 30, text: 'QTY ${qty}' },
        ],
      },
    });

  /** boxes of `box` units, cartons of `carton` boxes, pallets of `pallet` cartons, each level with its label. */
  const plan = (box: number, carton: number, pallet: number): PlanLevel[] => [
    { level: 'box', qty: box, label_design_id: s.boxLabel.id },
    { level: 'carton', qty: carton, label_design_id: cartonLabel.id },
    { level: 'pallet', qty: pallet, label_design_id: palletLabel.id },
  ];

  /** every box and carton of an order with what it holds, and its pallets. */
  const levels = async (worderId: number) => {
    const boxes = await s.fx.db.query<Level & { parent: string | null; pallet: string | null }>(
      `SELECT b.fnumber, b.level, b.status, b.fqty::int AS fqty, pa.fnumber AS pallet, pb.fnumber AS parent,
         CASE WHEN b.level = 'box' THEN (SELECT count(*)::int FROM box_item i WHERE i.box_id = b.id)
           ELSE (SELECT count(*)::int FROM box c WHERE c.parent_id = b.id) END AS n,
         (SELECT count(*)::int FROM box c WHERE c.parent_id = b.id AND c.status <> 2) AS open
       FROM box b LEFT JOIN box pb ON pb.id = b.parent_id LEFT JOIN pallet pa ON pa.id = b.pallet_id
       WHERE b.worder_id = $1 ORDER BY b.level, b.id`,
      [worderId],
    );
    const pallets = await s.fx.db.query<Level & { checked: boolean }>(
      `SELECT p.fnumber, 'pallet' AS level, p.status, p.fqty, p.checked,
         (SELECT count(*)::int FROM box c WHERE c.pallet_id = p.id) AS n,
         (SELECT count(*)::int FROM box c WHERE c.pallet_id = p.id AND c.status <> 2) AS open
       FROM pallet p WHERE p.worder_id = $1 ORDER BY p.id`,
      [worderId],
    );
    return { boxes: boxes.rows, pallets: pallets.rows };
  };

  beforeAll(async () => {
    s = await PackingSuite.open('packing-levels');
    cartonLabel = await design('carton', 'box.fnumber');
    palletLabel = await design('pallet', 'pallet.fnumber');
  }, 120_000);

  afterAll(async () => {
    await s?.close();
  });

  it('fills cartons with closed boxes and pallets with closed cartons, each printing its label', async () => {
    const { order, sns } = await s.packableOrder(9, 2, plan(2, 2, 2));
    const fb = String(order.fbillno);
    const before = s.printer.jobs.length;
    const answers: PackAnswer[] = [];
    for (const sn of sns) {
      const a = await s.packAt(s.pack, sn);
      expect(a.err).toBe(0);
      answers.push(a.data);
    }
    expect(answers[0].parents).toEqual([]);
    expect(answers[1]).toMatchObject({ closed: true, box: { fnumber: `${fb}-B0001`, level: 'box' } });
    expect(answers[1].parents).toMatchObject([
      { level: 'carton', fnumber: `${fb}-C0001`, fqty: 1, capacity: 2, status: 1, closed: false, label: null },
    ]);
    expect(answers[3].parents).toMatchObject([
      {
        level: 'carton',
        fnumber: `${fb}-C0001`,
        fqty: 2,
        status: 2,
        closed: true,
        sns: [`${fb}-B0001`, `${fb}-B0002`],
        label: { sent: 'printer' },
      },
      { level: 'pallet', fnumber: `${fb}-P0001`, fqty: 1, capacity: 2, status: 1, closed: false },
    ]);
    expect(answers[7].parents).toMatchObject([
      { level: 'carton', fnumber: `${fb}-C0002`, closed: true },
      { level: 'pallet', fnumber: `${fb}-P0001`, fqty: 2, status: 2, closed: true, label: { sent: 'printer' } },
    ]);
    expect(answers[8]).toMatchObject({ box: { fnumber: `${fb}-B0005`, status: 1 }, parents: [] });
    const { boxes, pallets } = await levels(order.id);
    expect(
      boxes.map((b) => [b.fnumber.slice(fb.length), b.status, b.fqty, b.parent?.slice(fb.length) ?? null]),
    ).toEqual([
      ['-B0001', 2, 2, '-C0001'],
      ['-B0002', 2, 2, '-C0001'],
      ['-B0003', 2, 2, '-C0002'],
      ['-B0004', 2, 2, '-C0002'],
      ['-B0005', 1, 1, null],
      ['-C0001', 2, 2, null],
      ['-C0002', 2, 2, null],
    ]);
    expect(boxes.filter((b) => b.level === 'carton').map((b) => b.pallet)).toEqual([`${fb}-P0001`, `${fb}-P0001`]);
    expect(pallets).toEqual([
      { fnumber: `${fb}-P0001`, level: 'pallet', status: 2, fqty: 2, checked: true, n: 2, open: 0 },
    ]);
    // the labels over TCP: four boxes, two cartons, one pallet
    const jobs = await eventually('seven labels', async () =>
      s.printer.jobs.length - before >= 7 ? s.printer.jobs.slice(before).map(parseZpl) : null,
    );
    const printed = jobs.map((j) => j.fields.find((f) => f.kind === 'code128')?.data);
    expect(printed).toEqual(expect.arrayContaining([`${fb}-C0001`, `${fb}-C0002`, `${fb}-P0001`]));
    const carton = jobs.find((j) => j.fields.some((f) => f.kind === 'code128' && f.data === `${fb}-C0001`));
    expect(carton?.fields.find((f) => f.kind === 'text')?.data).toBe('QTY 2');

    // box_export of a carton lists the units of its boxes: SN, product, order, the box it is in, packed at and by
    const sheet = await s.api.call<Buffer>(packingUrl(PACKING_CALLS.export), { box: `${fb}-C0001`, locale: 'en-US' });
    const rows = await sheetRows(sheet.data);
    expect(rows[0]).toEqual(EXPORT_HEAD_EN);
    const units = rows.slice(1);
    const product = (
      await s.fx.db.query<{ fnumber: string }>(
        'SELECT p.fnumber FROM worder w JOIN product p ON p.id = w.product_id WHERE w.id = $1',
        [order.id],
      )
    ).rows[0].fnumber;
    expect(units.map((r) => [r[0], r[1], r[6], r[8], r[9]])).toEqual(
      sns.slice(0, 4).map((sn, i) => [`${fb}-C0001`, fb, sn, product, `${fb}-B000${i < 2 ? 1 : 2}`]),
    );
    expect(units.every((r) => r[7] instanceof Date && typeof r[10] === 'string' && r[10] !== '')).toBe(true);
    const [opened] = await openpyxl(sheet.data);
    expect(opened).toMatchObject({ name: `${fb}-C0001`, freeze: 'A2', bold_header: true, max_row: 5 });
    expect(opened.rows[0]).toEqual(EXPORT_HEAD_EN);
    const first = opened.rows[1];
    expect([first[0], first[1], first[6], first[8], first[9]]).toEqual([
      `${fb}-C0001`,
      fb,
      sns[0],
      product,
      `${fb}-B0001`,
    ]);
    expect(first[7]).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(opened.formats[7]).toBe('yyyy-mm-dd hh:mm:ss');
    const zh = await sheetRows(
      (await s.api.call<Buffer>(packingUrl(PACKING_CALLS.export), { box: `${fb}-C0001`, locale: 'zh-CN' })).data,
    );
    expect(zh[0].slice(6)).toEqual(['序列号', '装箱时间', '产品', '所在箱', '装箱人']);
  });

  it('takes units, boxes and cartons out and back in at every level, reopening and closing what holds them', async () => {
    const { order, sns } = await s.packableOrder(9, 2, plan(2, 2, 2));
    const fb = String(order.fbillno);
    for (const sn of sns) expect((await s.packAt(s.bare, sn)).err).toBe(0);
    const [b1, b2, b3, b5, c1, c2, p1] = ['-B0001', '-B0002', '-B0003', '-B0005', '-C0001', '-C0002', '-P0001'].map(
      (x) => fb + x,
    );
    const state = async () => {
      const { boxes, pallets } = await levels(order.id);
      return Object.fromEntries([...boxes, ...pallets].map((b) => [b.fnumber.slice(fb.length), [b.status, b.fqty]]));
    };

    // a unit out of a box in a closed carton on a closed pallet: all three open again
    const out = await s.api.call<PackAnswer>(SUB, { box: b1, sn: sns[0] });
    expect(out).toMatchObject({ err: 0, data: { box: { status: 1, fqty: 1 } } });
    expect(out.data.parents.map((p) => [p.fnumber, p.status, p.fqty])).toEqual([
      [c1, 1, 2],
      [p1, 1, 2],
    ]);
    expect((await levels(order.id)).pallets[0].checked).toBe(false);
    // and back in: the box, its carton and its pallet close again, the carton's and pallet's labels for the browser
    const back = await s.api.call<PackAnswer>(JOIN, { box: b1, sn: sns[0] });
    expect(back.data.parents).toMatchObject([
      { fnumber: c1, status: 2, closed: true, label: { sent: 'browser' } },
      { fnumber: p1, status: 2, closed: true, label: { sent: 'browser' } },
    ]);

    // a box out of its carton, refusals, and back in
    const boxOut = await s.api.call<PackAnswer>(SUB, { box: c1, sn: b2 });
    expect(boxOut).toMatchObject({
      err: 0,
      data: {
        box: { level: 'carton', fnumber: c1, fqty: 1, status: 1, sns: [b1] },
        parents: [{ fnumber: p1, status: 1 }],
      },
    });
    expect(await s.api.call(SUB, { box: c1, sn: b2 })).toMatchObject({
      err: 1401,
      msg: `sn: box ${b2} is not in carton ${c1}`,
    });
    expect(await s.api.call(JOIN, { box: c1, sn: b3 })).toMatchObject({
      err: 1504,
      msg: `sn: box ${b3} is already packed in carton ${c2}`,
    });
    expect(await s.api.call(JOIN, { box: c1, sn: b5 })).toMatchObject({
      err: 400,
      msg: `sn: box ${b5} is not closed: only a closed box goes into a carton`,
    });
    expect(await s.api.call(JOIN, { box: c1, sn: sns[0] })).toMatchObject({
      err: 1401,
      msg: `sn: label ${sns[0]} names no box`,
    });
    expect(await s.api.call(JOIN, { box: c1, sn: c2 })).toMatchObject({
      err: 1401,
      msg: `sn: ${c2} is a carton; carton ${c1} holds boxes`,
    });
    const other = await s.packableOrder(2, 2, plan(2, 2, 2));
    for (const sn of other.sns) await s.packAt(s.bare, sn);
    expect(await s.api.call(JOIN, { box: c1, sn: `${String(other.order.fbillno)}-B0001` })).toMatchObject({
      err: 1401,
      msg: expect.stringContaining('another work order'),
    });
    const boxBack = await s.api.call<PackAnswer>(JOIN, { box: c1, sn: b2 });
    expect(boxBack).toMatchObject({
      err: 0,
      data: { closed: true, box: { fqty: 2, status: 2 }, label: { sent: 'browser' } },
    });
    expect(boxBack.data.parents).toMatchObject([{ fnumber: p1, status: 2, closed: true }]);
    expect(await s.api.call(JOIN, { box: c1, sn: b5 })).toMatchObject({ err: 400 });

    // a carton off its pallet and back on
    expect(await s.api.call(SUB, { box: p1, sn: c2 })).toMatchObject({
      err: 0,
      data: { box: { level: 'pallet', fnumber: p1, fqty: 1, status: 1, sns: [c1] } },
    });
    expect(await s.api.call(JOIN, { box: p1, sn: b3 })).toMatchObject({
      err: 1401,
      msg: `sn: ${b3} is a box; pallet ${p1} holds cartons`,
    });
    expect(await s.api.call(JOIN, { box: p1, sn: c2 })).toMatchObject({
      err: 0,
      data: { closed: true, box: { fqty: 2, status: 2 } },
    });
    expect(await state()).toMatchObject({ '-B0001': [2, 2], '-C0001': [2, 2], '-C0002': [2, 2], '-P0001': [2, 2] });

    // the repair's unboxing reopens the box, its carton and its pallet too
    await s.api.ok('/api/v1/product_coll/unbind/unboxing_rework', { sn: sns[4], reason: 'rework' });
    expect(await state()).toMatchObject({ '-B0003': [1, 1], '-C0002': [1, 2], '-P0001': [1, 2] });

    const log = await s.fx.db.query<{ action: string; sn: string; target: string }>(
      `SELECT l.action, l.sn, COALESCE(b.fnumber, p.fnumber) AS target FROM box_item_log l
       LEFT JOIN box b ON b.id = l.box_id LEFT JOIN pallet p ON p.id = l.pallet_id
       WHERE l.sn IN ($1, $2) ORDER BY l.id`,
      [b2, c2],
    );
    expect(log.rows.map((r) => [r.action, r.sn, r.target])).toEqual([
      ['pack', b2, c1],
      ['pack', c2, p1],
      ['subtract', b2, c1],
      ['subjoin', b2, c1],
      ['subtract', c2, p1],
      ['subjoin', c2, p1],
    ]);
  });

  it('keeps every box, carton and pallet right when two stations race, a unit sent twice packed once', async () => {
    const { order, sns } = await s.packableOrder(29, 3, plan(3, 2, 2));
    const sends = [...sns, ...sns.slice(0, 6)].map((sn, i) => s.packAt(i % 2 ? s.pack : s.bare, sn));
    const answers = await Promise.all(sends);
    expect(answers.filter((a) => a.err === 0)).toHaveLength(29);
    expect(answers.filter((a) => a.err === 1504)).toHaveLength(6);
    const { boxes, pallets } = await levels(order.id);
    const units = boxes.filter((b) => b.level === 'box');
    const cartons = boxes.filter((b) => b.level === 'carton');
    expect(units.reduce((n, b) => n + b.n, 0)).toBe(29);
    for (const b of units) {
      expect(b.fqty).toBe(b.n);
      expect(b.n).toBeLessThanOrEqual(3);
      expect(b.status).toBe(b.n === 3 ? 2 : 1);
      // a closed box is in a carton, an open one in none
      expect(b.parent !== null).toBe(b.status === 2);
    }
    for (const c of [...cartons, ...pallets]) {
      expect(c.fqty).toBe(c.n);
      expect(c.n).toBeLessThanOrEqual(2);
      expect(c.open).toBe(0);
      expect(c.status).toBe(c.n === 2 ? 2 : 1);
    }
    expect(cartons.filter((c) => c.status === 2).every((c) => c.pallet !== null)).toBe(true);
    expect(cartons.reduce((n, c) => n + c.n, 0)).toBe(units.filter((b) => b.status === 2).length);
    expect(pallets.reduce((n, p) => n + p.n, 0)).toBe(cartons.filter((c) => c.status === 2).length);
    // at most one open box, carton and pallet per station
    for (const list of [units, cartons, pallets])
      expect(list.filter((x) => x.status === 1).length).toBeLessThanOrEqual(2);
  });
});
