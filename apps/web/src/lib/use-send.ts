import { useMutation } from '@tanstack/react-query';
import { apiFetch } from './api';

/**
 * A call that changes something: `method path` with the mutation's input as its JSON body, giving the
 * reply (a failure is the ApiError of lib/api.ts, with the field and code the server named).
 */
export function useSend<Input, Reply>(method: 'POST' | 'PATCH', path: string) {
  return useMutation({
    mutationFn: (input: Input) => apiFetch<Reply>(path, { method, body: input }),
  });
}
