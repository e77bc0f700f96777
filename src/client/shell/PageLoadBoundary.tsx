import { Button, Flex } from 'antd';
import { Component, type ReactNode } from 'react';
import { shellText } from '../i18n/en/shell.ts';
import { useText } from '../i18n/language.ts';
import { PageTitle } from '../widgets/page-title/PageTitle.tsx';

/** A page's code that could not be fetched (the browser's words for a failed dynamic import). */
function isLoadFailure(error: unknown): boolean {
  return (
    error instanceof TypeError &&
    /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(error.message)
  );
}

/**
 * What the boundary says instead of the page (the product's own words: the specification has none
 * for this). Plain words and a button (no antd Alert): this boundary is in the first load, kept light.
 */
function PageLoadProblem({ offline }: { offline: boolean }) {
  const t = useText(shellText);
  return (
    <Flex vertical gap="middle" align="start" role="alert">
      <PageTitle style={{ margin: 0 }}>{t('pageUnavailable')}</PageTitle>
      <p style={{ margin: 0 }}>{offline ? t('pageNeedsConnection') : t('pageFailed')}</p>
      <Button onClick={() => window.location.reload()}>{t('reload')}</Button>
    </Flex>
  );
}

interface State {
  error: unknown;
}

/**
 * Around the routed page: a page whose code cannot be loaded — with no signal, any page the
 * service worker did not keep (management, reports, setup; issue 27) — says that it needs a
 * connection instead of leaving a blank screen; any other failure offers a reload. Moving to
 * another address tries again.
 */
export class PageLoadBoundary extends Component<{ children: ReactNode; address: string }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidUpdate(previous: { address: string }) {
    if (previous.address !== this.props.address && this.state.error !== null) this.setState({ error: null });
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    return <PageLoadProblem offline={isLoadFailure(this.state.error) || !navigator.onLine} />;
  }
}
