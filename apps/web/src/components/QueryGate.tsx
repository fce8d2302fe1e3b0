import type { ReactNode } from 'react';
import { Alert, Center, Loader } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import { ApiError } from '@/lib/api';

/**
 * A page that shows one query's data: an unknown item (404) goes to the not-found page; while it loads,
 * a small spinner (`<testId>-loading`); without data, the problem (`<testId>-problem`: `forbidden` on a
 * 403, else the server's message); then `children` with the data.
 */
export function QueryGate<T>({
  query,
  testId,
  forbidden,
  children,
}: {
  query: UseQueryResult<T>;
  testId: string;
  forbidden: string;
  children: (data: T) => ReactNode;
}) {
  const status = query.error instanceof ApiError ? query.error.status : 0;
  if (status === 404) return <Navigate to="/404" replace />;
  if (query.isPending)
    return (
      <Center py="xl" data-testid={`${testId}-loading`}>
        <Loader size="sm" />
      </Center>
    );
  if (!query.data)
    return (
      <Alert color="red" icon={<IconLock size={18} />} m="md" data-testid={`${testId}-problem`}>
        {status === 403 ? forbidden : (query.error?.message ?? '')}
      </Alert>
    );
  return <>{children(query.data)}</>;
}
