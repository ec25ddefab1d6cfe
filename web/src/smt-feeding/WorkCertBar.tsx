import { Alert, Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WorkCert } from '@mes/contracts';
import { Guard } from '../session';
import { SMT_FEEDING_NS } from './i18n';

type Props = { cert: WorkCert | null; busy: boolean; onPrepare: () => void; canFinish: boolean; onFinish: () => void };

// Prepare (the work_cert every later step sends) and, when the status allows it, finish.
export function WorkCertBar({ cert, busy, onPrepare, canFinish, onFinish }: Props) {
  const { t, i18n } = useTranslation(SMT_FEEDING_NS);
  return (
    <Space wrap style={{ margin: '8px 0' }} data-testid="feeding-cert">
      {cert ? (
        <Alert
          type="info"
          showIcon
          message={t('cert.until', { time: new Date(cert.expires_at).toLocaleString(i18n.language) })}
          data-testid="feeding-cert-until"
        />
      ) : (
        <>
          <Alert type="warning" showIcon message={t('cert.none')} />
          <Guard allOf={['work.smt_feeding.prepare']}>
            <Button type="primary" loading={busy} onClick={onPrepare} data-testid="feeding-prepare">
              {busy ? t('cert.preparing') : t('cert.prepare')}
            </Button>
          </Guard>
        </>
      )}
      {cert && canFinish && (
        <Guard allOf={['work.smt_feeding.finish']}>
          <Button danger onClick={onFinish} data-testid="feeding-finish">
            {t('cert.finish')}
          </Button>
        </Guard>
      )}
    </Space>
  );
}
