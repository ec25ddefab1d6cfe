import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session';
import { FirstTour } from './FirstTour';
import { AdminHome } from './homes/AdminHome';
import { ClerkHome } from './homes/ClerkHome';
import { MaintenanceHome } from './homes/MaintenanceHome';
import { OperatorHome } from './homes/OperatorHome';
import { PlannerHome } from './homes/PlannerHome';
import { SupervisorHome } from './homes/SupervisorHome';
import { FIRST_HOUR_NS } from './i18n';
import { homeRoleOf, type HomeRole } from './roles';
import './first-hour.css';

const HOMES: Record<HomeRole, () => ReactNode> = {
  admin: () => <AdminHome />,
  supervisor: () => <SupervisorHome />,
  operator: () => <OperatorHome />,
  warehouse_clerk: () => <ClerkHome />,
  planner: () => <PlannerHome />,
  maintenance: () => <MaintenanceHome />,
  none: () => null,
};

// /home per role (docs/first-hour.md): a greeting that says what this page is for, the role's own home, and the
// tour on the user's first login.
export function FirstHourHome() {
  const { t } = useTranslation(FIRST_HOUR_NS);
  const { session } = useSession();
  const role = homeRoleOf(session.roles?.value ?? []);
  const user = session.user;
  return (
    <div data-testid="web-home" className="page home">
      <div data-testid={`home-${role}`}>
        <Typography.Title level={3} className="home__title">
          {t('home.hello', { name: user?.display_name || user?.name || '' })}
          <Typography.Text type="secondary" className="home__role">
            {t(`home.role.${role}`)}
          </Typography.Text>
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t(`home.lead.${role}`)}</Typography.Paragraph>
        {user && <FirstTour key={user.id} role={role} />}
        {HOMES[role]()}
      </div>
    </div>
  );
}
