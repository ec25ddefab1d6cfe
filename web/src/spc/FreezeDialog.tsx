import { App, Form, Input, InputNumber, Modal, Radio, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { SPC_CALLS, SPC_CHART_MAX_POINTS, type SpcCharacteristicInfo } from '@mes/contracts';
import { callApi } from '@mes/client';
import { SPC_NS } from './i18n';

type Mode = 'since' | 'last' | 'range';
type Values = { mode: Mode; last?: number; from_seq?: number; to_seq?: number; fdesc?: string };

/** Freezes a characteristic's limits from a baseline window (SPC_CALLS.freeze); the server's refusals toast. */
export function FreezeDialog({
  characteristic,
  open,
  onClose,
  onFrozen,
}: {
  characteristic: SpcCharacteristicInfo;
  open: boolean;
  onClose: () => void;
  onFrozen: () => void;
}) {
  const { t } = useTranslation(SPC_NS);
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const mode = Form.useWatch('mode', form) ?? 'since';
  const required = [{ required: true, message: t('required') }];

  const submit = async () => {
    const v = await form.validateFields();
    const window =
      v.mode === 'last' ? { last: v.last } : v.mode === 'range' ? { from_seq: v.from_seq, to_seq: v.to_seq } : {};
    try {
      const b = await callApi(SPC_CALLS.freeze, { id: characteristic.id, ...window, fdesc: v.fdesc ?? '' });
      void message.success(t('frozenOk', { from: b.from_seq, to: b.to_seq }));
      onFrozen();
      onClose();
    } catch {
      // the client toasts the refusal (too few points, no variation, from after to)
    }
  };

  return (
    <Modal
      open={open}
      title={t('freezeTitle', { name: `${characteristic.fnumber} ${characteristic.fname}` })}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={t('freeze')}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('freezeHint')}</Typography.Paragraph>
      <Form form={form} layout="vertical" initialValues={{ mode: 'since', last: 25 }} data-testid="spc-freeze-form">
        <Form.Item name="mode">
          <Radio.Group>
            {(['since', 'last', 'range'] as const).map((m) => (
              <Radio key={m} value={m} data-testid={`spc-freeze-${m}`}>
                {t(`mode.${m}`)}
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
        {mode === 'last' && (
          <Form.Item name="last" label={t('last')} rules={required}>
            <InputNumber min={2} max={SPC_CHART_MAX_POINTS} precision={0} />
          </Form.Item>
        )}
        {mode === 'range' && (
          <Space align="start" size="large">
            <Form.Item name="from_seq" label={t('fromSeq')} rules={required}>
              <InputNumber min={1} precision={0} />
            </Form.Item>
            <Form.Item name="to_seq" label={t('toSeq')} rules={required}>
              <InputNumber min={1} precision={0} />
            </Form.Item>
          </Space>
        )}
        <Form.Item name="fdesc" label={t('remarks')}>
          <Input maxLength={256} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
