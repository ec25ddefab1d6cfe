import { apiCall } from '@mes/client';
import { isRecord } from '@mes/contracts';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { routeOf } from '../first-hour/resource-routes';
import type { ResourceRef } from '../routes/route-types';
import { recordLabel } from './fields';

// A reference as a person reads it (issue 33, "names everywhere"): the record's number and name, linked to its
// details screen when the back office has one; never its id. Every screen that shows a reference uses this one piece.

type Loaded = { at: number; label: Promise<string | null> };
const KEEP_MS = 60_000;
const loaded = new Map<string, Loaded>();

/** The label of one record, read once a minute at most per record (a table of entries names each once). */
export function recordLabelOf(ref: ResourceRef, id: number): Promise<string | null> {
  const key = `${ref.module}/${ref.name}/${id}`;
  const hit = loaded.get(key);
  if (hit && Date.now() - hit.at < KEEP_MS) return hit.label;
  const label = apiCall<Record<string, unknown>>(`${ref.module}/${ref.name}`, { id }, { quiet: true }).then(
    (r) => recordLabel(r) || null,
    () => null,
  );
  loaded.set(key, { at: Date.now(), label });
  return label;
}

type Props = {
  /** the resource referred to; null: one the back office does not describe (its id is all there is) */
  resource: ResourceRef | null;
  id: unknown;
  /** the referred record when the answer joined it already (a relation): no read */
  row?: unknown;
  testId?: string;
};

export function RecordRef({ resource, id, row, testId }: Props) {
  const joined = isRecord(row) ? recordLabel(row) : '';
  const known = typeof id === 'number' && id > 0 ? id : null;
  const [label, setLabel] = useState<string | null>(joined || null);
  const [missing, setMissing] = useState(false);
  useEffect(() => {
    if (joined || !resource || known === null) return;
    let live = true;
    void recordLabelOf(resource, known).then((l) => {
      if (!live) return;
      setLabel(l);
      setMissing(l === null);
    });
    return () => {
      live = false;
    };
  }, [joined, resource?.module, resource?.name, known]); // eslint-disable-line react-hooks/exhaustive-deps
  if (known === null) return <span data-testid={testId}>—</span>;
  const text = joined || label || (missing || !resource ? `#${known}` : '…');
  const to = resource ? routeOf(resource, 'detail', known) : null;
  return to ? (
    <Link to={to} data-testid={testId} title={text}>
      {text}
    </Link>
  ) : (
    <span data-testid={testId} title={text}>
      {text}
    </span>
  );
}
