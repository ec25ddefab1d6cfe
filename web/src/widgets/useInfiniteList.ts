import { useCallback, useRef, useState } from 'react';
import { mergeRows } from './list-filter';
import type { FetchPage, ListRow } from './list-types';

export type InfiniteListState<Row> = { rows: Row[]; total: number; loading: boolean; done: boolean };

type Cursor<Row> = { pn: number; loading: boolean; done: boolean; rows: Row[]; build: (pn: number) => string };

/**
 * Page-by-page loading for infinite scroll. `reset` starts over with a new filter builder (page number -> filter);
 * `more` loads the next page unless one is loading or all are in. Answers to a superseded reset are dropped.
 */
export function useInfiniteList<Row extends ListRow>(fetchPage: FetchPage<Row>, pageSize: number) {
  const [state, setState] = useState<InfiniteListState<Row>>({ rows: [], total: 0, loading: false, done: true });
  const seq = useRef(0);
  // The cursor mirrors the state synchronously, so scroll events between renders never load a page twice.
  const cursor = useRef<Cursor<Row>>({ pn: 0, loading: false, done: true, rows: [], build: (pn) => `pn:${pn}` });

  const load = useCallback(
    async (pn: number, ticket: number) => {
      const c = cursor.current;
      c.loading = true;
      setState((s) => ({ ...s, loading: true }));
      try {
        const page = await fetchPage(c.build(pn));
        if (ticket !== seq.current) return;
        c.pn = pn;
        c.rows = pn === 1 ? page.list : mergeRows(c.rows, page.list);
        c.done = page.list.length < pageSize || c.rows.length >= page.total;
        setState({ rows: c.rows, total: page.total, loading: false, done: c.done });
      } catch {
        // the transport has already reported the error; stop paging rather than retry in a loop
        if (ticket !== seq.current) return;
        c.done = true;
        setState((s) => ({ ...s, loading: false, done: true }));
      } finally {
        if (ticket === seq.current) c.loading = false;
      }
    },
    [fetchPage, pageSize],
  );

  const reset = useCallback(
    (build: (pn: number) => string) => {
      const ticket = ++seq.current;
      cursor.current = { pn: 0, loading: false, done: false, rows: [], build };
      setState({ rows: [], total: 0, loading: true, done: false });
      void load(1, ticket);
    },
    [load],
  );

  const more = useCallback(() => {
    const c = cursor.current;
    if (c.loading || c.done) return;
    void load(c.pn + 1, seq.current);
  }, [load]);

  return { ...state, reset, more };
}
