import pg from 'pg';
import { ApiClient } from '../support/api-client';
import { CALL_OF, FLOW, demoIds, startOrder, type DemoIds } from '../support/factory-fixture';
import { startBuiltHub, type Hub } from '../support/hub-processes';

type Ref = { id: number; fnumber: string; fname: string };
type Item = { name: string; value: string; lower: string; upper: string; unit: string; result: number };
type Log = {
  id: number;
  sn: string;
  station_id: number;
  reworder_id: number | null;
  seq: number;
  result: number;
  first_pass: boolean;
  source: string;
  operator: string;
  created_at: string;
  station: Ref;
  worder: { id: number; fbillno: string };
  test_items?: Item[];
};
type Page<T> = { list: T[]; total: number; pn: number; ps: number; page_next_id: number | null };
type ProductItem = {
  id: number;
  sn: string;
  reworder_id: number | null;
  worder: { fbillno: string };
  product: Ref;
  product_line: Ref;
  next_station_fnumber: string | null;
  last_result: number;
  fail_count: number;
  done: boolean;
};
type Track = {
  item: ProductItem;
  workflow: Ref;
  station_logs: (Log & { test_items: Item[] })[];
  steps: { seq: number; station: Ref; state: string; reports: number; last_result: number | null }[];
};

const V1 = '/api/v1/product_coll';

describe('product collection and tracing', () => {
  let hub: Hub;
  let api: ApiClient;
  let ids: DemoIds;
  let db: pg.Client;
  let sn: { retested: string; done: string; old: string; fresh: string };

  const report = (
    station: (typeof FLOW)[number],
    serial: string,
    result: number,
    operator: string,
    test_items: Partial<Item>[] = [],
  ) =>
    api.ok<{ station_log_id: number }>(CALL_OF[station], {
      sn: serial,
      station_id: ids.stations[station],
      result,
      operator,
      test_items,
    });
  const logs = (filter: string) => api.ok<Page<Log>>(`${V1}/station_log/list`, { filter });

  beforeAll(async () => {
    hub = await startBuiltHub('tracing', { workers: false });
    api = new ApiClient(hub.baseUrl);
    await api.login('admin', 'admin');
    ids = await demoIds(api);
    await startOrder(api, hub.env.DATABASE_URL, ids.worderId);
    db = new pg.Client({ connectionString: hub.env.DATABASE_URL });
    await db.connect();
    sn = { retested: ids.sns[10], done: ids.sns[11], old: ids.sns[12], fresh: ids.sns[13] };
    await report('ASSY-01-DL', sn.retested, 1, 'alice', [{ name: 'fw', value: 'v1.2', result: 1 }]);
    await report('ASSY-01-GT', sn.retested, 2, 'alice', [
      { name: 'vbat', value: '3.1', lower: '3.3', upper: '3.6', unit: 'V', result: 2 },
    ]);
    await report('ASSY-01-GT', sn.retested, 1, 'alice', [
      { name: 'vbat', value: '3.4', lower: '3.3', upper: '3.6', unit: 'V', result: 1 },
    ]);
    for (const station of FLOW) await report(station, sn.done, 1, 'bob');
    const old = await report('ASSY-01-DL', sn.old, 1, 'carol');
    await db.query("UPDATE station_log SET created_at = '2020-01-01T10:00:00Z' WHERE id = $1", [old.station_log_id]);
  }, 120_000);

  afterAll(async () => {
    await db?.end();
    await hub?.stop();
  });

  it('registers every call with a permission named from its path', async () => {
    const routes = await api.ok<{ path: string; permission: string }[]>('/api/v1/meta/routes');
    // The tracing module's own calls; product_coll also holds the SMT board lists, repairs, unbinding and the scale
    // calibrations of other modules.
    const tracing = /^(station_log|product_item\/(list|get|search_key|find)$|product_track)/;
    const ours = routes
      .filter((r) => r.path.startsWith(V1) && tracing.test(r.path.slice(V1.length + 1)))
      .map((r) => `${r.path.slice(V1.length + 1)} ${r.permission}`);
    expect(ours.sort()).toEqual(
      [
        'product_item/find product_coll.product_item.find',
        'product_item/get product_coll.product_item.get',
        'product_item/list product_coll.product_item.list',
        'product_item/search_key product_coll.product_item.search_key',
        'product_track product_coll.product_track',
        'product_track/genealogy product_coll.product_track.genealogy',
        'product_track/recall product_coll.product_track.recall',
        'product_track/recall/export product_coll.product_track.recall.export',
        'station_log/details product_coll.station_log.details',
        'station_log/get product_coll.station_log.get',
        'station_log/list product_coll.station_log.list',
      ].sort(),
    );
  });

  it('lists station reports newest first, each with its station and work order', async () => {
    const page = await logs(`sn:${sn.retested}`);
    expect(page).toMatchObject({ total: 3, pn: 1, ps: 20, page_next_id: null });
    expect(page.list.map((l) => [l.station.fnumber, l.result, l.first_pass, l.source, l.operator])).toEqual([
      ['ASSY-01-GT', 1, false, 'general_test', 'alice'],
      ['ASSY-01-GT', 2, true, 'general_test', 'alice'],
      ['ASSY-01-DL', 1, true, 'download', 'alice'],
    ]);
    expect(page.list[0]).toMatchObject({
      worder: { id: ids.worderId, fbillno: 'WO-DEMO-0001' },
      station_id: ids.stations['ASSY-01-GT'],
      seq: 2,
    });
    expect(page.list[0].id).toBeGreaterThan(page.list[1].id);
  });

  it('filters by station, result, source, order, line and time, and searches sn and operator', async () => {
    const all = await logs('');
    expect(all.total).toBe(8);
    expect((await logs(`product_line_id:${ids.lineId} worder_id:${ids.worderId}`)).total).toBe(8);
    const fails = await logs(`station_id:${ids.stations['ASSY-01-GT']} result:2`);
    expect(fails.list.map((l) => l.sn)).toEqual([sn.retested]);
    expect((await logs('source:function_outward_test')).list.map((l) => l.sn)).toEqual([sn.done]);
    expect((await logs('first_pass:false')).total).toBe(1);
    expect((await logs('search_key:ALICE')).total).toBe(3);
    expect((await logs(`search_key:${sn.done.slice(-10).toLowerCase()}`)).total).toBe(4);
    expect((await logs('search_key:"source"')).total).toBe(0);
    const old = await logs('from:"2019-12-31" to:"2020-01-01T10:00:01Z"');
    expect(old.list.map((l) => [l.sn, l.operator])).toEqual([[sn.old, 'carol']]);
    expect((await logs('to:2020-01-01T10:00:00Z')).total).toBe(0);
    expect((await logs('from:2021-01-01')).total).toBe(7);
  });

  it('pages by keyset and by page number', async () => {
    const all = (await logs('ps:100')).list.map((l) => l.id);
    const seen: number[] = [];
    let next: number | null = null;
    do {
      const page: Page<Log> = await logs(`ps:3${next === null ? '' : ` page_next_id:${next}`}`);
      expect(page.total).toBe(8);
      seen.push(...page.list.map((l) => l.id));
      next = page.page_next_id;
    } while (next !== null && seen.length < 20);
    expect(seen).toEqual(all);
    expect((await logs('ps:3 pn:2')).list.map((l) => l.id)).toEqual(all.slice(3, 6));
    expect((await logs('sort:id-asc ps:2 page_next_id:0')).list.map((l) => l.id)).toEqual(
      [...all].reverse().slice(0, 2),
    );
    const byTime = await logs('sort:created_at-asc ps:1');
    expect(byTime.list[0].sn).toBe(sn.old);
    expect((await logs('ps:5000')).ps).toBe(1000);
  });

  it('refuses bad bodies and filters, naming the field', async () => {
    const msg = async (path: string, body: unknown) => {
      const answer = await api.call(`${V1}/${path}`, body);
      expect(answer.err).toBe(400);
      return answer.msg;
    };
    expect(await msg('station_log/list', { filter: 'foo:1' })).toMatch(/^filter\.foo: unknown field/);
    expect(await msg('station_log/list', { filter: 'from:yesterday' })).toMatch(/^filter\.from:/);
    expect(await msg('station_log/list', { filter: 'sort:created-desc page_next_id:9' })).toMatch(
      /^filter\.page_next_id:/,
    );
    expect(await msg('station_log/list', { filter: 'result:pass' })).toMatch(/^filter\.result:/);
    expect(await msg('station_log/list', { filter: 7 })).toMatch(/^filter: must be a string/);
    expect(await msg('station_log/list', { filter: '', page: 2 })).toMatch(/^page:/);
    expect(await msg('station_log/get', { id: '1' })).toMatch(/^id:/);
    expect(await msg('station_log/get', { id: 999999 })).toBe('id: no station_log 999999');
    expect(await msg('station_log/details', {})).toMatch(/^id:/);
    expect(await msg('product_item/list', { filter: 'station_id:1' })).toMatch(
      /^filter\.station_id: unknown field of product_item/,
    );
    expect(await msg('product_item/get', { sn: 5 })).toMatch(/^sn:/);
    expect(await msg('product_item/find', { sn: sn.fresh.toLowerCase() })).toBe(
      `sn: no serial number ${sn.fresh.toLowerCase()}`,
    );
    expect(await msg('product_item/search_key', { search_key: '' })).toMatch(/^search_key:/);
    expect(await msg('product_track', { sn: sn.done, extra: true })).toMatch(/^extra: unknown field/);
    expect(await msg('product_track', { sn: 'NOT-AN-SN' })).toBe('sn: no serial number NOT-AN-SN');
  });

  it('gets one report, and its details with test items', async () => {
    const fail = (await logs(`sn:${sn.retested} result:2`)).list[0];
    const one = await api.ok<Log>(`${V1}/station_log/get`, { id: fail.id });
    expect(one).toMatchObject({
      id: fail.id,
      sn: sn.retested,
      result: 2,
      station: { fnumber: 'ASSY-01-GT' },
      worder: { fbillno: 'WO-DEMO-0001' },
    });
    expect(one.test_items).toBeUndefined();
    const details = await api.ok<Log>(`${V1}/station_log/details`, { id: fail.id });
    expect(details).toMatchObject(one);
    expect(details.test_items).toEqual([
      { id: expect.any(Number), name: 'vbat', value: '3.1', lower: '3.3', upper: '3.6', unit: 'V', result: 2 },
    ]);
    const bobs = await api.ok<Log>(`${V1}/station_log/details`, { id: (await logs(`sn:${sn.done} ps:1`)).list[0].id });
    expect(bobs.test_items).toEqual([]);
  });

  it('lists product items with where each stands, their order, product and line', async () => {
    const items = async (filter: string) => api.ok<Page<ProductItem>>(`${V1}/product_item/list`, { filter });
    const page = await items(`worder_id:${ids.worderId} ps:300`);
    expect(page.total).toBe(200);
    const bySn = new Map(page.list.map((i) => [i.sn, i]));
    expect(bySn.get(sn.retested)).toMatchObject({
      worder: { fbillno: 'WO-DEMO-0001' },
      product: { fnumber: 'P-1001' },
      product_line: { id: ids.lineId, fnumber: 'ASSY-01' },
      next_station_fnumber: 'ASSY-01-MMI',
      last_result: 1,
      fail_count: 0,
      done: false,
    });
    expect(bySn.get(sn.done)).toMatchObject({ next_station_fnumber: null, done: true, last_result: 1 });
    expect(bySn.get(sn.fresh)).toMatchObject({ next_station_fnumber: 'ASSY-01-DL', done: false, last_result: 0 });
    expect((await items('done:true')).list.map((i) => i.sn)).toEqual([sn.done]);
    expect((await items(`search_key:${sn.old.slice(-6)}`)).list.map((i) => i.sn)).toEqual([sn.old]);
    expect((await items('sort:sn-asc ps:1')).list[0].sn).toBe(ids.sns[0]);
    const first = await items('ps:150');
    expect(first.page_next_id).toBe(first.list[149].id);
    const rest = await items(`ps:150 page_next_id:${first.page_next_id}`);
    expect(rest.list).toHaveLength(50);
    expect(rest.page_next_id).toBeNull();
    expect(new Set([...first.list, ...rest.list].map((i) => i.sn)).size).toBe(200);
  });

  it('gets, finds and searches serial numbers', async () => {
    const got = await api.ok<ProductItem>(`${V1}/product_item/get`, { sn: sn.retested });
    expect(got).toMatchObject({ sn: sn.retested, next_station_fnumber: 'ASSY-01-MMI' });
    expect(await api.ok(`${V1}/product_item/find`, { sn: sn.retested })).toEqual(got);
    const hits = await api.ok<{ sn: string; worder: { fbillno: string } }[]>(`${V1}/product_item/search_key`, {
      search_key: 'demo00001',
    });
    expect(hits.map((h) => h.sn)).toEqual(ids.sns.slice(9, 19));
    expect(hits[0].worder.fbillno).toBe('WO-DEMO-0001');
    expect(await api.ok<unknown[]>(`${V1}/product_item/search_key`, { search_key: 'DEMO' })).toHaveLength(50);
    expect(await api.ok<unknown[]>(`${V1}/product_item/search_key`, { search_key: '%' })).toEqual([]);
  });

  it('tracks the whole path of an SN: reports in time order with test items, and the flow steps', async () => {
    const track = await api.ok<Track>(`${V1}/product_track`, { sn: sn.retested });
    expect(track.item).toMatchObject({
      sn: sn.retested,
      worder: { fbillno: 'WO-DEMO-0001' },
      product: { fnumber: 'P-1001' },
    });
    expect(track.workflow.id).toBeGreaterThan(0);
    expect(track.station_logs.map((l) => [l.station.fnumber, l.result, l.first_pass, l.operator, l.source])).toEqual([
      ['ASSY-01-DL', 1, true, 'alice', 'download'],
      ['ASSY-01-GT', 2, true, 'alice', 'general_test'],
      ['ASSY-01-GT', 1, false, 'alice', 'general_test'],
    ]);
    expect(track.station_logs.map((l) => l.test_items.map((i) => `${i.name}=${i.value}/${i.result}`))).toEqual([
      ['fw=v1.2/1'],
      ['vbat=3.1/2'],
      ['vbat=3.4/1'],
    ]);
    expect(track.steps.map((s) => [s.seq, s.station.fnumber, s.state, s.reports, s.last_result])).toEqual([
      [1, 'ASSY-01-DL', 'passed', 1, 1],
      [2, 'ASSY-01-GT', 'passed', 2, 1],
      [3, 'ASSY-01-MMI', 'current', 0, null],
      [4, 'ASSY-01-OUT', 'pending', 0, null],
    ]);
    const done = await api.ok<Track>(`${V1}/product_track`, { sn: sn.done });
    expect(done.steps.map((s) => s.state)).toEqual(['passed', 'passed', 'passed', 'passed']);
    expect(done.station_logs.map((l) => l.station.fnumber)).toEqual([...FLOW]);
    const fresh = await api.ok<Track>(`${V1}/product_track`, { sn: sn.fresh });
    expect(fresh.station_logs).toEqual([]);
    expect(fresh.steps.map((s) => s.state)).toEqual(['current', 'pending', 'pending', 'pending']);
  });

  it('follows an SN into its rework flow, counting only the reports of that round', async () => {
    const flow = await api.ok<{ id: number }>('/api/v1/product_mgt/workflow/create', {
      fnumber: 'RW-TRACE',
      fname: 'rework trace',
    });
    await api.ok('/api/v1/product_mgt/workflow/set_stations', {
      workflow_id: flow.id,
      station_ids: [ids.stations['ASSY-01-GT'], ids.stations['ASSY-01-MMI']],
    });
    const rw = await api.ok<{ id: number }>('/api/v1/product_mgt/reworder/create', {
      fbillno: 'RW-TRACE-1',
      worder_id: ids.worderId,
      workflow_id: flow.id,
    });
    await api.ok('/api/v1/product_mgt/reworder_sn/enter', { reworder_id: rw.id, sns: [sn.done] });
    await api.ok('/api/v1/product_mgt/reworder/start_order', { id: rw.id });
    await report('ASSY-01-GT', sn.done, 1, 'dave');
    const track = await api.ok<Track>(`${V1}/product_track`, { sn: sn.done });
    expect(track.workflow).toMatchObject({ id: flow.id, fnumber: 'RW-TRACE' });
    expect(track.item).toMatchObject({ reworder_id: rw.id, done: false, next_station_fnumber: 'ASSY-01-MMI' });
    expect(track.station_logs.map((l) => l.station.fnumber)).toEqual([...FLOW, 'ASSY-01-GT']);
    expect(track.steps.map((s) => [s.station.fnumber, s.state, s.reports])).toEqual([
      ['ASSY-01-GT', 'passed', 1],
      ['ASSY-01-MMI', 'current', 0],
    ]);
    expect((await logs(`sn:${sn.done} search_key:dave`)).list[0]).toMatchObject({ reworder_id: rw.id, seq: 1 });
  });
});
