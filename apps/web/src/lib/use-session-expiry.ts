import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from './api';
import { clearSession } from './session';

/** A 401 from the server ends the session (the token expired or was revoked): clear it and go to the login page. */
export function useSessionExpiry(error: unknown): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (error instanceof ApiError && error.status === 401) {
      clearSession();
      void navigate('/auth/login', { replace: true });
    }
  }, [error, navigate]);
}
