import { Layout, Menu, type MenuProps } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ROUTES, buildMenu, openKeysFor, selectedKeyFor, type MenuEntry } from '../routes';
import { usePermission } from '../session';
import { routeIcon } from './icons';
import { useTitle } from './useTitle';

type Item = Required<MenuProps>['items'][number];

function toItems(entries: readonly MenuEntry[], title: (e: MenuEntry) => string): Item[] {
  return entries.map((e) => {
    const label = e.href ? (
      <a href={e.href} target="_blank" rel="noopener" data-testid={`menu-${e.key}`}>
        {title(e)}
      </a>
    ) : (
      <span data-testid={`menu-${e.key}`}>{title(e)}</span>
    );
    return e.children
      ? { key: e.key, icon: routeIcon(e.icon), label, children: toItems(e.children, title) }
      : { key: e.key, icon: routeIcon(e.icon), label };
  });
}

const sameKeys = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((k) => b.includes(k));

/** The menu itself, built from the route table for the user's roles and permissions (000 §2, §6). */
export function NavMenu({ onNavigate }: { onNavigate?: () => void }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { meets } = usePermission();
  const translate = useTitle();
  const entries = useMemo(() => buildMenu(ROUTES, meets), [meets]);
  const items = useMemo(() => toItems(entries, (e) => translate(e.title)), [entries, translate]);
  const [openKeys, setOpenKeys] = useState<string[]>(() => openKeysFor(entries, pathname));
  const selected = selectedKeyFor(entries, pathname);

  // opening a page (from the menu, a tab, a link) unfolds its group and folds the others: the menu shows where the
  // user is, instead of growing with every group ever opened until the current one is scrolled out of sight
  useEffect(() => {
    const wanted = openKeysFor(entries, pathname);
    setOpenKeys((cur) => (wanted.length === 0 || sameKeys(cur, wanted) ? cur : wanted));
  }, [entries, pathname]);

  return (
    <Menu
      mode="inline"
      items={items}
      selectedKeys={selected ? [selected] : []}
      openKeys={openKeys}
      onOpenChange={setOpenKeys}
      onClick={({ key }) => {
        if (key.startsWith('/') && !key.startsWith('/kanban/')) navigate(key);
        onNavigate?.();
      }}
    />
  );
}

// The side menu beside the page (a desktop's width; on a phone the menu is a drawer, MenuDrawer.tsx).
export function SideMenu() {
  return (
    <Layout.Sider
      width={256}
      theme="light"
      breakpoint="lg"
      collapsedWidth={0}
      className="side-menu"
      data-testid="side-menu"
    >
      <NavMenu />
    </Layout.Sider>
  );
}
