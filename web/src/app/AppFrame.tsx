import { Theme } from '@radix-ui/themes';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Notices } from '@/components/Notices';
import type { appStore } from '@/lib/store';

interface AppFrameProps {
  i18n: I18n;
  queryClient: QueryClient;
  store: typeof appStore;
  /** The router: the browser's, or the server's static one for /home's first screen. */
  children: ReactNode;
}

/**
 * Everything around the router, shared by the browser and the server's render of /home
 * (firstScreenHtml.tsx): hydration needs both to build the very same tree.
 */
export function AppFrame({ i18n, queryClient, store, children }: AppFrameProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <JotaiProvider store={store}>
          {/* Solid panels: a translucent one is drawn with a 64px backdrop blur under every card and table,
              which on a plain page background looks the same and cost the home page's first paint about a
              sixth of its time (software raster in headless Chromium: 144 -> 120 ms, docs/benchmarks.md). */}
          <Theme
            accentColor="indigo"
            grayColor="slate"
            radius="medium"
            scaling="100%"
            panelBackground="solid"
          >
            {children}
            <Notices />
          </Theme>
        </JotaiProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
