import { siteSwitches } from '@oj/events/contracts';
import { describe, expect, it } from 'vitest';
import { formErrors, numberInput } from '@/lib/formCheck';
import { chineseServerMessage } from '@/locales/serverMessages';
import { type SwitchConfig, switchFlags, switchLimits } from './switches';

const config = Object.fromEntries([
  ...switchFlags.map((name) => [name, true]),
  ...switchLimits.map((name) => [name, 5]),
]) as SwitchConfig;

describe('the switch form (the route rule siteSwitches)', () => {
  it('takes whole numbers of 0 or more typed in the limits', async () => {
    expect(await formErrors(siteSwitches, { ...config, defaultSubmitInterval: numberInput(' 8 ') })).toEqual(
      {},
    );
    expect(await formErrors(siteSwitches, { ...config, defaultCreateGroupLimit: numberInput('0') })).toEqual(
      {},
    );
  });

  it('puts the message under each limit that is empty, negative, a fraction or too large', async () => {
    const errors = await formErrors(siteSwitches, {
      ...config,
      defaultSubmitInterval: numberInput('-3'),
      defaultCreateGroupLimit: numberInput(''),
      defaultCreateGroupDailyLimit: numberInput('1.5'),
      defaultCreateCommentACInitValue: numberInput('2000000'),
    });
    const message = 'A limit is a whole number from 0 to 1000000';
    expect(errors).toEqual({
      defaultSubmitInterval: message,
      defaultCreateGroupLimit: message,
      defaultCreateGroupDailyLimit: message,
      defaultCreateCommentACInitValue: message,
    });
    expect(chineseServerMessage(message)).toBe('限制值应为 0 到 1000000 之间的整数');
  });
});
