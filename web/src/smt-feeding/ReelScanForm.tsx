import { Alert, Button, Form, Input, Space, type InputRef } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readReelLabel, SMT_REEL_CALLS, type SmtReelStep, type WorkCert } from '@mes/contracts';
import { callApi } from '@mes/client';
import { toLocale } from '../widgets/i18n-bundle';
import { stepOutcome, type StepOutcome } from './feeding-data';
import { SMT_FEEDING_NS } from './i18n';

type Props = {
  feedingId: number;
  step: SmtReelStep;
  turn: number | null;
  cert: WorkCert;
  /** a slot clicked in the table */
  slotPick: string | null;
  onAnswer: (o: StepOutcome) => void;
};

const ALERT: Record<StepOutcome['verdict'], 'success' | 'warning' | 'error'> = {
  pass: 'success',
  warning: 'warning',
  fail: 'error',
  locked: 'error',
  error: 'error',
};

// Slot, Enter, reel label, Enter: the step is sent with the work_cert and the verdict shows at once (pass, alternate
// with a warning, or the refusal naming slot, expected and scanned material).
export function ReelScanForm({ feedingId, step, turn, cert, slotPick, onAnswer }: Props) {
  const { t, i18n } = useTranslation(SMT_FEEDING_NS);
  const [slot, setSlot] = useState('');
  const [reel, setReel] = useState('');
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<StepOutcome | null>(null);
  const slotRef = useRef<InputRef>(null);
  const reelRef = useRef<InputRef>(null);

  useEffect(() => {
    if (slotPick === null) return;
    setSlot(slotPick);
    reelRef.current?.focus();
  }, [slotPick]);
  useEffect(() => setOutcome(null), [step, turn]);

  const send = async () => {
    const s = slot.trim();
    const label = readReelLabel(reel);
    if (s === '' || label.barcode === '') return;
    setSending(true);
    const body = {
      id: feedingId,
      work_cert: cert.work_cert,
      slot: s,
      barcode: label.barcode,
      fnumber: label.fnumber,
      ...(turn !== null ? { turn } : {}),
    };
    let answer: unknown;
    try {
      answer = await callApi(SMT_REEL_CALLS[step], body, { quiet: true });
    } catch (e) {
      answer = e;
    }
    const o = stepOutcome(s, answer, toLocale(i18n.language));
    setOutcome(o);
    setSending(false);
    setSlot('');
    setReel('');
    slotRef.current?.focus();
    onAnswer(o);
  };

  return (
    <Form layout="inline" onFinish={() => void send()} data-testid="feeding-scan" style={{ rowGap: 8 }}>
      <Form.Item label={t('scan.slot')}>
        <Input
          ref={slotRef}
          value={slot}
          autoFocus
          autoComplete="off"
          placeholder={t('scan.slotHint')}
          data-testid="feeding-slot"
          style={{ width: 180 }}
          onChange={(e) => setSlot(e.target.value)}
          onPressEnter={(e) => {
            e.preventDefault();
            if (slot.trim() !== '') reelRef.current?.focus();
          }}
        />
      </Form.Item>
      <Form.Item label={t('scan.reel')}>
        <Input
          ref={reelRef}
          value={reel}
          autoComplete="off"
          placeholder={t('scan.reelHint')}
          data-testid="feeding-reel"
          style={{ width: 280 }}
          onChange={(e) => setReel(e.target.value)}
        />
      </Form.Item>
      <Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          loading={sending}
          disabled={slot.trim() === '' || reel.trim() === ''}
          data-testid="feeding-send"
        >
          {t('scan.send')}
        </Button>
      </Form.Item>
      {outcome && (
        <Alert
          style={{ flexBasis: '100%', marginTop: 8 }}
          showIcon
          type={ALERT[outcome.verdict]}
          data-testid="feeding-verdict"
          data-verdict={outcome.verdict}
          message={
            <Space>
              <b>{t(`scan.${outcome.verdict}`)}</b>
              <span data-testid="feeding-message">{outcome.message}</span>
            </Space>
          }
        />
      )}
    </Form>
  );
}
