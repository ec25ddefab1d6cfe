import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ScreenFrame } from '../components/ScreenFrame';

// Placeholder: login by login code comes with the kanban management module.
export function LoginScreen() {
  const { t } = useTranslation();
  return (
    <ScreenFrame testId="kanban-login" title={t('login.title')}>
      <section className="panel">
        <p className="panel__hint">{t('login.hint')}</p>
        <Link className="panel__link" to="/">
          {t('login.back')}
        </Link>
      </section>
    </ScreenFrame>
  );
}
