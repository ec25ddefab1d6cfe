import { Button, Card, Input, Table, message } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BoxStatus, STOCK_BOX_CALLS } from '@mes/contracts';
import { apiCall, callApi } from '@mes/client';
import { currentLocale } from '../i18n';
import { BOX_ITEMS_NS } from './i18n';

type Box = { id: number; fnumber: string; status: number; fqty: number };

// A pallet's boxes below its details: scan a box label to put it on, take one off; a checked (closed) pallet only
// shows them. Each change sends the whole list (pallet/update replaces the pallet's boxes).
export function PalletBoxesPanel({ id, checked }: { id: number; checked: boolean }) {
  const { t } = useTranslation(BOX_ITEMS_NS);
  const [boxes, setBoxes] = useState<Box[]>([]);
  const [label, setLabel] = useState('');
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    const page = await callApi(STOCK_BOX_CALLS.palletBoxes, { id, filter: 'ps:1000 sort:fnumber-asc' });
    setBoxes(page.list as Box[]);
  }, [id]);

  useEffect(() => {
    load().catch(() => undefined);
  }, [load]);

  const save = async (labels: string[], done: string) => {
    setBusy(true);
    try {
      await apiCall('stock_mgt/pallet/update', { id, boxes: labels });
      message.success(done);
      setLabel('');
      await load();
    } catch {
      // the client has shown the refusal, naming the box
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title={t('palletBoxes', { count: boxes.length })} data-testid="pallet-boxes" style={{ marginTop: 16 }}>
      {!checked && (
        <Input.Search
          data-testid="pallet-box-input"
          enterButton={t('putOn')}
          placeholder={t('palletHint')}
          value={label}
          loading={busy}
          onChange={(e) => setLabel(e.target.value)}
          onSearch={(v) => v.trim() && void save([...boxes.map((b) => b.fnumber), v.trim()], t('putOnDone'))}
          style={{ maxWidth: 480, marginBottom: 12 }}
        />
      )}
      <Table<Box>
        rowKey="id"
        size="small"
        dataSource={boxes}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
        columns={[
          { title: t('box'), dataIndex: 'fnumber' },
          { title: t('status'), dataIndex: 'status', render: (v: number) => BoxStatus.label(v, currentLocale()) },
          { title: t('qty'), dataIndex: 'fqty', align: 'right' },
          ...(checked
            ? []
            : [
                {
                  title: '',
                  key: 'off',
                  render: (_: unknown, b: Box) => (
                    <Button
                      size="small"
                      disabled={busy}
                      onClick={() =>
                        void save(
                          boxes.filter((x) => x.id !== b.id).map((x) => x.fnumber),
                          t('takeOffDone'),
                        )
                      }
                    >
                      {t('takeOff')}
                    </Button>
                  ),
                },
              ]),
        ]}
      />
    </Card>
  );
}
