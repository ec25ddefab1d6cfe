import { syncAccess } from '@mes/server/modules/auth/standard-roles.sync';
import { STANDARD_ROLE_NAMES } from '@mes/server/modules/auth/standard-roles.data';
import pg from 'pg';
import { ApiClient } from '../support/api-client';
import { startBuiltHub, type Hub } from '../support/hub-processes';

type Row = { id: number; fname: string };

// The roles every install has (docs/roles.md): each demo user logs in and may do its role's work, and not the others'.
describe('standard roles', () => {
  let hub: Hub;
  const clients = new Map<string, ApiClient>();
  const as = (name: string) => clients.get(name)!;

  beforeAll(async () => {
    hub = await startBuiltHub('roles', { workers: false });
    for (const name of STANDARD_ROLE_NAMES) {
      const api = new ApiClient(hub.baseUrl);
      const answer = await api.login(name, name);
      if (answer.err !== 0) throw new Error(`login ${name}: ${answer.err} ${answer.msg}`);
      clients.set(name, api);
    }
  }, 90_000);

  afterAll(async () => {
    await hub?.stop();
  });

  it('logs each demo user in with its one role', async () => {
    for (const name of STANDARD_ROLE_NAMES) {
      const self = await as(name).ok<{ roles: string[] }>('/api/v1/basicdata/user/self');
      expect({ name, roles: self.roles }).toEqual({ name, roles: [name] });
    }
  });

  // [user, call, allowed]: a body that may be refused for its content (400) but not for the permission (1006).
  const MATRIX: [string, string, boolean][] = [
    ['operator', '/api/v1/mes-transfer/general_test/create', true],
    ['operator', '/api/v1/mes-transfer/packing/auto_pack', true],
    ['operator', '/api/v1/work/smt_feeding/scanning', true],
    ['operator', '/api/v1/work/smt_feeding/unlock_slot', false],
    ['operator', '/api/v1/stock_mgt/outstock/create', false],
    ['operator', '/api/v1/product_mgt/worder/create', false],
    ['operator', '/api/v1/basicdata/factory/list', false],
    // the handheld's order lists (the device display's SMT and work orders)
    ['operator', '/api/v1/kanban/smt_order/list', true],
    ['operator', '/api/v1/kanban/worder/list', true],
    ['operator', '/api/v1/kanban/worder_stat/list', false],
    ['supervisor', '/api/v1/product_mgt/worder/start_order', true],
    ['supervisor', '/api/v1/stat/product_line_stat/list', true],
    ['supervisor', '/api/v1/work/smt_feeding/unlock_slot', true],
    ['supervisor', '/api/v1/spc/spc_alarm/list', true],
    ['supervisor', '/api/v1/product_mgt/worder/delete', false],
    ['supervisor', '/api/v1/stock_mgt/outstock/create', false],
    ['supervisor', '/api/v1/basicdata/user/create', false],
    ['warehouse_clerk', '/api/v1/stock_mgt/outstock/create', true],
    ['warehouse_clerk', '/api/v1/stock_mgt/material_prepare/list', true],
    ['warehouse_clerk', '/api/v1/stock_mgt/icinventory/list', true],
    ['warehouse_clerk', '/api/v1/product_mgt/worder/create', false],
    ['warehouse_clerk', '/api/v1/mes-transfer/general_test/create', false],
    ['planner', '/api/v1/product_mgt/worder/create', true],
    ['planner', '/api/v1/product_mgt/smt_order/create', true],
    ['planner', '/api/v1/product_mgt/icpp/create', true],
    ['planner', '/api/v1/stock_mgt/outstock/list', true],
    ['planner', '/api/v1/stock_mgt/outstock/create', false],
    ['planner', '/api/v1/basicdata/role/list', false],
    ['maintenance', '/api/v1/device_maintenance/dm_record/create', true],
    ['maintenance', '/api/v1/device_maintenance/dm_item/list', true],
    ['maintenance', '/api/v1/basicdata/device_asset/create', true],
    ['maintenance', '/api/v1/product_mgt/worder/create', false],
    ['maintenance', '/api/v1/stock_mgt/outstock/create', false],
    ['admin', '/api/v1/basicdata/user/list', true],
  ];

  it.each(MATRIX)('%s calls %s: allowed %s', async (user, path, allowed) => {
    const answer = await as(user).call(path, {});
    if (allowed) expect(answer.err).not.toBe(1006);
    else
      expect(answer).toMatchObject({
        err: 1006,
        code: 'auth.roles_lack',
        msg: `permission: your roles do not include ${path.slice('/api/v1/'.length).replace(/\//g, '.')}`,
      });
    expect(answer.err).not.toBe(500);
  });

  it('keeps an admin-removed grant away when servers start again, and grants a new permission once', async () => {
    const admin = as('admin');
    const role = (await admin.ok<{ list: Row[] }>('/api/v1/basicdata/role/list', { filter: 'fname:planner' })).list[0];
    const db = new pg.Client({ connectionString: hub.env.DATABASE_URL });
    await db.connect();
    const pool = new pg.Pool({ connectionString: hub.env.DATABASE_URL });
    try {
      const grantsOf = async () =>
        (
          await db.query<{ fname: string }>(
            `SELECT p.fname FROM role_permission rp JOIN permission p ON p.id = rp.permission_id
             WHERE rp.role_id = $1 ORDER BY p.fname`,
            [role.id],
          )
        ).rows.map((r) => r.fname);
      const before = await grantsOf();
      expect(before).toContain('product_mgt.worder.create');
      await db.query(
        `DELETE FROM role_permission WHERE role_id = $1
         AND permission_id = (SELECT id FROM permission WHERE fname = 'product_mgt.worder.create')`,
        [role.id],
      );
      const codeNames = (await db.query<{ fname: string }>('SELECT fname FROM permission')).rows.map((r) => r.fname);
      // Two servers starting together with one permission the code has just gained.
      const results = await Promise.all([
        syncAccess(pool, [...codeNames, 'product_mgt.worder.demo_new']),
        syncAccess(pool, [...codeNames, 'product_mgt.worder.demo_new']),
      ]);
      expect(results.map((r) => r.newPermissions).sort()).toEqual([0, 1]);
      expect(results.flatMap((r) => r.newRoles)).toEqual([]);
      const after = await grantsOf();
      expect(after).not.toContain('product_mgt.worder.create');
      expect(after).toContain('product_mgt.worder.demo_new');
      expect(after.length).toBe(before.length);
      const { rows } = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM role_permission rp JOIN permission p ON p.id = rp.permission_id
         JOIN role r ON r.id = rp.role_id WHERE p.fname = 'product_mgt.worder.demo_new' AND r.fname = 'operator'`,
      );
      expect(rows[0].n).toBe(0);
    } finally {
      await pool.end();
      await db.end();
    }
  });
});
