import { useEffect, useState } from 'react';

export const PAGE_MS = 15_000;

/** A TV list that does not fit turns its pages by itself (no scrollbar); one page stays still. */
export function usePaged<T>(
  rows: T[],
  pageSize: number,
  everyMs = PAGE_MS,
): { rows: T[]; page: number; pages: number } {
  const size = Math.max(1, Math.floor(pageSize));
  const pages = Math.max(1, Math.ceil(rows.length / size));
  const [page, setPage] = useState(0);
  useEffect(() => {
    if (pages <= 1) return undefined;
    const timer = setInterval(() => setPage((p) => (p + 1) % pages), everyMs);
    return () => clearInterval(timer);
  }, [pages, everyMs]);
  const current = page < pages ? page : 0;
  return { rows: rows.slice(current * size, current * size + size), page: current, pages };
}
