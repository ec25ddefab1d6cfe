import { refuse } from '../../core/api/app.exception';
import { onlyFields } from '../../core/api/call-input';
import type { ResourceRegistry } from '../../core/resource/resource.registry';
import { permissionOf, type KanbanDeps } from './kanban.deps';

const BOARD = /^[a-z][a-z0-9_]{0,47}$/;
const MAX_LAYOUT_JSON = 64 * 1024;

// The kanban's title and its per-board grid layouts (react-grid-layout): read by screens and users, set from kanban_mgt.
export function registerSettingsCalls(registry: ResourceRegistry, d: KanbanDeps): void {
  registry.registerExtra({
    path: 'kanban/settings',
    permission: permissionOf('kanban/settings'),
    public: true,
    summary: 'the kanban title and layouts: { title, layouts: { [board]: layout } } (a screen token or a user)',
    handler: async (_body, ctx) => {
      await d.callers.of(ctx, permissionOf('kanban/settings'), { screen: true });
      return d.settings.read();
    },
  });

  registry.registerExtra({
    path: 'kanban_mgt/settings/set',
    permission: permissionOf('kanban_mgt/settings/set'),
    summary: 'set the kanban title and/or one board layout: { title?, layout?: { board, layout } }',
    handler: async (body, ctx) => {
      onlyFields(body, ['title', 'layout']);
      if (body.title === undefined && body.layout === undefined) throw refuse('title', 'kanban.title_or_layout');
      if (body.title !== undefined) {
        if (typeof body.title !== 'string' || body.title.trim() === '') throw refuse('title', 'input.non_empty_string');
        if (body.title.length > 64) throw refuse('title', 'input.too_long', { max: 64 });
      }
      let layout: { board: string; layout: unknown } | null = null;
      if (body.layout !== undefined) {
        const l = body.layout as { board?: unknown; layout?: unknown } | null;
        if (typeof l !== 'object' || l === null || Array.isArray(l)) throw refuse('layout', 'kanban.layout_object');
        onlyFields(l as Record<string, unknown>, ['board', 'layout']);
        if (typeof l.board !== 'string' || !BOARD.test(l.board)) throw refuse('layout.board', 'kanban.board_name');
        if (typeof l.layout !== 'object' || l.layout === null) throw refuse('layout.layout', 'kanban.layout_value');
        if (JSON.stringify(l.layout).length > MAX_LAYOUT_JSON) throw refuse('layout.layout', 'kanban.layout_too_large');
        layout = { board: l.board, layout: l.layout };
      }
      if (typeof body.title === 'string') await d.settings.set('title', body.title.trim(), ctx.userId);
      if (layout) await d.settings.set(`layout:${layout.board}`, layout.layout, ctx.userId);
      return d.settings.read();
    },
  });
}
