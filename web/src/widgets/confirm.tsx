// The root jest swc transform defaults to the classic runtime; this pragma keeps the automatic one the app uses.
/** @jsxRuntime automatic */
import type { ReactNode } from 'react';
import { Button, Modal, Popconfirm, type ButtonProps } from 'antd';
import i18n from 'i18next';
import { useTranslation } from 'react-i18next';
import './i18n';

export type ConfirmOptions = { title?: ReactNode; content?: ReactNode; danger?: boolean };

/** Asks 'are you sure' (000 §2); resolves true on OK, false on Cancel or close. */
export function confirmAction({ title, content, danger = false }: ConfirmOptions = {}): Promise<boolean> {
  const t = (key: string) => i18n.t(key, { ns: 'widgets' });
  return new Promise((resolve) => {
    Modal.confirm({
      title: title ?? t('confirm.title'),
      content,
      okText: t('confirm.ok'),
      cancelText: t('confirm.cancel'),
      okButtonProps: { danger },
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });
}

export type ConfirmButtonProps = Omit<ButtonProps, 'onClick'> & {
  /** The question; 'are you sure' by default. */
  title?: ReactNode;
  description?: ReactNode;
  /** Runs after OK; a promise keeps the prompt busy until it settles. */
  onConfirm: () => unknown;
};

/** A button whose action runs only after the 'are you sure' prompt. */
export function ConfirmButton({ title, description, onConfirm, disabled, ...button }: ConfirmButtonProps) {
  const { t } = useTranslation('widgets');
  return (
    <Popconfirm
      title={title ?? t('confirm.title')}
      description={description}
      okText={t('confirm.ok')}
      cancelText={t('confirm.cancel')}
      disabled={disabled}
      onConfirm={() => onConfirm()}
    >
      <Button {...button} disabled={disabled} />
    </Popconfirm>
  );
}
