import { registerBundles } from '../widgets/i18n-bundle';

// Labels of the progress widget (namespace 'progress').
export const PROGRESS_NS = 'progress';

registerBundles(PROGRESS_NS, {
  'zh-CN': {
    title: '后台任务',
    none: '没有进行中的任务',
    cancel: '取消',
    cancelling: '正在取消…',
    running: '{{count}} 个任务进行中',
    kind: { import: '导入', export: '导出', sn_build: '生成序列号', recommend: '推荐', rebuild: '重建' },
    status: { running: '进行中', done: '已完成', failed: '失败', cancelled: '已取消' },
    count: '{{done}} / {{total}}',
  },
  'en-US': {
    title: 'Background jobs',
    none: 'No jobs running',
    cancel: 'Cancel',
    cancelling: 'Cancelling…',
    running: '{{count}} job(s) running',
    kind: {
      import: 'Import',
      export: 'Export',
      sn_build: 'Serial numbers',
      recommend: 'Recommendation',
      rebuild: 'Rebuild',
    },
    status: { running: 'Running', done: 'Done', failed: 'Failed', cancelled: 'Cancelled' },
    count: '{{done}} / {{total}}',
  },
});
