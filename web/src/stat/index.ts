export { STAT_PAGES } from './StatScreens';
