import { useAtomValue } from 'jotai';
import { useParams } from 'react-router-dom';
import { getLiveClient } from '@/features/live';
import { AnnouncementAdminPage, isMessageTab, MessageCentrePage, NoticeAdminPage } from '@/features/message';
import { currentUserAtom } from '@/lib/session';
import { NotFound } from './NotFound';
import { messageTabPath } from './paths';

/** /message/:tab (signed in: the loader's guard); an unknown tab is no page. */
export function MessageCentreRoute() {
  const { tab = '' } = useParams();
  const user = useAtomValue(currentUserAtom);
  if (!isMessageTab(tab) || !user) return <NotFound />;
  return <MessageCentrePage live={getLiveClient()} uid={user.uid} tab={tab} tabPath={messageTabPath} />;
}

export function AdminAnnouncementRoute() {
  return <AnnouncementAdminPage />;
}

export function AdminNoticeRoute() {
  return <NoticeAdminPage />;
}
