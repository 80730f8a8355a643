// Remote judging's back-office page: importing a remote problem and the site accounts' pool.
export const remoteJudge = {
  remoteJudge: {
    nav: '远程评测',
    title: '远程评测',
    description: '从其他评测网站导入题目，并管理用来提交的网站账号。',
    banks: { HDU: 'HDU', CF: 'Codeforces', GYM: 'Codeforces Gym', POJ: 'POJ', AC: 'AtCoder', SPOJ: 'SPOJ' },
    bank: '题库',
    import: {
      title: '导入远程题目',
      hint: '读取对方网站的题面、时空限制和样例，创建题号为「题库-题号」的远程题目。',
      problemId: '对方题号',
      submit: '导入',
      imported: '已导入 {{problemId}}',
      open: '查看题目',
    },
    accounts: {
      title: '网站账号',
      hint: '远程评测轮流使用这些账号提交。密码加密保存，任何页面都不会再显示它。',
      username: '用户名',
      password: '密码',
      add: '保存账号',
      added: '账号已保存',
      remove: '删除',
      removed: '账号已删除',
      empty: '还没有账号：没有账号的题库无法远程提交。',
      loadError: '无法加载账号',
      superAdminOnly: '只有超级管理员可以管理网站账号。',
    },
    errors: {
      problemIdRequired: '请输入对方题号',
      problemIdFormat: '题号只能包含字母、数字、- 和 _',
      usernameRequired: '请输入用户名',
      passwordRequired: '请输入密码',
    },
  },
};
