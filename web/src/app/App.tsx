import { RouterProvider } from 'react-router-dom';
import { i18n } from '@/lib/i18n';
import { queryClient } from '@/lib/queryClient';
import { appStore } from '@/lib/store';
import { AppFrame } from './AppFrame';
import { router } from './routes/router';

export function App() {
  return (
    <AppFrame i18n={i18n} queryClient={queryClient} store={appStore}>
      <RouterProvider router={router} />
    </AppFrame>
  );
}
