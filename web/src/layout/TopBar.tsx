import { Button, Dropdown, Layout, Space, Typography, type MenuProps } from 'antd';
import CheckOutlined from '@ant-design/icons/CheckOutlined';
import DownOutlined from '@ant-design/icons/DownOutlined';
import LogoutOutlined from '@ant-design/icons/LogoutOutlined';
import MenuOutlined from '@ant-design/icons/MenuOutlined';
import SettingOutlined from '@ant-design/icons/SettingOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { DEFAULT_SUBJECT_NAME, LOCALES } from '@mes/contracts';
import { chooseLocale, currentLocale } from '../i18n';
import { ProgressBadge } from '../progress';
import { useLocalSnapshot } from '../session';
import { LanguageSwitcher } from './LanguageSwitcher';

const LANGUAGE_KEY = 'language:';

/** the user's menu: settings and logout; on a phone also who is signed in and the languages (no switcher beside it) */
function userMenuItems(t: TFunction, phone: boolean, who: string): Required<MenuProps>['items'] {
  const locale = currentLocale();
  const languages: Required<MenuProps>['items'] = [
    { key: 'who', label: who, disabled: true, icon: <UserOutlined /> },
    { type: 'divider' },
    {
      type: 'group',
      key: 'languages',
      label: t('language.label'),
      children: LOCALES.map((l) => ({
        key: `${LANGUAGE_KEY}${l}`,
        icon: l === locale ? <CheckOutlined /> : <span className="top-bar__no-check" />,
        label: <span data-testid={`user-menu-language-${l}`}>{t(`language.${l}`)}</span>,
      })),
    },
    { type: 'divider' },
  ];
  return [
    ...(phone ? languages : []),
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
  ];
}

// The header: product name, the subject name (or contracts' default), the language switch and the user's menu. On a
// phone (`onMenu` given, docs/web.md "On a phone") it keeps one line: the menu button, the short product name, and the
// language switch inside the user's menu.
export function TopBar({ onMenu }: { onMenu?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { session, subjectName } = useLocalSnapshot();
  const user = session.user;
  const phone = onMenu !== undefined;
  const who = user ? user.display_name || user.name : '';
  const subject = subjectName || DEFAULT_SUBJECT_NAME;
  const onItem: MenuProps['onClick'] = ({ key }) => {
    const locale = LOCALES.find((l) => key === `${LANGUAGE_KEY}${l}`);
    if (locale) void chooseLocale(locale, true);
    else if (key === 'logout' || key === 'settings') navigate(key === 'logout' ? '/user/logout' : '/user/settings');
  };
  return (
    <Layout.Header className={`top-bar${phone ? ' top-bar--phone' : ''}`}>
      {phone && (
        <Button
          type="text"
          className="top-bar__menu-button"
          icon={<MenuOutlined />}
          aria-label={t('shell.menu')}
          onClick={onMenu}
          data-testid="menu-button"
        />
      )}
      <div className="top-bar__brand">
        <Typography.Title level={4} className="top-bar__title" data-testid="product-name">
          {phone ? t('app.shortName') : t('app.productName')}
        </Typography.Title>
        <span className="top-bar__subject" data-testid="subject-name" title={phone ? subject : undefined}>
          {subject}
        </span>
      </div>
      <Space size={phone ? 'small' : 'middle'}>
        {!(phone && user) && <LanguageSwitcher />}
        {user && <ProgressBadge />}
        {user && (
          <Dropdown trigger={['click']} menu={{ items: userMenuItems(t, phone, who), onClick: onItem }}>
            <a
              className="top-bar__user"
              data-testid="user-menu"
              aria-label={phone ? who : undefined}
              onClick={(e) => e.preventDefault()}
            >
              <UserOutlined /> {!phone && who} <DownOutlined />
            </a>
          </Dropdown>
        )}
      </Space>
    </Layout.Header>
  );
}
