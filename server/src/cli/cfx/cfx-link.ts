import { randomUUID } from 'node:crypto';
import { isIP } from 'node:net';
import { create_container, type Connection, type Delivery, type EventContext, type Receiver, type Sender } from 'rhea';
import type { CfxEnvelope } from '../../modules/cfx';
import { wireText } from '../../modules/cfx';

export type Envelope = CfxEnvelope;

/** A CFX envelope from `source`, fresh UniqueID and time unless given. */
export function envelope(
  source: string,
  name: string,
  body: Record<string, unknown>,
  over: Partial<Envelope> = {},
): Envelope {
  return {
    MessageName: name.startsWith('CFX.') ? name : `CFX.${name}`,
    Version: '1.7',
    TimeStamp: new Date().toISOString(),
    UniqueID: randomUUID(),
    Source: source,
    Target: null,
    RequestID: null,
    MessageBody: body,
    ...over,
  };
}

/** A machine's login of the hub's AMQP endpoint (a cfx_account). */
export type CfxLogin = { username: string; secret: string };

type Waiter = { resolve: (state: string) => void; reject: (e: Error) => void };

// A machine's AMQP 1.0 connection as the IPC-CFX SDK opens one (the simulator, the tests and the bench): publishes
// envelopes on one sending link and waits for each settlement; receives responses on its reply address.
export class CfxLink {
  private readonly sender: Sender;
  private readonly receiver: Receiver;
  private readonly pending = new Map<Delivery, Waiter>();
  private readonly replies: Envelope[] = [];
  private readonly replyWaiters: { match: (e: Envelope) => boolean; resolve: (e: Envelope) => void }[] = [];
  private readonly opened: Promise<void>;

  private constructor(
    readonly connection: Connection,
    readonly replyTo: string,
    address: string,
  ) {
    this.sender = connection.open_sender({ target: { address } });
    this.receiver = connection.open_receiver({ source: { address: replyTo } });
    this.opened = Promise.all([
      new Promise<void>((r) => this.sender.once('sendable', () => r())),
      new Promise<void>((r) => this.receiver.once('receiver_open', () => r())),
    ]).then(() => undefined);
    const settle = (state: string) => (ctx: EventContext) => {
      const w = this.pending.get(ctx.delivery!);
      this.pending.delete(ctx.delivery!);
      w?.resolve(state);
    };
    this.sender.on('accepted', settle('accepted'));
    this.sender.on('released', settle('released'));
    this.sender.on('rejected', settle('rejected'));
    this.sender.on('modified', settle('modified'));
    this.receiver.on('message', (ctx: EventContext) => {
      try {
        // the hub answers with a binary (Data) body, as the IPC-CFX SDK does; a string body is read too
        const env = JSON.parse(
          wireText(ctx.message!.body, ctx.message!.content_encoding, 16 * 1024 * 1024).text ?? '',
        ) as Envelope;
        const i = this.replyWaiters.findIndex((w) => w.match(env));
        if (i >= 0) this.replyWaiters.splice(i, 1)[0].resolve(env);
        else this.replies.push(env);
      } catch {
        // not an envelope: not ours to answer
      }
    });
    connection.on('disconnected', () => {
      for (const w of this.pending.values()) w.reject(new Error('disconnected'));
      this.pending.clear();
    });
  }

  /**
   * Connects and logs in (docs/cfx-auth.md): SASL PLAIN with `login`, ANONYMOUS without; `tls` for amqps (`ca`: the
   * hub's certificate when it is self-signed). Refused (wrong secret, disabled, anonymous not allowed): rejects.
   */
  static async open(opts: {
    host: string;
    port: number;
    id: string;
    address?: string;
    replyTo?: string;
    login?: CfxLogin;
    tls?: { ca?: Buffer; servername?: string };
  }): Promise<CfxLink> {
    const container = create_container({ id: opts.id });
    const base = {
      host: opts.host,
      port: opts.port,
      reconnect: false as const,
      ...(opts.login ? { username: opts.login.username, password: opts.login.secret } : { username: 'anonymous' }),
    };
    const connection = opts.tls
      ? container.connect({
          ...base,
          transport: 'tls',
          ca: opts.tls.ca,
          servername: opts.tls.servername ?? (isIP(opts.host) ? undefined : opts.host),
        })
      : container.connect(base);
    const refused = new Promise<never>((_, reject) => {
      const fail = (ctx: EventContext) =>
        reject(new Error(`connection refused: ${String(ctx.error ?? ctx.connection.error ?? 'closed')}`));
      connection.once('connection_error', fail);
      connection.once('disconnected', fail);
    });
    const link = new CfxLink(connection, opts.replyTo ?? `/queue/${opts.id}`, opts.address ?? '/queue/mes');
    try {
      await Promise.race([link.opened, refused]);
    } catch (e) {
      connection.close();
      throw e;
    }
    return link;
  }

  /** Publishes one message (an envelope or raw text) and answers how the hub settled it. */
  send(message: Envelope | string, props: { reply_to?: string; message_id?: string } = {}): Promise<string> {
    const body = typeof message === 'string' ? message : JSON.stringify(message);
    return this.sendBody(body, { content_type: 'application/json', ...props });
  }

  /** Any body (a string, bytes, a data section) with any message properties (content_encoding): the outcome. */
  sendBody(body: unknown, props: Record<string, unknown> = {}): Promise<string> {
    return new Promise((resolve, reject) => {
      const d = this.sender.send({ body, ...props });
      this.pending.set(d, { resolve, reject });
    });
  }

  /** A request: sends it with this link's reply-to and answers the response carrying its RequestID. */
  async request(req: Envelope, timeoutMs = 30_000): Promise<Envelope> {
    const id = req.RequestID ?? req.UniqueID;
    const answer = new Promise<Envelope>((resolve, reject) => {
      const seen = this.replies.findIndex((e) => e.RequestID === id);
      if (seen >= 0) return resolve(this.replies.splice(seen, 1)[0]);
      const timer = setTimeout(
        () => reject(new Error(`no response to ${req.MessageName} in ${timeoutMs} ms`)),
        timeoutMs,
      );
      this.replyWaiters.push({
        match: (e) => e.RequestID === id,
        resolve: (e) => {
          clearTimeout(timer);
          resolve(e);
        },
      });
    });
    const state = await this.send({ ...req, RequestID: id }, { reply_to: this.replyTo });
    if (state !== 'accepted') throw new Error(`${req.MessageName} was ${state}`);
    return answer;
  }

  close(): void {
    this.connection.close();
  }
}
