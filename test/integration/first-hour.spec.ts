import { ApiClient } from '../support/api-client';
import { fixtureSuite } from '../support/fixture-suite';
import { ProductionFixture, type Row } from './product-mgt-fixtures';

type MachineMeta = { field: string; actions: { action: string; from: number[]; to: number }[]; delete_from: number[] };
type Described = { module: string; name: string; machine: MachineMeta | null; list_columns: string[] | null };
const BASE = '/api/v1/product_mgt';

// docs/first-hour.md: meta describes each resource's status machine, so lists offer only the actions a record's
// state allows; the engine's delete refuses a status the machine keeps (a working order offers no Delete and has none).
describe('the first hour: machines in meta, delete by state', () => {
  let api: ApiClient;
  let fx: ProductionFixture;

  fixtureSuite('first_hour', ProductionFixture, { workers: false }, (suite) => ({ api, fx } = suite));

  it('describes the order machines in meta/resources and none for a plain resource', async () => {
    const meta = await api.ok<Described[]>('/api/v1/meta/resources');
    const of = (module: string, name: string) => meta.find((d) => d.module === module && d.name === name);
    for (const name of ['worder', 'reworder', 'smt_order']) {
      expect(of('product_mgt', name)?.machine).toEqual({
        field: 'status',
        actions: [
          { action: 'start_order', from: [1, 3], to: 2 },
          { action: 'stop_order', from: [2], to: 3 },
          { action: 'finish_order', from: [2, 3], to: 5 },
          { action: 'cancel_order', from: [1, 3], to: 4 },
          { action: 'reverse_finish', from: [5], to: 3 },
        ],
        delete_from: [1, 4],
      });
    }
    expect(of('basicdata', 'factory')?.machine).toBeNull();
    expect(of('product_mgt', 'worder')?.list_columns).toEqual(expect.arrayContaining(['fbillno', 'status', 'fqty']));
  });

  it('deletes an order only when ready or cancelled, naming the state and the allowed ones', async () => {
    const flow = await fx.newWorkflow(['ASSY-01-DL']);
    const refusedIn: number[] = [];
    for (let status = 0; status <= 5; status++) {
      const order = await fx.newWorkOrder({ workflow_id: flow.id });
      await fx.setStatus('worder', order.id, status);
      const answer = await api.call(`${BASE}/worder/delete`, { id: order.id });
      if (answer.err !== 0) {
        refusedIn.push(status);
        expect(answer.err).toBe(400);
        expect(answer.msg).toMatch(/^status: cannot delete a work order that is \w+ \(allowed from ready, cancel\)$/);
        expect((await api.ok<Row>(`${BASE}/worder`, { id: order.id })).status).toBe(status);
      } else {
        expect((await api.call(`${BASE}/worder`, { id: order.id })).err).toBe(1211);
      }
    }
    expect(refusedIn).toEqual([0, 2, 3, 5]);
  });

  it('refuses the delete of a working order also when it races its start', async () => {
    const flow = await fx.newWorkflow(['ASSY-01-DL']);
    const order = await fx.newWorkOrder({ workflow_id: flow.id });
    const [started, deleted] = await Promise.all([
      api.call(`${BASE}/worder/start_order`, { id: order.id }),
      api.call(`${BASE}/worder/delete`, { id: order.id }),
    ]);
    // one of the two wins (both lock the row): started and kept, or deleted and the start answers no order
    if (started.err === 0) {
      expect(deleted).toMatchObject({ err: 400, msg: expect.stringMatching(/working/) });
      expect((await api.ok<Row>(`${BASE}/worder`, { id: order.id })).status).toBe(2);
    } else {
      expect(deleted.err).toBe(0);
      expect(started.err).toBe(1211);
    }
  });

  it('lets the generic list ask the order WIP list for the relations it declares', async () => {
    expect((await api.call('/api/v1/stat/order_wip/list', { filter: 'has:icpp has:worder' })).err).toBe(0);
    expect(await api.call('/api/v1/stat/order_wip/list', { filter: 'has:worder has:station' })).toMatchObject({
      err: 400,
      msg: "filter.has: unknown relation 'station' of order_wip",
    });
  });
});
