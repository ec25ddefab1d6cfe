import type { Platform } from '../../core/api/platform';
import type { CallContext } from '../../core/resource/resource.registry';
import { registerKanbanDataCalls } from './kanban-data.calls';
import { kanbanDeps, type KanbanIo } from './kanban.deps';
import { registerLoginCodeCalls } from './login-code.calls';
import { registerScreenMgtCalls } from './screen-mgt.calls';
import { registerScreenCalls } from './screen.calls';
import { registerSettingsCalls } from './settings.calls';

/** The platform's pool and Redis, auth's sessions, access and login service, the realtime's broadcaster (KanbanIo). */
export type KanbanDeps = Pick<Platform, 'registry'> & KanbanIo;

/** What the kanban gives the boards of other areas: a screen (X-Screen-Token) or a user holding the permission. */
export type KanbanGives = { screenOrUser: (ctx: CallContext, permission: string) => Promise<unknown> };

// The kanban area, the kanban hub (issue 5; docs/architecture.md, "Areas"): screens and projection codes, login codes,
// settings, kanban management and the board data. Its callers also answer for device maintenance's boards.
export function register({
  registry,
  pool,
  redis,
  sessions,
  live,
  access,
  auth,
  broadcaster,
}: KanbanDeps): KanbanGives {
  const d = kanbanDeps({ pool, redis, sessions, live, access, auth, broadcaster });
  registerScreenCalls(registry, d);
  registerScreenMgtCalls(registry, d);
  registerLoginCodeCalls(registry, d);
  registerSettingsCalls(registry, d);
  registerKanbanDataCalls(registry, d);
  return { screenOrUser: (ctx, permission) => d.callers.of(ctx, permission, { screen: true }) };
}
