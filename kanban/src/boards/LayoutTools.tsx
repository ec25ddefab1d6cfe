import { useTranslation } from 'react-i18next';
import type { Locale } from '@mes/contracts';
import type { BoardLayout } from './useBoardLayout';

/** Arrange the panels of a board and save the layout for every screen showing it (a signed-in user only). */
export function LayoutTools({ layout }: { layout: BoardLayout }) {
  const { t, i18n } = useTranslation();
  if (!layout.editing) {
    return (
      <button type="button" className="btn" data-testid="layout-edit" onClick={layout.edit}>
        {t('layout.edit')}
      </button>
    );
  }
  return (
    <>
      {layout.error && <span className="msg msg--error">{layout.error.describe(i18n.language as Locale)}</span>}
      <button type="button" className="btn" onClick={layout.reset}>
        {t('layout.reset')}
      </button>
      <button type="button" className="btn" onClick={layout.cancel}>
        {t('common.cancel')}
      </button>
      <button
        type="button"
        className="btn btn--primary"
        data-testid="layout-save"
        disabled={layout.saving}
        onClick={() => void layout.save()}
      >
        {t('layout.save')}
      </button>
    </>
  );
}
