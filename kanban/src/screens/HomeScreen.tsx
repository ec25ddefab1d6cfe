import { useTranslation } from 'react-i18next';
import { ScreenFrame } from '../components/ScreenFrame';
import { useKanbanTitle } from '../components/useKanbanTitle';

export function HomeScreen() {
  const { t } = useTranslation();
  const title = useKanbanTitle() ?? t('home.defaultTitle');
  return (
    <ScreenFrame testId="kanban-home" title={title}>
      <section className="panel panel--notice" data-testid="kanban-unbound">
        <div className="panel__icon" aria-hidden="true" />
        <h2 className="panel__title">{t('home.unbound.title')}</h2>
        <p className="panel__hint">{t('home.unbound.hint')}</p>
      </section>
    </ScreenFrame>
  );
}
