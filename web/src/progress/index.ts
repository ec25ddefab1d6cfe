import './i18n';

export { ProgressBadge } from './ProgressBadge';
export { ResourceJobs } from './ResourceJobs';
