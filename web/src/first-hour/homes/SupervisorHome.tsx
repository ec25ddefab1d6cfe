import { Space } from 'antd';
import { usePermission } from '../../session';
import { lazyScreen } from '../../shell/lazy-screen';
import { LineAlerts } from './LineAlerts';

const Dashboard = lazyScreen(() => import('../../dashboard/DashboardPage'));

// The supervisor's home: the alerts of the lines, then the production dashboard (output, yield, WIP and defects of
// today, live from the line rooms) when they may read it.
export function SupervisorHome() {
  const { hasAll } = usePermission();
  return (
    <Space direction="vertical" size="middle" className="home-stack">
      <LineAlerts />
      {hasAll(['stat.dashboard.list']) && <Dashboard />}
    </Space>
  );
}
