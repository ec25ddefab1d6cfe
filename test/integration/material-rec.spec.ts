import pg from 'pg';
import { ApiClient } from '../support/api-client';
import { startBuiltHub, type Hub } from '../support/hub-processes';

type Rec = {
  id: number;
  fbillno: string;
  ftype: string;
  parent_barcode: string;
  entries: { barcode: string; fqty: number }[];
  checked: boolean;
};

// stock_mgt/material_rec: what the handheld's assemble/disassemble form writes, and the family of a barcode.
describe('material assembly records', () => {
  let hub: Hub;
  let api: ApiClient;
  const V1 = '/api/v1/stock_mgt/material_rec';

  beforeAll(async () => {
    hub = await startBuiltHub('material_rec', { workers: false });
    api = new ApiClient(hub.baseUrl);
    await api.login('admin', 'admin');
  }, 90_000);

  afterAll(async () => {
    await hub?.stop();
  });

  it('creates a record as the handheld sends it, numbering it', async () => {
    const rec = await api.ok<Rec>(`${V1}/create`, {
      ftype: 'assemble',
      parent_barcode: 'PCBA-1',
      entries: [{ barcode: 'REEL-A', fqty: 2 }],
      fdesc: '',
    });
    expect(rec).toMatchObject({
      ftype: 'assemble',
      parent_barcode: 'PCBA-1',
      entries: [{ barcode: 'REEL-A', fqty: 2 }],
      checked: false,
    });
    expect(rec.fbillno).toMatch(/^MR\d{8}-\d{6,}$/);
  });

  it('saves and checks in one call, and creates from a handheld', async () => {
    expect(
      (
        await api.ok<Rec>(`${V1}/saveAndcheck`, {
          ftype: 'assemble',
          parent_barcode: 'PCBA-2',
          entries: [{ barcode: 'REEL-B', fqty: 1 }],
        })
      ).checked,
    ).toBe(true);
    expect(
      (
        await api.ok<Rec>(`${V1}/createRec4PDA`, {
          ftype: 'disassemble',
          parent_barcode: 'PCBA-1',
          entries: [{ barcode: 'REEL-A', fqty: 1 }],
        })
      ).ftype,
    ).toBe('disassemble');
  });

  it('saves and checks together or not at all: a check refused after the save leaves nothing saved', async () => {
    // A rule the check breaks and the save does not: the record's INSERT passes, its UPDATE to checked fails.
    const db = new pg.Client({ connectionString: hub.env.DATABASE_URL });
    await db.connect();
    try {
      await db.query(
        `ALTER TABLE material_rec ADD CONSTRAINT refuse_check_of_test CHECK (NOT (checked AND parent_barcode = 'PCBA-REFUSED'))`,
      );
      const refused = await api.call(`${V1}/saveAndcheck`, {
        ftype: 'assemble',
        parent_barcode: 'PCBA-REFUSED',
        entries: [{ barcode: 'REEL-R', fqty: 1 }],
      });
      // a rule of no one column, made here: refused as the body's, never by the constraint's name (sql-errors.ts)
      expect(refused).toMatchObject({ err: 400, msg: 'body: is outside the values allowed here' });
      expect((await db.query(`SELECT id FROM material_rec WHERE parent_barcode = 'PCBA-REFUSED'`)).rows).toEqual([]);
      expect(
        (
          await db.query(
            `SELECT id FROM outbox WHERE topic LIKE 'material_rec.%' AND payload->>'id' NOT IN (SELECT id::text FROM material_rec)`,
          )
        ).rows,
      ).toEqual([]);
    } finally {
      await db.query('ALTER TABLE material_rec DROP CONSTRAINT IF EXISTS refuse_check_of_test');
      await db.end();
    }
  });

  it('answers the family of a barcode, as parent or as material', async () => {
    expect((await api.ok<Rec[]>(`${V1}/family`, { barcode: 'PCBA-1' })).map((r) => r.ftype)).toEqual([
      'assemble',
      'disassemble',
    ]);
    expect((await api.ok<Rec[]>(`${V1}/family`, { barcode: 'REEL-B' })).map((r) => r.parent_barcode)).toEqual([
      'PCBA-2',
    ]);
  });

  it('names the bad part of the entries', async () => {
    const bad = await api.call(`${V1}/create`, {
      ftype: 'assemble',
      parent_barcode: 'P',
      entries: [{ barcode: '', fqty: 1 }],
    });
    expect(bad).toMatchObject({ err: 400, msg: expect.stringMatching(/^entries\[0\]\.barcode:/) });
    expect(
      (await api.call(`${V1}/create`, { ftype: 'swap', parent_barcode: 'P', entries: [{ barcode: 'x' }] })).msg,
    ).toMatch(/^ftype:/);
  });
});
