import { z } from 'zod';
import { declareCall } from './declare-call';
import { coded, field, rule } from './fields';

// The logins (000 §7: user/login takes name, subject, nonce, sign, or an access_token; refresh_token an empty body),
// the badge login of the station PCs and the badge a user is given (docs/api.md "Operator badges"). The signatures'
// rules (nonce window, one use, hmac) live in the server's auth.service and badge-login.service.

/** The login answer of /api/v1/user/login (and login_badge) */
export type LoginAnswer = {
  access_token: string;
  expire: number;
  created_at: number;
  user: { id: number; name: string; display_name: string };
  roles: string[];
  permissions: string[];
  logged_subject: string;
  logged_company_name: string;
};

export type RefreshAnswer = { access_token: string; expire: number; created_at: number };

/** what set_badge answers: never the PIN secret */
export type BadgeView = {
  user_id: number;
  name: string;
  badge_no: string | null;
  has_pin: boolean;
  badge_login: boolean;
};

/** A badge number: printable ASCII without blanks, as the card's barcode or RFID reader types it. */
const BADGE = /^[\x21-\x7e]{1,64}$/;
const SECRET = /^[0-9a-f]{64}$/i;

const required = (max: number) =>
  z
    .string(coded('auth.required_string'))
    .min(1, coded('auth.required_string'))
    .max(max, coded('input.too_long', { max }));

/** a badge number as read (trimmed); `missing`: the code when it is absent */
const badge = (missing: Parameters<typeof coded>[0] = 'input.string') =>
  z
    .string({ error: (i) => coded(i.input === undefined ? missing : 'input.string').error })
    .meta({ examples: ['B-0001'] })
    .trim()
    .regex(BADGE, coded('auth.badge_format'));

type LoginBody = { name?: string; nonce?: string; sign?: string; access_token?: string };
const unlessResumed = (f: 'name' | 'nonce' | 'sign') =>
  rule(
    (b: LoginBody) => b[f] !== undefined || (b.access_token !== undefined && b.name === undefined),
    f,
    'auth.required_string',
  );

export const AUTH = {
  login: declareCall<LoginAnswer>()({
    path: 'user/login',
    summary: 'log in with name, subject, nonce and sign (hmac-sha256 of the nonce), or resume with an access_token',
    input: field
      .object({
        name: required(64).optional(),
        subject: z
          .string(coded('auth.required_string'))
          .max(64, coded('input.too_long', { max: 64 }))
          .default(''),
        nonce: required(100).optional(),
        sign: required(128).optional(),
        access_token: z
          .string(coded('input.string'))
          .max(512, coded('input.too_long', { max: 512 }))
          .optional(),
      })
      .refine(...unlessResumed('name'))
      .refine(...unlessResumed('nonce'))
      .refine(...unlessResumed('sign')),
  }),
  refresh_token: declareCall<RefreshAnswer>()({
    path: 'user/refresh_token',
    summary: 'a new access_token for the current session (empty body)',
    input: field.object({}),
  }),
  logout: declareCall<Record<string, never>>()({
    path: 'user/logout',
    summary: 'revoke the access_token (empty body)',
    input: field.object({}),
  }),
  login_badge: declareCall<LoginAnswer>()({
    path: 'user/login_badge',
    summary: 'log in with a badge number, a nonce and (with a PIN) sign = hmac(pin_secret, nonce)',
    input: field.object({
      badge: badge(),
      nonce: required(100),
      sign: z
        .union([required(128), z.literal(''), z.null()], coded('auth.required_string'))
        .optional()
        .transform((v) => (v === undefined || v === null || v === '' ? null : v)),
      subject: z
        .string(coded('input.string_at_most', { max: 64 }))
        .max(64, coded('input.string_at_most', { max: 64 }))
        .default(''),
    }),
  }),
  set_badge: declareCall<BadgeView>()({
    path: 'basicdata/user/set_badge',
    summary: 'give a user a badge number (null takes it away), a PIN secret ("" removes it) and the badge-alone flag',
    input: field.object({
      user_id: field.id(),
      badge_no: badge('auth.badge_no_required')
        .nullable()
        .meta({ examples: ['B-0001'] }),
      pin_secret: z
        .string(coded('auth.pin_secret_format'))
        .refine((v) => v === '' || SECRET.test(v), coded('auth.pin_secret_format'))
        .transform((v) => v.toLowerCase())
        .optional(),
      badge_login: field.bool().optional(),
    }),
  }),
};

export type SetBadgeInput = z.output<typeof AUTH.set_badge.input>;
export type BadgeLoginInput = z.output<typeof AUTH.login_badge.input>;
