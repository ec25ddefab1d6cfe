import { Layout } from 'antd';
import { Outlet } from 'react-router-dom';
import { SideMenu } from './SideMenu';
import { TopBar } from './TopBar';

export function AppLayout() {
  return (
    <Layout className="app-layout">
      <TopBar />
      <Layout className="app-body">
        <SideMenu />
        <Layout.Content className="app-content">
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
