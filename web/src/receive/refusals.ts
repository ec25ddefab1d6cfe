// The receive call's refusals in the clerk's language: the server words them in English (docs/msd.md, "The receive
// screen"); each known one is matched and told again from the 'receive' bundle with its values. Others show as sent.
type Translate = (key: string, values: Record<string, string>) => string;

const KNOWN: readonly [RegExp, string, readonly string[]][] = [
  [/^label: no material for manufacturer part number (.+): map it in icitem_mpn$/, 'unknownMpn', ['mpn']],
  [/^fnumber: reel (.+) was already received$/, 'duplicate', ['reel']],
  [
    /^label: quantity (\S+) is more than the (\S+) of material (.+) still open on receipt (\S+)$/,
    'tooMuch',
    ['qty', 'open', 'material', 'receipt'],
  ],
  [/^label: receipt (\S+) has no open line of material (.+)$/, 'noLine', ['receipt', 'material']],
  [/^doc_id: receipt (\S+) is checked/, 'checkedReceipt', ['receipt']],
  [/^label: not a supplier reel label/, 'notLabel', []],
  [/^label: the label carries no quantity/, 'noQty', []],
];

export function refusalText(msg: string, t: Translate): string {
  for (const [re, key, names] of KNOWN) {
    const m = re.exec(msg);
    if (m) return t(`refusals.${key}`, Object.fromEntries(names.map((n, i) => [n, m[i + 1]])));
  }
  return msg;
}
