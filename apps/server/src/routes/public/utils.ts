import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addressItemsReplySchema,
  apiLanguageSchema,
  errorReplies,
  LIMITS_SCHEMA,
  runModelsReplySchema,
} from '@raceday/domain/validation';
import { runModelsOf } from '../../orders/registrations';
import {
  districtsBySubDistrict,
  provincesByDistrict,
  subDistrictsByPostcode,
} from '../../services/events/addresses';
import { requestLanguage } from '../../lib/language';
import { success } from '../../lib/replies';

/** A geocode (2-6 digits) or a row id of the data set (r + digits), the part of a `ref` before "_". */
const addressId = z
  .string()
  .trim()
  .regex(/^(\d{2,6}|r\d{1,5})$/, { message: 'v.address_id' });

const addressReplies = { 200: addressItemsReplySchema, ...errorReplies(400) };

const utilsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/utils/run-model',
    {
      schema: {
        summary: 'The run models of a race type',
        body: z.strictObject({
          events_run_type_id: LIMITS_SCHEMA.id,
          language: apiLanguageSchema.optional(),
        }),
        response: { 200: runModelsReplySchema, ...errorReplies(400, 404) },
      },
    },
    async (req) => {
      const lang = requestLanguage(req);
      const models = await runModelsOf(app.db, req.body.events_run_type_id);
      return {
        status: 'success' as const,
        body: models.map((m) => ({
          id: m.id,
          name: lang === 'en' && m.nameEn ? m.nameEn : m.name,
          name_th: m.name,
          name_en: m.nameEn,
        })),
      };
    },
  );

  app.post(
    '/v1/utils/sub-district',
    {
      schema: {
        summary: 'The sub-districts of a postcode',
        body: z.strictObject({
          id: z
            .string()
            .trim()
            .regex(/^\d{5}$/, { message: 'v.postcode' }),
          language: apiLanguageSchema.optional(),
        }),
        response: addressReplies,
      },
    },
    async (req) => success(await subDistrictsByPostcode(req.body.id, requestLanguage(req))),
  );

  // The next steps of the cascade: a sub-district's districts, a district's provinces.
  const nextSteps = { district: districtsBySubDistrict, province: provincesByDistrict };
  for (const [step, lookup] of Object.entries(nextSteps)) {
    app.post(
      `/v1/utils/${step}`,
      {
        schema: {
          summary: step === 'district' ? 'The districts of a sub-district' : 'The provinces of a district',
          body: z.strictObject({ id: addressId, language: apiLanguageSchema.optional() }),
          response: addressReplies,
        },
      },
      async (req) => success(await lookup(req.body.id, requestLanguage(req))),
    );
  }
};

export default utilsRoutes;
