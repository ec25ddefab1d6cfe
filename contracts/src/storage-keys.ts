// Client-stored keys (000 §3): every key carries the MES prefix; the locale sits under 'local'.
export const STORAGE_PREFIX = 'MES';

export const STORAGE_KEYS = {
  tags: `${STORAGE_PREFIX}_tags`,
  accessToken: `${STORAGE_PREFIX}_access_token`,
  user: `${STORAGE_PREFIX}_user`,
  subject: `${STORAGE_PREFIX}_subject`,
  subjectName: `${STORAGE_PREFIX}_subject_name`,
  company: `${STORAGE_PREFIX}_company`,
  companyName: `${STORAGE_PREFIX}_company_name`,
  roles: `${STORAGE_PREFIX}_roles`,
  permissions: `${STORAGE_PREFIX}_permissions`,
  quickMode: `${STORAGE_PREFIX}_quick_mode`,
  kanbanTitle: `${STORAGE_PREFIX}_kanban_title`,
  /** a TV's token from /kanban/screen/register (the kanban only) */
  screenToken: `${STORAGE_PREFIX}_screen_token`,
  locale: `${STORAGE_PREFIX}_local`,
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];
