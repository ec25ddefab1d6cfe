import { App, Button, Card, Col, Form, Row, InputNumber, Space, Switch, Table, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '@mes/client';
import { formatTime } from '../resources/format';
import { SYSTEM_NS } from './i18n';
import {
  changedValues,
  readChanges,
  readSettings,
  saveSettings,
  type Setting,
  type SettingChange,
  type SettingGroup,
  type SettingValue,
} from './settings-api';

const shown = (v: SettingValue | null, on: string, off: string) =>
  typeof v === 'boolean' ? (v ? on : off) : String(v ?? '');

function SettingInput({
  s,
  value,
  onChange,
}: {
  s: Setting;
  value: SettingValue;
  onChange: (v: SettingValue) => void;
}) {
  const locale = currentLocale();
  if (s.type === 'bool')
    return (
      <span data-testid={`setting-${s.key}`}>
        <Switch checked={value === true} onChange={onChange} />
      </span>
    );
  return (
    <span data-testid={`setting-${s.key}`}>
      <InputNumber
        min={s.min}
        max={s.max}
        precision={0}
        value={value as number}
        onChange={(v) => v !== null && onChange(v)}
        addonAfter={s.unit ? s.unit[locale] : undefined}
        style={{ width: 180 }}
      />
    </span>
  );
}

// /system/global_settings: the hub's settings by group, saved together (all or none, refusals name the setting), and
// the latest changes with who made them (docs/system-pages.md).
export function GlobalSettingsPage() {
  const { t } = useTranslation(SYSTEM_NS);
  const { message } = App.useApp();
  const locale = currentLocale();
  const [groups, setGroups] = useState<SettingGroup[]>([]);
  const [form, setForm] = useState<Record<string, SettingValue>>({});
  const [changes, setChanges] = useState<SettingChange[]>([]);
  const [saving, setSaving] = useState(false);

  const show = useCallback((g: SettingGroup[]) => {
    setGroups(g);
    setForm(Object.fromEntries(g.flatMap((x) => x.settings).map((s) => [s.key, s.value])));
  }, []);
  const load = useCallback(() => {
    void readSettings().then((a) => show(a.groups));
    void readChanges().then((a) => setChanges(a.list));
  }, [show]);
  useEffect(load, [load]);

  const labelOf = (key: string) => groups.flatMap((g) => g.settings).find((s) => s.key === key)?.label[locale] ?? key;
  const save = async () => {
    const values = changedValues(groups, form);
    if (Object.keys(values).length === 0) {
      void message.info(t('settings.unchanged'));
      return;
    }
    setSaving(true);
    try {
      const a = await saveSettings(values);
      show(a.groups);
      void message.success(t('settings.saved', { count: a.changed.length }));
      void readChanges().then((c) => setChanges(c.list));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="global-settings">
      <Typography.Paragraph type="secondary">{t('settings.intro')}</Typography.Paragraph>
      <Row gutter={[16, 16]} data-testid="settings-groups">
        {groups.map((g) => (
          <Col key={g.name} xs={24} xl={12}>
            <Card
              size="small"
              title={g.label[locale]}
              data-testid={`settings-group-${g.name}`}
              style={{ height: '100%' }}
            >
              <Form layout="vertical">
                {g.settings.map((s) => (
                  <Form.Item
                    key={s.key}
                    label={s.label[locale]}
                    extra={
                      <>
                        {s.about[locale]} ·{' '}
                        {t('settings.default', { value: shown(s.default, t('settings.on'), t('settings.off')) })}
                      </>
                    }
                  >
                    <SettingInput
                      s={s}
                      value={form[s.key] ?? s.value}
                      onChange={(v) => setForm({ ...form, [s.key]: v })}
                    />
                  </Form.Item>
                ))}
              </Form>
            </Card>
          </Col>
        ))}
      </Row>
      <Space>
        <Button type="primary" loading={saving} onClick={() => void save()} data-testid="settings-save">
          {t('settings.save')}
        </Button>
        <Button onClick={() => show(groups)}>{t('settings.reset')}</Button>
      </Space>
      <Card size="small" title={t('settings.history')}>
        <Table<SettingChange>
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={changes}
          data-testid="settings-history"
          columns={[
            { title: t('settings.at'), dataIndex: 'created_at', render: (v: string) => formatTime(v), width: 180 },
            { title: t('settings.key'), dataIndex: 'key', render: (k: string) => labelOf(k) },
            {
              title: t('settings.from'),
              dataIndex: 'old_value',
              render: (v: SettingValue | null) => shown(v, t('settings.on'), t('settings.off')),
            },
            {
              title: t('settings.to'),
              dataIndex: 'new_value',
              render: (v: SettingValue) => shown(v, t('settings.on'), t('settings.off')),
            },
            {
              title: t('settings.by'),
              dataIndex: 'creater',
              render: (c: SettingChange['creater'], r) => c?.display_name || c?.name || (r.creater_id ?? ''),
            },
          ]}
        />
      </Card>
    </Space>
  );
}

export default GlobalSettingsPage;
