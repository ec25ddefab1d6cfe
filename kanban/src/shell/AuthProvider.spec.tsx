/** @jest-environment jsdom */
import '../test/dom-setup';
import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { STORAGE_KEYS } from '@mes/contracts';
import { FakeSocket } from '../test/fakes';
import { fakeApi } from '../test/dom-setup';
import { apiCall, configureApi, resetApi } from '@mes/client';
import { AuthProvider, useAppAuth } from './AuthProvider';

const mockSockets: FakeSocket[] = [];
jest.mock('@mes/client', () => ({
  ...jest.requireActual<object>('@mes/client'),
  createSocket: () => {
    const s = new FakeSocket();
    mockSockets.push(s);
    return s;
  },
}));

function CallsOnMount() {
  useEffect(() => {
    void apiCall('kanban/settings').catch(() => undefined);
  }, []);
  const { mode } = useAppAuth();
  return <p data-testid="mode">{mode}</p>;
}

function Where() {
  const { screen } = useAppAuth();
  return <p data-testid="screen">{screen?.kind ?? 'none'}</p>;
}

const signedIn = () => {
  localStorage.setItem(
    STORAGE_KEYS.accessToken,
    JSON.stringify({ access_token: 'USER', expire: 3600, created_at: Math.floor(Date.now() / 1000) }),
  );
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ id: 1, name: 'admin', display_name: 'Admin' }));
};

describe(AuthProvider.name, () => {
  afterEach(() => {
    localStorage.clear();
    resetApi();
  });

  it("sends the user's token with the first calls a screen makes on mount", async () => {
    signedIn();
    const api = fakeApi({ 'kanban/settings': { err: 0, data: { title: 'T', layouts: {} } } });
    configureApi({ fetch: api.fetch });
    render(
      <MemoryRouter initialEntries={['/worder/list']}>
        <AuthProvider mount="kanban">
          <CallsOnMount />
        </AuthProvider>
      </MemoryRouter>,
    );
    expect(screen.getByTestId('mode').textContent).toBe('user');
    await waitFor(() => expect(api.calls.length).toBeGreaterThan(0));
    expect(api.calls[0].headers.authorization).toBe('Bearer USER');
  });

  it('registers an unbound TV on the home, keeps the token, and follows its binding to the board', async () => {
    const api = fakeApi({
      'kanban/screen/register': {
        err: 0,
        data: { screen_id: 3, screen_token: 'SCREEN', projection_code: '123456', code_expires_in: 300 },
      },
    });
    configureApi({ fetch: api.fetch });
    render(
      <MemoryRouter initialEntries={['/']}>
        <AuthProvider mount="kanban">
          <Routes>
            <Route path="/" element={<Where />} />
            <Route path="/home" element={<Where />} />
            <Route path="/product_line/worder/:id" element={<p data-testid="board">board</p>} />
          </Routes>
        </AuthProvider>
      </MemoryRouter>,
    );
    await waitFor(() => expect(screen.getByTestId('screen').textContent).toBe('pairing'));
    expect(localStorage.getItem('MES_screen_token')).toBe('SCREEN');
    const socket = mockSockets.at(-1)!;
    act(() => socket.serverConnect());
    await waitFor(() => expect(socket.listens('screen.bound')).toBe(true));
    act(() =>
      socket.fire('screen.bound', { screen_id: 3, binding: { board: 'line', params: { product_line_id: 2 } } }),
    );
    await screen.findByTestId('board');
    expect(api.calls.map((c) => c.path)).toEqual(['kanban/screen/register']);
  });

  it('sends nobody calls without a token and a user to the login on a 900', async () => {
    signedIn();
    const api = fakeApi({ 'kanban/settings': { err: 900, msg: 'invalid token' } });
    configureApi({ fetch: api.fetch });
    render(
      <MemoryRouter initialEntries={['/worder/list']}>
        <AuthProvider mount="kanban">
          <Routes>
            <Route path="/worder/list" element={<CallsOnMount />} />
            <Route path="/login" element={<p data-testid="login">login</p>} />
          </Routes>
        </AuthProvider>
      </MemoryRouter>,
    );
    await screen.findByTestId('login');
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    await act(async () => undefined);
  });
});
