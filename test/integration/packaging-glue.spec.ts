import { ApiClient } from '../support/api-client';
import { startBuiltHub, type Hub } from '../support/hub-processes';
import { token } from '../support/resource-values';
import { ProductionFixture, type Row } from './product-mgt-fixtures';

const PLAN = '/api/v1/product_mgt/packaging_plan';
const GLUE = '/api/v1/product_mgt/glue_plan';
const LABEL = '/api/v1/product_mgt/label_design';
type Level = { level: string; qty: number; weight: number; tolerance: number; label_design_id: number | null };

// packaging_plan (levels as document entries, used, the plan of an order, one level's weight and tolerance),
// label_design/get_packing_label_design over it, glue_plan with its weight window and glue/items/list.
describe('packaging and glue plans', () => {
  let hub: Hub;
  let api: ApiClient;
  let fx: ProductionFixture;
  let order: Row;
  let other: Row;
  let boxLabel: Row;

  beforeAll(async () => {
    hub = await startBuiltHub('packaging', { workers: false });
    api = new ApiClient(hub.baseUrl);
    await api.login('admin', 'admin');
    fx = await ProductionFixture.open(hub, api);
    order = await fx.newWorkOrder();
    other = await fx.newWorkOrder();
    boxLabel = await api.ok<Row>(`${LABEL}/create`, {
      fnumber: `BOX-${token(3)}`,
      fname: 'box label',
      label_type: 'box',
      width_mm: 100,
      height_mm: 60,
      design: { elements: [{ type: 'barcode', x: 5, y: 5, symbology: 'code128', data: '${box.fnumber}' }] },
    });
  }, 120_000);

  afterAll(async () => {
    await fx?.close();
    await hub?.stop();
  });

  const newPlan = (fields: Record<string, unknown> = {}) =>
    api.ok<Row & { entries: Level[] }>(`${PLAN}/create`, {
      fnumber: `PK-${token(3)}`,
      fname: 'plan',
      product_id: fx.productId,
      entries: [
        { level: 'unit', qty: 1, weight: 0.25, tolerance: 0.01 },
        { level: 'box', qty: 20, weight: 5.4, tolerance: 0.1, label_design_id: boxLabel.id },
        { level: 'carton', qty: 4, weight: 22, tolerance: 0.3 },
      ],
      ...fields,
    });

  it('keeps the levels as entries of the plan, each level once', async () => {
    const plan = await newPlan();
    expect(plan.entries.map((e) => [e.level, e.qty, e.weight, e.tolerance])).toEqual([
      ['unit', 1, 0.25, 0.01],
      ['box', 20, 5.4, 0.1],
      ['carton', 4, 22, 0.3],
    ]);
    expect(
      await api.call(`${PLAN}/create`, {
        fnumber: `PK-${token(3)}`,
        fname: 'twice',
        product_id: fx.productId,
        entries: [
          { level: 'box', qty: 1 },
          { level: 'box', qty: 2 },
        ],
      }),
    ).toMatchObject({ err: 400, msg: expect.stringMatching(/^packaging_plan_id, level: '\d+, box' already exists/) });
    expect(
      await api.call(`${PLAN}/create`, {
        fnumber: `PK-${token(3)}`,
        fname: 'bad',
        product_id: fx.productId,
        entries: [{ level: 'crate', qty: 1 }],
      }),
    ).toMatchObject({ err: 400, msg: expect.stringMatching(/^entries\[0\]\.level: /) });
    expect(
      await api.call(`${PLAN}/create`, {
        fnumber: `PK-${token(3)}`,
        fname: 'bad',
        product_id: fx.productId,
        entries: [{ level: 'box', qty: 0 }],
      }),
    ).toMatchObject({ err: 400, msg: expect.stringMatching(/^entries\[0\]\.qty: /) });
    const entries = await api.ok<{ list: Level[] }>(`${PLAN}/get_entries`, { id: plan.id, filter: 'level:box' });
    expect(entries.list).toEqual([expect.objectContaining({ level: 'box', qty: 20, label_design_id: boxLabel.id })]);
  });

  it("answers the plan an order packs by: its own before its product's, a disabled one never", async () => {
    const productPlan = await newPlan();
    expect((await api.ok<Row>(`${PLAN}/query_packingtype_by_worder`, { worder_id: order.id })).id).toBe(productPlan.id);
    const own = await newPlan({ worder_id: order.id });
    expect((await api.ok<Row>(`${PLAN}/query_packingtype_by_worder`, { worder_id: order.id })).id).toBe(own.id);
    expect((await api.ok<Row>(`${PLAN}/query_packingtype_by_worder`, { worder_id: other.id })).id).toBe(productPlan.id);

    // used: the own plan packs its order; the product's plan packs the others
    expect(await api.ok(`${PLAN}/used`, { id: own.id })).toEqual({
      id: own.id,
      used: true,
      worders: [{ id: order.id, fbillno: order.fbillno, status: 1 }],
    });
    const used = await api.ok<{ worders: Row[] }>(`${PLAN}/used`, { id: productPlan.id });
    expect(used.worders.map((w) => w.id)).toContain(other.id);
    expect(used.worders.map((w) => w.id)).not.toContain(order.id);

    await api.ok(`${PLAN}/disable`, { id: own.id });
    expect((await api.ok<Row>(`${PLAN}/query_packingtype_by_worder`, { worder_id: order.id })).id).toBe(productPlan.id);
    expect(await api.call(`${PLAN}/query_packingtype_by_worder`, { worder_id: 2147483647 })).toMatchObject({
      err: 1211,
    });
    expect(await api.call(`${PLAN}/used`, { id: 2147483647 })).toMatchObject({ err: 400 });
  });

  it('answers 1503 for an order whose product has no plan', async () => {
    const product = await api.ok<Row>('/api/v1/basicdata/product/create', { fnumber: `P-${token(3)}`, fname: 'bare' });
    const bare = await fx.newWorkOrder({ product_id: product.id });
    expect(await api.call(`${PLAN}/query_packingtype_by_worder`, { worder_id: bare.id })).toMatchObject({
      err: 1503,
      msg: `worder_id: no packaging plan for work order ${bare.id}`,
    });
    expect(await api.call(`${LABEL}/get_packing_label_design`, { worder_id: bare.id })).toMatchObject({ err: 1503 });
  });

  it("changes one level's weight and tolerance, also on a checked plan", async () => {
    const plan = await newPlan();
    await api.ok(`${PLAN}/check`, { id: plan.id });
    const weighed = await api.ok<Row & { entries: Level[] }>(`${PLAN}/update_weight`, {
      id: plan.id,
      level: 'box',
      weight: 5.55,
    });
    expect(weighed.checked).toBe(true);
    expect(weighed.entries.find((e) => e.level === 'box')).toMatchObject({ weight: 5.55, tolerance: 0.1 });
    const tol = await api.ok<Row & { entries: Level[] }>(`${PLAN}/update_tolerance`, {
      id: plan.id,
      level: 'box',
      tolerance: 0.2,
    });
    expect(tol.entries.find((e) => e.level === 'box')).toMatchObject({ weight: 5.55, tolerance: 0.2 });
    expect(tol.entries.find((e) => e.level === 'unit')).toMatchObject({ weight: 0.25, tolerance: 0.01 });
    // the standard update stays refused on the checked plan
    expect(await api.call(`${PLAN}/update`, { id: plan.id, fname: 'renamed' })).toMatchObject({ err: 400 });

    expect(await api.call(`${PLAN}/update_weight`, { id: plan.id, level: 'pallet', weight: 1 })).toMatchObject({
      err: 400,
      msg: `level: packaging plan ${plan.id} has no pallet level`,
    });
    expect(await api.call(`${PLAN}/update_weight`, { id: plan.id, level: 'box', weight: -1 })).toMatchObject({
      err: 400,
      msg: 'weight: must be a number from 0 to 100000',
    });
    expect(await api.call(`${PLAN}/update_tolerance`, { id: plan.id, level: 'bag', tolerance: 1 })).toMatchObject({
      err: 400,
      msg: 'level: must be one of unit, box, carton, pallet',
    });
    expect(await api.call(`${PLAN}/update_weight`, { id: 2147483647, level: 'box', weight: 1 })).toMatchObject({
      err: 400,
    });
  });

  it('answers the packing label design of a level of the order', async () => {
    const third = await fx.newWorkOrder();
    const plan = await newPlan({ worder_id: third.id });
    const box = await api.ok<Row>(`${LABEL}/get_packing_label_design`, { worder_id: third.id, level: 'box' });
    expect(box).toMatchObject({
      id: boxLabel.id,
      level: 'box',
      qty: 20,
      packaging_plan_id: plan.id,
      label_type: 'box',
    });
    expect((box.design as { elements: unknown[] }).elements).toHaveLength(1);
    const all = await api.ok<Row[]>(`${LABEL}/get_packing_label_design`, { worder_id: third.id });
    expect(all.map((d) => d.level)).toEqual(['box']);
    expect(await api.call(`${LABEL}/get_packing_label_design`, { worder_id: third.id, level: 'carton' })).toMatchObject(
      {
        err: 400,
        msg: `level: the carton level of packaging plan ${String(plan.fnumber)} has no label design`,
      },
    );
    // a label design a level prints cannot be deleted
    expect(await api.call(`${LABEL}/delete`, { id: boxLabel.id })).toMatchObject({ err: 400 });
  });

  it('keeps a glue plan window min <= max, also through the one-bound calls', async () => {
    const body = {
      fnumber: `GL-${token(3)}`,
      fname: 'glue',
      product_id: fx.productId,
      glue_type: 'UV-3311',
      min_weight: 0.8,
      max_weight: 1.2,
    };
    const plan = await api.ok<Row>(`${GLUE}/create`, body);
    expect(plan).toMatchObject({ min_weight: 0.8, max_weight: 1.2 });
    expect(await api.call(`${GLUE}/create`, { ...body, fnumber: `GL-${token(3)}`, min_weight: 2 })).toMatchObject({
      err: 400,
      msg: 'max_weight: must be at least the minimum weight 2 g, not 1.2',
    });
    expect(await api.call(`${GLUE}/update`, { id: plan.id, min_weight: 1.5 })).toMatchObject({
      err: 400,
      msg: 'min_weight: must be at most the maximum weight 1.2 g, not 1.5',
    });
    await api.ok(`${GLUE}/check`, { id: plan.id });
    expect(await api.ok<Row>(`${GLUE}/update_max_weight`, { id: plan.id, max_weight: 1.6 })).toMatchObject({
      max_weight: 1.6,
      checked: true,
    });
    expect(await api.ok<Row>(`${GLUE}/update_min_weight`, { id: plan.id, min_weight: 1.5 })).toMatchObject({
      min_weight: 1.5,
    });
    expect(await api.call(`${GLUE}/update_min_weight`, { id: plan.id, min_weight: 1.7 })).toMatchObject({
      err: 400,
      msg: 'min_weight: must be at most the maximum weight 1.6 g, not 1.7',
    });
    expect(await api.call(`${GLUE}/update_max_weight`, { id: plan.id, max_weight: 'x' })).toMatchObject({ err: 400 });
    expect(await api.call(`${GLUE}/update_max_weight`, { id: 2147483647, max_weight: 1 })).toMatchObject({ err: 400 });
  });

  it("answers an order's glue types and plans, and lists the glue weighings", async () => {
    const a = await api.ok<Row>(`${GLUE}/create`, {
      fnumber: `GA-${token(3)}`,
      fname: 'a',
      product_id: fx.productId,
      glue_type: 'EP-100',
      min_weight: 1,
      max_weight: 2,
    });
    const b = await api.ok<Row>(`${GLUE}/create`, {
      fnumber: `GB-${token(3)}`,
      fname: 'b',
      product_id: fx.productId,
      glue_type: 'EP-100',
      min_weight: 3,
      max_weight: 4,
    });
    const plans = await api.ok<Row[]>(`${GLUE}/query_glue_plan_by_worder`, { worder_id: order.id });
    expect(plans.map((p) => p.id)).toEqual(expect.arrayContaining([a.id, b.id]));
    const types = await api.ok<{ glue_type: string; glue_plan_ids: number[] }[]>(`${GLUE}/query_gluetype_by_worder`, {
      worder_id: order.id,
    });
    expect(types.find((t) => t.glue_type === 'EP-100')?.glue_plan_ids).toEqual([a.id, b.id]);
    expect(await api.call(`${GLUE}/query_gluetype_by_worder`, { worder_id: 2147483647 })).toMatchObject({ err: 1211 });

    // the glue station of a later issue records weighings; here they are written as it would
    const station = fx.station('ASSY-01-DL');
    await fx.db.query(
      `INSERT INTO glue_item (worder_id, station_id, glue_plan_id, sn, weight, result) VALUES
       ($1, $2, $3, 'G-SN-1', 1.5, 1), ($1, $2, $3, 'G-SN-2', 2.5, 2), ($4, $2, $3, 'G-SN-3', 1.2, 1)`,
      [order.id, station, a.id, other.id],
    );
    const listed = await api.ok<{ list: Row[]; total: number }>('/api/v1/product_mgt/glue/items/list', {
      filter: `worder_id:${order.id} sort:id-asc has:glue_plan`,
    });
    expect(listed.total).toBe(2);
    expect(listed.list.map((r) => [r.sn, r.weight, r.result])).toEqual([
      ['G-SN-1', 1.5, 1],
      ['G-SN-2', 2.5, 2],
    ]);
    expect(listed.list[0].glue_plan).toMatchObject({ id: a.id, glue_type: 'EP-100' });
    expect(await api.call('/api/v1/product_mgt/glue/items/list', { filter: 'nope:1' })).toMatchObject({ err: 400 });
  });
});
