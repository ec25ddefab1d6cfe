export { MsdPanel } from './MsdPanel';
export { MSD_NS } from './i18n';
