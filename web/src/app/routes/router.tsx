import { createBrowserRouter, Navigate } from 'react-router-dom';
import { HomeRoute } from './HomeRoute';
import { NotFound } from './NotFound';
import { paths } from './paths';
import { RootLayout } from './RootLayout';
import { SystemStatusRoute } from './SystemStatusRoute';

// The spec's route table starts at /home; the bare origin lands there too.
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: <Navigate to={paths.home} replace /> },
      { path: paths.home, element: <HomeRoute /> },
      { path: paths.systemStatus, element: <SystemStatusRoute /> },
      { path: '*', element: <NotFound /> },
    ],
  },
]);
