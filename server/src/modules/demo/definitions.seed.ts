import { ensure, findOne, idOf, once, V1, type DemoApi, type Row } from './demo-api';
import { SMT_DEMO } from './smt.seed';

const PM = `${V1}/product_mgt`;

// The product's definitions (product_mgt): SN and batch-number policies with numbers built from them, a binding
// policy, lot numbers, a glue plan with two weighings, a test limit, the SMT board's barcode policy, a stencil and a bad mark; change
// records of the BOM, the process plan and the feeder list; a production order from the ERP's kind and a
// requisition. Chosen so the running line keeps its behaviour: the test limit is the range the simulator's current
// lies in, the binding policy names a finished order only.
export async function seedDefinitions(api: DemoApi): Promise<void> {
  const product_id = await idOf(api, 'basicdata/product', 'P-1001');
  const station = (fnumber: string) => idOf(api, 'basicdata/station', fnumber);
  const material = (fnumber: string) => idOf(api, 'basicdata/icitem', fnumber);

  const sn = await ensure(
    api,
    'product_mgt/sn_policy',
    { fnumber: 'SNP-SM200' },
    {
      fname: 'SM-200 序列号',
      ftype: 0,
      product_id,
      rule: {
        parts: [
          { type: 'text', value: 'SM2' },
          { type: 'date', format: 'yy' },
          { type: 'date', format: 'mm' },
          { type: 'seq', width: 5, radix: 10, reset: 'month' },
        ],
        timezone: 'Asia/Shanghai',
      },
    },
  );
  // the next order's numbers from the policy (the planner's ready order, after the running one)
  await once(api, 'product_mgt/worder', 'fbillno:"WO-DEMO-0002"', async () => {
    const last = await findOne(api, 'product_mgt/worder', 'fbillno:"WO-DEMO-0001"');
    const order = await api.ok<Row>(`${PM}/worder/create`, {
      fbillno: 'WO-DEMO-0002',
      product_id,
      product_line_id: last?.product_line_id,
      workflow_id: last?.workflow_id,
      fqty: 50,
    });
    await api.ok(`${PM}/sn_policy/build`, { id: sn.id, worder_id: order.id, key: 'demo-WO-DEMO-0002' });
    return order;
  });
  const bn = await ensure(
    api,
    'product_mgt/bn_policy',
    { fnumber: 'BNP-SM200' },
    {
      fname: 'SM-200 生产批次',
      ftype: 0,
      product_id,
      rule: {
        parts: [
          { type: 'text', value: 'B' },
          { type: 'date', format: 'yy' },
          { type: 'date', format: 'mm' },
          { type: 'date', format: 'dd' },
          { type: 'seq', width: 3, reset: 'day' },
        ],
      },
    },
  );
  await api.ok(`${PM}/bn_policy/build`, { id: bn.id, count: 10, key: 'demo-batches' });

  const hist = await findOne(api, 'product_mgt/worder', 'fbillno:"WO-HIST-1"');
  if (hist)
    await ensure(
      api,
      'product_mgt/material_binding_policy',
      { fnumber: 'MBP-BAT' },
      {
        fname: '电池绑定',
        product_id,
        worder_id: hist.id,
        icitem_id: await material('M-MCU-STM32'),
        qty: 1,
        barcode_pattern: 'STM-[0-9]{6}',
      },
    );
  const supplier = await findOne(api, 'basicdata/supplier', 'fnumber:"SUP-YAGEO"');
  await once(api, 'product_mgt/material_lotno', 'lotno:"L-YG-2611-01"', async () =>
    api.ok<Row>(`${PM}/material_lotno/create`, {
      icitem_id: await material('M-R0402-10K'),
      lotno: 'L-YG-2611-01',
      supplier_id: supplier?.id,
      production_date: '2026-11-01',
      expiry_date: '2027-11-01',
      qty: 40000,
    }),
  );
  await ensure(
    api,
    'product_mgt/glue_plan',
    { fnumber: 'GLUE-SM200' },
    { fname: 'SM-200 外壳点胶', product_id, glue_type: 'UV-3311', min_weight: 0.8, max_weight: 1.2 },
  );
  await once(api, 'product_mgt/test_item_check', 'fnumber:"current_mA"', async () =>
    api.ok<Row>(`${PM}/test_item_check/create`, {
      fnumber: 'current_mA',
      fname: '工作电流',
      station_id: await station('ASSY-01-GT'),
      product_id,
      lower_limit: 38,
      upper_limit: 46,
      unit: 'mA',
      required: false,
    }),
  );
  await ensure(
    api,
    'product_mgt/smt_barcode_policy',
    { fnumber: 'SBP-SM200' },
    { fname: 'SM-200 拼板条码', product_id, prefix: 'PNL', pattern: '^PNL[0-9]{8}$', length: 11 },
  );
  const plan = await findOne(api, 'product_mgt/icpp', `fbillno:"${SMT_DEMO.plan}"`);
  await ensure(
    api,
    'product_mgt/steel_mesh',
    { fnumber: 'SM-STENCIL-01' },
    {
      fname: 'SM-200 顶面钢网',
      product_id,
      icpp_id: plan?.id,
      thickness: 0.12,
      max_use: 80000,
      used_count: 1200,
      location: '钢网柜 A-3',
    },
  );
  const order = await findOne(api, 'product_mgt/smt_order', `fbillno:"${SMT_DEMO.order}"`);
  if (order)
    await once(api, 'product_mgt/smt_bad_mark', `smt_order_id:${order.id}`, () =>
      api.ok<Row>(`${PM}/smt_bad_mark/create`, {
        barcode: 'PNL26110001',
        position: 3,
        smt_order_id: order.id,
        reason: '来料拼板 3 号位打叉',
      }),
    );
  await weighGlue(api);
  await seedChangeRecords(api, plan);
}

// Two units' glue weighed at the appearance check against the plan: one inside the window, one over it (a fail is
// a verdict, recorded like a failed test). The keys make a stage run again answer the same weighings.
async function weighGlue(api: DemoApi): Promise<void> {
  const worder = await findOne(api, 'product_mgt/worder', 'fbillno:"WO-DEMO-0001"');
  if (!worder) return;
  const station_id = await idOf(api, 'basicdata/station', 'ASSY-01-OUT');
  for (const [i, weight] of [1.02, 1.31].entries())
    await api.ok('/api/v2/mes-transfer/glue/glue_weight', {
      station_id,
      worder_id: worder.id,
      weight,
      idempotency_key: `demo-glue-${i + 1}`,
    });
}

// One change record per kind, the BOM's checked (approved), the others waiting.
async function seedChangeRecords(api: DemoApi, plan: Row | null): Promise<void> {
  const bom = await findOne(api, 'product_mgt/icbom', 'fnumber:"BOM-SM200"');
  if (bom) {
    const change = await once(api, 'product_mgt/icbom_change', `icbom_id:${bom.id}`, async () =>
      api.ok<Row>(`${PM}/icbom_change/create`, {
        icbom_id: bom.id,
        change_type: 'update',
        icitem_id: await idOf(api, 'basicdata/icitem', 'M-C0603-100N'),
        old_qty: 18,
        new_qty: 20,
        content: 'C19、C20 增加去耦电容',
        reason: 'EMC 测试余量不足',
      }),
    );
    if (change.checked !== true) await api.ok(`${PM}/icbom_change/check`, { id: change.id });
  }
  if (plan)
    await once(api, 'product_mgt/icpp_change', `icpp_id:${plan.id}`, () =>
      api.ok<Row>(`${PM}/icpp_change/create`, {
        icpp_id: plan.id,
        change_type: 'update',
        content: '回流焊峰值温度 245 → 240 ℃',
        reason: 'MCU 封装耐温',
      }),
    );
  const feeder = await findOne(api, 'product_mgt/smt_feeder', `fnumber:"${SMT_DEMO.feeder}"`);
  if (feeder)
    await once(api, 'product_mgt/smt_feeder_change', `smt_feeder_id:${feeder.id}`, () =>
      api.ok<Row>(`${PM}/smt_feeder_change/create`, {
        smt_feeder_id: feeder.id,
        slot: '1-02',
        change_type: 'replace',
        fdesc: '改用 8 mm 电动飞达',
        reason: '换线时间',
      }),
    );
}
