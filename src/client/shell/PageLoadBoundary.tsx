import { Button, Flex } from 'antd';
import { Component, type ReactNode } from 'react';
import { PageTitle } from '../widgets/page-title/PageTitle.tsx';

/** What the boundary says (the product's own words: the specification has none for this). */
export const PAGE_LOAD_MESSAGES = {
  title: 'This page is not available',
  needsConnection:
    'This page needs a connection, and there is none. What you report and inspect is kept on this device meanwhile.',
  failed: 'This page could not be shown. Reload to try again.',
  reload: 'Reload',
} as const;

/** A page's code that could not be fetched (the browser's words for a failed dynamic import). */
function isLoadFailure(error: unknown): boolean {
  return (
    error instanceof TypeError &&
    /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(error.message)
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
    const offline = isLoadFailure(this.state.error) || !navigator.onLine;
    // Plain words and a button (no antd Alert): this boundary is in the first load, kept light.
    return (
      <Flex vertical gap="middle" align="start" role="alert">
        <PageTitle style={{ margin: 0 }}>{PAGE_LOAD_MESSAGES.title}</PageTitle>
        <p style={{ margin: 0 }}>{offline ? PAGE_LOAD_MESSAGES.needsConnection : PAGE_LOAD_MESSAGES.failed}</p>
        <Button onClick={() => window.location.reload()}>{PAGE_LOAD_MESSAGES.reload}</Button>
      </Flex>
    );
  }
}
