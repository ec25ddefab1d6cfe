import { bindingOfTarget, KANBAN_SCREEN, rooms, type ScreenBinding } from '@mes/contracts';
import { refuse } from '../../core/api/app.exception';
import { implementCall, type CallContext, type ResourceRegistry } from '../../core/resource/resource.registry';
import { parseRoom, screenMayJoin } from './room-access';
import { boundLineOf, checkBindingTarget } from './binding-target';
import type { KanbanCaller } from './kanban-caller';
import { permissionOf, type KanbanKit } from './kanban.deps';
import type { ScreenRow } from './screen.repository';

export function screenView(s: ScreenRow): { screen_id: number; name: string; binding: ScreenBinding | null } {
  return { screen_id: s.id, name: s.name, binding: s.binding };
}

/** Binds (or rebinds) a screen and tells it over its room; the sockets leave the rooms the new binding leaves out. */
export async function bindScreen(
  d: KanbanKit,
  screenId: number,
  binding: ScreenBinding,
  userId: number,
): Promise<ScreenRow | null> {
  const screen = await d.screens.bind(screenId, binding, userId);
  if (!screen) return null;
  await d.codes.drop(screenId);
  d.broadcaster.emit(rooms.screen(screenId), 'screen.bound', { screen_id: screenId, binding });
  const line = await boundLineOf(d.pool, binding).catch(() => null);
  await d.broadcaster
    .pruneScreenRooms(screenId, (room) => {
      const ref = parseRoom(room);
      return ref !== null && screenMayJoin(binding, ref, line);
    })
    .catch(() => undefined);
  return screen;
}

// The TV's side of projection codes (register, hello) and the user's (enter_projection_code): declared in
// contracts/src/calls/kanban-screens.ts.
export function registerScreenCalls(registry: ResourceRegistry, d: KanbanKit): void {
  const anonymousLimit = async (ctx: CallContext) => {
    const caller = await d.callers.of(ctx, permissionOf(KANBAN_SCREEN.register.path), { anonymous: true });
    if (caller.kind === 'anonymous') await d.anonymous.check([`ip:${ctx.ip}`]);
    return caller;
  };
  implementCall(
    registry,
    KANBAN_SCREEN.register,
    async (b, ctx) => {
      const caller = ctx.admitted as KanbanCaller;
      if (caller.kind === 'anonymous') await d.anonymous.record([`ip:${ctx.ip}`]);
      const { screen, token } = await d.screens.create(ctx.ip, ctx.userAgent ?? '');
      const name = (b.name ?? '').trim().slice(0, 64);
      if (name) await d.screens.rename(screen.id, name);
      return { screen_id: screen.id, screen_token: token, ...(await d.codes.issue(screen.id)) };
    },
    { public: true, admit: anonymousLimit },
  );

  implementCall(
    registry,
    KANBAN_SCREEN.hello,
    async (_b, ctx) => {
      const screen = ctx.admitted as ScreenRow;
      await d.screens.touch(screen.id, ctx.ip, ctx.userAgent ?? '');
      if (screen.binding) return screenView(screen);
      return { ...screenView(screen), ...(await d.codes.currentOrIssue(screen.id)) };
    },
    { public: true, admit: (ctx) => screenOf(d, ctx, KANBAN_SCREEN.hello.path) },
  );

  // wrong codes are limited per user and address: the limit is checked before the body is read
  const limitKeys = (ctx: CallContext) => [`user:${ctx.userId!}`, `ip:${ctx.ip}`];
  implementCall(
    registry,
    KANBAN_SCREEN.enterProjectionCode,
    async (b, ctx) => {
      const binding = bindingOfTarget(b);
      await checkBindingTarget(d.pool, binding);
      const screenId = await d.codes.consume(b.projection_code);
      if (screenId === null) {
        await d.wrongProjectionCodes.record(limitKeys(ctx));
        throw refuse('projection_code', 'kanban.code_wrong');
      }
      const screen = await bindScreen(d, screenId, binding, ctx.userId!);
      if (!screen) throw refuse('projection_code', 'kanban.code_screen_revoked');
      return screenView(screen);
    },
    { admit: (ctx) => d.wrongProjectionCodes.check(limitKeys(ctx)) },
  );
}

/** The screen of the call's X-Screen-Token (900 when unknown or revoked); a user without one gets 400. */
export async function screenOf(d: KanbanKit, ctx: CallContext, path: string): Promise<ScreenRow> {
  const caller = await d.callers.of(ctx, permissionOf(path), { screen: true });
  if (caller.kind !== 'screen') throw refuse('X-Screen-Token', 'kanban.screen_only');
  return caller.screen;
}
