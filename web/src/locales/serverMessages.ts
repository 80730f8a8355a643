// The Chinese of the English messages the server is known to send (its error catalogue and the
// account rules of server/src/user/validation.ts). Messages not listed are shown as the server wrote them.
const exact: Readonly<Record<string, string>> = {
  'Login failed too many times, please try again in 30 minutes': '登录失败次数过多，请 30 分钟后再试',
  'Wrong username or password': '用户名或密码错误',
  'Email Check Format': '邮箱格式不正确',
  'The email already exists': '该邮箱已被注册',
  'The email does not exist': '该邮箱不存在',
  'The username already exists': '该用户名已存在',
  'The username does not exist': '该用户名不存在',
  'the username does not exist': '该用户名不存在',
  'The username is required': '请输入用户名',
  'The username must be at most 20 characters': '用户名最多 20 个字符',
  'The password is required': '请输入密码',
  'password strength too weak, length is 6~20 letters and digits':
    '密码强度太弱，长度为 6~20 位，需同时包含字母和数字',
  'The code must be 6 characters': '验证码为 6 个字符',
  'The code is wrong or has expired, please get a new one': '验证码错误或已过期，请重新获取',
  'The captcha must be 1 to 8 characters': '图形验证码为 1~8 个字符',
  'The captcha is wrong or has expired': '图形验证码错误或已过期',
  'Registration is closed on this site': '本站已关闭注册',
  'The new password must differ from the old one': '新密码不能与旧密码相同',
  'The new email must differ from the old one': '新邮箱不能与当前邮箱相同',
  'The current password is wrong': '当前密码错误',
  'The user does not exist': '该用户不存在',
  'The problem does not exist': '题目不存在',
  'This account already exists': '该账号已存在',
  'File type not support': '不支持该文件类型',
  'Exceed max size limit': '文件超出大小限制',
  'Please login first': '请先登录',
  'Please login first by admin account': '请先使用管理员账号登录',
  'login again with the administrator account': '请使用管理员账号重新登录',
  'Your login has expired, please login again': '登录已过期，请重新登录',
  'Admins only': '仅管理员可以操作',
  'Only the super administrator may do this': '仅超级管理员可以操作',
  'You do not have permission to do this': '你没有权限执行此操作',
  'No Access': '没有访问权限',
  'Not found': '找不到请求的资源',
  'Bad request': '请求有误',
  'Invalid request': '请求无效',
  'Request body too large': '请求内容过大',
  'Internal server error': '服务器内部错误',
  'Title is required': '请输入标题',
  'The problem ID already exists': '该题目 ID 已存在',
  'An OI problem needs test cases with scores': 'OI 题的测试点需要设置分数',
  'A special or interactive judge needs its checker program': '特殊判题或交互评测需要提供评测程序',
  'The tag does not exist': '该标签不存在',
  'The tag classification does not exist': '该标签分类不存在',
  'The tag name is required': '请输入标签名称',
  'The classification name is required': '请输入分类名称',
  'The colour must be a hex colour like #3b82f6': '颜色应为十六进制格式，例如 #3b82f6',
  'Code can not be empty': '代码不能为空',
  'Code Length can not exceed 65535': '代码长度不能超过 65535',
  'Your account is not allowed to submit': '你的账号已被禁止提交',
  'Judging is switched off on this site for now': '本站暂时关闭了评测',
  'The submission does not exist': '该提交不存在',
  'This problem does not allow sharing code': '该题不允许分享代码',
  'Contest submissions cannot be shared': '比赛提交不能分享',
  'The contest does not exist': '比赛不存在',
  'Please register for the contest first': '请先报名参加比赛',
  'The contest has not started yet': '比赛尚未开始',
  'Contest has ended': '比赛已结束',
  'The contest password is wrong': '比赛密码错误',
  'Enter the contest password': '请输入比赛密码',
  'A private contest needs a password': '私有赛需要密码',
  'This contest is public: no registration is needed': '这是公开赛，无需报名',
  'Your account may not take part in this contest': '你的账号不能参加本场比赛',
  'The problem does not exist in this contest': '本场比赛中没有该题目',
  'The problem is not in this contest': '该题目不在本场比赛中',
  'The outside scoreboard of this contest is not open': '本场比赛未开放外榜',
  'Contest judging is switched off on this site for now': '本站暂时关闭了比赛评测',
  'You have not passed this problem yet': '你还没有通过这道题',
  'The test run does not exist or has expired': '该自测不存在或已过期',
  'The test input can not exceed 1000 characters': '测试输入不能超过 1000 个字符',
  'This status cannot be set by hand': '不能人工设置该状态',
  'No judge answered: is a judge runner running?': '没有评测机响应：评测机是否在运行？',
  'The checker code can not be empty': '评测程序代码不能为空',
  'The checker code can not exceed 1000000 characters': '评测程序代码不能超过 1000000 个字符',
  'The checker language must be C, C++ or Python3': '评测程序语言只能是 C、C++ 或 Python3',
  'The judge failed while compiling the checker, please try again': '评测机编译评测程序时出错，请重试',
};

const patterns: [RegExp, (match: RegExpMatchArray) => string][] = [
  [
    /^Please wait (\d+) seconds before asking for another code$/,
    (match) => `请等待 ${match[1]} 秒后再获取验证码`,
  ],
  [/^The tag "(.+)" already exists in (\S+)$/, (match) => `题库 ${match[2]} 中已存在标签「${match[1]}」`],
  [
    /^The tag classification "(.+)" already exists in (\S+)$/,
    (match) => `题库 ${match[2]} 中已存在标签分类「${match[1]}」`,
  ],
  [/^The problem ID (\S+) already exists$/, (match) => `题目 ID ${match[1]} 已存在`],
  [
    /^Submitting too often: please wait (\d+) more seconds?$/,
    (match) => `提交过于频繁，请再等待 ${match[1]} 秒`,
  ],
  [/^The language (.+) is not allowed for this problem$/, (match) => `该题不允许使用 ${match[1]} 语言`],
  [/^You can download at most (\d+) wrong cases a day$/, (match) => `每天最多下载 ${match[1]} 次错误数据`],
  [/^The judge has no (.+) language for checkers$/, (match) => `评测机没有可用于评测程序的 ${match[1]} 语言`],
];

/** The Chinese of a server message, or undefined when it is not one the site knows. */
export function chineseServerMessage(message: string): string | undefined {
  const known = exact[message];
  if (known) return known;
  for (const [pattern, translate] of patterns) {
    const match = message.match(pattern);
    if (match) return translate(match);
  }
  return undefined;
}
