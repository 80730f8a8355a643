// The site frame: menus, footer, notices, the request layer's messages, guards and the 404 page.
export const shell = {
  app: {
    name: '在线评测',
    footer: '在线评测 · 练习、比赛、一起进步',
  },
  nav: {
    home: '首页',
    problems: '题目',
    systemStatus: '系统状态',
    status: '评测状态',
    mySubmissions: '我的提交',
    menu: '菜单',
    userMenu: '{{username}} 的菜单',
    userHome: '我的主页',
    setting: '设置',
    admin: '后台管理',
    logout: '退出登录',
    backToTop: '回到顶部',
  },
  language: {
    label: '语言',
  },
  footer: {
    poweredBy: '基于 {{project}}',
  },
  notice: {
    error: '错误',
    close: '关闭',
  },
  request: {
    notFound: '查询错误，找不到要请求的资源',
    serverError: '服务器错误，请刷新重试',
    timeout: '请求超时，请稍后再试',
    network: '网络错误，与服务器连接异常，请稍后再试',
    loginFirst: '请先登录',
    noAccess: '没有访问权限',
    unexpectedReply: '服务器返回的数据无法识别，请刷新重试',
    invalidFile: '文件格式无效',
  },
  guard: {
    loginFirst: '请先登录',
    adminLoginFirst: '请先使用管理员账号登录',
    adminAccountNeeded: '请使用管理员账号重新登录',
    noAccess: '没有访问权限',
  },
  form: {
    resendIn: '{{seconds}} 秒后重发',
    uploadImage: '图片',
    uploadFile: '文件',
    uploaded: '本次上传',
    removeUpload: '删除 {{name}}',
  },
  routeError: {
    title: '页面加载失败',
    reload: '刷新页面',
  },
  notFound: {
    title: '页面不存在',
    goHome: '返回首页',
    back: '返回上一页',
  },
};
