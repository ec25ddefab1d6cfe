import { Button, Card, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DueDevices } from './DueDevices';
import { DM_NS } from './i18n';

const HANDHELD = '/device_display/dm_enter';

// /device_maintenance/dm_enter: the technician's screen is the handheld's (device display, 360x640); from the back
// office it opens there, in the same session; beside it, the devices due today with a link to record each here.
export function DmEnterPage() {
  const { t } = useTranslation(DM_NS);
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <DueDevices />
      <Card size="small" title={t('enter.title')} data-testid="dm-enter-link">
        <Typography.Paragraph>{t('enter.hint')}</Typography.Paragraph>
        <Button type="primary" href={HANDHELD} data-testid="dm-enter-open">
          {t('enter.open')}
        </Button>
      </Card>
    </Space>
  );
}

export default DmEnterPage;
