import type { SimClient } from './sim-client';

export type Step = { station_id: number; fnumber: string; fn: string };
export type Order = {
  id: number;
  fbillno: string;
  status: number;
  workflow_id: number;
  product_id: number;
  product_line_id: number;
};

type Row = Record<string, unknown> & { id: number };

// The order to run on a line: a working one, else a ready one started, else a new one with its serial numbers.
export async function orderToRun(api: SimClient, lineFnumber: string): Promise<Order> {
  const lines = await api.ok<{ list: Row[] }>('/api/v1/basicdata/product_line/list', {
    filter: `fnumber:"${lineFnumber}"`,
  });
  const line = lines.list[0];
  if (!line) throw new Error(`no line ${lineFnumber}`);
  const orders = await api.ok<{ list: Order[] }>('/api/v1/product_mgt/worder/list', {
    filter: `product_line_id:${line.id} sort:id-asc ps:100`,
  });
  const working = orders.list.find((o) => o.status === 2);
  if (working) return working;
  const ready = orders.list.find((o) => o.status === 1) ?? (await newOrder(api, orders.list[orders.list.length - 1]));
  return api.ok<Order>('/api/v1/product_mgt/worder/start_order', { id: ready.id });
}

async function newOrder(api: SimClient, last: Order | undefined): Promise<Order> {
  if (!last) throw new Error('no order to copy: seed the demo factory first');
  const n = Date.now().toString(36).toUpperCase();
  const order = await api.ok<Order>('/api/v1/product_mgt/worder/create', {
    fbillno: `WO-SIM-${n}`,
    product_id: last.product_id,
    product_line_id: last.product_line_id,
    workflow_id: last.workflow_id,
    fqty: 200,
    sn_prefix: `SIM${n}`,
  });
  await api.ok('/api/v1/product_mgt/worder/sn/generate', { worder_id: order.id });
  return order;
}

export async function stepsOf(api: SimClient, workflowId: number): Promise<Step[]> {
  const rows = await api.ok<
    {
      station_id: number;
      station?: { fnumber: string };
      fnumber?: string;
      station_function?: { fnumber: string } | null;
    }[]
  >('/api/v1/product_mgt/workflow/stations', { workflow_id: workflowId });
  return rows.map((r) => ({
    station_id: r.station_id,
    fnumber: r.station?.fnumber ?? r.fnumber ?? String(r.station_id),
    fn: r.station_function?.fnumber ?? '',
  }));
}

export async function serialNumbers(api: SimClient, worderId: number): Promise<string[]> {
  const page = await api.ok<{ list: { sn: string }[] }>('/api/v1/product_mgt/worder/sn/list', {
    worder_id: worderId,
    filter: 'ps:1000 sort:id-asc',
  });
  return page.list.map((r) => r.sn);
}
