import { useCallback, useState } from 'react';
import { beep } from './beep';

// Pushes that matter to the operator (the order paused or finished, the work instruction changed, scans refused
// after the fact, a new operator, a supervisor's message): kept until dismissed (Esc), newest first, with a short sound.
// A new notice replaces an older one of its key, unless it is `stacked` (each supervisor's message stays).

export type Notice = {
  id: number;
  tone: 'info' | 'warning' | 'error' | 'success';
  key: string;
  params: Record<string, string | number>;
  status?: number;
  stacked?: boolean;
  at: number;
};
export type Notify = (n: Omit<Notice, 'id' | 'at'>) => void;

const MAX_NOTICES = 5;
let nextId = 1;

export function useNotices(): { notices: Notice[]; notify: Notify; dismiss: (id?: number) => void } {
  const [notices, setNotices] = useState<Notice[]>([]);
  const notify = useCallback<Notify>((n) => {
    setNotices((list) =>
      [{ ...n, id: nextId++, at: Date.now() }, ...list.filter((x) => n.stacked || x.key !== n.key)].slice(
        0,
        MAX_NOTICES,
      ),
    );
    beep('notice');
  }, []);
  const dismiss = useCallback((id?: number) => {
    setNotices((list) => (id === undefined ? list.slice(1) : list.filter((x) => x.id !== id)));
  }, []);
  return { notices, notify, dismiss };
}
