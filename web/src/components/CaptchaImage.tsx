import { Skeleton } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { Captcha } from '@/lib/captcha';

interface CaptchaImageProps {
  captcha: Captcha | undefined;
  onRefresh: () => void;
}

/** The captcha picture; pressing it asks for another. */
export function CaptchaImage({ captcha, onRefresh }: CaptchaImageProps) {
  const { t } = useTranslation();
  return (
    <button type="button" className="captcha-button" onClick={onRefresh} title={t('auth.refreshCaptcha')}>
      {captcha ? (
        <img src={captcha.img} alt={t('auth.captchaImage')} width={100} height={32} />
      ) : (
        <Skeleton width="100px" height="32px" />
      )}
    </button>
  );
}
