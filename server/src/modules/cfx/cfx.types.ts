import type pg from 'pg';
import { AppException } from '../../core/api/app.exception';
import { run, sql } from '../../core/db/sql';
import type { CfxEnvelope } from './cfx-envelope';

/** A mapped machine as the handlers see it: its station, the station's line and function. */
export type Machine = {
  id: number;
  handle: string;
  fname: string;
  station_id: number;
  station: string;
  fn: string | null;
  product_line_id: number;
  device_asset_id: number | null;
  link_state: string;
  state: string;
};

/** One message being applied, inside its transaction (c: the transaction's client). */
export type Applying = {
  id: number;
  env: CfxEnvelope;
  machine: Machine;
  c: pg.PoolClient;
};

export type AppliedStatus = 'applied' | 'refused' | 'unknown' | 'stored';

/** What a handler did: the message's status, why (for a refusal), what it did, and a reply to send after commit. */
export type Applied = {
  status: AppliedStatus;
  reason?: string;
  outcome?: Record<string, unknown>;
  reply?: CfxEnvelope;
};

export type Handler = (a: Applying) => Promise<Applied>;

/** A body field as an array of objects ([] when absent or not an array). */
export function objects(v: unknown): Record<string, unknown>[] {
  return Array.isArray(v) ? v.filter((x): x is Record<string, unknown> => !!x && typeof x === 'object') : [];
}

export const textOf = (v: unknown): string =>
  typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '';

const SAVEPOINT = sql('cfx.savepoint_step', 'SAVEPOINT cfx_step');
const RELEASE = sql('cfx.release_step', 'RELEASE SAVEPOINT cfx_step');
const ROLLBACK_TO = sql('cfx.rollback_step', 'ROLLBACK TO SAVEPOINT cfx_step');

/** runs fn under a savepoint: a failing step (a refusal, a unique key) is undone alone, the message goes on. */
export async function step<T>(
  c: pg.PoolClient,
  fn: () => Promise<T>,
): Promise<{ ok: true; value: T } | { ok: false; error: unknown }> {
  await run(c, SAVEPOINT, []);
  try {
    const value = await fn();
    await run(c, RELEASE, []);
    return { ok: true, value };
  } catch (error) {
    await run(c, ROLLBACK_TO, []);
    return { ok: false, error };
  }
}

/** The catalogue code and message of an AppException (1215, …); 500 and the message for anything else. */
export function refusalText(e: unknown): { code: number; message: string } {
  if (e instanceof AppException) return { code: e.err, message: e.message };
  return { code: 500, message: e instanceof Error ? e.message : String(e) };
}
