import { App, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { SPC_CALLS, type SpcAlarm } from '@mes/contracts';
import { callApi } from '@mes/client';
import { passwordSign, useSession } from '../session';
import { ruleLabels } from './ControlChart';
import { SPC_NS } from './i18n';

type Values = { cause: string; action: string; password: string };

/**
 * Releases an open alarm (and its station's hold): cause, corrective action and the user's own password, sent as a
 * nonce and its signature exactly as the login signs (SPC_CALLS.release); a wrong password's refusal toasts.
 */
export function ReleaseDialog({
  alarm,
  onClose,
  onReleased,
}: {
  alarm: SpcAlarm | null;
  onClose: () => void;
  onReleased: () => void;
}) {
  const { t } = useTranslation(SPC_NS);
  const { message } = App.useApp();
  const { session } = useSession();
  const [form] = Form.useForm<Values>();
  const required = [{ required: true, whitespace: true, message: t('required') }];

  const submit = async () => {
    if (!alarm || !session.user) return;
    const v = await form.validateFields();
    try {
      await callApi(SPC_CALLS.release, {
        id: alarm.id,
        cause: v.cause.trim(),
        action: v.action.trim(),
        ...passwordSign(session.user.name, v.password),
      });
      void message.success(t('alarms.releasedOk'));
      onReleased();
      onClose();
    } catch {
      // the client toasts the refusal (wrong password, already released)
      form.setFieldValue('password', '');
    }
  };

  return (
    <Modal
      open={alarm !== null}
      title={
        alarm &&
        t('alarms.releaseTitle', {
          station: alarm.station.fname || alarm.station.fnumber,
          rule: ruleLabels([alarm.rule])[0],
        })
      }
      onCancel={onClose}
      onOk={() => void submit()}
      okText={t('alarms.release')}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" data-testid="spc-release-form" preserve={false}>
        <Form.Item name="cause" label={t('alarms.cause')} rules={required}>
          <Input.TextArea maxLength={512} autoSize={{ minRows: 2 }} data-testid="spc-release-cause" />
        </Form.Item>
        <Form.Item name="action" label={t('alarms.action')} rules={required}>
          <Input.TextArea maxLength={512} autoSize={{ minRows: 2 }} data-testid="spc-release-action" />
        </Form.Item>
        <Form.Item name="password" label={t('alarms.password')} rules={[{ required: true, message: t('required') }]}>
          <Input.Password autoComplete="current-password" data-testid="spc-release-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
