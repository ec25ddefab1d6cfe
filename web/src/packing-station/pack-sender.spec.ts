import { PackSender, PACK_QUEUE_KEY } from './pack-sender';

const memory = () => {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v) };
};

describe('PackSender', () => {
  it('keeps an undelivered pack with its key and sends it again, in order, once the network is back', async () => {
    const storage = memory();
    let up = false;
    const sent: string[] = [];
    const transport = async (_call: string, body: Record<string, unknown>) => {
      if (!up) throw { err: -1, msg: 'network error' };
      sent.push(String(body.idempotency_key));
      return { ok: true };
    };
    const sender = new PackSender(transport, storage);
    const a = await sender.send({ key: 'a', call: 'c', body: { idempotency_key: 'a' }, at: 1 }, true);
    const b = await sender.send({ key: 'b', call: 'c', body: { idempotency_key: 'b' }, at: 2 }, true);
    expect([a.kind, b.kind]).toEqual(['queued', 'queued']);
    expect(JSON.parse(storage.getItem(PACK_QUEUE_KEY)!)).toHaveLength(2);
    up = true;
    expect(await sender.drain()).toBe(2);
    expect(sent).toEqual(['a', 'b']);
    expect(sender.queued).toEqual([]);
  });

  it('answers a refusal at once and never queues it', async () => {
    const sender = new PackSender(async () => Promise.reject({ err: 1504, msg: 'already packed' }), memory());
    expect(await sender.send({ key: 'x', call: 'c', body: {}, at: 1 }, true)).toEqual({
      kind: 'refused',
      err: 1504,
      msg: 'already packed',
      data: undefined,
    });
    expect(sender.queued).toEqual([]);
  });
});
