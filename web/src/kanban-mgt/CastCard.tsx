import { Card, Typography, message } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KANBAN_SCREEN } from '@mes/contracts';
import { callApi } from '@mes/client';
import { ProjectionCodeButton } from '../widgets';
import { KANBAN_MGT_NS } from './i18n';
import { TargetPicker } from './TargetPicker';
import { targetBody, type Target } from './target';

// 投屏: choose the board, press the projection-code button and enter the code the TV shows.
export function CastCard({ onCast }: { onCast: () => void }) {
  const { t } = useTranslation(KANBAN_MGT_NS);
  const [target, setTarget] = useState<Target>({ board: 'line' });
  const body = targetBody(target);
  const submit = async (code: string) => {
    await callApi(KANBAN_SCREEN.enterProjectionCode, { projection_code: code, ...body });
    message.success(t('cast.done'));
    onCast();
  };
  return (
    <Card title={t('cast.title')} data-testid="cast-card">
      <Typography.Paragraph type="secondary">{t('cast.hint')}</Typography.Paragraph>
      <TargetPicker value={target} onChange={setTarget} />
      <div style={{ marginTop: 12 }}>
        <ProjectionCodeButton type="primary" disabled={!body} onSubmit={submit} data-testid="cast-button" />
      </div>
    </Card>
  );
}
