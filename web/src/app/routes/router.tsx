import { createBrowserRouter } from 'react-router-dom';
import { siteRoutes } from './siteRoutes';

// The browser's router over the route table; the server renders /home from the same table
// (app/firstScreenHtml.tsx), so the hydrated page and the server's HTML come from one definition.
export const router = createBrowserRouter(siteRoutes);
