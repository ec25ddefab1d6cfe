import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { EmptyState, ErrorState, LoadingState } from '../components/States';
import { useNow } from '../components/useNow';
import { LineCard, useLinesOfType } from '../lists/ProductLineScreens';
import { WORDER_TYPES } from '../pairing/binding';
import { DeviceFrame } from './DeviceFrame';

/** product_line/worder_type: choose the order type. */
export function DeviceLineTypes() {
  const { t } = useTranslation();
  return (
    <DeviceFrame testId="device-line-types" title={t('titles.lineType')}>
      <nav className="device-menu">
        {WORDER_TYPES.map((type) => (
          <Link
            key={type}
            to={`/product_line/${type}`}
            className="device-menu__item"
            data-testid={`device-line-type-${type}`}
          >
            {t(`worderType.${type}`)}
          </Link>
        ))}
      </nav>
    </DeviceFrame>
  );
}

/** product_line/:worder_type: the lines with today's numbers, live; their boards open in the kanban. */
export function DeviceLines() {
  const { t } = useTranslation();
  const type = useParams().worder_type ?? 'worder';
  const now = useNow(60_000);
  const lines = useLinesOfType(type);
  let body;
  if (lines.error && !lines.data) body = <ErrorState error={lines.error} />;
  else if (!lines.data) body = <LoadingState />;
  else if (lines.data.length === 0) body = <EmptyState title={t('lists.noLines')} />;
  else body = lines.data.map((l) => <LineCard key={l.id} line={l} type={type} now={now} hrefBase="/kanban" />);
  return (
    <DeviceFrame
      testId="device-lines"
      title={`${t('titles.lineList')} · ${t(`worderType.${type}`, { defaultValue: type })}`}
    >
      <div className="device-cards">{body}</div>
    </DeviceFrame>
  );
}
