import { Button, Card, Space, Steps, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { SYSTEM } from '@mes/contracts';
import { callApi } from '@mes/client';
import { useTranslation } from 'react-i18next';
import { usePhoneLayout } from '../layout/usePhoneLayout';
import { FIRST_HOUR_NS } from './i18n';
import type { HomeRole } from './roles';

// on a phone the menu and the language switch sit elsewhere (docs/web.md "On a phone"): the tips say where
const STEPS = (role: HomeRole, phone: boolean) => {
  const where = phone ? 'phone' : 'common';
  return [`tour.role.${role}`, `tour.${where}.menu`, 'tour.common.tabs', `tour.${where}.language`];
};

// A short tour on a user's first login, worded for their role, in the current language; skipping or finishing it
// is remembered for the account on the server (user/preferences), so it shows once, whatever the browser. On a phone
// it starts folded (its title, "Show" and "Skip" on one line): the home stays in sight, the tips one tap away.
export function FirstTour({ role }: { role: HomeRole }) {
  const { t } = useTranslation(FIRST_HOUR_NS);
  const phone = usePhoneLayout();
  const [folded, setFolded] = useState(phone);
  // hidden until the server answers: a user who has seen it never sees it flash
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState(0);
  useEffect(() => {
    let live = true;
    callApi(SYSTEM.preferences, {})
      .then((p) => live && setOpen(p.show_tour))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  if (!open) return null;
  const steps = STEPS(role, phone);
  const close = () => {
    setOpen(false);
    // a failure leaves it for the next visit
    void callApi(SYSTEM.setPreferences, { values: { tour_seen: true } }).catch(() => undefined);
  };
  const last = step === steps.length - 1;
  // inline on the home, never a modal: it blocks nothing, and leaving home leaves it for the next visit
  return (
    <Card
      className={`first-tour${folded ? ' first-tour--folded' : ''}`}
      data-testid="first-tour"
      size="small"
      title={t('tour.title')}
      extra={
        <>
          {folded && (
            <Button type="link" size="small" onClick={() => setFolded(false)} data-testid="first-tour-open">
              {t('tour.phone.open')}
            </Button>
          )}
          <Button type="text" size="small" onClick={close} data-testid="first-tour-skip">
            {t('tour.skip')}
          </Button>
        </>
      }
    >
      <Steps size="small" responsive={false} current={step} items={steps.map((k) => ({ title: '', key: k }))} />
      <Typography.Paragraph className="first-tour__text" data-testid="first-tour-text">
        {t(steps[step])}
      </Typography.Paragraph>
      <Space wrap>
        <Typography.Text type="secondary">{t('tour.step', { n: step + 1, total: steps.length })}</Typography.Text>
        {step > 0 && <Button onClick={() => setStep(step - 1)}>{t('tour.back')}</Button>}
        <Button type="primary" data-testid="first-tour-next" onClick={() => (last ? close() : setStep(step + 1))}>
          {last ? t('tour.done') : t('tour.next')}
        </Button>
      </Space>
    </Card>
  );
}
