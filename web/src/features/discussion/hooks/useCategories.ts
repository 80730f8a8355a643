import { useApiQuery } from '@/lib/query';
import { queryKeys } from '@/lib/queryKeys';
import { getCategories } from '../api/getCategories';

/** The categories, shared by the list, its sidebar and the dialog. */
export function useCategories() {
  return useApiQuery(queryKeys.discussionCategories, getCategories);
}
