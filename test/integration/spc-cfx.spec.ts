import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { envelope } from '@mes/server/cli/cfx/cfx-link';
import { vccSeries } from '@mes/server/cli/simulator/vcc-signal';
import { ErrorCode, type SpcAlarm } from '@mes/contracts';
import { protonRequest, protonSend, type ProtonMachine } from '../support/cfx-proton';
import { CALL_OF } from '../support/factory-fixture';
import { eventually } from '../support/test-env';
import { cfxExample, cfxSuite, H, type CfxFixture } from './cfx-fixture';
import { ALARM, CHARACTERISTIC, SpcLine, releaseBody } from '../support/spc-fixture';

const tested = cfxExample('Production.TestAndInspection.UnitsTested');
const validate = cfxExample('InformationSystem.UnitValidation.ValidateUnitsRequest');
type Obj = Record<string, unknown>;

// The SPC hold seen by machines (docs/spc.md, docs/cfx.md): a tester's UnitsTested measurement, sent by Qpid Proton as
// the SDK frames it, is a value of the characteristic on its test item; once an alarm holds the station, the
// SDK-framed ValidateUnitsRequest of a machine bound to it answers Failed with 1701 for each unit, and Passed after
// the release.
describe('SPC hold over IPC-CFX', () => {
  let fx: CfxFixture;
  let line: SpcLine;
  let tmp: string;
  let tester: ProtonMachine;
  cfxSuite('spc-cfx', (f) => (fx = f));
  beforeAll(async () => {
    tmp = mkdtempSync(join(tmpdir(), 'spc-cfx-'));
    line = new SpcLine(fx.api, fx.ids, fx.db);
    tester = { port: fx.port, login: await fx.loginAt(fx.ids.stations['ASSY-01-GT']) };
  });
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  const downloaded = async (sn: string) =>
    fx.api.ok(CALL_OF['ASSY-01-DL'], { sn, station_id: fx.ids.stations['ASSY-01-DL'], result: 1 });

  /** the SDK's UnitsTested example for one unit, its first test renamed VCC with the measured volts */
  function unitsTested(sn: string, volts: number) {
    const unit = (tested.TestedUnits as Obj[])[0];
    const test = (unit.Tests as Obj[])[0];
    const measurement = (test.Measurements as Obj[])[0];
    const vcc = {
      ...test,
      TestName: 'VCC',
      Measurements: [{ ...measurement, MeasurementName: 'VCC', MeasuredValue: { Value: volts, ValueUnits: 'V' } }],
    };
    const units = [{ ...unit, UnitIdentifier: sn, UnitPositionNumber: 1, Tests: [vcc] }];
    return envelope(H.gt, 'Production.TestAndInspection.UnitsTested', { ...tested, TestedUnits: units });
  }

  /** the SDK's ValidateUnitsRequest (a carrier of two) for `boards`, sent as its ExecuteRequest does */
  async function validateAtTester(boards: string[]): Promise<Obj> {
    const units = (validate.Units as Obj[]).map((u, i) => ({ ...u, UnitIdentifier: boards[i] }));
    const env = {
      ...envelope(H.gt, 'InformationSystem.UnitValidation.ValidateUnitsRequest', { ...validate, Units: units }),
      Target: 'mes.hub',
      RequestID: `REQUEST-${randomUUID()}`,
    };
    const file = join(tmp, `validate-${env.RequestID}.json`);
    writeFileSync(file, JSON.stringify(env));
    const run = await protonRequest(tester, H.gt, file, 'raw');
    expect({ code: run.code, stderr: run.stderr, error: run.report.error }).toEqual({
      code: 0,
      stderr: '',
      error: undefined,
    });
    return run.report.envelope!.MessageBody;
  }

  it("feeds the characteristic from a tester's UnitsTested, and answers a held station's validation 1701", async () => {
    const id = await line.characteristic({ rules: '1' });
    const vcc = vccSeries({ seed: 9, driftAfter: null, driftPerUnit: 0 });
    for (let i = 0; i < 10; i++) expect((await line.unit(vcc())).err).toBe(0);
    await eventually('the baseline points', async () => (await line.completePoints(id)) === 10);
    await fx.api.ok(`${CHARACTERISTIC}/freeze`, { id });

    // a tester measures 4.5 V over CFX: a report with the VCC item, a point of the characteristic, the alarm
    const sn = line.sn();
    await downloaded(sn);
    const env = unitsTested(sn, 4.5);
    const file = join(tmp, 'units-tested.json');
    writeFileSync(file, JSON.stringify(env));
    const sent = await protonSend(tester, '/queue/spc-cfx-replies', file);
    expect({ code: sent.code, stderr: sent.stderr, outcome: sent.report.outcome }).toEqual({
      code: 0,
      stderr: '',
      outcome: 'accepted',
    });
    const row = await eventually('the UnitsTested applied', async () => {
      const r = await fx.row(H.gt, env.UniqueID);
      return r && r.status !== 'received' ? r : undefined;
    });
    expect(row).toMatchObject({ status: 'applied', reason: '' });
    const { rows } = await fx.db.query<{ id: string }>(
      `SELECT l.id FROM station_log l WHERE l.sn = $1 AND l.station_id = $2 AND l.source = 'cfx'`,
      [sn, fx.ids.stations['ASSY-01-GT']],
    );
    expect(rows).toHaveLength(1);
    const point = await eventually('its point', async () => {
      const r = await fx.db.query<{ seq: number; value: number; violations: number[] }>(
        'SELECT seq, value, violations FROM spc_point WHERE characteristic_id = $1 AND $2 = ANY(station_log_ids)',
        [id, rows[0].id],
      );
      return r.rows[0];
    });
    expect(point).toEqual({ seq: 11, value: 4.5, violations: [1] });
    const [alarm] = await eventually('the alarm', async () => {
      const open = await line.openAlarms(id);
      return open.length > 0 ? open : undefined;
    });
    expect(alarm).toMatchObject({ rule: 1, point_seqs: [11], value: 4.5, hold: true });

    // held: each unit of the SDK's request is Failed with 1701, nothing reported
    const boards = [line.sn(), line.sn()];
    for (const b of boards) await downloaded(b);
    const held = await validateAtTester(boards);
    const failed = (unit: string, position: number) => ({
      UniqueIdentifier: unit,
      PositionNumber: position,
      Result: 'Failed',
      FailureCode: ErrorCode.SPC_HOLD,
      Message: expect.stringContaining('station on SPC hold: rule 1: one point beyond 3σ on GT VCC'),
    });
    expect(held).toMatchObject({
      PrimaryResult: { Result: 'Failed', FailureCode: ErrorCode.SPC_HOLD },
      ValidationResults: [failed(boards[0], 1), failed(boards[1], 2)],
    });
    for (const b of boards) expect((await fx.logs(b)).map((l) => l.station)).toEqual(['ASSY-01-DL']);

    // released: the same units pass
    await fx.api.ok<SpcAlarm>(`${ALARM}/release`, releaseBody(alarm.id, 'admin', 'admin'));
    const passed = await validateAtTester(boards);
    expect(passed).toMatchObject({
      PrimaryResult: { Result: 'Passed', FailureCode: 0 },
      ValidationResults: boards.map((b, i) => ({
        UniqueIdentifier: b,
        PositionNumber: i + 1,
        Result: 'Passed',
        FailureCode: 0,
        Message: 'OK, next ASSY-01-MMI',
      })),
    });
  });
});
