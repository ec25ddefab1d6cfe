/** @jest-environment jsdom */
import '../test/dom-setup';
import { act, render, screen } from '@testing-library/react';
import { RoomClientContext } from '../live/useRoom';
import { FakeSocket } from '../test/fakes';
import { FIRST_CONNECT_GRACE_MS, OfflineMarker } from './OfflineMarker';
import { RoomClient } from '@mes/client';

describe(OfflineMarker.name, () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('says offline in a corner while the socket is down, and nothing once it is back', () => {
    const socket = new FakeSocket();
    const client = new RoomClient({ createSocket: () => socket });
    render(
      <RoomClientContext.Provider value={client}>
        <OfflineMarker />
      </RoomClientContext.Provider>,
    );
    expect(screen.queryByTestId('kanban-offline')).toBeNull(); // connecting, within the grace
    act(() => socket.serverConnect());
    expect(screen.queryByTestId('kanban-offline')).toBeNull();
    act(() => socket.serverDrop());
    expect(screen.getByTestId('kanban-offline').textContent).toBe('Offline');
    act(() => socket.serverConnect());
    expect(screen.queryByTestId('kanban-offline')).toBeNull();
    client.close();
  });

  it('says offline when the first connection does not come', () => {
    const client = new RoomClient({ createSocket: () => new FakeSocket() });
    render(
      <RoomClientContext.Provider value={client}>
        <OfflineMarker />
      </RoomClientContext.Provider>,
    );
    act(() => jest.advanceTimersByTime(FIRST_CONNECT_GRACE_MS));
    expect(screen.getByTestId('kanban-offline').textContent).toBe('Reconnecting…');
    client.close();
  });
});
