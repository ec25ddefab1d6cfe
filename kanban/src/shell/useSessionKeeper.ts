import { useEffect, useRef } from 'react';
import { AUTH, TOKEN_CHECK_INTERVAL_S, isRecord } from '@mes/contracts';
import {
  callApi,
  asApiError,
  isSessionValid,
  needsRefresh,
  nowSeconds,
  num,
  str,
  writeUserSession,
  type UserSession,
} from '@mes/client';

// A signed-in user's token is checked every 30 s and refreshed once older than min(10 min, lifetime / 2) (000 §7).
export function useSessionKeeper(
  session: UserSession | null,
  update: (s: UserSession) => void,
  lost: () => void,
): void {
  const ref = useRef({ session, update, lost });
  ref.current = { session, update, lost };
  const active = session !== null;
  useEffect(() => {
    if (!active) return undefined;
    let busy = false;
    const check = async () => {
      const s = ref.current.session;
      if (!s || busy) return;
      if (!isSessionValid(s)) return ref.current.lost();
      if (!needsRefresh(s)) return;
      busy = true;
      try {
        const a = await callApi(
          AUTH.refresh_token,
          {},
          { auth: { kind: 'user', token: s.token.access_token }, ignoreInvalidToken: true },
        );
        if (!isRecord(a) || !str(a.access_token)) return;
        const token = {
          access_token: str(a.access_token),
          expire: num(a.expire, 0) || null,
          created_at: num(a.created_at, nowSeconds()),
        };
        writeUserSession({ ...s, token });
        ref.current.update({ ...s, token });
      } catch (e) {
        if (asApiError(e).err === 900) ref.current.lost();
      } finally {
        busy = false;
      }
    };
    const timer = setInterval(() => void check(), TOKEN_CHECK_INTERVAL_S * 1000);
    void check();
    return () => clearInterval(timer);
  }, [active]);
}
