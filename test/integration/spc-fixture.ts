import type pg from 'pg';
import type { RefusalParams, SpcAlarm } from '@mes/contracts';
import { freshNonce, secretOf, signOf, type ApiClient, type Envelope } from '../support/api-client';
import { CALL_OF, type DemoIds } from '../support/factory-fixture';

export type Refused = { err: number; msg: string; code?: string; field?: string; params?: RefusalParams };
export const CHARACTERISTIC = '/api/v1/spc/spc_characteristic';
export const ALARM = '/api/v1/spc/spc_alarm';

/** A call answered in the language asked (Accept-Language), as refusals-language.spec.ts sends it. */
export async function callIn(api: ApiClient, path: string, body: unknown, language: string): Promise<Refused> {
  const res = await fetch(`${api.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${api.token}`, 'accept-language': language },
    body: JSON.stringify(body),
  });
  return (await res.json()) as Refused;
}

/** The release body: cause, action and the password re-entered as a login signature (nonce and sign). */
export function releaseBody(id: number, name: string, password: string): Record<string, unknown> {
  const nonce = freshNonce();
  return { id, cause: 'probe drift', action: 'recalibrated', nonce, sign: signOf(secretOf(name, password), nonce) };
}

// The SPC specs' shared part (docs/spc.md): units of the demo order through the download and the general test with
// a VCC value, a characteristic on that item, and the database counts the specs compare.
export class SpcLine {
  private next = 0;

  constructor(
    readonly api: ApiClient,
    readonly ids: DemoIds,
    readonly db: pg.Client | pg.Pool,
  ) {}

  /** the next unused SN of the demo order */
  sn(): string {
    return this.ids.sns[this.next++];
  }

  /** one unit through the download, then the general test reporting `vcc` (through `via`, default this API) */
  async unit(vcc: number, via: ApiClient = this.api, sn = this.sn()): Promise<Envelope<{ station_log_id: number }>> {
    await via.ok(CALL_OF['ASSY-01-DL'], { sn, station_id: this.ids.stations['ASSY-01-DL'], result: 1 });
    return via.call<{ station_log_id: number }>(CALL_OF['ASSY-01-GT'], {
      sn,
      station_id: this.ids.stations['ASSY-01-GT'],
      result: 1,
      test_items: [{ name: 'VCC', value: String(vcc), result: 1 }],
    });
  }

  /** a characteristic on the general test's VCC (I-MR, holding) with `over` changed */
  async characteristic(over: Record<string, unknown> = {}): Promise<number> {
    const made = await this.api.ok<{ id: number }>(`${CHARACTERISTIC}/create`, {
      fnumber: 'SPC-GT-VCC',
      fname: 'GT VCC',
      source: 'test_item',
      station_id: this.ids.stations['ASSY-01-GT'],
      item: 'VCC',
      chart: 'imr',
      subgroup_size: 1,
      lsl: 3.0,
      usl: 3.6,
      rules: '1,2,3,4,5,6,7,8',
      reaction: 'hold',
      ...over,
    });
    return made.id;
  }

  async count(sql: string, params: unknown[] = []): Promise<number> {
    return Number((await this.db.query<{ n: string }>(sql, params)).rows[0].n);
  }

  completePoints(characteristic: number): Promise<number> {
    return this.count('SELECT count(*) AS n FROM spc_point WHERE characteristic_id = $1 AND complete', [
      characteristic,
    ]);
  }

  /** what a held station's refused report must not add: its reports, their items, the characteristic's points */
  async stored(characteristic: number): Promise<{ logs: number; items: number; points: number }> {
    const station = this.ids.stations['ASSY-01-GT'];
    return {
      logs: await this.count('SELECT count(*) AS n FROM station_log WHERE station_id = $1', [station]),
      items: await this.count(
        'SELECT count(*) AS n FROM station_log_item i JOIN station_log l ON l.id = i.station_log_id WHERE l.station_id = $1',
        [station],
      ),
      points: await this.count('SELECT count(*) AS n FROM spc_point WHERE characteristic_id = $1', [characteristic]),
    };
  }

  async openAlarms(characteristic: number, via: ApiClient = this.api): Promise<SpcAlarm[]> {
    const { list } = await via.ok<{ list: SpcAlarm[] }>(`${ALARM}/list`, {});
    return list.filter((a) => a.characteristic.id === characteristic);
  }
}
