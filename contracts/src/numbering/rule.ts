import { refusalText, type RefusalCode, type RefusalParams } from '../refusals';
import { checkCharacter, CHECK_SCHEMES, checkProblem, type CheckScheme } from './check-character';
import { dateParts, DATE_FORMATS, periodKey, type DateFormat, type Reset, RESETS } from './rule-dates';

// A numbering rule (docs/numbering.md): configuration, not code. Pure: the caller reserves the sequence values
// (numbering counter) and writes the numbers.

export type TextPart = { type: 'text'; value: string };
export type DatePart = { type: 'date'; format: DateFormat };
export type SeqPart = {
  type: 'seq';
  width: number;
  radix?: 10 | 16 | 36;
  /** a custom digit alphabet, lowest first (replaces radix) */
  alphabet?: string;
  /** characters the sequence never uses, e.g. 'OI' */
  exclude?: string;
  reset: Reset;
  /** the first value of each period (default 1: 000001) */
  start?: number;
};
export type CheckPart = { type: 'check'; scheme: CheckScheme };
export type RulePart = TextPart | DatePart | SeqPart | CheckPart;
export type Rule = { parts: RulePart[]; timezone: string };

export const DEFAULT_TIMEZONE = 'Asia/Shanghai';
export const NUMBER_MAX = 64;
const MAX_PARTS = 20;
const PRINTABLE = /^[\x21-\x7e]*$/;
const RADIX_ALPHABETS = {
  10: '0123456789',
  16: '0123456789ABCDEF',
  36: '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ',
} as const;

/** a problem of a rule: the field, the refusal of the catalogue (contracts/src/refusals/product.ts), its en-US text */
export type RuleProblem = { field: string; code: RefusalCode; params: RefusalParams; message: string };

function ruleProblem(field: string, code: RefusalCode, params: RefusalParams = {}): RuleProblem {
  return { field, code, params, message: refusalText(code, 'en-US', params) };
}
export type Checked = { ok: true; rule: Rule } | { ok: false; problems: RuleProblem[] };

/** the sequence's digits: the radix's (or custom) alphabet without the excluded characters. */
export function seqAlphabet(p: SeqPart): string {
  const base = p.alphabet ?? RADIX_ALPHABETS[p.radix ?? 10];
  const out = p.exclude ? [...base].filter((c) => !p.exclude!.includes(c)).join('') : base;
  return out;
}

/** how many values the sequence's width holds: 0 .. capacity - 1 (a period's values run from `start` up). */
export function seqCapacity(p: SeqPart): number {
  return Math.min(Number.MAX_SAFE_INTEGER, seqAlphabet(p).length ** p.width);
}

export function seqPart(rule: Rule): SeqPart {
  return rule.parts.find((p): p is SeqPart => p.type === 'seq')!;
}

/** the counter period of a moment: '' (never), 'yyyy', 'yyyy-mm' or 'yyyy-mm-dd' in the rule's timezone. */
export function rulePeriod(rule: Rule, at: Date): string {
  return periodKey(seqPart(rule).reset, dateParts(at, rule.timezone));
}

function encode(value: number, alphabet: string, width: number): string | null {
  const radix = alphabet.length;
  let s = '';
  let v = value;
  do {
    s = alphabet[v % radix] + s;
    v = Math.floor(v / radix);
  } while (v > 0);
  if (s.length > width) return null;
  return alphabet[0].repeat(width - s.length) + s;
}

/** a sequence value past the sequence's width; `params` fill the refusal product.numbering_sequence_overflow */
export class SequenceOverflow extends Error {
  constructor(readonly params: { width: number; digits: number; max: number; value: number }) {
    super(
      `the sequence of ${params.width} characters in ${params.digits} digits goes up to ${params.max} per period: ${params.value} does not fit`,
    );
  }
}

/**
 * The numbers of sequence values first .. first + count - 1 at a moment. A value past the sequence's width throws
 * SequenceOverflow naming the capacity.
 */
export function formatNumbers(rule: Rule, at: Date, first: number, count: number): string[] {
  const d = dateParts(at, rule.timezone);
  const seq = seqPart(rule);
  const alphabet = seqAlphabet(seq);
  const index = rule.parts.indexOf(seq);
  const before = rule.parts
    .slice(0, index)
    .map((p) => fixed(p, d))
    .join('');
  const afterParts = rule.parts.slice(index + 1);
  const check = afterParts.find((p): p is CheckPart => p.type === 'check');
  const after = afterParts
    .filter((p) => p.type !== 'check')
    .map((p) => fixed(p, d))
    .join('');
  const out: string[] = new Array<string>(count);
  for (let i = 0; i < count; i++) {
    const value = first + i;
    const digits = encode(value, alphabet, seq.width);
    if (digits === null)
      throw new SequenceOverflow({
        width: seq.width,
        digits: alphabet.length,
        max: seqCapacity(seq) - 1,
        value,
      });
    const body = before + digits + after;
    out[i] = check ? body + checkCharacter(check.scheme, body) : body;
  }
  return out;
}

function fixed(p: RulePart, d: ReturnType<typeof dateParts>): string {
  if (p.type === 'text') return p.value;
  if (p.type === 'date') return d[p.format];
  return '';
}

/** the longest number the rule makes. */
function ruleLength(parts: RulePart[]): number {
  return parts.reduce((n, p) => {
    if (p.type === 'text') return n + p.value.length;
    if (p.type === 'date') return n + p.format.length;
    if (p.type === 'seq') return n + p.width;
    return n + 1;
  }, 0);
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

function unknownKeys(o: Obj, allowed: string[], at: string, problems: RuleProblem[]): void {
  for (const k of Object.keys(o))
    if (!allowed.includes(k)) problems.push(ruleProblem(`${at}.${k}`, 'input.unknown_field'));
}

/** Checks a rule as a caller sent it; every problem names its field (`rule.parts[2].width`). */
export function checkRule(value: unknown, field = 'rule'): Checked {
  const problems: RuleProblem[] = [];
  const bad: Bad = (f, code, params) => problems.push(ruleProblem(f, code, params));
  if (!isObj(value)) return { ok: false, problems: [ruleProblem(field, 'product.numbering_rule_object')] };
  unknownKeys(value, ['parts', 'timezone'], field, problems);
  const timezone = value.timezone ?? DEFAULT_TIMEZONE;
  if (typeof timezone !== 'string' || !validTimezone(timezone))
    bad(`${field}.timezone`, 'product.numbering_rule_timezone');
  const parts = value.parts;
  if (!Array.isArray(parts) || parts.length === 0 || parts.length > MAX_PARTS)
    return {
      ok: false,
      problems: [...problems, ruleProblem(`${field}.parts`, 'product.numbering_rule_parts_count', { max: MAX_PARTS })],
    };
  const out: RulePart[] = [];
  parts.forEach((raw, i) => {
    const at = `${field}.parts[${i}]`;
    const p = checkPart(raw, at, bad);
    if (p) out.push(p);
  });
  if (problems.length > 0) return { ok: false, problems };
  const seqs = out.filter((p) => p.type === 'seq');
  if (seqs.length !== 1) bad(`${field}.parts`, 'product.numbering_rule_one_seq', { count: seqs.length });
  const checks = out.filter((p) => p.type === 'check');
  if (checks.length > 1) bad(`${field}.parts`, 'product.numbering_rule_one_check');
  if (checks.length === 1 && out[out.length - 1].type !== 'check')
    bad(`${field}.parts[${out.indexOf(checks[0])}]`, 'product.numbering_rule_check_last');
  if (ruleLength(out) > NUMBER_MAX) bad(`${field}.parts`, 'product.numbering_rule_too_long', { max: NUMBER_MAX });
  if (problems.length > 0) return { ok: false, problems };
  const seq = seqs[0] as SeqPart;
  const missing = resetMissing(seq.reset, out);
  if (missing) bad(`${field}.parts[${out.indexOf(seq)}].reset`, missing);
  if (checks.length === 1) {
    const scheme = (checks[0] as CheckPart).scheme;
    out.forEach((p, i) => {
      const chars = p.type === 'text' ? p.value : p.type === 'seq' ? seqAlphabet(p) : '';
      const problem = checkProblem(scheme, chars);
      if (problem) bad(`${field}.parts[${i}]`, problem.code, problem.params);
    });
  }
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, rule: { parts: out, timezone: timezone as string } };
}

type Bad = (field: string, code: RefusalCode, params?: RefusalParams) => void;

const PART_KEYS = { text: ['value'], date: ['format'], check: ['scheme'] } as const;

function checkPart(raw: unknown, at: string, bad: Bad): RulePart | null {
  if (!isObj(raw)) {
    bad(at, 'product.numbering_rule_part_object');
    return null;
  }
  if (raw.type === 'seq') return checkSeq(raw, at, bad);
  if (raw.type !== 'text' && raw.type !== 'date' && raw.type !== 'check') {
    bad(`${at}.type`, 'product.numbering_rule_part_type');
    return null;
  }
  const problems: RuleProblem[] = [];
  unknownKeys(raw, ['type', ...PART_KEYS[raw.type]], at, problems);
  if (raw.type === 'text' && (typeof raw.value !== 'string' || raw.value === '' || !PRINTABLE.test(raw.value)))
    problems.push(ruleProblem(`${at}.value`, 'product.numbering_rule_text_value'));
  if (raw.type === 'date' && !DATE_FORMATS.includes(raw.format as DateFormat))
    problems.push(ruleProblem(`${at}.format`, 'input.one_of', { values: DATE_FORMATS.join(', ') }));
  if (raw.type === 'check' && !CHECK_SCHEMES.includes(raw.scheme as CheckScheme))
    problems.push(ruleProblem(`${at}.scheme`, 'input.one_of', { values: CHECK_SCHEMES.join(', ') }));
  problems.forEach((p) => bad(p.field, p.code, p.params));
  if (problems.length > 0) return null;
  if (raw.type === 'text') return { type: 'text', value: raw.value as string };
  if (raw.type === 'date') return { type: 'date', format: raw.format as DateFormat };
  return { type: 'check', scheme: raw.scheme as CheckScheme };
}

function checkSeq(raw: Obj, at: string, bad: Bad): SeqPart | null {
  let ok = true;
  const no = (f: string, code: RefusalCode, params?: RefusalParams) => {
    ok = false;
    bad(`${at}.${f}`, code, params);
  };
  for (const k of Object.keys(raw))
    if (!['type', 'width', 'radix', 'alphabet', 'exclude', 'reset', 'start'].includes(k)) no(k, 'input.unknown_field');
  const { width, radix, alphabet, exclude, reset, start } = raw;
  if (!Number.isInteger(width) || (width as number) < 1 || (width as number) > 20)
    no('width', 'product.numbering_rule_seq_width');
  if (radix !== undefined && radix !== 10 && radix !== 16 && radix !== 36)
    no('radix', 'product.numbering_rule_seq_radix');
  if (alphabet !== undefined) {
    if (radix !== undefined) no('alphabet', 'product.numbering_rule_radix_or_alphabet');
    else if (typeof alphabet !== 'string' || alphabet.length < 2 || !PRINTABLE.test(alphabet))
      no('alphabet', 'product.numbering_rule_seq_alphabet');
    else if (new Set(alphabet).size !== alphabet.length) no('alphabet', 'product.numbering_rule_alphabet_repeat');
  }
  if (exclude !== undefined && (typeof exclude !== 'string' || !PRINTABLE.test(exclude)))
    no('exclude', 'product.numbering_rule_seq_exclude');
  if (!RESETS.includes(reset as Reset)) no('reset', 'input.one_of', { values: RESETS.join(', ') });
  if (start !== undefined && (!Number.isInteger(start) || (start as number) < 0 || (start as number) > 1e12))
    no('start', 'product.numbering_rule_seq_start');
  if (!ok) return null;
  const part: SeqPart = { type: 'seq', width: width as number, reset: reset as Reset };
  if (radix !== undefined) part.radix = radix as 10 | 16 | 36;
  if (alphabet !== undefined) part.alphabet = alphabet as string;
  if (exclude) part.exclude = exclude as string;
  if (start !== undefined) part.start = start as number;
  if (seqAlphabet(part).length < 2) {
    no('exclude', 'product.numbering_rule_too_few_digits');
    return null;
  }
  return part;
}

// A counter that resets each day only keeps numbers unique when the number itself tells the days apart.
function resetMissing(reset: Reset, parts: RulePart[]): RefusalCode | null {
  const has = (f: DateFormat) => parts.some((p) => p.type === 'date' && p.format === f);
  const year = has('yyyy') || has('yy');
  if (reset === 'year' && !year) return 'product.numbering_rule_reset_year';
  if (reset === 'month' && !(year && has('mm'))) return 'product.numbering_rule_reset_month';
  if (reset === 'day' && !(year && (has('ddd') || (has('mm') && has('dd'))))) return 'product.numbering_rule_reset_day';
  return null;
}

function validTimezone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}
