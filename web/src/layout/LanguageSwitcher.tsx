import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from '@mes/contracts';
import { currentLocale, setLocale } from '../i18n';

export function LanguageSwitcher() {
  const { t } = useTranslation();
  return (
    <Select<Locale>
      data-testid="language-switcher"
      aria-label={t('language.label')}
      value={currentLocale()}
      onChange={(value) => void setLocale(value)}
      options={LOCALES.map((l) => ({ value: l, label: t(`language.${l}`) }))}
      style={{ width: 120 }}
    />
  );
}
