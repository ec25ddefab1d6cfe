import { Tag } from 'antd';
import { Link } from 'react-router-dom';
import { StationReportResult } from '@mes/contracts';
import { currentLocale } from '../i18n';

// Small cells the tracing screens share.
export const TRACK_PATH = '/product_coll/product_track';

export function SnLink({ sn }: { sn: string }) {
  return (
    <Link data-testid="sn-link" to={`${TRACK_PATH}?sn=${encodeURIComponent(sn)}`}>
      {sn}
    </Link>
  );
}

export function ResultTag({ result }: { result: number | null }) {
  if (result === null) return null;
  const color = result === StationReportResult.PASS ? 'green' : result === StationReportResult.FAIL ? 'red' : 'default';
  return <Tag color={color}>{StationReportResult.label(result, currentLocale())}</Tag>;
}

export const when = (v: string | null) => (v ? new Date(v).toLocaleString(currentLocale()) : '');
