import { useCallback, useSyncExternalStore } from 'react';

// A CSS media query as React state: read at once (the first paint is right), followed when it changes. A window
// without media queries (a unit test's DOM) matches none.

const media = (query: string): MediaQueryList | undefined =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query) : undefined;

/** true while `query` matches (`'(max-width: 767.98px)'`, `'(prefers-reduced-motion: reduce)'`) */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const m = media(query);
      m?.addEventListener('change', onChange);
      return () => m?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => media(query)?.matches ?? false,
    () => false,
  );
}
