import { Theme } from '@radix-ui/themes';
import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { Notices } from '@/components/Notices';
import { i18n } from '@/lib/i18n';
import { queryClient } from '@/lib/queryClient';
import { appStore } from '@/lib/store';
import { router } from './routes/router';

export function App() {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <JotaiProvider store={appStore}>
          <Theme accentColor="indigo" grayColor="slate" radius="medium" scaling="100%">
            <RouterProvider router={router} />
            <Notices />
          </Theme>
        </JotaiProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
