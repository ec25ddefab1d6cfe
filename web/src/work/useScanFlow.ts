import { useCallback, useRef, useState } from 'react';
import { ErrorCode, extractSerialNumber } from '@mes/contracts';
import { beep } from './beep';
import type { ReportSender } from './report-sender';
import type { StationTally } from './tally';
import { clearValues, itemsToSend, reportResult } from './test-items';
import { uuid4 } from './uuid';
import type { Verdict } from './VerdictPanel';
import type { Outcome, PendingScan, ReportBody, TestItem } from './work.types';

export type ScanFlowDeps = {
  call: string;
  stationId: number;
  operator: string;
  sender: ReportSender;
  tally: StationTally;
  items: TestItem[];
  setItems: (items: TestItem[]) => void;
  markFail: boolean;
  setMarkFail: (on: boolean) => void;
  /** the order of an answered scan, so the live panel follows it */
  onOrder: (worderId: number) => void;
  /** 1211: the order is not working: read its status again */
  onOrderRefused: () => void;
  noSnText: string;
};

/**
 * One scan: the SN extraction rule (000 §5), the body with a fresh idempotency key, the verdict shown large with a
 * sound, the row in the results at once. Only the newest scan's verdict stays on screen.
 */
export function useScanFlow(d: ScanFlowDeps): {
  verdict: Verdict;
  onScan: (text: string) => void;
  onLateVerdict: (key: string, outcome: Outcome) => void;
} {
  const [verdict, setVerdict] = useState<Verdict>({ kind: 'idle' });
  const latest = useRef(0);
  const deps = useRef(d);
  deps.current = d;

  const onScan = useCallback((text: string) => {
    const c = deps.current;
    const no = ++latest.current;
    const sn = extractSerialNumber(text).trim();
    if (sn === '') {
      setVerdict({ kind: 'refused', key: '', sn: text, text, err: ErrorCode.API_ERROR, msg: c.noSnText });
      beep('fail');
      return;
    }
    const test_items = itemsToSend(c.items);
    const key = uuid4();
    const body: ReportBody = {
      sn,
      station_id: c.stationId,
      result: reportResult(test_items, c.markFail),
      operator: c.operator,
      test_items,
      idempotency_key: key,
    };
    const scan: PendingScan = { key, call: c.call, body, at: Date.now() };
    c.tally.scanned(key, sn, scan.at);
    setVerdict({ kind: 'sending', key, sn, text });
    if (c.markFail) c.setMarkFail(false);
    if (test_items.length > 0) c.setItems(clearValues(c.items));
    void c.sender.submit(scan).then((outcome) => {
      const now = deps.current;
      c.tally.outcome(key, sn, outcome, false);
      if (outcome.kind === 'verdict') {
        now.onOrder(outcome.answer.worder_id);
        beep(outcome.answer.verdict === 'pass' ? 'pass' : 'fail');
      } else {
        beep(outcome.kind === 'queued' ? 'notice' : 'fail');
        if (outcome.kind === 'refused' && outcome.err === ErrorCode.NO_WORK_ORDER) now.onOrderRefused();
      }
      if (no !== latest.current) return;
      if (outcome.kind === 'verdict') setVerdict({ kind: 'verdict', key, sn, text, answer: outcome.answer });
      else if (outcome.kind === 'refused')
        setVerdict({ kind: 'refused', key, sn, text, err: outcome.err, msg: outcome.msg });
      else setVerdict({ kind: 'queued', key, sn, text });
    });
  }, []);

  // A queued scan answered later: still the one on screen, its verdict replaces "saved offline".
  const onLateVerdict = useCallback((key: string, outcome: Outcome) => {
    setVerdict((v) => {
      if (v.kind !== 'queued' || v.key !== key) return v;
      if (outcome.kind === 'verdict')
        return { kind: 'verdict', key, sn: v.sn, text: v.text, answer: outcome.answer, late: true };
      if (outcome.kind === 'refused')
        return { kind: 'refused', key, sn: v.sn, text: v.text, err: outcome.err, msg: outcome.msg, late: true };
      return v;
    });
  }, []);

  return { verdict, onScan, onLateVerdict };
}
