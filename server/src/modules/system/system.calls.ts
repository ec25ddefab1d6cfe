import type pg from 'pg';
import { LOCALES, SYSTEM } from '@mes/contracts';
import { implementCall, type ResourceRegistry } from '../../core/resource/resource.registry';
import { inTransaction, rows, run, sql } from '../../core/db/sql';
import type { GlobalSettings } from './global-settings.service';
import { registerListLayouts } from './list-layouts';
import { SYSTEM_RESOURCES } from './op-log.resource';

// The preferences a user keeps on the server (user_preference), each with its type and default.
// `locale`: the language the user chose in the back office; refusals are said in it (core/api/caller-locale.ts).
const PREFERENCES = {
  tour_seen: { type: 'boolean', default: false, values: null },
  locale: { type: 'string', default: null, values: LOCALES },
} as const;

const PREFERENCES_OF = sql('system.preferences', 'SELECT key, value FROM user_preference WHERE user_id = $1');
const SET_PREFERENCE = sql(
  'system.set_preference',
  `INSERT INTO user_preference (user_id, key, value) VALUES ($1, $2, $3)
   ON CONFLICT (user_id, key) DO UPDATE SET value = $3, updated_at = now()`,
);

// 001 §2 "System" (docs/system-pages.md): the operation log (a declared read-only resource), the global settings,
// and the signed-in user's own preferences (the first-login tour is remembered per account, not per browser). Declared
// in contracts/src/calls/system.ts.
export function registerSystem(registry: ResourceRegistry, pool: pg.Pool, settings: GlobalSettings): void {
  for (const def of SYSTEM_RESOURCES) registry.register(def);

  implementCall(registry, SYSTEM.settings, () => settings.describe(), { permission: 'system.global_settings.list' });
  implementCall(registry, SYSTEM.setSettings, async (b, ctx) => {
    const { changed } = await settings.set(b.values, ctx.userId);
    return { changed, ...(await settings.describe()) };
  });
  implementCall(registry, SYSTEM.preferences, (_b, ctx) => preferencesOf(pool, settings, ctx.userId ?? 0), {
    permission: null,
  });
  implementCall(
    registry,
    SYSTEM.setPreferences,
    async (b, ctx) => {
      const given = Object.entries(b.values);
      await inTransaction(pool, async (c) => {
        for (const [key, value] of given) await run(c, SET_PREFERENCE, [ctx.userId, key, JSON.stringify(value)]);
      });
      return preferencesOf(pool, settings, ctx.userId ?? 0);
    },
    { permission: null },
  );
  registerListLayouts(registry, pool);
}

async function preferencesOf(pool: pg.Pool, settings: GlobalSettings, userId: number) {
  const kept = await rows(pool, PREFERENCES_OF, [userId]);
  const preferences: Record<string, unknown> = Object.fromEntries(
    Object.entries(PREFERENCES).map(([k, p]) => [k, p.default]),
  );
  for (const r of kept) if (Object.hasOwn(PREFERENCES, r.key)) preferences[r.key] = r.value;
  const show_tour = preferences.tour_seen !== true && (await settings.bool('tour.show_new_accounts'));
  return { preferences, show_tour };
}
