import { useCallback, useEffect, useRef, useState } from 'react';
import { rooms, SMT_FEEDING, type SmtFeedingStepEvent } from '@mes/contracts';
import { callApi, type ApiError } from '@mes/client';
import { useRoomRefresh } from '../live/useRoomRefresh';
import { readFeeding, type Feeding } from './feeding-data';

export type FeedingState = {
  feeding: Feeding | null;
  loading: boolean;
  failure: ApiError | null;
  reload: () => void;
  lastStep: SmtFeedingStepEvent | null;
};

/**
 * A feeding document with all its slots, read again whenever a step of it reaches the room
 * smt_order:<id> — steps sent from a handheld or another browser show here without a reload.
 */
export function useFeeding(id: number): FeedingState {
  const [feeding, setFeeding] = useState<Feeding | null>(null);
  const [loading, setLoading] = useState(true);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [lastStep, setLastStep] = useState<SmtFeedingStepEvent | null>(null);
  const asked = useRef(0);

  const reload = useCallback(() => {
    const n = ++asked.current;
    setLoading(true);
    callApi(SMT_FEEDING.entries, { id }, { quiet: true }).then(
      (d) => {
        if (n !== asked.current) return; // a later read is on its way
        setFeeding(readFeeding(d));
        setFailure(null);
        setLoading(false);
      },
      (e: ApiError) => {
        if (n !== asked.current) return;
        setFailure(e);
        setLoading(false);
      },
    );
  }, [id]);

  useEffect(reload, [reload]);

  const orderId = feeding?.smt_order_id ?? null;
  useRoomRefresh(
    orderId === null ? null : rooms.smtOrder(orderId),
    (delta) => {
      if (delta.event !== 'smt_feeding.step' || (delta.data as SmtFeedingStepEvent).id !== id) return false;
      setLastStep(delta.data as SmtFeedingStepEvent);
      return true;
    },
    reload,
  );

  return { feeding, loading, failure, reload, lastStep };
}
