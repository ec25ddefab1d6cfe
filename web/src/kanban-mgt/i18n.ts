import { registerBundles } from '../widgets/i18n-bundle';

// Labels of the kanban management screens (namespace 'kanbanMgt').
export const KANBAN_MGT_NS = 'kanbanMgt';

registerBundles(KANBAN_MGT_NS, {
  'zh-CN': {
    screens: {
      title: '看板屏幕', refresh: '刷新', name: '名称', binding: '显示内容', lastSeen: '最近在线', online: '在线', offline: '离线',
      unbound: '未绑定', actions: '操作', rename: '改名', rebind: '重新绑定', revoke: '吊销', revokeConfirm: '吊销后此屏幕需要重新配对，确定吗？',
      renamePrompt: '新名称', saved: '已保存', revoked: '已吊销', empty: '还没有屏幕：在电视上打开 /kanban/ 即可出现投屏码',
    },
    cast: { title: '投屏到电视', hint: '选择要显示的看板，然后点击“投屏”并输入电视上显示的投屏码。', done: '已投屏' },
    target: {
      board: '看板', line: '产线看板', worder: '工单看板', station_sop: '工位指导书', smt_order: 'SMT工单看板', home: '看板首页', worder_list: '工单列表',
      order_wip: '在制品', package_list: '包装工单', product_line: '产线类型', choose: '请选择', worderType: '工单类型',
    },
    loginCode: {
      title: '登录码', hint: '输入屏幕或手持终端上显示的登录码，确认后它将以您的身份登录。', code: '登录码', confirm: '确认登录',
      done: '已确认：该设备已登录',
    },
  },
  'en-US': {
    screens: {
      title: 'Kanban screens', refresh: 'Refresh', name: 'Name', binding: 'Showing', lastSeen: 'Last seen', online: 'Online', offline: 'Offline',
      unbound: 'Not bound', actions: 'Actions', rename: 'Rename', rebind: 'Rebind', revoke: 'Revoke',
      revokeConfirm: 'The screen will have to be paired again. Revoke it?', renamePrompt: 'New name', saved: 'Saved', revoked: 'Revoked',
      empty: 'No screens yet: open /kanban/ on a TV and it shows a projection code',
    },
    cast: { title: 'Cast to a TV', hint: 'Choose the board to show, then press "Cast to screen" and enter the code the TV shows.', done: 'Cast' },
    target: {
      board: 'Board', line: 'Line board', worder: 'Work order board', station_sop: 'Station instruction', smt_order: 'SMT order board', home: 'Kanban home',
      worder_list: 'Work order list', order_wip: 'Work in progress', package_list: 'Packaging orders', product_line: 'Line type',
      choose: 'Choose', worderType: 'Order type',
    },
    loginCode: {
      title: 'Login code', hint: 'Enter the login code a screen or handheld shows; once confirmed it is signed in as you.',
      code: 'Login code', confirm: 'Confirm login', done: 'Confirmed: the device is signed in',
    },
  },
});
