import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { getToken } from './session';

/**
 * Any screen needing a token redirects to /auth/login when none is stored (seed 001 §2); the login
 * (or a sign-up from there) comes back to it.
 */
export function RequireToken({ children }: { children: ReactNode }) {
  const location = useLocation();
  if (getToken() === null) {
    return <Navigate to="/auth/login" replace state={{ from: location.pathname + location.search }} />;
  }
  return <>{children}</>;
}
