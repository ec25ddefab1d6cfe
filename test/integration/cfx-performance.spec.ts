import pg from 'pg';
import type { DeviceAlert, StatFigures, StatOee } from '@mes/contracts';
import { envelope } from '@mes/server/cli/cfx/cfx-link';
import { rebuildProjections } from '@mes/server/modules/shop-floor/rebuild';
import { BoardSocket } from '../support/board-socket';
import { eventually } from '../support/test-env';
import { cfxSuite, H, V1, type CfxFixture, type Row } from './cfx-fixture';

type StatRow = StatFigures & { oee?: StatOee | null } & Record<string, unknown>;

// CFX resource performance (docs/cfx.md "Faults, states, OEE", docs/cfx-oee-genealogy.md): a fault on the line
// board's andon, states and links kept, and the faults and down states taken off OEE availability together with the
// station's silences, an overlap counted once.
describe('IPC-CFX faults, states and OEE', () => {
  let fx: CfxFixture;
  cfxSuite('cfx-performance', (f) => (fx = f));

  it('a fault raises the line board andon and counts as downtime until it clears; states and links are kept', async () => {
    const board = new BoardSocket(fx.hub.baseUrl, fx.api.token!);
    await board.join(`line:${fx.ids.smtLineId}`);
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
    expect(await fx.apply(envelope(H.mnt, 'ResourcePerformance.FaultOccurred', { Fault: fault }))).toMatchObject({
      status: 'applied',
    });
    const down = await alert('down');
    expect(down.data).toMatchObject({
      device_asset_id: fx.asset.id,
      fnumber: 'AS-CFX-MNT',
      product_line_id: fx.ids.smtLineId,
      text: 'E-NOZZLE nozzle jam',
    });
    // a board that joins later reads it among the line's alerts
    const standing = await fx.api.ok<{ alerts: DeviceAlert[] }>('/api/v1/device_maintenance/dm_alert/line', {
      product_line_id: fx.ids.smtLineId,
    });
    expect(standing.alerts).toEqual([
      expect.objectContaining({ kind: 'down', device_asset_id: fx.asset.id, text: 'E-NOZZLE nozzle jam' }),
    ]);
    await fx.apply(
      envelope(H.mnt, 'ResourcePerformance.StationStateChanged', { OldState: 'PD_Processing', NewState: 'USD_Fault' }),
    );
    const cleared = await fx.apply(
      envelope(H.mnt, 'ResourcePerformance.FaultCleared', { FaultOccurrenceId: fault.FaultOccurrenceId }),
    );
    expect(cleared.status).toBe('applied');
    await alert('up');
    board.close();
    const after = await fx.api.ok<{ alerts: DeviceAlert[] }>('/api/v1/device_maintenance/dm_alert/line', {
      product_line_id: fx.ids.smtLineId,
    });
    expect(after.alerts).toEqual([]);
    // the fault, and the down state the machine is still in (USD_Fault: no state change since)
    const dt = await fx.db.query(
      'SELECT kind, reason, station_id, end_at IS NOT NULL AS ended, seconds >= 0 AS counted FROM cfx_downtime ORDER BY kind',
    );
    const mnt = fx.ids.stations['SMT-01-MNT'];
    expect(dt.rows).toEqual([
      { kind: 'fault', reason: 'E-NOZZLE', station_id: mnt, ended: true, counted: true },
      { kind: 'state', reason: 'USD_Fault', station_id: mnt, ended: false, counted: true },
    ]);
    const twice = await fx.apply(
      envelope(H.mnt, 'ResourcePerformance.FaultCleared', { FaultOccurrenceId: fault.FaultOccurrenceId }),
    );
    expect(twice).toMatchObject({ status: 'refused', reason: expect.stringContaining('no open fault') });

    await fx.apply(envelope(H.mnt, 'ResourcePerformance.StationOnline', {}));
    await fx.apply(envelope(H.mnt, 'Heartbeat', { CFXHandle: H.mnt, HeartbeatFrequency: '00:00:05' }));
    const m = await fx.api.ok<{ list: Row[] }>(`${V1}/cfx_machine/list`, { filter: `handle:${H.mnt}` });
    expect(m.list[0]).toMatchObject({ link_state: 'online', heartbeat_s: 5, state: 'USD_Fault', open_faults: 0 });
    expect(m.list[0].last_heartbeat_at).toEqual(expect.any(String));
    await fx.apply(envelope(H.mnt, 'ResourcePerformance.StationOffline', {}));
    expect(
      (await fx.api.ok<{ list: Row[] }>(`${V1}/cfx_machine/list`, { filter: `handle:${H.mnt}` })).list[0].link_state,
    ).toBe('offline');
  });

  it('OEE availability subtracts CFX faults and down states merged with the silences, per station and line', async () => {
    // 2026-01-08, 08:00-12:00 (14 400 s) at the mounter's station, through a machine of its own: a report every
    // minute except a silence 09:00-09:30 (1800 s, over the 300 s threshold)
    const at = (h: number, m: number) => new Date(Date.UTC(2026, 0, 8, h, m)).toISOString();
    const station = fx.ids.stations['SMT-01-MNT'];
    const handle = 'OEE.SMT.MNT';
    await fx.api.ok(`${V1}/cfx_machine/create`, { handle, station_id: station });
    const times: string[] = [];
    for (let m = 0; m < 240; m++) if (m <= 60 || m >= 90) times.push(at(8, m));
    const [w] = (await fx.db.query('SELECT id, workflow_id FROM worder WHERE id = $1', [fx.ids.worderId])).rows;
    await fx.db.query(
      `INSERT INTO station_log (sn, worder_id, station_id, product_line_id, workflow_id, seq, result, first_pass, source, answer, created_at)
       SELECT 'OEE-CFX-' || i, $1, $2, $3, $4, 1, 1, true, 'fixture', '{}', t FROM unnest($5::timestamptz[]) WITH ORDINALITY AS u(t, i)`,
      [w.id, station, fx.ids.smtLineId, w.workflow_id, times],
    );
    const pool = new pg.Pool({ connectionString: fx.hub.env.DATABASE_URL, max: 2 });
    try {
      await rebuildProjections(pool);
      const fault = async (id: string, from: string, to: string) => {
        const occurred = await fx.apply(
          envelope(handle, 'ResourcePerformance.FaultOccurred', { Fault: { FaultOccurrenceId: id, OccurredAt: from } }),
        );
        expect(occurred.status).toBe('applied');
        const cleared = await fx.apply(
          envelope(handle, 'ResourcePerformance.FaultCleared', { FaultOccurrenceId: id }, { TimeStamp: to }),
        );
        expect(cleared.status).toBe('applied');
      };
      const state = (s: string, t: string) =>
        fx.apply(envelope(handle, 'ResourcePerformance.StationStateChanged', { NewState: s }, { TimeStamp: t }));
      await fault('F1', at(9, 10), at(9, 20)); // inside the silence: nothing more
      await fault('F2', at(9, 25), at(9, 40)); // overlapping its end: 09:30-09:40 more (600 s)
      await state('USD_Fault', at(10, 30)); // down alone: 10:30-10:45 (900 s)
      await state('PRD_RegularWork', at(10, 45));
      await state('SBY_NoProduct', at(11, 0)); // starved is not down
      await state('PRD_RegularWork', at(11, 10));
      await fault('F4', at(11, 30), at(11, 35)); // alone, and a blocked state overlapping it: 11:30-11:40 (600 s)
      await state('SBY_NoProductBlocked', at(11, 33));
      await state('PRD_RegularWork', at(11, 40));

      const stats = async (call: string, from: string, to: string, key: string) =>
        (
          await fx.api.ok<{ list: StatRow[] }>(`/api/v1/stat/${call}/list`, {
            filter: `from:"${from}" to:"${to}" ${key}`,
          })
        ).list[0].oee;
      const day = await stats('station_stat', at(8, 0), at(12, 0), `station_id:${station}`);
      // by hand: 1800 + 600 + 900 + 600 = 3900 s in three stops; of it CFX alone: F1 600 + F2 900 + 900 + 600
      expect(day).toMatchObject({ planned_s: 14_400, stops: 3, stop_s: 3900, cfx_stop_s: 3000 });
      expect(day!.availability).toBeCloseTo(10_500 / 14_400, 10);
      // the line: its one reporting station's sums
      const line = await stats('product_line_stat', at(8, 0), at(12, 0), `product_line_id:${fx.ids.smtLineId}`);
      expect(line).toMatchObject({ planned_s: 14_400, stops: 3, stop_s: 3900, cfx_stop_s: 3000 });
      // one hour: 09:00-09:40 (the silence and both faults), 2400 s of 3600
      const hour = await stats('station_stat', at(9, 0), at(10, 0), `station_id:${station}`);
      expect(hour).toMatchObject({ planned_s: 3600, stops: 1, stop_s: 2400, cfx_stop_s: 1500 });
      // the downtime is read from the CFX rows, not kept in a rollup: a rebuild answers the same
      await rebuildProjections(pool);
      expect(await stats('station_stat', at(8, 0), at(12, 0), `station_id:${station}`)).toEqual(day);
    } finally {
      await pool.end();
    }
  });
});
