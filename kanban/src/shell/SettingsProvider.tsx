import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { STORAGE_KEYS, isRecord, KANBAN_SETTINGS } from '@mes/contracts';
import { readLayouts, type Layouts } from '../boards/layouts';
import { useAppAuth } from './AuthProvider';
import { callApi, str, writeText } from '@mes/client';

export type KanbanSettings = { title: string | null; layouts: Layouts; loaded: boolean };
type SettingsValue = KanbanSettings & { replace: (answer: unknown) => void };

const EMPTY: KanbanSettings = { title: null, layouts: {}, loaded: false };
const SettingsContext = createContext<SettingsValue>({ ...EMPTY, replace: () => undefined });

export function useKanbanSettings(): SettingsValue {
  return useContext(SettingsContext);
}

export function readSettings(v: unknown): KanbanSettings {
  const o = isRecord(v) ? v : {};
  const title = str(o.title).trim();
  return { title: title || null, layouts: readLayouts(o.layouts), loaded: true };
}

// The kanban title and the board layouts (POST /kanban/settings), read once per identity and binding.
export function SettingsProvider({ children }: { children: ReactNode }) {
  const { auth, screen } = useAppAuth();
  const [settings, setSettings] = useState<KanbanSettings>(EMPTY);
  const who = auth.kind === 'none' ? null : `${auth.kind}:${auth.token}`;
  const binding = screen?.kind === 'bound' ? JSON.stringify(screen.binding) : '';
  useEffect(() => {
    if (!who) return undefined;
    const abort = new AbortController();
    callApi(KANBAN_SETTINGS.read, {}, { signal: abort.signal, ignoreInvalidToken: true }).then(
      (data) => {
        const next = readSettings(data);
        if (next.title) writeText(STORAGE_KEYS.kanbanTitle, next.title);
        setSettings(next);
      },
      () => {
        if (!abort.signal.aborted) setSettings((s) => ({ ...s, loaded: true }));
      },
    );
    return () => abort.abort();
  }, [who, binding]);
  const replace = useCallback((answer: unknown) => setSettings(readSettings(answer)), []);
  const value = useMemo(() => ({ ...settings, replace }), [settings, replace]);
  return <SettingsContext.Provider value={value}>{children}</SettingsContext.Provider>;
}
