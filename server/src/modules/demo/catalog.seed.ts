import { ensure, idOf, type DemoApi } from './demo-api';

// The master data a factory keeps beside its lines (basicdata): suppliers, a project, departments and positions, a
// product family, the customer's part numbers and the makers' part numbers of the materials, a bundle rule, the SMT
// line's machines, a barcode label design with a template from it, a GS1 scan parser. Plain records, each found by
// its code when the stage runs again.
export async function seedCatalog(api: DemoApi): Promise<void> {
  const organization_id = await idOf(api, 'basicdata/organization', 'DEMO');
  const material = async (fnumber: string) => idOf(api, 'basicdata/icitem', fnumber);
  await ensure(
    api,
    'basicdata/supplier',
    { fnumber: 'SUP-YAGEO' },
    { fname: '国巨电子（苏州）有限公司', short_name: '国巨', contact: '王工', phone: '0512-6000-1001' },
  );
  await ensure(
    api,
    'basicdata/supplier',
    { fnumber: 'SUP-ST' },
    { fname: '意法半导体代理商', short_name: 'ST 代理', contact: '李经理', phone: '021-5000-2002' },
  );
  await ensure(
    api,
    'basicdata/project',
    { fnumber: 'PRJ-SM200' },
    { fname: 'SM-200 智能电表', organization_id, manager: '张工', status: 'active' },
  );
  const production = await ensure(
    api,
    'basicdata/department',
    { fnumber: 'D-PROD' },
    { fname: '生产部', manager: '陈主管', seq: 1 },
  );
  const stores = await ensure(api, 'basicdata/department', { fnumber: 'D-WH' }, { fname: '仓储部', seq: 2 });
  await ensure(
    api,
    'basicdata/position',
    { fnumber: 'POS-OP' },
    { fname: '产线操作员', department_id: production.id, fdesc: '按作业指导书扫码、测试、包装' },
  );
  await ensure(
    api,
    'basicdata/position',
    { fnumber: 'POS-CLERK' },
    { fname: '仓管员', department_id: stores.id, fdesc: '收料、发料、备料、盘点' },
  );
  await ensure(api, 'basicdata/product_home', { fnumber: 'PH-METER' }, { fname: '智能电表', organization_id });
  await ensure(
    api,
    'basicdata/icitem_mapping',
    { fmapnumber: 'CUST-10K-0402' },
    { organization_id, icitem_id: await material('M-R0402-10K'), fdesc: '客户 BOM 上的电阻料号' },
  );
  for (const [mpn, manufacturer, fnumber] of [
    ['RC0402FR-0710KL', 'YAGEO', 'M-R0402-10K'],
    ['CC0603KRX7R9BB104', 'YAGEO', 'M-C0603-100N'],
    ['STM32F103C8T6', 'STMicroelectronics', 'M-MCU-STM32'],
  ] as const)
    await ensure(api, 'basicdata/icitem_mpn', { mpn }, { manufacturer, icitem_id: await material(fnumber) });
  await ensure(
    api,
    'basicdata/bundle_rules',
    { fnumber: 'BR-REEL' },
    { fname: '来料卷盘批次', organization_id, prefix: 'R', serial_reset: 'daily', default_qty: 5000, check_qty: true },
  );
  const product_line_id = await idOf(api, 'basicdata/product_line', 'SMT-01');
  const machines = [
    ['SMT-01-PRN', '锡膏印刷机', 'printer', 'GKG', 1, 0, 0],
    ['SMT-01-M1', '贴片机 1', 'mounter', 'Yamaha', 2, 2, 40],
    ['SMT-01-RFL', '回流焊', 'reflow', 'Heller', 3, 0, 0],
    ['SMT-01-AOI', '炉后 AOI', 'aoi', 'Koh Young', 4, 0, 0],
  ] as const;
  for (const [fnumber, fname, machine_type, manufacturer, seq, table_count, slot_count] of machines)
    await ensure(
      api,
      'basicdata/smt_machine',
      { fnumber },
      { fname, machine_type, manufacturer, product_line_id, seq, table_count, slot_count },
    );
  const design = await ensure(
    api,
    'basicdata/barcode_label_design',
    { fnumber: 'BLD-SN-SM200' },
    {
      fname: 'SM-200 产品 SN 标签',
      width_mm: 50,
      height_mm: 20,
      design: {
        elements: [
          { type: 'barcode', x: 3, y: 2, symbology: 'code128', data: '${sn}' },
          { type: 'text', x: 3, y: 15, text: 'SM-200 ${sn}' },
        ],
      },
    },
  );
  await ensure(
    api,
    'basicdata/label_template',
    { fnumber: 'LT-SN-SM200' },
    { fname: 'SM-200 SN 标签', label_type: 'sn', barcode_label_design_id: design.id, width_mm: 50, height_mm: 20 },
  );
  await ensure(
    api,
    'basicdata/scancode_parser',
    { fbillno: 'SCP-GS1' },
    {
      fname: 'GS1 卷盘标签',
      ftype_id: await idOf(api, 'basicdata/aux_msg', 'MTL_STD'),
      kind: 'gs1',
      rules: {},
      fdesc: '供应商卷盘上的 GS1-128 标签：料号、批次、数量',
    },
  );
}
