/** @jsxRuntime automatic */
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { ImagePopup } from '../widgets/ImagePopup';
import { safeUrl } from '@mes/client';
import type { Sop } from './useSop';
import './i18n';

function SopView({ sop }: { sop: Sop }) {
  const { t } = useTranslation('work');
  if (sop.sop_type === 'text')
    return (
      <div className="work-sop__text" data-testid="work-sop-text">
        {sop.content}
      </div>
    );
  const url = safeUrl(sop.content);
  if (!url) return <div className="work-muted">{t('sop.badLink')}</div>;
  if (sop.sop_type === 'image')
    return (
      <div className="work-sop__image" data-testid="work-sop-image">
        <ImagePopup src={url} alt={sop.fname} width="100%" />
      </div>
    );
  if (sop.sop_type === 'url') {
    return (
      <iframe
        className="work-sop__frame"
        data-testid="work-sop-frame"
        src={url}
        title={sop.fname}
        sandbox="allow-same-origin allow-scripts"
      />
    );
  }
  return (
    <div className="work-sop__file" data-testid="work-sop-file">
      <a href={url} target="_blank" rel="noreferrer" tabIndex={-1}>
        {t('sop.openFile', { name: sop.fname || url })}
      </a>
    </div>
  );
}

/** The station's work instruction beside the scan area (url in a frame, image, text, or a file link). */
export function SopPanel({ sops }: { sops: readonly Sop[] }) {
  const { t } = useTranslation('work');
  const label = (s: Sop) =>
    `${s.fname || s.fnumber}${s.version ? ` · ${t('sop.version', { version: s.version })}` : ''}`;
  return (
    <div className="work-card work-sop" data-testid="work-sop">
      <div className="work-card__title">
        {t('sop.title')}
        {sops.length === 1 ? ` · ${label(sops[0])}` : ''}
      </div>
      {sops.length === 0 && <div className="work-muted">{t('sop.none')}</div>}
      {sops.length === 1 && <SopView sop={sops[0]} />}
      {sops.length > 1 && (
        <Tabs
          size="small"
          items={sops.map((s) => ({ key: String(s.id), label: label(s), children: <SopView sop={s} /> }))}
        />
      )}
    </div>
  );
}
