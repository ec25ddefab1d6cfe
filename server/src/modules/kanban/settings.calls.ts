import { KANBAN_SETTINGS } from '@mes/contracts';
import { implementCall, type ResourceRegistry } from '../../core/resource/resource.registry';
import { permissionOf, type KanbanKit } from './kanban.deps';

// The kanban's title and its per-board grid layouts (react-grid-layout): read by screens and users, set from kanban_mgt.
// Declared in contracts/src/calls/kanban-screens.ts.
export function registerSettingsCalls(registry: ResourceRegistry, d: KanbanKit): void {
  implementCall(registry, KANBAN_SETTINGS.read, () => d.settings.read(), {
    public: true,
    admit: async (ctx) => void (await d.callers.of(ctx, permissionOf(KANBAN_SETTINGS.read.path), { screen: true })),
  });

  implementCall(registry, KANBAN_SETTINGS.set, async (b, ctx) => {
    if (b.title !== undefined) await d.settings.set('title', b.title, ctx.userId);
    if (b.layout) await d.settings.set(`layout:${b.layout.board}`, b.layout.layout, ctx.userId);
    return d.settings.read();
  });
}
