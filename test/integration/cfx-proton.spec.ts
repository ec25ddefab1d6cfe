import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { envelope } from '@mes/server/cli/cfx/cfx-link';
import { protonSend } from '../support/cfx-proton';
import { eventually } from '../support/test-env';
import { cfxSuite, H, type CfxFixture } from './cfx-fixture';

const root = join(__dirname, '..', '..');
// the SDK's own examples (test/fixtures/cfx-examples/README.md): the first UnitsInspected, a panel of two units
const inspected = (
  JSON.parse(
    readFileSync(
      join(root, 'test', 'fixtures', 'cfx-examples', 'CFX.Production.TestAndInspection.UnitsInspected.json'),
      'utf8',
    ),
  ) as Record<string, unknown>[]
)[0];

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
});
