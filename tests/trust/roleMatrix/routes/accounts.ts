import { pngFile } from '../files';
import { changeEmailCode, freshAccount, freshEmail, registerCode, resetCode, solvedCaptcha } from '../fresh';
import { everyone, signedIn, superAdmin } from '../principals';
import type { Call, RouteTable } from '../types';
import { rememberToken } from '../world';

const PASSWORD = 'secret123';

/** The caller's own account; the table only asks for it where the caller is signed in. */
function own(call: Call) {
  const { account } = call.caller;
  if (!account) throw new Error(`${call.caller.who} has no account`);
  return account;
}

/** Signs the caller in again (a logout or a password change ended its session). */
async function signInAgain(call: Call): Promise<void> {
  const account = own(call);
  const login = await account.client.post('/api/login', {
    username: account.username,
    password: account.password,
  });
  if (login.body.status !== 200)
    throw new Error(`${call.caller.who} cannot sign in again: ${login.body.msg}`);
  rememberToken(call.w, account);
}

/** Sign-in, registration, password reset, the caller's own account, user homes, the super admin's user actions. */
export const accountRoutes: RouteTable = {
  'POST /api/login': {
    access: everyone,
    mutates: true,
    // Whoever asks, the same account signs in: the reply is that account's, its e-mail included.
    request: ({ w }) => ({
      body: { username: w.accounts.loginUser.username, password: w.accounts.loginUser.password },
      about: w.accounts.loginUser,
    }),
  },
  'GET /api/logout': { access: signedIn, mutates: true, request: () => ({}), after: signInAgain },
  'GET /api/get-user-auth-info': { access: signedIn, request: () => ({}) },
  'GET /api/captcha': { access: everyone, request: () => ({}) },
  'GET /api/get-register-code': {
    access: everyone,
    mutates: true,
    request: ({ w }) => ({ query: { email: freshEmail(w) } }),
  },
  'POST /api/check-username-or-email': {
    access: everyone,
    request: ({ w }) => ({ body: { username: w.accounts.other.username, email: w.accounts.other.email } }),
  },
  'POST /api/register': {
    access: everyone,
    mutates: true,
    async request({ w }) {
      const email = freshEmail(w);
      const username = w.unique('r');
      const code = await registerCode(w, email);
      w.secrets.emails.set(email, username);
      return { body: { username, password: PASSWORD, email, code } };
    },
  },
  'POST /api/apply-reset-password': {
    access: everyone,
    mutates: true,
    request: async ({ w }) => ({
      body: { email: (await freshAccount(w)).email, ...(await solvedCaptcha(w)) },
    }),
  },
  'POST /api/reset-password': {
    access: everyone,
    mutates: true,
    async request({ w }) {
      const target = await freshAccount(w);
      return { body: { username: target.username, password: 'reset456', code: await resetCode(w, target) } };
    },
  },
  'POST /api/change-password': {
    access: signedIn,
    mutates: true,
    request: async (call) => ({
      body: {
        ...(call.allowed
          ? { oldPassword: own(call).password, newPassword: `${own(call).password}x` }
          : { oldPassword: PASSWORD, newPassword: 'changed789' }),
        ...(await solvedCaptcha(call.w, 'digits')),
      },
    }),
    // Other sessions end; this one goes on with the token of the reply.
    async after(call, reply) {
      const account = own(call);
      account.password = `${account.password}x`;
      account.client.token = reply.headers.get('authorization') ?? undefined;
      rememberToken(call.w, account);
    },
  },
  'GET /api/get-change-email-code': {
    access: signedIn,
    mutates: true,
    request: ({ w }) => ({ query: { email: freshEmail(w) } }),
  },
  'POST /api/change-email': {
    access: signedIn,
    mutates: true,
    async request(call) {
      const newEmail = freshEmail(call.w);
      const captcha = await solvedCaptcha(call.w, 'digits');
      if (!call.allowed) return { body: { password: PASSWORD, newEmail, code: '123456', ...captcha } };
      const account = own(call);
      const code = await changeEmailCode(call.w, account, newEmail);
      call.caller.emails.add(newEmail);
      call.w.secrets.emails.set(newEmail, account.uid);
      return { body: { password: account.password, newEmail, code, ...captcha } };
    },
  },
  'POST /api/change-userInfo': {
    access: signedIn,
    mutates: true,
    request: () => ({ body: { nickname: 'Matrix' } }),
  },
  'POST /api/upload-avatar': {
    access: signedIn,
    mutates: true,
    request: async () => {
      const form = new FormData();
      form.append('image', await pngFile());
      return { form };
    },
  },
  'GET /api/public/avatar/:file': {
    access: everyone,
    request: ({ w }) => ({ params: { file: w.avatarFile } }),
  },
  'PUT /api/admin/user/status': {
    access: superAdmin,
    mutates: true,
    request: ({ w }) => ({ body: { uid: w.accounts.victim.uid, status: 1, reason: 'role matrix' } }),
  },
  'PUT /api/admin/user/role': {
    access: superAdmin,
    mutates: true,
    request: ({ w }) => ({ body: { uid: w.accounts.victim.uid, roleCode: 1003 } }),
  },
  'GET /api/admin/user/get-user-list': {
    access: superAdmin,
    request: ({ w }) => ({ query: { keyword: w.accounts.victim.username } }),
  },
  'PUT /api/admin/user/edit-user': {
    access: superAdmin,
    mutates: true,
    request: ({ w }) => ({ body: { uid: w.accounts.victim.uid, nickname: 'matrix', titleName: 'Matrix' } }),
  },
  'DELETE /api/admin/user/delete-user': {
    access: superAdmin,
    mutates: true,
    request: async ({ w, allowed }) => ({
      query: { ids: allowed ? (await freshAccount(w)).uid : w.accounts.victim.uid },
    }),
  },
  'POST /api/admin/user/insert-batch-user': {
    access: superAdmin,
    mutates: true,
    request: ({ w }) => {
      const name = w.t.uniqueName('imp');
      return { body: { csv: `${name},secret123,,Imported,male,${name},School,Class\n`, mode: 'valid' } };
    },
  },
  'POST /api/admin/user/generate-user': {
    access: superAdmin,
    mutates: true,
    request: ({ w }) => ({ body: { prefix: w.t.uniqueName('g').slice(0, 12), numberFrom: 1, numberTo: 2 } }),
  },
  'GET /api/get-user-home-info': {
    access: everyone,
    request: ({ w }) => ({ query: { uid: w.accounts.other.uid } }),
  },
  'GET /api/get-user-calendar-heatmap': {
    access: everyone,
    request: ({ w }) => ({ query: { username: w.accounts.other.username } }),
  },
};
