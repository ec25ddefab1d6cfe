import { ErrorCode, refusalMessage, SCAN_PARSER } from '@mes/contracts';
import type pg from 'pg';
import { AppException, refuse, refuseAs } from '../../../core/api/app.exception';
import { first, sql } from '../../../core/db/sql';
import { implementCall, type ResourceRegistry } from '../../../core/resource/resource.registry';
import type { ResourceHooks, Row } from '../../../core/resource/resource.types';
import { evalParser, parserConfigProblems } from '../scan-parsers';

const SCAN_TYPE = 'SCAN_TYPE';

// Saving a parser checks its configuration (400 naming the rule), that a customer other than 0 exists (1304), and
// that its type is an aux_msg of type SCAN_TYPE.
const ORGANIZATION = sql('basicdata.organization_exists', 'SELECT 1 FROM organization WHERE id = $1');
const SCAN_TYPE_OF = sql(
  'basicdata.scan_type_of',
  'SELECT 1 FROM aux_msg a JOIN aux_msg_type t ON t.id = a.aux_msg_type_id WHERE a.id = $1 AND t.fnumber = $2',
);
const PARSER = sql(
  'basicdata.parser',
  'SELECT p.id, p.kind, p.rules, p.disabled, a.fnumber AS ftype FROM scancode_parser p LEFT JOIN aux_msg a ON a.id = p.ftype_id WHERE p.id = $1',
);

// The area's register (basicdata.register.ts) attaches them to `scancode_parser` (registry.hook): they read the
// database.
export function scanParserHooks(pool: pg.Pool): ResourceHooks {
  return {
    async beforeWrite(input, ctx) {
      const current = (ctx.current ?? {}) as Partial<Row>;
      if ('kind' in input || 'rules' in input) {
        const problems = parserConfigProblems(input.kind ?? current.kind, input.rules ?? current.rules);
        if (problems.length > 0) {
          // the first problem is the refusal (said in the caller's language); data lists them all in en-US
          const { field, code, params = {} } = problems[0];
          const texts = problems.map((p) => refusalMessage(p.field, p.code, 'en-US', p.params));
          throw new AppException(ErrorCode.BAD_REQUEST, texts[0], { field, problems: texts }, { field, code, params });
        }
      }
      const org = input.organization_id;
      if (typeof org === 'number' && org !== 0) {
        if (!(await first(pool, ORGANIZATION, [org])))
          throw refuseAs(ErrorCode.NO_ORGANIZATION, 'organization_id', 'basicdata.no_organization', { id: org });
      }
      if (typeof input.ftype_id === 'number') {
        if (!(await first(pool, SCAN_TYPE_OF, [input.ftype_id, SCAN_TYPE])))
          throw refuse('ftype_id', 'basicdata.scan_type_required', { type: SCAN_TYPE });
      }
      return input;
    },
  };
}

// scancode_parser/eval (000 §7: parser_id, ftype, data): runs a configured parser on scanned text. Text the parser
// cannot match answers an empty list.
export function registerScanParserCalls(registry: ResourceRegistry, pool: pg.Pool): void {
  implementCall(registry, SCAN_PARSER.eval, async ({ parser_id: id, ftype, data }) => {
    const parser = await first(pool, PARSER, [id]);
    if (!parser) throw refuse('parser_id', 'basicdata.no_parser', { id });
    if (parser.disabled) throw refuse('parser_id', 'basicdata.parser_disabled', { id });
    if (ftype !== undefined && parser.ftype !== ftype)
      throw parser.ftype === null
        ? refuse('ftype', 'basicdata.parser_no_type', { id, type: ftype })
        : refuse('ftype', 'basicdata.parser_other_type', { id, parser_type: parser.ftype, type: ftype });
    return evalParser({ kind: parser.kind, rules: parser.rules }, data);
  });
}
