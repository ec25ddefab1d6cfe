import { defineResource } from '../../../core/resource/resource.types';
import { fdesc, fname, oneOf, ref, tr } from './fields';

import { SCAN_PARSER_KINDS } from '../scan-parsers/scan-parser.types';

export { SCAN_PARSER_KINDS };

// A scan-code parser (000 §3, §5): turns a scanned label into PARSER_UID, PARSER_ICITEM_FNUMBER,
// PARSER_ICITEM_FMAPNUMBER and PARSER_FQTY, configured by `kind` and `rules`.
// organization_id 0 means a general parser usable for every customer, so it is a plain int, not a foreign key;
// `has:organization` still joins it (a general parser has no organization). ftype is an aux_msg of type SCAN_TYPE.
export const scancodeParserResource = defineResource({
  name: 'scancode_parser',
  module: 'basicdata',
  table: 'scancode_parser',
  label: tr('扫码解析器', 'Scan code parser'),
  // the spec's parser query asks for them all at once (ps:9999999)
  maxPageSize: 10_000_000,
  fields: {
    fbillno: {
      type: 'string',
      label: tr('单据编号', 'Document number'),
      max: 64,
      required: true,
      unique: true,
      search: true,
    },
    fname: fname('解析器名称', 'Parser name'),
    organization_id: { type: 'int', label: tr('客户 (0 = 通用)', 'Customer (0 = general)'), min: 0, default: 0 },
    ftype_id: ref('aux_msg', '扫码类型', 'Scan type', { required: true }),
    kind: oneOf(SCAN_PARSER_KINDS, '解析方式', 'Parser kind', { required: true }),
    rules: { type: 'json', label: tr('解析规则', 'Parser rules'), required: true },
    fdesc: fdesc('说明', 'Description'),
  },
  example: { kind: 'gs1', rules: {} },
  relations: {
    organization: { resource: 'organization', via: 'organization_id' },
    ftype: { resource: 'aux_msg', via: 'ftype_id' },
  },
});
