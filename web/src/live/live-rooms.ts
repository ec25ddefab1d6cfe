import { RoomClient, createSocket, userAuth, type Auth } from '@mes/client';
import { sessionStore } from '../session';

export type SignedIn = { userId: number; token: string };

/** Who is signed in now, from the session store; null for nobody. */
export function signedIn(): SignedIn | null {
  const { token, user } = sessionStore.getSnapshot().session;
  return token?.access_token && user ? { userId: user.id, token: token.access_token } : null;
}

// One room client for the whole back office: the lists, scheduling, SMT feeding and the station screens share its
// socket. It is made for the signed-in user and made again when another user signs in (a badge login at a station);
// a refreshed token is read at each reconnect. Nobody signed in: no socket.
export class LiveRooms {
  private held: { userId: number; client: RoomClient } | null = null;

  constructor(
    private readonly who: () => SignedIn | null = signedIn,
    private readonly create: (auth: () => Auth) => RoomClient = (auth) =>
      new RoomClient({ createSocket: () => createSocket(auth), events: typeof window === 'undefined' ? null : window }),
  ) {}

  /** The client of whoever is signed in now. */
  current(): RoomClient | null {
    const w = this.who();
    if (this.held && this.held.userId === w?.userId) return this.held.client;
    this.held?.client.close();
    this.held = null;
    if (!w) return null;
    this.held = { userId: w.userId, client: this.create(() => userAuth(this.who()?.token)) };
    return this.held.client;
  }
}

export const liveRooms = new LiveRooms();
