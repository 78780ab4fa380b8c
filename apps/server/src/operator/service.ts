/**
 * The portal's operator details (issue 24 §3): read by everyone (footer, privacy policy), saved by
 * administrators with an audit entry naming each changed field before and after, in the same
 * transaction (`auditedChange`). One row, id 1 (migration 0026); the statements are in `queries.ts`.
 */
import { formatBusinessNo, type OperatorInfo } from "@portal/contract";
import { auditedChange } from "../audit/audited-change.ts";
import type { AppContext } from "../context.ts";
import type { Db } from "../db/database.ts";
import type { AdminActor } from "../http/admin-guard.ts";
import {
  findOperator,
  insertOperatorIfAbsent,
  lockOperator,
  OPERATOR_FIELDS,
  type OperatorValues,
  updateOperator,
} from "./queries.ts";

/** GET /api/operator: the details with the business number as 123-45-67890, or null before any are stored. */
export async function readOperator(db: Db): Promise<OperatorInfo | null> {
  const row = await findOperator(db);
  return row ? { ...row, businessNo: formatBusinessNo(row.businessNo) } : null;
}

/**
 * PUT /api/admin/operator: stores `values` (already validated: every field, the business number's
 * check digit) and records `operator.update` with the changed fields as [before, after]. Two
 * administrators saving at once are serialised by the row lock, so each entry's "before" is what
 * the other stored.
 */
export async function saveOperator(ctx: AppContext, admin: AdminActor, values: OperatorValues): Promise<OperatorInfo> {
  const now = new Date().toISOString();
  const stored = { ...values, updatedAt: now, updatedBy: admin.user.userId };
  await auditedChange(ctx, admin, {
    write: async (trx): Promise<Partial<OperatorValues>> => {
      if (await insertOperatorIfAbsent(trx, stored)) return {};
      const before = await lockOperator(trx, now);
      await updateOperator(trx, stored);
      return before;
    },
    audit: (_, before) => {
      const detail: Record<string, [string | null, string]> = {};
      for (const field of OPERATOR_FIELDS) {
        if (before[field] !== values[field]) detail[field] = [before[field] ?? null, values[field]];
      }
      return { action: "operator.update", targetType: "operator", targetId: "1", detail };
    },
  });
  const saved = await readOperator(ctx.db);
  if (!saved) throw new Error("operator details missing after save");
  return saved;
}

/** The demo operator (SEED_DEMO), stored when no details exist; administrators' values are never overwritten. */
export async function seedOperator(db: Db): Promise<void> {
  await insertOperatorIfAbsent(db, {
    organization: "스마트물류 컨소시엄 운영사무국",
    representative: "김도현",
    address: "인천광역시 남동구 남동서로 123, 스마트물류 실증센터 2층",
    phone: "032-000-1200",
    businessNo: "1234567891",
    privacyOfficer: "이서연",
    privacyOfficerPhone: "032-000-1201",
    privacyOfficerEmail: "privacy@portal.example.kr",
    updatedAt: new Date().toISOString(),
    updatedBy: null,
  });
}
