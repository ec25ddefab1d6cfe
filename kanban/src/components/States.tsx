import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@mes/contracts';
import { type ApiError } from '@mes/client';

type Props = {
  testId?: string;
  title: string;
  hint?: ReactNode;
  tone?: 'notice' | 'error' | 'plain';
  children?: ReactNode;
};

/** A centred notice: nothing to show yet, an error, or a wait. */
export function StatePanel({ testId, title, hint, tone = 'plain', children }: Props) {
  return (
    <section className={`panel panel--${tone}`} data-testid={testId} role={tone === 'error' ? 'alert' : undefined}>
      {tone !== 'plain' && <div className={`panel__icon panel__icon--${tone}`} aria-hidden="true" />}
      <h2 className="panel__title">{title}</h2>
      {hint && <p className="panel__hint">{hint}</p>}
      {children}
    </section>
  );
}

export function EmptyState({
  title,
  hint,
  testId = 'empty-state',
}: {
  title: string;
  hint?: ReactNode;
  testId?: string;
}) {
  return <StatePanel testId={testId} title={title} hint={hint} tone="notice" />;
}

export function LoadingState() {
  const { t } = useTranslation();
  return <StatePanel testId="loading-state" title={t('common.loading')} />;
}

export function ErrorState({ error }: { error: ApiError }) {
  const { t, i18n } = useTranslation();
  return (
    <StatePanel
      testId="error-state"
      tone="error"
      title={t('common.loadFailed')}
      hint={error.describe(i18n.language as Locale)}
    />
  );
}
