import { Flex, Skeleton } from '@radix-ui/themes';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { AdminPageHeader } from '@/components/AdminPageHeader';
import { ErrorCallout } from '@/components/ErrorCallout';
import { showMessage } from '@/lib/notices';
import { useApiQuery } from '@/lib/query';
import { queryKeys } from '@/lib/queryKeys';
import { createContest } from '../api/createContest';
import { getAdminContest } from '../api/getAdminContest';
import { updateContest } from '../api/updateContest';
import type { ContestAdminLinks } from '../links';
import {
  type ContestForm as ContestFormState,
  contestFormOf,
  contestPayload,
  newContestForm,
} from '../model/contestForm';
import { ContestAdminTabs } from './ContestAdminTabs';
import { ContestForm } from './ContestForm';

/** /admin/contest/new and /admin/contest/:cid/edit, and a group's (/group/:gid/contest/...). */
export function ContestEditorPage({ cid, links }: { cid?: number; links: ContestAdminLinks }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const creating = cid === undefined;
  const [blank] = useState(newContestForm);
  const read = useApiQuery(
    queryKeys.adminContest(cid ?? 0),
    cid === undefined ? undefined : (signal) => getAdminContest(cid, signal),
    { startsForm: true },
  );
  const loaded = read.data;
  const edited = useMemo(() => loaded && contestFormOf(loaded), [loaded]);
  const initial: ContestFormState | undefined = creating ? blank : edited;
  const error = read.error;

  const save = async (form: ContestFormState) => {
    const payload = contestPayload(form);
    if (cid === undefined) {
      const created = await createContest(payload, links.gid);
      showMessage('success', t('contestAdmin.created'));
      // A new contest has no problems yet: that is the next thing to do.
      navigate(links.problems(created));
      return;
    }
    await updateContest(cid, payload);
    showMessage('success', t('contestAdmin.updated'));
    navigate(links.list);
  };

  return (
    <Flex direction="column" gap="4">
      <AdminPageHeader
        title={creating ? t('contestAdmin.form.createTitle') : t('contestAdmin.form.editTitle')}
        description={creating ? t('contestAdmin.form.createDescription') : initial?.title}
      />
      {cid !== undefined ? <ContestAdminTabs cid={cid} current="edit" links={links} /> : null}
      {error ? <ErrorCallout title={t('contestAdmin.form.loadError')} error={error} /> : null}
      {!initial && !error ? <Skeleton height="480px" /> : null}
      {initial ? (
        <ContestForm
          key={cid ?? 'new'}
          initial={initial}
          creating={creating}
          cancelTo={links.list}
          onSave={save}
        />
      ) : null}
    </Flex>
  );
}
