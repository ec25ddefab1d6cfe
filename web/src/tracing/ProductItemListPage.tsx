import type { ColumnsType } from 'antd/es/table';
import { TRACING } from '@mes/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ResultTag, SnLink } from './cells';
import { TRACING_NS } from './i18n';
import { TracingList } from './TracingList';
import type { ProductItem } from './tracing-types';

// product_coll/product_item/list: every serial number with where it stands; a serial opens its track.
/** the columns of a list of serial numbers (labels of the tracing bundle) */
export function productItemColumns(t: TFunction): ColumnsType<ProductItem> {
  return [
    { title: t('col.sn'), dataIndex: 'sn', render: (v: string) => <SnLink sn={v} /> },
    { title: t('col.worder'), key: 'worder', render: (_, r) => r.worder.fbillno },
    { title: t('col.product'), key: 'product', render: (_, r) => `${r.product.fnumber} ${r.product.fname}` },
    { title: t('col.line'), key: 'line', render: (_, r) => r.product_line.fname },
    { title: t('col.next'), dataIndex: 'next_station_fnumber' },
    { title: t('col.result'), dataIndex: 'last_result', render: (v: number) => <ResultTag result={v || null} /> },
    { title: t('col.failCount'), dataIndex: 'fail_count' },
    { title: t('col.done'), dataIndex: 'done', render: (v: boolean) => (v ? t('yes') : t('no')) },
  ];
}

export function ProductItemListPage() {
  const { t } = useTranslation(TRACING_NS);
  return <TracingList<ProductItem> call={TRACING.items} testId="product-item-list" columns={productItemColumns(t)} />;
}

export default ProductItemListPage;
