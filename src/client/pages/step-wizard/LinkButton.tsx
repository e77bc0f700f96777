import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';

interface LinkButtonProps {
  /** The app path the link opens ('/' for the wizards' Done). */
  to: string;
  children: ReactNode;
  primary?: boolean;
  className?: string;
}

/**
 * A link drawn as a button (the wizards' Cancel and Done, spec 001 §2, 002 §2.4), followed inside
 * the app; a modified click opens it as a browser link would.
 */
export function LinkButton({ to, children, primary = false, className }: LinkButtonProps) {
  const navigate = useNavigate();
  return (
    <Button
      href={to}
      size="large"
      type={primary ? 'primary' : 'default'}
      className={className}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        navigate(to);
      }}
    >
      {children}
    </Button>
  );
}
