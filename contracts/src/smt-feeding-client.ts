import { SMT_WORK_CERT_TTL_H } from './constants';
import { isRecord } from './read';

// What the handheld (kanban/) and the back office (web/) share about sending feeding steps: the work_cert kept 24 h
// (001 §9), a reel label read, and which reel step a feeding allows now. Pure: storage is passed in.

/** The steps that take a slot and a reel, in the order a feeding meets them. */
export const SMT_REEL_STEPS = [
  'scanning',
  'scan_checking',
  'full_checking',
  'splicing',
  'splice_checking',
  'changing',
  'change_checking',
  'unloading',
] as const;
export type SmtReelStep = (typeof SMT_REEL_STEPS)[number];

/** The reel steps whose screens are per turn (:id/<step>/:turns); the others cover every slot. */
export const SMT_TURN_STEPS: readonly SmtReelStep[] = [
  'scanning',
  'scan_checking',
  'unloading',
  'splicing',
  'splice_checking',
  'full_checking',
];

export type CertStorage = {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
};
export type WorkCert = { work_cert: string; expires_at: string };

export const workCertKey = (feedingId: number): string => `MES_smt_work_cert_${feedingId}`;
export const WORK_CERT_TTL_MS = SMT_WORK_CERT_TTL_H * 3600_000;

function safely<T>(f: () => T, fallback: T): T {
  try {
    return f();
  } catch {
    return fallback; // a blocked or full storage: the certificate lives for this page only
  }
}

/** The stored certificate of a feeding while it is valid (by its expiry, and at most 24 h after it was kept). */
export function readWorkCert(feedingId: number, storage: CertStorage | null, now = Date.now()): WorkCert | null {
  const raw = storage ? safely(() => storage.getItem(workCertKey(feedingId)), null) : null;
  let v: unknown = null;
  if (raw !== null) v = safely(() => JSON.parse(raw) as unknown, null);
  if (!isRecord(v)) return null;
  const c = v;
  if (typeof c.work_cert !== 'string' || typeof c.expires_at !== 'string') return null;
  const kept = typeof c.kept_at === 'number' ? c.kept_at : 0;
  if (Date.parse(c.expires_at) <= now || now - kept >= WORK_CERT_TTL_MS) {
    dropWorkCert(feedingId, storage);
    return null;
  }
  return { work_cert: c.work_cert, expires_at: c.expires_at };
}

export function keepWorkCert(feedingId: number, cert: WorkCert, storage: CertStorage | null, now = Date.now()): void {
  safely(
    () =>
      storage?.setItem(
        workCertKey(feedingId),
        JSON.stringify({ work_cert: cert.work_cert, expires_at: cert.expires_at, kept_at: now }),
      ),
    undefined,
  );
}

export function dropWorkCert(feedingId: number, storage: CertStorage | null): void {
  safely(() => storage?.removeItem(workCertKey(feedingId)), undefined);
}

/**
 * A reel label: the barcode as scanned, and the material code it carries: the text before the first ';', '*' or '|'
 * when it has one (MATERIAL;LOT;QTY), else the whole text (a label that is the material code).
 */
export function readReelLabel(text: string): { barcode: string; fnumber: string } {
  const barcode = text.trim();
  return { barcode, fnumber: barcode.split(/[;*|]/, 1)[0].trim() };
}

/** The reel steps among a feeding's allowed steps, in feeding order. */
export function allowedReelSteps(allowed: readonly string[]): SmtReelStep[] {
  return SMT_REEL_STEPS.filter((s) => allowed.includes(s));
}

/** The reel step a scanner sends by default: loading while allowed, then its check, then the full check. */
export function defaultReelStep(allowed: readonly string[]): SmtReelStep | null {
  for (const s of ['scanning', 'scan_checking', 'splice_checking', 'change_checking', 'full_checking'] as const)
    if (allowed.includes(s)) return s;
  return null;
}

/** What a reel step checked, in its answer (and in a refusal's data): the words of the verdict, in any language. */
export type ReelCheck = {
  slot: string;
  expected: string;
  alternates: string[];
  scanned: string;
  fail_count: number;
  lock_after: number;
  locked: boolean;
};

/** The verdict of a reel scan as an operator reads it, in `locale`. */
export function reelVerdictText(verdict: string, c: ReelCheck, locale: 'zh-CN' | 'en-US'): string {
  const zh = locale === 'zh-CN';
  const alts = c.alternates.join(', ');
  switch (verdict) {
    case 'pass':
      return zh ? `${c.slot} 物料正确：${c.scanned}` : `${c.slot} holds ${c.scanned}, the listed material`;
    case 'warning':
      return zh
        ? `${c.slot} 使用替代料 ${c.scanned}（主料 ${c.expected}）`
        : `${c.slot} holds ${c.scanned}, an alternate of ${c.expected}`;
    case 'locked':
      return zh
        ? `${c.slot} 已因连续 ${c.fail_count} 次扫描失败被锁定，需主管解锁`
        : `${c.slot} is locked after ${c.fail_count} failed scans: a supervisor must unlock it`;
    default: {
      if (zh) {
        return `${c.slot} 应上 ${c.expected}${alts ? `（替代料 ${alts}）` : ''}，扫描到 ${c.scanned}（第 ${c.fail_count}/${c.lock_after} 次失败${c.locked ? '，站位已锁定，需主管解锁' : ''}）`;
      }
      return `${c.slot} expects ${c.expected}${alts ? ` (alternates ${alts})` : ''}, scanned ${c.scanned} (failure ${c.fail_count} of ${c.lock_after}${c.locked ? ': the slot is now locked until a supervisor unlocks it' : ''})`;
    }
  }
}

/** The words of the steps that carry no reel check, per locale (the stored message is English: issue 33). */
const STEP_WORDS: Partial<Record<string, Record<'zh-CN' | 'en-US', (slot: string) => string>>> = {
  prepare: { 'zh-CN': () => '上料已准备，作业凭证已签发', 'en-US': () => 'feeding prepared, work certificate issued' },
  sync: { 'zh-CN': () => '已按站位表重新复制站位', 'en-US': () => 'slots copied again from the feeder list' },
  finish: { 'zh-CN': () => '上料完成', 'en-US': () => 'feeding finished' },
  unlock_slot: { 'zh-CN': (slot) => `${slot} 已解锁`, 'en-US': (slot) => `${slot} unlocked` },
};

/**
 * A feeding step as a board or a log shows it, in `locale`: a reel step from what it compared (its check), a step
 * without a reel by its own words; a step logged before checks were kept (no check) keeps its stored message.
 */
export function feedingStepText(
  s: { verdict: string; check?: ReelCheck | null; step?: string | null; slot?: string | null; message: string },
  locale: 'zh-CN' | 'en-US',
): string {
  if (s.check) return reelVerdictText(s.verdict, s.check, locale);
  const words = s.step && s.verdict === 'none' ? STEP_WORDS[s.step] : undefined;
  return words ? words[locale](s.slot ?? '') : s.message;
}

/** The check of an answer or a refusal's data, when it carries one. */
export function readReelCheck(d: unknown): ReelCheck | null {
  const o = isRecord(d) ? d.check : null;
  if (!isRecord(o)) return null;
  if (typeof o.slot !== 'string' || typeof o.expected !== 'string' || typeof o.scanned !== 'string') return null;
  return {
    slot: o.slot,
    expected: o.expected,
    scanned: o.scanned,
    alternates: Array.isArray(o.alternates) ? o.alternates.map(String) : [],
    fail_count: Number(o.fail_count) || 0,
    lock_after: Number(o.lock_after) || 0,
    locked: o.locked === true,
  };
}

const FLOOR_LIFE_TEXT = {
  'zh-CN': '湿敏元件车间寿命已超期，须烘烤后使用',
  'en-US': 'floor life exceeded, bake before use',
};

export type ReelOutcome = { verdict: 'pass' | 'warning' | 'fail' | 'locked' | 'error'; message: string };
export type ReelAnswer = { refused: true; msg: string; data: unknown } | { refused: false; data: unknown };

/** A reel step's answer, or its refusal (msg and data of the envelope), as a screen shows it, worded in `locale`. */
export function reelOutcome(a: ReelAnswer, locale: 'zh-CN' | 'en-US'): ReelOutcome {
  const d = isRecord(a.data) ? a.data : {};
  const v = typeof d.verdict === 'string' ? d.verdict : '';
  const verdict: ReelOutcome['verdict'] = a.refused
    ? v === 'fail' || v === 'locked'
      ? v
      : 'error'
    : v === 'warning' || v === 'pass'
      ? v
      : 'error';
  const check = verdict === 'error' ? null : readReelCheck(d);
  if (check) return { verdict, message: reelVerdictText(verdict, check, locale) };
  // a moisture-sensitive reel past its floor life (err 1601, docs/msd.md): worded in the screen's language
  const fl = a.refused && isRecord(d.floor_life) ? d.floor_life : null;
  if (fl) return { verdict, message: `${String(fl.code)}: ${FLOOR_LIFE_TEXT[locale]} (MSL ${String(fl.msl)})` };
  return {
    verdict,
    message: a.refused ? a.msg.replace(/^slot: /, '') : typeof d.message === 'string' ? d.message : '',
  };
}
