import { apiCall } from '@mes/client';

export type Option = { value: number; label: string };
type Listed = { id: number; fnumber: string; fname: string };

/** The records of a resource as select options ('code name'), at most 1000, disabled ones left out. */
export async function optionsOf(path: string): Promise<Option[]> {
  const page = await apiCall<{ list: Listed[] }>(path, { filter: 'disabled:0 ps:1000' });
  return page.list.map((r) => ({ value: r.id, label: `${r.fnumber} ${r.fname}`.trim() }));
}

export const DM = 'device_maintenance';
