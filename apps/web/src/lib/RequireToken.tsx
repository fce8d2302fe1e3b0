import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { getToken } from './session';

/** Any screen needing a token redirects to /auth/login when none is stored (seed 001 §2). */
export function RequireToken({ children }: { children: ReactNode }) {
  if (getToken() === null) return <Navigate to="/auth/login" replace />;
  return <>{children}</>;
}
