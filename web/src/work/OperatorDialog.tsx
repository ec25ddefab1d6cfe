/** @jsxRuntime automatic */
import { useRef, useState } from 'react';
import { Alert, Input, Modal, type InputRef } from 'antd';
import { useTranslation } from 'react-i18next';
import { AUTH, formatError } from '@mes/contracts';
import { callApi, type ApiError } from '@mes/client';
import { sessionStore } from '../session';
import { toLocale } from '../widgets/i18n-bundle';
import { badgeLoginBody } from './badge-sign';
import './i18n';

/**
 * Operator login at the station (F2): scan the badge (the reader types it and presses Enter), then type the PIN and
 * press Enter, or press Enter with no PIN to log in by the badge alone (docs/api.md, "Operator badges"). The session
 * of the station switches to that operator.
 */
export function OperatorDialog({
  open,
  onClose,
  onSwitched,
}: {
  open: boolean;
  onClose: () => void;
  onSwitched: (name: string) => void;
}) {
  const { t, i18n } = useTranslation('work');
  const [badge, setBadge] = useState('');
  const [pin, setPin] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const pinRef = useRef<InputRef>(null);
  const badgeRef = useRef<InputRef>(null);

  const reset = () => {
    setBadge('');
    setPin('');
    setError(null);
  };
  // the values of the elements: a badge reader types faster than the state renders
  const submit = async (b: string, p: string) => {
    if (b.trim() === '' || busy) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await callApi(AUTH.login_badge, badgeLoginBody(b, p), { quiet: true });
      sessionStore.login(answer);
      onSwitched(answer.user.display_name || answer.user.name);
      reset();
      onClose();
    } catch (e) {
      const f = e as ApiError;
      setError(formatError(f.err, toLocale(i18n.language), f.msg));
      setPin('');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('operator.title')}
      okText={t('operator.submit')}
      cancelText={t('operator.cancel')}
      confirmLoading={busy}
      onOk={() => void submit(badge, pin)}
      onCancel={() => {
        reset();
        onClose();
      }}
      destroyOnHidden
      // the badge field takes the reader's keystrokes once the dialog is open: after its motion, or at once for a
      // user who asked for reduced motion (autoFocus alone lost the focus to the dialog then)
      afterOpenChange={(opened) => opened && badgeRef.current?.focus()}
    >
      <div className="work-operator">
        <label>{t('operator.badge')}</label>
        <Input
          ref={badgeRef}
          autoFocus
          autoComplete="off"
          data-testid="work-badge"
          placeholder={t('operator.badgePlaceholder')}
          value={badge}
          onChange={(e) => setBadge(e.target.value)}
          onPressEnter={(e) => {
            const b = e.currentTarget.value;
            setBadge(b);
            if (pin !== '') void submit(b, pin);
            else pinRef.current?.focus();
          }}
        />
        <label>{t('operator.pin')}</label>
        <Input.Password
          ref={pinRef}
          autoComplete="off"
          data-testid="work-pin"
          placeholder={t('operator.pinPlaceholder')}
          value={pin}
          onChange={(e) => setPin(e.target.value)}
          onPressEnter={(e) => void submit(badge, e.currentTarget.value)}
        />
        <div className="work-muted">{t('operator.hint')}</div>
        {error && <Alert type="error" showIcon title={error} data-testid="work-badge-error" />}
      </div>
    </Modal>
  );
}
