import { defineResource } from '../../../core/resource/resource.types';
import { fdesc, fname, fnumber, oneOf, str, tr } from './fields';

export const ORGANIZATION_TYPES = ['company', 'customer'] as const;

// A company using the system or a customer (material mappings and scan parsers are per customer).
export const organizationResource = defineResource({
  name: 'organization',
  module: 'basicdata',
  table: 'organization',
  label: tr('组织', 'Organization'),
  fields: {
    fnumber: fnumber('组织编码', 'Organization code'),
    fname: fname('组织名称', 'Organization name'),
    short_name: str(64, '简称', 'Short name', { search: true }),
    org_type: oneOf(ORGANIZATION_TYPES, '组织类型', 'Organization type'),
    contact: str(64, '联系人', 'Contact person'),
    phone: str(32, '联系电话', 'Phone'),
    address: str(256, '地址', 'Address'),
    fdesc: fdesc('备注', 'Remarks'),
  },
});
