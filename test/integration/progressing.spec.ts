import { spawnSync } from 'node:child_process';
import type { ProgressJob, RoomDelta } from '@mes/contracts';
import { xlsxOf } from '@mes/server/core/spreadsheet/spreadsheet.fixture';
import { ApiClient } from '../support/api-client';
import { BoardSocket } from '../support/board-socket';
import { startBuiltHub, type Hub } from '../support/hub-processes';
import { token } from '../support/resource-values';
import { eventually, requireEnv } from '../support/test-env';

type Jobs = { list: ProgressJob[]; total: number };
const ROWS = 5000;

// Long work as jobs the caller follows (000 §7): an import of a few thousand rows is answered running by
// /api/v1/progressing with done < total, pushed to the user's sockets, then done; a cancelled import keeps no row.
describe('progressing', () => {
  let hub: Hub;
  let api: ApiClient;
  let adminId: number;

  beforeAll(async () => {
    hub = await startBuiltHub('progressing', { workers: false });
    api = new ApiClient(hub.baseUrl);
    await api.login('admin', 'admin');
    adminId = (await api.ok<{ user: { id: number } }>('/api/v1/basicdata/user/self')).user.id;
  }, 90_000);

  afterAll(async () => {
    await hub?.stop();
  });

  async function suppliersFile(prefix: string): Promise<string> {
    const rows = Array.from({ length: ROWS }, (_, i) => [
      `${prefix}-${String(i).padStart(5, '0')}`,
      `Progress supplier ${i}`,
    ]);
    return (await xlsxOf([['fnumber', 'fname'], ...rows])).toString('base64');
  }

  const runningImport = (label: string) =>
    eventually(
      'the import running midway',
      async () => {
        const { list } = await api.ok<Jobs>('/api/v1/progressing');
        return list.find(
          (j) => j.kind === 'import' && j.label === label && j.status === 'running' && j.done > 0 && j.done < j.total,
        );
      },
      60_000,
    );

  const supplierCount = async (prefix: string) =>
    (await api.ok<{ total: number }>('/api/v1/basicdata/supplier/list', { filter: `search_key:${prefix}` })).total;

  it("answers an import running with done < total, pushes its steps to the user's sockets, then answers it done", async () => {
    const prefix = `PRG-${token()}`;
    const socket = new BoardSocket(hub.baseUrl, api.token!);
    await socket.connected();
    expect(await socket.join(`user:${adminId}`)).toMatchObject({ ok: true, room: `user:${adminId}` });
    expect(await socket.join(`user:${adminId + 1}`)).toMatchObject({ ok: false });
    const importing = api.call<{ imported: number }>('/api/v1/basicdata/supplier/import', {
      filename: 'suppliers.xlsx',
      content_base64: await suppliersFile(prefix),
    });

    const midway = await runningImport('supplier');
    expect(midway).toMatchObject({ total: ROWS, cancellable: true, cancel_requested: false, finished_at: null });
    expect(await importing).toMatchObject({ err: 0, data: { imported: ROWS } });
    expect(await supplierCount(prefix)).toBe(ROWS);

    for (const path of ['/api/v1/progressing', '/api/v1/mes-plugins/progressing']) {
      const { list } = await api.ok<Jobs>(path, { id: midway.id });
      expect(list).toEqual([
        expect.objectContaining({
          id: midway.id,
          kind: 'import',
          status: 'done',
          done: ROWS,
          total: ROWS,
          result: { imported: ROWS },
          error: null,
        }),
      ]);
    }
    const pushed = () =>
      socket.deltas.filter(
        (d): d is RoomDelta<'progress.changed'> =>
          d.event === 'progress.changed' && (d.data as ProgressJob).id === midway.id,
      );
    await eventually('the end pushed', async () => pushed().at(-1)?.data.status === 'done');
    expect(pushed().every((d) => d.room === `user:${adminId}`)).toBe(true);
    expect(pushed().some((d) => d.data.status === 'running' && d.data.done > 0 && d.data.done < ROWS)).toBe(true);
    expect(pushed().at(-1)?.data).toMatchObject({ done: ROWS, total: ROWS });
    socket.close();
  }, 120_000);

  it('cancels an import before it commits: the import answers the cancel and no row is written', async () => {
    const prefix = `CAN-${token()}`;
    const importing = api.call('/api/v1/basicdata/supplier/import', {
      filename: 'suppliers.xlsx',
      content_base64: await suppliersFile(prefix),
    });
    const running = await runningImport('supplier');

    expect(await api.ok('/api/v1/progressing/cancel', { id: running.id })).toMatchObject({
      id: running.id,
      cancel_requested: true,
    });
    const answer = await importing;
    expect(answer.err).toBe(400);
    expect(answer.msg).toMatch(/cancelled, nothing kept/);
    expect(answer.data).toEqual({ job_id: running.id, cancelled: true });
    expect(await supplierCount(prefix)).toBe(0);

    const { list } = await api.ok<Jobs>('/api/v1/progressing', { id: running.id });
    expect(list[0]).toMatchObject({ status: 'cancelled', total: ROWS });
    expect(list[0].done).toBeLessThan(ROWS);
    const again = await api.call('/api/v1/progressing/cancel', { id: running.id });
    expect(again).toMatchObject({ err: 400, msg: `id: job ${running.id} is already cancelled` });
  }, 120_000);

  it("refuses bad input and jobs that are not the caller's with a clear error", async () => {
    expect(await api.call('/api/v1/progressing', { ids: [1] })).toMatchObject({
      err: 400,
      msg: expect.stringMatching(/^ids: unknown field/),
    });
    expect(await api.call('/api/v1/progressing/cancel', {})).toMatchObject({
      err: 400,
      msg: 'id: must be a positive integer',
    });
    expect(await api.call('/api/v1/progressing/cancel', { id: 'x' })).toMatchObject({
      err: 400,
      msg: 'id: must be a positive integer',
    });
    expect(await api.call('/api/v1/progressing/cancel', { id: 987654 })).toMatchObject({
      err: 400,
      msg: 'id: no job 987654 of yours',
    });
    expect(await new ApiClient(hub.baseUrl).call('/api/v1/progressing')).toMatchObject({ err: 900 });
  });

  it('records an export as a job whose count reaches the rows written', async () => {
    const before = (await api.ok<{ total: number }>('/api/v1/basicdata/supplier/list', {})).total;
    const res = await fetch(`${hub.baseUrl}/api/v1/basicdata/supplier/export`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${api.token}` },
      body: JSON.stringify({ locale: 'en-US' }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    await res.arrayBuffer();
    const { list } = await api.ok<Jobs>('/api/v1/progressing');
    const job = list.find((j) => j.kind === 'export');
    expect(job).toMatchObject({ label: 'supplier', status: 'done', done: before, total: before });
  });

  it('runs the projection rebuild CLI as a rebuild job of the user it names', async () => {
    const run = spawnSync(
      process.execPath,
      [`${requireEnv('MES_ROOT')}/server/dist/cli/rebuild-projections.js`, `--owner=${adminId}`],
      { env: hub.env, encoding: 'utf8' },
    );
    expect(run.status).toBe(0);
    const { list } = await api.ok<Jobs>('/api/v1/progressing');
    const job = list.find((j) => j.kind === 'rebuild');
    expect(job).toMatchObject({ label: 'projections', status: 'done', error: null });
    expect(job?.done).toBe(job?.total);
    expect(job?.result).toEqual({ facts: job?.total });
  });
});
