import { defineResource } from '../../../core/resource/resource.types';
import { fdesc, fname, fnumber, ref, str, tr } from './fields';

export const factoryResource = defineResource({
  name: 'factory',
  module: 'basicdata',
  table: 'factory',
  label: tr('工厂', 'Factory'),
  fields: {
    fnumber: fnumber('工厂编码', 'Factory code'),
    fname: fname('工厂名称', 'Factory name'),
    organization_id: ref('organization', '所属组织', 'Organization', { required: true }),
    address: str(256, '工厂地址', 'Address'),
    manager: str(64, '负责人', 'Manager'),
    phone: str(32, '联系电话', 'Phone'),
    fdesc: fdesc('备注', 'Remarks'),
  },
  relations: {
    organization: { resource: 'organization', via: 'organization_id' },
  },
});
