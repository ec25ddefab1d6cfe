import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Title } from '../routes';

/** Translates a route title: its key, with the parent's name for the generic ones ('{{name}} list'). */
export function useTitle(): (title: Title) => string {
  const { t } = useTranslation();
  return useCallback((title: Title) => (title.nameKey ? t(title.key, { name: t(title.nameKey) }) : t(title.key)), [t]);
}
