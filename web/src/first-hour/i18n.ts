import { registerBundles } from '../widgets/i18n-bundle';

// Labels of the first hour (docs/first-hour.md): homes per role, the first-login tour, machine actions in lists and
// the answer for a record that does not exist (namespace 'firstHour').
export const FIRST_HOUR_NS = 'firstHour';

registerBundles(FIRST_HOUR_NS, {
  'zh-CN': {
    action: {
      start_order: '开始',
      stop_order: '暂停',
      finish_order: '完工',
      cancel_order: '取消',
      reverse_finish: '反完工',
      confirm: '确定要{{action}}吗？',
    },
    list: { progress: '完成 / 计划数量' },
    bundle: {
      code: '批次条码',
      updateTitle: '修改物料批次',
      updateHint: '扫描或输入批次条码，打开该批次进行修改。',
      open: '打开',
    },
    missing: {
      title: '{{name}} #{{id}} 不存在',
      sub: '它可能已被删除，或链接有误。',
      back: '返回列表',
    },
    home: {
      hello: '{{name}}，你好',
      role: {
        admin: '系统管理员',
        supervisor: '生产主管',
        operator: '产线操作员',
        warehouse_clerk: '仓管员',
        planner: '计划员',
        maintenance: '设备维护',
        none: '用户',
      },
      lead: {
        admin: '系统运行状况与已配对的看板屏幕。',
        supervisor: '你的产线今天的产出、良率与告警。',
        operator: '你的工位：扫码报工从这里开始。',
        warehouse_clerk: '等你处理的单据：未审核的库存单据与进行中的备料。',
        planner: '工单与排产：进行中的、待开始的。',
        maintenance: '设备保养：已逾期与即将到期的项目。',
        none: '从左侧菜单打开你有权限的页面。',
      },
      open: '打开',
      more: '查看全部',
      none: '暂无',
      failed: '读取失败',
      station: {
        remembered: '本机工位：{{name}}',
        noneYet: '本机还没有选择工位：打开一个工位页面并选择工位。',
        screens: '工位页面',
      },
      clerk: { unchecked: '未审核的库存单据', preparing: '进行中的备料' },
      planner: { working: '生产中的工单', ready: '待开始的工单', scheduling: '排产', orders: '工单列表' },
      maintenance: {
        overdue: '线上告警：逾期保养与停机',
        due: '今日到期未完成',
        enter: '保养录入',
        kind: { down: '停机', up: '恢复', overdue: '逾期', maintained: '已保养' },
      },
      admin: { screens: '已配对的看板屏幕', manage: '看板管理', bound: '已绑定', unbound: '未绑定' },
      supervisor: { dashboard: '生产驾驶舱', alerts: '设备告警' },
    },
    tour: {
      title: '欢迎使用 MES',
      skip: '跳过',
      back: '上一步',
      next: '下一步',
      done: '开始使用',
      step: '{{n}} / {{total}}',
      common: {
        menu: '左侧菜单按业务区域分组；你只会看到有权限的页面。',
        tabs: '打开过的页面留在顶部标签栏，随时切回。',
        language: '右上角可切换中文 / English，偏好会被记住。',
      },
      role: {
        admin: '首页显示系统健康状况与已配对的看板；在“基础数据”里建立工厂、产线、工位、用户与角色。',
        supervisor: '首页是你的产线：今日产出、良率与告警。点开生产驾驶舱查看每小时明细。',
        operator: '首页带你进入工位页面：选一次工位，之后扫码即报工。',
        warehouse_clerk: '首页列出等你处理的单据：审核库存单据，继续进行中的备料。',
        planner: '首页列出生产中与待开始的工单；排产页面可调整产线队列。',
        maintenance: '首页列出已逾期与即将到期的保养项目；点开即可录入保养记录。',
        none: '从左侧菜单打开你有权限的页面。',
      },
    },
  },
  'en-US': {
    action: {
      start_order: 'Start',
      stop_order: 'Pause',
      finish_order: 'Finish',
      cancel_order: 'Cancel',
      reverse_finish: 'Reopen',
      confirm: '{{action}} this record?',
    },
    list: { progress: 'Finished / planned' },
    bundle: {
      code: 'Reel code',
      updateTitle: 'Edit a reel',
      updateHint: 'Scan or type a reel code to open the reel and edit it.',
      open: 'Open',
    },
    missing: {
      title: '{{name}} #{{id}} does not exist',
      sub: 'It may have been deleted, or the link is wrong.',
      back: 'Back to the list',
    },
    home: {
      hello: 'Hello, {{name}}',
      role: {
        admin: 'Administrator',
        supervisor: 'Production supervisor',
        operator: 'Line operator',
        warehouse_clerk: 'Warehouse clerk',
        planner: 'Planner',
        maintenance: 'Maintenance',
        none: 'User',
      },
      lead: {
        admin: 'How the system runs, and the kanban screens paired.',
        supervisor: "Today's output, yield and alerts of your lines.",
        operator: 'Your station: scanning and reporting start here.',
        warehouse_clerk: 'Documents waiting for you: stock documents not checked and preparations in progress.',
        planner: 'Work orders and scheduling: what runs and what is next.',
        maintenance: 'Device maintenance: overdue items and those due soon.',
        none: 'Open the screens you may use from the menu on the left.',
      },
      open: 'Open',
      more: 'See all',
      none: 'Nothing here',
      failed: 'Could not be read',
      station: {
        remembered: 'This PC’s station: {{name}}',
        noneYet: 'No station chosen on this PC yet: open a station screen and pick one.',
        screens: 'Station screens',
      },
      clerk: { unchecked: 'Stock documents not checked', preparing: 'Preparations in progress' },
      planner: {
        working: 'Work orders in production',
        ready: 'Work orders ready to start',
        scheduling: 'Scheduling',
        orders: 'Work orders',
      },
      maintenance: {
        overdue: 'On the lines now: overdue and down',
        due: 'Due today, not done',
        enter: 'Record maintenance',
        kind: { down: 'Down', up: 'Back up', overdue: 'Overdue', maintained: 'Maintained' },
      },
      admin: { screens: 'Kanban screens paired', manage: 'Kanban management', bound: 'Bound', unbound: 'Not bound' },
      supervisor: { dashboard: 'Production dashboard', alerts: 'Device alerts' },
    },
    tour: {
      title: 'Welcome to the MES',
      skip: 'Skip',
      back: 'Back',
      next: 'Next',
      done: 'Get started',
      step: '{{n}} / {{total}}',
      common: {
        menu: 'The menu on the left groups the screens by area; you see only those you may open.',
        tabs: 'Pages you opened stay as tabs at the top, one click away.',
        language: 'Switch between 中文 and English at the top right; your choice is remembered.',
      },
      role: {
        admin:
          'Home shows the system health and the paired kanban screens; set up factories, lines, stations, users and roles under Basic data.',
        supervisor:
          'Home is your lines: output, yield and alerts today. Open the production dashboard for the hour by hour detail.',
        operator: 'Home takes you to your station screen: pick the station once, then every scan reports.',
        warehouse_clerk:
          'Home lists the documents waiting for you: check stock documents, carry on with the preparations in progress.',
        planner:
          'Home lists the work orders in production and those ready; the scheduling screen orders each line’s queue.',
        maintenance: 'Home lists the overdue maintenance and what is due soon; open one to record the work done.',
        none: 'Open the screens you may use from the menu on the left.',
      },
    },
  },
});
