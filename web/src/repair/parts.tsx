/** @jsxRuntime automatic */
import { useState } from 'react';
import { Alert, Input, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@mes/client';
import './i18n';

/** A serial number box: scanned or typed, Enter hands it over (trimmed) and keeps it shown. */
export function SnInput({ onSn, testId = 'repair-sn' }: { onSn: (sn: string) => void; testId?: string }) {
  const { t } = useTranslation('repair');
  const [value, setValue] = useState('');
  return (
    <Input
      size="large"
      autoFocus
      autoComplete="off"
      aria-label={t('sn')}
      placeholder={t('snPlaceholder')}
      data-testid={testId}
      value={value}
      onChange={(e) => setValue(e.target.value)}
      onPressEnter={() => value.trim() && onSn(value.trim())}
    />
  );
}

export type Outcome = { ok: boolean; text: string } | null;

/** The answer of the last action: green when done, red with the server's message when refused. */
export function OutcomeBar({ outcome }: { outcome: Outcome }) {
  if (!outcome) return null;
  return (
    <Alert
      data-testid="repair-outcome"
      data-ok={outcome.ok}
      type={outcome.ok ? 'success' : 'error'}
      showIcon
      title={outcome.text}
    />
  );
}

export const failure = (e: unknown): Outcome => ({
  ok: false,
  text: e instanceof ApiError ? `${e.err}: ${e.msg}` : String(e),
});

export function StatusTag({ status }: { status: number }) {
  const { t } = useTranslation('repair');
  const color = status === 1 ? 'orange' : status === 2 ? 'green' : 'default';
  return <Tag color={color}>{t(`status.${status}`)}</Tag>;
}

export const when = (v: string | null | undefined) => (v ? new Date(v).toLocaleString() : '');
