import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/queryKeys';
import { type CaptchaKind, getCaptcha } from './captcha';

/**
 * Fetches a captcha when the form opens, and another on demand. Each one is used once, so it is
 * never kept in the cache; none is shown while the next is on its way.
 */
export function useCaptcha(kind: CaptchaKind = 'letters') {
  const query = useQuery({ queryKey: queryKeys.captcha(kind), queryFn: () => getCaptcha(kind), gcTime: 0 });
  // On a failure the request layer has shown why; pressing the picture tries again.
  const refresh = () => void query.refetch();
  return { captcha: query.isFetching ? undefined : query.data, refresh };
}
