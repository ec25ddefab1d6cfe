import ExcelJS from 'exceljs';
import { ApiClient } from '../support/api-client';
import { fixtureSuite } from '../support/fixture-suite';
import { sheetRows } from './product-mgt-fixtures';
import { PM, SmtFixture, type Row } from './smt-fixtures';

describe('SMT process plans, feeder lists, steel meshes, bad marks', () => {
  let api: ApiClient;
  let fx: SmtFixture;

  fixtureSuite('smt_plans', SmtFixture, { workers: false }, (suite) => ({ api, fx } = suite));

  it('joins work orders to a plan and finds plans and feeder lists by work order and serial number', async () => {
    const plan = await fx.newPlan();
    const worder = (await api.ok<{ list: Row[] }>(`${PM}/worder/list`, { filter: 'fbillno:WO-DEMO-0001' })).list[0];
    expect(await api.ok(`${PM}/icpp/join`, { id: plan.id, worder_ids: [worder.id] })).toMatchObject({
      joined: 1,
      already: 0,
      worders: [{ id: worder.id }],
    });
    expect(await api.ok(`${PM}/icpp/join`, { id: plan.id, worder_ids: [worder.id] })).toMatchObject({
      joined: 0,
      already: 1,
    });
    expect(await api.call(`${PM}/icpp/join`, { id: plan.id, worder_ids: [999999] })).toMatchObject({
      err: 1211,
      msg: 'worder_ids: no work order 999999',
    });
    expect((await api.ok<Row[]>(`${PM}/icpp/by_worder`, { worder_id: worder.id })).map((p) => p.id)).toContain(plan.id);
    expect((await api.ok<Row[]>(`${PM}/icpp/by_sn`, { sn: 'SM200DEMO000001' })).map((p) => p.id)).toContain(plan.id);
    expect((await api.call(`${PM}/icpp/by_sn`, { sn: 'NOPE' })).err).toBe(1213);
    expect(await api.ok(`${PM}/icpp/push_up`, { id: plan.id })).toMatchObject([
      { route: '/worder', id: worder.id, fbillno: 'WO-DEMO-0001' },
    ]);

    const first = await fx.newFeeder([['1', 'R10K']], { icpp_id: plan.id });
    const second = await api.ok<Row>(`${PM}/smt_feeder/new_version`, { id: first.id });
    expect(second).toMatchObject({
      version: 2,
      parent_id: first.id,
      fnumber: first.fnumber,
      entries: [{ slot: '1', icitem_id: fx.items.R10K.id }],
    });
    const third = await api.ok<Row>(`${PM}/smt_feeder/new_version`, { id: second.id });
    expect(third).toMatchObject({ version: 3, parent_id: first.id });
    expect((await api.ok<Row[]>(`${PM}/smt_feeder/latested`, { icpp_id: plan.id })).map((f) => f.id)).toEqual([
      third.id,
    ]);
    expect((await api.ok<Row>(`${PM}/smt_feeder/latested_by_parent_id`, { parent_id: second.id })).id).toBe(third.id);
    await api.ok(`${PM}/smt_feeder/disable`, { id: third.id });
    expect((await api.ok<Row>(`${PM}/smt_feeder/latested_by_parent_id`, { parent_id: first.id })).id).toBe(second.id);
    expect((await api.ok<Row[]>(`${PM}/smt_feeder/by_worder`, { worder_id: worder.id })).map((f) => f.id)).toEqual([
      second.id,
    ]);
    expect((await api.ok<Row[]>(`${PM}/smt_feeder/by_sn`, { sn: 'SM200DEMO000001' })).map((f) => f.id)).toEqual([
      second.id,
    ]);
    expect(await api.ok(`${PM}/smt_feeder/push_up`, { id: second.id })).toMatchObject([
      { route: '/icpp', id: plan.id },
    ]);
  });

  it('checks the slots of a feeder list, and freezes them with the check', async () => {
    const feeder = await fx.newFeeder([]);
    const set = (entries: unknown) => api.call(`${PM}/smt_feeder/set_entries`, { id: feeder.id, entries });
    expect((await set([{ slot: '1', icitem_id: 999999 }])).msg).toBe('entries[0].icitem_id: no icitem 999999');
    expect(
      (
        await set([
          { slot: '1', icitem_id: fx.items.R10K.id },
          { slot: '1', icitem_id: fx.items.MCU.id },
        ])
      ).msg,
    ).toBe('entries[1].slot: 1 is also entries[0]');
    expect((await set([{ slot: '1', icitem_id: fx.items.R10K.id, alternates: [fx.items.R10K.id] }])).msg).toBe(
      "entries[0].alternates: must not hold the slot's own material",
    );
    expect((await set([{ slot: '1', icitem_id: fx.items.R10K.id, colour: 'red' }])).msg).toBe(
      'entries[0].colour: unknown field',
    );
    const saved = await api.ok<{ entries: Row[] }>(`${PM}/smt_feeder/set_entries`, {
      id: feeder.id,
      entries: fx.entries([
        ['1-01', 'R10K', { alternates: ['R10K_B'], turns: 2 }],
        ['1-02', 'PCB', { no_verify: true }],
      ]),
    });
    expect(saved.entries).toMatchObject([
      {
        slot: '1-01',
        seq: 1,
        turns: 2,
        qty_per_board: 1,
        alternate_items: [{ fnumber: fx.items.R10K_B.fnumber }],
        icitem: { fnumber: fx.items.R10K.fnumber },
      },
      { slot: '1-02', no_verify: true, alternate_items: [] },
    ]);
    await api.ok(`${PM}/smt_feeder/check`, { id: feeder.id });
    expect((await set([])).msg).toMatch(/^id: smt_feeder \d+ is checked: uncheck it before changing its slots$/);
  });

  it('exports a feeder list in the F4 and F2 layouts and imports it back', async () => {
    const feeder = await fx.newFeeder([
      ['1-01', 'R10K', { alternates: ['R10K_B', 'C1U'], turns: 3 }],
      ['1-02', 'C100N'],
    ]);
    const f4 = await api.call<Buffer>(`${PM}/smt_feeder/custom_export`, {
      id: feeder.id,
      layout: 'F4',
      locale: 'en-US',
    });
    const rows4 = await sheetRows(f4.data);
    expect(rows4[0]).toEqual([
      'Slot',
      'Machine',
      'Table',
      'Feeder',
      'Material code',
      'Material name',
      'Specification',
      'Alternates',
      'Quantity per board',
      'Turn',
      'No verify',
      'Designators',
    ]);
    expect([rows4[1][0], rows4[1][4], rows4[1][9]]).toEqual(['1-01', fx.items.R10K.fnumber, 3]);
    expect(rows4[1][7]).toBe(`${fx.items.R10K_B.fnumber}/${fx.items.C1U.fnumber}`);
    const f2 = await api.call<Buffer>(`${PM}/smt_feeder/custom_export`, { id: feeder.id, layout: 'F2' });
    expect((await sheetRows(f2.data))[0]).toEqual(['站位', '物料编码', '物料名称', '用量', '替代料']);
    expect((await api.call(`${PM}/smt_feeder/custom_export`, { id: feeder.id, layout: 'F9' })).msg).toBe(
      'layout: must be one of F4, F2',
    );

    const copy = await fx.newFeeder([]);
    const upload = (file: Buffer) => ({ filename: 'feeder.xlsx', content_base64: file.toString('base64') });
    expect(await api.ok(`${PM}/smt_feeder/import`, { id: copy.id, ...upload(f4.data) })).toEqual({ imported: 2 });
    const back = await api.ok<{ entries: Row[] }>(`${PM}/smt_feeder/entries`, { id: copy.id });
    expect(back.entries.map((e) => [e.slot, e.icitem_id, e.alternates, e.turns])).toEqual([
      ['1-01', fx.items.R10K.id, [fx.items.R10K_B.id, fx.items.C1U.id], 3],
      ['1-02', fx.items.C100N.id, [], 1],
    ]);
    expect(await api.ok(`${PM}/smt_feeder/custom_import`, { id: copy.id, layout: 'F2', ...upload(f2.data) })).toEqual({
      imported: 2,
    });

    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('x');
    sheet.addRow(['站位', '物料编码']);
    sheet.addRow(['A', 'NO-SUCH']);
    sheet.addRow(['A', fx.items.MCU.fnumber]);
    const bad = await api.call<{ errors: Row[] }>(`${PM}/smt_feeder/custom_import`, {
      id: copy.id,
      ...upload(Buffer.from(await book.xlsx.writeBuffer())),
    });
    expect(bad.err).toBe(400);
    expect(bad.data.errors).toEqual([
      { row: 2, field: 'fnumber', message: 'no material NO-SUCH' },
      { row: 3, field: 'slot', message: 'A is also on row 2' },
    ]);
  });

  it('shelves steel meshes and finds them by process plan', async () => {
    const plan = await fx.newPlan();
    const own = await api.ok<Row>(`${PM}/steel_mesh/create`, {
      fnumber: 'SM-OWN',
      fname: 'own',
      icpp_id: plan.id,
      product_id: fx.productId,
      thickness: 0.12,
    });
    const shared = await api.ok<Row>(`${PM}/steel_mesh/create`, {
      fnumber: 'SM-SHARED',
      fname: 'shared',
      product_id: fx.productId,
    });
    expect(own).toMatchObject({ shelved: 0, thickness: 0.12 });
    expect((await api.ok<Row[]>(`${PM}/steel_mesh/list_by_icppid`, { icpp_id: plan.id })).map((m) => m.id)).toEqual([
      own.id,
    ]);
    expect(
      (await api.ok<Row[]>(`${PM}/steel_mesh/list_by_icppid2`, { icpp_id: plan.id })).map((m) => m.id).sort(),
    ).toEqual([own.id, shared.id].sort());
    const shelved = await api.ok<Row>(`${PM}/steel_mesh/update_shelved`, {
      id: own.id,
      shelved: 1,
      location: 'RACK-A3',
    });
    expect(shelved).toMatchObject({ shelved: 1, location: 'RACK-A3', shelved_at: expect.any(String) });
    expect((await api.call(`${PM}/steel_mesh/update_shelved`, { id: own.id, shelved: 0 })).msg).toBe(
      'shelved: must be 1 (shelved) or 2 (unshelved)',
    );
    expect((await api.call(`${PM}/steel_mesh/update`, { id: own.id, shelved: 2 })).msg).toBe(
      'shelved: is set by the server, not by the caller',
    );
    expect((await api.ok<Row[]>(`${PM}/steel_mesh/multi`, { ids: [shared.id, own.id] })).map((m) => m.id)).toEqual([
      own.id,
      shared.id,
    ]);
  });

  it('answers whether a board is marked bad, and lists board traces', async () => {
    await api.ok(`${PM}/smt_bad_mark/create`, { barcode: 'PANEL-0001', position: 3, reason: 'tombstone' });
    expect(await api.ok(`${PM}/smt_bad_mark/isexisted`, { barcode: 'PANEL-0001' })).toMatchObject({
      existed: true,
      marks: [{ position: 3 }],
    });
    expect(await api.ok(`${PM}/smt_bad_mark/isexisted`, { barcode: 'PANEL-0001', position: 2 })).toEqual({
      existed: false,
      marks: [],
    });
    expect(
      await api.ok('/api/v1/product_coll/smt_board_station_log/list', { filter: 'barcode:PANEL-0001' }),
    ).toMatchObject({ list: [], total: 0 });
    expect(await api.ok('/api/v1/product_coll/smt_board_items/list', {})).toMatchObject({ total: 0 });
    expect(await api.ok(`${PM}/smt_feeder/setting`, {})).toMatchObject({ values: { lock_after_failures: 3 } });
  });
});
