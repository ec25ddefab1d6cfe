// The rule as the panel reads it (the server checks it: server/src/modules/product-mgt/numbering/rule.ts).

export type RulePartView =
  | { type: 'text'; value: string }
  | { type: 'date'; format: string }
  | { type: 'seq'; width: number; radix?: number; alphabet?: string; exclude?: string; reset: string; start?: number }
  | { type: 'check'; scheme: string };

export type RuleView = { parts: RulePartView[]; timezone: string };

const RADIX = { 10: '0-9', 16: '0-9 A-F', 36: '0-9 A-Z' } as Record<number, string>;

export function readRule(value: unknown): RuleView | null {
  if (typeof value !== 'object' || value === null || !Array.isArray((value as RuleView).parts)) return null;
  const r = value as RuleView;
  return { parts: r.parts, timezone: typeof r.timezone === 'string' ? r.timezone : 'Asia/Shanghai' };
}

/** the digits of a sequence part: its alphabet (or radix) and how many it has once the excluded ones are left out. */
export function seqDigits(p: Extract<RulePartView, { type: 'seq' }>): { count: number; alphabet: string } {
  const base =
    p.alphabet ??
    { 10: '0123456789', 16: '0123456789ABCDEF', 36: '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ' }[p.radix ?? 10] ??
    '';
  const digits = [...base].filter((c) => !(p.exclude ?? '').includes(c));
  return { count: digits.length, alphabet: p.alphabet ?? RADIX[p.radix ?? 10] ?? base };
}
