import { io, type Socket } from 'socket.io-client';
import type { JoinAnswer } from '@mes/contracts';
import type { Envelope } from './api-client';

/** A call as a kanban screen makes it: its token in X-Screen-Token (and a user's token only when given). */
export async function screenCall<T = unknown>(
  baseUrl: string,
  path: string,
  body: unknown,
  screenToken: string | null,
  userToken: string | null = null,
): Promise<Envelope<T>> {
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'user-agent': 'mes-test-tv/1.0',
      ...(screenToken ? { 'x-screen-token': screenToken } : {}),
      ...(userToken ? { authorization: `Bearer ${userToken}` } : {}),
    },
    body: JSON.stringify(body),
  });
  if (res.status !== 200) throw new Error(`${path}: HTTP ${res.status} ${await res.text()}`);
  return (await res.json()) as Envelope<T>;
}

// A kanban TV's socket: it shows its screen token, is put in screen:<id> by the server, and collects every event.
export class ScreenSocket {
  readonly events: { event: string; data: unknown }[] = [];
  readonly socket: Socket;
  disconnected = false;

  constructor(baseUrl: string, screenToken: string) {
    this.socket = io(baseUrl, {
      auth: { screen_token: screenToken },
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    });
    this.socket.onAny((event: string, data: unknown) => this.events.push({ event, data }));
    this.socket.on('disconnect', () => (this.disconnected = true));
  }

  async connected(): Promise<void> {
    if (this.socket.connected) return;
    await new Promise<void>((resolve, reject) => {
      this.socket.once('connect', () => resolve());
      this.socket.once('connect_error', (e) => reject(e));
    });
  }

  /** The payloads received for one event, oldest first. */
  received<T = unknown>(event: string): T[] {
    return this.events.filter((e) => e.event === event).map((e) => e.data as T);
  }

  async join(room: string, lastSeq?: number): Promise<JoinAnswer> {
    await this.connected();
    return this.socket.timeout(10_000).emitWithAck('join', { room, last_seq: lastSeq }) as Promise<JoinAnswer>;
  }

  close(): void {
    this.socket.close();
  }
}
