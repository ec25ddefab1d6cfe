import type { RefusalCode } from '@mes/contracts';
import { refuse } from './app.exception';

// The one check every JSON body passes before any call reads it (docs/api.md, "Input rules"): PostgreSQL refuses NUL
// in text (22021), an unpaired surrogate would reach it silently replaced by U+FFFD, and a deeply nested value
// overflows the stack of anything recursive after it (JSON.stringify, validators). The walk itself is iterative.
export const MAX_DEPTH = 64;

// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for
const SUSPECT = /[\u0000\ud800-\udfff]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export type TextProblem = Extract<RefusalCode, 'input.nul_character' | 'input.lone_surrogate'>;

// the same problem in a key of an object
const IN_A_KEY: Readonly<Record<TextProblem, RefusalCode>> = {
  'input.nul_character': 'input.key_nul_character',
  'input.lone_surrogate': 'input.key_lone_surrogate',
};

/** What is wrong with a text for storage (its refusal's code), or null: NUL characters and unpaired UTF-16 surrogates. */
export function textProblem(s: string): TextProblem | null {
  if (!SUSPECT.test(s)) return null;
  if (s.includes('\u0000')) return 'input.nul_character';
  if (LONE_SURROGATE.test(s)) return 'input.lone_surrogate';
  return null;
}

type Step = { value: unknown; depth: number; up: Step | null; key: string | number };

// The field path of a step, built only when something is refused: filter, test_items[2].name, rules.a.b.
function pathOf(step: Step, root: string): string {
  const parts: (string | number)[] = [];
  for (let s: Step | null = step; s !== null && s.up !== null; s = s.up) parts.push(s.key);
  if (parts.length === 0) return root;
  let out = '';
  for (const p of parts.reverse()) out += typeof p === 'number' ? `[${p}]` : out === '' ? p : `.${p}`;
  return root === 'body' ? out : `${root}${out.startsWith('[') ? '' : '.'}${out}`;
}

/**
 * Walks a parsed JSON value once and throws a 400 naming the first bad place: a NUL or an unpaired surrogate in a
 * string or a key, a number JSON could not hold (1e400 parses as Infinity), or nesting deeper than MAX_DEPTH.
 * `root` names the value itself: 'body' for a request body (its keys are named bare), a field name otherwise.
 */
export function checkInput(value: unknown, root = 'body', maxDepth = MAX_DEPTH): void {
  const stack: Step[] = [{ value, depth: 1, up: null, key: root }];
  while (stack.length > 0) {
    const step = stack.pop()!;
    const v = step.value;
    if (typeof v === 'string') {
      const problem = textProblem(v);
      if (problem) throw refuse(pathOf(step, root), problem);
    } else if (typeof v === 'number') {
      if (!Number.isFinite(v)) throw refuse(pathOf(step, root), 'input.number_out_of_range');
    } else if (typeof v === 'object' && v !== null && !Buffer.isBuffer(v)) {
      if (step.depth > maxDepth) throw refuse(root, 'input.too_deep', { max: maxDepth });
      if (Array.isArray(v)) {
        for (let i = v.length - 1; i >= 0; i--) stack.push({ value: v[i], depth: step.depth + 1, up: step, key: i });
      } else {
        const keys = Object.keys(v);
        for (let i = keys.length - 1; i >= 0; i--) {
          const key = keys[i];
          const problem = textProblem(key);
          if (problem) throw refuse(pathOf(step, root), IN_A_KEY[problem]);
          stack.push({ value: (v as Record<string, unknown>)[key], depth: step.depth + 1, up: step, key });
        }
      }
    }
  }
}
