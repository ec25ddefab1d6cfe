import { useCallback, useMemo, useState } from 'react';
import { KANBAN_SETTINGS } from '@mes/contracts';
import { useKanbanSettings } from '../shell/SettingsProvider';
import { defaultLayout, layoutFor, type PanelLayout } from './layouts';
import { callApi, asApiError, type ApiError } from '@mes/client';

export type BoardLayout = {
  layout: PanelLayout[];
  editing: boolean;
  saving: boolean;
  error: ApiError | null;
  edit: () => void;
  change: (l: PanelLayout[]) => void;
  reset: () => void;
  cancel: () => void;
  save: () => Promise<void>;
};

// The layout of a board from the kanban settings, and its editing by a signed-in user (kanban_mgt/settings/set).
export function useBoardLayout(board: string, panels: readonly string[]): BoardLayout {
  const settings = useKanbanSettings();
  const saved = settings.layouts[board];
  const base = useMemo(() => layoutFor(board, saved, panels), [board, saved, panels]);
  const [draft, setDraft] = useState<PanelLayout[] | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const { replace } = settings;

  const save = useCallback(async () => {
    if (!draft) return;
    setSaving(true);
    setError(null);
    try {
      replace(await callApi(KANBAN_SETTINGS.set, { layout: { board, layout: draft } }));
      setDraft(null);
    } catch (e) {
      setError(asApiError(e));
    } finally {
      setSaving(false);
    }
  }, [board, draft, replace]);

  return {
    layout: draft ?? base,
    editing: draft !== null,
    saving,
    error,
    edit: () => setDraft(base),
    change: (l) => setDraft((d) => (d === null ? d : l)),
    reset: () => setDraft(defaultLayout(board)),
    cancel: () => {
      setDraft(null);
      setError(null);
    },
    save,
  };
}
