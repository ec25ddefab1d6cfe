import { useEffect, useState } from 'react';
import { STORAGE_KEYS } from '@mes/contracts';

function readTitle(): string | null {
  try {
    const v = localStorage.getItem(STORAGE_KEYS.kanbanTitle)?.trim();
    return v ? v : null;
  } catch {
    return null;
  }
}

// The title set for this screen (000 §3 'kanban title'), or null to use the translated default.
export function useKanbanTitle(): string | null {
  const [title, setTitle] = useState(readTitle);
  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if (e.key === STORAGE_KEYS.kanbanTitle || e.key === null) setTitle(readTitle());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  return title;
}
