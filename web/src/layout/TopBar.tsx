import { Dropdown, Layout, Space, Typography } from 'antd';
import DownOutlined from '@ant-design/icons/DownOutlined';
import LogoutOutlined from '@ant-design/icons/LogoutOutlined';
import SettingOutlined from '@ant-design/icons/SettingOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { DEFAULT_SUBJECT_NAME } from '@mes/contracts';
import { ProgressBadge } from '../progress';
import { useLocalSnapshot } from '../session';
import { LanguageSwitcher } from './LanguageSwitcher';

// The header: product name, the subject name (or contracts' default), the language switch and the user's menu.
export function TopBar() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { session, subjectName } = useLocalSnapshot();
  const user = session.user;
  return (
    <Layout.Header className="top-bar">
      <div className="top-bar__brand">
        <Typography.Title level={4} className="top-bar__title" data-testid="product-name">
          {t('app.productName')}
        </Typography.Title>
        <span className="top-bar__subject" data-testid="subject-name">
          {subjectName || DEFAULT_SUBJECT_NAME}
        </span>
      </div>
      <Space size="middle">
        <LanguageSwitcher />
        {user && <ProgressBadge />}
        {user && (
          <Dropdown
            trigger={['click']}
            menu={{
              items: [
                {
                  key: 'settings',
                  icon: <SettingOutlined />,
                  label: <span data-testid="user-menu-settings">{t('routes.user.settings')}</span>,
                },
                { type: 'divider' },
                {
                  key: 'logout',
                  icon: <LogoutOutlined />,
                  danger: true,
                  label: <span data-testid="user-menu-logout">{t('routes.user.logout')}</span>,
                },
              ],
              onClick: ({ key }) => navigate(key === 'logout' ? '/user/logout' : '/user/settings'),
            }}
          >
            <a className="top-bar__user" data-testid="user-menu" onClick={(e) => e.preventDefault()}>
              <UserOutlined /> {user.display_name || user.name} <DownOutlined />
            </a>
          </Dropdown>
        )}
      </Space>
    </Layout.Header>
  );
}
