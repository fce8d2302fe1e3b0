/** The site itself and the lookups the forms use (address cascade, run models). */
import { z } from 'zod';
import { bodyReply } from './common';

/** The site's help channels, as the server's SUPPORT_* settings say. */
export const supportContactsSchema = z.object({
  email: z.string(),
  phone: z.string(),
  line: z.string(),
  facebook: z.string(),
});
export type SupportContacts = z.infer<typeof supportContactsSchema>;

/** GET /v1/site: what every page may show about the site itself. */
export const siteReplySchema = bodyReply(z.object({ support: supportContactsSchema }));
export type SiteReply = z.infer<typeof siteReplySchema>;

/** One step of the address cascade; `ref` is "<id>_<Thai name>": the next lookup takes the id. */
export const addressItemSchema = z.object({
  ref: z.string(),
  name_th: z.string(),
  name_en: z.string(),
  /** In the caller's language. */
  name: z.string(),
});
export type AddressItem = z.infer<typeof addressItemSchema>;

/** POST /v1/utils/sub-district, /district, /province: the next step of the address cascade. */
export const addressItemsReplySchema = bodyReply(z.array(addressItemSchema));

/** One run model (e.g. a shirt-and-medal package) of a race type. */
export const runModelItemSchema = z.object({
  id: z.number().int(),
  /** In the caller's language. */
  name: z.string(),
  name_th: z.string(),
  name_en: z.string(),
});
export type RunModelItem = z.infer<typeof runModelItemSchema>;

/** POST /v1/utils/run-model: the run models of one race type. */
export const runModelsReplySchema = bodyReply(z.array(runModelItemSchema));
