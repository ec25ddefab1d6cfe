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

/** The machines every CFX spec declares: a dispenser and a tester of the assembly line, a mounter of the SMT line. */
export const H = { dl: 'SIM.ASSY.DL', gt: 'SIM.ASSY.GT', mnt: 'SIM.SMT.MNT' };

// The shared start of the CFX specs (issue 22, docs/cfx.md): a hub of the spec's own with its AMQP 1.0 endpoint on a
// free port, the demo factory's order started, three machines declared (the mounter shown as a device asset on the
// andon) and one AMQP 1.0 connection on 127.0.0.1 to publish on.
export class CfxFixture {
  private constructor(
    readonly hub: Hub,
    readonly api: ApiClient,
    readonly ids: DemoIds,
    readonly db: pg.Client,
    readonly link: CfxLink,
    readonly asset: Row,
    readonly port: number,
    readonly login: CfxLogin,
  ) {}

  static async open(label: string): Promise<CfxFixture> {
    const port = await freePort();
    const hub = await startBuiltHub(label, { env: { MES_CFX_PORT: String(port) } });
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
      return new CfxFixture(hub, api, ids, db, link, asset, port, login);
    } catch (e) {
      await hub.stop();
      throw e;
    }
  }

  async close(): Promise<void> {
    this.link.close();
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
    expect(await this.link.send(env)).toBe('accepted');
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
export function cfxSuite(label: string, take: (fx: CfxFixture) => void): void {
  let fx: CfxFixture | undefined;
  beforeAll(async () => {
    fx = await CfxFixture.open(label);
    take(fx);
  }, 180_000);
  afterAll(async () => {
    await fx?.close();
  });
}
