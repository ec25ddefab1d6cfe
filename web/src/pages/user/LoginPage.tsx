import { Button, Card, Form, Input, Typography } from 'antd';
import LockOutlined from '@ant-design/icons/LockOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import ApartmentOutlined from '@ant-design/icons/ApartmentOutlined';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { AUTH } from '@mes/contracts';
import { callApi } from '@mes/client';
import { LanguageSwitcher } from '../../layout/LanguageSwitcher';
import { grantsOf, landingAfterLogin, loginBody, sessionStore, useSession } from '../../session';
import { ExternalRedirect } from '../ExternalRedirect';

type Values = { name: string; password: string; subject?: string };

const screen = () => ({ width: window.innerWidth, height: window.innerHeight });

// /user/login: name, password and an optional subject. The password never leaves the page: the body carries a
// nonce and its signature with the secret derived from name and password (docs/api.md, "Sessions"). A login on a
// handheld-sized screen lands on the device display's menu when the user's role has screens there (docs/roles.md).
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { loggedIn, session } = useSession();
  const [busy, setBusy] = useState(false);
  const redirect = params.get('redirect');

  if (loggedIn) {
    const landing = landingAfterLogin(redirect, grantsOf(session), screen());
    return landing.external ? <ExternalRedirect href={landing.path} /> : <Navigate to={landing.path} replace />;
  }

  const submit = async ({ name, password, subject }: Values) => {
    setBusy(true);
    try {
      const answer = await callApi(AUTH.login, loginBody(name.trim(), password, (subject ?? '').trim()));
      sessionStore.login(answer);
      // the handheld's app is another page (the re-render above opens it, ExternalRedirect)
      const landing = landingAfterLogin(redirect, answer, screen());
      if (!landing.external) navigate(landing.path, { replace: true });
    } catch {
      // the client shows 1000 / 999 / 400 as a toast
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="login-page" data-testid="login-page">
      <div className="login-page__lang">
        <LanguageSwitcher />
      </div>
      <Card className="login-card">
        <Typography.Title level={3} className="login-card__title">
          {t('app.productName')}
        </Typography.Title>
        <Typography.Paragraph type="secondary" className="login-card__subtitle">
          {t('login.subtitle')}
        </Typography.Paragraph>
        <Form<Values> layout="vertical" onFinish={(v) => void submit(v)} requiredMark={false} size="large">
          <Form.Item
            name="name"
            label={t('login.name')}
            rules={[{ required: true, whitespace: true, message: t('login.nameRequired') }]}
          >
            <Input prefix={<UserOutlined />} autoComplete="username" autoFocus data-testid="login-name" />
          </Form.Item>
          <Form.Item
            name="password"
            label={t('login.password')}
            rules={[{ required: true, message: t('login.passwordRequired') }]}
          >
            <Input.Password prefix={<LockOutlined />} autoComplete="current-password" data-testid="login-password" />
          </Form.Item>
          <Form.Item name="subject" label={t('login.subject')} extra={t('login.subjectHint')}>
            <Input prefix={<ApartmentOutlined />} maxLength={64} data-testid="login-subject" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy} data-testid="login-submit">
            {t('login.submit')}
          </Button>
        </Form>
      </Card>
    </div>
  );
}
