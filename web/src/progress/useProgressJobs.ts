import { useCallback, useEffect, useState } from 'react';
import { rooms, type ProgressJob } from '@mes/contracts';
import { useLiveRooms } from '../live/useLiveRooms';
import { useLocalSnapshot } from '../session';
import { listJobs } from './progress-api';
import { mergeAll, mergeJob } from './progress-jobs';

/**
 * The signed-in user's jobs: read by `progressing` on mount and after a reconnect, then moved by the
 * `progress.changed` events of the user:<id> room.
 */
export function useProgressJobs(): ProgressJob[] {
  const userId = useLocalSnapshot().session.user?.id ?? null;
  const { client } = useLiveRooms();
  const [jobs, setJobs] = useState<ProgressJob[]>([]);

  const load = useCallback(() => {
    listJobs().then(
      (a) => setJobs((now) => mergeAll(now, a.list)),
      () => undefined,
    );
  }, []);

  useEffect(() => {
    if (userId === null || !client) return undefined;
    load();
    // A rejoin after a reconnect answers the room afresh (resync): the jobs are read again.
    return client.watch(rooms.user(userId), {
      delta: (delta) => {
        if (delta.event === 'progress.changed') setJobs((now) => mergeJob(now, delta.data as ProgressJob));
      },
      resync: load,
    });
  }, [userId, client, load]);

  return jobs;
}
