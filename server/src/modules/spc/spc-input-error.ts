/** Bad input to the SPC mathematics: `field` names the offending input so a caller can answer a coded refusal. */
export class SpcInputError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(`${field}: ${message}`);
    this.name = 'SpcInputError';
  }
}

/** Refuses an empty list or one holding a non-finite number. */
export function requireFiniteValues(values: readonly number[], field: string): void {
  if (values.length === 0) throw new SpcInputError(field, 'the baseline is empty');
  for (let i = 0; i < values.length; i++) {
    if (!Number.isFinite(values[i])) throw new SpcInputError(field, `value ${i + 1} is not a finite number`);
  }
}
