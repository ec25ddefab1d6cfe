import type { AddressInfo, Server } from 'node:net';
import {
  create_container,
  message,
  type Connection,
  type Container,
  type EventContext,
  type Receiver,
  type Sender,
  type TerminusOptions,
} from 'rhea';
import { keptDelivery, parseDeliveries, type CfxEnvelope, type Received } from './cfx-envelope';
import type { CfxInbox } from './cfx-inbox.service';
import { loginOf, type EndpointSecurity } from './cfx-logins';
import { ConnectionRate, TICK_MS, type CreditedLink } from './cfx-rate';
import { CFX_MAX_FRAME_BYTES, guardFrames, guardSession, oversizeOf } from './cfx-size-guard';
import { wireText } from './cfx-wire';

type Log = (entry: Record<string, unknown>) => void;

/** the default of MES_CFX_MAX_MESSAGE_BYTES: a message, and what it unpacks to */
export const CFX_MAX_MESSAGE_BYTES = 1024 * 1024;

/** the default of MES_CFX_RATE_PER_CONNECTION: messages a second one connection may send */
export const CFX_RATE_PER_CONNECTION = 200;

/** How often open connections are checked against their accounts: a disabled machine is cut off within this. */
export const REVOKE_CHECK_MS = 10_000;

// The peer's terminus as the hub answers it: the address and how long it lasts, not the filters or capabilities the
// hub does not apply. A dynamic terminus (the peer asks the hub to make up an address) is not echoed: the hub makes
// none, so the answer stays empty and the peer sees the link refused.
function echoed(remote: TerminusOptions | undefined): TerminusOptions | undefined {
  if (!remote || remote.dynamic) return undefined;
  const { address, durable, expiry_policy, timeout } = remote;
  return { address, durable, expiry_policy, timeout };
}

// rhea answers a link the peer attached with an attach of its own carrying empty source and target, which under AMQP
// 1.0 (section 2.6.3) means the link was refused: rhea clients carry on, strict ones (Qpid Proton's
// BlockingConnection) give up. The answer goes out on the next tick, after the open events, so the peer's terminus
// is copied into it here (docs/cfx.md, "Interoperability").
function echoTermini(link: Sender | Receiver): void {
  const local = (link as unknown as { local: { attach: { source?: unknown; target?: unknown } } }).local.attach;
  const source = local.source ? undefined : echoed(link.source);
  const target = local.target ? undefined : echoed(link.target);
  if (source) link.set_source(source);
  if (target) link.set_target(target);
}

// The hub's own AMQP 1.0 endpoint (docs/cfx.md, "The endpoint"): machines (or a broker's shovel) open a connection,
// attach a sending link to any address and publish CFX envelopes; each delivery is stored, then accepted, then
// applied. A delivery whose storing failed is released, so the sender delivers it again. Replies (unit validation)
// go out on a link the requester attached to receive from its reply-to address, else on any receiving link of the
// request's connection. Who may connect: docs/cfx-auth.md (SASL PLAIN logins, ANONYMOUS only when allowed, TLS).
export class CfxEndpoint {
  private readonly container: Container;
  private server: Server | null = null;
  private readonly senders = new Set<Sender>();
  private readonly names = new WeakMap<Connection, string>();
  /** the PLAIN login of each open connection */
  private readonly logins = new Map<Connection, string>();
  private revokeTimer: NodeJS.Timeout | null = null;
  private rateTimer: NodeJS.Timeout | null = null;
  /** the flow control of each open connection (cfx-rate.ts) */
  private readonly rates = new Map<Connection, ConnectionRate>();
  private opened = 0;

  constructor(
    private readonly inbox: CfxInbox,
    private readonly log: Log,
    private readonly security: EndpointSecurity = { logins: null, anonymous: false, tls: null },
    private readonly maxMessageBytes = CFX_MAX_MESSAGE_BYTES,
    private readonly ratePerConnection = CFX_RATE_PER_CONNECTION,
  ) {
    this.container = create_container({ id: 'mes-cfx-hub', autoaccept: false });
    // with no mechanism enabled rhea would take anyone (ANONYMOUS or no SASL): PLAIN is always on, so an endpoint
    // without logins refuses every connection rather than opening up
    const mechanisms = this.container.sasl_server_mechanisms as {
      enable_plain(check: (user: string, secret: string) => Promise<boolean>): void;
      enable_anonymous(): void;
    };
    mechanisms.enable_plain(
      (user, secret) => security.logins?.check(user ?? '', secret ?? '') ?? Promise.resolve(false),
    );
    if (security.anonymous) mechanisms.enable_anonymous();
    this.container.on('message', (ctx: EventContext) => void this.onMessage(ctx));
    // the limit is announced on every link a machine sends on, and held however a peer frames its messages
    this.container.on('session_open', (ctx: EventContext) => guardSession(ctx.session, maxMessageBytes));
    this.container.on('receiver_open', (ctx: EventContext) => {
      if (!ctx.receiver) return;
      echoTermini(ctx.receiver);
      const local = (ctx.receiver as unknown as { local?: { attach?: Record<string, unknown> } }).local;
      if (local?.attach) local.attach.max_message_size = maxMessageBytes;
      this.rateOf(ctx.connection).add(ctx.receiver as unknown as CreditedLink);
    });
    this.container.on('receiver_close', (ctx: EventContext) =>
      this.rates.get(ctx.connection)?.remove(ctx.receiver as unknown as CreditedLink),
    );
    this.container.on('sender_open', (ctx: EventContext) => {
      if (!ctx.sender) return;
      echoTermini(ctx.sender);
      this.senders.add(ctx.sender);
    });
    this.container.on('sender_close', (ctx: EventContext) => ctx.sender && this.senders.delete(ctx.sender));
    this.container.on('connection_open', (ctx: EventContext) => this.onOpen(ctx.connection));
    this.container.on('disconnected', (ctx: EventContext) => this.forget(ctx));
    this.container.on('connection_close', (ctx: EventContext) => this.forget(ctx));
    this.container.on('error', (e: unknown) => this.log({ msg: 'cfx endpoint error', error: String(e) }));
    inbox.replyThrough((reply, to, connection) => this.send(reply, to, connection));
  }

  /** Listens; port 0 takes a free one. Answers the port. */
  listen(port: number, host: string): Promise<number> {
    return new Promise((resolve, reject) => {
      const tls = this.security.tls;
      guardFrames((declared) => this.log({ msg: 'cfx connection cut: frame over the limit', declared }));
      // the frame size is announced in the open and held from the first byte (cfx-size-guard.ts)
      // credit_window 0: the receivers get their credit from the connection's rate only (cfx-rate.ts)
      const frames = { max_frame_size: CFX_MAX_FRAME_BYTES, cfx_frame_limit: CFX_MAX_FRAME_BYTES, credit_window: 0 };
      const server = tls
        ? this.container.listen({ port, host, transport: 'tls', cert: tls.cert, key: tls.key, ...frames })
        : this.container.listen({ port, host, ...frames });
      server.once('error', reject);
      server.once('listening', () => {
        this.server = server;
        this.revokeTimer = setInterval(() => void this.closeRevoked(), REVOKE_CHECK_MS);
        this.revokeTimer.unref();
        this.rateTimer = setInterval(() => {
          for (const rate of this.rates.values()) rate.tick(TICK_MS);
        }, TICK_MS);
        this.rateTimer.unref();
        resolve((server.address() as AddressInfo).port);
      });
    });
  }

  close(): Promise<void> {
    if (this.revokeTimer) clearInterval(this.revokeTimer);
    if (this.rateTimer) clearInterval(this.rateTimer);
    for (const s of this.senders) s.connection.close();
    this.senders.clear();
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private onOpen(c: Connection): void {
    this.nameOf(c);
    const login = loginOf(c);
    if (login) this.logins.set(c, login);
    void this.security.logins
      ?.opened(c)
      .catch((e: unknown) => this.log({ msg: 'cfx login not noted', error: String(e) }));
  }

  // a name per connection (the peer's container id may repeat across its connections)
  private nameOf(c: Connection): string {
    let name = this.names.get(c);
    if (!name) {
      name = `${++this.opened}:${c.container_id ?? ''}`.slice(0, 200);
      this.names.set(c, name);
    }
    return name;
  }

  // connections whose account was disabled (or deleted) since they logged in are closed
  async closeRevoked(): Promise<void> {
    if (!this.security.logins || this.logins.size === 0) return;
    try {
      const revoked = await this.security.logins.revoked([...new Set(this.logins.values())]);
      for (const [c, login] of this.logins)
        if (revoked.has(login)) {
          this.logins.delete(c);
          this.log({ msg: 'cfx connection closed: login disabled', username: login });
          c.close({ condition: 'amqp:unauthorized-access', description: 'login disabled' });
        }
    } catch (e) {
      this.log({ msg: 'cfx logins not checked', error: String(e) });
    }
  }

  private rateOf(c: Connection): ConnectionRate {
    let rate = this.rates.get(c);
    if (!rate) {
      rate = new ConnectionRate(this.ratePerConnection);
      this.rates.set(c, rate);
    }
    return rate;
  }

  private forget(ctx: EventContext): void {
    this.logins.delete(ctx.connection);
    this.rates.delete(ctx.connection);
    for (const s of [...this.senders]) if (s.connection === ctx.connection) this.senders.delete(s);
  }

  private async onMessage(ctx: EventContext): Promise<void> {
    const oversize = oversizeOf(ctx.receiver); // read before any await: the next delivery resets it
    const msg = ctx.message!;
    const delivery = ctx.delivery!;
    const address = String(ctx.receiver?.target?.address ?? msg.to ?? '');
    const connection = this.nameOf(ctx.connection);
    const transport = {
      address,
      peer: ctx.connection.container_id ?? connection,
      messageId: msg.message_id === undefined ? null : String(msg.message_id),
    };
    let received: Received[];
    if (oversize !== undefined) {
      // only what the transport knows is kept: the message itself was dropped while it arrived
      const reason = `larger than ${this.maxMessageBytes} bytes (MES_CFX_MAX_MESSAGE_BYTES): ${oversize} bytes`;
      received = [keptDelivery('', reason, { ...transport, messageId: null })];
    } else {
      const wire = wireText(msg.body, msg.content_encoding, this.maxMessageBytes);
      received =
        wire.text === null ? [keptDelivery(wire.raw, wire.reason, transport)] : parseDeliveries(wire.text, transport);
    }
    const stored = [];
    try {
      // in order, each envelope of a list before the next
      for (const r of received)
        stored.push(
          await this.inbox.store(r, address, String(msg.reply_to ?? ''), connection, this.logins.get(ctx.connection)),
        );
    } catch (e) {
      // not stored: the machine keeps it and delivers it again (what was stored of a list is not stored twice)
      this.log({ msg: 'cfx message not stored', error: e instanceof Error ? e.message : String(e) });
      delivery.release();
      return;
    }
    if (oversize !== undefined) {
      delivery.reject({ condition: 'amqp:link:message-size-exceeded', description: received[0].reason });
      return;
    }
    delivery.accept();
    for (const s of stored) if (s.fresh && s.status === 'received') void this.inbox.enqueue(s.id, s.lane);
  }

  private send(reply: CfxEnvelope, to: string, connection: string): boolean {
    const open = [...this.senders].filter((s) => s.is_open());
    const target =
      (to && open.find((s) => s.source?.address === to)) ||
      open.find((s) => this.names.get(s.connection) === connection) ||
      open.find((s) => s.source?.address === reply.Target);
    if (!target) return false;
    target.send({
      to: to || undefined,
      subject: reply.MessageName,
      content_type: 'application/json',
      // a binary (Data) body, as the IPC-CFX SDK sends and expects its responses
      body: message.data_section(Buffer.from(JSON.stringify(reply), 'utf8')),
    });
    return true;
  }
}
