import type pg from 'pg';
import { first, sql } from '../../core/db/sql';
import type { Applied, Machine } from './cfx.types';

const LOGIN_STATION = sql(
  'cfx.login_station',
  'SELECT a.station_id, s.fnumber AS station FROM cfx_account a JOIN station s ON s.id = a.station_id WHERE a.username = $1',
);

/** The station of each login a batch met (null: the login is gone), read once per batch. */
export type LoginStations = Map<string, { station_id: number; station: string } | null>;

// A login speaks for the machines of its account's station only (docs/cfx-auth.md, "Messages bound to the login"):
// a message naming a machine of another station is refused, kept with the reason, and applies nothing. A message of
// an ANONYMOUS connection (no login) is not checked; an unknown handle stays `unknown` (nothing to apply it to).
export async function bindingRefusal(
  c: pg.PoolClient,
  login: string | undefined,
  machine: Machine,
  stations: LoginStations,
): Promise<Applied | null> {
  if (!login) return null;
  if (!stations.has(login)) {
    stations.set(login, (await first(c, LOGIN_STATION, [login])) ?? null);
  }
  const bound = stations.get(login);
  if (bound?.station_id === machine.station_id) return null;
  return {
    status: 'refused',
    reason: bound
      ? `Source: ${machine.handle} is a machine of station ${machine.station}; the login ${login} speaks for station ${bound.station} only`
      : `Source: the login ${login} no longer exists`,
    outcome: { refused_login: login },
  };
}
