import { isNelsonRule, type NelsonRule } from '../rules';

/** The rules a characteristic applies, as stored ('1,2,5,6'); an unknown number is dropped (the resource refuses it). */
export function parseRules(text: string): NelsonRule[] {
  const out = new Set<NelsonRule>();
  for (const part of text.split(',')) {
    const n = Number(part.trim());
    if (isNelsonRule(n)) out.add(n);
  }
  return [...out].sort((a, b) => a - b);
}

/** Whether a rules text is numbers 1-8 separated by commas (at least one). */
export function rulesTextValid(text: string): boolean {
  const parts = text.split(',').map((p) => p.trim());
  return parts.length > 0 && parts.every((p) => /^[1-8]$/.test(p));
}
