import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { AUTH, ErrorCode } from '@mes/contracts';
import { modelOf } from '../live/board-model';
import { RoomClientContext } from '../live/useRoom';
import { routeOf } from '../pairing/binding';
import { ScreenController, type ScreenState } from '../pairing/screen-controller';
import type { Mount } from '../routing';
import { authOf, isKanbanHome, loginPathFor, modeOf, type Mode } from './auth-mode';
import { useSessionKeeper } from './useSessionKeeper';
import {
  RoomClient,
  apiCall,
  callApi,
  clearUserSession,
  configureApi,
  createSocket,
  readScreenToken,
  readUserSession,
  scheduleReload,
  writeScreenToken,
  writeUserSession,
  type Auth,
  type UserSession,
} from '@mes/client';

export type AppAuth = {
  mount: Mount;
  mode: Mode;
  auth: Auth;
  session: UserSession | null;
  screen: ScreenState | null;
  signIn: (s: UserSession) => void;
  signOut: () => void;
};

const AuthContext = createContext<AppAuth | null>(null);

export function useAppAuth(): AppAuth {
  const v = useContext(AuthContext);
  if (!v) throw new Error('useAppAuth outside AuthProvider');
  return v;
}

// Decides who the app runs as, keeps the API and the one socket on that identity, and drives a screen's pairing.
export function AuthProvider({ mount, children }: { mount: Mount; children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const [screenToken, setScreenToken] = useState(() => (mount === 'kanban' ? readScreenToken() : null));
  const [session, setSession] = useState(readUserSession);
  const [controller, setController] = useState<ScreenController | null>(null);
  const [screen, setScreen] = useState<ScreenState | null>(null);
  const [client, setClient] = useState<RoomClient | null>(null);
  // Once a screen, always a screen on this page: a revoked TV pairs again wherever it stood.
  const wasScreen = useRef(false);
  let mode = modeOf(mount, screenToken, session, location.pathname);
  if (mode === 'none' && wasScreen.current) mode = 'screen';
  if (mode === 'screen') wasScreen.current = true;
  const auth = useMemo(() => authOf(mode, screenToken, session), [mode, screenToken, session]);
  const authRef = useRef(auth);
  authRef.current = auth;
  const here = useRef('');
  here.current = `${location.pathname}${location.search}`;

  const signIn = useCallback((s: UserSession) => {
    writeUserSession(s);
    setSession(s);
  }, []);
  const signOut = useCallback(() => {
    const token = session?.token.access_token;
    if (token)
      void callApi(AUTH.logout, {}, { auth: { kind: 'user', token }, ignoreInvalidToken: true }).catch(() => undefined);
    clearUserSession();
    setSession(null);
  }, [session]);
  const sessionLost = useCallback(() => {
    clearUserSession();
    setSession(null);
    navigate(loginPathFor(mount, here.current), { replace: true });
  }, [mount, navigate]);

  useSessionKeeper(mode === 'user' ? session : null, setSession, sessionLost);

  // The screen: registered or greeted once per start, then moved by its socket events.
  useEffect(() => {
    if (mode !== 'screen') return undefined;
    const c = new ScreenController({ call: apiCall, readToken: readScreenToken, writeToken: writeScreenToken });
    const off = c.subscribe(() => {
      setScreen(c.getState());
      setScreenToken(readScreenToken());
    });
    setController(c);
    void c.start();
    return () => {
      off();
      c.stop();
      setController(null);
      setScreen(null);
    };
  }, [mode]);

  // A screen shows what it is bound to; a screen that lost its binding goes back to pairing on the home.
  const boundRoute = screen?.kind === 'bound' ? routeOf(screen.binding) : null;
  useEffect(() => {
    if (boundRoute && location.pathname !== boundRoute) navigate(boundRoute, { replace: true });
    else if (screen?.kind === 'pairing' && !isKanbanHome(location.pathname)) navigate('/home', { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only on a change of what the screen shows, not on every navigation
  }, [boundRoute, screen?.kind]);

  // The API reads who to call as from refs, configured during the first render: the screens' effects (children's
  // effects run before this provider's) already call with the right token.
  const controllerRef = useRef(controller);
  controllerRef.current = controller;
  const lostRef = useRef(sessionLost);
  lostRef.current = sessionLost;
  useState(() =>
    configureApi({
      auth: () => authRef.current,
      onInvalidToken: (_e, a) => {
        if (a.kind === 'screen') controllerRef.current?.refresh();
        else if (a.kind === 'user') lostRef.current();
      },
      onLiveReload: () => scheduleReload(),
    }),
  );

  // One socket per identity (a screen's token, or a user); a user's refreshed token is read at each reconnect.
  const identity =
    auth.kind === 'screen' ? `screen:${auth.token}` : auth.kind === 'user' ? `user:${session?.user.id}` : null;
  useEffect(() => {
    if (!identity) return undefined;
    const c = new RoomClient({
      createSocket: () => createSocket(() => authRef.current),
      modelOf,
      events: window,
      // A refused token: a user signs in again; a screen says hello, which pairs it again once revoked (its
      // 'screen.revoked' may have been sent while the socket was away).
      onRefused: (code) => {
        if (code !== ErrorCode.INVALID_TOKEN) return;
        if (authRef.current.kind === 'user') lostRef.current();
        else if (authRef.current.kind === 'screen') controllerRef.current?.refresh();
      },
      // A screen's socket closed by the server (revoked, a moment after 'screen.revoked'): hello at once, which pairs
      // it again, even if the event itself was missed.
      onClosedByServer: () => {
        if (authRef.current.kind === 'screen') controllerRef.current?.refresh();
      },
    });
    setClient(c);
    return () => {
      c.close();
      setClient(null);
    };
  }, [identity]);

  // Screen events, and a hello after the first connect and every reconnect: a binding made before the socket was up,
  // or while it was away, is picked up.
  useEffect(() => {
    if (!client || !controller) return undefined;
    let wasDown = true;
    const offs = [
      client.onEvent('screen.bound', (d) => controller.onBound(d)),
      client.onEvent('screen.revoked', () => controller.onRevoked()),
      client.onStatus(() => {
        const s = client.getStatus();
        if (s === 'offline') wasDown = true;
        if (s === 'connected' && wasDown) {
          wasDown = false;
          controller.refresh();
        }
      }),
    ];
    return () => offs.forEach((off) => off());
  }, [client, controller]);

  const value = useMemo<AppAuth>(
    () => ({ mount, mode, auth, session, screen, signIn, signOut }),
    [mount, mode, auth, session, screen, signIn, signOut],
  );
  return (
    <AuthContext.Provider value={value}>
      <RoomClientContext.Provider value={client}>{children}</RoomClientContext.Provider>
    </AuthContext.Provider>
  );
}
