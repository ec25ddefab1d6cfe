import { io } from 'socket.io-client';
import type { Auth } from '../http/client';
import type { SocketLike } from './room-client';

export function handshakeOf(auth: Auth): Record<string, string> {
  return auth.kind === 'screen' ? { screen_token: auth.token } : auth.kind === 'user' ? { token: auth.token } : {};
}

// The real socket: same origin, websocket transport only (docs/decisions.md), reconnecting forever. The token is read
// at every (re)connect, so a refreshed user token is used without a new client.
export function createSocket(auth: () => Auth): SocketLike {
  return io({
    auth: (cb: (data: object) => void) => cb(handshakeOf(auth())),
    transports: ['websocket'],
    reconnectionDelay: 1000,
    reconnectionDelayMax: 10_000,
  });
}
