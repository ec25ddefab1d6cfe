import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { recordLabel } from '../../resources/fields';
import type { ResourceRecord } from '../../resources/resource-api';
import { HomeRecords } from '../HomeRecords';
import { FIRST_HOUR_NS } from '../i18n';

const WORDER = { module: 'product_mgt', name: 'worder' };

export const orderLine = (r: ResourceRecord) => {
  const product = r.product as Record<string, unknown> | null | undefined;
  return [r.fbillno, product ? recordLabel(product) : '', r.fqty !== undefined ? `× ${String(r.fqty)}` : '']
    .filter(Boolean)
    .join('  ');
};

// The planner's home: the orders in production and those ready to start, and the way to scheduling.
export function PlannerHome() {
  const { t } = useTranslation(FIRST_HOUR_NS);
  return (
    <Space direction="vertical" size="middle" className="home-stack">
      <Space wrap>
        <Link to="/product_mgt/production_scheduling/operation">
          <Button type="primary">{t('home.planner.scheduling')}</Button>
        </Link>
        <Link to="/worder/list">
          <Button>{t('home.planner.orders')}</Button>
        </Link>
      </Space>
      <div className="home-grid">
        <HomeRecords
          testId="home-orders-working"
          title={t('home.planner.working')}
          resource={WORDER}
          filter="status:2 has:product"
          line={orderLine}
        />
        <HomeRecords
          testId="home-orders-ready"
          title={t('home.planner.ready')}
          resource={WORDER}
          filter="status:1 has:product sort:id-asc"
          line={orderLine}
        />
      </div>
    </Space>
  );
}
