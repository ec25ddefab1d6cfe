import { z } from 'zod';
import type { ScreenBinding } from '../events';
import { declareCall } from './declare-call';
import { coded, field, rule } from './fields';
import { WORDER_TYPE } from './kanban';

// The kanban's screens (projection codes, docs/kanban.md), login codes, settings and the back office's screen
// management. The screen and open calls admit their caller (a screen token, a user, or a rate-limited address) before
// the server reads the body.

/** a login code: this many characters of this alphabet (no 0/O, 1/I/L) */
export const LOGIN_CODE_LENGTH = 8;
export const LOGIN_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** the boards a screen shows without a parameter */
export const PARAMLESS_BOARDS = ['home', 'worder_list', 'order_wip', 'package_list'] as const;
/** the fields that name what a screen shows: exactly one is given */
export const TARGET_FIELDS = [
  'product_line_id',
  'worder_id',
  'station_id',
  'smt_order_id',
  'worder_type',
  'board',
] as const;

type Target = Partial<Record<(typeof TARGET_FIELDS)[number], unknown>>;

const TARGET_SHAPE = {
  product_line_id: field.id().optional(),
  worder_id: field.id().optional(),
  station_id: field.id().optional(),
  smt_order_id: field.id().optional(),
  worder_type: field
    .text(32)
    .refine((t) => WORDER_TYPE.test(t), coded('kanban.worder_type'))
    .optional(),
  board: field.oneOf(PARAMLESS_BOARDS).optional(),
};

const exactlyOneTarget = rule<Target>(
  (b) => TARGET_FIELDS.filter((f) => b[f] !== undefined).length === 1,
  'target',
  'kanban.exactly_one_target',
  { values: TARGET_FIELDS.join(', ') },
);

/** The binding the one target field of a parsed body makes (product_line_id -> line, worder_type -> product_line ...). */
export function bindingOfTarget(b: z.output<z.ZodObject<typeof TARGET_SHAPE>>): ScreenBinding {
  if (b.product_line_id !== undefined) return { board: 'line', params: { product_line_id: b.product_line_id } };
  if (b.worder_id !== undefined) return { board: 'worder', params: { worder_id: b.worder_id } };
  if (b.station_id !== undefined) return { board: 'station_sop', params: { station_id: b.station_id } };
  if (b.smt_order_id !== undefined) return { board: 'smt_order', params: { smt_order_id: b.smt_order_id } };
  if (b.worder_type !== undefined) return { board: 'product_line', params: { worder_type: b.worder_type } };
  return { board: b.board ?? 'home', params: {} };
}

const projectionCode = z
  .union([z.string(coded('kanban.projection_code_format')), z.number(coded('kanban.projection_code_format'))], {
    ...coded('kanban.projection_code_format'),
  })
  .meta({ examples: ['042917'] })
  .transform((c) => (typeof c === 'number' ? String(c).padStart(6, '0') : c))
  .refine((c) => /^\d{6}$/.test(c), coded('kanban.projection_code_format'));

const LOGIN_CODE = new RegExp(`^[${LOGIN_CODE_ALPHABET}]{${LOGIN_CODE_LENGTH}}$`);
const loginCode = z
  .string(coded('kanban.login_code_format', { length: LOGIN_CODE_LENGTH, alphabet: LOGIN_CODE_ALPHABET }))
  .max(64, coded('kanban.login_code_format', { length: LOGIN_CODE_LENGTH, alphabet: LOGIN_CODE_ALPHABET }))
  .meta({ examples: ['K7MP3QXA'] })
  .transform((c) => c.trim().toUpperCase())
  .refine(
    (c) => LOGIN_CODE.test(c),
    coded('kanban.login_code_format', { length: LOGIN_CODE_LENGTH, alphabet: LOGIN_CODE_ALPHABET }),
  );

/** what a screen learns of itself */
export type ScreenView = { screen_id: number; name: string; binding: ScreenBinding | null };
/** a screen's projection code while it waits to be bound */
export type ProjectionCode = { projection_code: string; code_expires_in: number };
/** a login code to show, with the secret its poll needs */
export type LoginCodeShown = { login_code: string; poll_secret: string; expires_in: number };
/** the kanban's title and its boards' layouts */
export type KanbanSettings = { title: string; layouts: Record<string, unknown> };
/** a screen as the back office lists it */
export type ManagedScreen = ScreenView & {
  id: number;
  bound_by: number | null;
  bound_at: string | null;
  last_seen_at: string | null;
  last_ip: string | null;
  user_agent: string | null;
  revoked: boolean;
  revoked_at: string | null;
  created_at: string;
  online: boolean;
};

export const KANBAN_SCREEN = {
  register: declareCall<{ screen_id: number; screen_token: string } & ProjectionCode>()({
    path: 'kanban/screen/register',
    summary:
      'a new kanban screen: { screen_id, screen_token, projection_code, code_expires_in } (open; keep the token)',
    input: field.object({
      name: z
        .string(coded('input.string'))
        .max(256, coded('input.too_long', { max: 256 }))
        .optional(),
    }),
  }),
  hello: declareCall<ScreenView & Partial<ProjectionCode>>()({
    path: 'kanban/screen/hello',
    summary:
      'a screen (X-Screen-Token) says it is up: { screen_id, name, binding, projection_code?, code_expires_in? }',
    input: field.object({}),
  }),
  enterProjectionCode: declareCall<ScreenView>()({
    path: 'kanban/enter_projection_code',
    summary: `bind the screen showing projection_code to a board: one of ${TARGET_FIELDS.join(', ')}`,
    input: field.object({ projection_code: projectionCode, ...TARGET_SHAPE }).refine(...exactlyOneTarget),
  }),
};

export const KANBAN_LOGIN_CODE = {
  create: declareCall<LoginCodeShown>()({
    path: 'kanban/login_code',
    summary:
      'a login code to show: { login_code, poll_secret, expires_in } (X-Screen-Token, or open with a client nonce)',
    // a screen needs no nonce; an open caller must send one (the server refuses its absence: kanban.nonce_format)
    input: field.object({
      nonce: z
        .string(coded('kanban.nonce_format'))
        .refine((n) => /^[A-Za-z0-9_-]{8,64}$/.test(n), coded('kanban.nonce_format'))
        .optional(),
    }),
  }),
  enter: declareCall<{ login_code: string; confirmed: true }>()({
    path: 'kanban/enter_login_code',
    summary: 'sign the client showing login_code in as yourself: { login_code }',
    input: field.object({ login_code: loginCode }),
  }),
  poll: declareCall<
    { status: 'waiting' } | ({ status: 'confirmed'; access_token: string } & Record<string, unknown>)
  >()({
    path: 'kanban/login_code/poll',
    summary: "the code's state: { status: waiting } or { status: confirmed, access_token, expire, user, … } (once)",
    input: field.object({
      login_code: loginCode,
      poll_secret: z.string(coded('kanban.poll_secret')).max(100, coded('kanban.poll_secret')),
    }),
  }),
};

const BOARD_NAME = /^[a-z][a-z0-9_]{0,47}$/;
/** a board layout's JSON may be this long */
export const MAX_LAYOUT_JSON = 64 * 1024;

export const KANBAN_SETTINGS = {
  read: declareCall<KanbanSettings>()({
    path: 'kanban/settings',
    summary: 'the kanban title and layouts: { title, layouts: { [board]: layout } } (a screen token or a user)',
    input: field.object({}),
  }),
  set: declareCall<KanbanSettings>()({
    path: 'kanban_mgt/settings/set',
    summary: 'set the kanban title and/or one board layout: { title?, layout?: { board, layout } }',
    input: field
      .object({
        title: field.trimmed(64).optional(),
        layout: z
          .strictObject(
            {
              board: z.string(coded('kanban.board_name')).refine((b) => BOARD_NAME.test(b), coded('kanban.board_name')),
              layout: z
                .custom<object>((v) => typeof v === 'object' && v !== null, coded('kanban.layout_value'))
                .refine((v) => JSON.stringify(v).length <= MAX_LAYOUT_JSON, coded('kanban.layout_too_large')),
            },
            coded('kanban.layout_object'),
          )
          .optional(),
      })
      .refine(
        ...rule<{ title?: string; layout?: unknown }>(
          (b) => b.title !== undefined || b.layout !== undefined,
          'title',
          'kanban.title_or_layout',
        ),
      ),
  }),
};

export const KANBAN_MGT = {
  screens: declareCall<{ list: ManagedScreen[]; total: number }>()({
    path: 'kanban_mgt/screen/list',
    summary: 'the screens with binding, last_seen_at and online: { list, total }',
    input: field.object({ include_revoked: field.bool().optional() }),
  }),
  rebind: declareCall<ManagedScreen>()({
    path: 'kanban_mgt/screen/rebind',
    summary: `bind a screen to another board: screen_id and one of ${TARGET_FIELDS.join(', ')}`,
    input: field.object({ screen_id: field.id(), ...TARGET_SHAPE }).refine(...exactlyOneTarget),
  }),
  revoke: declareCall<ManagedScreen>()({
    path: 'kanban_mgt/screen/revoke',
    summary: 'revoke a screen: its token stops working and its socket is closed',
    input: field.object({ screen_id: field.id() }),
  }),
  rename: declareCall<ManagedScreen>()({
    path: 'kanban_mgt/screen/rename',
    summary: 'rename a screen: screen_id, name (up to 64 characters, may be empty)',
    input: field.object({
      screen_id: field.id(),
      name: z
        .string(coded('input.string'))
        .trim()
        .max(64, coded('input.too_long', { max: 64 })),
    }),
  }),
};
