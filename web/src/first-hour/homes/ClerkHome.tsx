import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../i18n';
import { useMeta } from '../../resources/MetaProvider';
import { recordLabel } from '../../resources/fields';
import { hasAction, type ResourceMeta } from '../../resources/meta';
import { HomeRecords } from '../HomeRecords';
import { FIRST_HOUR_NS } from '../i18n';
import { routeOf } from '../resource-routes';

const PREPARE = { module: 'stock_mgt', name: 'material_prepare' };

/** The stock documents a clerk checks: stock_mgt documents with entries and a check, that have a list screen. */
export function checkableStockDocs(resources: readonly ResourceMeta[]): ResourceMeta[] {
  return resources.filter(
    (d) => d.module === 'stock_mgt' && d.entries && hasAction(d, 'check') && routeOf(d, 'list') !== null,
  );
}

// The warehouse clerk's home: the documents waiting for them, each kind of stock document not yet checked (only
// kinds that have some), and the material preparations in progress.
export function ClerkHome() {
  const { t } = useTranslation(FIRST_HOUR_NS);
  const meta = useMeta();
  if (meta.status !== 'ready') return <Skeleton active />;
  const locale = currentLocale();
  return (
    <div className="home-grid">
      <HomeRecords
        testId="home-preparing"
        title={t('home.clerk.preparing')}
        resource={PREPARE}
        filter="build_status:2"
        line={recordLabel}
      />
      {checkableStockDocs(meta.meta.resources).map((d) => (
        <HomeRecords
          key={d.name}
          testId={`home-unchecked-${d.name}`}
          title={`${t('home.clerk.unchecked')}: ${d.label[locale]}`}
          resource={d}
          filter="checked:false sort:id-asc"
          line={recordLabel}
        />
      ))}
    </div>
  );
}
