export { ReceiveLabelPage } from './ReceiveLabelPage';
export { RECEIVE_NS } from './i18n';
