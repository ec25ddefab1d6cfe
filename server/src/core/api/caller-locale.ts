import { LOCALES, localeFromAcceptLanguage, type Locale } from '@mes/contracts';

type Db = { query(sql: string, params?: unknown[]): Promise<unknown> };

/**
 * The language a caller reads refusals in: the signed-in user's stored choice (the `locale` preference the back office
 * saves when they switch language), else the request's Accept-Language, else en-US (docs/api.md, "Refusals").
 */
export async function callerLocale(db: Db, userId: number | null, acceptLanguage?: string): Promise<Locale> {
  if (userId !== null) {
    const rows = (await db.query("SELECT value FROM user_preference WHERE user_id = $1 AND key = 'locale'", [
      userId,
    ])) as { value: unknown }[];
    const stored = rows[0]?.value;
    if ((LOCALES as readonly unknown[]).includes(stored)) return stored as Locale;
  }
  return localeFromAcceptLanguage(acceptLanguage);
}
