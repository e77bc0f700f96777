import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { shellText } from '../../i18n/en/shell.ts';
import { useText } from '../../i18n/language.ts';

/** 'Back to Home' as one button (a button inside a link would be two controls for one action). */
export function HomeButton({ primary = false }: { primary?: boolean }) {
  const navigate = useNavigate();
  const t = useText(shellText);
  return (
    <Button type={primary ? 'primary' : 'default'} onClick={() => navigate('/')}>
      {t('backToHome')}
    </Button>
  );
}
