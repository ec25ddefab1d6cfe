import { ErrorCode, inBoth, SPC_RULE_LABELS } from '@mes/contracts';
import { refuseAs, type AppException } from '../../../core/api/app.exception';
import { first, sql, type Queryable } from '../../../core/db/sql';

// A station held by an SPC alarm (docs/spc.md, "Reaction") takes no report, no glue weighing and no box weighing
// until a supervisor releases it: each is refused with 1701, nothing stored. The station report reads the hold in its
// own first statement (station-report.sql.ts); the weighings ask here, first in their transaction.

/** the open alarm with hold at a station (the oldest), with its characteristic's names */
const HOLD_AT = sql(
  'spc.hold_at',
  `SELECT a.id, a.rule, c.fnumber, c.fname
   FROM spc_alarm a JOIN spc_characteristic c ON c.id = a.characteristic_id
   WHERE a.station_id = $1 AND a.hold AND a.released_at IS NULL ORDER BY a.id LIMIT 1`,
);

export type SpcHold = { id: number; rule: number; fnumber: string; fname: string };

/** the refusal of a held station (1701), naming the rule and the characteristic in both languages */
export function heldRefusal(hold: SpcHold): AppException {
  return refuseAs(
    ErrorCode.SPC_HOLD,
    'station',
    'spc.station_held',
    {
      rule: inBoth((l) => SPC_RULE_LABELS[hold.rule]?.[l] ?? String(hold.rule)),
      characteristic: hold.fname || hold.fnumber,
    },
    null,
  );
}

/** refuses with 1701 when an open alarm holds the station */
export async function refuseIfHeld(db: Queryable, stationId: number): Promise<void> {
  const hold = await first(db, HOLD_AT, [stationId]);
  if (hold) throw heldRefusal(hold);
}
