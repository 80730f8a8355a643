import { createContext, useContext } from 'react';
import type { Contest } from '../api/schemas';
import type { ContestLinks } from '../model/links';

/** What the contest's tabs share: the contest, whether the reader may be inside, and the links. */
export interface ContestView {
  contest: Contest;
  /** Signed in with access, and the contest has started (or the reader is its admin). */
  canEnter: boolean;
  /** The contest's author or a super admin: sees the real board. */
  isAdmin: boolean;
  links: ContestLinks;
}

export const ContestContext = createContext<ContestView | undefined>(undefined);

export function useContestView(): ContestView {
  const view = useContext(ContestContext);
  if (!view) throw new Error('a contest tab renders inside ContestShell');
  return view;
}
