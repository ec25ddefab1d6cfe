import './i18n';

export { LoginCodePage } from './LoginCodePage';
export { ScreensPage } from './ScreensPage';
