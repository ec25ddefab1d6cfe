import type { RefusalCode, RefusalParams } from '@mes/contracts';
import type { Refusal } from '@mes/client';

// The receive call's refusals as the receive screen words them (docs/msd.md, "The receive screen"): each known
// refusal code is told again from the 'receive' bundle with its values; any other shows as the hub sent it, in the
// clerk's language (docs/api.md, "Refusals").
type Translate = (key: string, values: Record<string, string>) => string;

const KNOWN: Partial<Record<RefusalCode, [key: string, values: (p: RefusalParams) => Record<string, unknown>]>> = {
  'msd.mpn_unmapped': ['unknownMpn', (p) => ({ mpn: p.mpn })],
  'msd.reel_already_received': ['duplicate', (p) => ({ reel: p.fnumber })],
  'stock.receipt_qty_over_open': [
    'tooMuch',
    (p) => ({ qty: p.qty, open: p.open, material: p.icitem, receipt: p.fbillno }),
  ],
  'stock.receipt_no_open_line': ['noLine', (p) => ({ receipt: p.fbillno, material: p.icitem })],
  'stock.receipt_checked': ['checkedReceipt', (p) => ({ receipt: p.fbillno })],
  'msd.not_reel_label': ['notLabel', () => ({})],
  'msd.label_no_qty': ['noQty', () => ({})],
};

export function refusalText(msg: string, refusal: Refusal | null, t: Translate): string {
  const known = refusal ? KNOWN[refusal.code] : undefined;
  if (!refusal || !known) return msg;
  const [key, values] = known;
  return t(
    `refusals.${key}`,
    Object.fromEntries(Object.entries(values(refusal.params)).map(([k, v]) => [k, String(v)])),
  );
}
