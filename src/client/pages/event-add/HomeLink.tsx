import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';

interface HomeLinkProps {
  children: ReactNode;
  primary?: boolean;
  className?: string;
}

/** A link to / drawn as a button (the wizard's Cancel and Done, spec 001 §2), followed inside the app. */
export function HomeLink({ children, primary = false, className }: HomeLinkProps) {
  const navigate = useNavigate();
  return (
    <Button
      href="/"
      size="large"
      type={primary ? 'primary' : 'default'}
      className={className}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        navigate('/');
      }}
    >
      {children}
    </Button>
  );
}
