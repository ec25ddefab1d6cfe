// The basicdata area's front door: what the other areas and the composition use of it (docs/architecture.md,
// "Areas"). Other areas import this file only; a lint rule (tools/lint/rules/area-entry.cjs) refuses a deeper import.

export { register } from './basicdata.register';
export type { BasicdataDeps } from './basicdata.register';
export {
  bool,
  datetime,
  fdesc,
  fname,
  fnumber,
  int,
  num,
  oneOf,
  readonlyField,
  ref,
  relationsTo,
  str,
  tr,
} from './resources/fields';
export { MSL_LEVELS } from './resources/icitem.resource';
export { BASICDATA_RESOURCES } from './resources/index';
export { parseMh10Elements } from './scan-parsers/mh10.parser';
export { EOT, GS, RS } from './scan-parsers/scan-parser.util';
