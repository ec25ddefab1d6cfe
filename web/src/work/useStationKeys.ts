import { useEffect, useRef } from 'react';

export type StationKeys = {
  F2?: () => void;
  F4?: () => void;
  F6?: () => void;
  F7?: () => void;
  F8?: () => void;
  F3?: () => void;
  F9?: () => void;
  Escape?: () => void;
};

/**
 * Keyboard only: the function keys of the station screen (ignored while a dialog is open, and Shift+F7 stays the
 * editable table's copy-down), and the focus goes back to the scan box whenever it would fall on nothing.
 */
export function useStationKeys(keys: StationKeys, dialogOpen: boolean, focusScan: () => void): void {
  const ref = useRef({ keys, dialogOpen, focusScan });
  ref.current = { keys, dialogOpen, focusScan };

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const { keys: k, dialogOpen: modal } = ref.current;
      if (modal || e.altKey || e.ctrlKey || e.metaKey) return;
      if (e.key === 'F7' && e.shiftKey) return;
      const run = k[e.key as keyof StationKeys];
      if (!run) return;
      e.preventDefault();
      run();
    };
    // a click on the page's background, a closed dialog or a finished scan leaves the focus on <body>: take it back
    const keepFocus = () =>
      setTimeout(() => {
        if (!ref.current.dialogOpen && (document.activeElement === document.body || document.activeElement === null))
          ref.current.focusScan();
      }, 0);
    window.addEventListener('keydown', onKey);
    document.addEventListener('focusout', keepFocus);
    document.addEventListener('click', keepFocus);
    window.addEventListener('focus', keepFocus);
    return () => {
      window.removeEventListener('keydown', onKey);
      document.removeEventListener('focusout', keepFocus);
      document.removeEventListener('click', keepFocus);
      window.removeEventListener('focus', keepFocus);
    };
  }, []);
}
