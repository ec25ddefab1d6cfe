import type pg from 'pg';
import { AppException } from '../../core/api/app.exception';
import type { CallRecord, CallRecorder } from '../../core/resource/call-guards';
import { run, sql } from '../../core/db/sql';
import { GlobalSettings } from './global-settings.service';

// Which calls are operations: a call whose last segment only reads (the roles' read actions, docs/roles.md, plus
// the engine's meta and link reads and the hub's read-only extras) is not logged.
const READ_CALL =
  /^(list.*|get.*|by_.+|export.*|query.*|trace|tree|view|stations|variables|used|meta|describe|push_up|push_down|routes|resources|roles|search|preview|data|poll|hello|.*status|genealogy|family|recall|eval|latested_by_parent_id|options|summary|docs|jobs|dashboard|recent|history|today|progressing|self|preferences)$/;
// Station reports come in thousands a second from machines, not people: station_log is their record. A feeding's reel
// scans (dozens a minute on a line) are kept whole in smt_feeding_log (who, slot, reel, verdict): a second row for
// each would add a round trip to the scan the operator waits for and repeat what that log says.
const NOT_OPERATIONS = ['mes-transfer/'];
const OWN_LOG =
  /(^|\/)smt_feeding\/(scanning|scan_checking|full_checking|splicing|splice_checking|changing|change_checking|unloading)$/;
// Settings calls read with {} and write with a body.
const SETTINGS_CALL = /(^|\/)(settings?|global_settings)$/;
const SECRET_KEY = /pass|secret|token|pwd|content_base64/i;
const MAX_BODY_JSON = 8 * 1024;
const PURGE_EVERY_MS = 60 * 60 * 1000;

const LOG_CALL = sql(
  'system.log_call',
  `INSERT INTO op_log (user_id, user_name, ip, module, path, record_id, ok, err, message, body, ms)
   SELECT $1, coalesce((SELECT name FROM users WHERE id = $1), ''), $2, $3, $4, $5, $6, $7, $8, $9, $10`,
);
const PURGE_LOG = sql('system.purge_log', `DELETE FROM op_log WHERE created_at < now() - make_interval(days => $1)`);

/** whether a call is an operation: its action (the permission's last part, else the path's) is not a read. */
export function isOperation(path: string, permission: string | null, body: Record<string, unknown>): boolean {
  if (NOT_OPERATIONS.some((p) => path.startsWith(p)) || OWN_LOG.test(path)) return false;
  if (SETTINGS_CALL.test(path)) return Object.keys(body).length > 0;
  const action = permission ? permission.slice(permission.lastIndexOf('.') + 1) : path.slice(path.lastIndexOf('/') + 1);
  return !READ_CALL.test(action);
}

/** the body as kept: secrets masked, a large body reduced to its field names. */
export function keptBody(body: Record<string, unknown>): Record<string, unknown> {
  const masked = JSON.parse(
    JSON.stringify(body, (k, v: unknown) => (k !== '' && SECRET_KEY.test(k) ? '***' : v)),
  ) as Record<string, unknown>;
  return JSON.stringify(masked).length > MAX_BODY_JSON ? { truncated: true, fields: Object.keys(body) } : masked;
}

function recordIdOf(body: Record<string, unknown>, result: unknown): string | null {
  const fromResult =
    typeof result === 'object' && result !== null && !Array.isArray(result) ? (result as { id?: unknown }).id : null;
  for (const v of [body.id, fromResult, body.fbillno, body.sn]) {
    if (typeof v === 'number' || (typeof v === 'string' && v !== '')) return String(v).slice(0, 64);
  }
  return null;
}

function outcomeOf(error: unknown): { ok: boolean; err: number | null; message: string } {
  if (error === null) return { ok: true, err: null, message: '' };
  if (error instanceof AppException) return { ok: false, err: Number(error.err), message: error.message.slice(0, 512) };
  return { ok: false, err: null, message: (error instanceof Error ? error.message : String(error)).slice(0, 512) };
}

// The operation log's writer (docs/system-pages.md): one row per write call of a signed-in user, written after the
// call, awaited before the answer; a failure to write is reported to `warn`, never to the caller. Once an hour it
// removes the rows older than the retention setting.
export class OpLogRecorder implements CallRecorder {
  private lastPurge = 0;

  constructor(
    private readonly pool: pg.Pool,
    private readonly settings: GlobalSettings,
    private readonly warn: (msg: string) => void,
  ) {}

  async record(call: CallRecord): Promise<void> {
    if (!isOperation(call.path, call.permission, call.body)) return;
    try {
      const { ok, err, message } = outcomeOf(call.error);
      await run(this.pool, LOG_CALL, [
        call.userId,
        call.ip.slice(0, 64),
        call.path.split('/')[0].slice(0, 64),
        call.path.slice(0, 256),
        recordIdOf(call.body, call.result),
        ok,
        err,
        message,
        JSON.stringify(keptBody(call.body)),
        Math.min(call.ms, 2_147_483_647),
      ]);
    } catch (e) {
      this.warn(`op_log: a call was not logged (${call.path}): ${e instanceof Error ? e.message : String(e)}`);
    }
    if (Date.now() - this.lastPurge > PURGE_EVERY_MS) {
      this.lastPurge = Date.now();
      void this.purge().catch((e: unknown) => this.warn(`op_log: purge failed: ${String(e)}`));
    }
  }

  /** removes the rows older than the setting op_log.retention_days; answers how many. */
  async purge(): Promise<number> {
    const days = await this.settings.int('op_log.retention_days');
    return run(this.pool, PURGE_LOG, [days]);
  }
}
