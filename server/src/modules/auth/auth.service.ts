import {
  ErrorCode,
  TOKEN_LIFETIME_DEFAULT_S,
  type AUTH,
  type CallParsed,
  type LoginAnswer,
  type RefreshAnswer,
} from '@mes/contracts';
import { timingSafeEqual } from 'node:crypto';
import { refuse, refuseAs } from '../../core/api/app.exception';
import type { AccessRepository, UserRecord } from './access.repository';
import type { LiveSessions } from './live-sessions';
import { decryptSecret, signNonce } from './login-secret';
import type { Session, SessionStore } from './session.store';

export const NONCE_WINDOW_S = 300;
export const LOGIN_FAILURE_LIMIT = 5;
export const LOGIN_FAILURE_WINDOW_S = 900;
const NONCE = /^(\d{13})\.([A-Za-z0-9_-]{8,64})$/;

export type { LoginAnswer };

const invalidUser = () => refuseAs(ErrorCode.INVALID_USER, 'name', 'auth.wrong_name_or_password', {}, null);

// Login by signature (docs/api.md): the nonce is `<client time in ms>.<random>`, good within NONCE_WINDOW_S of the
// server's clock and only once; sign = hmac-sha256(secret, nonce). Wrong name and wrong password answer the same 1000.
export class AuthService {
  constructor(
    private readonly access: AccessRepository,
    private readonly sessions: SessionStore,
    private readonly live: LiveSessions,
    private readonly masterKey: string,
    private readonly companyName: () => Promise<string>,
  ) {}

  /** the declared body (contracts' AUTH.login) says name, nonce and sign are there unless it resumes a token */
  async login(input: CallParsed<typeof AUTH.login>, ip: string): Promise<LoginAnswer> {
    if (input.access_token !== undefined && input.name === undefined) return this.resume(input.access_token);
    const { name = '', nonce = '', sign = '', subject } = input;
    const limitKeys = [`name:${name.toLowerCase()}`, `ip:${ip}`];
    await this.refuseLockedOrStale(limitKeys, 'name', nonce);
    const user = await this.access.userByName(name);
    // A disabled user could hold no session: it is refused like a wrong password.
    const good = user !== null && !user.disabled && this.signMatches(user, nonce, sign);
    if (!good) {
      await this.sessions.recordFailure(limitKeys, LOGIN_FAILURE_WINDOW_S);
      throw invalidUser();
    }
    // The password is right but no enabled role is left: said as such (1006), so the user asks for a role rather
    // than retyping a password; only someone who knows the password learns it. Not a failed guess.
    if (!(await this.access.active(user.id))) {
      throw refuseAs(ErrorCode.NO_ROLE, 'name', 'auth.no_enabled_role', {}, null);
    }
    if (!(await this.sessions.claimNonce(name, nonce, NONCE_WINDOW_S * 2))) {
      throw refuseAs(ErrorCode.INVALID_USER, 'nonce', 'auth.nonce_used', {}, null);
    }
    await this.sessions.clearFailures(limitKeys);
    const { token, session } = await this.sessions.open(user.id, subject, TOKEN_LIFETIME_DEFAULT_S);
    return this.answer(user, token, session);
  }

  async refresh(token: string, session: Session): Promise<RefreshAnswer> {
    const next = await this.sessions.open(session.user_id, session.subject, TOKEN_LIFETIME_DEFAULT_S);
    await this.sessions.retire(token, session.user_id);
    return { access_token: next.token, expire: next.session.expire, created_at: next.session.created_at };
  }

  async logout(token: string): Promise<null> {
    await this.sessions.revoke(token);
    return null;
  }

  async self(session: Session): Promise<Omit<LoginAnswer, 'access_token' | 'expire' | 'created_at'>> {
    const user = await this.access.userById(session.user_id);
    if (!user) throw refuseAs(ErrorCode.INVALID_TOKEN, 'token', 'auth.session_gone', {}, null);
    const { access_token: _t, expire: _e, created_at: _c, ...rest } = await this.answer(user, '', session);
    return rest;
  }

  async resume(token: string): Promise<LoginAnswer> {
    const session = await this.live.read(token);
    const user = session ? await this.access.userById(session.user_id) : null;
    if (!session || !user) throw refuseAs(ErrorCode.INVALID_TOKEN, 'token', 'auth.session_gone', {}, null);
    return this.answer(user, token, session);
  }

  private async answer(user: UserRecord, token: string, session: Session): Promise<LoginAnswer> {
    const [roles, permissions, company] = await Promise.all([
      this.access.roles(user.id),
      this.access.permissions(user.id),
      this.companyName(),
    ]);
    return {
      access_token: token,
      expire: session.expire,
      created_at: session.created_at,
      user: { id: user.id, name: user.name, display_name: user.display_name },
      roles,
      permissions,
      logged_subject: session.subject,
      logged_company_name: company,
    };
  }

  /**
   * A signed-in user re-enters their password to confirm an act (an SPC release, docs/spc.md): the same signature as a
   * login over a fresh nonce, used once, counted against the same failure limit. Answers whether it matches; a stale
   * or malformed nonce is refused as at login.
   */
  async confirmPassword(userId: number, nonce: string, sign: string): Promise<boolean> {
    const user = await this.access.userById(userId);
    if (!user || user.disabled) return false;
    const limitKeys = [`name:${user.name.toLowerCase()}`];
    await this.refuseLockedOrStale(limitKeys, 'sign', nonce);
    if (!this.signMatches(user, nonce, sign)) {
      await this.sessions.recordFailure(limitKeys, LOGIN_FAILURE_WINDOW_S);
      return false;
    }
    if (!(await this.sessions.claimNonce(user.name, nonce, NONCE_WINDOW_S * 2))) {
      throw refuseAs(ErrorCode.INVALID_USER, 'nonce', 'auth.nonce_used', {}, null);
    }
    return true;
  }

  // Too many failures of these keys (999 naming `field`), or a nonce not of the form or not of now.
  private async refuseLockedOrStale(limitKeys: string[], field: string, nonce: string): Promise<void> {
    if ((await this.sessions.failures(limitKeys)) >= LOGIN_FAILURE_LIMIT) {
      throw refuseAs(
        ErrorCode.RATE_LIMITED,
        field,
        'auth.too_many_failures',
        { minutes: LOGIN_FAILURE_WINDOW_S / 60 },
        null,
      );
    }
    const m = NONCE.exec(nonce);
    if (!m) throw refuse('nonce', 'auth.nonce_format');
    if (Math.abs(Date.now() - Number(m[1])) > NONCE_WINDOW_S * 1000) {
      throw refuse('nonce', 'auth.nonce_stale', { seconds: NONCE_WINDOW_S });
    }
  }

  private signMatches(user: UserRecord, nonce: string, sign: string): boolean {
    let secret: string;
    try {
      secret = decryptSecret(user.secret_enc, this.masterKey);
    } catch {
      return false;
    }
    const expected = Buffer.from(signNonce(secret, nonce), 'utf8');
    const given = Buffer.from(sign.toLowerCase(), 'utf8');
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}
