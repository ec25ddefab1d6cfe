import { randomBytes } from 'node:crypto';
import { ensure, findOne, idOf, once, V1, type DemoApi, type Row } from './demo-api';
import { SMT_DEMO } from './smt.seed';

const PM = `${V1}/product_mgt`;

// Orders around the line: a checked production order (the ERP's kind, entered by hand here) and a draft
// requisition for the SMT plan; the running SMT order and the next assembly order queued in scheduling; a rework
// order for a past order; today's day shift on the assembly line with the operator at the tester; the SMT line's
// machines registered for IPC-CFX, each with its AMQP login (cfx_account, docs/cfx-auth.md: a random secret nobody
// knows; the admin sets one for a real machine, the simulator a fresh one per run) (their messages come when machines
// talk: `MES_CFX_SIMULATOR=1`).
export async function seedOrders(api: DemoApi, today = new Date()): Promise<void> {
  const product_id = await idOf(api, 'basicdata/product', 'P-1001');
  const bom = await findOne(api, 'product_mgt/icbom', 'fnumber:"BOM-SM200"');
  let icmo = await findOne(api, 'product_mgt/icmo', 'fbillno:"MO-DEMO-0001"');
  icmo ??= await api.ok<Row>(`${PM}/icmo/create`, {
    fbillno: 'MO-DEMO-0001',
    product_id,
    icbom_id: bom?.id,
    fqty: 500,
    plan_start_at: today.toISOString(),
    plan_end_at: new Date(today.getTime() + 5 * 86_400_000).toISOString(),
  });
  if (icmo.checked !== true) await api.ok(`${PM}/icmo/check`, { id: icmo.id });
  const moId = icmo.id;
  await once(api, 'product_mgt/icmo_change', `icmo_id:${moId}`, () =>
    api.ok<Row>(`${PM}/icmo_change/create`, {
      icmo_id: moId,
      change_type: 'update',
      old_fqty: 400,
      new_fqty: 500,
      content: '客户追加 100 台',
      reason: '销售订单变更',
    }),
  );
  const plan = await findOne(api, 'product_mgt/icpp', `fbillno:"${SMT_DEMO.plan}"`);
  if (plan && !(await findOne(api, 'product_mgt/icma', 'fbillno:"MA-DEMO-0001"')))
    await api.ok(`${PM}/icma/create`, {
      fbillno: 'MA-DEMO-0001',
      icpp_id: plan.id,
      stock_id: await idOf(api, 'basicdata/stock', 'WH-RAW'),
      fdesc: '下一班的贴片用料',
      entries: [{ icitem_id: await idOf(api, 'basicdata/icitem', 'M-MCU-STM32'), qty: 100 }],
    });

  const line = await idOf(api, 'basicdata/product_line', 'ASSY-01');
  const next = await findOne(api, 'product_mgt/worder', 'fbillno:"WO-DEMO-0002"');
  if (next && !(await findOne(api, 'product_mgt/production_scheduling', `worder_id:${next.id}`)))
    await api.ok(`${PM}/production_scheduling/append`, { product_line_id: line, worder_id: next.id });

  const smtOrder = await findOne(api, 'product_mgt/smt_order', `fbillno:"${SMT_DEMO.order}"`);
  if (smtOrder && !(await findOne(api, 'product_mgt/production_scheduling', `smt_order_id:${smtOrder.id}`)))
    await api.ok(`${PM}/production_scheduling/append`, {
      product_line_id: await idOf(api, 'basicdata/product_line', 'SMT-01'),
      smt_order_id: smtOrder.id,
    });

  const past = await findOne(api, 'product_mgt/worder', 'fbillno:"WO-HIST-2"');
  if (past && !(await findOne(api, 'product_mgt/reworder', 'fbillno:"RW-DEMO-0001"')))
    await api.ok(`${PM}/reworder/create`, {
      fbillno: 'RW-DEMO-0001',
      worder_id: past.id,
      workflow_id: past.workflow_id,
      reason: '客户反馈：外观划伤，复检外观',
    });

  if (!(await findOne(api, 'work/shift_order', 'fbillno:"SO-DEMO-0001"'))) {
    const shift = await api.ok<Row>(`${V1}/work/shift_order/create`, {
      fbillno: 'SO-DEMO-0001',
      product_line_id: line,
      shift_date: today.toISOString().slice(0, 10),
      shift: 'day',
    });
    const operator = await findOne(api, 'basicdata/user', 'name:"operator"');
    if (operator)
      await api.ok(`${V1}/work/shift_order/enter`, {
        id: shift.id,
        station_id: await idOf(api, 'basicdata/station', 'ASSY-01-GT'),
        user_id: operator.id,
      });
  }
  await seedOrderWip(api);
  for (const [station, fname] of [
    ['SMT-01-MNT', '贴片机 (CFX)'],
    ['SMT-01-AXI', 'X 光检查 (CFX)'],
  ] as const) {
    const station_id = await idOf(api, 'basicdata/station', station);
    if (!(await findOne(api, 'cfx/cfx_machine', `handle:"CFX.${station}"`)))
      await api.ok(`${V1}/cfx/cfx_machine/create`, { handle: `CFX.${station}`, fname, station_id });
    const username = `cfx-${station.toLowerCase()}`;
    if (!(await findOne(api, 'cfx/cfx_account', `username:"${username}"`)))
      await api.ok(`${V1}/cfx/cfx_account/create`, {
        username,
        fname,
        station_id,
        secret: randomBytes(18).toString('base64url'),
      });
  }
}

// The order WIP board (stat): a stage per assembly station, the running order followed, and one checked correction
// (two units at the appearance check were taken aside for a customer's sample).
async function seedOrderWip(api: DemoApi): Promise<void> {
  const stages: Row[] = [];
  for (const [i, [fnumber, fname, station]] of (
    [
      ['WIP-DL', '待下载', 'ASSY-01-DL'],
      ['WIP-GT', '待功能测试', 'ASSY-01-GT'],
      ['WIP-MMI', '待 MMI 测试', 'ASSY-01-MMI'],
      ['WIP-OUT', '待外观检查', 'ASSY-01-OUT'],
    ] as const
  ).entries())
    stages.push(
      await ensure(
        api,
        'stat/wip_field',
        { fnumber },
        { fname, seq: i + 1, station_id: await idOf(api, 'basicdata/station', station) },
      ),
    );
  const order = await findOne(api, 'product_mgt/worder', 'fbillno:"WO-DEMO-0001"');
  if (!order) return;
  const wip = await once(api, 'stat/order_wip', `worder_id:${order.id}`, () =>
    api.ok<Row>(`${V1}/stat/order_wip/create`, { worder_id: order.id, fdesc: '本周重点订单' }),
  );
  const amend = await once(api, 'stat/wip_amend', `order_wip_id:${wip.id}`, () =>
    api.ok<Row>(`${V1}/stat/wip_amend/create`, {
      order_wip_id: wip.id,
      wip_field_id: stages[3].id,
      delta: -2,
      reason: '两台取作客户样机',
    }),
  );
  if (amend.checked !== true) await api.ok(`${V1}/stat/wip_amend/check`, { id: amend.id });
}
