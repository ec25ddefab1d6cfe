import { dropWorkCert, keepWorkCert, readReelLabel, readWorkCert, reelOutcome, workCertKey, type Locale, type WorkCert } from '@mes/contracts';
import { ApiError } from '../api';
import { browserStorage, type StorageLike } from '../storage';

// The handheld's feeding scan: the work_cert kept 24 h and the reel label read (shared with the back office in
// @mes/contracts), and what an answer means on screen.

export type { WorkCert };
export const CERT_KEY = workCertKey;
export const readReel = readReelLabel;

export function readCert(feedingId: number, now = Date.now(), storage: StorageLike | null = browserStorage()): WorkCert | null {
  return readWorkCert(feedingId, storage, now);
}

export function keepCert(feedingId: number, cert: WorkCert, now = Date.now(), storage: StorageLike | null = browserStorage()): void {
  keepWorkCert(feedingId, cert, storage, now);
}

export function dropCert(feedingId: number, storage: StorageLike | null = browserStorage()): void {
  dropWorkCert(feedingId, storage);
}

export type ScanVerdict = 'pass' | 'warning' | 'fail' | 'locked' | 'error';
export type ScanResult = { verdict: ScanVerdict; message: string; slot: string };

/** An answer (or a refusal) of a reel step as the handheld shows it, worded in `locale` when the answer says what it checked. */
export function scanResult(slot: string, answer: unknown, locale: Locale = 'en-US'): ScanResult {
  const a = answer instanceof ApiError ? { refused: true as const, msg: answer.msg, data: answer.data } : { refused: false as const, data: answer };
  return { slot, ...reelOutcome(a, locale) };
}
