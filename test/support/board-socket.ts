import { io, type Socket } from 'socket.io-client';
import type { JoinAnswer, RoomDelta } from '@mes/contracts';

// A board as the kanban will run it: a socket with a token, rooms joined, deltas collected.
export class BoardSocket {
  readonly deltas: RoomDelta[] = [];
  readonly socket: Socket;

  constructor(baseUrl: string, token: string) {
    this.socket = io(baseUrl, { auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
    this.socket.on('delta', (d: RoomDelta) => this.deltas.push(d));
  }

  async connected(): Promise<void> {
    if (this.socket.connected) return;
    await new Promise<void>((resolve, reject) => {
      this.socket.once('connect', () => resolve());
      this.socket.once('connect_error', (e) => reject(e));
    });
  }

  async join(room: string, lastSeq?: number): Promise<JoinAnswer> {
    await this.connected();
    return this.socket.timeout(10_000).emitWithAck('join', { room, last_seq: lastSeq }) as Promise<JoinAnswer>;
  }

  close(): void {
    this.socket.close();
  }
}
