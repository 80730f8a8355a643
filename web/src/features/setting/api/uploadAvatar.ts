import { apiRequest } from '@/lib/api';
import { type UserInfo, userInfoSchema } from '@/lib/userInfo';

/** POST /api/upload-avatar: the cropped 200 x 200 PNG as multipart field `image`. */
export function uploadAvatar(png: Blob): Promise<UserInfo> {
  const body = new FormData();
  body.append('image', png, 'avatar.png');
  return apiRequest('/api/upload-avatar', userInfoSchema, { method: 'POST', body });
}
