import type pg from 'pg';
import type { Connection } from 'rhea';
import { first, rows, run, sql } from '../../core/db/sql';
import { verifyMachineSecret } from './cfx-secret';

type Log = (entry: Record<string, unknown>) => void;

/** Who may connect (docs/cfx-auth.md): the logins of cfx_account, and ANONYMOUS only when the setting allows it. */
export type EndpointSecurity = {
  logins: CfxLogins | null;
  anonymous: boolean;
  tls: { cert: Buffer; key: Buffer } | null;
};

const ACCOUNT = sql('cfx.login_account', 'SELECT id, secret_hash, disabled FROM cfx_account WHERE username = $1');
const ALLOWED = sql('cfx.allowed_logins', 'SELECT username FROM cfx_account WHERE username = ANY($1) AND NOT disabled');
const OPENED = sql(
  'cfx.login_opened',
  'UPDATE cfx_account SET last_login_at = now(), last_peer = $2 WHERE username = $1',
);

// The SASL PLAIN check of the AMQP endpoint: a name of cfx_account, its secret matching the stored scrypt hash, not
// disabled. A refusal says nothing to the machine beyond "auth failed" (the SASL outcome); the log says why.
export class CfxLogins {
  constructor(
    private readonly pool: pg.Pool,
    private readonly log: Log,
  ) {}

  async check(username: string, secret: string): Promise<boolean> {
    const account = await first(this.pool, ACCOUNT, [username]);
    // the secret is checked even for an unknown or disabled name: a refusal takes as long whatever its reason
    const matches = await verifyMachineSecret(secret, account?.secret_hash ?? null);
    const refused = !account ? 'unknown user' : !matches ? 'wrong secret' : account.disabled ? 'disabled' : null;
    if (refused) this.log({ msg: 'cfx login refused', username: username.slice(0, 64), reason: refused });
    return refused === null;
  }

  /** Of these logins, the ones no longer allowed (disabled or deleted since they connected). */
  async revoked(usernames: readonly string[]): Promise<Set<string>> {
    if (usernames.length === 0) return new Set();
    const allowed = new Set((await rows(this.pool, ALLOWED, [usernames])).map((r) => r.username));
    return new Set(usernames.filter((u) => !allowed.has(u)));
  }

  /** The login that opened `c`, once it is open: noted on its account (when and from where). */
  async opened(c: Connection): Promise<void> {
    const username = loginOf(c);
    if (!username) return;
    const peer = socketOf(c)?.remoteAddress ?? '';
    await run(this.pool, OPENED, [username, peer.slice(0, 128)]);
  }
}

type SaslSide = { username?: string; mechanism?: { username?: string } };
type Internals = {
  sasl_transport?: SaslSide & { transports?: Record<number, SaslSide>; selected?: SaslSide };
  socket?: { remoteAddress?: string };
};

// rhea keeps the SASL outcome on the connection's transport (not in its typings): PLAIN logins only, not ANONYMOUS
export function loginOf(c: Connection): string | null {
  const t = (c as unknown as Internals).sasl_transport;
  const side = t?.selected ?? t;
  const m = side?.mechanism;
  if (!m || m.constructor.name !== 'PlainServer') return null;
  return side?.username ?? null;
}

function socketOf(c: Connection): { remoteAddress?: string } | undefined {
  return (c as unknown as Internals).socket;
}
