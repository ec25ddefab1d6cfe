import { randomBytes } from 'node:crypto';
import type { CfxLogin } from './cfx-link';

type Api = { ok<T>(path: string, body: unknown): Promise<T> };
const V1 = '/api/v1/cfx/cfx_account';

/**
 * The AMQP login of a simulated machine (docs/cfx-auth.md), made through the API as an admin would: the account
 * `username` of `stationId`, created when missing, with a fresh random secret each time (the old one stops working).
 */
export async function machineLogin(api: Api, username: string, stationId: number, fname = username): Promise<CfxLogin> {
  const secret = randomBytes(18).toString('base64url');
  const known = await api.ok<{ list: { id: number }[] }>(`${V1}/list`, { filter: `username:"${username}"` });
  if (known.list.length === 0) await api.ok(`${V1}/create`, { username, fname, station_id: stationId, secret });
  else await api.ok(`${V1}/update`, { id: known.list[0].id, secret });
  return { username, secret };
}
