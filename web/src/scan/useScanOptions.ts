import { useCallback, useEffect, useRef, useState } from 'react';
import { MTL_STD } from '@mes/contracts';
import { needsParser, parserCandidates, selectParser } from './scan-rules';
import type { ScanParser, ScanTypeOption } from './scan.types';

export type ScanOptionsInput = {
  loadScanTypes?: () => Promise<ScanTypeOption[]>;
  loadParsers: (type: string, organizationId: number, general: boolean) => Promise<ScanParser[]>;
  /** A fixed type skips loading the types. */
  fixedType?: string;
  defaultType?: string;
  organizationId?: number | null;
  general: boolean;
};

/** The type list, the parser candidates for the chosen type and organization, and the chosen parser. */
export function useScanOptions(input: ScanOptionsInput) {
  const { fixedType, organizationId, general } = input;
  // Loaders are read through a ref: inline callbacks from the caller must not reload on every render.
  const loaders = useRef(input);
  loaders.current = input;
  const [types, setTypes] = useState<ScanTypeOption[]>([]);
  const [type, setTypeState] = useState<string>(fixedType ?? input.defaultType ?? MTL_STD);
  const [candidates, setCandidates] = useState<ScanParser[]>([]);
  const [parserId, setParserId] = useState<number | null>(null);

  // Another type has other parsers: drop the choice at once, so no scan runs a parser of the old type.
  const setType = useCallback((next: string) => {
    setTypeState(next);
    setCandidates([]);
    setParserId(null);
  }, []);

  useEffect(() => {
    const load = loaders.current.loadScanTypes;
    if (fixedType || !load) return;
    let live = true;
    load()
      .then((list) => {
        if (!live) return;
        setTypes(list);
        setTypeState((cur) => (list.length === 0 || list.some((o) => o.fnumber === cur) ? cur : list[0].fnumber));
      })
      .catch(() => undefined); // the transport reports it; the default type stays usable
    return () => {
      live = false;
    };
  }, [fixedType]);

  const current = fixedType ?? type;
  useEffect(() => {
    if (!needsParser(current)) return;
    let live = true;
    loaders.current
      .loadParsers(current, organizationId ?? 0, general)
      .then((list) => {
        if (!live) return;
        const next = parserCandidates(list, organizationId, general);
        setCandidates(next);
        setParserId((cur) => selectParser(cur, next));
      })
      .catch(() => {
        if (live) setCandidates([]);
      });
    return () => {
      live = false;
    };
  }, [current, organizationId, general]);

  return { types, type: current, setType, candidates, parserId, setParserId };
}
