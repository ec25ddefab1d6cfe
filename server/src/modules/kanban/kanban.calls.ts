import type { ResourceRegistry } from '../../core/resource/resource.registry';
import { registerKanbanDataCalls } from './kanban-data.calls';
import { kanbanDeps, type KanbanIo } from './kanban.deps';
import { registerLoginCodeCalls } from './login-code.calls';
import { registerScreenMgtCalls } from './screen-mgt.calls';
import { registerScreenCalls } from './screen.calls';
import { registerSettingsCalls } from './settings.calls';

// The kanban hub (issue 5): screens and projection codes, login codes, settings, kanban management and the board data.
export function registerKanbanCalls(registry: ResourceRegistry, io: KanbanIo): void {
  const d = kanbanDeps(io);
  registerScreenCalls(registry, d);
  registerScreenMgtCalls(registry, d);
  registerLoginCodeCalls(registry, d);
  registerSettingsCalls(registry, d);
  registerKanbanDataCalls(registry, d);
}
