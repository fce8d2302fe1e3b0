import { Alert } from '@mantine/core';
import { IconAlertCircle, IconLock } from '@tabler/icons-react';
import { ApiError } from '@/lib/api';
import { useSessionExpiry } from '@/lib/use-session-expiry';

/**
 * What went wrong loading a back-office list, above where it would be: a 403 says the account may not
 * see it (`forbidden`, test id `<testId>-forbidden`); an expired session goes to the login
 * (useSessionExpiry); any other failure shows the server's message. Gives the status, 0 when none.
 */
export function useListProblem(error: Error | null): number {
  useSessionExpiry(error);
  return error instanceof ApiError ? error.status : 0;
}

export function ListProblem({
  error,
  forbidden,
  testId,
}: {
  error: Error | null;
  forbidden: string;
  testId: string;
}) {
  const status = error instanceof ApiError ? error.status : 0;
  if (!error || status === 401) return null;
  if (status === 403)
    return (
      <Alert color="red" icon={<IconLock size={18} />} data-testid={`${testId}-forbidden`}>
        {forbidden}
      </Alert>
    );
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} />}>
      {error.message}
    </Alert>
  );
}
