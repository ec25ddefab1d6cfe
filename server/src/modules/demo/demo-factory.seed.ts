import type pg from 'pg';
import { WorkOrderStatus } from '@mes/contracts';
import { first, inTransaction, rows, run, sql, type Tx } from '../../core/db/sql';
import { checkedRows, rowShape } from '../../core/db/checked-rows';
import { queryRows } from '../../core/db/runtime-sql';
import { deriveSecret, encryptSecret } from '../auth';
import { STANDARD_ROLE_NAMES } from '../auth';
import { DEMO, demoSerialNumbers } from './demo-factory.data';

const LOCK = sql('demo.lock_organizations', 'LOCK TABLE organization IN EXCLUSIVE MODE');
const FOUND = sql('demo.organization_found', 'SELECT 1 FROM organization WHERE fnumber = $1');
const WORKFLOW_STATION = sql(
  'demo.workflow_station',
  'INSERT INTO workflow_station (workflow_id, seq, station_id) VALUES ($1, $2, $3)',
);
const SNS = sql('demo.worder_sns', 'INSERT INTO worder_sn (worder_id, sn) SELECT $1, unnest($2::varchar[])');
const ROLES = sql(
  'demo.standard_roles',
  `INSERT INTO role (fname, checked) SELECT unnest($1::varchar[]), true
       ON CONFLICT (fname) DO UPDATE SET fname = EXCLUDED.fname RETURNING id, fname`,
);
const USER_ROLE = sql('demo.user_role', 'INSERT INTO user_role (user_id, role_id) VALUES ($1, $2)');

// the id of a row a demo table's insert answers (its text is built from the row: checked rows)
const INSERTED = rowShape('demo.inserted', { id: 'number' });

// one row of a demo table (the table and column names are the seed's own literals), answering its id
async function insertOne(c: Tx, table: string, row: Record<string, unknown>): Promise<number> {
  const columns = Object.keys(row);
  const text = `INSERT INTO "${table}" (${columns.map((k) => `"${k}"`).join(', ')})
    VALUES (${columns.map((_k, i) => `$${i + 1}`).join(', ')}) RETURNING "id"`;
  const [made] = checkedRows(INSERTED, await queryRows(c, text, Object.values(row)));
  if (!made) throw new Error(`insert into ${table}: no row returned`);
  return made.id;
}

// Seeds the demo factory once; answers false when it was already there.
export async function seedDemoFactory(pool: pg.Pool, masterKey: string): Promise<boolean> {
  return inTransaction(pool, async (c) => {
    await run(c, LOCK, []);
    if (await first(c, FOUND, [DEMO.organization.fnumber])) return false;

    const organization_id = await insertOne(c, 'organization', { ...DEMO.organization, checked: true });
    const factory_id = await insertOne(c, 'factory', { ...DEMO.factory, organization_id, checked: true });
    const lineIds = new Map<string, number>();
    for (const line of DEMO.lines)
      lineIds.set(line.fnumber, await insertOne(c, 'product_line', { ...line, factory_id, checked: true }));
    const fnIds = new Map<string, number>();
    for (const fn of DEMO.functions)
      fnIds.set(fn.fnumber, await insertOne(c, 'station_function', { ...fn, checked: true }));
    const stationIds = new Map<string, number>();
    for (const s of DEMO.stations) {
      stationIds.set(
        s.fnumber,
        await insertOne(c, 'station', {
          fnumber: s.fnumber,
          fname: s.fname,
          product_line_id: lineIds.get(s.line),
          station_function_id: fnIds.get(s.fn),
          checked: true,
        }),
      );
    }
    const workflow_id = await insertOne(c, 'workflow', {
      fnumber: DEMO.workflow.fnumber,
      fname: DEMO.workflow.fname,
      checked: true,
    });
    for (const [i, code] of DEMO.workflow.stations.entries()) {
      await run(c, WORKFLOW_STATION, [workflow_id, i + 1, stationIds.get(code) ?? null]);
    }
    let product_id = 0;
    for (const p of DEMO.products) product_id = await insertOne(c, 'product', { ...p, workflow_id, checked: true });
    for (const item of DEMO.materials) await insertOne(c, 'icitem', { ...item, checked: true });
    // planned over the seeding day and the next, so the dashboard has a plan to set the output against
    const planStart = new Date();
    planStart.setHours(0, 0, 0, 0);
    const worder_id = await insertOne(c, 'worder', {
      fbillno: DEMO.worder.fbillno,
      product_id,
      product_line_id: lineIds.get('ASSY-01'),
      workflow_id,
      fqty: DEMO.worder.fqty,
      status: WorkOrderStatus.READY,
      checked: true,
      plan_start_at: planStart,
      plan_end_at: new Date(planStart.getTime() + DEMO.worder.planDays * 86_400_000),
    });
    const sns = demoSerialNumbers(DEMO.worder.snPrefix, DEMO.worder.fqty);
    await run(c, SNS, [worder_id, sns]);

    // The standard roles: their grants follow when a server starts (standard-roles.sync.ts).
    const roleIds = new Map<string, number>();
    for (const r of await rows(c, ROLES, [STANDARD_ROLE_NAMES])) roleIds.set(r.fname, r.id);
    for (const u of DEMO.users) {
      const user_id = await insertOne(c, 'users', {
        name: u.name,
        display_name: u.display_name,
        secret_enc: encryptSecret(deriveSecret(u.name, u.password), masterKey),
      });
      for (const role of u.roles) await run(c, USER_ROLE, [user_id, roleIds.get(role) ?? null]);
    }
    return true;
  });
}
