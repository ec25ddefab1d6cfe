import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

export const HOME_BOARDS = [
  { key: 'worder', to: '/worder/list' },
  { key: 'smtOrder', to: '/smt_order/list' },
  { key: 'lineType', to: '/product_line/worder_type' },
  { key: 'orderWip', to: '/order_wip/list' },
  { key: 'package', to: '/package/list' },
] as const;

/** The kanban's boards as big tiles (the home board, and the preview of kanban management). */
export function HomeMenu() {
  const { t } = useTranslation();
  return (
    <nav className="tiles" data-testid="home-menu">
      {HOME_BOARDS.map((b) => (
        <Link key={b.key} className="tile-link" to={b.to} data-testid={`home-${b.key}`}>
          <span className={`tile-link__icon tile-link__icon--${b.key}`} aria-hidden="true" />
          <span className="tile-link__label">{t(`titles.${b.key}`)}</span>
        </Link>
      ))}
    </nav>
  );
}
