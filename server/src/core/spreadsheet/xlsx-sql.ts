import { columnLetters, ROW_MARK, STYLE } from './xlsx-cells';

// A sheet row's XML written by PostgreSQL (docs/statistics.md, "Exports"): for a large export the database answers
// each row as one string, cells escaped and typed as xlsx-cells.ts writes them, so the server turns a row into
// text with one replace (its row number) instead of a dozen strings and an array: a tenth of the allocation, and
// far less for V8 to promote while a million rows go through.

/** a cell's value in SQL, and how it is written: text (inline string), number, or date (a serial day number) */
export type SqlCell = { sql: string; kind: 'text' | 'number' | 'date' };

const CONTROL = Array.from({ length: 32 }, (_, i) => i)
  .filter((i) => i !== 0 && i !== 9 && i !== 10 && i !== 13) // no NUL: PostgreSQL's text never holds one
  .map((i) => `\\x${i.toString(16).padStart(2, '0')}`)
  .join('');

/** the XML text of a SQL text value: the characters XML 1.0 cannot hold dropped, & < > " escaped */
const xmlText = (sql: string) =>
  `replace(replace(replace(replace(translate(${sql}, E'${CONTROL}', ''), '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), '"', '&quot;')`;

const mark = `E'\\x${ROW_MARK.charCodeAt(0).toString(16).padStart(2, '0')}'`;

/** one SQL expression answering the row's XML; a NULL (or empty text) leaves its cell out */
export function rowXmlSql(cells: SqlCell[]): string {
  const parts = cells.map((c, i) => {
    const ref = `'<c r="${columnLetters(i)}' || ${mark} || '"`;
    if (c.kind === 'text')
      return `COALESCE(${ref} t="inlineStr"><is><t xml:space="preserve">' || ${xmlText(`NULLIF((${c.sql})::text, '')`)} || '</t></is></c>', '')`;
    const style = c.kind === 'date' ? ` s="${STYLE.date}"` : '';
    return `COALESCE(${ref}${style}><v>' || (${c.sql})::float8::text || '</v></c>', '')`;
  });
  return `'<row r="' || ${mark} || '">' || ${parts.join(' || ')} || '</row>'`;
}
