/** @jsxRuntime automatic */
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { WorkOrderStatus } from '@mes/contracts';
import { toLocale } from '../widgets/i18n-bundle';
import type { Notice } from './notices';
import './i18n';

/** The pushes that matter to the operator, newest first; Esc (or the close button) dismisses the newest. */
export function NoticeBar({ notices, onDismiss }: { notices: readonly Notice[]; onDismiss: (id: number) => void }) {
  const { t, i18n } = useTranslation('work');
  const locale = toLocale(i18n.language);
  if (notices.length === 0) return null;
  return (
    <div className="work-notices" data-testid="work-notices">
      {notices.map((n) => {
        const status = n.status === undefined ? undefined : WorkOrderStatus.label(n.status, locale);
        const words = Object.fromEntries(Object.entries(n.words ?? {}).map(([k, w]) => [k, w[locale]]));
        const text = t(n.key, { ...n.params, ...words, status: locale === 'en-US' ? status?.toLowerCase() : status });
        return (
          <Alert
            key={n.id}
            type={n.tone}
            showIcon
            closable={{ 'aria-label': t('notice.dismiss'), onClose: () => onDismiss(n.id) }}
            title={
              <span>
                <b>{new Date(n.at).toLocaleTimeString([], { hour12: false })}</b> {text}
              </span>
            }
            data-testid="work-notice"
            data-key={n.key}
          />
        );
      })}
    </div>
  );
}
