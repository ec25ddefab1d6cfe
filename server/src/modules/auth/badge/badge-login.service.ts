import {
  ErrorCode,
  TOKEN_LIFETIME_DEFAULT_S,
  type BadgeLoginInput,
  type BadgeView,
  type SetBadgeInput,
} from '@mes/contracts';
import { timingSafeEqual } from 'node:crypto';
import { refuse, refuseAs } from '../../../core/api/app.exception';
import type { AccessRepository } from '../access.repository';
import {
  LOGIN_FAILURE_LIMIT,
  LOGIN_FAILURE_WINDOW_S,
  NONCE_WINDOW_S,
  type AuthService,
  type LoginAnswer,
} from '../auth.service';
import { decryptSecret, encryptSecret, signNonce } from '../login-secret';
import type { SessionStore } from '../session.store';
import type { BadgeRepository, BadgeUser } from './badge.repository';
import { badgeAloneAllowed, badgeView, nextBadge } from './badge.rules';

const NONCE = /^(\d{13})\.([A-Za-z0-9_-]{8,64})$/;
const invalid = () => refuseAs(ErrorCode.INVALID_USER, 'badge', 'auth.wrong_badge_or_pin', {}, null);

// Operator login by badge (and PIN): the same nonce window, single use, failure limit and answers as user/login;
// the session is opened by the SessionStore and answered by AuthService, so it is an ordinary session.
export class BadgeLoginService {
  constructor(
    private readonly badges: BadgeRepository,
    private readonly access: AccessRepository,
    private readonly sessions: SessionStore,
    private readonly auth: AuthService,
    private readonly masterKey: string,
  ) {}

  async login(input: BadgeLoginInput, ip: string): Promise<LoginAnswer> {
    const limitKeys = [`badge:${input.badge}`, `ip:${ip}`];
    if ((await this.sessions.failures(limitKeys)) >= LOGIN_FAILURE_LIMIT) {
      throw refuseAs(
        ErrorCode.RATE_LIMITED,
        'badge',
        'auth.too_many_failures',
        { minutes: LOGIN_FAILURE_WINDOW_S / 60 },
        null,
      );
    }
    const m = NONCE.exec(input.nonce);
    if (!m) throw refuse('nonce', 'auth.nonce_format');
    if (Math.abs(Date.now() - Number(m[1])) > NONCE_WINDOW_S * 1000) {
      throw refuse('nonce', 'auth.nonce_stale', { seconds: NONCE_WINDOW_S });
    }
    const user = await this.badges.byBadge(input.badge);
    const good =
      user !== null &&
      !user.disabled &&
      (input.sign === null
        ? badgeAloneAllowed(user, await this.access.roles(user.id))
        : this.pinMatches(user, input.nonce, input.sign)) &&
      (await this.access.active(user.id));
    if (!good) {
      await this.sessions.recordFailure(limitKeys, LOGIN_FAILURE_WINDOW_S);
      throw invalid();
    }
    if (!(await this.sessions.claimNonce(`badge:${input.badge}`, input.nonce, NONCE_WINDOW_S * 2))) {
      throw refuseAs(ErrorCode.INVALID_USER, 'nonce', 'auth.nonce_used', {}, null);
    }
    await this.sessions.clearFailures(limitKeys);
    const { token } = await this.sessions.open(user.id, input.subject, TOKEN_LIFETIME_DEFAULT_S);
    // The answer of a session resumed by its token is exactly the login answer.
    return this.auth.resume(token);
  }

  async setBadge(input: SetBadgeInput, by: number | null): Promise<BadgeView> {
    try {
      const written = await this.badges.update(input.user_id, by, async (current, holder) => {
        if (input.badge_no !== null) {
          const other = await holder(input.badge_no);
          if (other) throw refuse('badge_no', 'auth.badge_taken_by', { badge: input.badge_no, user: other.name });
        }
        return nextBadge(current, input, (secret) => encryptSecret(secret, this.masterKey));
      });
      if (!written) throw refuse('user_id', 'auth.no_user', { id: input.user_id });
      return badgeView(written);
    } catch (e) {
      // two set_badge calls racing for one number: the loser is told like the check above would have
      if ((e as { code?: string }).code === '23505')
        throw refuse('badge_no', 'auth.badge_taken', { badge: String(input.badge_no) });
      throw e;
    }
  }

  private pinMatches(user: BadgeUser, nonce: string, sign: string): boolean {
    if (user.pin_enc === null) return false;
    let secret: string;
    try {
      secret = decryptSecret(user.pin_enc, this.masterKey);
    } catch {
      return false;
    }
    const expected = Buffer.from(signNonce(secret, nonce), 'utf8');
    const given = Buffer.from(sign.toLowerCase(), 'utf8');
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}
