import { Callout, Flex } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { AdminPageHeader } from '@/components/AdminPageHeader';
import { InfoIcon } from '@/components/icons';
import type { LiveSource } from '@/lib/liveSource';
import { ImportRemoteProblemCard } from './ImportRemoteProblemCard';
import { RemoteAccountsCard } from './RemoteAccountsCard';
import { RemoteAccountUsageCard } from './RemoteAccountUsageCard';

interface RemoteJudgeAdminPageProps {
  superAdmin: boolean;
  problemLink: (problemId: string) => string;
  live: LiveSource;
}

/** /admin/remote-judge: import a remote problem (admin roles) and the site accounts (super admin). */
export function RemoteJudgeAdminPage({ superAdmin, problemLink, live }: RemoteJudgeAdminPageProps) {
  const { t } = useTranslation();
  return (
    <Flex direction="column" gap="4">
      <AdminPageHeader title={t('remoteJudge.title')} description={t('remoteJudge.description')} />
      <ImportRemoteProblemCard problemLink={problemLink} live={live} />
      {superAdmin ? (
        <>
          <RemoteAccountsCard />
          <RemoteAccountUsageCard live={live} />
        </>
      ) : (
        <Callout.Root color="gray" size="1">
          <Callout.Icon>
            <InfoIcon />
          </Callout.Icon>
          <Callout.Text>{t('remoteJudge.accounts.superAdminOnly')}</Callout.Text>
        </Callout.Root>
      )}
    </Flex>
  );
}
