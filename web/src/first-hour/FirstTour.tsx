import { Button, Card, Space, Steps, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FIRST_HOUR_NS } from './i18n';
import type { HomeRole } from './roles';

/** localStorage key remembering that a user has seen (or skipped) the tour. */
export const tourKey = (userId: number) => `MES_tour_seen_${userId}`;

function seen(userId: number): boolean {
  try {
    return localStorage.getItem(tourKey(userId)) !== null;
  } catch {
    return true; // no storage: never nag on every page load
  }
}

const STEPS = (role: HomeRole) => [`tour.role.${role}`, 'tour.common.menu', 'tour.common.tabs', 'tour.common.language'];

// A short tour on a user's first login, worded for their role, in the current language; skipping or finishing it
// is remembered for that user (this browser), so it shows once.
export function FirstTour({ userId, role }: { userId: number; role: HomeRole }) {
  const { t } = useTranslation(FIRST_HOUR_NS);
  const [open, setOpen] = useState(() => !seen(userId));
  const [step, setStep] = useState(0);
  if (!open) return null;
  const steps = STEPS(role);
  const close = () => {
    try {
      localStorage.setItem(tourKey(userId), new Date().toISOString());
    } catch {
      // remembered for this page only
    }
    setOpen(false);
  };
  const last = step === steps.length - 1;
  // inline on the home, never a modal: it blocks nothing, and leaving home leaves it for the next visit
  return (
    <Card
      className="first-tour"
      data-testid="first-tour"
      size="small"
      title={t('tour.title')}
      extra={
        <Button type="text" size="small" onClick={close} data-testid="first-tour-skip">
          {t('tour.skip')}
        </Button>
      }
    >
      <Steps size="small" current={step} items={steps.map((k) => ({ title: '', key: k }))} />
      <Typography.Paragraph className="first-tour__text" data-testid="first-tour-text">
        {t(steps[step])}
      </Typography.Paragraph>
      <Space>
        <Typography.Text type="secondary">{t('tour.step', { n: step + 1, total: steps.length })}</Typography.Text>
        {step > 0 && <Button onClick={() => setStep(step - 1)}>{t('tour.back')}</Button>}
        <Button type="primary" data-testid="first-tour-next" onClick={() => (last ? close() : setStep(step + 1))}>
          {last ? t('tour.done') : t('tour.next')}
        </Button>
      </Space>
    </Card>
  );
}
