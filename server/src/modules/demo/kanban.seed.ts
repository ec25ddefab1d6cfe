import { idOf, V1, type DemoApi } from './demo-api';

type Registered = { screen_id: number; projection_code: string };

// The screens of the demo factory's TVs, each bound to its board by its projection code as a supervisor does it:
// the assembly line, the SMT order and the package list. A real TV that pairs later gets a screen of its own.
export async function seedKanbanScreens(api: DemoApi, baseUrl: string, smtOrderId: number): Promise<void> {
  const listed = await api.ok<{ list: unknown[] }>(`${V1}/kanban_mgt/screen/list`, {});
  if (listed.list.length > 0) return;
  const screens: [string, Record<string, unknown>][] = [
    ['组装一线 大屏', { product_line_id: await idOf(api, 'basicdata/product_line', 'ASSY-01') }],
    ['SMT 一线 大屏', { smt_order_id: smtOrderId }],
    ['包装区 大屏', { board: 'package_list' }],
  ];
  for (const [name, target] of screens) {
    // A TV registers without a session (it has none): the same anonymous call.
    const res = await fetch(`${baseUrl}${V1}/kanban/screen/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'mes-demo-stage' },
      body: '{}',
    });
    const tv = ((await res.json()) as { data: Registered }).data;
    await api.ok(`${V1}/kanban/enter_projection_code`, { projection_code: tv.projection_code, ...target });
    await api.ok(`${V1}/kanban_mgt/screen/rename`, { screen_id: tv.screen_id, name });
  }
}
