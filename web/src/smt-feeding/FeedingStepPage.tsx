import { Alert, Card, Space, message } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { SMT_FEEDING, SMT_TURN_STEPS, type SmtReelStep } from '@mes/contracts';
import { callApi } from '@mes/client';
import { confirmAction } from '../widgets';
import { stepProgress, stepSlots } from './feeding-data';
import { FeedingHeader } from './FeedingHeader';
import { FeedingPending } from './FeedingPending';
import { SMT_FEEDING_NS } from './i18n';
import { ReelScanForm } from './ReelScanForm';
import { SlotTable } from './SlotTable';
import { useFeeding } from './useFeeding';
import { useWorkCert } from './useWorkCert';
import { WorkCertBar } from './WorkCertBar';
import './feeding.css';

// /work/smt_feeding/:id/<step>[/:turns]: one step of a feeding document at a desk scanner. The slots the step covers
// (the turn's, or those waiting for their check), the scan form, and the verdict; steps from the handhelds show live.
export function FeedingStepPage({ step }: { step: SmtReelStep }) {
  const { t } = useTranslation(SMT_FEEDING_NS);
  const params = useParams();
  const id = Number(params.id);
  const turn = SMT_TURN_STEPS.includes(step) ? Math.max(1, Number(params.turns) || 1) : null;
  const { feeding: f, loading, failure, reload } = useFeeding(id);
  const { cert, busy, prepare, drop } = useWorkCert(id, reload);
  const [pick, setPick] = useState<string | null>(null);

  const finish = useCallback(async () => {
    if (!cert || !(await confirmAction({ content: t('cert.finishConfirm'), danger: true }))) return;
    await callApi(SMT_FEEDING.finish, { id, work_cert: cert.work_cert });
    message.success(t('cert.finished'));
    reload();
  }, [cert, id, reload, t]);

  if (!f) return <FeedingPending state={{ loading, failure }} />;
  const allowed = f.allowed.includes(step);
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid={`feeding-step-page-${step}`}>
      <FeedingHeader feeding={f} current={step} turn={turn} progress={stepProgress(step, f.entries, turn)} />
      <Card size="small" title={t(`step.${step}`)}>
        <WorkCertBar
          cert={cert}
          busy={busy}
          onPrepare={() => void prepare()}
          canFinish={f.allowed.includes('finish')}
          onFinish={() => void finish()}
        />
        {!allowed && (
          <Alert
            type="warning"
            showIcon
            message={t('head.notAllowed')}
            data-testid="feeding-step-refused"
            style={{ marginBottom: 8 }}
          />
        )}
        {cert && (
          <ReelScanForm
            feedingId={id}
            step={step}
            turn={turn}
            cert={cert}
            slotPick={pick}
            onAnswer={(o) => {
              if (o.certRefused) drop();
              reload();
            }}
          />
        )}
      </Card>
      <Card size="small" title={t('slots.title')}>
        <SlotTable
          feedingId={id}
          entries={stepSlots(step, f.entries, turn)}
          step={step}
          onPick={setPick}
          onChanged={reload}
        />
      </Card>
    </Space>
  );
}

export default FeedingStepPage;
