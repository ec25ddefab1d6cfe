/** @jsxRuntime automatic */
import { useEffect, useState } from 'react';
import { Button, Card, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { callApi } from '@mes/client';
import { REPAIR_CALLS } from '@mes/contracts';
import { errorCodeOptions, stationOptions, type Option } from './repair-api';
import { failure, OutcomeBar, SnInput, type Outcome } from './parts';

/** 不良录入: a failed unit enters repair with its defect codes, picked from the station's fault list. */
export function BadEnterPage() {
  const { t } = useTranslation('repair');
  const [sn, setSn] = useState('');
  const [stations, setStations] = useState<Option[]>([]);
  const [station, setStation] = useState<number | null>(null);
  const [codes, setCodes] = useState<Option[]>([]);
  const [picked, setPicked] = useState<number[]>([]);
  const [fdesc, setFdesc] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(null);
  useEffect(() => void stationOptions().then(setStations, () => setStations([])), []);
  useEffect(() => {
    setPicked([]);
    if (station !== null) void errorCodeOptions(station).then(setCodes, () => setCodes([]));
  }, [station]);
  const submit = async () => {
    if (station === null) return;
    try {
      const r = await callApi(
        REPAIR_CALLS.badEnter,
        { sn, station_id: station, error_code_ids: picked, fdesc },
        { quiet: true },
      );
      setOutcome({ ok: true, text: t('badEntered', { sn, id: r.id }) });
    } catch (e) {
      setOutcome(failure(e));
    }
  };
  return (
    <Card data-testid="repair-bad-enter">
      <Form layout="vertical" component="div">
        <Form.Item label={t('sn')} required>
          <SnInput onSn={setSn} />
        </Form.Item>
        <Form.Item label={t('stationOfDefect')} required>
          <Select<number>
            showSearch={{ optionFilterProp: 'label' }}
            style={{ width: '100%' }}
            data-testid="repair-station"
            options={stations}
            value={station ?? undefined}
            onChange={setStation}
          />
        </Form.Item>
        <Form.Item label={t('errorCodes')} required>
          <Select<number[]>
            mode="multiple"
            showSearch={{ optionFilterProp: 'label' }}
            style={{ width: '100%' }}
            data-testid="repair-codes"
            options={codes}
            value={picked}
            onChange={setPicked}
          />
        </Form.Item>
        <Form.Item label={t('fdesc')}>
          <Input.TextArea value={fdesc} onChange={(e) => setFdesc(e.target.value)} rows={2} />
        </Form.Item>
        <Form.Item>
          <Button type="primary" data-testid="repair-submit" disabled={!sn || station === null} onClick={submit}>
            {t('submit')}
          </Button>
        </Form.Item>
        <OutcomeBar outcome={outcome} />
      </Form>
    </Card>
  );
}
