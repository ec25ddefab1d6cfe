import type { Locale } from '@mes/contracts';
import { apiCall, apiDownload, type CallOptions, type Download } from '@mes/client';
import type { ResourceMeta } from './meta';

// The standard calls of a resource (docs/api.md, "The standard calls of a resource").

export type Creater = { id: number; name: string; display_name: string } | null;

export type ResourceRecord = Record<string, unknown> & {
  id: number;
  checked?: boolean;
  disabled?: boolean;
  creater?: Creater;
  created_at?: string;
  updated_at?: string;
};

export type ListAnswer = { list: ResourceRecord[]; total: number; pn: number; ps: number; page_next_id: number | null };

const base = (def: Pick<ResourceMeta, 'module' | 'name'>) => `${def.module}/${def.name}`;

export function listRecords(
  def: Pick<ResourceMeta, 'module' | 'name'>,
  filter: string,
  opts?: CallOptions,
): Promise<ListAnswer> {
  return apiCall<ListAnswer>(`${base(def)}/list`, { filter }, opts);
}

export function getRecord(def: ResourceMeta, id: number, opts?: CallOptions): Promise<ResourceRecord> {
  return apiCall<ResourceRecord>(base(def), { id }, opts);
}

export function createRecord(
  def: ResourceMeta,
  values: Record<string, unknown>,
  opts?: CallOptions,
): Promise<ResourceRecord> {
  return apiCall<ResourceRecord>(`${base(def)}/create`, values, opts);
}

export function updateRecord(
  def: ResourceMeta,
  id: number,
  values: Record<string, unknown>,
  opts?: CallOptions,
): Promise<ResourceRecord> {
  return apiCall<ResourceRecord>(`${base(def)}/update`, { ...values, id }, opts);
}

export function deleteRecord(def: ResourceMeta, id: number): Promise<{ id: number }> {
  return apiCall<{ id: number }>(`${base(def)}/delete`, { id });
}

export function setChecked(def: ResourceMeta, id: number, checked: boolean): Promise<ResourceRecord> {
  return apiCall<ResourceRecord>(`${base(def)}/check`, { id, checked });
}

export function setDisabled(def: ResourceMeta, id: number, disabled: boolean): Promise<ResourceRecord> {
  return apiCall<ResourceRecord>(`${base(def)}/disable`, { id, disabled });
}

/** The spreadsheet of what the list's filter selects (paging is dropped by the server). */
export function exportRecords(def: ResourceMeta, filter: string, locale: Locale): Promise<Download> {
  return apiDownload(`${base(def)}/export`, { filter, locale }, `${def.name}.xlsx`);
}

export type ImportAnswer = { imported: number };

/** Uploads a spreadsheet; every row is imported or none (400 naming the first bad row). */
export async function importRecords(def: ResourceMeta, file: File): Promise<ImportAnswer> {
  const content = await fileToBase64(file);
  return apiCall<ImportAnswer>(
    `${base(def)}/import`,
    { filename: file.name, content_base64: content },
    { timeoutMs: 120_000 },
  );
}

export async function fileToBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  return btoa(binary);
}

/** Saves a downloaded file through a temporary link. */
export function saveFile(d: Download): void {
  const url = URL.createObjectURL(d.blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = d.filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** One action of the record's status machine (`<module>/<name>/<action>`, e.g. worder/start_order). */
export function runMachineAction(def: ResourceMeta, id: number, action: string): Promise<ResourceRecord> {
  return apiCall<ResourceRecord>(`${base(def)}/${action}`, { id });
}
