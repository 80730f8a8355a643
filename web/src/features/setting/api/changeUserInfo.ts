import { apiRequest } from '@/lib/api';
import { type Gender, type UserInfo, userInfoSchema } from '@/lib/userInfo';

export interface ProfileForm {
  realname: string;
  nickname: string;
  school: string;
  course: string;
  number: string;
  gender: Gender;
  github: string;
  blog: string;
  signature: string;
}

/** POST /api/change-userInfo: returns the updated user. */
export function changeUserInfo(form: ProfileForm): Promise<UserInfo> {
  return apiRequest('/api/change-userInfo', userInfoSchema, { method: 'POST', body: form });
}
