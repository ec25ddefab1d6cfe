import { envelope } from '@mes/server/cli/cfx/cfx-link';
import { MachineSim } from '@mes/server/cli/cfx/machine-sim';
import { FLOW } from '../support/factory-fixture';
import { eventually } from '../support/test-env';
import { cfxSuite, H, V1, type CfxFixture, type Row } from './cfx-fixture';

// IPC-CFX production and unit validation over a real AMQP 1.0 connection (issue 22, docs/cfx.md): machines on the
// engine, verdicts becoming station reports through the routing rules once per unit, validation refusing a board
// that skipped a station, the simulator's machines taking a unit through the flow.
describe('IPC-CFX production and unit validation', () => {
  let fx: CfxFixture;
  cfxSuite('cfx-production', (f) => (fx = f));

  it('declares machines on the engine: a handle is unique and names a station', async () => {
    const dup = await fx.api.call(`${V1}/cfx_machine/create`, {
      handle: H.dl,
      station_id: fx.ids.stations['ASSY-01-DL'],
    });
    expect(dup).toMatchObject({ err: 400, msg: expect.stringMatching(/^handle/) });
    const none = await fx.api.call(`${V1}/cfx_machine/create`, { handle: 'X.Y' });
    expect(none).toMatchObject({ err: 400, msg: expect.stringMatching(/^station_id/) });
  });

  it('production: a work transaction reports its units through the station report rules, once per unit', async () => {
    const [sn] = fx.ids.sns;
    const tx = 'b0a7c0de-0000-4000-8000-000000000001';
    expect(
      (await fx.apply(envelope(H.dl, 'Production.UnitsArrived', { Units: [{ UnitIdentifier: sn }] }))).status,
    ).toBe('applied');
    await fx.apply(
      envelope(H.dl, 'Production.WorkStarted', {
        TransactionID: tx,
        PrimaryIdentifier: sn,
        Units: [{ UnitIdentifier: sn, PositionNumber: 1 }],
      }),
    );
    const done = await fx.apply(envelope(H.dl, 'Production.WorkCompleted', { TransactionID: tx, Result: 'Completed' }));
    expect(done).toMatchObject({ status: 'applied', reason: '' });
    expect(await fx.logs(sn)).toEqual([{ station: 'ASSY-01-DL', result: 1, source: 'cfx', items: 0 }]);

    // a tester: UnitsTested carries the verdict and the tests; its WorkCompleted does not report the unit again
    const tx2 = 'b0a7c0de-0000-4000-8000-000000000002';
    await fx.apply(envelope(H.gt, 'Production.WorkStarted', { TransactionID: tx2, Units: [{ UnitIdentifier: sn }] }));
    const tested = await fx.apply(
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
    await fx.apply(envelope(H.gt, 'Production.WorkCompleted', { TransactionID: tx2, Result: 'Completed' }));
    await fx.apply(envelope(H.gt, 'Production.UnitsDeparted', { Units: [{ UnitIdentifier: sn }] }));
    expect(await fx.logs(sn)).toEqual([
      { station: 'ASSY-01-DL', result: 1, source: 'cfx', items: 0 },
      { station: 'ASSY-01-GT', result: 1, source: 'cfx', items: 1 },
    ]);
    // a unit at a station it already passed: refused by the same rules (1216), kept with the reason
    const again = await fx.apply(
      envelope(H.dl, 'Production.TestAndInspection.UnitsInspected', {
        InspectedUnits: [{ UnitIdentifier: sn, OverallResult: 'Passed' }],
      }),
    );
    expect(again).toMatchObject({ status: 'refused', reason: expect.stringContaining(`${sn}: 1216`) });
  });

  it('unit validation answers each unit with the routing verdict: a board that skipped a station is refused', async () => {
    const sn = fx.ids.sns[1];
    const ask = async (handle: string) =>
      (await fx.linkFor(handle)).request(
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
        // the SDK's names: ValidationResults, each echoing the request's PositionNumber
        ValidationResults: [
          {
            UniqueIdentifier: sn,
            PositionNumber: 1,
            Result: 'Failed',
            FailureCode: 1215,
            Message: expect.stringContaining('ASSY-01-DL'),
          },
        ],
      },
    });
    const fine = await ask(H.dl);
    expect(fine.MessageBody).toMatchObject({
      PrimaryResult: { Result: 'Passed', FailureCode: 0 },
      ValidationResults: [
        { UniqueIdentifier: sn, PositionNumber: 1, Result: 'Passed', Message: 'OK, next ASSY-01-GT' },
      ],
    });
    // nothing was reported; the refusal is in the message log
    expect(await fx.logs(sn)).toEqual([]);
    const refused = await fx.api.ok<{ list: { message_name: string; reason: string }[] }>(`${V1}/cfx_message/list`, {
      filter: 'status:refused',
    });
    expect(refused.list.some((m) => m.message_name.endsWith('ValidateUnitsRequest') && m.reason.includes('1215'))).toBe(
      true,
    );
  });

  it("the simulator's machines take a unit through the whole flow, each asking first", async () => {
    const sn = fx.ids.sns[7];
    const port = Number(fx.hub.env.MES_CFX_PORT);
    const sims: MachineSim[] = [];
    for (const station of FLOW) {
      const handle = `SIM.${station}`;
      await fx.api.ok(`${V1}/cfx_machine/create`, { handle, station_id: fx.ids.stations[station] });
      const login = await fx.loginAt(fx.ids.stations[station]);
      sims.push(await MachineSim.open({ handle, station, tester: true }, '127.0.0.1', port, login, () => undefined));
    }
    try {
      for (const m of sims) await m.online(5);
      for (const m of sims) expect(await m.unit(sn, 0)).toBe(true);
      // a second pass is refused at the first machine, which then does not process it
      expect(await sims[0].unit(sn, 0)).toBe(false);
      const reports = await eventually('four reports', async () => {
        const l = await fx.logs(sn);
        return l.length === 4 ? l : undefined;
      });
      expect(reports.map((r) => [r.station, r.result, r.items])).toEqual(FLOW.map((f) => [f, 1, 1]));
      const online = await fx.api.ok<{ list: Row[] }>(`${V1}/cfx_machine/list`, { filter: 'link_state:online ps:100' });
      expect(online.list.map((m) => m.handle)).toEqual(expect.arrayContaining(FLOW.map((f) => `SIM.${f}`)));
    } finally {
      for (const m of sims) await m.offline();
    }
  });
});
