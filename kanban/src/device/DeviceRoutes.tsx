import { Navigate, Route, Routes } from 'react-router-dom';
import { RequireAuth } from '../shell/RequireAuth';
import { DeviceLines, DeviceLineTypes } from './DeviceLines';
import { DeviceLoginCode } from './DeviceLoginCode';
import { DeviceMenu } from './DeviceMenu';
import { DeviceOrders, DeviceSmtOrders } from './DeviceOrders';
import { DeviceSmtFeeding } from './DeviceSmtFeeding';
import { MaterialRecCreate, MaterialRecView } from './MaterialRec';
import { DmEnter } from './dm/DmEnter';

// 001 §2 "Device display": the base path opens the menu.
export function DeviceRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to="/menu" replace />} />
      <Route path="home" element={<Navigate to="/menu" replace />} />
      <Route path="menu" element={<DeviceMenu />} />
      <Route path="login_code" element={<DeviceLoginCode />} />
      <Route element={<RequireAuth />}>
        <Route path="smt_order_list" element={<DeviceSmtOrders />} />
        <Route path="smt_feeding/:smt_order_id" element={<DeviceSmtFeeding />} />
        <Route path="worder_list" element={<DeviceOrders />} />
        <Route path="product_line" element={<Navigate to="/product_line/worder_type" replace />} />
        <Route path="product_line/worder_type" element={<DeviceLineTypes />} />
        <Route path="product_line/:worder_type" element={<DeviceLines />} />
        <Route path="stock_material_rec" element={<Navigate to="/stock_material_rec/create" replace />} />
        <Route path="stock_material_rec/create" element={<MaterialRecCreate />} />
        <Route path="stock_material_rec/:id" element={<MaterialRecView />} />
        <Route path="dm_enter" element={<DmEnter />} />
      </Route>
      <Route path="*" element={<Navigate to="/menu" replace />} />
    </Routes>
  );
}
