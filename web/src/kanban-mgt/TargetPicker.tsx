import { Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { apiCall } from '@mes/client';
import { SelectInput, type ListPage, type ListRow } from '../widgets';
import { KANBAN_MGT_NS } from './i18n';
import { BOARDS, PARAM_RESOURCE, type Board, type Target } from './target';

type Props = { value: Target; onChange: (t: Target) => void };

// The board a screen should show, with its line, order or station picked from the server's lists.
export function TargetPicker({ value, onChange }: Props) {
  const { t } = useTranslation(KANBAN_MGT_NS);
  const param = PARAM_RESOURCE[value.board];
  const fetchPage = (filter: string) => apiCall<ListPage<ListRow>>(`/api/v1/${param!.path}/list`, { filter });
  return (
    <Space wrap data-testid="cast-target">
      <Select<Board>
        style={{ minWidth: 180 }}
        value={value.board}
        onChange={(board) => onChange({ board })}
        options={BOARDS.map((b) => ({ value: b, label: t(`target.${b}`) }))}
        aria-label={t('target.board')}
      />
      {param && (
        <SelectInput
          key={value.board}
          fetchPage={fetchPage}
          value={value.id ?? null}
          onChange={(id) => onChange({ ...value, id: id ?? undefined })}
          placeholder={t('target.choose')}
          style={{ minWidth: 240 }}
        />
      )}
      {value.board === 'product_line' && (
        <Input
          style={{ width: 160 }}
          placeholder={t('target.worderType')}
          value={value.worderType ?? ''}
          onChange={(e) => onChange({ ...value, worderType: e.target.value })}
        />
      )}
    </Space>
  );
}
