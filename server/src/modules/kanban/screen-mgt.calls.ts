import { bindingOfTarget, KANBAN_MGT, rooms } from '@mes/contracts';
import { refuse } from '../../core/api/app.exception';
import { implementCall, type ResourceRegistry } from '../../core/resource/resource.registry';
import { checkBindingTarget } from './binding-target';
import type { KanbanKit } from './kanban.deps';
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

async function isOnline(d: KanbanKit, id: number): Promise<boolean> {
  return (await d.broadcaster.onlineScreenIds().catch(() => new Set<number>())).has(id);
}

// Kanban management (back office): the screens, their bindings, names and tokens. Declared in
// contracts/src/calls/kanban-screens.ts.
export function registerScreenMgtCalls(registry: ResourceRegistry, d: KanbanKit): void {
  const M = KANBAN_MGT;
  implementCall(registry, M.screens, async (b) => {
    const [screens, online] = await Promise.all([
      d.screens.list(b.include_revoked === true),
      d.broadcaster.onlineScreenIds().catch(() => new Set<number>()),
    ]);
    const list = screens.map((s) => mgtView(s, online.has(s.id)));
    return { list, total: list.length };
  });

  implementCall(registry, M.rebind, async (b, ctx) => {
    const id = b.screen_id;
    const binding = bindingOfTarget(b);
    await checkBindingTarget(d.pool, binding);
    const existing = await d.screens.byId(id);
    if (!existing) throw noScreen(id);
    if (existing.revoked) throw refuse('screen_id', 'kanban.screen_revoked', { id });
    const screen = await bindScreen(d, id, binding, ctx.userId!);
    if (!screen) throw refuse('screen_id', 'kanban.screen_revoked', { id });
    return mgtView(screen, await isOnline(d, id));
  });

  implementCall(registry, M.revoke, async ({ screen_id: id }) => {
    const screen = await d.screens.revoke(id);
    if (!screen) throw noScreen(id);
    await d.codes.drop(id);
    d.broadcaster.emit(rooms.screen(id), 'screen.revoked', { screen_id: id });
    d.broadcaster.closeScreen(id);
    return mgtView(screen, false);
  });

  implementCall(registry, M.rename, async ({ screen_id: id, name }) => {
    const screen = await d.screens.rename(id, name);
    if (!screen) throw noScreen(id);
    return mgtView(screen, await isOnline(d, id));
  });
}
