/** @jsxRuntime automatic */
import { useEffect, useState } from 'react';
import { Alert, Button, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { apiCall } from '@mes/client';
import type { ScreenConfig } from './report-calls';
import type { WorkStation } from './work.types';
import './i18n';

type StationListRow = {
  id: number;
  fnumber: string;
  fname: string;
  product_line_id: number;
  station_function: { fnumber: string } | null;
};

/** Choose the station of this PC (once: it is remembered): type or scan its code, Enter takes the highlighted one. */
export function StationPicker({
  config,
  current,
  onPick,
  onCancel,
}: {
  config: Pick<ScreenConfig, 'functions'>;
  /** the station this PC remembers, when this screen does not serve its function */
  current: WorkStation | null;
  onPick: (s: WorkStation) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('work');
  const [stations, setStations] = useState<WorkStation[] | null>(null);
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
            }))
            .filter((s) => s.fn !== null && config.functions.includes(s.fn)),
        ),
      () => setStations([]),
    );
  }, [config]);
  const functions = config.functions.join(', ');
  const notServed = current && !config.functions.includes(current.fn ?? '');
  return (
    <div className="work-picker" data-testid="work-station-picker">
      <h2>{t('station.choose')}</h2>
      {notServed && (
        <Alert
          type="warning"
          showIcon
          title={t('station.notServed', { station: current.fnumber, fn: current.fn ?? '—', functions })}
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
          options={(stations ?? []).map((s) => ({ value: s.id, label: `${s.fnumber} ${s.fname} · ${s.fn}` }))}
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
