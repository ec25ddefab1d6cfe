import { apiCall, callApi } from '@mes/client';
import { SYSTEM, type Setting, type SettingGroup, type SettingsGroups, type SettingValue } from '@mes/contracts';

// The calls of /system/global_settings (docs/system-pages.md).
export type { Setting, SettingGroup, SettingValue };
export type SettingsAnswer = SettingsGroups;

export type SettingChange = {
  id: number;
  created_at: string;
  creater_id: number | null;
  creater?: { name: string; display_name: string } | null;
  key: string;
  old_value: SettingValue | null;
  new_value: SettingValue;
};

export const readSettings = () => callApi(SYSTEM.settings, {});

export const saveSettings = (values: Record<string, SettingValue>) => callApi(SYSTEM.setSettings, { values });

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
