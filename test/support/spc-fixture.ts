import type pg from 'pg';
import type { RefusalParams, SpcAlarm } from '@mes/contracts';
import { freshNonce, secretOf, signOf, type ApiClient, type Envelope } from './api-client';
import { CALL_OF, type DemoIds } from './factory-fixture';

// The SPC specs' shared part on the demo factory (docs/spc.md): a characteristic on the general test's VCC item,
// units of the demo order through the download and the general test with a VCC value, the release body, and the
// database counts the specs compare.

export type Refused = { err: number; msg: string; code?: string; field?: string; params?: RefusalParams };
export const CHARACTERISTIC = '/api/v1/spc/spc_characteristic';
export const ALARM = '/api/v1/spc/spc_alarm';

/** ten values around 3.3: the baseline the specs freeze */
export const GT_VCC_BASELINE = [3.3, 3.31, 3.29, 3.3, 3.32, 3.28, 3.3, 3.31, 3.29, 3.3];

/** the create body of a characteristic on the general test's VCC: I-MR, spec 3.0..3.6, rules 1 and 2, hold; `over` changed */
export function vccCharacteristic(ids: DemoIds, over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    fnumber: 'SPC-GT-VCC',
    fname: 'GT VCC',
    source: 'test_item',
    station_id: ids.stations['ASSY-01-GT'],
    item: 'VCC',
    chart: 'imr',
    subgroup_size: 1,
    lsl: 3.0,
    usl: 3.6,
    rules: '1,2',
    reaction: 'hold',
    ...over,
  };
}

/** that characteristic, created; answers its id */
export async function createGtVcc(api: ApiClient, ids: DemoIds, over: Record<string, unknown> = {}): Promise<number> {
  return (await api.ok<{ id: number }>(`${CHARACTERISTIC}/create`, vccCharacteristic(ids, over))).id;
}

/** one unit through download, then the general test with its VCC value: the general test's answer */
export async function gtUnit(
  api: ApiClient,
  ids: DemoIds,
  sn: string,
  vcc: number,
): Promise<Envelope<{ station_log_id: number }>> {
  await api.ok(CALL_OF['ASSY-01-DL'], { sn, station_id: ids.stations['ASSY-01-DL'], result: 1 });
  return api.call<{ station_log_id: number }>(CALL_OF['ASSY-01-GT'], {
    sn,
    station_id: ids.stations['ASSY-01-GT'],
    result: 1,
    test_items: [{ name: 'VCC', value: String(vcc), result: 1 }],
  });
}

/** The release body: cause, action and the password re-entered as a login signature (nonce and sign). */
export function releaseBody(id: number, name: string, password: string): Record<string, unknown> {
  const nonce = freshNonce();
  return { id, cause: 'probe drift', action: 'recalibrated', nonce, sign: signOf(secretOf(name, password), nonce) };
}

/** releases an alarm as admin */
export function releaseAlarm(api: ApiClient, id: number, password = 'admin') {
  return api.call<SpcAlarm>(`${ALARM}/release`, releaseBody(id, 'admin', password));
}

/** A call answered in the language asked (Accept-Language), as refusals-language.spec.ts sends it. */
export async function callIn(api: ApiClient, path: string, body: unknown, language: string): Promise<Refused> {
  const res = await fetch(`${api.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${api.token}`, 'accept-language': language },
    body: JSON.stringify(body),
  });
  return (await res.json()) as Refused;
}

/** The demo order's units one after the other, a characteristic on their VCC, and the counts the specs compare. */
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
  unit(vcc: number, via: ApiClient = this.api, sn = this.sn()): Promise<Envelope<{ station_log_id: number }>> {
    return gtUnit(via, this.ids, sn, vcc);
  }

  /** the VCC characteristic with all eight rules and `over` changed */
  characteristic(over: Record<string, unknown> = {}): Promise<number> {
    return createGtVcc(this.api, this.ids, { rules: '1,2,3,4,5,6,7,8', ...over });
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
