import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ACCESS, AUTH, TOKEN_CHECK_INTERVAL_S } from '@mes/contracts';
import { callApi } from '@mes/client';
import { TokenKeeper, loginTargetFor, sessionStore } from '../session';

function makeKeeper(): TokenKeeper {
  const storage = sessionStore.storageOrNull;
  return new TokenKeeper({
    storage: storage ?? { getItem: () => null, setItem: () => undefined, removeItem: () => undefined },
    nowMs: () => Date.now(),
    refresh: () => callApi(AUTH.refresh_token, {}, { quiet: true }),
    grants: async () => {
      const self = await callApi(ACCESS.self, {}, { quiet: true });
      return { roles: self.roles ?? [], permissions: self.permissions ?? [] };
    },
    changed: () => sessionStore.reload(),
  });
}

// Checks the session on every navigation and every 30 s (at most every 30 s, 000 §7): refreshes the token when due,
// re-reads stale roles, and opens the login once the session has run out.
export function SessionKeeper() {
  const keeper = useMemo(makeKeeper, []);
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    const check = () => {
      void keeper.check().then((outcome) => {
        if (outcome !== 'logged-out') return;
        sessionStore.reload();
        const target = loginTargetFor(`${window.location.pathname}${window.location.search}`);
        if (target.external) window.location.assign(target.url);
        else navigate(target.url, { replace: true });
      });
    };
    check();
    const timer = setInterval(check, TOKEN_CHECK_INTERVAL_S * 1000);
    return () => clearInterval(timer);
  }, [keeper, location.pathname, navigate]);

  return null;
}
