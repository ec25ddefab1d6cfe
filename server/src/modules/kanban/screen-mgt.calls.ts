import { rooms } from '@mes/contracts';
import { refuse } from '../../core/api/app.exception';
import { idField, onlyFields } from '../../core/api/call-input';
import type { ResourceRegistry } from '../../core/resource/resource.registry';
import { checkBindingTarget, parseBindingTarget, TARGET_FIELDS } from './binding-target';
import { permissionOf, type KanbanDeps } from './kanban.deps';
import { bindScreen } from './screen.calls';
import type { ScreenRow } from './screen.repository';

const noScreen = (id: number) => refuse('screen_id', 'kanban.no_screen', { id });

function mgtView(s: ScreenRow, online: boolean) {
  return {
    id: s.id,
    screen_id: s.id,
    name: s.name,
    binding: s.binding,
    bound_by: s.bound_by,
    bound_at: s.bound_at,
    last_seen_at: s.last_seen_at,
    last_ip: s.last_ip,
    user_agent: s.user_agent,
    revoked: s.revoked,
    revoked_at: s.revoked_at,
    created_at: s.created_at,
    online,
  };
}

async function isOnline(d: KanbanDeps, id: number): Promise<boolean> {
  return (await d.broadcaster.onlineScreenIds().catch(() => new Set<number>())).has(id);
}

// Kanban management (back office): the screens, their bindings, names and tokens.
export function registerScreenMgtCalls(registry: ResourceRegistry, d: KanbanDeps): void {
  const call = (
    path: string,
    summary: string,
    handler: (body: Record<string, unknown>, userId: number) => Promise<unknown>,
  ) =>
    registry.registerExtra({
      path,
      permission: permissionOf(path),
      summary,
      handler: (body, ctx) => handler(body, ctx.userId!),
    });

  call('kanban_mgt/screen/list', 'the screens with binding, last_seen_at and online: { list, total }', async (body) => {
    onlyFields(body, ['include_revoked']);
    if (body.include_revoked !== undefined && typeof body.include_revoked !== 'boolean')
      throw refuse('include_revoked', 'input.boolean');
    const [screens, online] = await Promise.all([
      d.screens.list(body.include_revoked === true),
      d.broadcaster.onlineScreenIds().catch(() => new Set<number>()),
    ]);
    const list = screens.map((s) => mgtView(s, online.has(s.id)));
    return { list, total: list.length };
  });

  call(
    'kanban_mgt/screen/rebind',
    `bind a screen to another board: screen_id and one of ${TARGET_FIELDS.join(', ')}`,
    async (body, userId) => {
      onlyFields(body, ['screen_id', ...TARGET_FIELDS]);
      const id = idField(body, 'screen_id');
      const { screen_id: _s, ...target } = body;
      const binding = parseBindingTarget(target);
      await checkBindingTarget(d.pool, binding);
      const existing = await d.screens.byId(id);
      if (!existing) throw noScreen(id);
      if (existing.revoked) throw refuse('screen_id', 'kanban.screen_revoked', { id });
      const screen = await bindScreen(d, id, binding, userId);
      if (!screen) throw refuse('screen_id', 'kanban.screen_revoked', { id });
      return mgtView(screen, await isOnline(d, id));
    },
  );

  call(
    'kanban_mgt/screen/revoke',
    'revoke a screen: its token stops working and its socket is closed',
    async (body) => {
      onlyFields(body, ['screen_id']);
      const id = idField(body, 'screen_id');
      const screen = await d.screens.revoke(id);
      if (!screen) throw noScreen(id);
      await d.codes.drop(id);
      d.broadcaster.emit(rooms.screen(id), 'screen.revoked', { screen_id: id });
      d.broadcaster.closeScreen(id);
      return mgtView(screen, false);
    },
  );

  call(
    'kanban_mgt/screen/rename',
    'rename a screen: screen_id, name (up to 64 characters, may be empty)',
    async (body) => {
      onlyFields(body, ['screen_id', 'name']);
      const id = idField(body, 'screen_id');
      if (typeof body.name !== 'string') throw refuse('name', 'input.string');
      const name = body.name.trim();
      if (name.length > 64) throw refuse('name', 'input.too_long', { max: 64 });
      const screen = await d.screens.rename(id, name);
      if (!screen) throw noScreen(id);
      return mgtView(screen, await isOnline(d, id));
    },
  );
}
