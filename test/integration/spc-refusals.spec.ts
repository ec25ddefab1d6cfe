import { ErrorCode, refusalMessage, type Locale, type RefusalCode } from '@mes/contracts';
import { ApiClient } from '../support/api-client';
import { demoIds, type DemoIds } from '../support/factory-fixture';
import { startBuiltHub, type Hub } from '../support/hub-processes';
import { ALARM, CHARACTERISTIC, callIn, releaseBody, type Refused } from '../support/spc-fixture';

type Case = { what: string; body: Record<string, unknown>; code: RefusalCode; field: string };

// The spc area's coded refusals (docs/spc.md): a characteristic that cannot be charted, a freeze without enough
// points, a release of no alarm; each a 400 naming the field, in Chinese and in English, never a 500.
describe('SPC refusals in both languages', () => {
  let hub: Hub;
  let api: ApiClient;
  let ids: DemoIds;
  let good: Record<string, unknown>;

  beforeAll(async () => {
    hub = await startBuiltHub('spc_refusals');
    api = new ApiClient(hub.baseUrl);
    await api.login('admin', 'admin');
    ids = await demoIds(api);
    good = {
      fnumber: 'SPC-REF',
      fname: 'refusals',
      source: 'test_item',
      station_id: ids.stations['ASSY-01-GT'],
      item: 'VCC',
      chart: 'xbar_r',
      subgroup_size: 5,
      lsl: 3.0,
      usl: 3.6,
      rules: '1,2',
      reaction: 'alarm',
    };
  }, 90_000);

  afterAll(async () => {
    await hub?.stop();
  });

  /** the call in both languages: one 400 with the code and field, each text the catalogue's (a body made per call
   * where it carries a nonce) */
  async function refusedInBoth(path: string, body: unknown, code: RefusalCode, field: string): Promise<Refused> {
    const make = () => (typeof body === 'function' ? (body as () => unknown)() : body);
    const answers: Record<Locale, Refused> = {
      'zh-CN': await callIn(api, path, make(), 'zh-CN,zh;q=0.9'),
      'en-US': await callIn(api, path, make(), 'en-US'),
    };
    for (const [locale, r] of Object.entries(answers) as [Locale, Refused][]) {
      expect(r).toMatchObject({ err: ErrorCode.BAD_REQUEST, code, field });
      expect(r.msg).toBe(refusalMessage(field, code, locale, r.params ?? {}));
    }
    expect(answers['zh-CN'].msg).toMatch(/[\u4e00-\u9fff]/);
    expect(answers['en-US'].msg).not.toMatch(/[\u4e00-\u9fff]/);
    return answers['en-US'];
  }

  const CASES: Case[] = [
    { what: 'a chart the source cannot feed', body: { chart: 'p' }, code: 'spc.chart_of_source', field: 'chart' },
    {
      what: 'a pass/fail source on a variables chart',
      body: { source: 'pass_fail', item: '', chart: 'imr', subgroup_size: 1 },
      code: 'spc.chart_of_source',
      field: 'chart',
    },
    {
      what: 'an X-bar subgroup of 26',
      body: { subgroup_size: 26 },
      code: 'spc.subgroup_size_range',
      field: 'subgroup_size',
    },
    {
      what: 'an X-bar subgroup of 1',
      body: { subgroup_size: 1 },
      code: 'spc.subgroup_size_range',
      field: 'subgroup_size',
    },
    {
      what: 'an I-MR subgroup of 2',
      body: { chart: 'imr', subgroup_size: 2 },
      code: 'spc.subgroup_size_range',
      field: 'subgroup_size',
    },
    { what: 'rule 9', body: { rules: '1,9' }, code: 'spc.rules_format', field: 'rules' },
    { what: 'rules as words', body: { rules: 'all of them' }, code: 'spc.rules_format', field: 'rules' },
    { what: 'no test item', body: { item: ' ' }, code: 'spc.item_required', field: 'item' },
    {
      what: 'no station and no product',
      body: { station_id: null },
      code: 'spc.where_required',
      field: 'station_id',
    },
    { what: 'lsl above usl', body: { lsl: 3.6, usl: 3.0 }, code: 'input.not_below', field: 'usl' },
    { what: 'lsl equal to usl', body: { lsl: 3.3, usl: 3.3 }, code: 'spc.spec_limits_order', field: 'usl' },
  ];

  it.each(CASES)('refuses a characteristic with $what ($code on $field)', async (c) => {
    await refusedInBoth(`${CHARACTERISTIC}/create`, { ...good, ...c.body }, c.code, c.field);
  });

  it('refuses the same on an update, judged with the fields the record keeps', async () => {
    const made = await api.ok<{ id: number }>(`${CHARACTERISTIC}/create`, { ...good, fnumber: 'SPC-REF-UPD' });
    await refusedInBoth(`${CHARACTERISTIC}/update`, { id: made.id, chart: 'c' }, 'spc.chart_of_source', 'chart');
    await refusedInBoth(`${CHARACTERISTIC}/update`, { id: made.id, usl: 2.9 }, 'input.not_below', 'usl');
    await refusedInBoth(`${CHARACTERISTIC}/update`, { id: made.id, usl: 3.0 }, 'spc.spec_limits_order', 'usl');
    // nothing changed
    const kept = await api.ok<Record<string, unknown>>(`${CHARACTERISTIC}/get`, { id: made.id });
    expect(kept).toMatchObject({ chart: 'xbar_r', usl: 3.6 });
  });

  it('refuses a freeze without enough complete points, a window out of order and no characteristic', async () => {
    const made = await api.ok<{ id: number }>(`${CHARACTERISTIC}/create`, { ...good, fnumber: 'SPC-REF-FRZ' });
    const few = await refusedInBoth(`${CHARACTERISTIC}/freeze`, { id: made.id }, 'spc.baseline_too_small', 'from_seq');
    expect(few.params).toMatchObject({ min: 2, count: 0 });
    await refusedInBoth(`${CHARACTERISTIC}/freeze`, { id: made.id, last: 5 }, 'spc.baseline_too_small', 'last');
    await refusedInBoth(
      `${CHARACTERISTIC}/freeze`,
      { id: made.id, from_seq: 5, to_seq: 2 },
      'spc.baseline_range',
      'from_seq',
    );
    await refusedInBoth(`${CHARACTERISTIC}/freeze`, { id: 999999 }, 'spc.no_characteristic', 'id');
    await refusedInBoth(`${CHARACTERISTIC}/chart`, { id: 999999 }, 'spc.no_characteristic', 'id');
  });

  it('refuses the release of no alarm, and a release with a wrong password before looking', async () => {
    await refusedInBoth(`${ALARM}/release`, () => releaseBody(999999, 'admin', 'admin'), 'spc.no_alarm', 'id');
    await refusedInBoth(`${ALARM}/release`, () => releaseBody(999999, 'admin', 'wrong'), 'spc.wrong_password', 'sign');
  });
});
