import { useTranslation } from 'react-i18next';
import { ScreenFrame } from '../components/ScreenFrame';
import { EmptyState } from '../components/States';
import { UserActions } from '../components/UserActions';

/** 包装工单: packaging orders come with the packing module; until then the board says there are none. */
export function PackageScreen() {
  const { t } = useTranslation();
  return (
    <ScreenFrame testId="kanban-package" title={t('titles.package')} actions={<UserActions />}>
      <EmptyState testId="package-empty" title={t('package.none')} hint={t('package.noneHint')} />
    </ScreenFrame>
  );
}
