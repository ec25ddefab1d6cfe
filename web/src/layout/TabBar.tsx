import { Tag } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ROUTES, findRoute, flattenRoutes } from '../routes';
import { sessionStore, usePermission } from '../session';
import { closeTab, nameTab, readTabs, visitTab, writeTabs, type Tab } from './tab-history';
import { onTabName } from './tab-names';
import { useTitle } from './useTitle';

const FLAT = flattenRoutes(ROUTES);

// The last 10 visited pages as tabs under the header (000 §3, STORAGE_KEYS.tags); a tab reopens its page with the
// search it had, its cross closes it; a record's tab is called by the record's name (useTabName).
export function TabBar() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const translate = useTitle();
  const { meets } = usePermission();
  const storage = sessionStore.storageOrNull;
  const [tabs, setTabs] = useState<Tab[]>(() => readTabs(storage));
  const bar = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // an unknown address, a redirect or a refused screen is not worth a tab
    const route = findRoute(FLAT, pathname);
    if (!route || !route.node.screen || !route.requires.every((r) => meets(r))) return;
    setTabs((cur) => {
      const next = visitTab(cur, pathname, search, Date.now());
      writeTabs(storage, next);
      return next;
    });
  }, [pathname, search, storage, meets]);

  useEffect(
    () =>
      onTabName((path, name) =>
        setTabs((cur) => {
          const next = nameTab(cur, path, name);
          if (next !== cur) writeTabs(storage, next);
          return next;
        }),
      ),
    [storage],
  );

  const titled = useMemo(
    () =>
      tabs.map((tab) => {
        const route = findRoute(FLAT, tab.path);
        // a record's page: the record's name once the page told it, its number until then
        const record = route?.fullPath.endsWith('/:id') ? ` ${tab.name ?? `#${tab.path.split('/').pop() ?? ''}`}` : '';
        return { tab, label: route ? `${translate(route.node.title)}${record}` : tab.path };
      }),
    [tabs, translate],
  );

  // on a phone the tabs are one line that scrolls sideways (styles.css): the current page's tab is brought into view
  useEffect(() => {
    const el = bar.current;
    const active = el?.querySelector('.tab-bar__tab--active');
    if (!el || !active || el.scrollWidth <= el.clientWidth) return;
    const box = el.getBoundingClientRect();
    const tab = active.getBoundingClientRect();
    if (tab.left < box.left) el.scrollLeft -= box.left - tab.left + 12;
    else if (tab.right > box.right) el.scrollLeft += tab.right - box.right + 12;
  }, [pathname, titled]);

  const close = (path: string) => {
    const { tabs: left, open } = closeTab(tabs, path, pathname);
    setTabs(left);
    writeTabs(storage, left);
    if (path === pathname) navigate(open ? `${open.path}${open.search}` : '/home');
  };

  return (
    <div className="tab-bar" data-testid="tab-bar" ref={bar}>
      {titled.map(({ tab, label }) => (
        <Tag
          key={tab.path}
          className={`tab-bar__tab${tab.path === pathname ? ' tab-bar__tab--active' : ''}`}
          color={tab.path === pathname ? 'blue' : undefined}
          closable={titled.length > 1}
          onClose={(e) => {
            e.preventDefault();
            close(tab.path);
          }}
          onClick={() => tab.path !== pathname && navigate(`${tab.path}${tab.search}`)}
          data-testid="tab"
          data-path={tab.path}
        >
          {label}
        </Tag>
      ))}
    </div>
  );
}
