import { WorkOrderStatus } from '@mes/contracts';
import { openDataSource, runMigrations } from '@mes/server/core/database/data-source';
import { poolOf } from '../support/pool-of';
import { decryptSecret, deriveSecret } from '@mes/server/modules/auth/login-secret';
import { STANDARD_ROLE_NAMES } from '@mes/server/modules/auth/standard-roles.data';
import { DEMO } from '@mes/server/modules/demo/demo-factory.data';
import { seedDemoFactory } from '@mes/server/modules/demo/demo-factory.seed';
import type { DataSource } from 'typeorm';
import { createTestDatabase, templateOf } from '../support/test-env';

describe(seedDemoFactory.name, () => {
  let ds: DataSource;
  const key = 'demo-seed-master-key';

  beforeAll(async () => {
    ds = await openDataSource(await createTestDatabase('seed', templateOf('bare')));
    await runMigrations(ds);
  });

  afterAll(async () => {
    await ds?.destroy();
  });

  it('seeds the demo factory once, and only once', async () => {
    const pool = poolOf(ds);
    const results = await Promise.all([seedDemoFactory(pool, key), seedDemoFactory(pool, key)]);
    expect(results.sort()).toEqual([false, true]);
    expect(await seedDemoFactory(pool, key)).toBe(false);
    const [{ count }] = await ds.query('SELECT count(*)::int AS count FROM organization');
    expect(count).toBe(1);
  });

  it('has two lines, one SMT and one assembly, and a workflow over stations with functions', async () => {
    const lines = await ds.query('SELECT line_type FROM product_line ORDER BY line_type');
    expect(lines.map((l: { line_type: string }) => l.line_type)).toEqual(['assembly', 'smt']);
    const steps = await ds.query(`SELECT s.fnumber, f.fnumber AS fn FROM workflow_station ws
      JOIN station s ON s.id = ws.station_id JOIN station_function f ON f.id = s.station_function_id ORDER BY ws.seq`);
    expect(steps.map((s: { fnumber: string }) => s.fnumber)).toEqual([...DEMO.workflow.stations]);
  });

  it('has a ready work order with 200 serial numbers', async () => {
    const [order] = await ds.query('SELECT id, status, fqty FROM worder WHERE fbillno = $1', [DEMO.worder.fbillno]);
    expect(order.status).toBe(WorkOrderStatus.READY);
    expect(order.fqty).toBe(200);
    const [{ count }] = await ds.query('SELECT count(DISTINCT sn)::int AS count FROM worder_sn WHERE worder_id = $1', [
      order.id,
    ]);
    expect(count).toBe(200);
  });

  it('has a user for each standard role, its secret stored encrypted, never the password', async () => {
    const users = await ds.query(`SELECT u.name, u.secret_enc, array_agg(r.fname) AS roles FROM users u
      JOIN user_role ur ON ur.user_id = u.id JOIN role r ON r.id = ur.role_id GROUP BY u.id ORDER BY u.name`);
    expect(users.map((u: { name: string; roles: string[] }) => [u.name, u.roles])).toEqual(
      [...STANDARD_ROLE_NAMES].sort().map((n) => [n, [n]]),
    );
    const admin = users[0] as { secret_enc: string };
    expect(admin.secret_enc).not.toContain('admin');
    expect(admin.secret_enc).not.toContain(deriveSecret('admin', 'admin'));
    expect(decryptSecret(admin.secret_enc, key)).toBe(deriveSecret('admin', 'admin'));
  });
});
