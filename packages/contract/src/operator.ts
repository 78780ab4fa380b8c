/**
 * The portal's operator details (issue 24 §3; 전자상거래법 §10 and 개인정보 보호법 §30 ask a site to
 * name them): shown in every page's footer and named by the privacy policy, edited by administrators.
 */
import { z } from "zod";
import { businessNoField, emailField, PHONE_PATTERN } from "./rules.ts";

/** GET /api/operator: the stored details (`businessNo` as 123-45-67890), or null before any are set. */
export const operatorInfoSchema = z.object({
  organization: z.string(),
  representative: z.string(),
  address: z.string(),
  phone: z.string(),
  businessNo: z.string(),
  privacyOfficer: z.string(),
  privacyOfficerPhone: z.string(),
  privacyOfficerEmail: z.string(),
  updatedAt: z.string(),
});
export type OperatorInfo = z.infer<typeof operatorInfoSchema>;
export const operatorAnswerSchema = z.object({ operator: operatorInfoSchema.nullable() });

const text = (max: number) =>
  z
    .string({ error: "operatorFieldRequired" })
    .trim()
    .min(1, { error: "operatorFieldRequired" })
    .max(max, { error: "operatorFieldTooLong" });

const phone = z
  .string({ error: "operatorFieldRequired" })
  .trim()
  .min(1, { error: "operatorFieldRequired" })
  .regex(PHONE_PATTERN, { error: "phoneRule" });

/** PUT /api/admin/operator: every field required; the business number with a valid check digit. */
export const operatorWriteSchema = z.object({
  organization: text(100),
  representative: text(50),
  address: text(200),
  phone,
  businessNo: businessNoField,
  privacyOfficer: text(50),
  privacyOfficerPhone: phone,
  privacyOfficerEmail: emailField("emailInvalid"),
});
export type OperatorWrite = z.input<typeof operatorWriteSchema>;
