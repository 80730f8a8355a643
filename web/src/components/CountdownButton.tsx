import { Button } from '@radix-ui/themes';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { secondsLeft } from '@/lib/countdown';

interface CountdownButtonProps {
  /** When the button may be pressed again (ms since the epoch); 0 or past means now. */
  deadline: number;
  loading: boolean;
  /** The form's main button: full size, and it submits the form instead of calling onClick. */
  primary?: boolean;
  onClick?: () => void;
  children: string;
}

/** A send button that, once pressed, waits out its deadline showing the seconds left (one tick a second). */
export function CountdownButton({
  deadline,
  loading,
  primary = false,
  onClick,
  children,
}: CountdownButtonProps) {
  const { t } = useTranslation();
  const [now, setNow] = useState(Date.now);
  const left = secondsLeft(deadline, now);

  useEffect(() => {
    if (secondsLeft(deadline, Date.now()) === 0) return;
    setNow(Date.now());
    const timer = setInterval(() => {
      const tick = Date.now();
      setNow(tick);
      if (secondsLeft(deadline, tick) === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);

  return (
    <Button
      type={primary ? 'submit' : 'button'}
      size={primary ? '3' : '2'}
      variant={primary ? 'solid' : 'soft'}
      loading={loading}
      disabled={left > 0}
      onClick={onClick}
      className="nowrap"
    >
      {left > 0 ? t('form.resendIn', { seconds: left }) : children}
    </Button>
  );
}
