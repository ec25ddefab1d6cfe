import ExcelJS from 'exceljs';
import pg from 'pg';
import { ApiClient } from '../support/api-client';
import { startBuiltHub, type Hub } from '../support/hub-processes';
import { loadStatFixture, type StatFixture } from './stat-fixture';
import { openpyxl } from '../support/openpyxl';

// Order WIP (docs/statistics.md, "Order WIP"; docs/order-wip-list.md): the factory's stages over the statistics
// fixture's line B order, temporary WIP, amendments audited and checked, the list, the board and the export.
describe('order WIP', () => {
  let hub: Hub;
  let api: ApiClient;
  let db: pg.Client;
  let fx: StatFixture;

  beforeAll(async () => {
    hub = await startBuiltHub('order_wip');
    api = new ApiClient(hub.baseUrl);
    await api.login('admin', 'admin');
    db = new pg.Client({ connectionString: hub.env.DATABASE_URL });
    await db.connect();
    fx = await loadStatFixture(db);
  }, 90_000);

  afterAll(async () => {
    await db?.end();
    await hub?.stop();
  });

  it('counts order WIP per stage with temporary WIP and audited, checked amendments', async () => {
    const v1 = (path: string) => `/api/v1/stat/${path}`;
    const stage = await api.ok<{ id: number }>(v1('wip_field/create'), {
      fnumber: 'B2-WAIT',
      fname: 'Waiting for B2',
      seq: 1,
      station_id: fx.flowB[1],
    });
    const cupboard = await api.ok<{ id: number }>(v1('wip_field/create'), {
      fnumber: 'CUP',
      fname: 'Cupboard',
      seq: 2,
    });
    const order = await api.ok<{ id: number }>(v1('order_wip/create'), { worder_id: fx.orders.o3, fdesc: 'line B' });
    expect((await api.call(v1('order_wip/create'), { fdesc: 'nothing to follow' })).msg).toContain('icpp_id');
    const temp = await api.ok<{ id: number }>(v1('temporary_order_wip/create'), {
      order_wip_id: order.id,
      wip_field_id: cupboard.id,
      qty: 3,
    });
    await api.ok(v1('temporary_order_wip/update'), { id: temp.id, qty: 4 });
    expect(
      (
        await api.call(v1('wip_amend/create'), {
          order_wip_id: order.id,
          wip_field_id: stage.id,
          delta: -1,
          reason: ' ',
        })
      ).msg,
    ).toContain('reason');
    const amend = await api.ok<{ id: number }>(v1('wip_amend/create'), {
      order_wip_id: order.id,
      wip_field_id: stage.id,
      delta: -2,
      reason: 'two boards scrapped',
    });
    await api.ok(v1('wip_amend/update'), { id: amend.id, delta: -1, reason: 'one board scrapped, one found' });
    const qtyOf = async () => {
      const answer = await api.ok<{
        list: {
          id: number;
          total: number;
          stages: { wip_field_id: number; counted: number; temporary: number; amended: number; qty: number }[];
        }[];
      }>(v1('order_wip/list'), { filter: `worder_id:${fx.orders.o3}` });
      return answer.list[0];
    };
    // unchecked amendments do not count yet: 5 units wait at B2, 4 in the cupboard
    expect((await qtyOf()).stages).toEqual([
      {
        wip_field_id: stage.id,
        fnumber: 'B2-WAIT',
        fname: 'Waiting for B2',
        counted: 5,
        temporary: 0,
        amended: 0,
        qty: 5,
      },
      { wip_field_id: cupboard.id, fnumber: 'CUP', fname: 'Cupboard', counted: 0, temporary: 4, amended: 0, qty: 4 },
    ]);
    await api.ok(v1('wip_amend/check'), { id: amend.id });
    expect(await qtyOf()).toMatchObject({ total: 8, stages: [{ amended: -1, qty: 4 }, { qty: 4 }] });
    // checked: frozen; the trail says who changed what and why
    expect((await api.call(v1('wip_amend/update'), { id: amend.id, delta: 5 })).err).not.toBe(0);
    const got = await api.ok<{
      delta: number;
      updated_by: number;
      creater_id: number;
      history: { by: number; delta: number; reason: string }[];
    }>(v1('wip_amend/get'), { id: amend.id });
    expect(got.delta).toBe(-1);
    expect(got.updated_by).toBe(got.creater_id);
    expect(got.history).toEqual([
      expect.objectContaining({ by: got.creater_id, delta: -2, reason: 'two boards scrapped' }),
    ]);
    const board = await api.ok<{ list: { id: number }[]; stages: { id: number }[] }>(v1('order_wip/list/kanban'));
    expect(board.stages.map((s) => s.id)).toEqual([stage.id, cupboard.id]);
    expect(board.list.map((o) => o.id)).toEqual([order.id]);
    // the generic list screen's own filter (a page, and has: for each reference column it shows) sees the rows
    const screen = await api.ok<{ list: { id: number; worder: { fbillno: string }; total: number }[]; total: number }>(
      v1('order_wip/list'),
      { filter: 'pn:1 ps:20 has:icpp has:worder' },
    );
    expect(screen.total).toBe(1);
    expect(screen.list).toEqual([
      expect.objectContaining({ id: order.id, worder: expect.objectContaining({ fbillno: 'WO-STAT-3' }), total: 8 }),
    ]);
    expect((await api.call(v1('order_wip/list'), { filter: 'has:station' })).msg).toBe(
      "filter.has: unknown relation 'station' of order_wip",
    );
    // the engine's list: flags, equality on any column and search over the remarks, each row with its quantities;
    // the followed plan and order named on every row, the whole record when asked with has:
    const listed = async (filter: string) =>
      (
        await api.ok<{ list: { id: number; total: number; worder: Record<string, unknown>; icpp: unknown }[] }>(
          v1('order_wip/list'),
          { filter },
        )
      ).list;
    const [plain] = await listed('fdesc:"line B" checked:false disabled:0');
    expect(plain).toMatchObject({ id: order.id, total: 8, icpp: null });
    expect(plain.worder).toEqual({ id: fx.orders.o3, fbillno: 'WO-STAT-3', fqty: expect.any(Number) });
    expect((await listed('has:worder'))[0].worder).toMatchObject({ id: fx.orders.o3, status: expect.any(Number) });
    expect((await listed('search_key:INE')).map((r) => r.id)).toEqual([order.id]);
    expect(await listed('fdesc:"line"')).toEqual([]);
    expect((await api.call(v1('order_wip/list'), { filter: 'colour:red' })).msg).toBe(
      'filter.colour: unknown field of order_wip',
    );
    expect(await api.ok<{ total: number }>(v1('order_wip'), { id: order.id })).toMatchObject({ total: 8 });
    // disabled: off the board, still listed with disabled:1
    await api.ok(v1('order_wip/disable'), { id: order.id });
    expect((await api.ok<{ list: unknown[] }>(v1('order_wip/list/kanban'))).list).toEqual([]);
    expect(await listed('disabled:1')).toEqual([expect.objectContaining({ id: order.id, total: 8 })]);
    expect(await listed('disabled:0')).toEqual([]);
    await api.ok(v1('order_wip/disable'), { id: order.id, disabled: false });
    const sheet = await api.ok<Buffer>(v1('order_wip/export'), { locale: 'en-US' });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(sheet as unknown as ArrayBuffer);
    const ws = book.worksheets[0];
    expect(ws.getRow(1).values).toEqual([
      undefined,
      'Process plan',
      'Work order',
      'Waiting for B2',
      'Cupboard',
      'Total',
      'Remarks',
    ]);
    expect(ws.getRow(2).values).toEqual([undefined, undefined, 'WO-STAT-3', 4, 4, 8, 'line B']);
    const [opened] = await openpyxl(sheet);
    expect(opened).toMatchObject({ name: 'Order WIP', freeze: 'A2', bold_header: true, max_row: 2 });
    expect(opened.rows).toEqual([
      ['Process plan', 'Work order', 'Waiting for B2', 'Cupboard', 'Total', 'Remarks'],
      [null, 'WO-STAT-3', 4, 4, 8, 'line B'],
    ]);
    // the plan, order and stage columns sized to their labels and first rows, Total and Remarks as declared
    expect(opened.widths).toEqual({ A: 14, B: 12, C: 16, D: 10, E: 10, F: 24 });
  });
});
