import { NoSuchCall } from '@mes/server/core/api/app.exception';
import { openDataSource, runMigrations } from '@mes/server/core/database/data-source';
import { defineResource, type FieldDef } from '@mes/server/core/resource/resource.types';
import type { DataSource } from 'typeorm';
import { engineCalls, type EngineCalls } from '../support/engine-calls';
import { createTestDatabase, templateOf } from '../support/test-env';

const tr = (zh: string, en: string) => ({ 'zh-CN': zh, 'en-US': en });
const fbillno: FieldDef = { type: 'string', label: tr('单号', 'Number'), max: 32, required: true, unique: true };
const material: FieldDef = { type: 'int', label: tr('物料', 'Material'), required: true, ref: 'icitem' };

// A test-only pair of documents whose tables this test creates: a checked source is pushed down to one target (once),
// the header mapped by a function and a constant, each entry by a column and a function; the target records its
// source in source_id, which both links read.
const SRC = defineResource({
  name: 'doc_src',
  module: 'test_mgt',
  table: 'doc_src',
  label: tr('源单', 'Source document'),
  io: false,
  fields: { fbillno },
  entries: {
    table: 'doc_src_entry',
    parent: 'doc_src_id',
    label: tr('源单明细', 'Source entry'),
    fields: { icitem_id: material, qty: { type: 'number', label: tr('数量', 'Quantity'), required: true } },
  },
  links: {
    push_down: [
      {
        table: 'doc_tgt',
        route: '/doc_tgt',
        ids: 'SELECT id FROM doc_tgt WHERE source_id = $1',
        product: 'NULL',
        create: {
          resource: 'doc_tgt',
          header: { fbillno: (s) => `T-${String(s.fbillno)}`, fdesc: { value: 'pushed down' } },
          entries: { icitem_id: 'icitem_id', qty: (e) => Number(e.qty) * 2 },
          sourceColumn: 'source_id',
          require: { field: 'checked', in: [true] },
          once: true,
        },
      },
    ],
  },
});

const TGT = defineResource({
  name: 'doc_tgt',
  module: 'test_mgt',
  table: 'doc_tgt',
  label: tr('目标单', 'Target document'),
  io: false,
  fields: { fbillno, fdesc: { type: 'string', label: tr('备注', 'Remarks'), max: 64, default: '' } },
  entries: {
    table: 'doc_tgt_entry',
    parent: 'doc_tgt_id',
    label: tr('目标单明细', 'Target entry'),
    required: true,
    fields: {
      icitem_id: material,
      qty: { type: 'number', label: tr('数量', 'Quantity'), required: true, min: 0.001, maxValue: 100 },
    },
  },
  links: {
    push_up: [
      { table: 'doc_src', route: '/doc_src', ids: 'SELECT source_id FROM doc_tgt WHERE id = $1', product: 'NULL' },
    ],
  },
});

type Entry = { id: number; icitem_id: number; qty: number };
type Doc = { id: number; fbillno: string; fdesc: string; entries: Entry[] };

describe('push_down/create: a target document made from its source', () => {
  let ds: DataSource;
  let icitems: number[];

  let call: EngineCalls['call'];
  let refusal: EngineCalls['refusal'];
  const counts = async () =>
    (
      (await ds.query(
        'SELECT (SELECT count(*)::int FROM doc_tgt) AS docs, (SELECT count(*)::int FROM doc_tgt_entry) AS entries',
      )) as { docs: number; entries: number }[]
    )[0];
  const source = async (no: string, qtys: number[], checked = true) => {
    const doc = (await call('test_mgt/doc_src/create', {
      fbillno: no,
      entries: qtys.map((qty, i) => ({ icitem_id: icitems[i % 2], qty })),
    })) as Doc;
    if (checked) await call('test_mgt/doc_src/check', { id: doc.id });
    return doc;
  };

  beforeAll(async () => {
    ds = await openDataSource(await createTestDatabase('document_push', templateOf('bare')));
    await runMigrations(ds);
    const common = `checked boolean NOT NULL DEFAULT false, disabled boolean NOT NULL DEFAULT false, creater_id int,
      created_at timestamptz NOT NULL DEFAULT now(), updated_at timestamptz NOT NULL DEFAULT now()`;
    await ds.query(`CREATE TABLE doc_src (id serial PRIMARY KEY, fbillno varchar(32) NOT NULL UNIQUE, ${common})`);
    await ds.query(`CREATE TABLE doc_src_entry (id serial PRIMARY KEY, doc_src_id int NOT NULL REFERENCES doc_src(id),
      icitem_id int NOT NULL REFERENCES icitem(id), qty numeric(18, 3) NOT NULL)`);
    await ds.query(`CREATE TABLE doc_tgt (id serial PRIMARY KEY, fbillno varchar(32) NOT NULL UNIQUE,
      fdesc varchar(64) NOT NULL DEFAULT '', source_id int REFERENCES doc_src(id), ${common})`);
    await ds.query(`CREATE TABLE doc_tgt_entry (id serial PRIMARY KEY, doc_tgt_id int NOT NULL REFERENCES doc_tgt(id),
      icitem_id int NOT NULL REFERENCES icitem(id), qty numeric(18, 3) NOT NULL)`);
    const made = (await ds.query(
      `INSERT INTO icitem (fnumber, fname) SELECT 'PUSH-M' || g, 'material ' || g FROM generate_series(1, 2) g RETURNING id`,
    )) as { id: number }[];
    icitems = made.map((r) => r.id);
    ({ call, refusal } = engineCalls(ds, [SRC, TGT]));
  }, 90_000);

  afterAll(async () => {
    await ds?.destroy();
  });

  it('creates the target with the mapped header and entries; push_down and the target push_up answer the link', async () => {
    const src = await source('S-1', [1.5, 4]);
    const [made, ...more] = (await call('test_mgt/doc_src/push_down/create', { id: src.id })) as Doc[];
    expect(more).toEqual([]);
    expect([made.fbillno, made.fdesc]).toEqual(['T-S-1', 'pushed down']);
    expect(made.entries.map((e) => [e.icitem_id, e.qty])).toEqual([
      [icitems[0], 3],
      [icitems[1], 8],
    ]);
    expect(await call('test_mgt/doc_tgt', { id: made.id })).toEqual(made);
    expect(await call('test_mgt/doc_src/push_down', { id: src.id })).toMatchObject([
      { route: '/doc_tgt', id: made.id, fbillno: 'T-S-1', fnumber: '', fname: '' },
    ]);
    expect(await call('test_mgt/doc_tgt/push_up', { id: made.id })).toMatchObject([
      { route: '/doc_src', id: src.id, fbillno: 'S-1' },
    ]);
  });

  it('refuses a source in the wrong status, naming it, and writes nothing', async () => {
    const src = await source('S-2', [1], false);
    const before = await counts();
    expect(await refusal('test_mgt/doc_src/push_down/create', { id: src.id })).toEqual({
      err: 400,
      msg: `id: doc_src ${src.id} has checked false: push_down needs checked true`,
    });
    expect(await counts()).toEqual(before);
    expect((await refusal('test_mgt/doc_src/push_down/create', { id: 2_000_000 })).msg).toBe('id: no doc_src 2000000');
    expect((await refusal('test_mgt/doc_src/push_down/create', { id: src.id, x: 1 })).msg).toMatch(/^x: /);
  });

  it('rolls everything back when the target refuses a mapped entry', async () => {
    const src = await source('S-3', [10, 60]);
    const before = await counts();
    expect(await refusal('test_mgt/doc_src/push_down/create', { id: src.id })).toEqual({
      err: 400,
      msg: 'entries[1].qty: must be between 0.001 and 100',
    });
    expect(await counts()).toEqual(before);
    expect(await call('test_mgt/doc_src/push_down', { id: src.id })).toEqual([]);
  });

  it('makes one target of a once link under two concurrent pushes, and refuses the next push naming it', async () => {
    const src = await source('S-4', [2]);
    const results = await Promise.allSettled([
      call('test_mgt/doc_src/push_down/create', { id: src.id }),
      call('test_mgt/doc_src/push_down/create', { id: src.id }),
    ]);
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect([won.length, lost.length]).toEqual([1, 1]);
    const [target] = (won[0] as PromiseFulfilledResult<Doc[]>).value;
    expect((lost[0].reason as Error).message).toBe(
      `id: doc_src ${src.id} was already pushed down to doc_tgt ${target.id}`,
    );
    const linked = (await ds.query('SELECT id FROM doc_tgt WHERE source_id = $1', [src.id])) as { id: number }[];
    expect(linked).toEqual([{ id: target.id }]);
  });

  it('serves push_down/create only for a resource declaring a create link', async () => {
    const tgt = (await ds.query('SELECT id FROM doc_tgt LIMIT 1')) as { id: number }[];
    await expect(call('test_mgt/doc_tgt/push_down/create', { id: tgt[0].id })).rejects.toBeInstanceOf(NoSuchCall);
  });
});
