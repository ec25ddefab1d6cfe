import { TOPIC, type SpcAlarm } from '@mes/contracts';
import { refuse } from '../../../core/api/app.exception';
import { inTransaction, rows, run, sql } from '../../../core/db/sql';
import { writeOutbox } from '../../../core/events/outbox.writer';
import { readAlarms } from './alarms';

type Pool = Parameters<typeof inTransaction>[0];

const LOCK_ALARM = sql(
  'spc.lock_alarm',
  `SELECT a.id, a.released_at, u.name AS by_name FROM spc_alarm a LEFT JOIN users u ON u.id = a.released_by
   WHERE a.id = $1 FOR UPDATE OF a`,
  { nullable: ['by_name'] },
);
const RELEASE = sql(
  'spc.release_alarm',
  `UPDATE spc_alarm SET released_at = now(), released_by = $2, cause = $3, action = $4
   WHERE id = $1 AND released_at IS NULL`,
);

/** checks a signed-in user's password signature (AuthService.confirmPassword), handed in by the composition */
export type ConfirmPassword = (userId: number, nonce: string, sign: string) => Promise<boolean>;

export type ReleaseInput = { id: number; cause: string; action: string; nonce: string; sign: string };

/**
 * A supervisor releases an open alarm (and the hold of its station) with a cause and a corrective action, after
 * re-entering their password (docs/spc.md, "Release"). Kept: the alarm row's one change, and the outbox entry that
 * tells the line board, the station screen and the lists.
 */
export async function release(
  pool: Pool,
  confirm: ConfirmPassword,
  b: ReleaseInput,
  userId: number,
): Promise<SpcAlarm> {
  if (!(await confirm(userId, b.nonce, b.sign))) throw refuse('sign', 'spc.wrong_password');
  return inTransaction(pool, async (tx) => {
    const a = (await rows(tx, LOCK_ALARM, [b.id]))[0];
    if (!a) throw refuse('id', 'spc.no_alarm', { id: b.id });
    if (a.released_at)
      throw refuse('id', 'spc.alarm_released', { id: b.id, by: a.by_name ?? '', at: a.released_at.toISOString() });
    await run(tx, RELEASE, [b.id, userId, b.cause, b.action]);
    const [alarm] = await readAlarms(tx, { id: b.id });
    await writeOutbox(tx, TOPIC.spcAlarm('released'), alarm);
    return alarm;
  });
}
