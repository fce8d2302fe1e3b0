import { Component, Suspense, type ReactNode } from 'react';
import { Box } from '@mantine/core';
import { useLocation } from 'react-router';
import { PageLoader } from './PageLoader';
import { RouteError } from './RouteError';

class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

/**
 * Where a page renders: a loader while its chunk downloads (as tall as the page area, so the footer
 * does not jump), and the reload prompt if it fails (e.g. a chunk replaced by a new deploy). A new
 * address starts with a fresh boundary.
 */
export function PageBoundary({ children, standalone }: { children: ReactNode; standalone?: boolean }) {
  const { pathname } = useLocation();
  const fallback = standalone ? <PageLoader /> : <Box mih="calc(100dvh - 64px)" data-testid="page-loading" />;
  return (
    <ErrorBoundary key={pathname}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </ErrorBoundary>
  );
}
