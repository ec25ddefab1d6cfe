import { useCallback, useEffect, useRef, useState } from 'react';
import { callApi } from '@mes/client';
import { LIST_LAYOUT } from '@mes/contracts';
import { DEFAULT_LAYOUT, type ListLayout } from './list-layout';

/** how long a layout rests before it is saved: a drag saves once, not once per pixel */
export const SAVE_DELAY_MS = 600;

export type ListLayoutState = {
  layout: ListLayout;
  /** false until the user's saved layout has been read (the list shows its default meanwhile) */
  ready: boolean;
  change(next: (l: ListLayout) => ListLayout): void;
  reset(): void;
};

// The signed-in user's layout of one list (`<module>.<name>`), read from the server (user/list_layout/get) and
// saved there a moment after the last change (user/list_layout/save), so it follows the user to another browser.
// The calls are sent one after another, so a reset is never overtaken by a save sent before it; a change not yet
// saved is sent when the list is left. A failure is shown by the client.
export function useListLayout(list: string): ListLayoutState {
  const [layout, setLayout] = useState<ListLayout>(DEFAULT_LAYOUT);
  // the layout now, for changes that follow each other faster than renders (a drag's pointer moves)
  const current = useRef<ListLayout>(DEFAULT_LAYOUT);
  const show = useCallback((l: ListLayout) => {
    current.current = l;
    setLayout(l);
  }, []);
  const [ready, setReady] = useState(false);
  const pending = useRef<{ list: string; layout: ListLayout } | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  const send = useCallback((call: () => Promise<unknown>) => {
    queue.current = queue.current.then(call).catch(() => undefined);
  }, []);
  const flush = useCallback(() => {
    window.clearTimeout(timer.current);
    const p = pending.current;
    pending.current = null;
    if (p) send(() => callApi(LIST_LAYOUT.save, { list: p.list, ...p.layout }));
  }, [send]);

  useEffect(() => {
    let live = true;
    setReady(false);
    show(DEFAULT_LAYOUT);
    callApi(LIST_LAYOUT.get, { list })
      .then((a) => live && a.layout && show(a.layout))
      .catch(() => undefined)
      .finally(() => live && setReady(true));
    return () => {
      live = false;
      flush();
    };
  }, [list, flush, show]);

  const change = useCallback(
    (next: (l: ListLayout) => ListLayout) => {
      const n = next(current.current);
      show(n);
      pending.current = { list, layout: n };
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(flush, SAVE_DELAY_MS);
    },
    [list, flush, show],
  );

  const reset = useCallback(() => {
    window.clearTimeout(timer.current);
    pending.current = null;
    show(DEFAULT_LAYOUT);
    send(() => callApi(LIST_LAYOUT.reset, { list }));
  }, [list, send, show]);

  return { layout, ready, change, reset };
}
