import { apiCall } from '@mes/client';
import type { Translated } from '@mes/contracts';

// The calls of /system/global_settings (docs/system-pages.md).
export type SettingValue = number | boolean;

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
export type SettingsAnswer = { groups: SettingGroup[] };

export type SettingChange = {
  id: number;
  created_at: string;
  creater_id: number | null;
  creater?: { name: string; display_name: string } | null;
  key: string;
  old_value: SettingValue | null;
  new_value: SettingValue;
};

export const readSettings = () => apiCall<SettingsAnswer>('system/global_settings');

export const saveSettings = (values: Record<string, SettingValue>) =>
  apiCall<SettingsAnswer & { changed: string[] }>('system/global_settings/set', { values });

export const readChanges = () =>
  apiCall<{ list: SettingChange[] }>('system/global_setting_change/list', { filter: 'ps:20 sort:id-desc' });

/** the values the form holds that differ from the stored ones. */
export function changedValues(
  groups: SettingGroup[],
  form: Record<string, SettingValue>,
): Record<string, SettingValue> {
  const out: Record<string, SettingValue> = {};
  for (const s of groups.flatMap((g) => g.settings))
    if (s.key in form && form[s.key] !== s.value) out[s.key] = form[s.key];
  return out;
}
