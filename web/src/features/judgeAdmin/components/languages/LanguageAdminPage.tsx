import { Button, Callout, Card, Flex } from '@radix-ui/themes';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminPageHeader } from '@/components/AdminPageHeader';
import { ErrorCallout } from '@/components/ErrorCallout';
import { InfoIcon, PlusIcon } from '@/components/icons';
import { showMessage } from '@/lib/notices';
import { useApiQuery } from '@/lib/query';
import { queryKeys } from '@/lib/queryKeys';
import { currentUserAtom } from '@/lib/session';
import { isSuperAdmin } from '@/lib/userInfo';
import { createLanguage } from '../../api/createLanguage';
import { deleteLanguage } from '../../api/deleteLanguage';
import { getLanguages } from '../../api/getLanguages';
import type { Language } from '../../api/languageSchema';
import { updateLanguage } from '../../api/updateLanguage';
import { LanguageDialog } from './LanguageDialog';
import { LanguageTable } from './LanguageTable';

type Dialog = { open: false } | { open: true; language: Language | undefined };

/** /admin/languages: the judge's languages; the super admin adds, edits and removes them. */
export function LanguageAdminPage() {
  const { t } = useTranslation();
  const canEdit = isSuperAdmin(useAtomValue(currentUserAtom)?.roleList ?? []);
  const { data: languages, error, reload } = useApiQuery(queryKeys.languages('judgeAdmin'), getLanguages);
  const [dialog, setDialog] = useState<Dialog>({ open: false });

  const save = async (language: Language) => {
    if (!dialog.open) return;
    const editing = dialog.language !== undefined;
    if (editing) await updateLanguage(language);
    else await createLanguage(language);
    showMessage('success', editing ? t('judgeAdmin.updated') : t('judgeAdmin.created'));
    setDialog({ open: false });
    reload();
  };
  const remove = async (language: Language) => {
    try {
      await deleteLanguage(language.name);
      showMessage('success', t('judgeAdmin.deleted'));
      reload();
    } catch {
      // the request layer has shown why
    }
  };

  return (
    <Flex direction="column" gap="4">
      <AdminPageHeader
        title={t('judgeAdmin.languages.title')}
        description={t('judgeAdmin.languages.description')}
        actions={
          canEdit ? (
            <Button onClick={() => setDialog({ open: true, language: undefined })} disabled={!languages}>
              <PlusIcon />
              {t('judgeAdmin.languages.add')}
            </Button>
          ) : undefined
        }
      />
      {canEdit ? null : (
        <Callout.Root color="gray" size="1">
          <Callout.Icon>
            <InfoIcon />
          </Callout.Icon>
          <Callout.Text>{t('judgeAdmin.languages.readOnly')}</Callout.Text>
        </Callout.Root>
      )}
      {error ? <ErrorCallout title={t('judgeAdmin.languages.loadError')} error={error} /> : null}
      {error && !languages ? null : (
        <Card size="2">
          <LanguageTable
            languages={languages}
            canEdit={canEdit}
            onOpen={(language) => setDialog({ open: true, language })}
            onRemove={(language) => void remove(language)}
          />
        </Card>
      )}
      <LanguageDialog
        open={dialog.open}
        language={dialog.open ? dialog.language : undefined}
        languages={languages ?? []}
        readOnly={!canEdit}
        onOpenChange={(open) => {
          if (!open) setDialog({ open: false });
        }}
        onSave={save}
      />
    </Flex>
  );
}
