import { ErrorCode, TOKEN_LIFETIME_DEFAULT_S } from '@mes/contracts';
import { AppException, refuse } from '../../core/api/app.exception';
import { onlyFields } from '../../core/api/call-input';
import type { ResourceRegistry } from '../../core/resource/resource.registry';
import { permissionOf, type KanbanDeps } from './kanban.deps';
import { LOGIN_CODE_ALPHABET, LOGIN_CODE_LENGTH } from './login-codes';

const LOGIN_CODE = new RegExp(`^[${LOGIN_CODE_ALPHABET}]{${LOGIN_CODE_LENGTH}}$`);
const NONCE = /^[A-Za-z0-9_-]{8,64}$/;
const NONCE_WINDOW_S = 600;
const wrongCode = () => refuse('login_code', 'kanban.code_wrong');

function loginCodeOf(body: Record<string, unknown>): string {
  const code = typeof body.login_code === 'string' ? body.login_code.trim().toUpperCase() : '';
  if (!LOGIN_CODE.test(code))
    throw refuse('login_code', 'kanban.login_code_format', {
      length: LOGIN_CODE_LENGTH,
      alphabet: LOGIN_CODE_ALPHABET,
    });
  return code;
}

// Login codes: a screen (or a device display) shows a code, a signed-in user enters it, the waiting client collects a
// session of that user with its poll secret.
export function registerLoginCodeCalls(registry: ResourceRegistry, d: KanbanDeps): void {
  registry.registerExtra({
    path: 'kanban/login_code',
    permission: permissionOf('kanban/login_code'),
    public: true,
    summary:
      'a login code to show: { login_code, poll_secret, expires_in } (X-Screen-Token, or open with a client nonce)',
    handler: async (body, ctx) => {
      onlyFields(body, ['nonce']);
      const caller = await d.callers.of(ctx, permissionOf('kanban/login_code'), { screen: true, anonymous: true });
      if (caller.kind === 'screen') return d.loginCodes.create(caller.screen.id);
      const nonce = body.nonce;
      if (typeof nonce !== 'string' || !NONCE.test(nonce)) throw refuse('nonce', 'kanban.nonce_format');
      if (caller.kind === 'anonymous') {
        await d.anonymous.check([`ip:${ctx.ip}`]);
        await d.anonymous.record([`ip:${ctx.ip}`]);
      }
      if ((await d.redis.set(`mes:login-code-nonce:${nonce}`, '1', 'EX', NONCE_WINDOW_S, 'NX')) !== 'OK') {
        throw refuse('nonce', 'kanban.nonce_used');
      }
      return d.loginCodes.create(null);
    },
  });

  registry.registerExtra({
    path: 'kanban/enter_login_code',
    permission: permissionOf('kanban/enter_login_code'),
    summary: 'sign the client showing login_code in as yourself: { login_code }',
    handler: async (body, ctx) => {
      const userId = ctx.userId!;
      const limitKeys = [`user:${userId}`, `ip:${ctx.ip}`];
      await d.wrongLoginCodes.check(limitKeys);
      onlyFields(body, ['login_code']);
      const code = loginCodeOf(body);
      const state = await d.loginCodes.confirm(code, userId);
      if (state === 'unknown') {
        await d.wrongLoginCodes.record(limitKeys);
        throw wrongCode();
      }
      if (state === 'taken') throw refuse('login_code', 'kanban.login_code_confirmed');
      return { login_code: code, confirmed: true };
    },
  });

  registry.registerExtra({
    path: 'kanban/login_code/poll',
    permission: permissionOf('kanban/login_code/poll'),
    public: true,
    summary: "the code's state: { status: waiting } or { status: confirmed, access_token, expire, user, … } (once)",
    handler: async (body, ctx) => {
      onlyFields(body, ['login_code', 'poll_secret']);
      await d.callers.of(ctx, permissionOf('kanban/login_code/poll'), { screen: true, anonymous: true });
      const code = loginCodeOf(body);
      if (typeof body.poll_secret !== 'string' || body.poll_secret.length > 100)
        throw refuse('poll_secret', 'kanban.poll_secret');
      const state = await d.loginCodes.poll(code, body.poll_secret);
      if (!state) throw wrongCode();
      if (state.status === 'waiting') return { status: 'waiting' };
      const user = await d.access.userById(state.user_id);
      // The confirming user may have been disabled (or lost its last role) since it entered the code.
      if (!user || !(await d.access.active(user.id)))
        throw new AppException(ErrorCode.INVALID_USER, 'the confirming user is disabled or has no role');
      const { token } = await d.sessions.open(user.id, '', TOKEN_LIFETIME_DEFAULT_S);
      return { status: 'confirmed', ...(await d.auth.login({ access_token: token }, ctx.ip)) };
    },
  });
}
