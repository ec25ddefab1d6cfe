import pg from 'pg';
import type { ApiClient } from './api-client';

export type DemoIds = { worderId: number; lineId: number; smtLineId: number; stations: Record<string, number>; sns: string[] };

// The demo factory's ids, looked up through the API.
export async function demoIds(api: ApiClient): Promise<DemoIds> {
  const stations: Record<string, number> = {};
  const list = await api.ok<{ list: { id: number; fnumber: string }[] }>('/api/v1/basicdata/station/list', { filter: 'ps:100' });
  for (const s of list.list) stations[s.fnumber] = s.id;
  const lines = await api.ok<{ list: { id: number; fnumber: string }[] }>('/api/v1/basicdata/product_line/list', {});
  const worder = await api.ok<{ list: { id: number }[] }>('/api/v1/product_mgt/worder/list', { filter: 'fbillno:WO-DEMO-0001' }).catch(() => null);
  return {
    worderId: worder?.list[0]?.id ?? 1,
    lineId: lines.list.find((l) => l.fnumber === 'ASSY-01')!.id,
    smtLineId: lines.list.find((l) => l.fnumber === 'SMT-01')!.id,
    stations,
    sns: Array.from({ length: 200 }, (_, i) => `SM200DEMO${String(i + 1).padStart(6, '0')}`),
  };
}

// Starts a work order: through the API when the state machine is there, else directly (test setup only).
export async function startOrder(api: ApiClient, databaseUrl: string, worderId: number): Promise<void> {
  const answer = await api.call('/api/v1/product_mgt/worder/start_order', { id: worderId }).catch(() => null);
  if (answer?.err === 0) return;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query('UPDATE worder SET status = 2 WHERE id = $1', [worderId]);
  await client.end();
}

export const FLOW = ['ASSY-01-DL', 'ASSY-01-GT', 'ASSY-01-MMI', 'ASSY-01-OUT'] as const;
export const CALL_OF: Record<(typeof FLOW)[number], string> = {
  'ASSY-01-DL': '/api/v2/mes-transfer/download/create',
  'ASSY-01-GT': '/api/v2/mes-transfer/general_test/create',
  'ASSY-01-MMI': '/api/v2/mes-transfer/mmi_test/mmi_test',
  'ASSY-01-OUT': '/api/v2/mes-transfer/function_outward_test/create',
};
