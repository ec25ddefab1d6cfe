type Named = { fnumber: string; fname: string } | null;

/** A binding as binding_details/list answers it with its relations joined. */
export type BindingRow = {
  id: number;
  sn: string;
  barcode: string;
  replaced: boolean;
  reason: string;
  created_at: string;
  creater: { name: string; display_name: string } | null;
  icitem: Named;
  station: Named;
  worder: { fbillno: string } | null;
};

const quoted = (v: string) => `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

/** The list grammar of the screen: newest first, the active bindings unless asked, a text over SN and barcode. */
export function bindingFilter(o: { search: string; showReplaced: boolean; pn: number; ps: number }): string {
  const parts = [`pn:${o.pn}`, `ps:${o.ps}`, 'sort:id-desc', 'has:icitem', 'has:station', 'has:worder'];
  if (!o.showReplaced) parts.push('replaced:false');
  if (o.search) parts.push(`search_key:${quoted(o.search)}`);
  return parts.join(' ');
}
