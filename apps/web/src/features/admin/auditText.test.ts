/** The audit log's details in Korean (issue 24 §5): labels and values of the entries administrators read. */
import type { AuditEntry } from "@portal/contract";
import { describe, expect, it } from "vitest";
import { describeDetail } from "./auditText.ts";

const entry = (action: AuditEntry["action"], detail: Record<string, unknown>): AuditEntry => ({
  id: 1,
  at: "2026-11-20T01:00:00.000Z",
  actorId: "admin",
  action,
  targetType: null,
  targetId: null,
  detail,
  ip: null,
});

/** A Latin word followed by a colon: a raw key of the server's detail. */
const RAW_KEY = /[A-Za-z]+:/;

describe("describeDetail", () => {
  it("names a ledger import's kind, file, rows and size in Korean", () => {
    const text = describeDetail(
      entry("dashboard.import", { companyCode: "CHANBIT", kind: "billing", fileName: "청구.csv", rows: 3, bytes: 232 }),
    );
    expect(text).toMatch(/^회사 코드: CHANBIT · 원장 종류: 청구 · 파일명: 청구\.csv · 행 수: 3 · 파일 크기: 232/);
    expect(text).not.toMatch(RAW_KEY);
  });

  it("names a closed day and its reason, and a reopened day", () => {
    expect(describeDetail(entry("reservationDay.close", { day: "2026-12-30", reason: "설비 점검" }))).toBe(
      "날짜: 2026-12-30 · 사유: 설비 점검",
    );
    expect(describeDetail(entry("reservationDay.reopen", { day: "2026-12-30" }))).toBe("날짜: 2026-12-30");
  });

  it("says a vehicle's grade change in Korean words, not its letters", () => {
    const text = describeDetail(entry("loadingVehicle.update", { grade: ["U", "V"], length: [9100, 9200] }));
    expect(text).toBe("치수 확인 정도: 미확인 → 확인됨 · 길이(mm): 9100 → 9200");
    expect(text).not.toMatch(RAW_KEY);
  });
});
