import { Button, Card, Descriptions, Space, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SMT_REEL_STEPS, SMT_TURN_STEPS, SmtFeedingStatus, type SmtReelStep } from '@mes/contracts';
import { RecordRef } from '../resources/RecordRef';
import { toLocale } from '../widgets/i18n-bundle';
import { stepPath, type Feeding } from './feeding-data';
import { SMT_FEEDING_NS } from './i18n';

const SMT_ORDER = { module: 'product_mgt', name: 'smt_order' };

type Props = {
  feeding: Feeding;
  current: SmtReelStep | 'track';
  turn: number | null;
  progress?: { done: number; total: number } | null;
  extra?: React.ReactNode;
};

// The head of every feeding screen: the document, its status and turn, and the way to each step screen (the steps
// its status allows now are marked) and to each turn of the current step.
export function FeedingHeader({ feeding: f, current, turn, progress, extra }: Props) {
  const { t, i18n } = useTranslation(SMT_FEEDING_NS);
  const turns = Array.from({ length: f.turn_count }, (_, i) => i + 1);
  const perTurn = current !== 'track' && SMT_TURN_STEPS.includes(current);
  return (
    <Card
      size="small"
      data-testid="feeding-head"
      extra={extra}
      title={
        <Space>
          <span>
            {t('head.bill')} {f.fbillno}
          </span>
          <Tag color="blue" data-testid="feeding-status" data-status={f.status}>
            {SmtFeedingStatus.label(f.status, toLocale(i18n.language))}
          </Tag>
        </Space>
      }
    >
      <Descriptions size="small" column={{ xs: 1, sm: 2, md: 4 }}>
        <Descriptions.Item label={t('head.order')}>
          <RecordRef resource={SMT_ORDER} id={f.smt_order_id} testId="feeding-order" />
        </Descriptions.Item>
        <Descriptions.Item label={t('head.turn')}>
          {f.turn_count > 0 ? t('head.turnOf', { turn: f.turn, count: f.turn_count }) : '—'}
        </Descriptions.Item>
        {progress && (
          <Descriptions.Item label={t('head.progress')}>
            <span data-testid="feeding-progress">{t('head.progressOf', progress)}</span>
          </Descriptions.Item>
        )}
      </Descriptions>
      <Space wrap size={[4, 4]} style={{ marginTop: 8 }} data-testid="feeding-steps">
        {SMT_REEL_STEPS.map((s) => {
          const allowed = f.allowed.includes(s);
          return (
            <Tooltip key={s} title={allowed ? t('head.allowed') : t('head.notAllowed')}>
              <Link to={stepPath(f.id, s, turn ?? f.turn)} data-testid={`feeding-step-${s}`} data-allowed={allowed}>
                <Button
                  size="small"
                  type={s === current ? 'primary' : allowed ? 'default' : 'dashed'}
                  ghost={s === current && !allowed}
                >
                  {t(`step.${s}`)}
                </Button>
              </Link>
            </Tooltip>
          );
        })}
        <Link to={stepPath(f.id, 'track', 1)} data-testid="feeding-step-track">
          <Button size="small" type={current === 'track' ? 'primary' : 'link'}>
            {t('step.track')}
          </Button>
        </Link>
      </Space>
      {perTurn && turns.length > 1 && (
        <Space wrap size={[4, 4]} style={{ marginTop: 8 }} data-testid="feeding-turns">
          <span>{t('head.turns')}:</span>
          {turns.map((n) => (
            <Link key={n} to={stepPath(f.id, current, n)} data-testid={`feeding-turn-${n}`}>
              <Button size="small" type={n === turn ? 'primary' : 'default'}>
                {n}
              </Button>
            </Link>
          ))}
        </Space>
      )}
    </Card>
  );
}
