import ApartmentOutlined from '@ant-design/icons/ApartmentOutlined';
import AppstoreOutlined from '@ant-design/icons/AppstoreOutlined';
import BarChartOutlined from '@ant-design/icons/BarChartOutlined';
import BuildOutlined from '@ant-design/icons/BuildOutlined';
import DashboardOutlined from '@ant-design/icons/DashboardOutlined';
import DatabaseOutlined from '@ant-design/icons/DatabaseOutlined';
import FileSyncOutlined from '@ant-design/icons/FileSyncOutlined';
import FileTextOutlined from '@ant-design/icons/FileTextOutlined';
import HomeOutlined from '@ant-design/icons/HomeOutlined';
import InboxOutlined from '@ant-design/icons/InboxOutlined';
import MobileOutlined from '@ant-design/icons/MobileOutlined';
import ScissorOutlined from '@ant-design/icons/ScissorOutlined';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import SettingOutlined from '@ant-design/icons/SettingOutlined';
import ToolOutlined from '@ant-design/icons/ToolOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import type { ReactNode } from 'react';
import type { IconName } from '../routes';

const ICONS: Record<IconName, ReactNode> = {
  home: <HomeOutlined />,
  user: <UserOutlined />,
  database: <DatabaseOutlined />,
  apartment: <ApartmentOutlined />,
  fileText: <FileTextOutlined />,
  fileSync: <FileSyncOutlined />,
  appstore: <AppstoreOutlined />,
  inbox: <InboxOutlined />,
  tool: <ToolOutlined />,
  build: <BuildOutlined />,
  search: <SearchOutlined />,
  barChart: <BarChartOutlined />,
  dashboard: <DashboardOutlined />,
  setting: <SettingOutlined />,
  mobile: <MobileOutlined />,
  scissor: <ScissorOutlined />,
};

export function routeIcon(name: IconName | undefined): ReactNode {
  return name ? ICONS[name] : undefined;
}
