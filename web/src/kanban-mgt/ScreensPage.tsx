import { Button, Card, Input, Modal, Space, Table, Tag, message } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KANBAN_MGT } from '@mes/contracts';
import { callApi } from '@mes/client';
import { confirmAction } from '../widgets';
import { CastCard } from './CastCard';
import { KANBAN_MGT_NS } from './i18n';
import { TargetPicker } from './TargetPicker';
import { BindingText } from './BindingText';
import { targetBody, type Target } from './target';

type Screen = {
  id: number;
  name: string;
  binding: { board: string; params: Record<string, unknown> } | null;
  last_seen_at: string | null;
  online: boolean;
};

// Kanban management: every screen with what it shows and when it was last seen; rename, rebind or revoke one, and
// cast a board to a TV by its projection code.
export function ScreensPage() {
  const { t } = useTranslation(KANBAN_MGT_NS);
  const [screens, setScreens] = useState<Screen[]>([]);
  const [loading, setLoading] = useState(false);
  const [rebinding, setRebinding] = useState<{ screen: Screen; target: Target } | null>(null);
  const load = useCallback(async () => {
    setLoading(true);
    try {
      setScreens((await callApi(KANBAN_MGT.screens, {})).list);
    } finally {
      setLoading(false);
    }
  }, []);
  useEffect(() => void load(), [load]);

  const rename = (s: Screen) => {
    let name = s.name;
    Modal.confirm({
      title: t('screens.renamePrompt'),
      content: <Input defaultValue={s.name} onChange={(e) => (name = e.target.value)} data-testid="rename-input" />,
      onOk: async () => {
        await callApi(KANBAN_MGT.rename, { screen_id: s.id, name });
        message.success(t('screens.saved'));
        await load();
      },
    });
  };
  const revoke = async (s: Screen) => {
    if (!(await confirmAction({ content: t('screens.revokeConfirm'), danger: true }))) return;
    await callApi(KANBAN_MGT.revoke, { screen_id: s.id });
    message.success(t('screens.revoked'));
    await load();
  };
  const rebind = async () => {
    const body = rebinding && targetBody(rebinding.target);
    if (!rebinding || !body) return;
    await callApi(KANBAN_MGT.rebind, { screen_id: rebinding.screen.id, ...body });
    setRebinding(null);
    message.success(t('screens.saved'));
    await load();
  };

  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }} data-testid="kanban-screens">
      <CastCard onCast={() => void load()} />
      <Card title={t('screens.title')} extra={<Button onClick={() => void load()}>{t('screens.refresh')}</Button>}>
        <Table<Screen>
          rowKey="id"
          loading={loading}
          dataSource={screens}
          pagination={false}
          locale={{ emptyText: t('screens.empty') }}
          columns={[
            { title: 'ID', dataIndex: 'id', width: 70 },
            { title: t('screens.name'), dataIndex: 'name' },
            {
              title: t('screens.binding'),
              render: (_, s) => (s.binding ? <BindingText binding={s.binding} /> : <Tag>{t('screens.unbound')}</Tag>),
            },
            {
              title: t('screens.lastSeen'),
              render: (_, s) => (s.last_seen_at ? new Date(s.last_seen_at).toLocaleString() : ''),
            },
            {
              title: t('screens.online'),
              render: (_, s) => (
                <Tag color={s.online ? 'success' : 'default'}>{t(s.online ? 'screens.online' : 'screens.offline')}</Tag>
              ),
            },
            {
              title: t('screens.actions'),
              render: (_, s) => (
                <Space>
                  <Button size="small" onClick={() => rename(s)}>
                    {t('screens.rename')}
                  </Button>
                  <Button size="small" onClick={() => setRebinding({ screen: s, target: { board: 'line' } })}>
                    {t('screens.rebind')}
                  </Button>
                  <Button size="small" danger onClick={() => void revoke(s)}>
                    {t('screens.revoke')}
                  </Button>
                </Space>
              ),
            },
          ]}
        />
      </Card>
      <Modal
        open={rebinding !== null}
        title={t('screens.rebind')}
        onCancel={() => setRebinding(null)}
        onOk={() => void rebind()}
        okButtonProps={{ disabled: !rebinding || !targetBody(rebinding.target) }}
      >
        {rebinding && (
          <TargetPicker value={rebinding.target} onChange={(target) => setRebinding({ ...rebinding, target })} />
        )}
      </Modal>
    </Space>
  );
}
