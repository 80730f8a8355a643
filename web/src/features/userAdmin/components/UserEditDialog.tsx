import { Button, Checkbox, Dialog, Flex, Grid, Select, Text, TextField } from '@radix-ui/themes';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/Field';
import { showMessage } from '@/lib/notices';
import { editUser } from '../api/userAdminApi';
import type { AdminUser } from '../api/userAdminSchemas';
import { roleChoices } from '../model/roles';
import { draftOf, editOf, isTitleColor, type UserEditDraft } from '../model/userEdit';

interface UserEditDialogProps {
  /** The user being edited; undefined: closed. */
  user: AdminUser | undefined;
  /** The signed-in super admin's own account: its role and ban are not theirs to change. */
  self: boolean;
  onClose: () => void;
  onSaved: () => void;
}

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
  const [draft, setDraft] = useState<UserEditDraft>(() => draftOf(user));
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof UserEditDraft>(key: K, value: UserEditDraft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const colorOk = isTitleColor(draft.titleColor.trim());

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!colorOk) return;
    setBusy(true);
    try {
      await editUser(editOf(user, draft));
      showMessage('success', t('userAdmin.edit.saved'));
      onSaved();
    } catch {
      // the request layer has shown why; the dialog stays open to fix it
    } finally {
      setBusy(false);
    }
  };

  const text = (key: 'email' | 'nickname' | 'realname' | 'school' | 'course' | 'number' | 'titleName') => (
    <IdField label={t(`userAdmin.edit.${key}`)}>
      {(id) => (
        <TextField.Root id={id} value={draft[key]} onChange={(event) => set(key, event.target.value)} />
      )}
    </IdField>
  );

  return (
    <form onSubmit={submit} noValidate>
      <Flex direction="column" gap="3">
        <Grid columns={{ initial: '1', sm: '2' }} gap="3">
          {text('email')}
          <IdField label={t('userAdmin.edit.password')}>
            {(id) => (
              <TextField.Root
                id={id}
                type="password"
                autoComplete="new-password"
                value={draft.password}
                placeholder={t('userAdmin.edit.passwordPlaceholder')}
                onChange={(event) => set('password', event.target.value)}
              />
            )}
          </IdField>
          {text('nickname')}
          {text('realname')}
          {text('school')}
          {text('course')}
          {text('number')}
          <IdField label={t('userAdmin.edit.gender')}>
            {(id) => (
              <Select.Root
                value={draft.gender}
                onValueChange={(g) => set('gender', g as UserEditDraft['gender'])}
              >
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
          </IdField>
          {text('titleName')}
          <IdField
            label={t('userAdmin.edit.titleColor')}
            error={colorOk ? undefined : t('userAdmin.edit.badColor')}
          >
            {(id) => (
              <Flex gap="2" align="center">
                <input
                  type="color"
                  className="color-swatch"
                  value={colorOk && draft.titleColor ? draft.titleColor : '#3b82f6'}
                  aria-label={t('userAdmin.edit.titleColor')}
                  onChange={(event) => set('titleColor', event.target.value)}
                />
                <TextField.Root
                  id={id}
                  value={draft.titleColor}
                  placeholder="#3b82f6"
                  color={colorOk ? undefined : 'red'}
                  style={{ flexGrow: 1 }}
                  onChange={(event) => set('titleColor', event.target.value)}
                />
              </Flex>
            )}
          </IdField>
          <IdField label={t('userAdmin.edit.role')}>
            {(id) => (
              <Select.Root
                value={String(draft.roleCode)}
                disabled={self}
                onValueChange={(code) => set('roleCode', Number(code))}
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
          </IdField>
          <Text as="label" size="2">
            <Flex gap="2" align="center" height="100%">
              <Checkbox
                checked={draft.banned}
                disabled={self}
                onCheckedChange={(on) => set('banned', on === true)}
              />
              {t('userAdmin.edit.banned')}
            </Flex>
          </Text>
        </Grid>
        <Flex gap="2" justify="end" mt="2">
          <Button type="button" variant="soft" color="gray" onClick={onCancel}>
            {t('userAdmin.edit.cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {t('userAdmin.edit.save')}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}

/** The shared labelled field, with an id made here for its control. */
function IdField({
  label,
  error,
  children,
}: {
  label: string;
  error?: string;
  children: (id: string) => ReactNode;
}) {
  const id = useId();
  return (
    <Field label={label} htmlFor={id} error={error}>
      {children(id)}
    </Field>
  );
}
