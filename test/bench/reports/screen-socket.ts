import { io } from 'socket.io-client';
import WebSocket from 'ws';
import type { RoomDelta } from '@mes/contracts';

/** What a benchmark screen needs of its socket: sign in, join a room, receive its deltas, close. */
export type ScreenSocket = { close: () => void };
type Open = (url: string, token: string, room: string, onDelta: (d: RoomDelta) => void) => Promise<ScreenSocket>;

// The benchmark's screens speak the Socket.IO protocol (v5 over Engine.IO v4, the websocket transport) themselves:
// the same frames a board's socket.io-client exchanges with the server (open, connect with the token, the join with
// its acknowledgement, pings, events), without the client library's layers. Hundreds of screens share one thread of
// the load generator on the machine that runs the stack; each delta the library's layers decode for them is CPU the
// stack under measurement does not get. BENCH_SCREEN_CLIENT=socket.io-client measures with the library instead.
const openLean: Open = (url, token, room, onDelta) =>
  new Promise((resolve, reject) => {
    const u = new URL(url);
    const ws = new WebSocket(`ws://${u.host}/socket.io/?EIO=4&transport=websocket`, { perMessageDeflate: false });
    let joined = false;
    const fail = (e: Error) => {
      ws.terminate();
      reject(e);
    };
    ws.on('error', (e) => (joined ? undefined : fail(e)));
    ws.on('message', (raw: Buffer) => {
      const text = raw.toString();
      if (text.startsWith('42')) {
        // an event: ["delta", {...}]
        const [event, data] = JSON.parse(text.slice(2)) as [string, RoomDelta];
        if (event === 'delta') onDelta(data);
      } else if (text === '2') ws.send('3');
      else if (text.startsWith('0')) ws.send(`40${JSON.stringify({ token })}`);
      else if (text.startsWith('40')) ws.send(`421${JSON.stringify(['join', { room }])}`);
      else if (text.startsWith('44')) fail(new Error(`connect refused: ${text.slice(2)}`));
      else if (text.startsWith('431')) {
        const [answer] = JSON.parse(text.slice(3)) as [{ ok: boolean; error?: string }];
        if (!answer.ok) return fail(new Error(`join ${room} refused: ${answer.error}`));
        joined = true;
        resolve({ close: () => ws.close() });
      }
    });
  });

const openLibrary: Open = async (url, token, room, onDelta) => {
  const socket = io(url, { auth: { token }, transports: ['websocket'], forceNew: true, reconnection: false });
  socket.on('delta', onDelta);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  await socket.timeout(10_000).emitWithAck('join', { room });
  return { close: () => socket.close() };
};

export const openScreenSocket: Open = process.env.BENCH_SCREEN_CLIENT === 'socket.io-client' ? openLibrary : openLean;
