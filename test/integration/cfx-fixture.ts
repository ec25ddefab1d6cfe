import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { CfxLink, type CfxLogin, type Envelope } from '@mes/server/cli/cfx/cfx-link';
import { machineLogin } from '@mes/server/cli/cfx/machine-login';
import { freePort } from '../../scripts/lib/ports';
import { ApiClient } from '../support/api-client';
import { demoIds, startOrder, type DemoIds } from '../support/factory-fixture';
import { startBuiltHub, type Hub } from '../support/hub-processes';
import { eventually } from '../support/test-env';

export type Msg = {
  id: string;
  status: string;
  reason: string;
  outcome: Record<string, unknown> | null;
  message_name: string;
};
export type Row = { id: number } & Record<string, unknown>;
export type Log = { station: string; result: number; source: string; items: number };
export const V1 = '/api/v1/cfx';

/** The first of the IPC-CFX SDK's own examples of a message (test/fixtures/cfx-examples/README.md), e.g.
 * `Production.TestAndInspection.UnitsTested`. */
export function cfxExample(name: string): Record<string, unknown> {
  const file = join(__dirname, '..', 'fixtures', 'cfx-examples', `CFX.${name}.json`);
  return (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>[])[0];
}

/** The machines every CFX spec declares: a dispenser and a tester of the assembly line, a mounter of the SMT line. */
export const H = { dl: 'SIM.ASSY.DL', gt: 'SIM.ASSY.GT', mnt: 'SIM.SMT.MNT' };

// The shared start of the CFX specs (issue 22, docs/cfx.md): a hub of the spec's own with its AMQP 1.0 endpoint on a
// free port, the demo factory's order started, three machines declared (the mounter shown as a device asset on the
// andon) and AMQP 1.0 connections on 127.0.0.1 to publish on: one login per station, as a login speaks for the
// machines of its station only (docs/cfx-auth.md); `link` and `login` are the dispenser's.
export class CfxFixture {
  private readonly links = new Map<number, Promise<CfxLink>>();

  private constructor(
    readonly hub: Hub,
    readonly api: ApiClient,
    readonly ids: DemoIds,
    readonly db: pg.Client,
    readonly link: CfxLink,
    readonly asset: Row,
    readonly port: number,
    readonly login: CfxLogin,
    private readonly label: string,
  ) {}

  static async open(label: string, env: Record<string, string> = {}): Promise<CfxFixture> {
    const port = await freePort();
    const hub = await startBuiltHub(label, { env: { ...env, MES_CFX_PORT: String(port) } });
    try {
      const api = new ApiClient(hub.baseUrl);
      await api.login('admin', 'admin');
      const ids = await demoIds(api);
      await startOrder(api, hub.env.DATABASE_URL, ids.worderId);
      const db = new pg.Client({ connectionString: hub.env.DATABASE_URL });
      await db.connect();
      const asset = await api.ok<Row>('/api/v1/basicdata/device_asset/create', {
        fnumber: 'AS-CFX-MNT',
        fname: 'Mounter 1',
        product_line_id: ids.smtLineId,
        status: 'in_use',
      });
      const machine = (handle: string, station: string, extra: Record<string, unknown> = {}) =>
        api.ok(`${V1}/cfx_machine/create`, { handle, fname: handle, station_id: ids.stations[station], ...extra });
      await machine(H.dl, 'ASSY-01-DL');
      await machine(H.gt, 'ASSY-01-GT');
      await machine(H.mnt, 'SMT-01-MNT', { device_asset_id: asset.id });
      const login = await machineLogin(api, `cfx-${label}`, ids.stations['ASSY-01-DL']);
      const link = await CfxLink.open({ host: '127.0.0.1', port, id: `cfx-${label}`, login });
      return new CfxFixture(hub, api, ids, db, link, asset, port, login, label);
    } catch (e) {
      await hub.stop();
      throw e;
    }
  }

  /** A login of its own at this station (made once per station and label). */
  loginAt(stationId: number): Promise<CfxLogin> {
    return machineLogin(this.api, `cfx-${this.label}-${stationId}`, stationId);
  }

  /** The connection that speaks for the machine with this handle: its station's login; the dispenser's otherwise. */
  async linkFor(handle: string): Promise<CfxLink> {
    const { rows } = await this.db.query<{ station_id: number }>(
      'SELECT station_id FROM cfx_machine WHERE handle = $1',
      [handle],
    );
    const station = rows[0]?.station_id;
    if (station === undefined || station === this.ids.stations['ASSY-01-DL']) return this.link;
    let link = this.links.get(station);
    if (!link) {
      link = this.loginAt(station).then((login) =>
        CfxLink.open({ host: '127.0.0.1', port: this.port, id: `cfx-${this.label}-${station}`, login }),
      );
      this.links.set(station, link);
    }
    return link;
  }

  async close(): Promise<void> {
    this.link.close();
    for (const l of this.links.values()) (await l.catch(() => null))?.close();
    await this.db.end();
    await this.hub.stop();
  }

  async row(source: string, uniqueId: string): Promise<Msg | undefined> {
    const { rows } = await this.db.query<Msg>(
      'SELECT id, status, reason, outcome, message_name FROM cfx_message WHERE source = $1 AND unique_id = $2',
      [source, uniqueId],
    );
    return rows[0];
  }

  /** publishes, checks the hub accepted it, waits until it is applied (or refused, or kept as unknown) */
  async apply(env: Envelope): Promise<Msg> {
    expect(await (await this.linkFor(env.Source)).send(env)).toBe('accepted');
    return eventually(
      `${env.MessageName} applied`,
      async () => {
        const r = await this.row(env.Source, env.UniqueID);
        return r && r.status !== 'received' ? r : undefined;
      },
      60_000,
    );
  }

  /** the station reports of an SN, oldest first */
  async logs(sn: string): Promise<Log[]> {
    const { rows } = await this.db.query<Log>(
      `SELECT s.fnumber AS station, l.result, l.source,
         (SELECT count(*)::int FROM station_log_item i WHERE i.station_log_id = l.id) AS items
       FROM station_log l JOIN station s ON s.id = l.station_id WHERE l.sn = $1 ORDER BY l.id`,
      [sn],
    );
    return rows;
  }
}

/** The describe block's CFX fixture: opened once before its first test, closed after its last. */
export function cfxSuite(label: string, take: (fx: CfxFixture) => void, env: Record<string, string> = {}): void {
  let fx: CfxFixture | undefined;
  beforeAll(async () => {
    fx = await CfxFixture.open(label, env);
    take(fx);
  }, 180_000);
  afterAll(async () => {
    await fx?.close();
  });
}
