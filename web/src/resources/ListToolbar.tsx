import { Button, Input, Select, Space } from 'antd';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchField } from './list-filter';

type Props = {
  fields: SearchField[];
  field: SearchField;
  search: string;
  onSearch: (field: SearchField, text: string) => void;
  onRefresh: () => void;
  onCreate?: () => void;
  /** the Columns button (ListColumnsButton) */
  columns?: ReactNode;
  extra?: ReactNode;
};

// The list's search box with its search-field selector (search_key, fnumber, fbillno, fname), refresh, the columns,
// and create.
export function ListToolbar({ fields, field, search, onSearch, onRefresh, onCreate, columns, extra }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState(search);
  const [chosen, setChosen] = useState<SearchField>(field);
  useEffect(() => setText(search), [search]);
  useEffect(() => setChosen(field), [field]);

  return (
    <div className="list-toolbar">
      <Space.Compact className="list-toolbar__search">
        <Select<SearchField>
          aria-label={t('resource.searchField')}
          data-testid="list-search-field"
          value={chosen}
          onChange={(f) => {
            setChosen(f);
            if (text.trim() !== '') onSearch(f, text);
          }}
          options={fields.map((f) => ({ value: f, label: t(`resource.searchFields.${f}`) }))}
          style={{ width: 130 }}
        />
        <Input.Search
          id="list-search"
          data-testid="list-search"
          allowClear
          value={text}
          placeholder={t('resource.searchPlaceholder')}
          enterButton={t('resource.search')}
          onChange={(e) => setText(e.target.value)}
          onSearch={(v) => onSearch(chosen, v)}
          style={{ width: 320 }}
        />
      </Space.Compact>
      <Space wrap>
        <Button icon={<ReloadOutlined />} onClick={onRefresh} data-testid="list-refresh">
          {t('resource.refresh')}
        </Button>
        {columns}
        {extra}
        {onCreate && (
          <Button type="primary" icon={<PlusOutlined />} onClick={onCreate} data-testid="list-create">
            {t('resource.create')}
          </Button>
        )}
      </Space>
    </div>
  );
}
