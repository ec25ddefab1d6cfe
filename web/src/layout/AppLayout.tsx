import { Layout } from 'antd';
import { Outlet } from 'react-router-dom';
import { SideMenu } from './SideMenu';
import { TabBar } from './TabBar';
import { TopBar } from './TopBar';

export function AppLayout() {
  return (
    <Layout className="app-layout">
      <TopBar />
      <Layout className="app-body">
        <SideMenu />
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
