import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConnection, useRoomClient } from '../live/useRoom';

/** Before the first connect, how long 'connecting' may last before the corner says offline. */
export const FIRST_CONNECT_GRACE_MS = 4000;

// A small corner marker while the socket is down: the board keeps its numbers and catches up by itself.
export function OfflineMarker() {
  const { t } = useTranslation();
  const client = useRoomClient();
  const status = useConnection();
  const [grace, setGrace] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setGrace(false), FIRST_CONNECT_GRACE_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!client || status === 'connected' || (status === 'connecting' && grace)) return null;
  return (
    <div className="offline-marker" role="status" data-testid="kanban-offline">
      <span className="offline-marker__dot" aria-hidden="true" />
      {status === 'connecting' ? t('live.reconnecting') : t('live.offline')}
    </div>
  );
}
