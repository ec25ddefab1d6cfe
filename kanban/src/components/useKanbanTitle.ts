import { useEffect, useState } from 'react';
import { DEFAULT_KANBAN_TITLE, STORAGE_KEYS } from '@mes/contracts';
import { useKanbanSettings } from '../shell/SettingsProvider';
import { readText } from '@mes/client';

function readTitle(): string | null {
  const v = readText(STORAGE_KEYS.kanbanTitle)?.trim();
  return v ? v : null;
}

// The kanban title (000 §3): from the kanban settings, else the one stored last, else null (the translated default).
// The stored default (生产看板, never chosen by anyone) is the default too, so it follows the language.
export function useKanbanTitle(): string | null {
  const settings = useKanbanSettings();
  const [stored, setStored] = useState(readTitle);
  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if (e.key === STORAGE_KEYS.kanbanTitle || e.key === null) setStored(readTitle());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  const title = settings.title ?? stored;
  return title === DEFAULT_KANBAN_TITLE ? null : title;
}
