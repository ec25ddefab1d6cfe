import { Alert, Button, Card, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useTitle } from '../../layout/useTitle';
import { ROUTES, flattenRoutes, type FlatRoute } from '../../routes';
import { usePermission } from '../../session';
import { screenOfPage } from '../../work/report-calls';
import { readStation } from '../../work/station-storage';
import { FIRST_HOUR_NS } from '../i18n';

const STATION_SCREENS = flattenRoutes(ROUTES).filter(
  (r) => r.fullPath.startsWith('/work/') && r.node.screen?.kind === 'page' && !r.fullPath.includes(':'),
);

/** Whether a station screen serves a station of this function (the screen its station would open). */
function serves(route: FlatRoute, fn: string | null): boolean {
  const s = route.node.screen;
  if (!fn || s?.kind !== 'page') return false;
  const config = screenOfPage(s.name);
  return !!config && (config.routeFunction ? config.routeFunction === fn : config.functions.includes(fn));
}

// The operator's home: this PC's station (remembered by the station screens) and a big button to its screen, then
// every station screen the operator may open.
export function OperatorHome() {
  const { t } = useTranslation(FIRST_HOUR_NS);
  const translate = useTitle();
  const { meets } = usePermission();
  const station = readStation();
  const mine = STATION_SCREENS.filter((r) => r.requires.every((q) => meets(q)));
  const own = station ? mine.find((r) => serves(r, station.fn)) : undefined;
  return (
    <Space direction="vertical" size="middle" className="home-stack">
      {station && own ? (
        <Card size="small" data-testid="home-station">
          <Space wrap>
            <span>{t('home.station.remembered', { name: `${station.fnumber} ${station.fname}` })}</span>
            <Link to={own.fullPath}>
              <Button type="primary" size="large">
                {t('home.open')}: {translate(own.node.title)}
              </Button>
            </Link>
          </Space>
        </Card>
      ) : (
        <Alert type="info" showIcon message={t('home.station.noneYet')} data-testid="home-station-none" />
      )}
      <Card size="small" title={t('home.station.screens')} data-testid="home-station-screens">
        <div className="home-tiles">
          {mine.map((r) => (
            <Link key={r.fullPath} to={r.fullPath} className="home-tile">
              {translate(r.node.title)}
            </Link>
          ))}
        </div>
      </Card>
    </Space>
  );
}
