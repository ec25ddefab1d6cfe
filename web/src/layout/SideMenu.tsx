import { Layout, Menu } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';

// Placeholder: the real menu will be built from the route table once the modules exist.
export function SideMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <Layout.Sider width={220} theme="light" breakpoint="lg" collapsedWidth={0} className="side-menu">
      <Menu
        mode="inline"
        selectedKeys={[pathname]}
        onClick={({ key }) => {
          if (key.startsWith('/')) navigate(key);
        }}
        items={[
          { key: '/home', label: t('menu.home') },
          { key: 'coming-soon', label: t('menu.comingSoon'), disabled: true },
        ]}
      />
    </Layout.Sider>
  );
}
