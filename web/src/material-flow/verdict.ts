// The scanner's refusals as the server words them (the scan form's of 000 §5 and the preparation's own), to the
// screen's translated text with the codes they name; anything else is shown as the server says it.
const KNOWN: [RegExp, string][] = [
  [/material code does not match the batch/, 'verdict.material'],
  [/unique code does not match the batch/, 'verdict.unique'],
  [/quantity inconsistent/, 'verdict.quantity'],
  [/material id does not exist/, 'verdict.noMaterial'],
  [/^reel (?<code>\S+) was already scanned into (?<doc>\S+)$/, 'verdict.already'],
  [/^reel (?<code>\S+) is already prepared in (?<doc>\S+)$/, 'verdict.elsewhere'],
  [/^reel (?<code>\S+) is not in stock$/, 'verdict.notInStock'],
  [/^reel (?<code>\S+) is invalid$/, 'verdict.invalid'],
  [/^reel (?<code>\S+) has expired$/, 'verdict.expired'],
  [/^reel (?<code>\S+) holds (?<material>\S+), which (?<doc>\S+) does not need$/, 'verdict.notNeeded'],
];

export type Verdict = { key: string | null; text: string; params: Record<string, string> };

export function verdictOf(err: number, msg: string, scanned: string): Verdict {
  const text = msg.replace(/^[A-Za-z_][\w.]*:\s*/, '');
  if (err === 904) return { key: 'verdict.noBatch', text, params: { code: scanned } };
  for (const [re, key] of KNOWN) {
    const m = re.exec(text);
    if (m) return { key, text, params: { code: scanned, ...m.groups } };
  }
  return { key: null, text, params: {} };
}
