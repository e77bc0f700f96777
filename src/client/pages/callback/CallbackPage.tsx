import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { sessionText } from '../../i18n/en/session.ts';
import { translate } from '../../i18n/language.ts';
import { completeSignIn } from '../../session/establish.ts';
import { storedUser } from '../../session/tokens.ts';
import { PageLoading } from '../common/PageLoading.tsx';

const SignInFailed = lazy(() => import('./SignInFailed.tsx').then((m) => ({ default: m.SignInFailed })));

/** /callback: 'Loading...' while the login redirect is handled, then the saved target (spec 000 §2). */
export function CallbackPage() {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let active = true;
    completeSignIn()
      .then((returnTo) => {
        if (active) navigate(returnTo, { replace: true });
      })
      .catch(async (reason: unknown) => {
        if (!active) return;
        // A reloaded or bookmarked /callback while already signed in: just go home.
        const user = await storedUser();
        if (user && !user.expired) navigate('/', { replace: true });
        else setError(reason instanceof Error ? reason.message : translate(sessionText, 'unknownError'));
      });
    return () => {
      active = false;
    };
  }, [navigate]);

  if (!error) return <PageLoading fullPage />;
  return (
    <Suspense fallback={<PageLoading fullPage />}>
      <SignInFailed error={error} />
    </Suspense>
  );
}
