import { gender as genderRule, profileFields } from '@oj/events/contracts';
import { Button, Checkbox, Dialog, Flex, Grid, Select, Text, TextField } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { LabelledField, RegisteredInput } from '@/components/Field';
import { showMessage } from '@/lib/notices';
import { useSchemaForm } from '@/lib/useForm';
import { editUser } from '../api/userAdminApi';
import type { AdminUser } from '../api/userAdminSchemas';
import { roleChoices } from '../model/roles';
import { draftOf, userEditForm } from '../model/userEdit';

interface UserEditDialogProps {
  /** The user being edited; undefined: closed. */
  user: AdminUser | undefined;
  /** The signed-in super admin's own account: its role and ban are not theirs to change. */
  self: boolean;
  onClose: () => void;
  onSaved: () => void;
}

const profile = profileFields.shape;
/** The inputs stop at the server's longest value (the title's is its rule's 20). */
const maxLengthOf = {
  email: undefined,
  nickname: profile.nickname.maxLength ?? undefined,
  realname: profile.realname.maxLength ?? undefined,
  school: profile.school.maxLength ?? undefined,
  course: profile.course.maxLength ?? undefined,
  number: profile.number.maxLength ?? undefined,
  titleName: undefined,
} as const;
const anyGender = genderRule.catch('secrecy');

/** Profile, e-mail, password, title, role and ban of one account, saved together. */
export function UserEditDialog({ user, self, onClose, onSaved }: UserEditDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={user !== undefined} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Content maxWidth="560px">
        <Dialog.Title>
          {t('userAdmin.edit.title')} {user ? `· ${user.username}` : ''}
        </Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="4">
          {t('userAdmin.edit.hint')}
        </Dialog.Description>
        {/* Mounted per opening, so the fields start from the user each time. */}
        {user ? <EditFields user={user} self={self} onCancel={onClose} onSaved={onSaved} /> : null}
      </Dialog.Content>
    </Dialog.Root>
  );
}

function EditFields({
  user,
  self,
  onCancel,
  onSaved,
}: {
  user: AdminUser;
  self: boolean;
  onCancel: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const form = useSchemaForm(userEditForm(user), draftOf(user));
  const titleColor = form.value('titleColor');
  const colorOk = !form.message('titleColor');

  const submit = form.handleSubmit(async (edit) => {
    try {
      await editUser(edit);
      showMessage('success', t('userAdmin.edit.saved'));
      onSaved();
    } catch {
      // the request layer has shown why; the dialog stays open to fix it
    }
  });

  const text = (key: 'email' | 'nickname' | 'realname' | 'school' | 'course' | 'number' | 'titleName') => (
    <RegisteredInput
      label={t(`userAdmin.edit.${key}`)}
      error={form.message(key)}
      maxLength={maxLengthOf[key]}
      {...form.input(key)}
    />
  );
  const gender = form.value('gender');
  const roleCode = form.value('roleCode');
  const banned = form.value('banned');

  return (
    <form onSubmit={submit} noValidate>
      <Flex direction="column" gap="3">
        <Grid columns={{ initial: '1', sm: '2' }} gap="3">
          {text('email')}
          <RegisteredInput
            label={t('userAdmin.edit.password')}
            error={form.message('password')}
            type="password"
            autoComplete="new-password"
            placeholder={t('userAdmin.edit.passwordPlaceholder')}
            {...form.input('password')}
          />
          {text('nickname')}
          {text('realname')}
          {text('school')}
          {text('course')}
          {text('number')}
          <LabelledField label={t('userAdmin.edit.gender')}>
            {(id) => (
              <Select.Root value={gender.value} onValueChange={(g) => gender.onChange(anyGender.parse(g))}>
                <Select.Trigger id={id} />
                <Select.Content>
                  {(['male', 'female', 'secrecy'] as const).map((g) => (
                    <Select.Item key={g} value={g}>
                      {t(`userAdmin.edit.genders.${g}`)}
                    </Select.Item>
                  ))}
                </Select.Content>
              </Select.Root>
            )}
          </LabelledField>
          {text('titleName')}
          <LabelledField label={t('userAdmin.edit.titleColor')} error={form.message('titleColor')}>
            {(id) => (
              <Flex gap="2" align="center">
                <input
                  type="color"
                  className="color-swatch"
                  value={colorOk && /^#[0-9a-f]{6}$/i.test(titleColor.value) ? titleColor.value : '#3b82f6'}
                  aria-label={t('userAdmin.edit.titleColor')}
                  onChange={(event) => titleColor.onChange(event.target.value)}
                />
                <TextField.Root
                  id={id}
                  placeholder="#3b82f6"
                  color={colorOk ? undefined : 'red'}
                  aria-invalid={colorOk ? undefined : true}
                  style={{ flexGrow: 1 }}
                  {...form.input('titleColor')}
                />
              </Flex>
            )}
          </LabelledField>
          <LabelledField label={t('userAdmin.edit.role')}>
            {(id) => (
              <Select.Root
                value={String(roleCode.value)}
                disabled={self}
                onValueChange={(code) => roleCode.onChange(Number(code))}
              >
                <Select.Trigger id={id} />
                <Select.Content>
                  {roleChoices.map((role) => (
                    <Select.Item key={role.code} value={String(role.code)}>
                      {t(`userAdmin.roles.${role.name}`)}
                    </Select.Item>
                  ))}
                </Select.Content>
              </Select.Root>
            )}
          </LabelledField>
          <Text as="label" size="2">
            <Flex gap="2" align="center" height="100%">
              <Checkbox
                checked={banned.value}
                disabled={self}
                onCheckedChange={(on) => banned.onChange(on === true)}
              />
              {t('userAdmin.edit.banned')}
            </Flex>
          </Text>
        </Grid>
        <Flex gap="2" justify="end" mt="2">
          <Button type="button" variant="soft" color="gray" onClick={onCancel}>
            {t('userAdmin.edit.cancel')}
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t('userAdmin.edit.save')}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
