/**
 * Proof-of-work challenges for a device token (services/people/challenge.ts): the page asks for one only
 * when an order attempt was answered 429 challenge.required, solves it in the background and sends
 * the solution back for a token it then sends with its orders (header x-raceday-device).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorReplies } from '@raceday/domain/validation';
import { AppError } from '../../lib/errors';
import { contract } from '../../lib/replies';
import { deviceChallenges } from '../../services/people/challenge';
import { byAddress, firstSighting, limitBy, RATE } from '../../plugins/rate-limits';

const hex = (max: number) =>
  z
    .string()
    .regex(/^[0-9a-f]+$/)
    .max(max);

/** A challenge as POST /v1/challenge gave it: every field is covered by its signature. */
const challengeSchema = z.strictObject({
  parameters: z.strictObject({
    algorithm: z.string().max(40),
    nonce: hex(128),
    salt: hex(128),
    cost: z.number().int().positive().max(10_000_000),
    keyLength: z.number().int().positive().max(64),
    keyPrefix: hex(128),
    keySignature: hex(128).optional(),
    memoryCost: z.number().int().positive().optional(),
    parallelism: z.number().int().positive().optional(),
    expiresAt: z.number().int().positive().optional(),
    data: z
      .record(z.string().max(40), z.union([z.string().max(200), z.number(), z.boolean(), z.null()]))
      .optional(),
  }),
  signature: hex(128),
});

const challengeReply = z.object({ status: z.literal('success'), challenge: challengeSchema });

const verifyBody = z.strictObject({
  challenge: challengeSchema,
  solution: z.object({
    counter: z.number().int().min(0).max(0xffffffff),
    derivedKey: hex(256),
    time: z.number().optional(),
  }),
});

const tokenReply = z.object({
  status: z.literal('success'),
  /** Sent as the x-raceday-device header of order calls. */
  device_token: z.string(),
  expires_at: z.string(),
});

const challengeRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = deviceChallenges(app.config);
  // A solution makes one token: the same one sent again (from anywhere) is refused while it is valid.
  const firstUse = firstSighting(app, 'challenge-used', `${app.config.CHALLENGE_TTL_SECONDS} seconds`);
  const perAddress = { ...RATE.challenge, max: app.config.CHALLENGE_RATE_PER_MINUTE };

  app.post(
    '/v1/challenge',
    {
      preHandler: limitBy(app, 'challenge', perAddress, byAddress),
      schema: {
        summary: 'A proof-of-work challenge for a device token',
        response: { 200: challengeReply, ...errorReplies(429) },
      },
    },
    async () => ({
      status: 'success' as const,
      // Signed: the reply's schema only describes what the service made.
      challenge: (await service.create()) as z.infer<typeof challengeSchema>,
    }),
  );

  app.post(
    '/v1/challenge/verify',
    {
      schema: {
        summary: 'A solved challenge for a device token',
        ...contract(verifyBody, tokenReply, 400, 409),
      },
    },
    async (req) => {
      const check = await service.check(req.body.challenge, req.body.solution);
      if (!check.ok) throw new AppError(400, check.problem, {}, 'solution');
      if (!(await firstUse(req, check.nonce))) throw new AppError(409, 'challenge.used', {}, 'solution');
      const issued = service.issue();
      return {
        status: 'success' as const,
        device_token: issued.token,
        expires_at: issued.expiresAt.toISOString(),
      };
    },
  );
};

export default challengeRoutes;
