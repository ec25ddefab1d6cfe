/** @jsxRuntime automatic */
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { ImagePopup } from '../widgets/ImagePopup';
import { sopFrameAttrs, sopLinkAttrs, sopView } from '@mes/client';
import type { Sop } from './useSop';
import './i18n';

function SopView({ sop }: { sop: Sop }) {
  const { t } = useTranslation('work');
  const view = sopView(sop.sop_type, sop.content);
  switch (view.kind) {
    case 'text':
      return (
        <div className="work-sop__text" data-testid="work-sop-text">
          {view.text}
        </div>
      );
    case 'badLink':
      return <div className="work-muted">{t('sop.badLink')}</div>;
    case 'image':
      return (
        <div className="work-sop__image" data-testid="work-sop-image">
          <ImagePopup src={view.url} alt={sop.fname} width="100%" />
        </div>
      );
    case 'frame':
      return (
        <iframe className="work-sop__frame" data-testid="work-sop-frame" {...sopFrameAttrs(view.url, sop.fname)} />
      );
    case 'file':
      return (
        <div className="work-sop__file" data-testid="work-sop-file">
          <a {...sopLinkAttrs(view.url)} tabIndex={-1}>
            {t('sop.openFile', { name: sop.fname || view.url })}
          </a>
        </div>
      );
  }
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
