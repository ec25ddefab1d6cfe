import pg from 'pg';
import type { DeviceAlert } from '@mes/contracts';
import { CfxLink, envelope, type CfxLogin, type Envelope } from '@mes/server/cli/cfx/cfx-link';
import { machineLogin } from '@mes/server/cli/cfx/machine-login';
import { MachineSim } from '@mes/server/cli/cfx/machine-sim';
import { freePort } from '../../scripts/lib/ports';
import { ApiClient } from '../support/api-client';
import { BoardSocket } from '../support/board-socket';
import { demoIds, FLOW, startOrder, type DemoIds } from '../support/factory-fixture';
import { startBuiltHub, type Hub } from '../support/hub-processes';
import { eventually } from '../support/test-env';
import { FEEDING_SLOTS, SmtFixture } from './smt-fixtures';

type Msg = {
  id: string;
  status: string;
  reason: string;
  outcome: Record<string, unknown> | null;
  message_name: string;
};
type Row = { id: number } & Record<string, unknown>;
const V1 = '/api/v1/cfx';

// IPC-CFX machines over a real AMQP 1.0 connection (issue 22, docs/cfx.md): each message family, stored before it is
// applied, applied once, malformed and unknown ones kept and listed.
describe('IPC-CFX machines', () => {
  let hub: Hub;
  let api: ApiClient;
  let ids: DemoIds;
  let db: pg.Client;
  let link: CfxLink;
  let login: CfxLogin;
  let asset: Row;
  const H = { dl: 'SIM.ASSY.DL', gt: 'SIM.ASSY.GT', mnt: 'SIM.SMT.MNT' };

  const row = async (source: string, uniqueId: string): Promise<Msg | undefined> =>
    (
      await db.query<Msg>(
        'SELECT id, status, reason, outcome, message_name FROM cfx_message WHERE source = $1 AND unique_id = $2',
        [source, uniqueId],
      )
    ).rows[0];
  // publishes, checks the hub accepted it, waits until it is applied (or refused, or kept as unknown)
  const apply = async (env: Envelope): Promise<Msg> => {
    expect(await link.send(env)).toBe('accepted');
    return eventually(
      `${env.MessageName} applied`,
      async () => {
        const r = await row(env.Source, env.UniqueID);
        return r && r.status !== 'received' ? r : undefined;
      },
      60_000,
    );
  };
  const logs = async (sn: string) =>
    (
      await db.query<{ station: string; result: number; source: string; items: number }>(
        `SELECT s.fnumber AS station, l.result, l.source,
           (SELECT count(*)::int FROM station_log_item i WHERE i.station_log_id = l.id) AS items
         FROM station_log l JOIN station s ON s.id = l.station_id WHERE l.sn = $1 ORDER BY l.id`,
        [sn],
      )
    ).rows;

  beforeAll(async () => {
    const port = await freePort();
    hub = await startBuiltHub('cfx', { env: { MES_CFX_PORT: String(port) } });
    api = new ApiClient(hub.baseUrl);
    await api.login('admin', 'admin');
    ids = await demoIds(api);
    await startOrder(api, hub.env.DATABASE_URL, ids.worderId);
    db = new pg.Client({ connectionString: hub.env.DATABASE_URL });
    await db.connect();
    asset = await api.ok<Row>('/api/v1/basicdata/device_asset/create', {
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
    login = await machineLogin(api, 'cfx-spec', ids.stations['ASSY-01-DL']);
    link = await CfxLink.open({ host: '127.0.0.1', port, id: 'cfx-spec', login });
  }, 180_000);

  afterAll(async () => {
    link?.close();
    await db?.end();
    await hub?.stop();
  });

  it('declares machines on the engine: a handle is unique and names a station', async () => {
    const dup = await api.call(`${V1}/cfx_machine/create`, { handle: H.dl, station_id: ids.stations['ASSY-01-DL'] });
    expect(dup).toMatchObject({ err: 400, msg: expect.stringMatching(/^handle/) });
    const none = await api.call(`${V1}/cfx_machine/create`, { handle: 'X.Y' });
    expect(none).toMatchObject({ err: 400, msg: expect.stringMatching(/^station_id/) });
  });

  it('production: a work transaction reports its units through the station report rules, once per unit', async () => {
    const [sn] = ids.sns;
    const tx = 'b0a7c0de-0000-4000-8000-000000000001';
    expect((await apply(envelope(H.dl, 'Production.UnitsArrived', { Units: [{ UnitIdentifier: sn }] }))).status).toBe(
      'applied',
    );
    await apply(
      envelope(H.dl, 'Production.WorkStarted', {
        TransactionID: tx,
        PrimaryIdentifier: sn,
        Units: [{ UnitIdentifier: sn, PositionNumber: 1 }],
      }),
    );
    const done = await apply(envelope(H.dl, 'Production.WorkCompleted', { TransactionID: tx, Result: 'Completed' }));
    expect(done).toMatchObject({ status: 'applied', reason: '' });
    expect(await logs(sn)).toEqual([{ station: 'ASSY-01-DL', result: 1, source: 'cfx', items: 0 }]);

    // a tester: UnitsTested carries the verdict and the tests; its WorkCompleted does not report the unit again
    const tx2 = 'b0a7c0de-0000-4000-8000-000000000002';
    await apply(envelope(H.gt, 'Production.WorkStarted', { TransactionID: tx2, Units: [{ UnitIdentifier: sn }] }));
    const tested = await apply(
      envelope(H.gt, 'Production.TestAndInspection.UnitsTested', {
        TransactionID: tx2,
        TestedUnits: [
          {
            UnitIdentifier: sn,
            OverallResult: 'Passed',
            Tests: [
              {
                TestName: 'vbat',
                Result: 'Passed',
                Measurements: [{ Name: 'vbat', MeasuredValue: { Value: 3.41, ValueUnits: 'V' } }],
              },
            ],
          },
        ],
      }),
    );
    expect(tested.status).toBe('applied');
    await apply(envelope(H.gt, 'Production.WorkCompleted', { TransactionID: tx2, Result: 'Completed' }));
    await apply(envelope(H.gt, 'Production.UnitsDeparted', { Units: [{ UnitIdentifier: sn }] }));
    expect(await logs(sn)).toEqual([
      { station: 'ASSY-01-DL', result: 1, source: 'cfx', items: 0 },
      { station: 'ASSY-01-GT', result: 1, source: 'cfx', items: 1 },
    ]);
    // a unit at a station it already passed: refused by the same rules (1216), kept with the reason
    const again = await apply(
      envelope(H.dl, 'Production.TestAndInspection.UnitsInspected', {
        InspectedUnits: [{ UnitIdentifier: sn, OverallResult: 'Passed' }],
      }),
    );
    expect(again).toMatchObject({ status: 'refused', reason: expect.stringContaining(`${sn}: 1216`) });
  });

  it('unit validation answers each unit with the routing verdict: a board that skipped a station is refused', async () => {
    const sn = ids.sns[1];
    const ask = (handle: string) =>
      link.request(
        envelope(
          handle,
          'InformationSystem.UnitValidation.ValidateUnitsRequest',
          {
            Validations: ['UnitRouteValidation'],
            PrimaryIdentifier: sn,
            Units: [{ UnitIdentifier: sn, PositionNumber: 1 }],
          },
          { Target: 'mes.hub' },
        ),
      );
    const skipped = await ask(H.gt);
    expect(skipped).toMatchObject({
      MessageName: 'CFX.InformationSystem.UnitValidation.ValidateUnitsResponse',
      Source: 'mes.hub',
      Target: H.gt,
      MessageBody: {
        Result: { Result: 'Success' },
        PrimaryResult: { Result: 'Failed', FailureCode: 1215 },
        Results: [
          { UniqueIdentifier: sn, Result: 'Failed', FailureCode: 1215, Message: expect.stringContaining('ASSY-01-DL') },
        ],
      },
    });
    const fine = await ask(H.dl);
    expect(fine.MessageBody).toMatchObject({
      PrimaryResult: { Result: 'Passed', FailureCode: 0 },
      Results: [{ UniqueIdentifier: sn, Result: 'Passed', Message: 'OK, next ASSY-01-GT' }],
    });
    // nothing was reported; the refusal is in the message log
    expect(await logs(sn)).toEqual([]);
    const refused = await api.ok<{ list: { message_name: string; reason: string }[] }>(`${V1}/cfx_message/list`, {
      filter: 'status:refused',
    });
    expect(refused.list.some((m) => m.message_name.endsWith('ValidateUnitsRequest') && m.reason.includes('1215'))).toBe(
      true,
    );
  });

  it('materials loaded on a machine go into the feeding log and the genealogy of the boards placed after', async () => {
    const fx = await SmtFixture.open(hub, api);
    try {
      const { order, feeding } = await fx.newFeeding(FEEDING_SLOTS);
      await fx.prepare(feeding.id);
      const loaded = await apply(
        envelope(H.mnt, 'Materials.Storage.MaterialsLoaded', {
          Materials: [
            {
              LocationIdentifier: 'L1',
              LocationName: '1-01',
              MaterialPackage: {
                UniqueIdentifier: 'REEL-CFX-1',
                InternalPartNumber: fx.items.R10K.fnumber,
                Quantity: 5000,
              },
            },
          ],
        }),
      );
      expect(loaded).toMatchObject({ status: 'applied' });
      const wrong = await apply(
        envelope(H.mnt, 'Materials.Storage.MaterialsLoaded', {
          Materials: [
            {
              LocationName: '1-02',
              MaterialPackage: { UniqueIdentifier: 'REEL-CFX-2', InternalPartNumber: fx.items.MCU.fnumber },
            },
          ],
        }),
      );
      expect(wrong).toMatchObject({ status: 'refused', reason: expect.stringMatching(/^1-02: /) });
      const log = await fx.db.query<{ step: string; slot: string; barcode: string; verdict: string }>(
        'SELECT step, slot, barcode, verdict FROM smt_feeding_log WHERE smt_feeding_id = $1 AND barcode IS NOT NULL ORDER BY id',
        [feeding.id],
      );
      expect(log.rows).toEqual([
        { step: 'scanning', slot: '1-01', barcode: 'REEL-CFX-1', verdict: 'pass' },
        { step: 'scanning', slot: '1-02', barcode: 'REEL-CFX-2', verdict: 'fail' },
      ]);
      // a panel of one board placed on the mounter: its board report dates the placement
      const sn = ids.sns[5];
      await fx.db.query('INSERT INTO smt_board_items (barcode, sn, position, smt_order_id) VALUES ($1, $2, 1, $3)', [
        'PANEL-CFX-1',
        sn,
        order.id,
      ]);
      const tx = 'b0a7c0de-0000-4000-8000-000000000003';
      await apply(
        envelope(H.mnt, 'Production.WorkStarted', { TransactionID: tx, PrimaryIdentifier: 'PANEL-CFX-1', Units: [] }),
      );
      await apply(
        envelope(H.mnt, 'Production.Assembly.MaterialsInstalled', {
          TransactionId: tx,
          InstalledMaterials: [
            {
              UnitIdentifier: 'PANEL-CFX-1',
              UnitPositionNumber: 1,
              QuantityInstalled: 3,
              Material: { UniqueIdentifier: 'REEL-CFX-1', InternalPartNumber: fx.items.R10K.fnumber },
              CarrierLocation: { LocationName: '1-01' },
            },
          ],
        }),
      );
      await apply(envelope(H.mnt, 'Production.WorkCompleted', { TransactionID: tx, Result: 'Completed' }));
      const board = await fx.db.query('SELECT barcode, station_id FROM smt_board_station_log WHERE barcode = $1', [
        'PANEL-CFX-1',
      ]);
      expect(board.rows).toEqual([{ barcode: 'PANEL-CFX-1', station_id: ids.stations['SMT-01-MNT'] }]);
      const installed = await fx.db.query('SELECT unit, reel, location, smt_order_id FROM cfx_installed');
      expect(installed.rows).toEqual([
        { unit: 'PANEL-CFX-1', reel: 'REEL-CFX-1', location: '1-01', smt_order_id: order.id },
      ]);
      const g = await api.ok<{ smt: { panel_barcode: string; reels: { slot: string; barcode: string }[] }[] }>(
        '/api/v1/product_coll/product_track/genealogy',
        { sn },
      );
      expect(g.smt[0].panel_barcode).toBe('PANEL-CFX-1');
      expect(g.smt[0].reels.map((r) => [r.slot, r.barcode])).toEqual([['1-01', 'REEL-CFX-1']]);
    } finally {
      await fx.close();
    }
  });

  it('a fault raises the line board andon and counts as downtime until it clears; states and links are kept', async () => {
    const board = new BoardSocket(hub.baseUrl, api.token!);
    await board.join(`line:${ids.smtLineId}`);
    const alert = (kind: string) =>
      eventually(`device.${kind} on the line board`, async () =>
        board.deltas.find((d) => d.event === 'device.alert' && (d.data as DeviceAlert).kind === kind),
      );
    const fault = {
      FaultOccurrenceId: 'f0a17000-0000-4000-8000-000000000001',
      FaultCode: 'E-NOZZLE',
      Cause: 'MechanicalFailure',
      Severity: 'Error',
      Description: 'nozzle jam',
    };
    expect(await apply(envelope(H.mnt, 'ResourcePerformance.FaultOccurred', { Fault: fault }))).toMatchObject({
      status: 'applied',
    });
    const down = await alert('down');
    expect(down.data).toMatchObject({
      device_asset_id: asset.id,
      fnumber: 'AS-CFX-MNT',
      product_line_id: ids.smtLineId,
      text: 'E-NOZZLE nozzle jam',
    });
    // a board that joins later reads it among the line's alerts
    const standing = await api.ok<{ alerts: DeviceAlert[] }>('/api/v1/device_maintenance/dm_alert/line', {
      product_line_id: ids.smtLineId,
    });
    expect(standing.alerts).toEqual([
      expect.objectContaining({ kind: 'down', device_asset_id: asset.id, text: 'E-NOZZLE nozzle jam' }),
    ]);
    await apply(
      envelope(H.mnt, 'ResourcePerformance.StationStateChanged', { OldState: 'PD_Processing', NewState: 'USD_Fault' }),
    );
    const cleared = await apply(
      envelope(H.mnt, 'ResourcePerformance.FaultCleared', { FaultOccurrenceId: fault.FaultOccurrenceId }),
    );
    expect(cleared.status).toBe('applied');
    await alert('up');
    board.close();
    const after = await api.ok<{ alerts: DeviceAlert[] }>('/api/v1/device_maintenance/dm_alert/line', {
      product_line_id: ids.smtLineId,
    });
    expect(after.alerts).toEqual([]);
    const dt = await db.query(
      'SELECT station_id, end_at IS NOT NULL AS ended, seconds >= 0 AS counted FROM cfx_downtime',
    );
    expect(dt.rows).toEqual([{ station_id: ids.stations['SMT-01-MNT'], ended: true, counted: true }]);
    const twice = await apply(
      envelope(H.mnt, 'ResourcePerformance.FaultCleared', { FaultOccurrenceId: fault.FaultOccurrenceId }),
    );
    expect(twice).toMatchObject({ status: 'refused', reason: expect.stringContaining('no open fault') });

    await apply(envelope(H.mnt, 'ResourcePerformance.StationOnline', {}));
    await apply(envelope(H.mnt, 'Heartbeat', { CFXHandle: H.mnt, HeartbeatFrequency: '00:00:05' }));
    const m = await api.ok<{ list: Row[] }>(`${V1}/cfx_machine/list`, { filter: `handle:${H.mnt}` });
    expect(m.list[0]).toMatchObject({ link_state: 'online', heartbeat_s: 5, state: 'USD_Fault', open_faults: 0 });
    expect(m.list[0].last_heartbeat_at).toEqual(expect.any(String));
    await apply(envelope(H.mnt, 'ResourcePerformance.StationOffline', {}));
    expect(
      (await api.ok<{ list: Row[] }>(`${V1}/cfx_machine/list`, { filter: `handle:${H.mnt}` })).list[0].link_state,
    ).toBe('offline');
  });

  it("the simulator's machines take a unit through the whole flow, each asking first", async () => {
    const sn = ids.sns[7];
    const port = Number(hub.env.MES_CFX_PORT);
    const sims: MachineSim[] = [];
    for (const station of FLOW) {
      const handle = `SIM.${station}`;
      await api.ok(`${V1}/cfx_machine/create`, { handle, station_id: ids.stations[station] });
      sims.push(await MachineSim.open({ handle, station, tester: true }, '127.0.0.1', port, login, () => undefined));
    }
    try {
      for (const m of sims) await m.online(5);
      for (const m of sims) expect(await m.unit(sn, 0)).toBe(true);
      // a second pass is refused at the first machine, which then does not process it
      expect(await sims[0].unit(sn, 0)).toBe(false);
      const reports = await eventually('four reports', async () => {
        const l = await logs(sn);
        return l.length === 4 ? l : undefined;
      });
      expect(reports.map((r) => [r.station, r.result, r.items])).toEqual(FLOW.map((f) => [f, 1, 1]));
      const online = await api.ok<{ list: Row[] }>(`${V1}/cfx_machine/list`, { filter: 'link_state:online ps:100' });
      expect(online.list.map((m) => m.handle)).toEqual(expect.arrayContaining(FLOW.map((f) => `SIM.${f}`)));
    } finally {
      for (const m of sims) await m.offline();
    }
  });

  it('a redelivered message is applied once', async () => {
    const sn = ids.sns[2];
    const env = envelope(H.dl, 'Production.TestAndInspection.UnitsInspected', {
      InspectedUnits: [{ UnitIdentifier: sn, OverallResult: 'Passed' }],
    });
    await apply(env);
    // the machine did not see the settlement and sends it again, twice at once
    expect(await Promise.all([link.send(env), link.send(env)])).toEqual(['accepted', 'accepted']);
    const other = await CfxLink.open({
      host: '127.0.0.1',
      port: Number(hub.env.MES_CFX_PORT),
      id: 'cfx-spec-2',
      login,
    });
    expect(await other.send(env)).toBe('accepted');
    other.close();
    const n = await db.query('SELECT count(*)::int AS n FROM cfx_message WHERE source = $1 AND unique_id = $2', [
      H.dl,
      env.UniqueID,
    ]);
    expect(n.rows[0].n).toBe(1);
    expect(await logs(sn)).toEqual([{ station: 'ASSY-01-DL', result: 1, source: 'cfx', items: 0 }]);
  });

  it('malformed and unknown messages are kept with the reason and listed; an MSD message for an unknown reel is refused', async () => {
    expect(await link.send('this is not json', { message_id: 'raw-1' })).toBe('accepted');
    const noSource = envelope('', 'Production.UnitsArrived', {});
    expect(await link.send(noSource)).toBe('accepted');
    const unknownMachine = await apply(envelope('NOT.A.MACHINE', 'Heartbeat', {}));
    expect(unknownMachine).toMatchObject({
      status: 'unknown',
      reason: expect.stringMatching(/^Source: no CFX machine/),
    });
    const unknownName = await apply(envelope(H.dl, 'Production.Reflow.ReflowProcessData', {}));
    expect(unknownName).toMatchObject({ status: 'unknown', reason: expect.stringMatching(/^MessageName: /) });
    // an MSD message reaches the floor-life service (docs/msd.md): an unknown reel is refused by name, kept
    const msd = await apply(
      envelope(H.mnt, 'Materials.Management.MSDManagement.MaterialsOpened', {
        Materials: [{ UniqueIdentifier: 'NO-SUCH-REEL' }],
      }),
    );
    expect(msd).toMatchObject({ status: 'refused', reason: expect.stringMatching(/^NO-SUCH-REEL: no such batch/) });
    const listed = await eventually('the malformed ones listed', async () => {
      const l = await api.ok<{ list: { raw: string; reason: string; unique_id: string }[] }>(`${V1}/cfx_message/list`, {
        filter: 'status:malformed',
      });
      return l.list.length >= 2 ? l.list : undefined;
    });
    expect(listed).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          raw: 'this is not json',
          unique_id: 'raw-1',
          reason: expect.stringMatching(/^not JSON/),
        }),
        expect.objectContaining({ unique_id: noSource.UniqueID, reason: 'Source: is required and must be a string' }),
      ]),
    );
  });
});
