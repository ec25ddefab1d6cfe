import { describe, expect, it } from '@jest/globals';
import { RoomClient } from '@mes/client';
import { FakeSocket } from '@mes/client/test/fake-socket';
import { LiveRooms, type SignedIn } from './live-rooms';

function setup() {
  let who: SignedIn | null = null;
  const sockets: FakeSocket[] = [];
  const rooms = new LiveRooms(
    () => who,
    () => new RoomClient({ createSocket: () => (sockets.push(new FakeSocket()), sockets.at(-1) as FakeSocket) }),
  );
  return { rooms, sockets, signIn: (w: SignedIn | null) => (who = w) };
}

describe(LiveRooms.name, () => {
  it('opens no socket without a signed-in token', () => {
    const { rooms, sockets } = setup();
    expect(rooms.current()).toBeNull();
    expect(sockets).toHaveLength(0);
  });

  it('keeps one client for a user (a refreshed token too) and a new one for another user', () => {
    const { rooms, sockets, signIn } = setup();
    signIn({ userId: 1, token: 'a' });
    const first = rooms.current();
    signIn({ userId: 1, token: 'b' });
    expect(rooms.current()).toBe(first);
    signIn({ userId: 2, token: 'c' }); // a badge login at a station
    expect(rooms.current()).not.toBe(first);
    expect(sockets).toHaveLength(2);
    signIn(null);
    expect(rooms.current()).toBeNull();
  });
});
