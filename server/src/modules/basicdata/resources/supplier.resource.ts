import { defineResource } from '../../../core/resource/resource.types';
import { fdesc, fname, fnumber, str, tr } from './fields';

export const supplierResource = defineResource({
  name: 'supplier',
  module: 'basicdata',
  table: 'supplier',
  label: tr('供应商', 'Supplier'),
  fields: {
    fnumber: fnumber('供应商编码', 'Supplier code'),
    fname: fname('供应商名称', 'Supplier name'),
    short_name: str(64, '简称', 'Short name', { search: true }),
    contact: str(64, '联系人', 'Contact person'),
    phone: str(32, '联系电话', 'Phone'),
    email: str(128, '邮箱', 'Email'),
    address: str(256, '地址', 'Address'),
    fdesc: fdesc('备注', 'Remarks'),
  },
});
