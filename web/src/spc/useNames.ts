import { useEffect, useState } from 'react';
import { apiCall } from '@mes/client';

type Named = { id: number; fnumber: string; fname: string };

/** id -> name of a basic-data resource's records (stations, lines): what the SPC screens show instead of ids. */
export function useNames(resource: 'station' | 'product_line'): (id: number | null) => string {
  const [names, setNames] = useState<Map<number, string>>(new Map());
  useEffect(() => {
    let live = true;
    apiCall<{ list: Named[] }>(`basicdata/${resource}/list`, { filter: 'ps:1000' }, { quiet: true }).then(
      (a) => live && setNames(new Map(a.list.map((r) => [r.id, r.fname || r.fnumber]))),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [resource]);
  return (id) => (id === null ? '' : (names.get(id) ?? ''));
}
