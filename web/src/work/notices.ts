import { useCallback, useState } from 'react';
import type { Translated } from '@mes/contracts';
import { beep } from './beep';

// Pushes that matter to the operator (the order paused or finished, the work instruction changed, scans refused
// after the fact, a new operator, a supervisor's message): kept until dismissed (Esc), newest first, with a short sound.
// A new notice replaces an older one of its key, unless it is `stacked` (each supervisor's message stays); one with a
// `tag` replaces the one of its tag, and `withdraw(tag)` takes it away (an SPC alarm released).

export type Notice = {
  id: number;
  tone: 'info' | 'warning' | 'error' | 'success';
  key: string;
  params: Record<string, string | number>;
  status?: number;
  /** params worded in the screen's language (contracts' Translated), resolved when shown */
  words?: Record<string, Translated>;
  stacked?: boolean;
  tag?: string;
  at: number;
};
export type Notify = (n: Omit<Notice, 'id' | 'at'>) => void;

const MAX_NOTICES = 5;
let nextId = 1;

export type Notices = {
  notices: Notice[];
  notify: Notify;
  dismiss: (id?: number) => void;
  withdraw: (tag: string) => void;
};

const replaces = (n: Omit<Notice, 'id' | 'at'>, x: Notice) =>
  n.tag !== undefined ? x.tag === n.tag : !n.stacked && x.key === n.key;

export function useNotices(): Notices {
  const [notices, setNotices] = useState<Notice[]>([]);
  const notify = useCallback<Notify>((n) => {
    setNotices((list) =>
      [{ ...n, id: nextId++, at: Date.now() }, ...list.filter((x) => !replaces(n, x))].slice(0, MAX_NOTICES),
    );
    beep('notice');
  }, []);
  const dismiss = useCallback((id?: number) => {
    setNotices((list) => (id === undefined ? list.slice(1) : list.filter((x) => x.id !== id)));
  }, []);
  const withdraw = useCallback((tag: string) => {
    setNotices((list) => list.filter((x) => x.tag !== tag));
  }, []);
  return { notices, notify, dismiss, withdraw };
}
