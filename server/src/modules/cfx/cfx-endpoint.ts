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
import { bodyText, parseDelivery, type CfxEnvelope } from './cfx-envelope';
import type { CfxInbox } from './cfx-inbox.service';
import { loginOf, type EndpointSecurity } from './cfx-logins';

type Log = (entry: Record<string, unknown>) => void;

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
  private opened = 0;

  constructor(
    private readonly inbox: CfxInbox,
    private readonly log: Log,
    private readonly security: EndpointSecurity = { logins: null, anonymous: false, tls: null },
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
    this.container.on('sender_open', (ctx: EventContext) => {
      if (!ctx.sender) return;
      echoTermini(ctx.sender);
      this.senders.add(ctx.sender);
    });
    this.container.on('receiver_open', (ctx: EventContext) => ctx.receiver && echoTermini(ctx.receiver));
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
      const server = tls
        ? this.container.listen({ port, host, transport: 'tls', cert: tls.cert, key: tls.key })
        : this.container.listen({ port, host });
      server.once('error', reject);
      server.once('listening', () => {
        this.server = server;
        this.revokeTimer = setInterval(() => void this.closeRevoked(), REVOKE_CHECK_MS);
        this.revokeTimer.unref();
        resolve((server.address() as AddressInfo).port);
      });
    });
  }

  close(): Promise<void> {
    if (this.revokeTimer) clearInterval(this.revokeTimer);
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

  private forget(ctx: EventContext): void {
    this.logins.delete(ctx.connection);
    for (const s of [...this.senders]) if (s.connection === ctx.connection) this.senders.delete(s);
  }

  private async onMessage(ctx: EventContext): Promise<void> {
    const msg = ctx.message!;
    const delivery = ctx.delivery!;
    const address = String(ctx.receiver?.target?.address ?? msg.to ?? '');
    const connection = this.nameOf(ctx.connection);
    const received = parseDelivery(bodyText(msg.body), {
      address,
      peer: ctx.connection.container_id ?? connection,
      messageId: msg.message_id === undefined ? null : String(msg.message_id),
    });
    let stored;
    try {
      stored = await this.inbox.store(
        received,
        address,
        String(msg.reply_to ?? ''),
        connection,
        this.logins.get(ctx.connection),
      );
    } catch (e) {
      // not stored: the machine keeps it and delivers it again
      this.log({ msg: 'cfx message not stored', error: e instanceof Error ? e.message : String(e) });
      delivery.release({ delivery_failed: true });
      return;
    }
    delivery.accept();
    if (stored.fresh && stored.status === 'received') void this.inbox.enqueue(stored.id, stored.lane);
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
