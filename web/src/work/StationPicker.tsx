/** @jsxRuntime automatic */
import { useEffect, useState } from 'react';
import { Alert, Button, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { apiCall } from '@mes/client';
import { stationFunctionLabel } from '@mes/contracts';
import { toLocale } from '../widgets/i18n-bundle';
import type { ScreenConfig } from './report-calls';
import type { WorkStation } from './work.types';
import './i18n';

type StationListRow = {
  id: number;
  fnumber: string;
  fname: string;
  product_line_id: number;
  station_function: { fnumber: string; fname?: string | null } | null;
};

/** Choose the station of this PC (once: it is remembered): type or scan its code, Enter takes the highlighted one. */
export function StationPicker({
  config,
  current,
  onPick,
  onCancel,
}: {
  /** the screen whose functions the station must have; null: any station (the binding stations) */
  config: Pick<ScreenConfig, 'functions'> | null;
  /** the station this PC remembers, when this screen does not serve its function */
  current: WorkStation | null;
  onPick: (s: WorkStation) => void;
  onCancel?: () => void;
}) {
  const { t, i18n } = useTranslation('work');
  const locale = toLocale(i18n.language);
  const [stations, setStations] = useState<(WorkStation & { fnName: string | null })[] | null>(null);
  useEffect(() => {
    apiCall<{ list: StationListRow[] }>('basicdata/station/list', {
      filter: 'has:station_function disabled:0 sort:id-asc ps:1000',
    }).then(
      (a) =>
        setStations(
          a.list
            .map((s) => ({
              id: s.id,
              fnumber: s.fnumber,
              fname: s.fname,
              product_line_id: s.product_line_id,
              fn: s.station_function?.fnumber ?? null,
              fnName: s.station_function?.fname ?? null,
            }))
            .filter((s) => config === null || (s.fn !== null && config.functions.includes(s.fn))),
        ),
      () => setStations([]),
    );
  }, [config]);
  // a station function by its words in the user's language, never its code (issue 33)
  const fnLabel = (code: string | null, fname?: string | null) => stationFunctionLabel(code, locale, fname);
  const functions = config?.functions.map((f) => fnLabel(f)).join(', ') ?? '';
  const notServed = current && config && !config.functions.includes(current.fn ?? '');
  return (
    <div className="work-picker" data-testid="work-station-picker">
      <h2>{t('station.choose')}</h2>
      {notServed && (
        <Alert
          type="warning"
          showIcon
          title={t('station.notServed', { station: current.fnumber, fn: fnLabel(current.fn) || '—', functions })}
        />
      )}
      {stations !== null && stations.length === 0 && (
        <Alert type="info" showIcon title={t('station.none', { functions })} />
      )}
      <Space.Compact style={{ width: '100%' }}>
        <Select<number>
          showSearch={{ optionFilterProp: 'label' }}
          autoFocus
          defaultOpen
          size="large"
          style={{ width: '100%' }}
          data-testid="work-station-select"
          loading={stations === null}
          placeholder={t('station.placeholder')}
          options={(stations ?? []).map((s) => ({
            value: s.id,
            label: `${s.fnumber} ${s.fname} · ${fnLabel(s.fn, s.fnName)}`,
          }))}
          onChange={(id) => {
            const s = stations?.find((x) => x.id === id);
            if (s) onPick(s);
          }}
        />
        {onCancel && (
          <Button size="large" onClick={onCancel}>
            {t('station.cancel')}
          </Button>
        )}
      </Space.Compact>
      <div className="work-muted">{t('station.hint')}</div>
    </div>
  );
}
