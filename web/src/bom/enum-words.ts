import { registerBundles } from '../widgets/i18n-bundle';

// The words of a requisition's issue status (icma.status), where the generic screens look word values up
// (enumValues of the default namespace). Loaded with the app, not with the lazy screens: the generic list and form
// label the status before any screen of web/src/bom has loaded.
registerBundles('translation', {
  'zh-CN': { enumValues: { open: '未发料', partly_issued: '部分发料', issued: '已发完' } },
  'en-US': { enumValues: { open: 'Not issued', partly_issued: 'Partly issued', issued: 'Issued' } },
});
