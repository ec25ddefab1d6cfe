import { registerBundles } from '../widgets/i18n-bundle';

// Word values the walk found shown as codes in generic lists (enumValues of the default namespace, where the
// generic list and form look them up): the kinds of document a shelving comes from.
registerBundles('translation', {
  'zh-CN': { enumValues: { cs_instock: '客供入库单', ex_instock: '其他入库单', material_return: '退料单' } },
  'en-US': {
    enumValues: { cs_instock: 'Consignment receipt', ex_instock: 'Other receipt', material_return: 'Material return' },
  },
});
