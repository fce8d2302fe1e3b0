import type { ReactNode } from 'react';
import type { AuthorizationReply } from '@raceday/domain/validation';
import { Alert, Center, Group, Loader, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { EventDetail } from '@raceday/domain';
import { getEvent } from '@/api/get-event';
import { ApiError, apiFetch } from '@/lib/api';
import { getToken } from '@/lib/session';
import { useSessionExpiry } from '@/lib/use-session-expiry';

/** POST /v1/organizer/authorization: may the logged-in user run this event ('all-admin' for the admin views)? */
export function useEventAuthorization(eventKey: string) {
  return useQuery({
    queryKey: ['organizer-authorization', eventKey],
    queryFn: async () =>
      (
        await apiFetch<AuthorizationReply>('/v1/organizer/authorization', {
          method: 'POST',
          body: { event_key: eventKey },
        })
      ).message.is_authorization === 'Y',
    retry: false,
  });
}

/**
 * The event a back-office page works on: its public detail, or, for a draft the public does not see
 * yet, the same detail from the setup preview (the event's organizers may read it; a draft has no
 * desk work).
 */
function useStaffEvent(eventKey: string, enabled: boolean) {
  return useQuery({
    queryKey: ['staff-event', eventKey],
    enabled,
    retry: false,
    queryFn: async ({ signal }): Promise<EventDetail> => {
      try {
        return await getEvent(eventKey, signal);
      } catch (error) {
        if (!(error instanceof ApiError) || error.status !== 404) throw error;
        return (
          await apiFetch<{ body: EventDetail }>(
            `/v1/organizer/setup/events/${encodeURIComponent(eventKey)}/preview`,
            { signal },
          )
        ).body;
      }
    },
  });
}

/** 'Authorization checking...' with a spinner, while the server says whether the user may see a page or part. */
export function AuthorizationChecking({ text, py }: { text: string; py: 'md' | 'xl' }) {
  return (
    <Center py={py} data-testid="authorization-checking">
      <Group gap="sm">
        <Loader size="sm" />
        <Text c="dimmed">{text}</Text>
      </Group>
    </Center>
  );
}

/** A frame around a page of one event: the page, given the event's detail once the frame has it. */
export interface EventFrameProps {
  eventKey: string;
  children: (event: EventDetail) => ReactNode;
}

/**
 * Every per-event back-office page (seed 001 §2.6, §2.7, §2.9): no token -> login; then
 * 'authorization checking...', then 'You do not have authorization for this page' or the page with
 * its event. An unknown event goes to /404 (seed 001 §8). A token the server no longer accepts (401) is cleared.
 */
export function BackofficeGate({ eventKey, children }: EventFrameProps) {
  const { t } = useTranslation();
  const hasToken = getToken() !== null;
  const location = useLocation();
  const authorization = useEventAuthorization(eventKey);
  const allowed = authorization.data === true;
  const event = useStaffEvent(eventKey, allowed);
  const status = authorization.error instanceof ApiError ? authorization.error.status : 0;
  useSessionExpiry(authorization.error);

  // The login (or a sign-up from there) comes back to this page.
  if (!hasToken) return <Navigate to="/auth/login" replace state={{ from: location.pathname }} />;
  // No such event (the authorization call answers 404) or it cannot be loaded: the not-found page.
  if (status === 404 || event.isError) return <Navigate to="/404" replace />;
  if (authorization.isPending || (allowed && event.isPending)) {
    return <AuthorizationChecking text={t('backoffice.checking')} py="xl" />;
  }
  if (!allowed || !event.data) {
    return (
      <Alert color="red" icon={<IconLock size={18} />} m="md" data-testid="not-authorized">
        {authorization.isError && status !== 403 && status !== 401
          ? authorization.error.message
          : t('backoffice.notAuthorized')}
      </Alert>
    );
  }
  return <>{children(event.data)}</>;
}

/** A route's page for the event of its address (`:eventKey`), behind the gate; another event remounts it. */
export function GatedEventRoute({ page }: { page: (event: EventDetail) => ReactNode }) {
  const { eventKey = '' } = useParams();
  return (
    <BackofficeGate key={eventKey} eventKey={eventKey}>
      {page}
    </BackofficeGate>
  );
}
