import { Button, Card, Col, Empty, Row, Select, Space, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { seriesPoints, SPC_CALLS, type SpcCapability, type SpcChartAnswer } from '@mes/contracts';
import { apiCall, callApi } from '@mes/client';
import { useResourceEvents } from '../resources/useResourceEvents';
import { usePermission } from '../session';
import { CapabilityPanel } from './CapabilityPanel';
import { CharacteristicSummary } from './CharacteristicSummary';
import { ControlChart, SpreadChart } from './ControlChart';
import { FreezeDialog } from './FreezeDialog';
import { chartRows } from './chart-data';
import { SPC_NS } from './i18n';
import { useChartLive } from './useChartLive';
import { useNames } from './useNames';

type Listed = { id: number; fnumber: string; fname: string };

// /spc/chart?code=<characteristic code>: a characteristic's control chart, its spread chart, capability and frozen
// limits, read again while reports arrive at its stations (docs/spc.md, "Screens").
export function SpcChartPage() {
  const { t } = useTranslation(SPC_NS);
  const { hasAll } = usePermission();
  const [params, setParams] = useSearchParams();
  const code = params.get('code');
  const [list, setList] = useState<Listed[] | null>(null);
  const [answer, setAnswer] = useState<SpcChartAnswer | null>(null);
  const [capability, setCapability] = useState<SpcCapability | null>(null);
  const [freezing, setFreezing] = useState(false);
  const stationName = useNames('station');

  const readList = useCallback(() => {
    void apiCall<{ list: Listed[] }>('spc/spc_characteristic/list', { filter: 'ps:1000 sort:fnumber-asc' }).then(
      (a) => setList(a.list),
      () => setList([]),
    );
  }, []);
  useEffect(readList, [readList]);
  useResourceEvents('spc_characteristic', readList);

  const picked = useMemo(() => list?.find((c) => c.fnumber === code) ?? list?.[0] ?? null, [list, code]);
  const read = useCallback(() => {
    if (!picked) return;
    // the chart and the capability of the same points, read side by side
    callApi(SPC_CALLS.chart, { id: picked.id, limit: 500 }).then(
      (a) => setAnswer(a),
      () => setAnswer(null),
    );
    callApi(SPC_CALLS.capability, { id: picked.id, limit: 500 }).then(
      (a) => setCapability(a),
      () => setCapability(null),
    );
  }, [picked]);
  useEffect(() => {
    setAnswer(null);
    setCapability(null);
    read();
  }, [read]);

  const stations = useMemo(() => {
    const ids = new Set(answer?.series.station_id);
    if (answer?.characteristic.station) ids.add(answer.characteristic.station.id);
    return [...ids];
  }, [answer]);
  useChartLive(stations, read);

  const rows = useMemo(() => chartRows(answer ? seriesPoints(answer.series, answer.baseline) : []), [answer]);
  const c = answer?.characteristic;
  return (
    <Card className="page page--wide" data-testid="spc-chart-page">
      <Space wrap style={{ marginBottom: 12 }}>
        <Select
          showSearch
          style={{ width: 420 }}
          placeholder={t('pick')}
          data-testid="spc-pick"
          value={picked?.fnumber}
          optionFilterProp="label"
          options={(list ?? []).map((l) => ({ value: l.fnumber, label: `${l.fnumber} ${l.fname}` }))}
          onChange={(v: string) => setParams({ code: v })}
        />
        <Button onClick={read}>{t('refresh')}</Button>
        {c && hasAll(['spc.spc_characteristic.freeze']) && (
          <Button type="primary" data-testid="spc-freeze" onClick={() => setFreezing(true)}>
            {t('freeze')}
          </Button>
        )}
      </Space>
      {list !== null && list.length === 0 && <Empty description={t('none')} />}
      {c && answer && (
        <>
          <Typography.Title level={4} className="page__title" data-testid="spc-title">
            {c.fnumber} {c.fname}
          </Typography.Title>
          <CharacteristicSummary c={c} baseline={answer.baseline} openAlarms={answer.open_alarms.length} />
          <Row gutter={16}>
            <Col xs={24} xl={16}>
              {rows.length === 0 ? (
                <Empty description={t('noPoints')} />
              ) : (
                <>
                  <ControlChart
                    rows={rows}
                    chart={c.chart}
                    baseline={answer.baseline}
                    lsl={c.lsl}
                    usl={c.usl}
                    stationName={stationName}
                  />
                  {answer.baseline && <SpreadChart rows={rows} baseline={answer.baseline} chart={c.chart} />}
                </>
              )}
            </Col>
            <Col xs={24} xl={8}>
              <Card size="small" title={t('capability')}>
                <CapabilityPanel capability={capability} />
              </Card>
            </Col>
          </Row>
          <FreezeDialog characteristic={c} open={freezing} onClose={() => setFreezing(false)} onFrozen={read} />
        </>
      )}
    </Card>
  );
}
export default SpcChartPage;
