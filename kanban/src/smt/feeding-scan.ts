import { dropWorkCert, keepWorkCert, readReelLabel, readWorkCert, workCertKey, type WorkCert } from '@mes/contracts';
import { ApiError } from '../api';
import { browserStorage, isObj, str, type StorageLike } from '../storage';

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

/** An answer (or a refusal) of a reel step as the handheld shows it; a refusal without a verdict is an error. */
export function scanResult(slot: string, answer: unknown): ScanResult {
  if (answer instanceof ApiError) {
    const d = isObj(answer.data) ? answer.data : {};
    const v = str(d.verdict);
    const message = answer.msg.replace(/^slot: /, '');
    return { slot, verdict: v === 'fail' || v === 'locked' ? v : 'error', message };
  }
  const d = isObj(answer) ? answer : {};
  const v = str(d.verdict);
  return { slot, verdict: v === 'warning' ? 'warning' : v === 'pass' ? 'pass' : 'error', message: str(d.message) };
}

