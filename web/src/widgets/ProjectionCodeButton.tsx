// The root jest swc transform defaults to the classic runtime; this pragma keeps the automatic one the app uses.
/** @jsxRuntime automatic */
import { useRef, useState } from 'react';
import { Button, Input, Modal, Typography, type ButtonProps, type InputRef } from 'antd';
import { useTranslation } from 'react-i18next';
import './i18n';

export const PROJECTION_CODE_LENGTH = 6;

/** A projection code is exactly 6 digits. */
export function isProjectionCode(code: string): boolean {
  return new RegExp(`^\\d{${PROJECTION_CODE_LENGTH}}$`).test(code);
}

export type ProjectionCodeButtonProps = Omit<ButtonProps, 'onClick' | 'onSubmit'> & {
  /** Sends the code (the caller posts /api/v1/kanban/enter_projection_code); a rejection keeps the dialog open. */
  onSubmit: (code: string) => unknown;
};

/** The 投屏 (cast to screen) button: asks for a 6-digit projection code (000 §2). */
export function ProjectionCodeButton({ onSubmit, children, ...button }: ProjectionCodeButtonProps) {
  const { t } = useTranslation('widgets');
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const input = useRef<InputRef>(null);
  const valid = isProjectionCode(code);

  const close = () => {
    setOpen(false);
    setCode('');
  };
  const submit = async () => {
    if (!valid || busy) return;
    setBusy(true);
    try {
      await onSubmit(code);
      close();
    } catch {
      // the caller shows the error; the user may correct the code
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button autoInsertSpace={false} {...button} onClick={() => setOpen(true)}>
        {children ?? t('projection.button')}
      </Button>
      <Modal
        open={open}
        title={t('projection.title')}
        okText={t('projection.ok')}
        cancelText={t('projection.cancel')}
        okButtonProps={{ disabled: !valid }}
        confirmLoading={busy}
        onOk={() => void submit()}
        onCancel={close}
        destroyOnHidden
        // the field takes the keys once the dialog is open, with or without the dialog's motion
        afterOpenChange={(opened) => opened && input.current?.focus()}
      >
        <Input
          ref={input}
          autoFocus
          inputMode="numeric"
          maxLength={PROJECTION_CODE_LENGTH}
          value={code}
          placeholder={t('projection.placeholder')}
          status={code !== '' && !valid ? 'error' : undefined}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, PROJECTION_CODE_LENGTH))}
          onPressEnter={() => void submit()}
        />
        {code !== '' && !valid && <Typography.Text type="danger">{t('projection.invalid')}</Typography.Text>}
      </Modal>
    </>
  );
}
