import { Button, Flex } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';
import { ErrorCallout } from '@/components/ErrorCallout';
import { toError } from '@/lib/guards';

/** Shown in the page body when a route fails, most often a lazy page whose file could not be fetched. */
export function RouteError() {
  const { t } = useTranslation();
  const error = toError(useRouteError());
  return (
    <Flex direction="column" gap="4" align="start">
      <ErrorCallout title={t('routeError.title')} error={error} />
      <Button variant="soft" onClick={() => window.location.reload()}>
        {t('routeError.reload')}
      </Button>
    </Flex>
  );
}
