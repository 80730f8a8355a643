import type { Messages } from '../zh-CN';

export const remoteJudge: Pick<Messages, 'remoteJudge'> = {
  remoteJudge: {
    nav: 'Remote judge',
    title: 'Remote judge',
    description: 'Import problems from other judges and manage the site accounts that submit to them.',
    banks: { HDU: 'HDU', CF: 'Codeforces', GYM: 'Codeforces Gym', POJ: 'POJ', AC: 'AtCoder', SPOJ: 'SPOJ' },
    bank: 'Bank',
    import: {
      title: 'Import a remote problem',
      hint: "Reads the site's statement, limits and samples, and creates the remote problem BANK-ID.",
      problemId: 'Problem ID on the site',
      submit: 'Import',
      imported: 'Imported {{problemId}}',
      open: 'Open the problem',
      waiting: 'Waiting for a remote runner of the bank to fetch {{problemId}}…',
      fetching: 'A remote runner is reading {{problemId}} from the site…',
      failed: '{{problemId}} was not imported: {{reason}}',
    },
    accounts: {
      title: 'Site accounts',
      hint: 'The remote judge submits with these accounts in turn. Passwords are stored encrypted and never shown again.',
      username: 'Username',
      password: 'Password',
      add: 'Save account',
      added: 'Account saved',
      remove: 'Remove',
      removed: 'Account removed',
      empty: 'No accounts yet: a bank without one cannot submit.',
      loadError: 'Could not load the accounts',
      superAdminOnly: 'Only the super administrator manages site accounts.',
    },
    errors: {
      problemIdRequired: 'Enter the problem ID on the site',
      problemIdFormat: 'The problem ID may use letters, digits, - and _',
      usernameRequired: 'Enter the username',
      passwordRequired: 'Enter the password',
    },
  },
};
