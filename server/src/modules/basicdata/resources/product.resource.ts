import { defineResource } from '../../../core/resource/resource.types';
import { fdesc, fname, fnumber, fspec, ref, relationsTo, str, tr } from './fields';

// A product family (产品系列): groups products for reports and shared settings.
export const productHomeResource = defineResource({
  name: 'product_home',
  module: 'basicdata',
  table: 'product_home',
  label: tr('产品系列', 'Product family'),
  fields: {
    fnumber: fnumber('系列编码', 'Family code'),
    fname: fname('系列名称', 'Family name'),
    organization_id: ref('organization', '客户', 'Customer'),
    fdesc: fdesc('说明', 'Description'),
  },
  relations: {
    organization: { resource: 'organization', via: 'organization_id' },
  },
});

// A finished or semi-finished product made on the lines; its workflow is the default route of its work orders.
export const productResource = defineResource({
  name: 'product',
  module: 'basicdata',
  table: 'product',
  label: tr('产品', 'Product'),
  fields: {
    fnumber: fnumber('产品编码', 'Product code'),
    fname: fname('产品名称', 'Product name'),
    fspec: fspec(),
    fdesc: fdesc('产品描述', 'Description'),
    workflow_id: ref('workflow', '默认工艺流程', 'Default workflow'),
    product_home_id: ref('product_home', '产品系列', 'Product family'),
    project_id: ref('project', '所属项目', 'Project'),
    organization_id: ref('organization', '客户', 'Customer'),
    icitem_id: ref('icitem', '成品物料', 'Finished-goods material'),
    sn_regex: str(256, 'SN 规则 (正则表达式)', 'SN pattern (regular expression)'),
  },
  relations: relationsTo('workflow', 'product_home', 'project', 'organization', 'icitem'),
});
