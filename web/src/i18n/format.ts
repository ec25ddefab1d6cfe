/** 'Factory' -> 'factory' inside a sentence ('New factory'); an acronym such as 'SMT order' keeps its case. */
export function lowerFirst(value: unknown): string {
  const s = String(value ?? '');
  return s.length > 1 && s[1] === s[1].toUpperCase() && /[A-Za-z]/.test(s[1])
    ? s
    : s.charAt(0).toLowerCase() + s.slice(1);
}
