import { ApiError } from '@mes/client';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { currentLocale } from '../i18n';
import { FIRST_HOUR_NS } from './i18n';

type Props = { name: string; id: number | string; listPath: string; error: unknown; onRetry: () => void };

/** A "no such record" answer: the catalogue's own codes (1201 no project …) or a 400 naming the id. */
export function isMissing(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return (error.err > 1200 && error.err < 1400) || (error.err === 400 && /^id: /.test(error.msg));
}

// A record that cannot be shown answers one message, on the page (its read is quiet, so no toast repeats it): "does
// not exist" with the way back to its list, or the failure itself with a retry.
export function MissingRecord({ name, id, listPath, error, onRetry }: Props) {
  const { t } = useTranslation(FIRST_HOUR_NS);
  const navigate = useNavigate();
  const back = (
    <Button key="back" onClick={() => navigate(listPath)} data-testid="missing-back">
      {t('missing.back')}
    </Button>
  );
  if (error === null || isMissing(error))
    return (
      <Result
        status="404"
        data-testid="record-missing"
        title={t('missing.title', { name, id })}
        subTitle={t('missing.sub')}
        extra={back}
      />
    );
  const text = error instanceof ApiError ? error.describe(currentLocale()) : String(error);
  return (
    <Result
      status="warning"
      data-testid="record-failed"
      title={text}
      extra={[
        <Button key="retry" type="primary" onClick={onRetry}>
          {t('translation:shell.lazy.retry')}
        </Button>,
        back,
      ]}
    />
  );
}
