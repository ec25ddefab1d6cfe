import type { DataSource } from 'typeorm';
import { LOCALES } from '@mes/contracts';
import { refuse } from '../../core/api/app.exception';
import { onlyFields } from '../../core/api/call-input';
import type { ResourceRegistry } from '../../core/resource/resource.registry';
import type { GlobalSettings } from './global-settings.service';
import { SYSTEM_RESOURCES } from './op-log.resource';

// The preferences a user keeps on the server (user_preference), each with its type and default.
// `locale`: the language the user chose in the back office; refusals are said in it (core/api/caller-locale.ts).
const PREFERENCES = {
  tour_seen: { type: 'boolean', default: false, values: null },
  locale: { type: 'string', default: null, values: LOCALES },
} as const;
type PreferenceKey = keyof typeof PREFERENCES;

// 001 §2 "System" (docs/system-pages.md): the operation log (a declared read-only resource), the global settings,
// and the signed-in user's own preferences (the first-login tour is remembered per account, not per browser).
export function registerSystem(registry: ResourceRegistry, ds: DataSource, settings: GlobalSettings): void {
  for (const def of SYSTEM_RESOURCES) registry.register(def);

  registry.registerExtra({
    path: 'system/global_settings',
    permission: 'system.global_settings.list',
    summary: "the hub's global settings by group: { groups: [{ name, label, settings: [{ key, type, value, ... }] }] }",
    handler: async (body) => {
      onlyFields(body, []);
      return settings.describe();
    },
  });

  registry.registerExtra({
    path: 'system/global_settings/set',
    permission: 'system.global_settings.set',
    summary: 'change global settings: { values: { key: value } }, all or none; answers { changed, groups }',
    handler: async (body, ctx) => {
      onlyFields(body, ['values']);
      const { changed } = await settings.set(body.values, ctx.userId);
      return { changed, ...(await settings.describe()) };
    },
  });

  registry.registerExtra({
    path: 'user/preferences',
    permission: null,
    summary: "the signed-in user's preferences { tour_seen } and whether the first-login tour shows (show_tour)",
    handler: async (body, ctx) => {
      onlyFields(body, []);
      return preferencesOf(ds, settings, ctx.userId ?? 0);
    },
  });

  registry.registerExtra({
    path: 'user/preferences/set',
    permission: null,
    summary: "change the signed-in user's preferences: { values: { tour_seen: true } }",
    handler: async (body, ctx) => {
      onlyFields(body, ['values']);
      const values = body.values;
      if (typeof values !== 'object' || values === null || Array.isArray(values))
        throw refuse('values', 'system.preferences_object');
      const given = Object.entries(values as Record<string, unknown>);
      if (given.length === 0) throw refuse('values', 'system.preferences_empty');
      for (const [key, value] of given) {
        if (!Object.hasOwn(PREFERENCES, key))
          throw refuse(`values.${key}`, 'system.unknown_preference', { keys: Object.keys(PREFERENCES).join(', ') });
        const pref = PREFERENCES[key as PreferenceKey];
        if (pref.type === 'boolean' && typeof value !== 'boolean') throw refuse(`values.${key}`, 'input.boolean');
        if (pref.values && !(pref.values as readonly unknown[]).includes(value))
          throw refuse(`values.${key}`, 'input.one_of', { values: pref.values.join(', ') });
      }
      await ds.transaction(async (m) => {
        for (const [key, value] of given) {
          await m.query(
            `INSERT INTO user_preference (user_id, key, value) VALUES ($1, $2, $3)
            ON CONFLICT (user_id, key) DO UPDATE SET value = $3, updated_at = now()`,
            [ctx.userId, key, JSON.stringify(value)],
          );
        }
      });
      return preferencesOf(ds, settings, ctx.userId ?? 0);
    },
  });
}

async function preferencesOf(ds: DataSource, settings: GlobalSettings, userId: number) {
  const rows = (await ds.query('SELECT key, value FROM user_preference WHERE user_id = $1', [userId])) as {
    key: string;
    value: unknown;
  }[];
  const preferences: Record<string, unknown> = Object.fromEntries(
    Object.entries(PREFERENCES).map(([k, p]) => [k, p.default]),
  );
  for (const r of rows) if (Object.hasOwn(PREFERENCES, r.key)) preferences[r.key] = r.value;
  const show_tour = preferences.tour_seen !== true && (await settings.bool('tour.show_new_accounts'));
  return { preferences, show_tour };
}
