import { PARSER_FQTY, PARSER_ICITEM_FMAPNUMBER, PARSER_ICITEM_FNUMBER, PARSER_UID } from '@mes/contracts';
import { MAX_REGEX_PATTERN_CHARS, type ParserProblem, type RegexRules } from './scan-parser.types';
import { buildResult, defineScanParser, isRecord, problem, unknownKeys } from './scan-parser.util';

// regex: one match per label; named groups fill the result keys.

export const REGEX_GROUPS = {
  uid: PARSER_UID,
  fnumber: PARSER_ICITEM_FNUMBER,
  fmapnumber: PARSER_ICITEM_FMAPNUMBER,
  qty: PARSER_FQTY,
} as const;
const GROUP_NAMES = Object.keys(REGEX_GROUPS);
const ALLOWED_FLAGS = 'imsu';

/** The bounds of a quantifier at p[i] (+, *, ?, {n}, {n,}, {n,m}); null when p[i] starts none. */
function quantifierAt(p: string, i: number): { min: number; max: number } | null {
  const c = p[i];
  if (c === '+') return { min: 1, max: Infinity };
  if (c === '*') return { min: 0, max: Infinity };
  // '?' right after '(' opens a group syntax; after another quantifier it makes that one lazy.
  if (c === '?') return i > 0 && !'(+*?}'.includes(p[i - 1]) ? { min: 0, max: 1 } : null;
  if (c !== '{') return null;
  const m = /^\{(\d+)(,(\d*))?\}/.exec(p.slice(i, i + 24));
  if (!m) return null;
  const min = Number(m[1]);
  return { min, max: m[2] === undefined ? min : m[3] === '' ? Infinity : Number(m[3]) };
}

/**
 * Heuristic guard against catastrophic backtracking: a repeated group that itself holds a variable repetition,
 * such as (a+)+, (\d*-?)* or (?:x+){2,}. JS regexes have no time limit, so such patterns are refused when saved.
 * It does not catch every slow pattern (e.g. overlapping alternatives (a|a)*); the input cap bounds the rest.
 */
export function hasNestedQuantifier(p: string): boolean {
  const groups: boolean[] = []; // per open group: does it hold a variable repetition?
  let inClass = false;
  for (let i = 0; i < p.length; i++) {
    const c = p[i];
    if (c === '\\') {
      i++;
      continue;
    }
    if (inClass) {
      inClass = c !== ']';
      continue;
    }
    if (c === '[') inClass = true;
    else if (c === '(') groups.push(false);
    else if (c === ')') {
      const inner = groups.pop() ?? false;
      const q = quantifierAt(p, i + 1);
      if (inner && q && q.max > 1) return true;
      if (inner && groups.length > 0) groups[groups.length - 1] = true;
    } else {
      const q = quantifierAt(p, i);
      if (q && q.max > q.min && groups.length > 0) groups[groups.length - 1] = true;
    }
  }
  return false;
}

function validate(rules: unknown): ParserProblem[] {
  if (!isRecord(rules)) return [problem('rules', 'basicdata.parser_regex_rules')];
  const problems = unknownKeys(rules, ['pattern', 'flags'], 'rules');
  const { pattern, flags } = rules;
  const flagsOk =
    flags === undefined ||
    (typeof flags === 'string' &&
      [...flags].every((f) => ALLOWED_FLAGS.includes(f)) &&
      new Set(flags).size === flags.length);
  if (!flagsOk) problems.push(problem('rules.flags', 'basicdata.parser_regex_flags', { flags: ALLOWED_FLAGS }));
  if (typeof pattern !== 'string' || pattern === '' || pattern.length > MAX_REGEX_PATTERN_CHARS) {
    problems.push(problem('rules.pattern', 'basicdata.parser_string_length', { max: MAX_REGEX_PATTERN_CHARS }));
    return problems;
  }
  try {
    new RegExp(pattern, flagsOk && typeof flags === 'string' ? flags : '');
  } catch (e) {
    problems.push(
      problem('rules.pattern', 'basicdata.parser_regex_invalid', { error: e instanceof Error ? e.message : String(e) }),
    );
    return problems;
  }
  if (!GROUP_NAMES.some((name) => pattern.includes(`(?<${name}>`))) {
    problems.push(
      problem('rules.pattern', 'basicdata.parser_regex_groups', {
        groups: GROUP_NAMES.map((n) => `(?<${n}>...)`).join(', '),
      }),
    );
  }
  if (hasNestedQuantifier(pattern)) {
    problems.push(problem('rules.pattern', 'basicdata.parser_regex_nested'));
  }
  return problems;
}

export const regexParser = defineScanParser<RegexRules>({
  validate,
  compile: (rules) => {
    // No 'g'/'y' flag, so exec() keeps no state between labels.
    const re = new RegExp(rules.pattern, rules.flags ?? '');
    return (label) => {
      const groups = re.exec(label.trim())?.groups;
      if (!groups) return null;
      return buildResult({
        [PARSER_UID]: groups.uid,
        [PARSER_ICITEM_FNUMBER]: groups.fnumber,
        [PARSER_ICITEM_FMAPNUMBER]: groups.fmapnumber,
        [PARSER_FQTY]: groups.qty,
      });
    };
  },
});
