import { ApiClient } from '../support/api-client';
import { fixtureSuite } from '../support/fixture-suite';
import { BomFixture, PM, type Row } from './bom-fixtures';
import { sheetRows } from './product-mgt-fixtures';

type Inventory = {
  icpp_id: number;
  fqty: number;
  icbom: { id: number; fnumber: string } | null;
  done_units: number;
  regenerated_at: string | null;
  list: (Row & { fnumber: string })[];
};

describe('material requisitions (ICMA) and the material inventory of a process plan', () => {
  let api: ApiClient;
  let fx: BomFixture;
  // a checked order of 10 pushed down to its plan and work order
  const planOfOrder = async () => {
    const bom = await fx.threeLevels();
    const mo = await fx.newIcmo({ icbom_id: bom.id });
    await api.ok(`${PM}/icmo/check`, { id: mo.id });
    const [plan, worder] = await api.ok<Row[]>(`${PM}/icmo/push_down/create`, { id: mo.id });
    return { bom, mo, plan, worder };
  };
  const requisition = async (icppId: number, lines: [keyof BomFixture['items'], number][], check = true) => {
    const icma = await api.ok<Row>(`${PM}/icma/create`, {
      fbillno: `MA-${fx.tag}-${icppId}-${Math.random().toString(36).slice(2, 7)}`,
      icpp_id: icppId,
      entries: lines.map(([k, qty]) => ({ icitem_id: fx.items[k].id, qty })),
    });
    if (check) await api.ok(`${PM}/icma/check`, { id: icma.id });
    return icma;
  };

  fixtureSuite('icma', BomFixture, { workers: false }, (suite) => ({ api, fx } = suite));

  it('issues materials of a checked requisition and takes them back, logging each move', async () => {
    const { mo, plan, worder } = await planOfOrder();
    const icma = await requisition(
      plan.id,
      [
        ['SUB', 20],
        ['CASE', 10],
      ],
      false,
    );
    expect(icma).toMatchObject({ icpp_id: plan.id, icmo_id: mo.id, status: 'open' });
    const work = (body: Record<string, unknown>) => api.call<Row>(`${PM}/icma/work`, { id: icma.id, ...body });
    expect((await work({})).msg).toBe(
      `id: requisition ${String(icma.fbillno)} is not checked: check (approve) it before issuing or returning`,
    );
    await api.ok(`${PM}/icma/check`, { id: icma.id });

    const first = await work({ items: [{ icitem_id: fx.items.SUB.id, qty: 15, barcode: 'REEL-1' }] });
    expect(first.data).toMatchObject({
      status: 'partly_issued',
      issued: [{ fnumber: fx.items.SUB.fnumber, requested: 20, issued: 15, remaining: 5 }, { issued: 0 }],
    });
    expect((await work({ items: [{ icitem_id: fx.items.SUB.id, qty: 6 }] })).msg).toBe(
      `items[0].qty: issuing 6 of ${fx.items.SUB.fnumber} would make 21 issued, more than the 20 allowed (20 requested)`,
    );
    expect((await work({ items: [{ icitem_id: fx.items.DIE.id, qty: 1 }] })).msg).toBe(
      `items[0].icitem_id: material ${fx.items.DIE.id} is not on requisition ${String(icma.fbillno)}`,
    );
    expect((await work({ items: [] })).msg).toMatch(/^items: must be an array of 1 to 200/);
    // without items: all still to issue (5 SUB, 10 CASE)
    expect((await work({})).data).toMatchObject({ status: 'issued' });
    expect((await work({})).msg).toBe(`id: requisition ${String(icma.fbillno)} is fully issued: nothing left to issue`);

    const back = (items: unknown) => api.call<Row>(`${PM}/icma/back`, { id: icma.id, items, fdesc: 'left over' });
    expect((await back([{ icitem_id: fx.items.CASE.id, qty: 11 }])).msg).toBe(
      `items[0].qty: returning 11 of ${fx.items.CASE.fnumber}, but only 10 is issued`,
    );
    expect((await back(undefined)).msg).toMatch(/^items: /);
    expect((await back([{ icitem_id: fx.items.CASE.id, qty: 4 }])).data).toMatchObject({ status: 'partly_issued' });

    const log = await api.ok<{ list: Row[]; total: number }>(`${PM}/icma/wlog/list`, {
      filter: `icma_id:${icma.id} sort:id-asc`,
    });
    expect(log.list.map((l) => [l.action, l.icitem_fnumber, l.qty, l.barcode])).toEqual([
      ['work', fx.items.SUB.fnumber, 15, 'REEL-1'],
      ['work', fx.items.SUB.fnumber, 5, ''],
      ['work', fx.items.CASE.fnumber, 10, ''],
      ['back', fx.items.CASE.fnumber, 4, ''],
    ]);
    expect(log.list[3]).toMatchObject({ fdesc: 'left over', operator: '系统管理员', icpp_id: plan.id });
    expect(
      (await api.ok<{ total: number }>(`${PM}/icma/wlog/list`, { filter: `icma_id:${icma.id} action:back` })).total,
    ).toBe(1);
    expect((await api.call(`${PM}/icma/wlog/list`, { filter: 'colour:red' })).msg).toMatch(
      /^filter.colour: unknown field/,
    );
    // a requisition with moves keeps them: it cannot be deleted
    await api.ok(`${PM}/icma/check`, { id: icma.id, checked: false });
    expect((await api.call(`${PM}/icma/delete`, { id: icma.id })).err).toBe(400);

    // lookups and links
    expect((await api.ok<Row[]>(`${PM}/icma/by_icpp`, { icpp_id: plan.id })).map((r) => r.id)).toEqual([icma.id]);
    expect((await api.ok<Row[]>(`${PM}/icma/by_worder`, { worder_id: worder.id })).map((r) => r.id)).toEqual([icma.id]);
    expect((await api.ok<Row[]>(`${PM}/icma/list_by_ids`, { ids: [icma.id] })).map((r) => r.id)).toEqual([icma.id]);
    expect((await api.ok<Row[]>(`${PM}/icma/push_up`, { id: icma.id })).map((t) => [t.route, t.id])).toEqual([
      ['/icpp', plan.id],
      ['/icmo', mo.id],
    ]);
    expect(await api.ok(`${PM}/icma/push_down`, { id: icma.id })).toEqual([]);
    expect((await api.ok<Row[]>(`${PM}/icpp/push_down`, { id: plan.id })).map((t) => t.route)).toContain('/icma');
    await api.ok(`${PM}/worder/sn/generate`, { worder_id: worder.id, count: 1 });
    expect(
      (await api.ok<Row[]>(`${PM}/icma/by_sn`, { sn: `${String(worder.fbillno)}000001` })).map((r) => r.id),
    ).toEqual([icma.id]);
    const file = (await api.call<Buffer>(`${PM}/icma/export`, { filter: `icpp_id:${plan.id}`, locale: 'en-US' })).data;
    expect((await sheetRows(file))[1]).toContain(icma.fbillno);
  });

  it('lets the setting allow issuing beyond the requested quantity', async () => {
    const { plan } = await planOfOrder();
    const icma = await requisition(plan.id, [['CASE', 10]]);
    expect(await api.ok(`${PM}/icma/setting`, {})).toMatchObject({ values: { over_issue_percent: 0 } });
    expect((await api.call(`${PM}/icma/setting`, { values: { over_issue_percent: 101 } })).msg).toBe(
      'values.over_issue_percent: must be a whole number from 0 to 100',
    );
    await api.ok(`${PM}/icma/setting`, { values: { over_issue_percent: 10 } });
    try {
      await api.ok(`${PM}/icma/work`, { id: icma.id, items: [{ icitem_id: fx.items.CASE.id, qty: 11 }] });
      expect(
        (await api.call(`${PM}/icma/work`, { id: icma.id, items: [{ icitem_id: fx.items.CASE.id, qty: 0.5 }] })).msg,
      ).toMatch(/more than the 11 allowed \(10 requested \+ 10%\)$/);
    } finally {
      await api.ok(`${PM}/icma/setting`, { values: { over_issue_percent: 0 } });
    }
  });

  it('counts racing issues one after the other: never more than requested', async () => {
    const { plan } = await planOfOrder();
    const icma = await requisition(plan.id, [['PASTE', 10]]);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        api.call(`${PM}/icma/work`, { id: icma.id, items: [{ icitem_id: fx.items.PASTE.id, qty: 3 }] }),
      ),
    );
    expect(answers.filter((a) => a.err === 0)).toHaveLength(3);
    const { rows } = await fx.db.query('SELECT sum(qty)::float8 AS s FROM icma_wlog WHERE icma_id = $1', [icma.id]);
    expect(rows[0].s).toBe(9);
  });

  it('regenerates the material inventory of a plan: need, issued, returned, consumed (hand-checked)', async () => {
    const { bom, plan, worder } = await planOfOrder();
    const empty = await api.ok<Inventory>(`${PM}/material_inventory/get`, { icpp_id: plan.id });
    expect(empty).toMatchObject({ icpp_id: plan.id, fqty: 10, list: [], regenerated_at: null, icbom: { id: bom.id } });
    // the plan's BOM is TOP = 2 SUB + 1 CASE: for 10 units it needs 20 SUB and 10 CASE
    const a = await requisition(plan.id, [
      ['SUB', 20],
      ['CASE', 10],
    ]);
    const b = await requisition(plan.id, [
      ['CASE', 2],
      ['EXTRA', 3],
    ]);
    await api.ok(`${PM}/icma/work`, {
      id: a.id,
      items: [
        { icitem_id: fx.items.SUB.id, qty: 18 },
        { icitem_id: fx.items.CASE.id, qty: 10 },
      ],
    });
    await api.ok(`${PM}/icma/back`, { id: a.id, items: [{ icitem_id: fx.items.SUB.id, qty: 2 }] });
    await api.ok(`${PM}/icma/work`, { id: b.id });
    // 4 units of the plan's work order are finished (and one is not)
    await api.ok(`${PM}/worder/sn/generate`, { worder_id: worder.id, count: 5 });
    await fx.db.query(
      `INSERT INTO sn_state (sn, worder_id, workflow_id, next_seq, done, last_result)
       SELECT sn, worder_id, $2, 9, n <= 4, 1 FROM (SELECT sn, worder_id, row_number() OVER (ORDER BY id) AS n FROM worder_sn WHERE worder_id = $1) s`,
      [worder.id, worder.workflow_id],
    );
    const inv = await api.ok<Inventory>(`${PM}/material_inventory/regenerate`, { icpp_id: plan.id });
    expect(inv.done_units).toBe(4);
    expect(inv.regenerated_at).not.toBeNull();
    expect(
      inv.list.map((r) => [
        r.fnumber,
        r.unit_qty,
        r.need_qty,
        r.issued_qty,
        r.returned_qty,
        r.consumed_qty,
        r.balance_qty,
        r.shortage_qty,
      ]),
    ).toEqual([
      // SUB: need 10 x 2 = 20; issued 18, returned 2: net 16; consumed 4 x 2 = 8; on the line 8; short 20 - 16 = 4
      [fx.items.SUB.fnumber, 2, 20, 18, 2, 8, 8, 4],
      // CASE: need 10; issued 10 + 2 = 12; consumed 4; on the line 8; short 0
      [fx.items.CASE.fnumber, 1, 10, 12, 0, 4, 8, 0],
      // EXTRA: not in the BOM: issued 3, all on the line
      [fx.items.EXTRA.fnumber, 0, 0, 3, 0, 0, 3, 0],
    ]);
    // get answers what was stored; a later move shows after the next regenerate
    await api.ok(`${PM}/icma/back`, { id: b.id, items: [{ icitem_id: fx.items.EXTRA.id, qty: 3 }] });
    expect((await api.ok<Inventory>(`${PM}/material_inventory/get`, { icpp_id: plan.id })).list[2].balance_qty).toBe(3);
    const again = await api.ok<Inventory>(`${PM}/material_inventory/regenerate`, { icpp_id: plan.id });
    expect(again.list[2]).toMatchObject({ returned_qty: 3, balance_qty: 0 });
    expect(
      (await api.ok<{ total: number }>(`${PM}/material_inventory/list`, { filter: `icpp_id:${plan.id}` })).total,
    ).toBe(3);

    const sheet = await sheetRows(
      (await api.call<Buffer>(`${PM}/material_inventory/export`, { icpp_id: plan.id, locale: 'en-US' })).data,
    );
    expect(sheet[0].slice(0, 2)).toEqual(['Material code', 'Material name']);
    expect(sheet[1].slice(6, 12)).toEqual([20, 18, 2, 8, 8, 4]);
    expect(await api.call(`${PM}/material_inventory/get`, { icpp_id: 999999 })).toMatchObject({
      err: 400,
      msg: 'icpp_id: no icpp 999999',
    });
    expect((await api.call(`${PM}/material_inventory/regenerate`, { icpp_id: plan.id, all: true })).msg).toBe(
      'all: unknown field',
    );
    expect((await api.call(`${PM}/material_inventory/export`, { icpp_id: plan.id, locale: 'fr' })).msg).toBe(
      'locale: must be zh-CN or en-US',
    );
  });
});
