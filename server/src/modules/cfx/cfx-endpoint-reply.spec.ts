import { create_container, type Connection, type EventContext, type Message } from 'rhea';
import { envelope } from '../../cli/cfx/cfx-link';
import { CfxEndpoint } from './cfx-endpoint';
import type { CfxEnvelope } from './cfx-envelope';
import type { CfxInbox } from './cfx-inbox.service';
import type { CfxLogins } from './cfx-logins';

type Reply = (reply: CfxEnvelope, to: string, connection: string) => boolean;

// What the endpoint answers a plain rhea client with, the database replaced: its attaches echo the peer's source and
// target (AMQP 1.0 2.6.3; docs/cfx.md, "Interoperability"), and a reply goes out as a binary (Data) body, as the
// IPC-CFX SDK sends and expects its responses.
describe(`${CfxEndpoint.name} answers`, () => {
  let reply: Reply | undefined;
  const inbox = {
    replyThrough: (f: Reply) => (reply = f),
    store: () => Promise.resolve({ id: 1, fresh: false, status: 'applied', lane: 'x' }),
    enqueue: () => Promise.resolve(),
  } as unknown as CfxInbox;
  const logins = {
    check: (user: string, secret: string) => Promise.resolve(user === 'm1' && secret === 'right-secret-1'),
    opened: () => Promise.resolve(),
    revoked: () => Promise.resolve(new Set<string>()),
  } as unknown as CfxLogins;
  let endpoint: CfxEndpoint;
  let connection: Connection | undefined;

  beforeEach(() => {
    endpoint = new CfxEndpoint(inbox, () => undefined, { logins, anonymous: false, tls: null });
  });
  afterEach(async () => {
    connection?.close();
    await endpoint.close();
  });

  it('echoes the termini asked for and replies with a Data body', async () => {
    const port = await endpoint.listen(0, '127.0.0.1');
    connection = create_container({ id: 'plain-rhea' }).connect({
      host: '127.0.0.1',
      port,
      reconnect: false,
      username: 'm1',
      password: 'right-secret-1',
    });
    const receiver = connection.open_receiver({ source: { address: '/queue/replies' } });
    const sender = connection.open_sender({ target: { address: '/queue/mes' } });
    await Promise.all([
      new Promise((r) => receiver.once('receiver_open', r)),
      new Promise((r) => sender.once('sender_open', r)),
    ]);
    // what the hub's answering attach carried
    expect(receiver.source?.address).toBe('/queue/replies');
    expect(sender.target?.address).toBe('/queue/mes');

    const got = new Promise<Message>((r) => receiver.once('message', (ctx: EventContext) => r(ctx.message!)));
    const response = envelope('mes.hub', 'InformationSystem.UnitValidation.ValidateUnitsResponse', {
      ValidationResults: [],
    });
    expect(reply?.(response, '/queue/replies', '')).toBe(true);
    const m = await got;
    const body = m.body as { typecode?: number; content?: unknown };
    expect(body.typecode).toBe(0x75);
    expect(Buffer.isBuffer(body.content)).toBe(true);
    expect(JSON.parse((body.content as Buffer).toString('utf8'))).toEqual(response);
    expect(m.to).toBe('/queue/replies');
  });
});
