import { KANBAN_MGT } from '@mes/contracts';
import { callApi } from '@mes/client';
import { Badge, Card, Empty, List } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { BindingText } from '../../kanban-mgt/BindingText';
import { HealthPanel } from '../../pages/home/HealthPanel';
import { usePermission } from '../../session';
import { FIRST_HOUR_NS } from '../i18n';

type Screen = {
  id: number;
  name: string;
  binding: { board: string; params: Record<string, unknown> } | null;
  online: boolean;
};

// The admin's home: the health panel, and the kanban screens paired (online or not, bound to what).
export function AdminHome() {
  const { t } = useTranslation(FIRST_HOUR_NS);
  const { hasAll } = usePermission();
  const allowed = hasAll(['kanban_mgt.screen.list']);
  const [screens, setScreens] = useState<Screen[] | null>(null);
  useEffect(() => {
    if (!allowed) return;
    let live = true;
    callApi(KANBAN_MGT.screens, {}, { quiet: true })
      .then((a) => live && setScreens(a.list))
      .catch(() => live && setScreens([]));
    return () => {
      live = false;
    };
  }, [allowed]);
  return (
    <div className="home-grid home-grid--admin">
      <HealthPanel />
      {allowed && (
        <Card
          size="small"
          data-testid="home-screens"
          loading={screens === null}
          title={t('home.admin.screens')}
          extra={<Link to="/kanban_mgt/screens">{t('home.admin.manage')}</Link>}
        >
          {screens && screens.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('home.none')} />
          ) : (
            <List
              size="small"
              dataSource={screens ?? []}
              renderItem={(s) => (
                <List.Item>
                  {/* the screen, then what it shows on a line of its own: the card is narrow */}
                  <List.Item.Meta
                    title={<Badge status={s.online ? 'success' : 'default'} text={s.name} />}
                    description={
                      s.binding ? (
                        <>
                          {t('home.admin.bound')}: <BindingText binding={s.binding} />
                        </>
                      ) : (
                        t('home.admin.unbound')
                      )
                    }
                  />
                </List.Item>
              )}
            />
          )}
        </Card>
      )}
    </div>
  );
}
