import { Alert, Button, Card, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KANBAN_LOGIN_CODE } from '@mes/contracts';
import { callApi } from '@mes/client';
import { KANBAN_MGT_NS } from './i18n';

// kanban_mgt/login_code: a screen or handheld shows a login code; a signed-in user confirms it here, and the device
// is signed in as that user (docs/api.md, "Kanban").
export function LoginCodePage() {
  const { t } = useTranslation(KANBAN_MGT_NS);
  const [code, setCode] = useState('');
  const [done, setDone] = useState(false);
  const confirm = async () => {
    await callApi(KANBAN_LOGIN_CODE.enter, { login_code: code.trim().toUpperCase() });
    setDone(true);
    setCode('');
  };
  return (
    <Card title={t('loginCode.title')} data-testid="login-code-page">
      <Typography.Paragraph type="secondary">{t('loginCode.hint')}</Typography.Paragraph>
      <Space>
        <Input
          value={code}
          maxLength={8}
          style={{ width: 200, letterSpacing: 4 }}
          placeholder={t('loginCode.code')}
          onChange={(e) => {
            setCode(e.target.value);
            setDone(false);
          }}
          onPressEnter={() => void confirm()}
          data-testid="login-code-input"
        />
        <Button type="primary" disabled={code.trim().length < 4} onClick={() => void confirm()}>
          {t('loginCode.confirm')}
        </Button>
      </Space>
      {done && <Alert style={{ marginTop: 16 }} type="success" message={t('loginCode.done')} showIcon />}
    </Card>
  );
}
