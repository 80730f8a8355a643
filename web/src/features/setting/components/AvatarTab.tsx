import AvatarCropUpload from '@/components/AvatarCropUpload';
import { setUser } from '@/lib/session';
import type { UserInfo } from '@/lib/userInfo';
import { uploadAvatar } from '../api/uploadAvatar';

/** Choose an image, frame the 200 x 200 square, upload it as PNG. */
export function AvatarTab({ user }: { user: UserInfo }) {
  return (
    <AvatarCropUpload
      avatar={user.avatar || null}
      fallback={user.username.slice(0, 1)}
      onUpload={async (png) => setUser(await uploadAvatar(png))}
    />
  );
}
