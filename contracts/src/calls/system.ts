import { z } from 'zod';
import { LOCALES } from '../locale';
import type { ProgressJob } from '../progress';
import type { Translated } from '../locale';
import { declareCall } from './declare-call';
import { coded, field } from './fields';

// 001 §2 "System" (docs/system-pages.md): the global settings and the signed-in user's own preferences; the running
// jobs of 000 §7 (progressing); a supervisor's message to a station screen.

/** a global setting's value */
export type SettingValue = number | boolean;
/** a global setting: its type, bounds, default, value, words and last change */
export type Setting = {
  key: string;
  type: 'int' | 'bool';
  min?: number;
  max?: number;
  default: SettingValue;
  value: SettingValue;
  label: Translated;
  about: Translated;
  unit?: Translated;
  updated_by: number | null;
  updated_at: string | null;
};
export type SettingGroup = { name: string; label: Translated; settings: Setting[] };
/** the hub's global settings by group */
export type SettingsGroups = { groups: SettingGroup[] };
/** a user's preferences and whether the first-login tour shows */
export type UserPreferences = { preferences: { tour_seen: boolean; locale: string | null }; show_tour: boolean };

/** the preferences a user keeps on the server; another key is refused naming the ones there are */
export const PREFERENCE_KEYS = ['tour_seen', 'locale'] as const;

const preferences = z
  .looseObject(
    {
      tour_seen: field.bool().optional(),
      locale: field.oneOf(LOCALES).optional(),
    },
    coded('system.preferences_object'),
  )
  .superRefine((v, ctx) => {
    const unknown = Object.keys(v).find((k) => !(PREFERENCE_KEYS as readonly string[]).includes(k));
    if (unknown !== undefined)
      ctx.addIssue({
        code: 'custom',
        path: [unknown],
        input: v,
        message: coded('system.unknown_preference', { keys: PREFERENCE_KEYS.join(', ') }).error,
      });
  })
  .refine((v) => Object.keys(v).length > 0, coded('system.preferences_empty'));

const progressId = z
  .number(coded('input.positive_integer'))
  .int(coded('input.positive_integer'))
  .min(1, coded('input.positive_integer'));

export const SYSTEM = {
  settings: declareCall<SettingsGroups>()({
    path: 'system/global_settings',
    summary: "the hub's global settings by group: { groups: [{ name, label, settings: [{ key, type, value, ... }] }] }",
    input: field.object({}),
  }),
  setSettings: declareCall<SettingsGroups & { changed: string[] }>()({
    path: 'system/global_settings/set',
    summary: 'change global settings: { values: { key: value } }, all or none; answers { changed, groups }',
    // each value is checked by its setting (system.* refusals naming values.<key>)
    input: field.object({ values: z.record(z.string(), z.unknown(), coded('system.settings_object')) }),
  }),
  preferences: declareCall<UserPreferences>()({
    path: 'user/preferences',
    summary: "the signed-in user's preferences { tour_seen } and whether the first-login tour shows (show_tour)",
    input: field.object({}),
  }),
  setPreferences: declareCall<UserPreferences>()({
    path: 'user/preferences/set',
    summary: "change the signed-in user's preferences: { values: { tour_seen: true } }",
    input: field.object({ values: preferences }),
  }),
};

const jobs = (path: string) =>
  declareCall<{ list: ProgressJob[]; total: number }>()({
    path,
    summary: "the caller's running and recently finished jobs (imports, exports, builds, rebuilds) with their progress",
    input: field.object({ id: progressId.optional() }),
  });

export const PROGRESS = {
  list: jobs('progressing'),
  listPlugin: jobs('mes-plugins/progressing'),
  cancel: declareCall<ProgressJob>()({
    path: 'progressing/cancel',
    summary: 'cancel a running cancellable job of the caller; its work keeps nothing',
    input: field.object({ id: progressId }),
  }),
};

/** how long a supervisor's message to a station may be */
export const STATION_MESSAGE_MAX = 500;

export const STATION_MESSAGE = declareCall<{ station_id: number; text: string; by: number | null; at: string }>()({
  path: 'work/station/message',
  summary: `a supervisor's message to a station screen: station_id, text (1..${STATION_MESSAGE_MAX} characters)`,
  input: field.object({
    station_id: field.id(),
    text: field.text(STATION_MESSAGE_MAX).refine((t) => t.trim() !== '', coded('input.not_blank')),
  }),
});
