import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { useTranslation } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './app/AppRoutes';
import { MetaProvider } from './resources/MetaProvider';
import { ApiBridge } from './shell/ApiBridge';
import { NO_MOTION, useReducedMotion } from './shell/reduced-motion';

const ANTD_LOCALES = { 'zh-CN': zhCN, 'en-US': enUS } as const;

export function App() {
  // useTranslation re-renders on languageChanged, so antd's own texts switch with ours.
  const { i18n } = useTranslation();
  const antdLocale = i18n.language === 'zh-CN' ? ANTD_LOCALES['zh-CN'] : ANTD_LOCALES['en-US'];
  const reduced = useReducedMotion();
  return (
    <ConfigProvider locale={antdLocale} theme={reduced ? NO_MOTION : undefined}>
      <AntApp>
        <BrowserRouter basename="/">
          <ApiBridge />
          <MetaProvider>
            <AppRoutes />
          </MetaProvider>
        </BrowserRouter>
      </AntApp>
    </ConfigProvider>
  );
}
