import { Card, Descriptions, Form, Input, Select, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEFAULT_SUBJECT_NAME, LOCALES, type Locale } from '@mes/contracts';
import { chooseLocale, currentLocale } from '../../i18n';
import { sessionStore, useLocalSnapshot, writeQuickMode, writeSubjectName } from '../../session';

// /user/settings: language, quick mode (default on) and the subject name shown in the header. Each applies at once
// and is kept in localStorage.
export function SettingsPage() {
  const { t } = useTranslation();
  const { session, quickMode, subjectName } = useLocalSnapshot();
  return (
    <Card className="page" data-testid="settings-page">
      <Typography.Title level={4} className="page__title">
        {t('routes.user.settings')}
      </Typography.Title>
      <Descriptions
        column={1}
        size="small"
        className="settings-who"
        items={[
          {
            key: 'user',
            label: t('settings.user'),
            children: session.user ? `${session.user.display_name} (${session.user.name})` : '-',
          },
          { key: 'roles', label: t('settings.roles'), children: session.roles?.value.join(', ') || '-' },
          { key: 'company', label: t('settings.company'), children: session.companyName || '-' },
        ]}
      />
      <Form layout="horizontal" labelCol={{ flex: '180px' }} className="settings-form">
        <Form.Item label={t('language.label')}>
          <Select<Locale>
            data-testid="settings-language"
            value={currentLocale()}
            onChange={(v) => void chooseLocale(v, session.token !== null)}
            options={LOCALES.map((l) => ({ value: l, label: t(`language.${l}`) }))}
            style={{ width: 200 }}
          />
        </Form.Item>
        <Form.Item label={t('settings.quickMode')} extra={t('settings.quickModeHint')}>
          <Switch
            data-testid="settings-quick-mode"
            checked={quickMode}
            onChange={(on) => sessionStore.update((s) => writeQuickMode(s, on))}
          />
        </Form.Item>
        <Form.Item
          label={t('settings.subjectName')}
          extra={t('settings.subjectNameHint', { name: DEFAULT_SUBJECT_NAME })}
        >
          <Input
            data-testid="settings-subject-name"
            defaultValue={subjectName}
            maxLength={64}
            placeholder={DEFAULT_SUBJECT_NAME}
            onChange={(e) => sessionStore.update((s) => writeSubjectName(s, e.target.value))}
            style={{ width: 320 }}
          />
        </Form.Item>
      </Form>
    </Card>
  );
}
