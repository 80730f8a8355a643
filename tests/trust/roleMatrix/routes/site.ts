import { freshEmail } from '../fresh';
import { adminRoles, everyone, superAdmin } from '../principals';
import type { RouteTable } from '../types';

/** Health, metrics, the website config and the super admin's switches, config and mail server. */
export const siteRoutes: RouteTable = {
  'GET /api/healthz': { access: everyone, request: () => ({}) },
  'GET /metrics': { access: everyone, request: () => ({}) },
  'GET /api/get-website-config': { access: everyone, request: () => ({}) },
  'GET /api/admin/switch/info': { access: superAdmin, request: () => ({}) },
  // Writes keep the settings the other calls rely on: no submit interval, open registration, the SMTP sink.
  'PUT /api/admin/switch/update': {
    access: superAdmin,
    mutates: true,
    request: () => ({ body: { defaultSubmitInterval: 0, openPublicJudge: true } }),
  },
  'GET /api/admin/config/get-web-config': { access: superAdmin, request: () => ({}) },
  'PUT /api/admin/config/set-web-config': {
    access: superAdmin,
    mutates: true,
    request: () => ({ body: { name: 'Role Matrix OJ', register: true } }),
  },
  'GET /api/admin/config/get-email-config': { access: superAdmin, request: () => ({}) },
  'PUT /api/admin/config/set-email-config': {
    access: superAdmin,
    mutates: true,
    request: ({ w }) => ({
      body: {
        host: '127.0.0.1',
        port: w.t.smtp.port,
        secure: false,
        username: '',
        password: '',
        from: 'judge@example.com',
      },
    }),
  },
  'POST /api/admin/config/test-email': {
    access: superAdmin,
    mutates: true,
    request: ({ w }) => ({ body: { email: freshEmail(w) } }),
  },
  'GET /api/admin/dashboard/outbox': { access: superAdmin, request: () => ({}) },
  'GET /api/admin/dashboard/info': { access: adminRoles, request: () => ({}) },
};
