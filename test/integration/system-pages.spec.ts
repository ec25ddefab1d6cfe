import pg from 'pg';
import { GlobalSettings } from '@mes/server/modules/system/global-settings.service';
import { OpLogRecorder } from '@mes/server/modules/system/op-log.recorder';
import { ApiClient, secretOf } from '../support/api-client';
import { startBuiltHub, type Hub } from '../support/hub-processes';

type Setting = {
  key: string;
  type: 'int' | 'bool';
  value: number | boolean;
  default: number | boolean;
  updated_by: number | null;
};
type Settings = { groups: { name: string; settings: Setting[] }[] };
type LogRow = {
  id: number;
  user_id: number;
  user_name: string;
  module: string;
  path: string;
  record_id: string | null;
  ok: boolean;
  err: number | null;
  message: string;
  body: Record<string, unknown>;
};
type Prefs = { preferences: { tour_seen: boolean; locale: string | null }; show_tour: boolean };

const V1 = '/api/v1';
const LOG = `${V1}/system/op_log/list`;

// docs/system-pages.md: the global settings, the operation log and the per-account tour preference.
describe('system pages', () => {
  let hub: Hub;
  let admin: ApiClient;
  let db: pg.Client;
  let roleIds: Record<string, number>;

  const newUser = async (role: string): Promise<ApiClient> => {
    const name = `u${Math.random().toString(36).slice(2, 8)}`;
    const user = await admin.ok<{ id: number }>(`${V1}/basicdata/user/create`, {
      name,
      display_name: name,
      secret: secretOf(name, 'pw'),
    });
    await admin.ok(`${V1}/basicdata/user/roles/set`, { user_id: user.id, role_ids: [roleIds[role]] });
    const api = new ApiClient(hub.baseUrl);
    expect((await api.login(name, 'pw')).err).toBe(0);
    return api;
  };
  const valueOf = (s: Settings, key: string) => s.groups.flatMap((g) => g.settings).find((x) => x.key === key)?.value;

  beforeAll(async () => {
    hub = await startBuiltHub('system_pages', { workers: false });
    admin = new ApiClient(hub.baseUrl);
    await admin.login('admin', 'admin');
    const roles = await admin.ok<{ list: { id: number; fname: string }[] }>(`${V1}/basicdata/role/list`, {
      filter: 'ps:100',
    });
    roleIds = Object.fromEntries(roles.list.map((r) => [r.fname, r.id]));
    db = new pg.Client({ connectionString: hub.env.DATABASE_URL });
    await db.connect();
  }, 90_000);

  afterAll(async () => {
    await db?.end();
    await hub?.stop();
  });

  describe('global settings', () => {
    it('answers every group with its values, defaults first', async () => {
      const s = await admin.ok<Settings>(`${V1}/system/global_settings`);
      expect(s.groups.map((g) => g.name)).toEqual(['feeding', 'scheduling', 'materials', 'system']);
      expect(valueOf(s, 'smt_feeder.lock_after_failures')).toBe(3);
      expect(valueOf(s, 'op_log.retention_days')).toBe(180);
      expect(valueOf(s, 'tour.show_new_accounts')).toBe(true);
    });

    it('changes settings where the code reads them, and records who changed what', async () => {
      const answer = await admin.ok<Settings & { changed: string[] }>(`${V1}/system/global_settings/set`, {
        values: { 'smt_feeder.lock_after_failures': 5, 'op_log.retention_days': 90, 'icma.over_issue_percent': 0 },
      });
      // over_issue_percent was 0 already: not a change
      expect(answer.changed.sort()).toEqual(['op_log.retention_days', 'smt_feeder.lock_after_failures']);
      // the SMT feeding's own setting call reads the same row
      const feeder = await admin.ok<{ values: { lock_after_failures: number } }>(
        `${V1}/product_mgt/smt_feeder/setting`,
      );
      expect(feeder.values.lock_after_failures).toBe(5);
      const changes = await admin.ok<{
        list: { key: string; old_value: unknown; new_value: unknown; creater_id: number }[];
      }>(`${V1}/system/global_setting_change/list`, { filter: 'key:smt_feeder.lock_after_failures' });
      expect(changes.list[0]).toMatchObject({ old_value: 3, new_value: 5 });
      expect(changes.list[0].creater_id).toBeGreaterThan(0);
      // a change made by the SMT call shows on the page too
      await admin.ok(`${V1}/product_mgt/smt_feeder/setting`, { values: { lock_after_failures: 4 } });
      expect(valueOf(await admin.ok<Settings>(`${V1}/system/global_settings`), 'smt_feeder.lock_after_failures')).toBe(
        4,
      );
    });

    it('refuses bad values naming the field, and changes nothing of a refused set', async () => {
      const bad: [unknown, RegExp][] = [
        [{ values: { 'op_log.retention_days': 1 } }, /^values\.op_log\.retention_days: must be a whole number from 7/],
        [{ values: { 'op_log.retention_days': 30.5 } }, /^values\.op_log\.retention_days:/],
        [{ values: { 'tour.show_new_accounts': 'yes' } }, /^values\.tour\.show_new_accounts: must be true or false/],
        [{ values: { 'nope.key': 1 } }, /^values\.nope\.key: unknown setting/],
        [{ values: [] }, /^values: must be an object/],
        [{ values: {} }, /^values: give at least one/],
        [{ value: {} }, /^value: unknown field/],
      ];
      for (const [body, msg] of bad) {
        const a = await admin.call(`${V1}/system/global_settings/set`, body);
        expect({ err: a.err, msg: a.msg }).toEqual({ err: 400, msg: expect.stringMatching(msg) });
      }
      // all or none: the good key of a refused set is not written
      const mixed = await admin.call(`${V1}/system/global_settings/set`, {
        values: { 'production_scheduling.max_queue': 50, 'op_log.retention_days': 0 },
      });
      expect(mixed.err).toBe(400);
      expect(valueOf(await admin.ok<Settings>(`${V1}/system/global_settings`), 'production_scheduling.max_queue')).toBe(
        100,
      );
      expect((await admin.call(`${V1}/system/global_settings`, { x: 1 })).err).toBe(400);
    });

    it('is for admins: another role reads nor writes it', async () => {
      const planner = await newUser('planner');
      expect((await planner.call(`${V1}/system/global_settings`)).err).toBe(1006);
      expect(
        (await planner.call(`${V1}/system/global_settings/set`, { values: { 'op_log.retention_days': 30 } })).err,
      ).toBe(1006);
      expect((await planner.call(LOG)).err).toBe(1006);
    });

    it('two changes at once both land in the history, in order', async () => {
      await Promise.all(
        [11, 12].map((v) =>
          admin.ok(`${V1}/system/global_settings/set`, { values: { 'production_scheduling.max_queue': v } }),
        ),
      );
      const rows = (
        await db.query(
          `SELECT old_value, new_value FROM global_setting_change WHERE key = 'production_scheduling.max_queue' ORDER BY id`,
        )
      ).rows as { old_value: number; new_value: number }[];
      expect(rows).toHaveLength(2);
      expect(rows[0].old_value).toBe(100);
      expect(rows[1].old_value).toBe(rows[0].new_value);
    });
  });

  describe('operation log', () => {
    it('keeps each write call: who, which call, which record, the result; reads are not kept', async () => {
      const before = (await admin.ok<{ list: LogRow[] }>(LOG, { filter: 'ps:1' })).list[0]?.id ?? 0;
      const line = await admin.ok<{ id: number }>(`${V1}/basicdata/supplier/create`, {
        fnumber: 'OPLOG-L1',
        fname: 'Op log supplier',
      });
      await admin.ok(`${V1}/basicdata/supplier/update`, { id: line.id, fname: 'Op log supplier 2' });
      const refused = await admin.call(`${V1}/basicdata/supplier/create`, { fnumber: 'OPLOG-L1', fname: 'x' });
      expect(refused.err).toBe(400);
      await admin.ok(`${V1}/basicdata/supplier/list`);
      await admin.ok(`${V1}/basicdata/supplier`, { id: line.id });
      const rows = (await admin.ok<{ list: LogRow[] }>(LOG, { filter: `id:>${before} sort:id-asc` })).list;
      expect(rows.map((r) => [r.path, r.record_id, r.ok])).toEqual([
        ['basicdata/supplier/create', String(line.id), true],
        ['basicdata/supplier/update', String(line.id), true],
        ['basicdata/supplier/create', null, false],
      ]);
      expect(rows[0]).toMatchObject({ user_name: 'admin', module: 'basicdata', err: null });
      expect(rows[2]).toMatchObject({ err: 400 });
      expect(rows[2].message).toMatch(/fnumber/);
      expect(rows[1].body).toMatchObject({ id: line.id, fname: 'Op log supplier 2' });
    });

    it('masks secrets and filters by user, call, record and time with the list grammar', async () => {
      const op = await newUser('operator');
      const created = (await admin.ok<{ list: LogRow[] }>(LOG, { filter: 'path:basicdata/user/create ps:1' })).list[0];
      expect(created.body.secret).toBe('***');
      // a refused call is kept too (1006): the operator tried to change a setting
      await op.call(`${V1}/system/global_settings/set`, { values: { 'op_log.retention_days': 30 } });
      const mine = (await admin.ok<{ list: LogRow[] }>(LOG, { filter: `user_id:${created.record_id}` })).list;
      expect(mine).toHaveLength(1);
      expect(mine[0]).toMatchObject({ path: 'system/global_settings/set', ok: false, err: 1006 });
      const since = new Date(Date.now() - 60_000).toISOString();
      const bySearch = await admin.ok<{ list: LogRow[] }>(LOG, {
        filter: `module:basicdata created_at:>=${since} path:basicdata/user/roles/set user_name:admin`,
      });
      expect(bySearch.list.length).toBeGreaterThan(0);
      const later = await admin.ok<{ list: LogRow[] }>(LOG, {
        filter: `created_at:>${new Date(Date.now() + 60_000).toISOString()}`,
      });
      expect(later.list).toEqual([]);
      const bad = await admin.call(LOG, { filter: 'nosuchfield:1' });
      expect(bad.err).toBe(400);
    });

    it("answers a record's history to whoever may read the record, not the log itself", async () => {
      const dep = await admin.ok<{ id: number }>(`${V1}/basicdata/department/create`, {
        fnumber: 'OPLOG-H1',
        fname: 'History department',
      });
      await admin.ok(`${V1}/basicdata/department/update`, { id: dep.id, fname: 'History department 2' });
      await admin.ok(`${V1}/basicdata/department/check`, { id: dep.id, checked: true });
      await admin.ok(`${V1}/basicdata/department/check`, { id: dep.id, checked: false });
      // a planner reads departments but not the operation log
      const planner = await newUser('planner');
      expect((await planner.call(LOG, {})).err).toBe(1006);
      const history = await planner.ok<{ list: { action: string; user: string; ok: boolean; at: string }[] }>(
        `${V1}/basicdata/department/history`,
        { id: dep.id },
      );
      expect(history.list.map((h) => h.action)).toEqual(['uncheck', 'check', 'update', 'create']);
      expect(history.list.every((h) => h.ok && h.user !== '' && !Number.isNaN(Date.parse(h.at)))).toBe(true);
      // another record's calls are not in it; a missing record and a bad body are refused
      const other = await admin.ok<{ id: number }>(`${V1}/basicdata/department/create`, {
        fnumber: 'OPLOG-H2',
        fname: 'x',
      });
      expect(
        (await planner.ok<{ list: unknown[] }>(`${V1}/basicdata/department/history`, { id: other.id })).list,
      ).toHaveLength(1);
      expect((await planner.call(`${V1}/basicdata/department/history`, { id: 99_999_999 })).err).not.toBe(0);
      const bad = await planner.call(`${V1}/basicdata/department/history`, { id: dep.id, extra: 1 });
      expect(bad.err).toBe(400);
      // someone who may not read departments may not read their history
      const tech = await newUser('operator');
      expect((await tech.call(`${V1}/basicdata/department`, { id: dep.id })).err).toBe(1006);
      expect((await tech.call(`${V1}/basicdata/department/history`, { id: dep.id })).err).toBe(1006);
    });

    it('is read-only and exports as a spreadsheet', async () => {
      for (const action of ['create', 'update', 'delete', 'import'])
        await expect(admin.call(`${V1}/system/op_log/${action}`, {})).rejects.toThrow(/HTTP 404/);
      const file = await admin.call<Buffer>(`${V1}/system/op_log/export`, {
        filter: 'module:basicdata',
        locale: 'en-US',
      });
      expect(file.err).toBe(0);
      expect(file.data.subarray(0, 2).toString()).toBe('PK');
    });

    it('leaves station reports out, and never fails a call when it cannot write', async () => {
      await db.query('ALTER TABLE op_log RENAME TO op_log_away');
      try {
        const line = await admin.call<{ id: number }>(`${V1}/basicdata/supplier/create`, {
          fnumber: 'OPLOG-L2',
          fname: 'Logged nowhere',
        });
        expect(line.err).toBe(0);
      } finally {
        await db.query('ALTER TABLE op_log_away RENAME TO op_log');
      }
      const count = (await db.query(`SELECT count(*)::int AS n FROM op_log WHERE path LIKE 'mes-transfer/%'`))
        .rows[0] as { n: number };
      expect(count.n).toBe(0);
    });

    it('removes entries older than the retention, once an hour', async () => {
      await db.query(
        `UPDATE op_log SET created_at = now() - interval '400 days' WHERE path = 'basicdata/supplier/update'`,
      );
      await db.query(
        `UPDATE op_log SET created_at = now() - interval '300 days' WHERE path = 'basicdata/supplier/create'`,
      );
      await admin.ok(`${V1}/system/global_settings/set`, { values: { 'op_log.retention_days': 365 } });
      const pool = new pg.Pool({ connectionString: hub.env.DATABASE_URL, max: 1 });
      try {
        const warnings: string[] = [];
        const recorder = new OpLogRecorder(pool, new GlobalSettings(pool), (m) => warnings.push(m));
        expect(await recorder.purge()).toBe(1);
        expect(warnings).toEqual([]);
      } finally {
        await pool.end();
      }
      const paths = (await db.query(`SELECT path FROM op_log WHERE path LIKE 'basicdata/supplier/%'`)).rows as {
        path: string;
      }[];
      expect(paths.map((p) => p.path)).not.toContain('basicdata/supplier/update');
      expect(paths.map((p) => p.path)).toContain('basicdata/supplier/create');
    });
  });

  describe('preferences', () => {
    it('a new account sees the tour once, on any browser', async () => {
      const clerk = await newUser('warehouse_clerk');
      expect(await clerk.ok<Prefs>(`${V1}/user/preferences`)).toEqual({
        preferences: { tour_seen: false, locale: null },
        show_tour: true,
      });
      await clerk.ok(`${V1}/user/preferences/set`, { values: { tour_seen: true } });
      // another login (another browser) of the same account
      const again = new ApiClient(hub.baseUrl, null);
      const name = (await db.query('SELECT name FROM users ORDER BY id DESC LIMIT 1')).rows[0] as { name: string };
      expect((await again.login(name.name, 'pw')).err).toBe(0);
      expect((await again.ok<Prefs>(`${V1}/user/preferences`)).show_tour).toBe(false);
      // the admin's own is untouched
      expect((await admin.ok<Prefs>(`${V1}/user/preferences`)).show_tour).toBe(true);
    });

    it('the global switch hides the tour from everyone', async () => {
      await admin.ok(`${V1}/system/global_settings/set`, { values: { 'tour.show_new_accounts': false } });
      expect((await admin.ok<Prefs>(`${V1}/user/preferences`)).show_tour).toBe(false);
      await admin.ok(`${V1}/system/global_settings/set`, { values: { 'tour.show_new_accounts': true } });
    });

    it('refuses bad preferences naming the field, and needs a session', async () => {
      const bad: [unknown, RegExp][] = [
        [{ values: { tour_seen: 'yes' } }, /^values\.tour_seen: must be true or false/],
        [{ values: { theme: 'dark' } }, /^values\.theme: unknown preference/],
        [{ values: { locale: 'fr-FR' } }, /^values\.locale: must be one of zh-CN, en-US$/],
        [{ values: null }, /^values: must be an object/],
        [{}, /^values: must be an object/],
        [{ values: { tour_seen: true }, extra: 1 }, /^extra: unknown field/],
      ];
      for (const [body, msg] of bad) {
        const a = await admin.call(`${V1}/user/preferences/set`, body);
        expect({ err: a.err, msg: a.msg }).toEqual({ err: 400, msg: expect.stringMatching(msg) });
      }
      expect((await admin.call(`${V1}/user/preferences`, {}, null)).err).toBe(900);
    });
  });
});
