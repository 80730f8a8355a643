import { useCallback, useEffect, useState } from 'react';
import { type Captcha, getCaptcha } from '../api/getCaptcha';

/** Fetches a captcha when the form opens, and another on demand. */
export function useCaptcha() {
  const [captcha, setCaptcha] = useState<Captcha>();
  const refresh = useCallback(() => {
    setCaptcha(undefined);
    getCaptcha().then(setCaptcha, () => {
      // the request layer has shown why; pressing the picture tries again
    });
  }, []);
  useEffect(refresh, [refresh]);
  return { captcha, refresh };
}
