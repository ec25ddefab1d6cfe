import type { RefusalCode } from '../refusals';

// Check characters appended to a number: Luhn (mod 10, decimal numbers) and ISO 7064 MOD 37,36 (0-9 and A-Z, one
// check character from the same 36), which catches every single substitution and most transpositions.

export const CHECK_SCHEMES = ['luhn', 'mod37_36'] as const;
export type CheckScheme = (typeof CHECK_SCHEMES)[number];

const ALNUM = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

export function luhn(digits: string): string {
  let sum = 0;
  for (let i = digits.length - 1, double = true; i >= 0; i--, double = !double) {
    let v = digits.charCodeAt(i) - 48;
    if (double) {
      v *= 2;
      if (v > 9) v -= 9;
    }
    sum += v;
  }
  return String((10 - (sum % 10)) % 10);
}

/** ISO/IEC 7064 hybrid system MOD 37,36. */
export function mod3736(text: string): string {
  const M = 36;
  let p = M;
  for (const c of text) {
    let s = (p + ALNUM.indexOf(c)) % M;
    if (s === 0) s = M;
    p = (s * 2) % (M + 1);
  }
  return ALNUM[(M + 1 - p) % M];
}

export function checkCharacter(scheme: CheckScheme, text: string): string {
  return scheme === 'luhn' ? luhn(text) : mod3736(text);
}

/** whether a whole number (its last character the check character) is consistent. */
export function checkValid(scheme: CheckScheme, number: string): boolean {
  return number.length > 1 && checkCharacter(scheme, number.slice(0, -1)) === number.slice(-1);
}

/** why characters of a part cannot stand before this scheme's check character (a refusal and the character), or null. */
export function checkProblem(
  scheme: CheckScheme,
  chars: string,
): { code: RefusalCode; params: { char: string } } | null {
  const allowed = scheme === 'luhn' ? ALNUM.slice(0, 10) : ALNUM;
  const off = [...chars].find((c) => !allowed.includes(c));
  if (off === undefined) return null;
  const code = scheme === 'luhn' ? 'product.numbering_rule_check_luhn' : 'product.numbering_rule_check_mod37_36';
  return { code, params: { char: off } };
}
