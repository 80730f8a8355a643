import type { Messages } from '../zh-CN';

type Shell = Pick<
  Messages,
  'app' | 'nav' | 'language' | 'footer' | 'notice' | 'request' | 'guard' | 'form' | 'routeError' | 'notFound'
>;

export const shell: Shell = {
  app: {
    name: 'Online Judge',
    footer: 'Online Judge · practise, compete, improve together',
  },
  nav: {
    home: 'Home',
    problems: 'Problems',
    systemStatus: 'System status',
    status: 'Status',
    mySubmissions: 'My submissions',
    menu: 'Menu',
    userMenu: 'Menu of {{username}}',
    userHome: 'My home',
    setting: 'Settings',
    admin: 'Back office',
    logout: 'Logout',
    backToTop: 'Back to top',
  },
  language: {
    label: 'Language',
  },
  footer: {
    poweredBy: 'Powered by {{project}}',
  },
  notice: {
    error: 'Error',
    close: 'Close',
  },
  request: {
    notFound: 'Query error, unable to find the resource to request',
    serverError: 'Server error, please refresh again',
    timeout: 'Request timed out, please try again later',
    network: 'Network error, abnormal link with server, please try again later',
    loginFirst: 'Please login first',
    noAccess: 'No Access',
    unexpectedReply: 'The server sent a reply that could not be read, please refresh again',
    invalidFile: 'Invalid file format',
  },
  guard: {
    loginFirst: 'Please login first',
    adminLoginFirst: 'Please login first by admin account',
    adminAccountNeeded: 'Please login again with the administrator account',
    noAccess: 'No Access',
  },
  form: {
    resendIn: 'Resend in {{seconds}} s',
    uploadImage: 'Image',
    uploadFile: 'File',
    uploaded: 'Uploaded here',
    removeUpload: 'Remove {{name}}',
  },
  routeError: {
    title: 'The page could not be loaded',
    reload: 'Reload',
  },
  notFound: {
    title: 'Page not found',
    goHome: 'Go Home',
    back: 'Back',
  },
};
