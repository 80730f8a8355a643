import { groupProblemId, splitGroupProblemId } from '@oj/events/contracts';
import { ProblemAuth } from '@oj/events/vocabulary';
import { Button, Flex, Skeleton } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { AdminPageHeader } from '@/components/AdminPageHeader';
import { ErrorCallout } from '@/components/ErrorCallout';
import { showMessage } from '@/lib/notices';
import { useApiQuery } from '@/lib/query';
import { queryKeys } from '@/lib/queryKeys';
import { currentUser } from '@/lib/session';
import { createProblem } from '../api/createProblem';
import { getAdminProblem } from '../api/getAdminProblem';
import { getProblemTagNames } from '../api/getAllProblemTags';
import { getLanguageNames } from '../api/getLanguages';
import { updateProblem } from '../api/updateProblem';
import { uploadTestCaseZip } from '../api/uploadTestCaseZip';
import type { ProblemAdminLinks } from '../links';
import {
  newProblemForm,
  type ProblemForm as ProblemFormState,
  problemFormOf,
  problemPayload,
} from '../model/problemForm';
import { ProblemForm } from './ProblemForm';

interface Loaded {
  /** A group problem's ID prefix as its ID spells it ('' outside groups). */
  prefix: string;
  initial: ProblemFormState;
  languages: string[];
  tags: string[];
}

/** A problem written for a contest: it starts as a contest problem and joins the contest once saved. */
export interface ProblemForContest {
  /** Adds the new problem to the contest (by pid, or a group's by its full problem ID). */
  join: (problem: { pid: number; title: string; problemId: string }) => Promise<void>;
  /** Where to go once it has joined (the contest's problems). */
  done: string;
}

/**
 * /admin/problem/create (?cid= for a contest's new problem) and /admin/problem/edit/:pid; with `gid`, a
 * group's own problem (/group/:gid/problem/create and .../edit): saved through the group's calls.
 */
export function ProblemEditorPage({
  pid,
  links,
  forContest,
  gid,
  idPrefix = '',
}: {
  pid?: number;
  links: ProblemAdminLinks;
  forContest?: ProblemForContest;
  gid?: number;
  /** A group problem's fixed ID prefix (its group's short name): shown before the field, not in it. */
  idPrefix?: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const creating = pid === undefined;
  const read = useApiQuery<Loaded>(
    [...queryKeys.adminProblemEditor(pid), gid ?? 0],
    async (signal) => {
      const [languages, tags, problem] = await Promise.all([
        // Without the language list the form still works with the problem's own languages.
        getLanguageNames(signal).catch(() => [] as string[]),
        getProblemTagNames(signal).catch(() => [] as string[]),
        pid === undefined ? Promise.resolve(undefined) : getAdminProblem(pid, signal, gid),
      ]);
      const author = currentUser()?.username ?? '';
      const loadedForm = problem ? problemFormOf(problem, languages) : undefined;
      // Spec 03 "Group problem": the prefix is removed on edit load (and put back on save).
      let prefix = idPrefix;
      if (loadedForm && idPrefix) {
        const split = splitGroupProblemId(idPrefix, loadedForm.problemId);
        prefix = split.prefix;
        loadedForm.problemId = split.rest;
      }
      return {
        prefix,
        initial: loadedForm
          ? loadedForm
          : // Hidden from practice: it is the contest's until an admin opens it to everyone. A group's
            // problem is never a contest's (the group's rule): private to the group's admins instead.
            {
              ...newProblemForm(author, languages),
              ...(forContest ? { auth: gid === undefined ? ProblemAuth.contest : ProblemAuth.private } : {}),
            },
        languages,
        tags,
      };
    },
    { startsForm: true },
  );
  const loaded = read.data;
  const error = read.error;

  const save = async (form: ProblemFormState) => {
    const prefix = loaded?.prefix ?? idPrefix;
    const problemId = prefix ? groupProblemId(prefix, form.problemId) : form.problemId;
    const payload = problemPayload({ ...form, problemId });
    let saved: number;
    if (pid === undefined) saved = await createProblem(payload, gid);
    else {
      await updateProblem(pid, payload, gid);
      saved = pid;
    }
    if (form.testDataSource === 'zip' && form.zip) {
      try {
        const count = await uploadTestCaseZip(saved, form.zip, gid);
        showMessage('success', t('problemAdmin.testData.uploaded', { count }));
      } catch (thrown) {
        // The problem is saved but its test data is not: a new one is edited on, with the reason shown.
        if (pid !== undefined) throw thrown;
        navigate(links.edit(saved));
        return;
      }
    }
    showMessage('success', creating ? t('problemAdmin.created') : t('problemAdmin.updated'));
    if (creating && forContest) {
      await forContest.join({ pid: saved, title: form.title, problemId });
      navigate(forContest.done);
      return;
    }
    navigate(links.list);
  };

  return (
    <Flex direction="column" gap="4">
      <AdminPageHeader
        title={creating ? t('problemAdmin.form.createTitle') : t('problemAdmin.form.editTitle')}
        description={
          creating
            ? t('problemAdmin.form.createDescription')
            : loaded
              ? `${loaded.initial.problemId} · ${loaded.initial.title}`
              : undefined
        }
        actions={
          pid !== undefined && links.history ? (
            <Button asChild variant="soft">
              <Link to={links.history(pid)}>{t('audit.history')}</Link>
            </Button>
          ) : undefined
        }
      />
      {error ? <ErrorCallout title={t('problemAdmin.form.loadError')} error={error} /> : null}
      {!loaded && !error ? <Skeleton height="480px" /> : null}
      {loaded ? (
        <ProblemForm
          key={pid ?? 'new'}
          initial={loaded.initial}
          creating={creating}
          allLanguages={loaded.languages}
          knownTags={loaded.tags}
          cancelTo={links.list}
          onSave={save}
          uploads={gid === undefined ? { files: true } : { gid }}
          idPrefix={loaded.prefix || undefined}
        />
      ) : null}
    </Flex>
  );
}
