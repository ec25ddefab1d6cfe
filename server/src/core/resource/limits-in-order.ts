import { refuse } from '../api/app.exception';

type Values = Record<string, unknown>;
const given = (v: unknown): boolean => v !== null && v !== undefined;

/**
 * The value a write leaves in a field: the input's where it names the field, else the record's (an update that moves
 * one limit is judged against the other one it keeps).
 */
export const afterWrite = (input: Values, current: Values | undefined, key: string): unknown =>
  key in input ? input[key] : current?.[key];

/**
 * Refuses a lower limit above the upper one (either may be open): every value would then be judged out of limits.
 * The refusal names the upper field, as the value a user corrects.
 */
export function refuseLimitsOutOfOrder(
  input: Values,
  current: Values | undefined,
  lowerKey: string,
  upperKey: string,
): void {
  const lower = afterWrite(input, current, lowerKey);
  const upper = afterWrite(input, current, upperKey);
  if (given(lower) && given(upper) && Number(lower) > Number(upper))
    throw refuse(upperKey, 'input.not_below', { other: lowerKey });
}
