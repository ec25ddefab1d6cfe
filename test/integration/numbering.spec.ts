import { ApiClient } from '../support/api-client';
import { startBuiltHub, type Hub } from '../support/hub-processes';
import { token } from '../support/resource-values';
import { ProductionFixture, sheetRows, snUpload, type Row } from './product-mgt-fixtures';

type Build = { build_id: number; replayed: boolean; count: number; first: string; last: string; worder_id: number };
type Preview = { numbers: string[]; period: string | null; next_value: number | null; free: number | null };
type List = { list: Row[]; total: number };

const V1 = '/api/v1/product_mgt';
const seq = (more: Record<string, unknown> = {}) => ({ type: 'seq', width: 5, reset: 'never', ...more });

// Serial- and batch-number policies (docs/numbering.md): rules, previews, builds that reserve, file and import
// policies, the number tables.
describe('numbering policies', () => {
  let hub: Hub;
  let api: ApiClient;
  let fx: ProductionFixture;

  beforeAll(async () => {
    hub = await startBuiltHub('numbering', { workers: false });
    api = new ApiClient(hub.baseUrl);
    await api.login('admin', 'admin');
    fx = await ProductionFixture.open(hub, api);
  }, 90_000);

  afterAll(async () => {
    await fx?.close();
    await hub?.stop();
  });

  const rulePolicy = (prefix: string, more: Record<string, unknown> = {}) =>
    api.ok<Row>(`${V1}/sn_policy/create`, {
      fnumber: `SNP-${token(5)}`,
      fname: 'rule policy',
      ftype: 0,
      rule: { parts: [{ type: 'text', value: prefix }, seq(more)], timezone: 'UTC' },
    });

  const snsOf = async (worderId: number) =>
    (await fx.db.query('SELECT sn FROM worder_sn WHERE worder_id = $1 ORDER BY sn', [worderId])).rows.map(
      (r: { sn: string }) => r.sn,
    );

  it('validates a rule on create and update, naming the part and field', async () => {
    const bad = await api.call(`${V1}/sn_policy/create`, {
      fnumber: `SNP-${token(5)}`,
      fname: 'bad',
      rule: { parts: [{ type: 'text', value: 'A' }, { type: 'date', format: 'yy' }, seq({ width: 0 })] },
    });
    expect(bad).toMatchObject({ err: 400, msg: 'rule.parts[2].width: must be a whole number from 1 to 20' });
    expect(
      await api.call(`${V1}/sn_policy/create`, { fnumber: `SNP-${token(5)}`, fname: 'x', rule: 'SN{seq}' }),
    ).toMatchObject({ err: 400, msg: 'rule: must be an object { parts, timezone? }' });
    // saved before its rule is written: previews and builds wait for the rule
    const draft = await api.ok<Row>(`${V1}/sn_policy/create`, { fnumber: `SNP-${token(5)}`, fname: 'draft' });
    expect(await api.call(`${V1}/sn_policy/calcsn`, { id: draft.id })).toMatchObject({
      err: 400,
      msg: `id: policy ${draft.fnumber as string} has no rule: give it one first`,
    });
    const p = await rulePolicy('VA');
    expect(p).toMatchObject({ ftype: 0, build_status: 2, rule: { timezone: 'UTC' } });
    expect(
      await api.call(`${V1}/sn_policy/update`, { id: p.id, rule: { parts: [seq({ reset: 'day' })] } }),
    ).toMatchObject({ err: 400, msg: expect.stringMatching(/^rule\.parts\[0\]\.reset: resets each day/) });
    // a file policy needs no rule
    const file = await api.ok<Row>(`${V1}/sn_policy/create`, { fnumber: `SNF-${token(5)}`, fname: 'f', ftype: 1 });
    expect(file.rule).toBeNull();
    expect((await api.ok<List>(`${V1}/sn_policy/list`, { filter: `fnumber:${p.fnumber as string}` })).total).toBe(1);
    expect(await api.ok<Row>(`${V1}/sn_policy`, { id: p.id })).toMatchObject({ id: p.id });
  });

  it('previews the next numbers without reserving them', async () => {
    const p = await rulePolicy('PV', { radix: 36, exclude: 'OI', width: 3 });
    const first = await api.ok<Preview>(`${V1}/sn_policy/calcsn`, { id: p.id, count: 3 });
    expect(first).toEqual({ numbers: ['PV001', 'PV002', 'PV003'], period: '', next_value: 1, free: null });
    expect(await api.ok<Preview>(`${V1}/sn_policy/calcsn`, { id: p.id, count: 3 })).toEqual(first);
    expect(await api.call(`${V1}/sn_policy/calcsn`, { id: p.id, count: 1001 })).toMatchObject({
      err: 400,
      msg: 'count: must be at most 1000',
    });
    expect(await api.call(`${V1}/sn_policy/calcsn`, { id: 999999 })).toMatchObject({
      err: 400,
      msg: 'id: no sn_policy 999999',
    });
  });

  it("builds a work order's numbers: sn_table and the order's SN list, then the preview moves on", async () => {
    const p = await rulePolicy('BW', { width: 4 });
    const order = await fx.newWorkOrder({ fqty: 5 });
    const built = await api.ok<Build>(`${V1}/sn_policy/build`, { id: p.id, worder_id: order.id });
    expect(built).toMatchObject({ replayed: false, count: 5, first: 'BW0001', last: 'BW0005', worder_id: order.id });
    expect(await snsOf(order.id)).toEqual(['BW0001', 'BW0002', 'BW0003', 'BW0004', 'BW0005']);
    const table = await api.ok<List>(`${V1}/sn_table/list`, { filter: `policy_id:${p.id} sort:sn-asc` });
    expect(table.total).toBe(5);
    expect(table.list[0]).toMatchObject({ sn: 'BW0001', worder_id: order.id, status: 1, source: 0 });
    expect(await api.ok<Row>(`${V1}/sn_table`, { id: table.list[0].id })).toMatchObject({ sn: 'BW0001' });
    expect((await api.ok<Preview>(`${V1}/sn_policy/calcsn`, { id: p.id, count: 1 })).numbers).toEqual(['BW0006']);
    expect(await api.ok<Row>(`${V1}/sn_policy`, { id: p.id })).toMatchObject({ build_status: 1 });
    // the build ran as the caller's sn_build job, with its answer
    const jobs = await api.ok<{ list: Row[] }>('/api/v1/progressing', {});
    expect(
      jobs.list.find((j) => j.kind === 'sn_build' && j.label === `sn_policy ${p.fnumber as string}`),
    ).toMatchObject({
      status: 'done',
      done: 5,
      total: 5,
      result: { count: 5, first: 'BW0001' },
    });
    // the order is full: a count past its room is refused and nothing moves
    const other = await fx.newWorkOrder({ fqty: 2 });
    expect(await api.call(`${V1}/sn_policy/build`, { id: p.id, worder_id: other.id, count: 3 })).toMatchObject({
      err: 400,
      msg: expect.stringMatching(/^count: work order .* has room for 2 more/),
    });
    expect(await api.ok<Row>(`${V1}/sn_policy`, { id: p.id })).toMatchObject({ build_status: 9 });
    expect((await api.ok<Preview>(`${V1}/sn_policy/calcsn`, { id: p.id, count: 1 })).numbers).toEqual(['BW0006']);
  });

  it('answers a retry with the first build instead of doubling the numbers', async () => {
    const p = await rulePolicy('RT');
    const order = await fx.newWorkOrder({ fqty: 10 });
    const key = `retry-${token(6)}`;
    const first = await api.ok<Build>(`${V1}/sn_policy/build`, { id: p.id, worder_id: order.id, count: 4, key });
    const again = await api.ok<Build>(`${V1}/sn_policy/build`, { id: p.id, worder_id: order.id, count: 4, key });
    expect(again).toEqual({ ...first, replayed: true });
    expect(await snsOf(order.id)).toHaveLength(4);
    // without a key: the rest of the order, then the same order again answers that build
    const rest = await api.ok<Build>(`${V1}/sn_policy/build`, { id: p.id, worder_id: order.id });
    expect(rest).toMatchObject({ count: 6, first: 'RT00005', last: 'RT00010', replayed: false });
    expect(await api.ok<Build>(`${V1}/sn_policy/build`, { id: p.id, worder_id: order.id })).toEqual({
      ...rest,
      replayed: true,
    });
    // two retries racing with one key make one build
    const raced = await fx.newWorkOrder({ fqty: 10 });
    const rkey = `race-${token(6)}`;
    const both = await Promise.all(
      [0, 1].map(() => api.ok<Build>(`${V1}/sn_policy/build`, { id: p.id, worder_id: raced.id, count: 3, key: rkey })),
    );
    expect(both[0].build_id).toBe(both[1].build_id);
    expect(both.map((b) => b.replayed).sort()).toEqual([false, true]);
    expect(await snsOf(raced.id)).toHaveLength(3);
  });

  it('never gives two of 4 parallel builds from one policy the same number', async () => {
    const p = await rulePolicy('PAR', { width: 6 });
    const orders = await Promise.all([0, 1, 2, 3].map(() => fx.newWorkOrder({ fqty: 250 })));
    const builds = await Promise.all(
      orders.map((o) => api.ok<Build>(`${V1}/sn_policy/build`, { id: p.id, worder_id: o.id })),
    );
    expect(builds.map((b) => b.count)).toEqual([250, 250, 250, 250]);
    const all = (await Promise.all(orders.map((o) => snsOf(o.id)))).flat();
    expect(all).toHaveLength(1000);
    expect(new Set(all).size).toBe(1000);
    const expected = Array.from({ length: 1000 }, (_, i) => `PAR${String(i + 1).padStart(6, '0')}`);
    expect([...all].sort()).toEqual(expected);
    expect((await api.ok<List>(`${V1}/sn_table/list`, { filter: `policy_id:${p.id} ps:1` })).total).toBe(1000);
  });

  it('lets a work order take its SNs from a policy through worder/sn/generate', async () => {
    const p = await rulePolicy('GEN');
    const order = await fx.newWorkOrder({ fqty: 3 });
    const built = await api.ok<Build>(`${V1}/worder/sn/generate`, { worder_id: order.id, sn_policy_id: p.id });
    expect(built).toMatchObject({ count: 3, first: 'GEN00001', last: 'GEN00003' });
    expect(await snsOf(order.id)).toEqual(['GEN00001', 'GEN00002', 'GEN00003']);
    expect(await api.call(`${V1}/worder/sn/generate`, { worder_id: order.id, key: 'k' })).toMatchObject({
      err: 400,
      msg: 'key: is for builds from an SN policy (sn_policy_id)',
    });
  });

  it('answers a clear error when the sequence is used up, keeping nothing', async () => {
    const p = await rulePolicy('OV', { width: 1 });
    const order = await fx.newWorkOrder({ fqty: 20 });
    expect(await api.ok<Build>(`${V1}/sn_policy/build`, { id: p.id, worder_id: order.id, count: 8 })).toMatchObject({
      last: 'OV8',
    });
    expect(await api.call(`${V1}/sn_policy/build`, { id: p.id, worder_id: order.id, count: 2 })).toMatchObject({
      err: 400,
      msg: 'count: the sequence is used up for this period: it goes up to 9, 2 more would reach 10',
    });
    expect(await snsOf(order.id)).toHaveLength(8);
    expect(await api.ok<Row>(`${V1}/sn_policy`, { id: p.id })).toMatchObject({
      build_status: 9,
      build_message: expect.stringContaining('used up'),
    });
    expect((await api.ok<Build>(`${V1}/sn_policy/build`, { id: p.id, worder_id: order.id, count: 1 })).last).toBe(
      'OV9',
    );
  });

  it('refuses a number that exists already (made elsewhere), writing nothing', async () => {
    const p = await rulePolicy('DUP');
    const order = await fx.newWorkOrder({ fqty: 5 });
    await api.ok(`${V1}/worder/sn/import`, { worder_id: order.id, ...(await snUpload('sn', ['DUP00002'])) });
    const other = await fx.newWorkOrder({ fqty: 5 });
    expect(await api.call(`${V1}/sn_policy/build`, { id: p.id, worder_id: other.id, count: 3 })).toMatchObject({
      err: 400,
      msg: expect.stringMatching(/^sn: DUP00002 exists already/),
    });
    expect(await snsOf(other.id)).toEqual([]);
    expect((await api.ok<List>(`${V1}/sn_table/list`, { filter: `policy_id:${p.id}` })).total).toBe(0);
  });

  it('imports a file policy all or none, then builds hand out its numbers', async () => {
    const p = await api.ok<Row>(`${V1}/sn_policy/create`, { fnumber: `SNF-${token(5)}`, fname: 'file', ftype: 1 });
    const taken = await rulePolicy('TAKEN');
    const holder = await fx.newWorkOrder({ fqty: 1 });
    await api.ok(`${V1}/sn_policy/build`, { id: taken.id, worder_id: holder.id });
    const refused = await api.call<{ errors: { row: number; field: string; message: string }[] }>(
      `${V1}/sn_policy/import`,
      { id: p.id, ...(await snUpload('序列号', ['F-1', 'F-2', 'F-1', 'TAKEN00001', 'F 3'])) },
    );
    expect(refused).toMatchObject({ err: 400, msg: expect.stringMatching(/^file: 3 problem\(s\), nothing imported/) });
    expect(refused.data.errors).toEqual([
      { row: 4, field: 'sn', message: 'F-1 is also in row 2 of the file' },
      { row: 5, field: 'sn', message: `TAKEN00001 exists already (policy ${taken.fnumber as string})` },
      { row: 6, field: 'sn', message: 'must be printable ASCII without blanks' },
    ]);
    expect((await api.ok<List>(`${V1}/sn_table/list`, { filter: `policy_id:${p.id}` })).total).toBe(0);
    expect(await api.ok<Row>(`${V1}/sn_policy`, { id: p.id })).toMatchObject({ build_status: 9 });

    const ok = await api.ok<{ imported: number; free: number }>(`${V1}/sn_policy/import`, {
      id: p.id,
      ...(await snUpload('sn', ['F-1', 'F-2', 'F-3'])),
    });
    expect(ok).toEqual({ imported: 3, free: 3 });
    expect(await api.ok<Row>(`${V1}/sn_policy`, { id: p.id })).toMatchObject({ build_status: 4 });
    expect(await api.ok<Preview>(`${V1}/sn_policy/calcsn`, { id: p.id, count: 2 })).toEqual({
      numbers: ['F-1', 'F-2'],
      period: null,
      next_value: null,
      free: 3,
    });
    const order = await fx.newWorkOrder({ fqty: 5 });
    expect(await api.call(`${V1}/sn_policy/build`, { id: p.id, worder_id: order.id, count: 4 })).toMatchObject({
      err: 400,
      msg: expect.stringContaining('has 3 free numbers left in its file, not 4'),
    });
    expect(await api.ok<Build>(`${V1}/sn_policy/build`, { id: p.id, worder_id: order.id, count: 2 })).toMatchObject({
      first: 'F-1',
      last: 'F-2',
    });
    expect(await snsOf(order.id)).toEqual(['F-1', 'F-2']);
    expect(
      await api.call(`${V1}/sn_policy/import`, { id: p.id, worder_id: order.id, ...(await snUpload('sn', ['X'])) }),
    ).toMatchObject({
      err: 400,
      msg: expect.stringMatching(/^worder_id: a file policy keeps its numbers for builds/),
    });
  });

  it('imports an import policy straight into a work order, within its quantity', async () => {
    const p = await api.ok<Row>(`${V1}/sn_policy/create`, { fnumber: `SNI-${token(5)}`, fname: 'imp', ftype: 2 });
    const order = await fx.newWorkOrder({ fqty: 2 });
    const file = await snUpload('sn', ['I-1', 'I-2']);
    expect(await api.call(`${V1}/sn_policy/import`, { id: p.id, ...file })).toMatchObject({
      err: 400,
      msg: 'worder_id: an import policy gives its numbers to a work order: name it',
    });
    expect(
      await api.call(`${V1}/sn_policy/import`, {
        id: p.id,
        worder_id: order.id,
        ...(await snUpload('sn', ['I-1', 'I-2', 'I-3'])),
      }),
    ).toMatchObject({
      err: 400,
      msg: expect.stringContaining('more than its 2'),
    });
    expect(await api.ok(`${V1}/sn_policy/import`, { id: p.id, worder_id: order.id, ...file })).toEqual({
      imported: 2,
      free: 0,
    });
    expect(await snsOf(order.id)).toEqual(['I-1', 'I-2']);
    expect(await api.call(`${V1}/sn_policy/build`, { id: p.id, worder_id: order.id })).toMatchObject({
      err: 400,
      msg: expect.stringContaining('is an import policy'),
    });
    const rule = await rulePolicy('NOIMP');
    expect(await api.call(`${V1}/sn_policy/import`, { id: rule.id, ...file })).toMatchObject({
      err: 400,
      msg: expect.stringContaining('is a rule policy'),
    });
  });

  it('deletes an unused number (and from its order), refuses one used in production, exports a policy', async () => {
    const p = await rulePolicy('DEL');
    const order = await fx.newWorkOrder({ fqty: 2 });
    await api.ok(`${V1}/sn_policy/build`, { id: p.id, worder_id: order.id });
    const rows = (await api.ok<List>(`${V1}/sn_table/list`, { filter: `policy_id:${p.id} sort:sn-asc` })).list;
    await fx.report({ sn: 'DEL00001', worder: order, station: 'ASSY-01-DL', seq: 1, result: 1 });
    expect(await api.call(`${V1}/sn_table/delete`, { id: rows[0].id })).toMatchObject({
      err: 400,
      msg: 'id: DEL00001 is already in production (station reports): it stays as the record of what was made',
    });
    expect(await api.ok(`${V1}/sn_table/delete`, { id: rows[1].id })).toEqual({ id: rows[1].id });
    expect(await snsOf(order.id)).toEqual(['DEL00001']);
    expect(await api.call(`${V1}/sn_table/delete`, { id: rows[1].id })).toMatchObject({ err: 400 });
    const file = await api.ok<Buffer>(`${V1}/sn_policy/export`, { id: p.id, locale: 'en-US' });
    const sheet = await sheetRows(file);
    expect(sheet[0]).toContain('Serial number');
    expect(sheet.slice(1).map((r) => r[0])).toEqual(['DEL00001']);
    expect(await api.call(`${V1}/sn_policy/delete`, { id: p.id })).toMatchObject({ err: 400 });
  });

  it('serves batch-number policies: calcbn, build, upload, bn_table list, get, delete, export', async () => {
    const p = await api.ok<Row>(`${V1}/bn_policy/create`, {
      fnumber: `BNP-${token(5)}`,
      fname: 'batches',
      rule: {
        parts: [
          { type: 'text', value: 'B' },
          { type: 'date', format: 'yyyy' },
          { type: 'date', format: 'ddd' },
          seq({ width: 3, reset: 'day' }),
        ],
      },
    });
    const preview = await api.ok<Preview>(`${V1}/bn_policy/calcbn`, { id: p.id, count: 2 });
    expect(preview.numbers[0]).toMatch(/^B\d{7}001$/);
    expect(preview.period).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const built = await api.ok<Build>(`${V1}/bn_policy/build`, { id: p.id, count: 2 });
    expect([built.first, built.last]).toEqual(preview.numbers);
    expect(await api.call(`${V1}/bn_policy/build`, { id: p.id })).toMatchObject({
      err: 400,
      msg: 'count: must be given when no worder_id is',
    });
    const file = await api.ok<Row>(`${V1}/bn_policy/create`, { fnumber: `BNF-${token(5)}`, fname: 'f', ftype: 7 });
    expect(
      await api.ok(`${V1}/bn_policy/upload`, { id: file.id, ...(await snUpload('bn', ['LOT-1', 'LOT-2'])) }),
    ).toEqual({
      imported: 2,
      free: 2,
    });
    expect(
      await api.call(`${V1}/bn_policy/upload`, { id: file.id, ...(await snUpload('Batch number', ['LOT-2'])) }),
    ).toMatchObject({
      err: 400,
      data: { errors: [{ row: 2, field: 'bn', message: expect.stringContaining('LOT-2 exists already') }] },
    });
    const list = await api.ok<List>(`${V1}/bn_table/list`, { filter: `policy_id:${file.id} sort:bn-asc` });
    expect(list.list.map((r) => r.bn)).toEqual(['LOT-1', 'LOT-2']);
    expect(await api.ok<Row>(`${V1}/bn_table`, { id: list.list[0].id })).toMatchObject({
      bn: 'LOT-1',
      status: 0,
      source: 1,
    });
    expect(await api.ok(`${V1}/bn_table/delete`, { id: list.list[0].id })).toEqual({ id: list.list[0].id });
    const sheet = await sheetRows(await api.ok<Buffer>(`${V1}/bn_table/export`, { filter: `policy_id:${file.id}` }));
    expect(sheet.slice(1).map((r) => r[0])).toEqual(['LOT-2']);
  });
});
