import { Button, Checkbox, Popover, Typography } from 'antd';
import ArrowDownOutlined from '@ant-design/icons/ArrowDownOutlined';
import ArrowUpOutlined from '@ant-design/icons/ArrowUpOutlined';
import ColumnWidthOutlined from '@ant-design/icons/ColumnWidthOutlined';
import { useTranslation } from 'react-i18next';

/** the columns a user may show, hide and move, in their order, and what changes them */
export type ColumnChoice = {
  /** `always`: the column that names the record (linked to its details) cannot be hidden, only moved */
  items: { key: string; title: string; shown: boolean; always: boolean }[];
  /** the titles of the columns that always stay (the row actions) */
  pinned: string[];
  /** whether the user's layout differs from the default */
  custom: boolean;
  onToggle(key: string, shown: boolean): void;
  onMove(key: string, by: number): void;
  onReset(): void;
};

// The list toolbar's "Columns" button (docs/web.md, "Column layout"): a popover with a checkbox per column, buttons
// to move it up or down, and "Reset" back to the default columns. The column naming the record cannot be hidden.
export function ListColumnsButton({ items, pinned, custom, onToggle, onMove, onReset }: ColumnChoice) {
  const { t } = useTranslation();
  const panel = (
    <div className="columns-panel" data-testid="columns-panel">
      <ul className="columns-panel__list">
        {items.map((c, i) => (
          <li key={c.key} className="columns-panel__row" data-testid={`columns-item-${c.key}`} data-shown={c.shown}>
            <Checkbox
              checked={c.shown}
              disabled={c.always}
              onChange={(e) => onToggle(c.key, e.target.checked)}
              data-testid={`columns-show-${c.key}`}
            >
              {c.title}
            </Checkbox>
            <span className="columns-panel__moves">
              <Button
                size="small"
                type="text"
                icon={<ArrowUpOutlined />}
                disabled={i === 0}
                aria-label={t('resource.columns.up', { name: c.title })}
                title={t('resource.columns.up', { name: c.title })}
                onClick={() => onMove(c.key, -1)}
                data-testid={`columns-up-${c.key}`}
              />
              <Button
                size="small"
                type="text"
                icon={<ArrowDownOutlined />}
                disabled={i === items.length - 1}
                aria-label={t('resource.columns.down', { name: c.title })}
                title={t('resource.columns.down', { name: c.title })}
                onClick={() => onMove(c.key, 1)}
                data-testid={`columns-down-${c.key}`}
              />
            </span>
          </li>
        ))}
        {pinned.map((title) => (
          <li key={title} className="columns-panel__row">
            <Checkbox checked disabled>
              {t('resource.columns.always', { name: title })}
            </Checkbox>
          </li>
        ))}
      </ul>
      <Typography.Text type="secondary" className="columns-panel__hint">
        {t('resource.columns.hint')}
      </Typography.Text>
      <div className="columns-panel__foot">
        <Button size="small" disabled={!custom} onClick={onReset} data-testid="columns-reset">
          {t('resource.columns.reset')}
        </Button>
      </div>
    </div>
  );
  return (
    <Popover trigger="click" placement="bottomRight" title={t('resource.columns.title')} content={panel}>
      <Button icon={<ColumnWidthOutlined />} data-testid="list-columns">
        {t('resource.columns.button')}
      </Button>
    </Popover>
  );
}
