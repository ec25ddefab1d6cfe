import { Layout } from 'antd';
import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { MenuDrawer } from './MenuDrawer';
import { SideMenu } from './SideMenu';
import { TabBar } from './TabBar';
import { TopBar } from './TopBar';
import { usePhoneLayout } from './usePhoneLayout';

// The shell: top bar, side menu, tabs and the page. On a phone (docs/web.md "On a phone") the side menu is a drawer
// opened from the top bar; any navigation (the menu, a tab, a link on the page) closes it.
export function AppLayout() {
  const phone = usePhoneLayout();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  useEffect(() => setMenuOpen(false), [pathname, phone]);
  return (
    <Layout className="app-layout">
      <TopBar onMenu={phone ? () => setMenuOpen(true) : undefined} />
      <Layout className="app-body">
        {phone ? <MenuDrawer open={menuOpen} onClose={() => setMenuOpen(false)} /> : <SideMenu />}
        <Layout className="app-main">
          <TabBar />
          <Layout.Content className="app-content">
            <Outlet />
          </Layout.Content>
        </Layout>
      </Layout>
    </Layout>
  );
}
