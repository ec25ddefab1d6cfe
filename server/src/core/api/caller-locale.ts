import { LOCALES, localeFromAcceptLanguage, type Locale } from '@mes/contracts';

import { first, sql, type Queryable } from '../db/sql';

const LOCALE = sql('core.caller_locale', `SELECT value FROM user_preference WHERE user_id = $1 AND key = 'locale'`);

/**
 * The language a caller reads refusals in: the signed-in user's stored choice (the `locale` preference the back office
 * saves when they switch language), else the request's Accept-Language, else en-US (docs/api.md, "Refusals").
 */
export async function callerLocale(db: Queryable, userId: number | null, acceptLanguage?: string): Promise<Locale> {
  if (userId !== null) {
    const stored = (await first(db, LOCALE, [userId]))?.value;
    if ((LOCALES as readonly unknown[]).includes(stored)) return stored as Locale;
  }
  return localeFromAcceptLanguage(acceptLanguage);
}
