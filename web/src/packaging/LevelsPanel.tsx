import { App, Button, Card, InputNumber, Select, Space, Table, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PACKAGING_CALLS } from '@mes/contracts';
import { apiCall, callApi } from '@mes/client';
import type { ResourceRecord } from '../resources/resource-api';
import { Guard } from '../session';
import { PACKAGING_NS } from './i18n';
import { nextLevel, readLevels, type Level } from './levels';

type Design = { id: number; fnumber: string; fname: string };
const PLAN = 'product_mgt/packaging_plan';

// A packaging plan's levels on its details screen: while the plan is open, every level (quantity, weight, tolerance,
// label design) is edited and saved together (the plan's update with entries); once checked, only a level's weight
// and tolerance change, one level at a time (update_weight, update_tolerance: docs/labels-packaging.md, "Decisions").
export default function LevelsPanel({ record }: { record: ResourceRecord }) {
  const { t } = useTranslation(PACKAGING_NS);
  const { message } = App.useApp();
  const checked = record.checked === true;
  const [levels, setLevels] = useState<Level[]>(() => readLevels(record.entries));
  const [designs, setDesigns] = useState<Design[]>([]);
  const [busy, setBusy] = useState(false);

  useEffect(() => setLevels(readLevels(record.entries)), [record.entries]);
  useEffect(() => {
    apiCall<{ list: Design[] }>(
      'product_mgt/label_design/list',
      { filter: 'ps:500 sort:fnumber-asc' },
      { quiet: true },
    ).then(
      (a) => setDesigns(a.list),
      () => setDesigns([]),
    );
  }, []);

  const set = (i: number, patch: Partial<Level>) => setLevels(levels.map((l, j) => (j === i ? { ...l, ...patch } : l)));
  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
      void message.success(t('saved'));
    } catch {
      // the client shows the refusal
    } finally {
      setBusy(false);
    }
  };
  const saveAll = () => run(() => apiCall(`${PLAN}/update`, { id: record.id, entries: levels }));
  const saveRow = (l: Level) =>
    run(async () => {
      await callApi(PACKAGING_CALLS.updateWeight, { id: record.id, level: l.level, weight: l.weight });
      await callApi(PACKAGING_CALLS.updateTolerance, { id: record.id, level: l.level, tolerance: l.tolerance });
    });
  const number = (i: number, field: 'qty' | 'weight' | 'tolerance', value: number, locked: boolean) => (
    <InputNumber
      size="small"
      min={field === 'qty' ? 1 : 0}
      step={field === 'qty' ? 1 : 0.01}
      value={value}
      disabled={locked}
      aria-label={t(`col.${field}`)}
      data-testid={`level-${levels[i].level}-${field}`}
      onChange={(v) => v !== null && set(i, { [field]: v })}
    />
  );
  const next = nextLevel(levels);

  return (
    <Card
      size="small"
      title={t('title')}
      data-testid="packaging-levels"
      style={{ marginTop: 16 }}
      extra={
        <Guard allOf={[`${PLAN.replace(/\//g, '.')}.update`]}>
          <Space>
            <Button
              size="small"
              disabled={checked || next === null}
              data-testid="level-add"
              onClick={() =>
                next && setLevels(readLevels([...levels, { level: next, qty: 1, weight: 0, tolerance: 0 }]))
              }
            >
              {t('add')}
            </Button>
            <Button
              size="small"
              type="primary"
              disabled={checked}
              loading={busy}
              onClick={() => void saveAll()}
              data-testid="levels-save"
            >
              {t('save')}
            </Button>
          </Space>
        </Guard>
      }
    >
      {checked && <Typography.Paragraph type="secondary">{t('checkedHint')}</Typography.Paragraph>}
      <Table<Level & { key: string }>
        size="small"
        pagination={false}
        locale={{ emptyText: t('none') }}
        dataSource={levels.map((l) => ({ ...l, key: l.level }))}
        columns={[
          { title: t('col.level'), render: (_, l) => t(`level.${l.level}`), width: 100 },
          { title: t('col.qty'), render: (_, l, i) => number(i, 'qty', l.qty, checked) },
          { title: t('col.weight'), render: (_, l, i) => number(i, 'weight', l.weight, false) },
          { title: t('col.tolerance'), render: (_, l, i) => number(i, 'tolerance', l.tolerance, false) },
          {
            title: t('col.label'),
            render: (_, l, i) => (
              <Select
                size="small"
                allowClear
                disabled={checked}
                style={{ minWidth: 220 }}
                value={l.label_design_id ?? undefined}
                options={designs.map((d) => ({ value: d.id, label: `${d.fnumber} ${d.fname}` }))}
                onChange={(v: number | undefined) => set(i, { label_design_id: v ?? null })}
              />
            ),
          },
          {
            title: '',
            render: (_, l, i) =>
              checked ? (
                <Button
                  size="small"
                  loading={busy}
                  onClick={() => void saveRow(l)}
                  data-testid={`level-${l.level}-save`}
                >
                  {t('saveRow')}
                </Button>
              ) : (
                <Button size="small" danger onClick={() => setLevels(levels.filter((_, j) => j !== i))}>
                  {t('remove')}
                </Button>
              ),
          },
        ]}
      />
    </Card>
  );
}
