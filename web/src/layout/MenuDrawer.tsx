import { Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { NavMenu } from './SideMenu';

// On a phone (usePhoneLayout) the side menu slides in from the left, opened by the top bar's menu button; choosing a
// page closes it (docs/web.md "On a phone").
export function MenuDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="left"
      size="min(300px, 85vw)"
      title={t('shell.menu')}
      rootClassName="menu-drawer"
    >
      <div className="side-menu" data-testid="menu-drawer">
        <NavMenu onNavigate={onClose} />
      </div>
    </Drawer>
  );
}
