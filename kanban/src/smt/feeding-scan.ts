import { SMT_WORK_CERT_TTL_H } from '@mes/contracts';
import { ApiError } from '../api';
import { browserStorage, isObj, readJson, str, writeText, type StorageLike } from '../storage';

// The handheld's feeding scan, as pure pieces: the work_cert kept 24 h (001 §9), a reel label read, and what an
// answer means on screen.

export const CERT_KEY = (feedingId: number) => `MES_smt_work_cert_${feedingId}`;
export const CERT_TTL_MS = SMT_WORK_CERT_TTL_H * 3600_000;
export type WorkCert = { work_cert: string; expires_at: string };

/** The stored certificate of a feeding while it is valid (by its expiry, and at most 24 h after it was kept). */
export function readCert(feedingId: number, now = Date.now(), storage: StorageLike | null = browserStorage()): WorkCert | null {
  const v = readJson(CERT_KEY(feedingId), storage);
  if (!isObj(v) || typeof v.work_cert !== 'string' || typeof v.expires_at !== 'string') return null;
  const kept = typeof v.kept_at === 'number' ? v.kept_at : 0;
  if (Date.parse(v.expires_at) <= now || now - kept >= CERT_TTL_MS) {
    writeText(CERT_KEY(feedingId), null, storage);
    return null;
  }
  return { work_cert: v.work_cert, expires_at: v.expires_at };
}

export function keepCert(feedingId: number, cert: WorkCert, now = Date.now(), storage: StorageLike | null = browserStorage()): void {
  writeText(CERT_KEY(feedingId), JSON.stringify({ ...cert, kept_at: now }), storage);
}

export function dropCert(feedingId: number, storage: StorageLike | null = browserStorage()): void {
  writeText(CERT_KEY(feedingId), null, storage);
}

/**
 * A reel label: the barcode as scanned, and the material code it carries: the text before the first ';', '*' or '|'
 * when it has one (MATERIAL;LOT;QTY), else the whole text (a label that is the material code).
 */
export function readReel(text: string): { barcode: string; fnumber: string } {
  const barcode = text.trim();
  return { barcode, fnumber: barcode.split(/[;*|]/, 1)[0].trim() };
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

/** The reel step the handheld sends now: loading while the feeding allows it, then the checks. */
export function reelStep(allowed: string[]): 'scanning' | 'scan_checking' | 'full_checking' | null {
  for (const s of ['scanning', 'scan_checking', 'full_checking'] as const) if (allowed.includes(s)) return s;
  return null;
}
