import type { Page } from 'playwright-core';
import { eventually } from './test-env';

// The rooms a page has joined, read from the join answers its sockets receive (socket.io ack packets "43<n>[{ ok: true,
// room, ... }]"). Start watching before the page opens its socket (before goto or reload).
export function watchJoins(page: Page): { joined(rooms: string[], timeoutMs?: number): Promise<void> } {
  const rooms = new Set<string>();
  page.on('websocket', (ws) => {
    ws.on('framereceived', ({ payload }) => {
      const text = typeof payload === 'string' ? payload : payload.toString('utf8');
      const ack = /^43\d*(\[[\s\S]*\])$/.exec(text);
      if (!ack) return;
      const [answer] = JSON.parse(ack[1]) as { ok?: unknown; room?: unknown }[];
      if (answer?.ok === true && typeof answer.room === 'string') rooms.add(answer.room);
    });
  });
  return {
    joined: async (wanted, timeoutMs = 15_000) => {
      await eventually(
        `joined ${wanted.join(', ')} (have ${[...rooms].join(', ') || 'none'})`,
        async () => wanted.every((r) => rooms.has(r)),
        timeoutMs,
      );
    },
  };
}
