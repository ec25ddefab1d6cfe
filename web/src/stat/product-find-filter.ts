import type { Dayjs } from 'dayjs';

// The product search's form as the list grammar of product_coll/product_item/list (docs/api.md).

export type FindState = 'all' | 'open' | 'done' | 'failed';
export type FindForm = {
  sn: string;
  worder_id: number | null;
  product_id: number | null;
  product_line_id: number | null;
  state: FindState;
  range: [Dayjs | null, Dayjs | null] | null;
};

export const EMPTY_FIND: FindForm = {
  sn: '',
  worder_id: null,
  product_id: null,
  product_line_id: null,
  state: 'all',
  range: null,
};

const quote = (s: string) => `"${s.replace(/["\\]/g, (c) => `\\${c}`)}"`;

export function findFilter(f: FindForm, pn: number, ps: number): string {
  const parts: string[] = [];
  if (f.sn.trim()) parts.push(`search_key:${quote(f.sn.trim())}`);
  for (const key of ['worder_id', 'product_id', 'product_line_id'] as const)
    if (f[key] !== null) parts.push(`${key}:${f[key]}`);
  if (f.state === 'open') parts.push('done:false');
  if (f.state === 'done') parts.push('done:true');
  if (f.state === 'failed') parts.push('last_result:2');
  if (f.range?.[0]) parts.push(`from:"${f.range[0].toISOString()}"`);
  if (f.range?.[1]) parts.push(`to:"${f.range[1].toISOString()}"`);
  parts.push('sort:updated_at-desc', `pn:${pn}`, `ps:${ps}`);
  return parts.join(' ');
}
