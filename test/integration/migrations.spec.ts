import { openDataSource, runMigrations } from '@mes/server/core/database/data-source';
import { MIGRATIONS } from '@mes/server/core/database/migrations';
import { createTestDatabase } from '../support/test-env';

describe('migrations', () => {
  it('apply every migration once even when several processes start together', async () => {
    const url = await createTestDatabase('migrations');
    const sources = await Promise.all([openDataSource(url), openDataSource(url), openDataSource(url)]);
    try {
      const applied = await Promise.all(sources.map((ds) => runMigrations(ds)));
      // Exactly one of the three ran them; the others waited on the lock and found nothing to do.
      expect(applied.flat().sort()).toEqual(MIGRATIONS.map((m) => m.name).sort());
      const rows = await sources[0].query('SELECT name FROM migrations ORDER BY id');
      expect(rows.map((r: { name: string }) => r.name)).toEqual(MIGRATIONS.map((m) => m.name));
      expect(await runMigrations(sources[1])).toEqual([]);
    } finally {
      await Promise.all(sources.map((ds) => ds.destroy()));
    }
  });

  it('create the foundation tables with their constraints', async () => {
    const ds = await openDataSource(await createTestDatabase('schema'));
    try {
      await runMigrations(ds);
      const tables = await ds.query(`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'`);
      const names = tables.map((t: { table_name: string }) => t.table_name);
      for (const t of [
        'organization',
        'factory',
        'product_line',
        'station',
        'workflow',
        'worder',
        'worder_sn',
        'users',
        'outbox',
      ]) {
        expect(names).toContain(t);
      }
      await expect(
        ds.query(`INSERT INTO product_line (fnumber, fname, factory_id, line_type) VALUES ('x', 'x', 1, 'smt')`),
      ).rejects.toThrow(/foreign key/);
    } finally {
      await ds.destroy();
    }
  });
});
