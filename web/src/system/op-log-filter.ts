import type { Dayjs } from 'dayjs';
import { quoteValue } from '../widgets';

// The operation log's filters as the list grammar (docs/system-pages.md).
export type Filters = {
  user: string;
  module: string;
  call: string;
  record: string;
  result: '' | 'true' | 'false';
  range: [Dayjs, Dayjs] | null;
};
export const EMPTY: Filters = { user: '', module: '', call: '', record: '', result: '', range: null };

/** the list grammar of the filters: equality on user, module, call, record, result; a range on the time. */
export function logFilter(f: Filters): string {
  const tokens: string[] = [];
  const eq = (field: string, v: string) => v.trim() !== '' && tokens.push(`${field}:${quoteValue(v.trim())}`);
  eq('user_name', f.user);
  eq('module', f.module);
  eq('path', f.call);
  eq('record_id', f.record);
  if (f.result) tokens.push(`ok:${f.result}`);
  if (f.range) {
    tokens.push(`created_at:>=${f.range[0].startOf('day').toISOString()}`);
    tokens.push(`created_at:<${f.range[1].add(1, 'day').startOf('day').toISOString()}`);
  }
  return tokens.join(' ');
}
