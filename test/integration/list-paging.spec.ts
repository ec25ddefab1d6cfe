import { ApiClient } from '../support/api-client';
import { fixtureSuite } from '../support/fixture-suite';
import { token } from '../support/resource-values';
import { ProductionFixture } from './product-mgt-fixtures';

type Page = { list: { id: number }[]; total: number; page_next_id: number | null };

// docs/api.md: the answer's page_next_id is the last row's id when more rows follow it, null on the last page, for
// every list: the resources' (resource.service), the tracing lists (tracing-list) and a work order's serial numbers
// (sn-list).
describe('keyset paging: page_next_id is null on the last page', () => {
  let api: ApiClient;
  let fx: ProductionFixture;

  // Three rows: one page of exactly three, or a page of two and a last page of one.
  const expectPaging = async (list: (filter: string) => Promise<Page>) => {
    const exact = await list('ps:3');
    expect(exact.list).toHaveLength(3);
    expect(exact.page_next_id).toBeNull();
    const first = await list('ps:2');
    expect(first.list).toHaveLength(2);
    expect(first.page_next_id).toBe(first.list[1].id);
    const last = await list(`ps:2 page_next_id:${first.page_next_id}`);
    expect(last.list.map((r) => r.id)).toEqual(exact.list.slice(2).map((r) => r.id));
    expect(last.page_next_id).toBeNull();
    // by page number too: the second page of two holds the last row
    expect((await list('ps:2 pn:2')).page_next_id).toBeNull();
    expect((await list('ps:1 pn:2')).page_next_id).toBe(exact.list[1].id);
  };

  fixtureSuite('list_paging', ProductionFixture, { workers: false }, (suite) => ({ api, fx } = suite));

  it('resource lists', async () => {
    const tag = `PG${token(3)}`;
    for (const n of [1, 2, 3])
      await api.ok('/api/v1/basicdata/department/create', { fnumber: `${tag}-${n}`, fname: `paging ${n}` });
    await expectPaging((filter) =>
      api.ok<Page>('/api/v1/basicdata/department/list', { filter: `search_key:${tag} ${filter}` }),
    );
  });

  it("a work order's serial numbers", async () => {
    const order = await fx.newWorkOrder({ fqty: 3 });
    await api.ok('/api/v1/product_mgt/worder/sn/generate', { worder_id: order.id });
    await expectPaging((filter) => api.ok<Page>('/api/v1/product_mgt/worder/sn/list', { worder_id: order.id, filter }));
  });

  it('tracing lists', async () => {
    const order = await fx.newWorkOrder({ fqty: 3 });
    await api.ok('/api/v1/product_mgt/worder/sn/generate', { worder_id: order.id });
    await expectPaging((filter) =>
      api.ok<Page>('/api/v1/product_coll/product_item/list', { filter: `worder_id:${order.id} ${filter}` }),
    );
  });
});
