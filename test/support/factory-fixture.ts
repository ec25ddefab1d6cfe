import pg from 'pg';
import { REPORT_CALL_OF_FUNCTION } from '@mes/contracts';
import type { ApiClient } from './api-client';

export type DemoIds = {
  worderId: number;
  lineId: number;
  smtLineId: number;
  stations: Record<string, number>;
  sns: string[];
};

// The demo factory's ids, looked up through the API.
export async function demoIds(api: ApiClient): Promise<DemoIds> {
  const stations: Record<string, number> = {};
  const list = await api.ok<{ list: { id: number; fnumber: string }[] }>('/api/v1/basicdata/station/list', {
    filter: 'ps:100',
  });
  for (const s of list.list) stations[s.fnumber] = s.id;
  const lines = await api.ok<{ list: { id: number; fnumber: string }[] }>('/api/v1/basicdata/product_line/list', {});
  const worder = await api
    .ok<{ list: { id: number }[] }>('/api/v1/product_mgt/worder/list', { filter: 'fbillno:WO-DEMO-0001' })
    .catch(() => null);
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
// the demo stations of the flow and their functions (demo-factory.data.ts)
export const CALL_OF: Record<(typeof FLOW)[number], string> = {
  'ASSY-01-DL': REPORT_CALL_OF_FUNCTION.DOWNLOAD,
  'ASSY-01-GT': REPORT_CALL_OF_FUNCTION.GENERAL_TEST,
  'ASSY-01-MMI': REPORT_CALL_OF_FUNCTION.MMI_TEST,
  'ASSY-01-OUT': REPORT_CALL_OF_FUNCTION.CHECK_OUTWARD,
};
