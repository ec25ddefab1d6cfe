import { parseDeliveries, responseEnvelope, type Transport } from './cfx-envelope';
import { seconds } from './cfx-performance';

const t = { address: '/queue/mes', peer: 'peer-1', messageId: 'm-1' };
const parseOne = (raw: string, transport: Transport = t) => {
  const all = parseDeliveries(raw, transport);
  expect(all).toHaveLength(1);
  return all[0];
};
const env = (over: Record<string, unknown> = {}) =>
  JSON.stringify({
    MessageName: 'CFX.Production.WorkCompleted',
    Version: '1.7',
    TimeStamp: '2026-11-24T10:00:00Z',
    UniqueID: 'u-1',
    Source: 'SMT1.MNT',
    Target: null,
    RequestID: null,
    MessageBody: { TransactionID: 'tx-1', Result: 'Completed' },
    ...over,
  });

describe(parseDeliveries.name, () => {
  it('reads the envelope and the transaction', () => {
    const r = parseOne(env());
    expect(r).toMatchObject({
      source: 'SMT1.MNT',
      unique_id: 'u-1',
      message_name: 'CFX.Production.WorkCompleted',
      transaction_id: 'tx-1',
      sent_at: '2026-11-24T10:00:00Z',
      reason: '',
    });
    expect(r.envelope?.MessageBody).toEqual({ TransactionID: 'tx-1', Result: 'Completed' });
  });

  it('keeps what is not an envelope with the reason, keyed by the transport', () => {
    expect(parseOne('{oops')).toMatchObject({
      source: 'peer-1',
      unique_id: 'm-1',
      envelope: null,
      raw: '{oops',
      reason: expect.stringMatching(/^not JSON/),
    });
    expect(parseOne('[1]').reason).toBe('not a CFX envelope: the message must be a JSON object');
    expect(parseOne(env({ Source: '' }))).toMatchObject({
      source: 'peer-1',
      unique_id: 'u-1',
      reason: 'Source: is required and must be a string',
    });
    expect(parseOne(env({ MessageName: 'Hello' })).reason).toMatch(/^MessageName: Hello is not a CFX/);
    expect(parseOne(env({ MessageBody: [1] })).reason).toBe('MessageBody: must be an object');
    expect(parseOne(env({ TimeStamp: 'yesterday' })).reason).toBe('TimeStamp: is not a date and time');
    // no message id either: a fresh key, so the delivery is kept however often it comes
    const a = parseOne('x', { ...t, messageId: null });
    const b = parseOne('x', { ...t, messageId: null });
    expect(a.unique_id).not.toBe(b.unique_id);
  });

  it('reads a list of envelopes in order; an element without UniqueID is keyed by the message id and its place', () => {
    const list = `[${env({ UniqueID: 'u-1' })},${env({ UniqueID: 'u-2' })},${env({ UniqueID: undefined })},7]`;
    const all = parseDeliveries(list, t);
    expect(all.map((r) => [r.unique_id, r.reason])).toEqual([
      ['u-1', ''],
      ['u-2', ''],
      ['m-1#2', 'UniqueID: is required and must be a string'],
      ['m-1#3', 'not a CFX envelope: the message must be a JSON object'],
    ]);
    expect(JSON.parse(all[1].raw)).toMatchObject({ UniqueID: 'u-2' });
    expect(parseOne('[]')).toMatchObject({ unique_id: 'm-1', reason: 'not a CFX envelope: an empty list' });
  });

  it('answers a request with its RequestID, to its Source', () => {
    const req = parseOne(
      env({ RequestID: 'r-9', MessageName: 'CFX.InformationSystem.UnitValidation.ValidateUnitsRequest' }),
    ).envelope!;
    const res = responseEnvelope('CFX.X.Response', { ok: 1 }, req, 'mes.hub');
    expect(res).toMatchObject({ Source: 'mes.hub', Target: 'SMT1.MNT', RequestID: 'r-9', Version: '1.7' });
    expect(responseEnvelope('CFX.X.Response', {}, { ...req, RequestID: null }, 'h').RequestID).toBe('u-1');
  });
});

describe('seconds', () => {
  it('reads a TimeSpan or a number', () => {
    expect(seconds('00:01:00')).toBe(60);
    expect(seconds('1.00:00:05')).toBe(86405);
    expect(seconds(5)).toBe(5);
    expect(seconds('soon')).toBe(0);
  });
});
