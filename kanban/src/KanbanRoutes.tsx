import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { LineBoardScreen } from './boards/LineBoardScreen';
import { WorderBoardScreen } from './boards/WorderBoardScreen';
import { OrderWipScreen } from './lists/OrderWipScreen';
import { PackageScreen } from './lists/PackageScreen';
import { LineOrdersScreen, ProductLineListScreen, ProductLineTypeScreen } from './lists/ProductLineScreens';
import { SmtOrderScreen } from './lists/SmtOrderScreens';
import { StationSopScreen } from './lists/StationSopScreen';
import { WorderListScreen } from './lists/WorderListScreen';
import { HomeScreen } from './screens/HomeScreen';
import { LoginScreen, LogoutScreen } from './screens/LoginScreen';
import { RequireAuth } from './shell/RequireAuth';

/** Old kanban paths (001 §2 "compatible old routes") and where they live now. */
export const LEGACY_REDIRECTS: Record<string, string> = {
  index: '/home',
  preview: '/home',
  worder_list: '/worder/list',
  smt_order_list: '/smt_order/list',
  order_wip_list: '/order_wip/list',
  package_list: '/package/list',
  product_line_list: '/product_line/worder_type',
  'product_line/list': '/product_line/worder_type',
  worder_type: '/product_line/worder_type',
};

/** Old paths with an id: the id moves into the new path. */
export const LEGACY_ID_REDIRECTS: Record<string, (id: string) => string> = {
  'line/:id': (id) => `/product_line/worder/${id}`,
  'product_line/line/:id': (id) => `/product_line/worder/${id}`,
  'worder_kanban/:id': (id) => `/worder/${id}`,
  'sop/:id': (id) => `/station_sop/${id}`,
  'station/:id': (id) => `/station_sop/${id}`,
  'smt_order_kanban/:id': (id) => `/smt_order/${id}`,
};

function RedirectWithId({ to }: { to: (id: string) => string }) {
  const { id = '' } = useParams();
  return <Navigate to={to(id)} replace />;
}

// 001 §2 "Kanban": login and logout open; home; worder; smt_order; station_sop/:id; order_wip; package; product_line.
export function KanbanRoutes() {
  return (
    <Routes>
      <Route index element={<HomeScreen />} />
      <Route path="home" element={<HomeScreen />} />
      <Route path="login" element={<LoginScreen />} />
      <Route path="logout" element={<LogoutScreen />} />
      <Route element={<RequireAuth />}>
        <Route path="worder" element={<Navigate to="/worder/list" replace />} />
        <Route path="worder/list" element={<WorderListScreen />} />
        <Route path="worder/:id" element={<WorderBoardScreen />} />
        <Route path="smt_order" element={<Navigate to="/smt_order/list" replace />} />
        <Route path="smt_order/list" element={<SmtOrderScreen variant="list" />} />
        <Route path="smt_order/:id" element={<SmtOrderScreen variant="one" />} />
        <Route path="station_sop/:id" element={<StationSopScreen />} />
        <Route path="order_wip" element={<Navigate to="/order_wip/list" replace />} />
        <Route path="order_wip/list" element={<OrderWipScreen />} />
        <Route path="package" element={<Navigate to="/package/list" replace />} />
        <Route path="package/list" element={<PackageScreen />} />
        <Route path="package/:id" element={<PackageScreen />} />
        <Route path="product_line" element={<Navigate to="/product_line/worder_type" replace />} />
        <Route path="product_line/worder_type" element={<ProductLineTypeScreen />} />
        <Route path="product_line/:worder_type" element={<ProductLineListScreen />} />
        <Route path="product_line/worder_list/:product_line_id" element={<LineOrdersScreen />} />
        <Route path="product_line/worder/:product_line_id" element={<LineBoardScreen />} />
        <Route path="product_line/smt_order_list/:product_line_id" element={<SmtOrderScreen variant="line_list" />} />
        <Route path="product_line/smt_order/:product_line_id" element={<SmtOrderScreen variant="line" />} />
      </Route>
      {Object.entries(LEGACY_REDIRECTS).map(([from, to]) => (
        <Route key={from} path={from} element={<Navigate to={to} replace />} />
      ))}
      {Object.entries(LEGACY_ID_REDIRECTS).map(([from, to]) => (
        <Route key={from} path={from} element={<RedirectWithId to={to} />} />
      ))}
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
