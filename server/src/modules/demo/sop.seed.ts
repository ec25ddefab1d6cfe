import { ensure, idOf, type DemoApi } from './demo-api';

// The work instructions of the assembly stations (text: shown beside the scan box and on the station_sop board).
const SOPS: [string, string, string][] = [
  [
    'ASSY-01-DL',
    '程序下载作业指导',
    '1. 将主板放入下载治具并压紧\n2. 扫描主板序列号\n3. 等待下载完成（约 20 秒），指示灯变绿\n4. 取出主板放入下一工位',
  ],
  [
    'ASSY-01-GT',
    '功能测试作业指导',
    '1. 主板放入测试针床，确认定位销到位\n2. 扫描序列号，测试自动开始\n3. 工作电流应在 38–46 mA\n4. 不良品贴红色标签，送维修台',
  ],
  ['ASSY-01-MMI', 'MMI 测试作业指导', '1. 接通显示屏排线\n2. 按提示依次检查显示、按键、蜂鸣器\n3. 全部通过后判定 PASS'],
  ['ASSY-01-OUT', '外观检查作业指导', '1. 检查焊点无虚焊、连锡\n2. 检查元件无缺件、偏移\n3. 检查板面无划伤、污渍'],
  [
    'ASSY-01-PACK',
    '包装作业指导',
    '1. 扫描序列号装箱，每箱 10 块\n2. 满箱后扫描箱标签确认\n3. 称重：3.2 kg ± 0.1 kg，超差开箱检查',
  ],
];

export async function seedWorkInstructions(api: DemoApi): Promise<void> {
  const product_id = await idOf(api, 'basicdata/product', 'P-1001');
  for (const [station, fname, content] of SOPS)
    await ensure(
      api,
      'product_mgt/station_sop',
      { fnumber: `SOP-${station}` },
      {
        fname,
        station_id: await idOf(api, 'basicdata/station', station),
        product_id,
        sop_type: 'text',
        content,
        version: 'A1',
      },
    );
}
