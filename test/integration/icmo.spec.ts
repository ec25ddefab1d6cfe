import { ApiClient } from '../support/api-client';
import { fixtureSuite } from '../support/fixture-suite';
import { BomFixture, PM, type Row } from './bom-fixtures';
import { sheetRows } from './product-mgt-fixtures';

const ids = (rows: Row[]) => rows.map((r) => r.id);

describe('production orders (ICMO): push-down to process plan and work order, lookups by serial number', () => {
  let api: ApiClient;
  let fx: BomFixture;

  fixtureSuite('icmo', BomFixture, { workers: false }, (suite) => ({ api, fx } = suite));

  it("takes the BOM's number and the product's workflow; refuses a bad field, naming it", async () => {
    const bom = await fx.threeLevels();
    const mo = await fx.newIcmo({ icbom_id: bom.id, plan_start_at: '2026-01-05', plan_end_at: '2026-01-09' });
    const [product] = (await fx.db.query('SELECT workflow_id FROM product WHERE id = $1', [fx.productId])).rows;
    expect(mo).toMatchObject({ icbom_fnumber: bom.fnumber, workflow_id: product.workflow_id, status: 1, fqty: 10 });
    expect((await api.call(`${PM}/icmo/create`, { fbillno: 'X', product_id: fx.productId, fqty: 0 })).msg).toBe(
      'fqty: must be between 1 and 2147483647',
    );
    expect(
      (await api.call(`${PM}/icmo/create`, { fbillno: 'X', product_id: fx.productId, fqty: 1, icbom_id: 999999 })).msg,
    ).toBe('icbom_id: no icbom 999999');
    expect((await api.call(`${PM}/icmo/update`, { id: mo.id, plan_end_at: '2026-01-01' })).msg).toBe(
      'plan_end_at: is before plan_start_at',
    );
    expect((await api.call(`${PM}/icmo/update`, { id: mo.id, icbom_fnumber: 'X' })).msg).toBe(
      'icbom_fnumber: is set by the server, not by the caller',
    );
    expect(await api.ok(`${PM}/icmo/push_up`, { id: mo.id })).toMatchObject([
      { route: '/icbom', id: bom.id, fbillno: bom.fnumber },
    ]);
    expect((await api.ok<Row[]>(`${PM}/icmo/list_by_ids`, { ids: [mo.id, 999999] })).map((r) => r.id)).toEqual([mo.id]);
    const file = (
      await api.call<Buffer>(`${PM}/icmo/export`, { filter: `fbillno:${String(mo.fbillno)}`, locale: 'en-US' })
    ).data;
    const rows = await sheetRows(file);
    expect(rows[0]).toContain('Production order number');
    expect(rows[1]).toContain(mo.fbillno);
  });

  it('pushes a checked order down to its process plan and work order once; they push up to it', async () => {
    const bom = await fx.threeLevels();
    const mo = await fx.newIcmo({ icbom_id: bom.id, plan_start_at: '2026-02-01T08:00:00Z' });
    expect((await api.call(`${PM}/icmo/push_down/create`, { id: mo.id })).msg).toBe(
      `id: icmo ${mo.id} has checked false: push_down needs checked true`,
    );
    await api.ok(`${PM}/icmo/check`, { id: mo.id });
    const [plan, worder] = await api.ok<Row[]>(`${PM}/icmo/push_down/create`, { id: mo.id });
    expect(plan).toMatchObject({
      fbillno: mo.fbillno,
      product_id: fx.productId,
      product_line_id: fx.smtLineId,
      icbom_fnumber: bom.fnumber,
      fqty: 10,
      icmo_id: mo.id,
    });
    expect(worder).toMatchObject({
      fbillno: mo.fbillno,
      fqty: 10,
      workflow_id: mo.workflow_id,
      icmo_id: mo.id,
      status: 1,
    });
    expect(new Date(worder.plan_start_at as string).toISOString()).toBe('2026-02-01T08:00:00.000Z');
    expect((await api.call(`${PM}/icmo/push_down/create`, { id: mo.id })).msg).toBe(
      `id: icmo ${mo.id} was already pushed down to icpp ${plan.id}`,
    );
    expect((await api.ok<Row[]>(`${PM}/icmo/push_down`, { id: mo.id })).map((t) => [t.route, t.id])).toEqual([
      ['/icpp', plan.id],
      ['/worder', worder.id],
    ]);
    expect((await api.ok<Row[]>(`${PM}/icpp/push_up`, { id: plan.id })).map((t) => [t.route, t.id])).toEqual([
      ['/icmo', mo.id],
    ]);
    expect((await api.ok<Row[]>(`${PM}/worder/push_up`, { id: worder.id })).map((t) => [t.route, t.id])).toEqual([
      ['/icmo', mo.id],
    ]);

    // a serial number of that work order reaches the plan, the order and the BOM
    await api.ok(`${PM}/worder/sn/generate`, { worder_id: worder.id, count: 2 });
    const sn = `${String(mo.fbillno)}000001`;
    expect(ids(await api.ok<Row[]>(`${PM}/icmo/by_sn`, { sn }))).toEqual([mo.id]);
    expect(ids(await api.ok<Row[]>(`${PM}/icbom/by_sn`, { sn }))).toEqual([bom.id]);
    expect(ids(await api.ok<Row[]>(`${PM}/icbom/by_worder`, { worder_id: worder.id }))).toEqual([bom.id]);
    expect(ids(await api.ok<Row[]>(`${PM}/icbom/by_icpp`, { icpp_id: plan.id }))).toEqual([bom.id]);
    expect(ids(await api.ok<Row[]>(`${PM}/icmo/by_worder`, { worder_id: worder.id }))).toEqual([mo.id]);
    expect(ids(await api.ok<Row[]>(`${PM}/icmo/by_icpp`, { icpp_id: plan.id }))).toEqual([mo.id]);
    expect(await api.call(`${PM}/icbom/by_sn`, { sn: 'NO-SUCH-SN' })).toMatchObject({
      err: 1213,
      msg: 'sn: NO-SUCH-SN is in no work order',
    });
    expect(await api.call(`${PM}/icmo/by_icpp`, { icpp_id: 999999 })).toMatchObject({
      err: 400,
      msg: 'icpp_id: no icpp 999999',
    });
    expect(await api.call(`${PM}/icmo/by_worder`, { worder_id: 999999 })).toMatchObject({ err: 1211 });
  });

  it('refuses a push-down whose work order would lack a line, keeping nothing', async () => {
    const mo = await fx.newIcmo({ product_line_id: null });
    await api.ok(`${PM}/icmo/check`, { id: mo.id });
    const r = await api.call(`${PM}/icmo/push_down/create`, { id: mo.id });
    expect(r).toMatchObject({ err: 400, msg: 'product_line_id: is required' });
    expect(await api.ok(`${PM}/icmo/push_down`, { id: mo.id })).toEqual([]);
  });

  it('finds a plan BOM by its icbom_fnumber when the plan has no order', async () => {
    const bom = await fx.newBom('SUB', [['CHIP', 1]]);
    const plan = await api.ok<Row>(`${PM}/icpp/create`, {
      fbillno: `PP-${fx.tag}-${String(bom.id)}`,
      product_id: fx.productId,
      icbom_fnumber: bom.fnumber,
    });
    expect(ids(await api.ok<Row[]>(`${PM}/icbom/by_icpp`, { icpp_id: plan.id }))).toEqual([bom.id]);
    expect(await api.ok(`${PM}/icmo/by_icpp`, { icpp_id: plan.id })).toEqual([]);
  });

  it('keeps change records of an order', async () => {
    const mo = await fx.newIcmo();
    const change = await api.ok<Row>(`${PM}/icmo_change/create`, {
      icmo_id: mo.id,
      old_fqty: 10,
      new_fqty: 12,
      reason: 'customer',
    });
    expect(change).toMatchObject({ icmo_id: mo.id, change_type: 'update', old_fqty: 10, new_fqty: 12 });
    expect(await api.ok<Row>(`${PM}/icmo_change`, { id: change.id })).toMatchObject({ reason: 'customer' });
    expect((await api.ok<{ total: number }>(`${PM}/icmo_change/list`, { filter: `icmo_id:${mo.id}` })).total).toBe(1);
    expect((await api.ok<Row>(`${PM}/icmo_change/update`, { id: change.id, new_fqty: 14 })).new_fqty).toBe(14);
    expect((await api.call(`${PM}/icmo_change/update`, { id: change.id, icmo_id: 999999 })).err).toBe(400);
    expect((await api.call(`${PM}/icmo_change/create`, { icmo_id: mo.id, new_fqty: -1 })).msg).toBe(
      'new_fqty: must be between 0 and 2147483647',
    );
    expect((await api.ok<Row>(`${PM}/icmo_change/check`, { id: change.id })).checked).toBe(true);
    expect((await api.call(`${PM}/icmo_change/update`, { id: change.id, reason: 'x' })).err).toBe(400);
    await api.ok(`${PM}/icmo_change/check`, { id: change.id, checked: false });
    expect(await api.ok(`${PM}/icmo_change/delete`, { id: change.id })).toEqual({ id: change.id });
  });
});
