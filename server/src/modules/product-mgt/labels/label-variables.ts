import type { Translated } from '@mes/contracts';
import { tr } from '../../basicdata';

// The variables a label may print (docs/labels-packaging.md, "Variables"): where each value comes from and a sample the
// back office's preview shows. `order` and `product` are read from the work order (given, or the SN's); `box`, `qty`
// and anything else may be given by the caller in `values`; date and time are the server's clock when printed.
export type VariableSource = 'worder' | 'product' | 'customer' | 'sn' | 'box' | 'caller' | 'clock';
export type LabelVariable = { source: VariableSource; label: Translated; sample: string };

export const LABEL_VARIABLES: Readonly<Record<string, LabelVariable>> = {
  'worder.fbillno': { source: 'worder', label: tr('工单号', 'Work order number'), sample: 'WO-20251123-01' },
  'worder.fqty': { source: 'worder', label: tr('工单数量', 'Order quantity'), sample: '500' },
  'worder.software_version': { source: 'worder', label: tr('软件版本', 'Software version'), sample: 'V1.2.0' },
  'worder.sn_prefix': { source: 'worder', label: tr('序列号前缀', 'SN prefix'), sample: 'SN25' },
  'product.fnumber': { source: 'product', label: tr('产品编码', 'Product code'), sample: 'P-1001' },
  'product.fname': { source: 'product', label: tr('产品名称', 'Product name'), sample: 'Controller board' },
  'product.fspec': { source: 'product', label: tr('产品规格', 'Product specification'), sample: '120x80 mm' },
  'customer.fnumber': { source: 'customer', label: tr('客户编码', 'Customer code'), sample: 'C-001' },
  'customer.fname': { source: 'customer', label: tr('客户名称', 'Customer name'), sample: 'ACME' },
  sn: { source: 'sn', label: tr('序列号', 'Serial number'), sample: 'SN25000001' },
  'box.fnumber': { source: 'box', label: tr('箱号', 'Box number'), sample: 'BOX-000001' },
  'pallet.fnumber': { source: 'box', label: tr('栈板号', 'Pallet number'), sample: 'PLT-000001' },
  'bundle.fnumber': { source: 'caller', label: tr('物料批次号 (料盘)', 'Reel code'), sample: 'R20251123-1-001' },
  'icitem.fnumber': { source: 'caller', label: tr('物料编码', 'Material code'), sample: 'RC0402-10K' },
  'icitem.fname': { source: 'caller', label: tr('物料名称', 'Material name'), sample: 'Resistor 10K 0402' },
  qty: { source: 'caller', label: tr('数量', 'Quantity'), sample: '20' },
  lot: { source: 'caller', label: tr('批次号', 'Lot number'), sample: 'LOT-2511' },
  date: { source: 'clock', label: tr('日期', 'Date'), sample: '2025-11-23' },
  time: { source: 'clock', label: tr('时间', 'Time'), sample: '08:30' },
};

export function isLabelVariable(name: string): boolean {
  return Object.hasOwn(LABEL_VARIABLES, name);
}

/** a C0 control character or DEL: a printer prints it as garbage or not at all */
export function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x20 || c === 0x7f) return true;
  }
  return false;
}

const PLACEHOLDER = /\$\{([^}]*)\}/g;

/** the variables a template names, in order of first use (unknown names included: the check refuses them). */
export function variablesOf(template: string): string[] {
  return [...new Set([...template.matchAll(PLACEHOLDER)].map((m) => m[1].trim()))];
}

/** the template with each `${name}` replaced by its value; every name must have one (the caller checked). */
export function fillTemplate(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(PLACEHOLDER, (_, name: string) => values[name.trim()] ?? '');
}

/** every variable's sample: the preview's values. */
export function sampleValues(): Record<string, string> {
  return Object.fromEntries(Object.entries(LABEL_VARIABLES).map(([k, v]) => [k, v.sample]));
}
