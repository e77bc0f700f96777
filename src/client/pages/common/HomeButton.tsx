import { Button } from 'antd';
import { useNavigate } from 'react-router';

/** 'Back to Home' as one button (a button inside a link would be two controls for one action). */
export function HomeButton({ primary = false }: { primary?: boolean }) {
  const navigate = useNavigate();
  return (
    <Button type={primary ? 'primary' : 'default'} onClick={() => navigate('/')}>
      Back to Home
    </Button>
  );
}
