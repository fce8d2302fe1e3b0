import type { FastifyRequest } from 'fastify';
import type { Language } from '@raceday/domain';

/** The caller's language: the seeds' `language: 'TH' | 'EN'` field, else Accept-Language, else Thai. */
export function requestLanguage(req: FastifyRequest): Language {
  const body = req.body as { language?: unknown } | undefined;
  if (body && typeof body === 'object' && typeof body.language === 'string') {
    return body.language.toUpperCase() === 'EN' ? 'en' : 'th';
  }
  const header = req.headers['accept-language'];
  if (typeof header === 'string') {
    const first = header.split(',')[0]?.trim().toLowerCase() ?? '';
    if (first.startsWith('en')) return 'en';
  }
  return 'th';
}
