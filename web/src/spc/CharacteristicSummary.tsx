import { Descriptions, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SpcBaseline, SpcCharacteristicInfo } from '@mes/contracts';
import { formatTime } from '../resources/format';
import { useEnumLabel } from '../resources/enum-labels';
import { round } from './chart-data';
import { SPC_NS } from './i18n';

/** What a characteristic watches, and the limits in force (who froze them, when, from which points). */
export function CharacteristicSummary({
  c,
  baseline,
  openAlarms,
}: {
  c: SpcCharacteristicInfo;
  baseline: SpcBaseline | null;
  openAlarms: number;
}) {
  const { t } = useTranslation(SPC_NS);
  const label = useEnumLabel('spc_characteristic');
  const where = c.station
    ? `${c.station.fnumber} ${c.station.fname}`
    : t('everyStation', { product: `${c.product?.fnumber ?? ''} ${c.product?.fname ?? ''}`.trim() });
  return (
    <>
      <Descriptions size="small" column={{ xs: 1, md: 3, xl: 4 }} data-testid="spc-summary">
        <Descriptions.Item label={t('info.chart')}>{label('chart', c.chart)}</Descriptions.Item>
        <Descriptions.Item label={t('info.source')}>{label('source', c.source)}</Descriptions.Item>
        <Descriptions.Item label={t('info.where')}>{where}</Descriptions.Item>
        {c.item && <Descriptions.Item label={t('info.item')}>{c.item}</Descriptions.Item>}
        <Descriptions.Item label={t('info.rules')}>{c.rules.join(', ')}</Descriptions.Item>
        <Descriptions.Item label={t('info.reaction')}>{label('reaction', c.reaction)}</Descriptions.Item>
        {(c.lsl !== null || c.usl !== null) && (
          <Descriptions.Item label={`${t('lsl')} / ${t('usl')}`}>
            {round(c.lsl) || '—'} / {round(c.usl) || '—'}
          </Descriptions.Item>
        )}
        <Descriptions.Item label={t('openAlarms')}>
          {openAlarms > 0 ? <Tag color="red">{openAlarms}</Tag> : 0}
        </Descriptions.Item>
      </Descriptions>
      <Typography.Paragraph data-testid="spc-baseline" type={baseline ? undefined : 'warning'}>
        {baseline ? (
          <>
            <b>{t('baseline')}</b>: CL {round(baseline.centre)}, {t('lcl')} {round(baseline.lcl)}, {t('ucl')}{' '}
            {round(baseline.ucl)}, σ {round(baseline.sigma)} —{' '}
            {t('frozen', { name: baseline.frozen_by.name, at: formatTime(baseline.frozen_at) })};{' '}
            {t('window', { from: baseline.from_seq, to: baseline.to_seq, count: baseline.points })}
            {baseline.fdesc && ` — ${baseline.fdesc}`}
          </>
        ) : (
          t('noBaseline')
        )}
      </Typography.Paragraph>
    </>
  );
}
