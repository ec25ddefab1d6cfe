// The scan form's refusals (000 §5) as the server words them, to the screen's translated text; other refusals are
// shown as the server says them.
const KNOWN: [RegExp, string][] = [
  [/material code does not match the batch/, 'verdict.material'],
  [/unique code does not match the batch/, 'verdict.unique'],
  [/quantity inconsistent/, 'verdict.quantity'],
  [/material id does not exist/, 'verdict.noMaterial'],
];

export function verdictKey(err: number, msg: string): { key: string | null; text: string } {
  const text = msg.replace(/^[A-Za-z_][\w.]*:\s*/, '');
  if (err === 904) return { key: 'verdict.noBatch', text };
  const hit = KNOWN.find(([re]) => re.test(text));
  return { key: hit ? hit[1] : null, text };
}
