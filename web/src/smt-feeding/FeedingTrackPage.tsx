import { Card, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { FeedingHeader } from './FeedingHeader';
import { FeedingPending } from './FeedingPending';
import { FeedingLog } from './FeedingLog';
import { SMT_FEEDING_NS } from './i18n';
import { SlotTable } from './SlotTable';
import { useFeeding } from './useFeeding';
import './feeding.css';

// /work/smt_feeding/:id/track: every slot of the feeding with its reel and state, and every step taken (who, when,
// which reel, the verdict), both following the live steps.
export function FeedingTrackPage() {
  const { t } = useTranslation(SMT_FEEDING_NS);
  const id = Number(useParams().id);
  const { feeding: f, loading, failure, reload, lastStep } = useFeeding(id);
  if (!f) return <FeedingPending state={{ loading, failure }} />;
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="feeding-track-page">
      <FeedingHeader feeding={f} current="track" turn={null} />
      <Card size="small" title={t('slots.title')}>
        <SlotTable feedingId={id} entries={f.entries} step={null} onChanged={reload} />
      </Card>
      <Card size="small" title={t('log.title')}>
        <FeedingLog feedingId={id} version={`${f.status}:${lastStep?.at ?? ''}`} />
      </Card>
    </Space>
  );
}

export default FeedingTrackPage;
