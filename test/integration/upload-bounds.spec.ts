import { readFileSync } from 'node:fs';
import { tooManyEntries, tooMuchUnzipped } from '@mes/server/core/spreadsheet/spreadsheet.types';
import { bombEntry, deflated, zipOf } from '@mes/server/core/spreadsheet/zip.fixture';
import { ApiClient } from '../support/api-client';
import { startBuiltHub, type Hub } from '../support/hub-processes';
import { processesMentioning } from '../support/processes';
import { SERVER_MAIN } from '../../scripts/lib/hub';

const rssMiB = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

// An .xlsx bomb (issue 31): a 5 MB upload that inflated to 4.9 GB ended the server with "JavaScript heap out of
// memory". Sent as an import would send it (a raw-body draft, then the import naming it), it is refused naming the
// setting, the server's memory stays flat (RSS sampled from /proc) and it goes on answering.
describe('uploads read under bounds', () => {
  let hub: Hub;
  let api: ApiClient;
  let serverPid: number;

  beforeAll(async () => {
    hub = await startBuiltHub('upload_bounds', { workers: false, env: { MES_IMPORT_MAX_ENTRIES: '200' } });
    api = new ApiClient(hub.baseUrl);
    await api.login('admin', 'admin');
    const database = new URL(hub.env.DATABASE_URL).pathname.slice(1);
    serverPid = processesMentioning(database).find((p) => p.cmdline.includes(SERVER_MAIN))!.pid;
  }, 90_000);

  afterAll(async () => {
    await hub?.stop();
  });

  const importing = async (file: Buffer) => {
    const res = await fetch(`${hub.baseUrl}/api/v1/upload/drafts/xlsx`, {
      method: 'POST',
      headers: {
        'content-type': 'application/octet-stream',
        'x-filename': 'suppliers.xlsx',
        authorization: `Bearer ${api.token}`,
      },
      body: new Uint8Array(file),
    });
    const draft = (await res.json()) as { err: number; data: { draft_id: string } };
    expect(draft.err).toBe(0);
    return api.call<{ errors: { row: number; field: string; message: string }[] }>(
      '/api/v1/basicdata/supplier/import',
      { draft_id: draft.data.draft_id },
    );
  };

  it('refuses a 4.7 GB bomb in a 5 MB file naming the setting, with the server memory flat', async () => {
    const bomb = zipOf([deflated('[Content_Types].xml', '<Types/>'), bombEntry('xl/worksheets/sheet1.xml', 4800)]);
    const before = rssMiB(serverPid);
    for (let i = 0; i < 3; i++) {
      const answer = await importing(bomb);
      expect(answer).toMatchObject({
        err: 400,
        data: { errors: [{ row: 0, field: 'file', message: tooMuchUnzipped(32) }] },
      });
      // one inflated budget (32 MiB) at most, never the bomb: the server would need 4.7 GB
      expect(rssMiB(serverPid) - before).toBeLessThan(160);
    }
    expect((await api.call('/api/v1/basicdata/supplier/list', {})).err).toBe(0);
  });

  it('refuses an archive of more parts than MES_IMPORT_MAX_ENTRIES', async () => {
    const many = zipOf(Array.from({ length: 201 }, (_, i) => deflated(`xl/p${i}.xml`, '<p/>')));
    expect(await importing(many)).toMatchObject({
      err: 400,
      data: { errors: [{ row: 0, field: 'file', message: tooManyEntries(200) }] },
    });
  });
});
