import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { IdleRefresh } from '../shell/IdleRefresh';

type Props = { testId: string; title: string; back?: boolean; children: ReactNode };

// A handheld page (360x640 and up): a bar with back and the title, the content scrolling below, touch-sized controls.
// Device displays refresh themselves after a minute without input (001 §9).
export function DeviceFrame({ testId, title, back = true, children }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="device" data-testid={testId}>
      <header className="device__bar">
        {back ? (
          <button type="button" className="device__back" onClick={() => navigate(-1)} aria-label={t('common.back')}>
            ‹
          </button>
        ) : (
          <span className="device__back device__back--none" />
        )}
        <h1 className="device__title">{title}</h1>
      </header>
      <main className="device__body">{children}</main>
      <IdleRefresh />
    </div>
  );
}
