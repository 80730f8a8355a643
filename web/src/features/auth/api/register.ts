import { z } from 'zod';
import { apiRequest } from '@/lib/api';

export interface RegisterForm {
  username: string;
  password: string;
  email: string;
  code: string;
}

/** POST /api/register */
export async function register(form: RegisterForm): Promise<void> {
  await apiRequest('/api/register', z.unknown(), { method: 'POST', body: form });
}
