import { defineResource } from '../../../core/resource/resource.types';
import { fdesc, fname, fnumber, oneOf, str, tr } from './fields';

export const ERROR_SEVERITIES = ['major', 'minor', 'critical'] as const;

// Defect codes recorded when a unit fails at a station (error 1206 when unknown).
export const errorCodeResource = defineResource({
  name: 'error_code',
  module: 'basicdata',
  table: 'error_code',
  label: tr('不良代码', 'Error code'),
  fields: {
    fnumber: fnumber('不良代码', 'Error code'),
    fname: fname('不良名称', 'Error name'),
    category: str(64, '不良类别', 'Category', { search: true }),
    severity: oneOf(ERROR_SEVERITIES, '严重程度', 'Severity'),
    fdesc: fdesc('不良描述', 'Description'),
  },
});
