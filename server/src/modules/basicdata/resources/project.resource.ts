import { defineResource } from '../../../core/resource/resource.types';
import { datetime, fdesc, fname, fnumber, oneOf, ref, str, tr } from './fields';

export const PROJECT_STATUSES = ['active', 'closed'] as const;

// A customer project (error 1201 when unknown); products belong to one.
export const projectResource = defineResource({
  name: 'project',
  module: 'basicdata',
  table: 'project',
  label: tr('项目', 'Project'),
  fields: {
    fnumber: fnumber('项目编码', 'Project code'),
    fname: fname('项目名称', 'Project name'),
    organization_id: ref('organization', '客户', 'Customer'),
    manager: str(64, '项目经理', 'Project manager'),
    start_at: datetime('开始日期', 'Start date'),
    end_at: datetime('结束日期', 'End date'),
    status: oneOf(PROJECT_STATUSES, '项目状态', 'Status'),
    fdesc: fdesc('说明', 'Description'),
  },
  relations: {
    organization: { resource: 'organization', via: 'organization_id' },
  },
});
