import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { message as amqp } from 'rhea';
import { envelope, type Envelope } from '@mes/server/cli/cfx/cfx-link';
import { protonSend } from '../support/cfx-proton';
import { eventually } from '../support/test-env';
import { cfxSuite, H, type CfxFixture } from './cfx-fixture';

const EXAMPLES = join(__dirname, '..', 'fixtures', 'cfx-examples');

/** every example of the IPC-CFX SDK (test/fixtures/cfx-examples/README.md): message name and body, in the SDK's order */
function examples(): { name: string; body: Record<string, unknown> }[] {
  return readdirSync(EXAMPLES)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .flatMap((f) =>
      (JSON.parse(readFileSync(join(EXAMPLES, f), 'utf8')) as Record<string, unknown>[]).map((e) => ({
        name: f.replace(/\.json$/, ''),
        // one file holds whole envelopes: their body is the example
        body: (typeof e.MessageName === 'string' ? e.MessageBody : e) as Record<string, unknown>,
      })),
    );
}

// The SDK's example units (CARRIER5566, ...) become units of the demo order, so that what the hub does with them
// (a station report, a refusal by the route) is what it does with a real unit.
function withDemoUnits(body: Record<string, unknown>, units: Map<string, string>, pool: string[]): unknown {
  let text = JSON.stringify(body);
  for (const m of text.matchAll(/"(?:UnitIdentifier|PrimaryIdentifier|UniqueIdentifier)":"([^"]+)"/g))
    if (/^(CARRIER|PANEL|UNIT|CIRCUIT)/i.test(m[1]) && !units.has(m[1])) units.set(m[1], pool[units.size]);
  for (const [from, to] of units) text = text.split(`"${from}"`).join(`"${to}"`);
  return JSON.parse(text) as unknown;
}

/** the examples as envelopes of the dispenser, with their units made demo units of `pool` */
function exampleEnvelopes(pool: string[]): { sent: Envelope[]; units: Map<string, string> } {
  const units = new Map<string, string>();
  const sent = examples().map(({ name, body }) =>
    envelope(H.dl, name.replace(/^CFX\./, ''), withDemoUnits(body, units, pool) as Record<string, unknown>),
  );
  return { sent, units };
}

// Every example message of the official IPC-CFX SDK, sent as an SDK endpoint sends it by default: the envelope's
// JSON gzip'd in a Data body with content-encoding gzip (issue 30), from rhea and from Debian's Qpid Proton. Each is
// stored once, read (never malformed), and ends applied, refused with a reason or kept as unknown: never failed; and
// what each changes is checked.
describe('the IPC-CFX SDK examples, gzip as the SDK sends them', () => {
  let fx: CfxFixture;
  let tmp: string;
  cfxSuite('cfx-sdk-examples', (f) => (fx = f));
  beforeAll(() => (tmp = mkdtempSync(join(tmpdir(), 'cfx-examples-'))));
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  async function settled(sent: Envelope[], units: Map<string, string>): Promise<void> {
    expect(sent.length).toBeGreaterThanOrEqual(30);
    const rows = await eventually(
      'every example settled',
      async () => {
        const { rows } = await fx.db.query<{ unique_id: string; status: string; reason: string; message_name: string }>(
          'SELECT unique_id, status, reason, message_name FROM cfx_message WHERE unique_id = ANY($1)',
          [sent.map((e) => e.UniqueID)],
        );
        return rows.length === sent.length && rows.every((r) => r.status !== 'received') ? rows : undefined;
      },
      60_000,
    );
    // stored once each, none malformed or failed; a refusal or an unknown one says why
    for (const r of rows) {
      expect(['applied', 'refused', 'unknown']).toContain(r.status);
      if (r.status !== 'applied') expect(r.reason).not.toBe('');
    }
    const inspected = rows.filter((r) => r.message_name === 'CFX.Production.TestAndInspection.UnitsInspected');
    expect(inspected.some((r) => r.status === 'applied')).toBe(true);

    // the heartbeat's frequency (00:01:00), the last state change's NewState, the four faults by occurrence
    const machine = (
      await fx.db.query<{ heartbeat_s: number; state: string; id: number }>(
        'SELECT id, heartbeat_s, state FROM cfx_machine WHERE handle = $1',
        [H.dl],
      )
    ).rows[0];
    expect(machine.heartbeat_s).toBe(60);
    const states = sent.filter((e) => e.MessageName === 'CFX.ResourcePerformance.StationStateChanged');
    expect(machine.state).toContain(String((states.at(-1)!.MessageBody as { NewState: unknown }).NewState));
    const occurred = sent
      .filter((e) => e.MessageName === 'CFX.ResourcePerformance.FaultOccurred')
      .map((e) => (e.MessageBody as { Fault: { FaultOccurrenceId: string } }).Fault.FaultOccurrenceId);
    const faults = await fx.db.query<{ occurrence_id: string }>(
      'SELECT occurrence_id FROM cfx_fault WHERE cfx_machine_id = $1 AND occurrence_id = ANY($2)',
      [machine.id, occurred],
    );
    expect(faults.rows.map((f) => f.occurrence_id).sort()).toEqual([...new Set(occurred)].sort());
    // the units inspected and tested are station reports of the demo units at the dispenser's station
    const reported = await fx.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM station_log WHERE sn = ANY($1) AND source = 'cfx'",
      [[...units.values()]],
    );
    expect(reported.rows[0].n).toBeGreaterThan(0);
  }

  it('from rhea: stores each once, reads every one, and applies what the hub maps', async () => {
    const { sent, units } = exampleEnvelopes(fx.ids.sns.slice(130, 160));
    for (const env of sent) {
      const bytes = gzipSync(JSON.stringify(env));
      expect(await fx.link.sendBody(amqp.data_section(bytes), { content_encoding: 'gzip' })).toBe('accepted');
    }
    await settled(sent, units);
  });

  it("from Qpid Proton's BlockingConnection: the same", async () => {
    const { sent, units } = exampleEnvelopes(fx.ids.sns.slice(160, 190));
    const file = join(tmp, 'examples.json');
    writeFileSync(file, JSON.stringify(sent));
    const run = await protonSend(fx, '/queue/cfx-examples-replies', file, 'gzip');
    expect({ code: run.code, stderr: run.stderr }).toEqual({ code: 0, stderr: '' });
    expect(run.report.outcomes).toEqual(sent.map(() => 'accepted'));
    await settled(sent, units);
  });
});
