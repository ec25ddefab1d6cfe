import { useTranslation } from 'react-i18next';
import { ScreenFrame } from '../components/ScreenFrame';
import { UserActions } from '../components/UserActions';
import { OrderTable } from './OrderTable';

/** 生产工单: the working and paused production orders of every line. */
export function WorderListScreen() {
  const { t } = useTranslation();
  return (
    <ScreenFrame testId="kanban-worder-list" title={t('titles.worder')} fill actions={<UserActions />}>
      <OrderTable />
    </ScreenFrame>
  );
}
