import { z } from 'zod';
import { apiRequest } from '@/lib/api';
import type { SwitchConfig } from '../model/switches';

/** PUT /api/admin/switch/update (super admin). */
export async function updateSwitch(config: SwitchConfig): Promise<void> {
  await apiRequest('/api/admin/switch/update', z.unknown(), { method: 'PUT', body: config });
}
