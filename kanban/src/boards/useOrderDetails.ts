import { useEffect, useRef, useState } from 'react';
import { KANBAN_BOARD_CALLS } from '@mes/contracts';
import { readOrderDetail, type OrderDetail } from '../live/kanban-data';
import { callApi } from '@mes/client';

export const MAX_DETAILS = 60;

/**
 * The details of orders a board shows (product, flow in order): fetched once per order id while shown, never
 * polled; a failed one is asked again when the ids change.
 */
export function useOrderDetails(ids: number[]): Record<number, OrderDetail> {
  const [details, setDetails] = useState<Record<number, OrderDetail>>({});
  const asked = useRef(new Set<number>());
  const abort = useRef<AbortController | null>(null);
  const key = [...new Set(ids)]
    .sort((a, b) => a - b)
    .slice(0, MAX_DETAILS)
    .join(',');

  useEffect(() => {
    const ctl = new AbortController();
    abort.current = ctl;
    const seen = asked.current;
    return () => {
      ctl.abort();
      seen.clear();
    };
  }, []);

  useEffect(() => {
    const wanted = key ? key.split(',').map(Number) : [];
    const signal = abort.current?.signal;
    for (const id of wanted) {
      if (asked.current.has(id)) continue;
      asked.current.add(id);
      callApi(KANBAN_BOARD_CALLS.orderAlias, { worder_id: id }, { signal }).then(
        (data) => {
          const d = readOrderDetail(data);
          if (d && !signal?.aborted) setDetails((all) => ({ ...all, [id]: d }));
        },
        () => asked.current.delete(id),
      );
    }
    // forget what is no longer shown: a board runs for months
    for (const id of [...asked.current]) if (!wanted.includes(id)) asked.current.delete(id);
    setDetails((all) => {
      const keep = Object.fromEntries(Object.entries(all).filter(([id]) => wanted.includes(Number(id))));
      return Object.keys(keep).length === Object.keys(all).length ? all : keep;
    });
  }, [key]);
  return details;
}
