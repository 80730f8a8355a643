import { apiRequest } from '@/lib/api';
import { type SwitchConfig, switchConfigSchema } from '../model/switches';

/** GET /api/admin/switch/info (super admin). */
export function getSwitchInfo(signal?: AbortSignal): Promise<SwitchConfig> {
  return apiRequest('/api/admin/switch/info', switchConfigSchema, { signal });
}
