import type { LoaderFunction } from 'react-router-dom';
import { guard } from './guard';

/** Anyone may see a named user's home; /user-home without a name means "mine" and needs a login. */
export const userHomeLoader: LoaderFunction = (args) => {
  const query = new URL(args.request.url).searchParams;
  return query.get('uid') || query.get('username') ? null : guard('login')(args);
};
