import { registerBundles } from '../widgets/i18n-bundle';

// Labels of the binding, accessory, material and glue station screens (namespace 'bindingStation').
export const BINDING_STATION_NS = 'bindingStation';

registerBundles(BINDING_STATION_NS, {
  'zh-CN': {
    changeStation: '更换工站 (F4)',
    step: {
      sn: '扫描产品序列号',
      part: '扫描物料条码 (Esc 换产品)',
      accessory: '扫描配件条码 (Esc 换产品)',
      lot: '扫描物料批次',
      weight: '输入胶重 (克) 后回车 (Esc 换产品)',
    },
    current: '当前产品',
    materials: '需绑定物料',
    material: '物料',
    need: '需要',
    bound: '已绑',
    barcodes: '条码',
    verdict: {
      idle: '等待扫描',
      pass: '合格',
      fail: '不合格',
      complete: '{{sn}} 物料已绑齐',
      boundOne: '已绑定 {{barcode}}，继续扫描',
      stillNeed: '还缺：{{list}}',
      put: '{{lot}} 已上料到 {{station}}',
      glue: '胶重 {{weight}} g，范围 {{min}} – {{max}} g',
      scanned: '已扫描 {{sn}}，请继续',
    },
    weightInvalid: '请输入数字重量',
    history: '最近记录',
  },
  'en-US': {
    changeStation: 'Change station (F4)',
    step: {
      sn: 'Scan the serial number',
      part: 'Scan a part barcode (Esc: next unit)',
      accessory: 'Scan an accessory barcode (Esc: next unit)',
      lot: 'Scan the material lot',
      weight: 'Type the glue weight (g) and Enter (Esc: next unit)',
    },
    current: 'Unit',
    materials: 'Parts to bind',
    material: 'Material',
    need: 'Needed',
    bound: 'Bound',
    barcodes: 'Barcodes',
    verdict: {
      idle: 'Waiting for a scan',
      pass: 'PASS',
      fail: 'FAIL',
      complete: 'Every part of {{sn}} is bound',
      boundOne: '{{barcode}} bound, scan the next',
      stillNeed: 'Still missing: {{list}}',
      put: '{{lot}} put at {{station}}',
      glue: 'Glue {{weight}} g, window {{min}} – {{max}} g',
      scanned: '{{sn}} scanned, go on',
    },
    weightInvalid: 'Type a weight as a number',
    history: 'Recent',
  },
});
