import { useCallback, useEffect, useState } from 'react';
import { dropWorkCert, keepWorkCert, readWorkCert, SMT_FEEDING, type WorkCert } from '@mes/contracts';
import { browserStorage, callApi } from '@mes/client';

/** The work_cert of a feeding kept in this browser (24 h, shared key with the handheld), and prepare to get one. */
export function useWorkCert(feedingId: number, onPrepared: () => void) {
  const [cert, setCert] = useState<WorkCert | null>(() => readWorkCert(feedingId, browserStorage()));
  const [busy, setBusy] = useState(false);
  useEffect(() => setCert(readWorkCert(feedingId, browserStorage())), [feedingId]);

  const prepare = useCallback(async () => {
    setBusy(true);
    try {
      const answer = await callApi(SMT_FEEDING.prepare, { id: feedingId });
      keepWorkCert(feedingId, answer, browserStorage());
      setCert({ work_cert: answer.work_cert, expires_at: answer.expires_at });
      onPrepared();
    } catch {
      // the client has shown the refusal
    } finally {
      setBusy(false);
    }
  }, [feedingId, onPrepared]);

  const drop = useCallback(() => {
    dropWorkCert(feedingId, browserStorage());
    setCert(null);
  }, [feedingId]);

  return { cert, busy, prepare, drop };
}
