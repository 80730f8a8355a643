import { Button, Flex, Grid, RadioGroup, Text, TextArea } from '@radix-ui/themes';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextInput } from '@/components/TextInput';
import { showMessage } from '@/lib/notices';
import { setUser } from '@/lib/session';
import { useZodForm } from '@/lib/useForm';
import { genders, type UserInfo } from '@/lib/userInfo';
import { type ProfileTextField, profileForm, profileMaxLength } from '@/lib/validation/account';
import { changeUserInfo } from '../api/changeUserInfo';

const textFields: readonly ProfileTextField[] = [
  'nickname',
  'realname',
  'school',
  'course',
  'number',
  'github',
  'blog',
];

/** The profile fields others see on the user's home page. */
export function UserInfoTab({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const form = useZodForm(profileForm, {
    nickname: user.nickname,
    realname: user.realname,
    school: user.school,
    course: user.course,
    number: user.number,
    github: user.github,
    blog: user.blog,
    signature: user.signature,
    gender: user.gender,
  });

  const submit = form.handleSubmit(async (values) => {
    setBusy(true);
    try {
      setUser(await changeUserInfo(values));
      showMessage('success', t('setting.updated'));
    } catch {
      // the request layer has shown why
    } finally {
      setBusy(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Flex direction="column" gap="4">
        <Grid columns={{ initial: '1', sm: '2' }} gap="3">
          {textFields.map((name) => (
            <TextInput
              key={name}
              label={t(`setting.profile.${name}`)}
              maxLength={profileMaxLength(name)}
              {...form.field(name)}
            />
          ))}
          <Flex direction="column" gap="1">
            <Text size="2" weight="medium" id="gender-label">
              {t('setting.profile.gender')}
            </Text>
            <Controller
              control={form.control}
              name="gender"
              render={({ field }) => (
                <RadioGroup.Root
                  aria-labelledby="gender-label"
                  value={field.value}
                  onValueChange={field.onChange}
                >
                  <Flex gap="4" pt="1">
                    {genders.map((gender) => (
                      <RadioGroup.Item key={gender} value={gender}>
                        {t(`setting.gender.${gender}`)}
                      </RadioGroup.Item>
                    ))}
                  </Flex>
                </RadioGroup.Root>
              )}
            />
          </Flex>
        </Grid>
        <Flex direction="column" gap="1">
          <Text as="label" htmlFor="signature" size="2" weight="medium">
            {t('setting.profile.signature')}
          </Text>
          <TextArea
            id="signature"
            rows={5}
            maxLength={profileMaxLength('signature')}
            {...form.register('signature')}
          />
        </Flex>
        <Flex>
          <Button type="submit" loading={busy}>
            {t('setting.saveProfile')}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
