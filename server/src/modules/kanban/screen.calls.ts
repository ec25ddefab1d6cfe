import { rooms, type ScreenBinding } from '@mes/contracts';
import { refuse } from '../../core/api/app.exception';
import { onlyFields } from '../../core/api/call-input';
import type { CallContext, ResourceRegistry } from '../../core/resource/resource.registry';
import { parseRoom, screenMayJoin } from '../realtime/room-access';
import { boundLineOf, checkBindingTarget, parseBindingTarget, TARGET_FIELDS } from './binding-target';
import { permissionOf, type KanbanDeps } from './kanban.deps';
import type { ScreenRow } from './screen.repository';

const PROJECTION_CODE = /^\d{6}$/;

export function screenView(s: ScreenRow): { screen_id: number; name: string; binding: ScreenBinding | null } {
  return { screen_id: s.id, name: s.name, binding: s.binding };
}

/** Binds (or rebinds) a screen and tells it over its room; the sockets leave the rooms the new binding leaves out. */
export async function bindScreen(
  d: KanbanDeps,
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

// The TV's side of projection codes (register, hello) and the user's (enter_projection_code).
export function registerScreenCalls(registry: ResourceRegistry, d: KanbanDeps): void {
  registry.registerExtra({
    path: 'kanban/screen/register',
    permission: permissionOf('kanban/screen/register'),
    public: true,
    summary:
      'a new kanban screen: { screen_id, screen_token, projection_code, code_expires_in } (open; keep the token)',
    handler: async (body, ctx) => {
      onlyFields(body, ['name']);
      const caller = await d.callers.of(ctx, permissionOf('kanban/screen/register'), { anonymous: true });
      if (caller.kind === 'anonymous') {
        await d.anonymous.check([`ip:${ctx.ip}`]);
        await d.anonymous.record([`ip:${ctx.ip}`]);
      }
      const { screen, token } = await d.screens.create(ctx.ip, ctx.userAgent ?? '');
      const name = typeof body.name === 'string' ? body.name.trim().slice(0, 64) : '';
      if (name) await d.screens.rename(screen.id, name);
      return { screen_id: screen.id, screen_token: token, ...(await d.codes.issue(screen.id)) };
    },
  });

  registry.registerExtra({
    path: 'kanban/screen/hello',
    permission: permissionOf('kanban/screen/hello'),
    public: true,
    summary:
      'a screen (X-Screen-Token) says it is up: { screen_id, name, binding, projection_code?, code_expires_in? }',
    handler: async (_body, ctx) => {
      const screen = await screenOf(d, ctx, 'kanban/screen/hello');
      await d.screens.touch(screen.id, ctx.ip, ctx.userAgent ?? '');
      if (screen.binding) return screenView(screen);
      return { ...screenView(screen), ...(await d.codes.currentOrIssue(screen.id)) };
    },
  });

  registry.registerExtra({
    path: 'kanban/enter_projection_code',
    permission: permissionOf('kanban/enter_projection_code'),
    summary: `bind the screen showing projection_code to a board: one of ${TARGET_FIELDS.join(', ')}`,
    handler: async (body, ctx) => {
      const userId = ctx.userId!;
      const limitKeys = [`user:${userId}`, `ip:${ctx.ip}`];
      await d.wrongProjectionCodes.check(limitKeys);
      onlyFields(body, ['projection_code', ...TARGET_FIELDS]);
      const code =
        typeof body.projection_code === 'number' ? String(body.projection_code).padStart(6, '0') : body.projection_code;
      if (typeof code !== 'string' || !PROJECTION_CODE.test(code))
        throw refuse('projection_code', 'kanban.projection_code_format');
      const binding = parseBindingTarget(body);
      await checkBindingTarget(d.pool, binding);
      const screenId = await d.codes.consume(code);
      if (screenId === null) {
        await d.wrongProjectionCodes.record(limitKeys);
        throw refuse('projection_code', 'kanban.code_wrong');
      }
      const screen = await bindScreen(d, screenId, binding, userId);
      if (!screen) throw refuse('projection_code', 'kanban.code_screen_revoked');
      return screenView(screen);
    },
  });
}

/** The screen of the call's X-Screen-Token (900 when unknown or revoked); a user without one gets 400. */
export async function screenOf(d: KanbanDeps, ctx: CallContext, path: string): Promise<ScreenRow> {
  const caller = await d.callers.of(ctx, permissionOf(path), { screen: true });
  if (caller.kind !== 'screen') throw refuse('X-Screen-Token', 'kanban.screen_only');
  return caller.screen;
}
