// The API as the demo stage uses it: a signed-in client of the hub's own calls (the simulator's SimClient is one), so
// everything the demo factory holds is made by the same calls as a user's actions and keeps every rule.
export type Envelope<T> = { err: number; msg: string; data: T };
export type DemoApi = {
  call<T>(path: string, body: unknown): Promise<Envelope<T>>;
  ok<T>(path: string, body: unknown): Promise<T>;
};
export type Row = { id: number; [field: string]: unknown };

export const V1 = '/api/v1';

/** The first row of a list filter, or null. */
export async function findOne(api: DemoApi, resource: string, filter: string): Promise<Row | null> {
  const page = await api.ok<{ list: Row[] }>(`${V1}/${resource}/list`, { filter });
  return page.list[0] ?? null;
}

/** The row of that code, made with `body` when there is none yet (a stage run again finds it). */
export async function ensure(
  api: DemoApi,
  resource: string,
  key: Record<string, string>,
  body: Record<string, unknown>,
): Promise<Row> {
  const filter = Object.entries(key)
    .map(([k, v]) => `${k}:"${v}"`)
    .join(' ');
  return (await findOne(api, resource, filter)) ?? api.ok<Row>(`${V1}/${resource}/create`, { ...key, ...body });
}

export async function idOf(api: DemoApi, resource: string, fnumber: string): Promise<number> {
  const row = await findOne(api, resource, `fnumber:"${fnumber}"`);
  if (!row) throw new Error(`the demo factory has no ${resource} ${fnumber}: seed it first (setup --demo)`);
  return row.id;
}

/** A record found by `filter`, else made by `create`: for records without a code of their own. */
export async function once(api: DemoApi, resource: string, filter: string, create: () => Promise<Row>): Promise<Row> {
  return (await findOne(api, resource, filter)) ?? create();
}
