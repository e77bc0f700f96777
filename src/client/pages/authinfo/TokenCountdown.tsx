import { Tag } from 'antd';
import { useEffect, useState } from 'react';
import { authInfoText } from '../../i18n/en/auth-info.ts';
import { useText } from '../../i18n/language.ts';
import { tokenCountdown } from '../../rules/token-expiry.ts';

/** Updated every second (spec 000 §9); the display rules live in src/client/rules/token-expiry.ts. */
const TICK_MS = 1_000;

const COLORS = { valid: 'green', expiring: 'orange', expired: 'red', error: 'red' } as const;

export function TokenCountdown({ token }: { token: string }) {
  const [now, setNow] = useState(() => Date.now());
  const t = useText(authInfoText);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  const countdown = tokenCountdown(token, now);
  return (
    <span role="timer" aria-live="off">
      <Tag color={COLORS[countdown.state]}>{countdown.label}</Tag>
      {countdown.state === 'expiring' ? <Tag color="orange">{t('expiringSoon')}</Tag> : null}
    </span>
  );
}
