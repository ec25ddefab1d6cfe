import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { AppLayout } from './layout/AppLayout';
import { HomePage } from './pages/home/HomePage';
import { NotFoundPage } from './pages/NotFoundPage';

const ANTD_LOCALES = { 'zh-CN': zhCN, 'en-US': enUS } as const;

export function App() {
  // useTranslation re-renders on languageChanged, so antd's own texts switch with ours.
  const { i18n } = useTranslation();
  const antdLocale = i18n.language === 'zh-CN' ? ANTD_LOCALES['zh-CN'] : ANTD_LOCALES['en-US'];
  return (
    <ConfigProvider locale={antdLocale}>
      <AntApp>
        <BrowserRouter basename="/">
          <Routes>
            <Route element={<AppLayout />}>
              <Route index element={<Navigate to="/home" replace />} />
              <Route path="home" element={<HomePage />} />
              <Route path="*" element={<NotFoundPage />} />
            </Route>
          </Routes>
        </BrowserRouter>
      </AntApp>
    </ConfigProvider>
  );
}
