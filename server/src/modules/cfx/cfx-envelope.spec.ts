import { bodyText, parseDelivery, responseEnvelope } from './cfx-envelope';
import { seconds } from './cfx-performance';

const t = { address: '/queue/mes', peer: 'peer-1', messageId: 'm-1' };
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

describe('parseDelivery', () => {
  it('reads the envelope and the transaction', () => {
    const r = parseDelivery(env(), t);
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
    expect(parseDelivery('{oops', t)).toMatchObject({
      source: 'peer-1',
      unique_id: 'm-1',
      envelope: null,
      raw: '{oops',
      reason: expect.stringMatching(/^not JSON/),
    });
    expect(parseDelivery('[1]', t).reason).toBe('not a CFX envelope: the message must be a JSON object');
    expect(parseDelivery(env({ Source: '' }), t)).toMatchObject({
      source: 'peer-1',
      unique_id: 'u-1',
      reason: 'Source: is required and must be a string',
    });
    expect(parseDelivery(env({ MessageName: 'Hello' }), t).reason).toMatch(/^MessageName: Hello is not a CFX/);
    expect(parseDelivery(env({ MessageBody: [1] }), t).reason).toBe('MessageBody: must be an object');
    expect(parseDelivery(env({ TimeStamp: 'yesterday' }), t).reason).toBe('TimeStamp: is not a date and time');
    // no message id either: a fresh key, so the delivery is kept however often it comes
    const a = parseDelivery('x', { ...t, messageId: null });
    const b = parseDelivery('x', { ...t, messageId: null });
    expect(a.unique_id).not.toBe(b.unique_id);
  });

  it('answers a request with its RequestID, to its Source', () => {
    const req = parseDelivery(
      env({ RequestID: 'r-9', MessageName: 'CFX.InformationSystem.UnitValidation.ValidateUnitsRequest' }),
      t,
    ).envelope!;
    const res = responseEnvelope('CFX.X.Response', { ok: 1 }, req, 'mes.hub');
    expect(res).toMatchObject({ Source: 'mes.hub', Target: 'SMT1.MNT', RequestID: 'r-9', Version: '1.7' });
    expect(responseEnvelope('CFX.X.Response', {}, { ...req, RequestID: null }, 'h').RequestID).toBe('u-1');
  });
});

describe('bodyText', () => {
  it('reads strings, bytes and data sections', () => {
    expect(bodyText('{"a":1}')).toBe('{"a":1}');
    expect(bodyText(Buffer.from('{"a":1}'))).toBe('{"a":1}');
    expect(bodyText({ typecode: 117, content: Buffer.from('x') })).toBe('x');
    expect(bodyText(undefined)).toBe('');
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
