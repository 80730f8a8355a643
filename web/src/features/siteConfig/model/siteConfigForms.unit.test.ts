import { mailServerForm, websiteConfig } from '@oj/events/contracts';
import { describe, expect, it } from 'vitest';
import { formErrors, numberInput } from '@/lib/formCheck';
import { chineseServerMessage } from '@/locales/serverMessages';

const mail = {
  enabled: true,
  host: 'smtp.example.com',
  port: 465,
  secure: true,
  username: '',
  password: '',
  from: 'judge@example.com',
} as const;

describe('the mail server form (mailServerForm over the route rule mailServerEdit)', () => {
  it('refuses a missing host, a port out of range and a bad sender, each under its field', async () => {
    const errors = await formErrors(mailServerForm, {
      ...mail,
      host: '',
      port: numberInput('70000'),
      from: 'x',
    });
    expect(errors).toEqual({
      host: 'The SMTP host is required',
      port: 'The port must be 1 to 65535',
      from: 'Email Check Format',
    });
    expect(chineseServerMessage(errors.port ?? '')).toBe('端口应为 1 到 65535');
  });

  it('checks nothing when switched off, and keeps the stored password when none is typed', async () => {
    expect(mailServerForm.parse({ ...mail, enabled: false, host: '' })).toEqual({ enabled: false });
    expect(mailServerForm.parse(mail)).not.toHaveProperty('password', '');
    expect(mailServerForm.parse({ ...mail, password: 'secret' })).toMatchObject({ password: 'secret' });
  });
});

describe('the website form (the route rule websiteConfig)', () => {
  it('refuses a short name over 30 characters, in both languages', async () => {
    const config = {
      baseUrl: '',
      name: 'Judge',
      shortName: 's'.repeat(31),
      description: '',
      email: '',
      register: true,
      recordName: '',
      recordUrl: '',
      projectName: '',
      projectUrl: '',
    };
    const errors = await formErrors(websiteConfig, config);
    expect(errors).toEqual({ shortName: 'At most 30 characters' });
    expect(chineseServerMessage(errors.shortName ?? '')).toBe('最多 30 个字符');
    expect(await formErrors(websiteConfig, { ...config, shortName: 'OJ' })).toEqual({});
  });
});
