import dayjs from 'dayjs';

/** A server timestamp in the user's local time, 'YYYY-MM-DD HH:mm:ss'; '' for nothing, the raw text when unreadable. */
export function formatTime(v: unknown): string {
  if (v === null || v === undefined || v === '') return '';
  const d = dayjs(v as string | number);
  return d.isValid() ? d.format('YYYY-MM-DD HH:mm:ss') : String(v);
}
