import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '@/lib/api';
import { clearSession } from '@/lib/session';

/** A 401 from the server ends the session: clear it and go to the login page. */
export function useSessionExpiry(error: unknown): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (error instanceof ApiError && error.status === 401) {
      clearSession();
      void navigate('/auth/login', { replace: true });
    }
  }, [error, navigate]);
}
