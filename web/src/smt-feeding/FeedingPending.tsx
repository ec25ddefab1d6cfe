import { Alert, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FeedingState } from './useFeeding';
import { SMT_FEEDING_NS } from './i18n';

/** What a feeding screen shows before its document is read: a spinner, or why it cannot be shown. */
export function FeedingPending({ state }: { state: Pick<FeedingState, 'loading' | 'failure'> }) {
  const { t } = useTranslation(SMT_FEEDING_NS);
  if (state.loading) return <Spin style={{ margin: 48 }} />;
  return (
    <Alert
      type="error"
      showIcon
      message={t('notFound')}
      description={state.failure?.msg}
      data-testid="feeding-not-found"
    />
  );
}
