import { createHash, randomBytes } from 'node:crypto';
import { SMT_WORK_CERT_TTL_H } from '@mes/contracts';
import { refuse } from '../../../core/api/app.exception';
import { first, run, sql, type Tx } from '../../../core/db/sql';

// The work certificate prepare answers (001 §3, §9): 32 random bytes, base64url; the client keeps it 24 h and sends
// it with every later step of that feeding. Only its SHA-256 is stored, with its expiry.

export const WORK_CERT_TTL_MS = SMT_WORK_CERT_TTL_H * 3600_000;

export type IssuedCert = { work_cert: string; expires_at: string };

const ISSUE = sql(
  'smt.issue_cert',
  'INSERT INTO smt_work_cert (smt_feeding_id, cert_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)',
);
const CERT = sql(
  'smt.cert',
  'SELECT expires_at, expires_at <= now() AS expired FROM smt_work_cert WHERE cert_hash = $1 AND smt_feeding_id = $2',
  { notNull: ['expired'] },
);

const hashOf = (cert: string): string => createHash('sha256').update(cert, 'utf8').digest('hex');

export async function issueCert(
  c: Tx,
  feedingId: number,
  userId: number | null,
  now = new Date(),
): Promise<IssuedCert> {
  const cert = randomBytes(32).toString('base64url');
  const expires = new Date(now.getTime() + WORK_CERT_TTL_MS);
  await run(c, ISSUE, [feedingId, hashOf(cert), userId, now, expires]);
  return { work_cert: cert, expires_at: expires.toISOString() };
}

/** the hash to look a body's work_cert up by, or null when it cannot be one (refused by `checkCert`). */
export function certHashOf(cert: unknown): string | null {
  return typeof cert !== 'string' || cert === '' || cert.length > 128 ? null : hashOf(cert);
}

/** a cert's row: smt.cert's, or the json of it a reel scan reads with its slot (expires_at as text there) */
export type CertRow = { expires_at: Date | string; expired: boolean };

/** the body's work_cert against its row (none: unknown); a 400 naming work_cert and what to do when not valid now. */
export function checkCert(feeding: { fbillno: string }, cert: unknown, row: CertRow | null | undefined): void {
  if (certHashOf(cert) === null) {
    throw refuse('work_cert', 'smt.work_cert_required', { fbillno: feeding.fbillno });
  }
  if (!row) throw refuse('work_cert', 'smt.work_cert_unknown', { fbillno: feeding.fbillno });
  if (row.expired) {
    throw refuse('work_cert', 'smt.work_cert_expired', {
      at: new Date(row.expires_at).toISOString(),
      hours: SMT_WORK_CERT_TTL_H,
    });
  }
}

/** the body's work_cert, valid for this feeding now; otherwise a 400 naming work_cert and what to do. */
export async function requireCert(c: Tx, feeding: { id: number; fbillno: string }, cert: unknown): Promise<void> {
  const hash = certHashOf(cert);
  if (hash === null) return checkCert(feeding, cert, null);
  checkCert(feeding, cert, await first(c, CERT, [hash, feeding.id]));
}
