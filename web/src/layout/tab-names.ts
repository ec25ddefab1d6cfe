import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

// A record's page tells the tab bar what its record is called (issue 33: tabs read "Shelving #1"); the bar keeps the
// name with the tab, so a reload still shows it.

type Listener = (path: string, name: string) => void;
const listeners = new Set<Listener>();

/** The tab bar hears the names pages announce while it is mounted. */
export function onTabName(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** A page names its own tab once its record is known (null while it loads or is missing). */
export function useTabName(name: string | null): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (name) for (const l of listeners) l(pathname, name);
  }, [pathname, name]);
}
