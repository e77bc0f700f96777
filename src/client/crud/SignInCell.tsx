import { Tag } from 'antd';
import { signInState } from '../../domain/lists/cell-text.ts';

/** A 'signIn' cell: the state as a tag (its word, not only its colour) and the last sign-in time (the viewer's clock). */
export function SignInCell({ value }: { value: unknown }) {
  const signIn = signInState(value);
  if (signIn.state === 'Invited') return <Tag color="gold">Invited</Tag>;
  return (
    <span className="sign-in-cell">
      <Tag color="green">Active</Tag>
      {signIn.dateTime ? <span title="Last sign-in">{signIn.dateTime}</span> : null}
    </span>
  );
}
