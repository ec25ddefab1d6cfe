import { reelOutcome, type Locale } from '@mes/contracts';
import { ApiError } from '@mes/client';

// What a reel step's answer means on the handheld (the certificate and label rules are in @mes/contracts).

export type ScanVerdict = 'pass' | 'warning' | 'fail' | 'locked' | 'error';
export type ScanResult = { verdict: ScanVerdict; message: string; slot: string };

/** An answer (or a refusal) of a reel step as the handheld shows it, worded in `locale` when the answer says what it checked. */
export function scanResult(slot: string, answer: unknown, locale: Locale = 'en-US'): ScanResult {
  const a =
    answer instanceof ApiError
      ? { refused: true as const, msg: answer.msg, data: answer.data }
      : { refused: false as const, data: answer };
  return { slot, ...reelOutcome(a, locale) };
}
