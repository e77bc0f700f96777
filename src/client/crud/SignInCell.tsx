import { Tag } from 'antd';
import { signInState } from '../../domain/lists/cell-text.ts';
import { crudText } from '../i18n/en/crud.ts';
import { useText } from '../i18n/language.ts';

/** A 'signIn' cell: the state as a tag (its word, not only its colour) and the last sign-in time (the viewer's clock). */
export function SignInCell({ value }: { value: unknown }) {
  const t = useText(crudText);
  const signIn = signInState(value);
  if (signIn.state === 'Invited') return <Tag color="gold">{t('invited')}</Tag>;
  return (
    <span className="sign-in-cell">
      <Tag color="green">{t('active')}</Tag>
      {signIn.dateTime ? <span title={t('lastSignIn')}>{signIn.dateTime}</span> : null}
    </span>
  );
}
