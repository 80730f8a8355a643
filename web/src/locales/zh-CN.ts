// Chinese is the default language of the site; en-US.ts must provide the same keys (the type says so).
export const zhCN = {
  app: {
    name: '在线评测',
    footer: '在线评测 · 练习、比赛、一起进步',
  },
  nav: {
    home: '首页',
    systemStatus: '系统状态',
    menu: '菜单',
  },
  language: {
    label: '语言',
  },
  live: {
    online: '实时',
    offline: '离线',
    connecting: '连接中',
    onlineHint: '实时更新已开启',
    offlineHint: '实时连接已断开，页面会定时刷新',
    connectingHint: '正在连接实时服务',
  },
  home: {
    title: '欢迎来到在线评测',
    description: '在这里练习编程题目、参加比赛与训练，并和学习小组一起进步。更多功能即将上线。',
  },
  system: {
    title: '系统状态',
    description: '数据库、事件存储与读模型投影的运行情况。',
    cardTitle: '系统状态',
    viewDetails: '查看详情',
    loadError: '无法获取系统状态',
    healthy: '运行正常',
    degraded: '运行异常',
    database: '数据库',
    databaseUp: '正常',
    databaseDown: '不可用',
    head: '事件存储最新位置',
    projections: '投影',
    projectionCount: '{{count}} 个投影',
    projectionName: '名称',
    projectionPosition: '已处理位置',
    lagEvents: '落后事件数',
    lagTime: '落后时间',
    caughtUp: '已追平',
    noProjections: '暂无投影。',
    maxLag: '最多落后 {{lag}} 个事件',
  },
  notFound: {
    title: '页面不存在',
    description: '你访问的地址没有对应的页面。',
    backHome: '返回首页',
  },
};

export type Messages = typeof zhCN;
