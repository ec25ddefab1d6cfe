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

export type PartType = RulePartView['type'];
export const PART_TYPES: readonly PartType[] = ['text', 'date', 'seq', 'check'];
export const DATE_FORMATS = ['yyyy', 'yy', 'mm', 'dd', 'ww', 'ddd', 'gggg', 'gg'] as const;
export const RESETS = ['never', 'year', 'month', 'day'] as const;
export const SCHEMES = ['luhn', 'mod37_36'] as const;

/** a fresh part of a type, as the editor adds it. */
export function newPart(type: PartType): RulePartView {
  if (type === 'text') return { type, value: 'SN' };
  if (type === 'date') return { type, format: 'yy' };
  if (type === 'seq') return { type, width: 6, radix: 10, reset: 'never' };
  return { type, scheme: 'luhn' };
}

/** the parts with part i moved by delta (-1 up, +1 down); unchanged at the ends. */
export function movePart(parts: readonly RulePartView[], i: number, delta: -1 | 1): RulePartView[] {
  const j = i + delta;
  if (j < 0 || j >= parts.length) return [...parts];
  const out = [...parts];
  [out[i], out[j]] = [out[j], out[i]];
  return out;
}

/** the rule as the server takes it: empty optional fields left out. */
export function ruleBody(rule: RuleView): RuleView {
  return {
    timezone: rule.timezone.trim() || 'Asia/Shanghai',
    parts: rule.parts.map((p) => {
      if (p.type !== 'seq') return p;
      const out: RulePartView = { type: 'seq', width: p.width, reset: p.reset };
      if (p.alphabet) out.alphabet = p.alphabet;
      else out.radix = p.radix ?? 10;
      if (p.exclude) out.exclude = p.exclude;
      if (p.start !== undefined && p.start !== null) out.start = p.start;
      return out;
    }),
  };
}
