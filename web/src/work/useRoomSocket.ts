import { useEffect, useState } from 'react';
import { RoomSocket } from './room-socket';

/** One socket per signed-in token (a badge login switches it); null until there is a token. */
export function useRoomSocket(token: string): { socket: RoomSocket | null; connected: boolean } {
  const [state, setState] = useState<{ socket: RoomSocket | null; connected: boolean }>({ socket: null, connected: false });
  useEffect(() => {
    if (!token) return undefined;
    const socket = new RoomSocket(token);
    setState({ socket, connected: socket.connected });
    const off = socket.onStatus((connected) => setState({ socket, connected }));
    return () => {
      off();
      socket.close();
    };
  }, [token]);
  return state;
}
