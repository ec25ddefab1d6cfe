// The demo factory `npm run up` seeds the first time: enough that every board has something to show.
export const DEMO = {
  organization: { fnumber: 'DEMO', fname: '示范电子有限公司' },
  factory: { fnumber: 'F01', fname: '一号工厂' },
  lines: [
    { fnumber: 'SMT-01', fname: 'SMT 一线', line_type: 'smt' as const },
    { fnumber: 'ASSY-01', fname: '组装一线', line_type: 'assembly' as const },
  ],
  functions: [
    { fnumber: 'SMT_MOUNT', fname: '贴片' },
    { fnumber: 'CHECK_X', fname: 'X 光检查' },
    { fnumber: 'DOWNLOAD', fname: '程序下载' },
    { fnumber: 'GENERAL_TEST', fname: '通用测试' },
    { fnumber: 'MMI_TEST', fname: 'MMI 测试' },
    { fnumber: 'CHECK_OUTWARD', fname: '外观检查' },
    { fnumber: 'PACKING', fname: '包装' },
  ],
  stations: [
    { fnumber: 'SMT-01-MNT', fname: '贴片机', line: 'SMT-01', fn: 'SMT_MOUNT' },
    { fnumber: 'SMT-01-AXI', fname: 'X 光检查站', line: 'SMT-01', fn: 'CHECK_X' },
    { fnumber: 'ASSY-01-DL', fname: '下载站', line: 'ASSY-01', fn: 'DOWNLOAD' },
    { fnumber: 'ASSY-01-GT', fname: '功能测试站', line: 'ASSY-01', fn: 'GENERAL_TEST' },
    { fnumber: 'ASSY-01-MMI', fname: 'MMI 测试站', line: 'ASSY-01', fn: 'MMI_TEST' },
    { fnumber: 'ASSY-01-OUT', fname: '外观检查站', line: 'ASSY-01', fn: 'CHECK_OUTWARD' },
    { fnumber: 'ASSY-01-PACK', fname: '包装站', line: 'ASSY-01', fn: 'PACKING' },
  ],
  workflow: {
    fnumber: 'WF-ASSY',
    fname: '整机组装流程',
    // Packing (ASSY-01-PACK) comes after the flow's last test, through the packing calls.
    stations: ['ASSY-01-DL', 'ASSY-01-GT', 'ASSY-01-MMI', 'ASSY-01-OUT'],
  },
  products: [{ fnumber: 'P-1001', fname: '智能电表主板', fspec: 'SM-200 V1.2' }],
  materials: [
    { fnumber: 'M-R0402-10K', fname: '贴片电阻 10kΩ', fspec: '0402 1%' },
    { fnumber: 'M-C0603-100N', fname: '贴片电容 100nF', fspec: '0603 X7R 50V' },
    { fnumber: 'M-MCU-STM32', fname: '主控芯片', fspec: 'STM32F103C8T6' },
    { fnumber: 'M-PCB-SM200', fname: 'SM-200 PCB', fspec: '4 层 1.6mm' },
  ],
  worder: { fbillno: 'WO-DEMO-0001', fqty: 200, snPrefix: 'SM200DEMO', planDays: 2 },
  users: [
    // one user per standard role (docs/roles.md), password = name
    { name: 'admin', password: 'admin', display_name: '系统管理员', roles: ['admin'] },
    { name: 'supervisor', password: 'supervisor', display_name: '生产主管', roles: ['supervisor'] },
    { name: 'operator', password: 'operator', display_name: '产线操作员', roles: ['operator'] },
    { name: 'warehouse_clerk', password: 'warehouse_clerk', display_name: '仓库文员', roles: ['warehouse_clerk'] },
    { name: 'planner', password: 'planner', display_name: '生产计划员', roles: ['planner'] },
    { name: 'maintenance', password: 'maintenance', display_name: '设备维护员', roles: ['maintenance'] },
  ],
} as const;

export function demoSerialNumbers(prefix: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => `${prefix}${String(i + 1).padStart(6, '0')}`);
}
