import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from '@mes/contracts';
import { chooseLocale, currentLocale } from '../i18n';
import { sessionStore } from '../session';

export function LanguageSwitcher() {
  const { t } = useTranslation();
  return (
    <Select<Locale>
      data-testid="language-switcher"
      aria-label={t('language.label')}
      value={currentLocale()}
      onChange={(value) => void chooseLocale(value, sessionStore.getSnapshot().session.token !== null)}
      options={LOCALES.map((l) => ({ value: l, label: t(`language.${l}`) }))}
      style={{ width: 120 }}
    />
  );
}
