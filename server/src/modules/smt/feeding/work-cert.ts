import { createHash, randomBytes } from 'node:crypto';
import { SMT_WORK_CERT_TTL_H } from '@mes/contracts';
import { badRequest } from '../../../core/api/app.exception';
import type { Sql } from './pg-tx';

// The work certificate prepare answers (001 §3, §9): 32 random bytes, base64url; the client keeps it 24 h and sends
// it with every later step of that feeding. Only its SHA-256 is stored, with its expiry.

export const WORK_CERT_TTL_MS = SMT_WORK_CERT_TTL_H * 3600_000;

export type IssuedCert = { work_cert: string; expires_at: string };

const hashOf = (cert: string): string => createHash('sha256').update(cert, 'utf8').digest('hex');

export async function issueCert(
  m: Sql,
  feedingId: number,
  userId: number | null,
  now = new Date(),
): Promise<IssuedCert> {
  const cert = randomBytes(32).toString('base64url');
  const expires = new Date(now.getTime() + WORK_CERT_TTL_MS);
  await m.query(
    'INSERT INTO smt_work_cert (smt_feeding_id, cert_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)',
    [feedingId, hashOf(cert), userId, now, expires],
  );
  return { work_cert: cert, expires_at: expires.toISOString() };
}

/** the body's work_cert, valid for this feeding now; otherwise a 400 naming work_cert and what to do. */
export async function requireCert(
  m: Sql,
  feeding: { id: number; fbillno: string },
  cert: unknown,
): Promise<void> {
  if (typeof cert !== 'string' || cert === '' || cert.length > 128) {
    throw badRequest(
      'work_cert',
      `is required: call smt_feeding/prepare for feeding ${feeding.fbillno} and send the work_cert it answers`,
    );
  }
  const rows = (await m.query(
    'SELECT expires_at, expires_at <= now() AS expired FROM smt_work_cert WHERE cert_hash = $1 AND smt_feeding_id = $2',
    [hashOf(cert), feeding.id],
  )) as { expires_at: Date; expired: boolean }[];
  if (rows.length === 0)
    throw badRequest('work_cert', `unknown for feeding ${feeding.fbillno}: call smt_feeding/prepare again`);
  if (rows[0].expired) {
    throw badRequest(
      'work_cert',
      `expired at ${new Date(rows[0].expires_at).toISOString()} (valid ${SMT_WORK_CERT_TTL_H} h): call smt_feeding/prepare again`,
    );
  }
}
