import { ErrorCode, KANBAN_LOGIN_CODE, TOKEN_LIFETIME_DEFAULT_S } from '@mes/contracts';
import { refuse, refuseAs } from '../../core/api/app.exception';
import { implementCall, type CallContext, type ResourceRegistry } from '../../core/resource/resource.registry';
import { permissionOf, type KanbanKit } from './kanban.deps';
import type { KanbanCaller } from './kanban-caller';

const NONCE_WINDOW_S = 600;
const wrongCode = () => refuse('login_code', 'kanban.code_wrong');

// Login codes (contracts/src/calls/kanban-screens.ts): a screen (or a device display) shows a code, a signed-in user
// enters it, the waiting client collects a session of that user with its poll secret.
export function registerLoginCodeCalls(registry: ResourceRegistry, d: KanbanKit): void {
  const L = KANBAN_LOGIN_CODE;
  const screenOrAnyone = (ctx: CallContext, path: string) =>
    d.callers.of(ctx, permissionOf(path), { screen: true, anonymous: true });

  implementCall(
    registry,
    L.create,
    async (b, ctx) => {
      const caller = ctx.admitted as KanbanCaller;
      if (caller.kind === 'screen') return d.loginCodes.create(caller.screen.id);
      if (b.nonce === undefined) throw refuse('nonce', 'kanban.nonce_format');
      if (caller.kind === 'anonymous') await d.anonymous.record([`ip:${ctx.ip}`]);
      if ((await d.redis.set(`mes:login-code-nonce:${b.nonce}`, '1', 'EX', NONCE_WINDOW_S, 'NX')) !== 'OK') {
        throw refuse('nonce', 'kanban.nonce_used');
      }
      return d.loginCodes.create(null);
    },
    {
      public: true,
      admit: async (ctx) => {
        const caller = await screenOrAnyone(ctx, L.create.path);
        if (caller.kind === 'anonymous') await d.anonymous.check([`ip:${ctx.ip}`]);
        return caller;
      },
    },
  );

  // wrong codes are limited per user and address: the limit is checked before the body is read
  const limitKeys = (ctx: CallContext) => [`user:${ctx.userId!}`, `ip:${ctx.ip}`];
  implementCall(
    registry,
    L.enter,
    async (b, ctx) => {
      const state = await d.loginCodes.confirm(b.login_code, ctx.userId!);
      if (state === 'unknown') {
        await d.wrongLoginCodes.record(limitKeys(ctx));
        throw wrongCode();
      }
      if (state === 'taken') throw refuse('login_code', 'kanban.login_code_confirmed');
      return { login_code: b.login_code, confirmed: true as const };
    },
    { admit: (ctx) => d.wrongLoginCodes.check(limitKeys(ctx)) },
  );

  implementCall(
    registry,
    L.poll,
    async (b) => {
      const state = await d.loginCodes.poll(b.login_code, b.poll_secret);
      if (!state) throw wrongCode();
      if (state.status === 'waiting') return { status: 'waiting' as const };
      const user = await d.access.userById(state.user_id);
      // The confirming user may have been disabled (or lost its last role) since it entered the code.
      if (!user || !(await d.access.active(user.id)))
        throw refuseAs(ErrorCode.INVALID_USER, 'login_code', 'kanban.confirming_user_gone', {}, null);
      const { token } = await d.sessions.open(user.id, '', TOKEN_LIFETIME_DEFAULT_S);
      return { status: 'confirmed' as const, ...(await d.auth.resume(token)) };
    },
    { public: true, admit: async (ctx) => void (await screenOrAnyone(ctx, L.poll.path)) },
  );
}
