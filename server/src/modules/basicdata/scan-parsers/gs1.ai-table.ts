// GS1 application identifiers known to the gs1 parser (GS1 General Specifications, section 3).
// The raw (FNC1) form needs the table to know where an AI and a fixed-length value end; values of
// variable-length AIs end at GS. AIs are prefix-free, so reading 2, then 3, then 4 digits finds at most one.

export type Gs1AiSpec = {
  ai: string;
  /** Exact value length for fixed-length AIs. */
  fixed?: number;
  /** Longest value for variable-length AIs. */
  max?: number;
  /** Digits only. */
  numeric: boolean;
  /** 4-digit measure AIs (e.g. 3103): the last AI digit is the number of implied decimals. */
  decimals?: boolean;
};

const FIXED_NUMERIC: Record<string, number> = {
  '00': 18,
  '01': 14,
  '02': 14,
  '03': 14,
  '11': 6,
  '12': 6,
  '13': 6,
  '15': 6,
  '16': 6,
  '17': 6,
  '20': 2,
  '402': 17,
  '410': 13,
  '411': 13,
  '412': 13,
  '413': 13,
  '414': 13,
  '415': 13,
  '416': 13,
  '417': 13,
  '422': 3,
  '424': 3,
  '426': 3,
  '7001': 13,
  '7003': 10,
  '7006': 6,
  '8005': 6,
  '8006': 18,
  '8017': 18,
  '8018': 18,
};

const VARIABLE_NUMERIC: Record<string, number> = { '30': 8, '37': 8, '242': 6, '8011': 12 };

const VARIABLE_TEXT: Record<string, number> = {
  '10': 20,
  '21': 20,
  '22': 20,
  '235': 28,
  '240': 30,
  '241': 30,
  '243': 20,
  '250': 30,
  '251': 30,
  '253': 30,
  '254': 20,
  '255': 25,
  '400': 30,
  '401': 30,
  '403': 30,
  '420': 20,
  '421': 12,
  '423': 15,
  '425': 15,
  '427': 3,
  '7002': 30,
  '8003': 30,
  '8004': 30,
  '8007': 34,
  '8008': 12,
  '8010': 30,
  '8012': 20,
  '8020': 25,
  '8200': 70,
  '90': 30,
  '91': 90,
  '92': 90,
  '93': 90,
  '94': 90,
  '95': 90,
  '96': 90,
  '97': 90,
  '98': 90,
  '99': 90,
};

/** Trade measures 310n..369n (6 digits) and amounts 390n/392n (up to 15 digits), n = implied decimals. */
function measureSpec(ai: string): Gs1AiSpec | undefined {
  if (!/^\d{4}$/.test(ai)) return undefined;
  const family = Number(ai.slice(0, 3));
  if (family >= 310 && family <= 369) return { ai, fixed: 6, numeric: true, decimals: true };
  if (family === 390 || family === 392) return { ai, max: 15, numeric: true, decimals: true };
  return undefined;
}

export function gs1AiSpec(ai: string): Gs1AiSpec | undefined {
  if (FIXED_NUMERIC[ai] !== undefined) return { ai, fixed: FIXED_NUMERIC[ai], numeric: true };
  if (VARIABLE_NUMERIC[ai] !== undefined) return { ai, max: VARIABLE_NUMERIC[ai], numeric: true };
  if (VARIABLE_TEXT[ai] !== undefined) return { ai, max: VARIABLE_TEXT[ai], numeric: false };
  return measureSpec(ai);
}

/** The AI starting at text[pos], read as 2, 3 or 4 digits. */
export function gs1AiAt(text: string, pos: number): Gs1AiSpec | undefined {
  for (const len of [2, 3, 4]) {
    const ai = text.slice(pos, pos + len);
    if (ai.length < len || !/^\d+$/.test(ai)) return undefined;
    const spec = gs1AiSpec(ai);
    if (spec) return spec;
  }
  return undefined;
}

/** Is `code` usable in a gs1 map: a known AI, or a measure family such as '310n' (any number of decimals)? */
export function isGs1MapCode(code: string): boolean {
  if (/^\d{3}n$/.test(code)) return measureSpec(`${code.slice(0, 3)}0`) !== undefined;
  return /^\d{2,4}$/.test(code) && gs1AiSpec(code) !== undefined;
}

/** A value with its implied decimals placed: ('3103', '001250') -> '001.250'. */
export function placeDecimals(ai: string, value: string): string {
  const decimals = Number(ai[3]);
  if (!decimals) return value;
  const padded = value.padStart(decimals + 1, '0');
  return `${padded.slice(0, -decimals)}.${padded.slice(-decimals)}`;
}
