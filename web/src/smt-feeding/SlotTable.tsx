import { Button, Input, Modal, Table, Tag, message } from 'antd';
import { useTranslation } from 'react-i18next';
import { SMT_FEEDING, type SmtReelStep } from '@mes/contracts';
import { callApi } from '@mes/client';
import { Guard } from '../session';
import { slotDone, slotTags, type FeedingEntry, type SlotTag } from './feeding-data';
import { SMT_FEEDING_NS } from './i18n';

const TAG_COLOR: Record<SlotTag, string> = {
  no_verify: 'default',
  locked: 'red',
  pending_splice: 'orange',
  pending_change: 'orange',
  unloaded: 'default',
  full_checked: 'green',
  scan_checked: 'green',
  scanned: 'cyan',
  empty: 'default',
};

type Props = {
  feedingId: number;
  entries: FeedingEntry[];
  step: SmtReelStep | null;
  onPick?: (slot: string) => void;
  onChanged: () => void;
};

// The slots of a step (or every slot, on the track screen): expected material and alternates, the reel on the slot,
// its state; a locked slot offers unlock (with a reason) to whoever holds work.smt_feeding.unlock_slot.
export function SlotTable({ feedingId, entries, step, onPick, onChanged }: Props) {
  const { t } = useTranslation(SMT_FEEDING_NS);
  const unlock = (slot: string) => {
    let reason = '';
    Modal.confirm({
      title: `${t('slots.unlock')} ${slot}`,
      content: (
        <Input.TextArea
          placeholder={t('slots.unlockHint')}
          maxLength={256}
          onChange={(e) => (reason = e.target.value)}
          data-testid="unlock-reason"
        />
      ),
      onOk: async () => {
        await callApi(SMT_FEEDING.unlockSlot, { id: feedingId, slot, reason });
        message.success(t('slots.unlocked'));
        onChanged();
      },
    });
  };
  return (
    <Table<FeedingEntry>
      size="small"
      rowKey="id"
      dataSource={entries}
      pagination={false}
      data-testid="feeding-slots"
      locale={{ emptyText: t('slots.empty') }}
      onRow={(e) =>
        ({
          onClick: () => onPick?.(e.slot),
          'data-testid': `feeding-slot-${e.slot}`,
          'data-done': step ? slotDone(step, e) : undefined,
        }) as React.HTMLAttributes<HTMLElement>
      }
      rowClassName={(e) => (step && slotDone(step, e) ? 'feeding-row--done' : e.locked ? 'feeding-row--locked' : '')}
      columns={[
        { title: t('slots.slot'), dataIndex: 'slot', width: 90 },
        { title: t('slots.turn'), dataIndex: 'turn_no', width: 60, render: (v: number | null) => v ?? '—' },
        {
          title: t('slots.expected'),
          key: 'expected',
          render: (_, e) => (
            <span>
              {e.expected} <small style={{ color: '#888' }}>{e.expected_name}</small>
            </span>
          ),
        },
        { title: t('slots.alternates'), key: 'alternates', render: (_, e) => e.alternates.join(', ') || '—' },
        { title: t('slots.reel'), key: 'reel', render: (_, e) => e.reel_barcode ?? '—' },
        {
          title: t('slots.state'),
          key: 'state',
          render: (_, e) => (
            <span data-testid={`feeding-slot-state-${e.slot}`}>
              {slotTags(e).map((g) => (
                <Tag key={g} color={TAG_COLOR[g]}>
                  {t(`tag.${g}`)}
                </Tag>
              ))}
            </span>
          ),
        },
        { title: t('slots.fails'), dataIndex: 'fail_count', width: 80 },
        {
          title: '',
          key: 'unlock',
          width: 90,
          render: (_, e) =>
            e.locked && (
              <Guard allOf={['work.smt_feeding.unlock_slot']}>
                <Button
                  size="small"
                  danger
                  onClick={(ev) => {
                    ev.stopPropagation();
                    unlock(e.slot);
                  }}
                  data-testid={`feeding-unlock-${e.slot}`}
                >
                  {t('slots.unlock')}
                </Button>
              </Guard>
            ),
        },
      ]}
    />
  );
}
