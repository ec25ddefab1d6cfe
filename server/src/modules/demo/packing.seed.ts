import { ensure, findOne, idOf, V1, type DemoApi } from './demo-api';

/** Where the simulator's file printer listens (server/src/cli/simulator/file-printer.ts). */
export const DEMO_PRINTER_PORT = Number(process.env.MES_DEMO_PRINTER_PORT ?? 9109);
/** The plan's box: 10 boards, 3.2 kg ± 0.1 kg. */
export const DEMO_BOX = { qty: 10, weight: 3.2, tolerance: 0.1 };

// The packing station's setup: the box label, the product's packaging plan (boxes of 10, weighed), the station's ZPL
// printer (the simulator's file printer), and the defect codes the rework loop enters.
export async function seedPacking(api: DemoApi): Promise<void> {
  const station_id = await idOf(api, 'basicdata/station', 'ASSY-01-PACK');
  const label = await ensure(
    api,
    'product_mgt/label_design',
    { fnumber: 'LBL-BOX-SM200' },
    {
      fname: 'SM-200 箱标签',
      label_type: 'box',
      width_mm: 80,
      height_mm: 40,
      design: {
        elements: [
          { type: 'barcode', x: 5, y: 4, symbology: 'code128', data: '${box.fnumber}' },
          { type: 'text', x: 5, y: 28, text: 'SM-200 QTY ${qty}' },
        ],
      },
    },
  );
  if (!(await findOne(api, 'product_mgt/packaging_plan', 'fnumber:"PKG-SM200"'))) {
    const plan = await api.ok<{ id: number }>(`${V1}/product_mgt/packaging_plan/create`, {
      fnumber: 'PKG-SM200',
      fname: 'SM-200 装箱方案',
      product_id: await idOf(api, 'basicdata/product', 'P-1001'),
      entries: [{ level: 'box', ...DEMO_BOX, label_design_id: label.id }],
    });
    await api.ok(`${V1}/product_mgt/packaging_plan/check`, { id: plan.id });
  }
  await ensure(
    api,
    'stock_mgt/clodop_device',
    { fnumber: 'PRN-PACK-01' },
    { fname: '包装站标签打印机 (文件)', kind: 'zpl', host: '127.0.0.1', port: DEMO_PRINTER_PORT, station_id },
  );
  await ensure(
    api,
    'basicdata/error_code',
    { fnumber: 'E-CURR' },
    { fname: '工作电流超限', category: '电性能', severity: 'major' },
  );
  await ensure(
    api,
    'basicdata/error_code',
    { fnumber: 'E-SOLDER' },
    { fname: '虚焊', category: '焊接', severity: 'major' },
  );
}
