import { checkNumberRule, formatNumbers, refusalText, seqPart, SequenceOverflow, type Locale } from '@mes/contracts';

// The rule as the editor and the panel read it (the server checks it with the same code: contracts/src/numbering).

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

/** the rule a new editor starts from: a text and a sequence. */
export const START_RULE: RuleView = { parts: [newPart('text'), newPart('seq')], timezone: 'Asia/Shanghai' };

/**
 * The form's value of the rule field (json as text, web/src/resources/fields.ts) as a rule: null when empty, 'bad'
 * when it is not a rule's JSON.
 */
export function parseRuleText(value: unknown): RuleView | null | 'bad' {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return null;
  try {
    return readRule(typeof value === 'string' ? JSON.parse(value) : value) ?? 'bad';
  } catch {
    return 'bad';
  }
}

/** the rule as the form keeps it: JSON text, as typed (the check names what is wrong before the server does). */
export function ruleText(rule: RuleView): string {
  return JSON.stringify(rule, null, 2);
}

/** what the server would refuse in a rule, each as `field: reason` in the user's language (none: it takes it). */
export function ruleProblems(rule: unknown, locale: Locale): string[] {
  const checked = checkNumberRule(rule);
  return checked.ok ? [] : checked.problems.map((p) => `${p.field}: ${refusalText(p.code, locale, p.params)}`);
}

const PREVIEW_COUNT = 5;

export type RuleOutcome = { problems: string[] } | { numbers: string[]; overflow: string | null };

/**
 * What a rule makes, computed by the server's own code (contracts/src/numbering: the check, the dates in the rule's
 * time zone, the check character): the problems the server would name, else the first numbers of today's period.
 */
export function ruleOutcome(rule: unknown, at: Date, locale: Locale, count = PREVIEW_COUNT): RuleOutcome {
  const checked = checkNumberRule(rule);
  if (!checked.ok) return { problems: ruleProblems(rule, locale) };
  const first = seqPart(checked.rule).start ?? 1;
  try {
    return { numbers: formatNumbers(checked.rule, at, first, count), overflow: null };
  } catch (e) {
    if (!(e instanceof SequenceOverflow)) throw e;
    const numbers = formatNumbers(checked.rule, at, first, Math.max(0, e.params.max - first + 1));
    return { numbers, overflow: String(e.params.max) };
  }
}
