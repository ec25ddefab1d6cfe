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

export type RuleProblem = { field: string; message: string };
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

export class SequenceOverflow extends Error {}

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
      throw new SequenceOverflow(
        `the sequence of ${seq.width} characters in ${alphabet.length} digits goes up to ${seqCapacity(seq) - 1} per period: ${value} does not fit`,
      );
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
    if (!allowed.includes(k)) problems.push({ field: `${at}.${k}`, message: 'unknown field' });
}

/** Checks a rule as a caller sent it; every problem names its field (`rule.parts[2].width`). */
export function checkRule(value: unknown, field = 'rule'): Checked {
  const problems: RuleProblem[] = [];
  const bad = (f: string, message: string) => problems.push({ field: f, message });
  if (!isObj(value)) return { ok: false, problems: [{ field, message: 'must be an object { parts, timezone? }' }] };
  unknownKeys(value, ['parts', 'timezone'], field, problems);
  const timezone = value.timezone ?? DEFAULT_TIMEZONE;
  if (typeof timezone !== 'string' || !validTimezone(timezone))
    bad(`${field}.timezone`, 'must be an IANA time zone such as Asia/Shanghai or UTC');
  const parts = value.parts;
  if (!Array.isArray(parts) || parts.length === 0 || parts.length > MAX_PARTS)
    return {
      ok: false,
      problems: [...problems, { field: `${field}.parts`, message: `must be 1 to ${MAX_PARTS} parts` }],
    };
  const out: RulePart[] = [];
  parts.forEach((raw, i) => {
    const at = `${field}.parts[${i}]`;
    const p = checkPart(raw, at, bad);
    if (p) out.push(p);
  });
  if (problems.length > 0) return { ok: false, problems };
  const seqs = out.filter((p) => p.type === 'seq');
  if (seqs.length !== 1) bad(`${field}.parts`, `must hold exactly one seq part, not ${seqs.length}`);
  const checks = out.filter((p) => p.type === 'check');
  if (checks.length > 1) bad(`${field}.parts`, 'must hold at most one check part');
  if (checks.length === 1 && out[out.length - 1].type !== 'check')
    bad(`${field}.parts[${out.indexOf(checks[0])}]`, 'a check part must be the last part');
  if (ruleLength(out) > NUMBER_MAX) bad(`${field}.parts`, `make numbers longer than ${NUMBER_MAX} characters`);
  if (problems.length > 0) return { ok: false, problems };
  const seq = seqs[0] as SeqPart;
  const missing = resetMissing(seq.reset, out);
  if (missing) bad(`${field}.parts[${out.indexOf(seq)}].reset`, missing);
  if (checks.length === 1) {
    const scheme = (checks[0] as CheckPart).scheme;
    out.forEach((p, i) => {
      const chars = p.type === 'text' ? p.value : p.type === 'seq' ? seqAlphabet(p) : '';
      const problem = checkProblem(scheme, chars);
      if (problem) bad(`${field}.parts[${i}]`, problem);
    });
  }
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, rule: { parts: out, timezone: timezone as string } };
}

type Bad = (field: string, message: string) => void;

const PART_KEYS = { text: ['value'], date: ['format'], check: ['scheme'] } as const;

function checkPart(raw: unknown, at: string, bad: Bad): RulePart | null {
  if (!isObj(raw)) {
    bad(at, 'must be an object with a type: text, date, seq or check');
    return null;
  }
  if (raw.type === 'seq') return checkSeq(raw, at, bad);
  if (raw.type !== 'text' && raw.type !== 'date' && raw.type !== 'check') {
    bad(`${at}.type`, 'must be text, date, seq or check');
    return null;
  }
  const problems: RuleProblem[] = [];
  unknownKeys(raw, ['type', ...PART_KEYS[raw.type]], at, problems);
  if (raw.type === 'text' && (typeof raw.value !== 'string' || raw.value === '' || !PRINTABLE.test(raw.value)))
    problems.push({ field: `${at}.value`, message: 'must be printable ASCII text without blanks' });
  if (raw.type === 'date' && !DATE_FORMATS.includes(raw.format as DateFormat))
    problems.push({ field: `${at}.format`, message: `must be one of ${DATE_FORMATS.join(', ')}` });
  if (raw.type === 'check' && !CHECK_SCHEMES.includes(raw.scheme as CheckScheme))
    problems.push({ field: `${at}.scheme`, message: `must be one of ${CHECK_SCHEMES.join(', ')}` });
  problems.forEach((p) => bad(p.field, p.message));
  if (problems.length > 0) return null;
  if (raw.type === 'text') return { type: 'text', value: raw.value as string };
  if (raw.type === 'date') return { type: 'date', format: raw.format as DateFormat };
  return { type: 'check', scheme: raw.scheme as CheckScheme };
}

function checkSeq(raw: Obj, at: string, bad: Bad): SeqPart | null {
  let ok = true;
  const no = (f: string, m: string) => {
    ok = false;
    bad(`${at}.${f}`, m);
  };
  for (const k of Object.keys(raw))
    if (!['type', 'width', 'radix', 'alphabet', 'exclude', 'reset', 'start'].includes(k)) no(k, 'unknown field');
  const { width, radix, alphabet, exclude, reset, start } = raw;
  if (!Number.isInteger(width) || (width as number) < 1 || (width as number) > 20)
    no('width', 'must be a whole number from 1 to 20');
  if (radix !== undefined && radix !== 10 && radix !== 16 && radix !== 36) no('radix', 'must be 10, 16 or 36');
  if (alphabet !== undefined) {
    if (radix !== undefined) no('alphabet', 'give either radix or alphabet, not both');
    else if (typeof alphabet !== 'string' || alphabet.length < 2 || !PRINTABLE.test(alphabet))
      no('alphabet', 'must be at least 2 printable ASCII characters without blanks');
    else if (new Set(alphabet).size !== alphabet.length) no('alphabet', 'must not repeat a character');
  }
  if (exclude !== undefined && (typeof exclude !== 'string' || !PRINTABLE.test(exclude)))
    no('exclude', 'must be printable ASCII characters, e.g. OI');
  if (!RESETS.includes(reset as Reset)) no('reset', `must be one of ${RESETS.join(', ')}`);
  if (start !== undefined && (!Number.isInteger(start) || (start as number) < 0 || (start as number) > 1e12))
    no('start', 'must be a whole number from 0 to 1000000000000');
  if (!ok) return null;
  const part: SeqPart = { type: 'seq', width: width as number, reset: reset as Reset };
  if (radix !== undefined) part.radix = radix as 10 | 16 | 36;
  if (alphabet !== undefined) part.alphabet = alphabet as string;
  if (exclude) part.exclude = exclude as string;
  if (start !== undefined) part.start = start as number;
  if (seqAlphabet(part).length < 2) {
    no('exclude', 'leaves fewer than 2 digits');
    return null;
  }
  return part;
}

// A counter that resets each day only keeps numbers unique when the number itself tells the days apart.
function resetMissing(reset: Reset, parts: RulePart[]): string | null {
  const has = (f: DateFormat) => parts.some((p) => p.type === 'date' && p.format === f);
  const year = has('yyyy') || has('yy');
  if (reset === 'year' && !year) return 'resets each year: the rule needs a yyyy or yy part';
  if (reset === 'month' && !(year && has('mm'))) return 'resets each month: the rule needs a year part and mm';
  if (reset === 'day' && !(year && (has('ddd') || (has('mm') && has('dd')))))
    return 'resets each day: the rule needs a year part and mm with dd, or ddd';
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
