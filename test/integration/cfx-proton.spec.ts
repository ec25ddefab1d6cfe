import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { envelope } from '@mes/server/cli/cfx/cfx-link';
import { randomUUID } from 'node:crypto';
import { protonRequest, protonSend } from '../support/cfx-proton';
import { eventually } from '../support/test-env';
import { cfxExample, cfxSuite, H, type CfxFixture } from './cfx-fixture';

// a panel of two units
const inspected = cfxExample('Production.TestAndInspection.UnitsInspected');
// a carrier of two units, at positions 1 and 2
const validate = cfxExample('InformationSystem.UnitValidation.ValidateUnitsRequest');

// A client nobody here wrote (docs/cfx.md, "Interoperability"): Qpid Proton's BlockingConnection, strict about AMQP
// 1.0's attach (an answer without the asked-for source or target is a refusal), logs in with SASL PLAIN, opens a
// receiving link on its reply address and a sending link on the hub's, and publishes one of the IPC-CFX SDK's
// example messages as a string body; the hub stores it and reports its units once.
describe('IPC-CFX from Qpid Proton (Python)', () => {
  let fx: CfxFixture;
  let tmp: string;
  cfxSuite('cfx-proton', (f) => (fx = f));
  beforeAll(() => (tmp = mkdtempSync(join(tmpdir(), 'cfx-proton-'))));
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  it("Proton's blocking sender and receiver attach; the SDK's UnitsInspected is accepted and applied once", async () => {
    const [passed, failed] = fx.ids.sns;
    // the SDK's panel of two (positions 1 passed, 2 failed) as two of the demo's boards at the dispenser
    const units = (inspected.InspectedUnits as Record<string, unknown>[]).map((u) => ({
      ...u,
      UnitIdentifier: u.UnitPositionNumber === 1 ? passed : failed,
    }));
    const env = envelope(H.dl, 'Production.TestAndInspection.UnitsInspected', { ...inspected, InspectedUnits: units });
    const file = join(tmp, 'units-inspected.json');
    writeFileSync(file, JSON.stringify(env));

    const run = await protonSend(fx, '/queue/cfx-proton-replies', file);
    expect({ code: run.code, stderr: run.stderr }).toEqual({ code: 0, stderr: '' });
    // both answering attaches echoed the terminus asked for, and the hub accepted the delivery
    expect(run.report).toEqual({
      receiver: '/queue/cfx-proton-replies',
      sender: '/queue/mes',
      outcome: 'accepted',
    });

    const row = await eventually(
      'the UnitsInspected applied',
      async () => {
        const r = await fx.row(H.dl, env.UniqueID);
        return r && r.status !== 'received' ? r : undefined;
      },
      60_000,
    );
    expect(row).toMatchObject({ status: 'applied', reason: '', message_name: env.MessageName });
    // one report per board, with the SDK's named inspections as its test items
    expect(await fx.logs(passed)).toEqual([{ station: 'ASSY-01-DL', result: 1, source: 'cfx', items: 2 }]);
    expect(await fx.logs(failed)).toEqual([{ station: 'ASSY-01-DL', result: 2, source: 'cfx', items: 3 }]);
    const n = await fx.db.query('SELECT count(*)::int AS n FROM cfx_message WHERE source = $1 AND unique_id = $2', [
      H.dl,
      env.UniqueID,
    ]);
    expect(n.rows[0].n).toBe(1);
  });

  // AmqpCFXEndpoint.ExecuteRequest on Proton's reactor API, the response read by AmqpUtilities.EnvelopeFromMessage into
  // the SDK's ValidateUnitsResponse (cfx-proton-request.py): sent raw from the dispenser (the SDK's requests are not
  // compressed) and gzip'd from the tester, which the boards have not reached (they skipped the dispenser)
  it.each([
    ['raw', H.dl, 'ASSY-01-DL'],
    ['gzip', H.gt, 'ASSY-01-GT'],
  ] as const)(
    "a ValidateUnitsRequest (%s) as the SDK's ExecuteRequest sends it; the response parses as the SDK's class",
    async (codec, handle, station) => {
      const boards = codec === 'raw' ? fx.ids.sns.slice(10, 12) : fx.ids.sns.slice(12, 14);
      const units = (validate.Units as Record<string, unknown>[]).map((u, i) => ({ ...u, UnitIdentifier: boards[i] }));
      const requestId = `REQUEST-${randomUUID()}`;
      const env = {
        ...envelope(handle, 'InformationSystem.UnitValidation.ValidateUnitsRequest', { ...validate, Units: units }),
        Target: 'mes.hub',
        RequestID: requestId,
      };
      const file = join(tmp, `validate-${codec}.json`);
      writeFileSync(file, JSON.stringify(env));
      const login = await fx.loginAt(fx.ids.stations[station]);

      const run = await protonRequest({ port: fx.port, login }, handle, file, codec);
      expect({ code: run.code, stderr: run.stderr, error: run.report.error }).toEqual({
        code: 0,
        stderr: '',
        error: undefined,
      });
      expect(run.report.sent).toBe('accepted');
      // a binary body (EnvelopeFromMessage throws on anything else), nothing the SDK's classes would drop
      expect(run.report.reply).toMatchObject({
        body_type: 'bytes',
        subject: env.MessageName.replace('Request', 'Response'),
      });
      expect(run.report.dropped).toEqual([]);
      const passed = codec === 'raw';
      const verdict = (unit: string, position: number) =>
        passed
          ? {
              UniqueIdentifier: unit,
              PositionNumber: position,
              Result: 'Passed',
              FailureCode: 0,
              Message: 'OK, next ASSY-01-GT',
            }
          : {
              UniqueIdentifier: unit,
              PositionNumber: position,
              Result: 'Failed',
              FailureCode: 1215,
              Message: expect.stringContaining('ASSY-01-DL'),
            };
      expect(run.report.envelope).toEqual({
        UniqueID: expect.stringMatching(/^[0-9a-f-]{36}$/),
        MessageName: 'CFX.InformationSystem.UnitValidation.ValidateUnitsResponse',
        Version: expect.any(String),
        TimeStamp: expect.any(String),
        Source: 'mes.hub',
        Target: handle,
        RequestID: requestId,
        MessageBody: {
          Result: { Result: 'Success', ResultCode: 0, Message: null },
          PrimaryResult: passed
            ? { UniqueIdentifier: 'CARRIER2342', PositionNumber: 0, Result: 'Passed', FailureCode: 0, Message: 'OK' }
            : expect.objectContaining({ UniqueIdentifier: 'CARRIER2342', Result: 'Failed', FailureCode: 1215 }),
          // each unit's verdict at the position the request gave it
          ValidationResults: [verdict(boards[0], 1), verdict(boards[1], 2)],
        },
      });
      // nothing was reported: a validation writes no station log
      for (const sn of boards) expect(await fx.logs(sn)).toEqual([]);
    },
  );
});
