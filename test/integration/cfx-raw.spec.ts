import { CfxLink, envelope } from '@mes/server/cli/cfx/cfx-link';
import { eventually } from '../support/test-env';
import { cfxSuite, H, V1, type CfxFixture } from './cfx-fixture';

// The raw store of CFX messages (docs/cfx.md, "Stored, then applied once"): a redelivery applied once, malformed
// and unknown messages kept with the reason and listed.
describe('IPC-CFX raw store', () => {
  let fx: CfxFixture;
  cfxSuite('cfx-raw', (f) => (fx = f));

  it('a redelivered message is applied once', async () => {
    const sn = fx.ids.sns[2];
    const env = envelope(H.dl, 'Production.TestAndInspection.UnitsInspected', {
      InspectedUnits: [{ UnitIdentifier: sn, OverallResult: 'Passed' }],
    });
    await fx.apply(env);
    // the machine did not see the settlement and sends it again, twice at once
    expect(await Promise.all([fx.link.send(env), fx.link.send(env)])).toEqual(['accepted', 'accepted']);
    const other = await CfxLink.open({
      host: '127.0.0.1',
      port: Number(fx.hub.env.MES_CFX_PORT),
      id: 'cfx-spec-2',
      login: fx.login,
    });
    expect(await other.send(env)).toBe('accepted');
    other.close();
    const n = await fx.db.query('SELECT count(*)::int AS n FROM cfx_message WHERE source = $1 AND unique_id = $2', [
      H.dl,
      env.UniqueID,
    ]);
    expect(n.rows[0].n).toBe(1);
    expect(await fx.logs(sn)).toEqual([{ station: 'ASSY-01-DL', result: 1, source: 'cfx', items: 0 }]);
  });

  it('malformed and unknown messages are kept with the reason and listed', async () => {
    expect(await fx.link.send('this is not json', { message_id: 'raw-1' })).toBe('accepted');
    const noSource = envelope('', 'Production.UnitsArrived', {});
    expect(await fx.link.send(noSource)).toBe('accepted');
    const unknownMachine = await fx.apply(envelope('NOT.A.MACHINE', 'Heartbeat', {}));
    expect(unknownMachine).toMatchObject({
      status: 'unknown',
      reason: expect.stringMatching(/^Source: no CFX machine/),
    });
    const unknownName = await fx.apply(envelope(H.dl, 'Production.Reflow.ReflowProcessData', {}));
    expect(unknownName).toMatchObject({ status: 'unknown', reason: expect.stringMatching(/^MessageName: /) });
    const listed = await eventually('the malformed ones listed', async () => {
      const l = await fx.api.ok<{ list: { raw: string; reason: string; unique_id: string }[] }>(
        `${V1}/cfx_message/list`,
        {
          filter: 'status:malformed',
        },
      );
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

  it('answers ids as numbers, which get takes back', async () => {
    const env = envelope(H.dl, 'Heartbeat', {});
    await fx.apply(env);
    const list = await fx.api.ok<{ list: { id: unknown; cfx_machine_id: unknown; unique_id: string }[] }>(
      `${V1}/cfx_message/list`,
      { filter: `unique_id:${env.UniqueID}` },
    );
    expect(list.list).toHaveLength(1);
    const [row] = list.list;
    expect(typeof row.id).toBe('number');
    expect(typeof row.cfx_machine_id).toBe('number');
    expect(await fx.api.ok<{ id: unknown }>(`${V1}/cfx_message/get`, { id: row.id })).toMatchObject({ id: row.id });
  });
});
