import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { BOM_NS } from './i18n';

/** On a BOM's details screen: opens its multi-level view. */
export function BomExpandLink({ id }: { id: number }) {
  const { t } = useTranslation(BOM_NS);
  const navigate = useNavigate();
  return (
    <Button
      style={{ marginTop: 16 }}
      onClick={() => navigate(`/product_mgt/icbom/${id}/multi_expand`)}
      data-testid="bom-expand-open"
    >
      {t('expand.open')}
    </Button>
  );
}

export default BomExpandLink;
