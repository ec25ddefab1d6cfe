import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../i18n';
import { findResource } from '../resources/meta';
import { useMeta } from '../resources/MetaProvider';
import type { Title } from '../routes';

/**
 * Translates a route title: its key, with the parent's name for the generic ones ('{{name}} list'). A resource's
 * screens take the server's singular label once meta is read ('New work order', not 'New work orders').
 */
const LIST_KEY = 'routes.action.list';

export function useTitle(): (title: Title) => string {
  const { t } = useTranslation();
  const meta = useMeta();
  return useCallback(
    (title: Title) => {
      if (!title.nameKey) return t(title.key);
      const def = title.resource && meta.status === 'ready' ? findResource(meta.meta, title.resource) : undefined;
      const name = def ? def.label[currentLocale()] : t(title.nameKey);
      // a kind already named a list ("Feeder list") is not a "Feeder list list"
      if (title.key === LIST_KEY && /\blist$/i.test(name)) return name;
      return t(title.key, { name });
    },
    [t, meta],
  );
}
