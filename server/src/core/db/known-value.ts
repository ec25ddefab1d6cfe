/**
 * A text column's value as one of the values its CHECK allows (a row's type says `string`; the code's says which):
 * a value outside them is a schema this code does not know, an error rather than a guess.
 */
export function known<T extends string>(values: readonly T[], v: string, column: string): T {
  if (!(values as readonly string[]).includes(v)) throw new Error(`${column}: unknown value '${v}'`);
  return v as T;
}
