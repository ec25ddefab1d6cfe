import { DEMO } from '@mes/server/modules/demo/demo-factory.data';
import { ApiClient } from '../support/api-client';
import { fixtureSuite } from '../support/fixture-suite';
import { token } from '../support/resource-values';
import { ProductionFixture, sheetRows, snUpload, type Row } from './product-mgt-fixtures';
import { openpyxl } from '../support/openpyxl';

const BASE = '/api/v1/product_mgt';
type Step = { seq: number; station_id: number; station: Row; station_function: Row | null };

describe('product_mgt: workflow stations, serial numbers, order spreadsheets', () => {
  let api: ApiClient;
  let fx: ProductionFixture;

  fixtureSuite('pm_data', ProductionFixture, { workers: false }, (suite) => ({ api, fx } = suite));

  it('sets and reads the stations of a workflow in order, with station and function', async () => {
    const flow = await api.ok<Row>(`${BASE}/workflow/create`, {
      fnumber: `WF-${token(3)}`,
      fname: 'flow',
      fdesc: 'three steps',
    });
    const codes = ['ASSY-01-GT', 'ASSY-01-DL', 'ASSY-01-MMI'];
    const set = await api.ok<Step[]>(`${BASE}/workflow/set_stations`, {
      workflow_id: flow.id,
      station_ids: codes.map((c) => fx.station(c)),
    });
    expect(set.map((s) => [s.seq, s.station.fnumber, s.station_function?.fnumber])).toEqual([
      [1, 'ASSY-01-GT', 'GENERAL_TEST'],
      [2, 'ASSY-01-DL', 'DOWNLOAD'],
      [3, 'ASSY-01-MMI', 'MMI_TEST'],
    ]);
    expect(await api.ok(`${BASE}/workflow/stations`, { workflow_id: flow.id })).toEqual(set);
    const shorter = await api.ok<Step[]>(`${BASE}/workflow/set_stations`, {
      workflow_id: flow.id,
      station_ids: [fx.station('ASSY-01-OUT')],
    });
    expect(shorter.map((s) => [s.seq, s.station.fnumber])).toEqual([[1, 'ASSY-01-OUT']]);

    const twice = await api.call(`${BASE}/workflow/set_stations`, {
      workflow_id: flow.id,
      station_ids: [fx.station('ASSY-01-GT'), fx.station('ASSY-01-DL'), fx.station('ASSY-01-GT')],
    });
    expect(twice.msg).toMatch(/^station_ids\[2\]: station \d+ is already step 1/);
    expect((await api.call(`${BASE}/workflow/set_stations`, { workflow_id: flow.id, station_ids: [999999] })).err).toBe(
      1205,
    );
    expect((await api.call(`${BASE}/workflow/set_stations`, { workflow_id: 999999, station_ids: [] })).err).toBe(1212);
    expect((await api.call(`${BASE}/workflow/stations`, { workflow_id: 999999 })).err).toBe(1212);
    await api.ok(`${BASE}/workflow/check`, { id: flow.id });
    expect((await api.call(`${BASE}/workflow/set_stations`, { workflow_id: flow.id, station_ids: [] })).msg).toMatch(
      /is checked: uncheck it/,
    );
    expect(await api.ok<Step[]>(`${BASE}/workflow/stations`, { workflow_id: flow.id })).toHaveLength(1);
  });

  it('answers the workflow of a work order and of an SN', async () => {
    const demo = await api.ok<Row>(`${BASE}/worder/getorder`, { fbillno: 'WO-DEMO-0001' });
    const byOrder = await api.ok<Row & { stations: Step[] }>(`${BASE}/workflow/by_worder`, { worder_id: demo.id });
    expect(byOrder.fnumber).toBe('WF-ASSY');
    expect(byOrder.stations.map((s) => s.station.fnumber)).toEqual([...DEMO.workflow.stations]);
    const bySn = await api.ok<Row & { stations: Step[] }>(`${BASE}/workflow/by_sn`, { sn: 'SM200DEMO000007' });
    expect(bySn).toMatchObject({
      fnumber: 'WF-ASSY',
      sn: 'SM200DEMO000007',
      worder_id: demo.id,
      reworder_id: null,
      done: false,
    });
    expect(bySn.stations).toHaveLength(DEMO.workflow.stations.length);
    expect((await api.call(`${BASE}/workflow/by_sn`, { sn: 'NOT-AN-SN' })).err).toBe(1213);
    expect((await api.call(`${BASE}/workflow/by_worder`, { worder_id: 999999 })).err).toBe(1211);
  });

  it('generates serial numbers up to fqty, skipping taken ones, and lists them', async () => {
    const prefix = `G${token(3)}-`;
    const a = await fx.newWorkOrder({ fqty: 5, sn_prefix: prefix });
    expect(await api.ok(`${BASE}/worder/sn/generate`, { worder_id: a.id, count: 2 })).toEqual({
      generated: 2,
      first: `${prefix}000001`,
      last: `${prefix}000002`,
      total: 2,
    });
    expect(await api.ok(`${BASE}/worder/sn/generate`, { worder_id: a.id })).toEqual({
      generated: 3,
      first: `${prefix}000003`,
      last: `${prefix}000005`,
      total: 5,
    });
    expect((await api.call(`${BASE}/worder/sn/generate`, { worder_id: a.id })).msg).toMatch(
      /already has all 5 serial numbers/,
    );
    const b = await fx.newWorkOrder({ fqty: 3, sn_prefix: prefix });
    expect((await api.call(`${BASE}/worder/sn/generate`, { worder_id: b.id, count: 4 })).msg).toBe(
      `count: work order ${String(b.fbillno)} has 0 of 3 serial numbers: at most 3 more`,
    );
    expect(await api.ok(`${BASE}/worder/sn/generate`, { worder_id: b.id })).toMatchObject({
      first: `${prefix}000006`,
      last: `${prefix}000008`,
    });
    // Without a prefix the order number is the prefix.
    const c = await fx.newWorkOrder({ fqty: 1 });
    expect(await api.ok(`${BASE}/worder/sn/generate`, { worder_id: c.id })).toMatchObject({
      first: `${String(c.fbillno)}000001`,
    });

    const page = await api.ok<{ list: Row[]; total: number; page_next_id: number | null }>(`${BASE}/worder/sn/list`, {
      worder_id: a.id,
      filter: 'ps:2',
    });
    expect(page.total).toBe(5);
    expect(page.list.map((r) => r.sn)).toEqual([`${prefix}000001`, `${prefix}000002`]);
    expect(page.list[0]).toMatchObject({
      next_station_fnumber: 'ASSY-01-DL',
      next_seq: 1,
      last_result: 0,
      done: false,
    });
    const next = await api.ok<{ list: Row[] }>(`${BASE}/worder/sn/list`, {
      worder_id: a.id,
      filter: `ps:2 page_next_id:${page.page_next_id}`,
    });
    expect(next.list.map((r) => r.sn)).toEqual([`${prefix}000003`, `${prefix}000004`]);
    expect(
      (
        await api.ok<{ total: number }>(`${BASE}/worder/sn/list`, {
          worder_id: a.id,
          filter: 'search_key:0005 done:false',
        })
      ).total,
    ).toBe(1);
    expect((await api.call(`${BASE}/worder/sn/list`, { worder_id: a.id, filter: 'fqty:1' })).msg).toMatch(
      /^filter\.fqty:/,
    );
  });

  it("refuses serial numbers that do not match the product's pattern", async () => {
    const product = await api.ok<Row>('/api/v1/basicdata/product/create', {
      fnumber: `P-${token(3)}`,
      fname: 'patterned',
      sn_regex: 'PX\\d{6}',
    });
    const order = await fx.newWorkOrder({ product_id: product.id, fqty: 2, sn_prefix: 'QX' });
    expect((await api.call(`${BASE}/worder/sn/generate`, { worder_id: order.id })).msg).toMatch(
      /^sn_prefix: QX000001 does not match the SN pattern/,
    );
    await api.ok(`${BASE}/worder/update`, { id: order.id, sn_prefix: 'PX' });
    expect(await api.ok(`${BASE}/worder/sn/generate`, { worder_id: order.id })).toMatchObject({ generated: 2 });
  });

  it('imports serial numbers from a sheet, all or none, naming each refused row', async () => {
    const order = await fx.newWorkOrder({ fqty: 3 });
    const path = `${BASE}/worder/sn/import`;
    const sn = (n: number) => `IMP-${String(order.id)}-${n}`;
    expect(await api.ok(path, { worder_id: order.id, ...(await snUpload('SN', [sn(1), sn(2)])) })).toEqual({
      imported: 2,
      total: 2,
    });
    const again = await api.call<{ errors: { row: number; field: string; message: string }[] }>(path, {
      worder_id: order.id,
      ...(await snUpload('sn', [sn(3), sn(2), 'SM200DEMO000010'])),
    });
    expect(again.err).toBe(400);
    expect(again.data.errors).toEqual([
      {
        row: 0,
        field: 'file',
        message: `3 serial numbers would give work order ${String(order.fbillno)} 5, more than its 3`,
      },
      { row: 3, field: 'sn', message: `${sn(2)} is already in this order` },
      { row: 4, field: 'sn', message: 'SM200DEMO000010 already belongs to work order WO-DEMO-0001' },
    ]);
    const dup = await api.call<{ errors: { row: number }[] }>(path, {
      worder_id: order.id,
      ...(await snUpload('Serial number', [sn(3), sn(3)])),
    });
    expect(dup.data.errors.map((e) => e.row)).toEqual([3]);
    const draft = await api.ok<{ draft_id: string }>('/api/v1/upload/drafts/xlsx', await snUpload('序列号', [sn(3)]));
    expect(await api.ok(path, { worder_id: order.id, draft_id: draft.draft_id })).toEqual({ imported: 1, total: 3 });
    const csv = { filename: 'sns.csv', content_base64: Buffer.from('sn\nA B\n').toString('base64') };
    expect((await api.call(path, { worder_id: order.id, ...csv })).msg).toBe(
      'file: 1 problem(s), nothing imported; first: row 2 sn: must be printable ASCII without blanks',
    );
  });

  it('exports test items, SN status and the customer file as real spreadsheets', async () => {
    const org = (await api.ok<{ list: Row[] }>('/api/v1/basicdata/organization/list', { filter: 'fnumber:DEMO' }))
      .list[0];
    const order = await fx.newWorkOrder({ fqty: 3, organization_id: org.id });
    await api.ok(`${BASE}/worder/sn/generate`, { worder_id: order.id });
    const sns = (await api.ok<{ list: Row[] }>(`${BASE}/worder/sn/list`, { worder_id: order.id })).list.map(
      (r) => r.sn as string,
    );
    const empty = await api.call<Buffer>(`${BASE}/worder/export_test_items`, { worder_id: order.id, locale: 'en-US' });
    expect(await sheetRows(empty.data)).toEqual([
      ['SN', 'Station', 'Time', 'Item', 'Value', 'Lower limit', 'Upper limit', 'Unit', 'Result'],
    ]);

    await fx.report({
      sn: sns[0],
      worder: order,
      station: 'ASSY-01-DL',
      seq: 1,
      result: 1,
      items: [['VCC', '3.31', '3.2', '3.4', 'V', '1']],
    });
    await fx.report({
      sn: sns[0],
      worder: order,
      station: 'ASSY-01-GT',
      seq: 2,
      result: 1,
      state: { next_seq: 3, done: true },
      items: [
        ['I_SLEEP', '12', '0', '20', 'uA', '1'],
        ['RSSI', '-91', '-90', '0', 'dBm', '2'],
      ],
    });
    await fx.report({
      sn: sns[1],
      worder: order,
      station: 'ASSY-01-DL',
      seq: 1,
      result: 2,
      state: { next_seq: 1, done: false },
    });

    const items = await sheetRows(
      (await api.call<Buffer>(`${BASE}/worder/export_test_items`, { worder_id: order.id, locale: 'en-US' })).data,
    );
    expect(items.slice(1).map((r) => [r[0], r[1], r[3], r[4], r[5], r[6], r[7], r[8]])).toEqual([
      [sns[0], 'ASSY-01-DL', 'VCC', '3.31', '3.2', '3.4', 'V', 'Pass'],
      [sns[0], 'ASSY-01-GT', 'I_SLEEP', '12', '0', '20', 'uA', 'Pass'],
      [sns[0], 'ASSY-01-GT', 'RSSI', '-91', '-90', '0', 'dBm', 'Fail'],
    ]);
    expect(items[1][2]).toBeInstanceOf(Date);
    const [opened] = await openpyxl(
      (await api.call<Buffer>(`${BASE}/worder/export_test_items`, { worder_id: order.id, locale: 'en-US' })).data,
    );
    expect(opened).toMatchObject({ freeze: 'A2', bold_header: true, max_row: 4 });
    expect(opened.rows[0]).toEqual([
      'SN',
      'Station',
      'Time',
      'Item',
      'Value',
      'Lower limit',
      'Upper limit',
      'Unit',
      'Result',
    ]);
    expect(opened.rows[1]).toEqual([
      sns[0],
      'ASSY-01-DL',
      expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      'VCC',
      '3.31',
      '3.2',
      '3.4',
      'V',
      'Pass',
    ]);
    expect(opened.formats[2]).toBe('yyyy-mm-dd hh:mm:ss');

    const status = await sheetRows(
      (await api.call<Buffer>(`${BASE}/worder/export_sn_status`, { worder_id: order.id })).data,
    );
    expect(status[0]).toEqual(['序列号', '下一工站', '最后结果', '不良次数', '已完成', '返工单', '更新时间']);
    expect(status.slice(1).map((r) => r.slice(0, 5))).toEqual(
      [
        [sns[0], null, '通过', 0, true],
        [sns[1], 'ASSY-01-DL', '不良', 0, false],
        [sns[2], 'ASSY-01-DL', '未知', 0, false],
      ].map((r) => r.map((v) => (v === null ? undefined : v))),
    );

    const customer = await sheetRows(
      (await api.call<Buffer>(`${BASE}/worder/customer_export`, { worder_id: order.id, locale: 'en-US' })).data,
    );
    expect(customer[0]).toEqual([
      'SN',
      'Product',
      'Product name',
      'Work order',
      'Customer code',
      'Customer part number',
      'Final result',
    ]);
    expect(customer.slice(1).map((r) => [r[0], r[1], r[3], r[4], r[6]])).toEqual([
      [sns[0], 'P-1001', order.fbillno, 'DEMO', 'PASS'],
      [sns[1], 'P-1001', order.fbillno, 'DEMO', 'FAIL'],
      [sns[2], 'P-1001', order.fbillno, 'DEMO', 'NOT TESTED'],
    ]);

    const generic = await api.call<Buffer>(`${BASE}/worder/export`, {
      filter: `fbillno:"${String(order.fbillno)}"`,
      locale: 'en-US',
    });
    const genericRows = await sheetRows(generic.data);
    expect(genericRows.map((r) => r[0])).toEqual(['Work order number', order.fbillno]);
    expect((await api.call(`${BASE}/worder/export_sn_status`, { worder_id: 999999 })).err).toBe(1211);
    expect((await api.call(`${BASE}/worder/customer_export`, { worder_id: order.id, locale: 'fr' })).msg).toMatch(
      /^locale:/,
    );
  });
});
