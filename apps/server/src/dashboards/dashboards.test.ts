/**
 * Dashboards and ledger imports through the HTTP API, on SQLite and PostgreSQL: import (CSV UTF-8
 * and EUC-KR, XLSX), every import error kind with nothing stored, idempotency (also under 20
 * simultaneous posts of one file), rollback, who may import, tenant isolation by parameter
 * tampering (403 and audited), the empty state, the administrators-only big-data views, the
 * figures of every dashboard, the file limits (rows, bytes), the import's phases on the event
 * stream, and the billing aggregates summed
 * again from the ledger after imports and rollbacks.
 */
import { DASHBOARD_BBS_IDS, IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, t } from "@portal/contract";
import ExcelJS from "exceljs";
import iconv from "iconv-lite";
import { type Kysely, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Client, DIALECTS, startTestApp, type TestApp } from "../../test/harness.ts";
import { openEventStream } from "../../test/processes.ts";
import { migrateToLatest } from "../db/migrate.ts";

const BILLING_HEADER = "전표번호,일자,거래처,업무,구분,금액,건수";

/** A billing CSV of `rows` (without header). */
function billingCsv(rows: string[]): string {
  return [BILLING_HEADER, ...rows].join("\r\n");
}

/** 12 customers' AR entries in March 2025 (customer i bills (i+1) × 100,000 won) plus 2 AP entries. */
function sampleBilling(prefix: string): string {
  const rows = Array.from(
    { length: 12 },
    (_, i) =>
      `${prefix}-${i},2025-03-${String(i + 1).padStart(2, "0")},거래처${String(i).padStart(2, "0")},운송,AR,"${((i + 1) * 100_000).toLocaleString("en-US")}",1`,
  );
  rows.push(`${prefix}-ap1,2025-03-05,미래운수,보관,AP,300000,2`, `${prefix}-ap2,2025-04-01,미래운수,하역,AP,200000,1`);
  return billingCsv(rows);
}

describe.each(DIALECTS)("dashboards on %s", (dialect) => {
  let app: TestApp;
  let admin: Client & { userId: string };
  let manager: Client & { userId: string };
  let staff: Client & { userId: string };
  let otherManager: Client & { userId: string };
  let loner: Client & { userId: string };

  async function setCompany(userId: string, companyCode: string | null, companyName: string | null) {
    await app.ctx.db.updateTable("users").set({ companyCode, companyName }).where("userId", "=", userId).execute();
  }
  const upload = (client: Client, query: string, name: string, data: Buffer | string) =>
    client.upload(`/api/dashboards/imports?${query}`, [{ name, data }]);
  const billing = (client: Client, query = "year=2025") => client.get(`/api/dashboards/billing?${query}`);
  const auditCount = async (action: string) =>
    Number(
      (
        await app.ctx.db
          .selectFrom("auditLog")
          .select((eb) => eb.fn.countAll().as("n"))
          .where("action", "=", action)
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    app = await startTestApp(dialect);
    admin = await app.member("A");
    manager = await app.member("M");
    staff = await app.member("U");
    otherManager = await app.member("M");
    loner = await app.member("U");
    await setCompany(manager.userId, "CHANBIT", "한빛로지스");
    await setCompany(staff.userId, "CHANBIT", "한빛로지스");
    await setCompany(otherManager.userId, "CDAESU", "대성정밀");
  });
  afterAll(async () => {
    await app.close();
  });

  it("imports a UTF-8 billing CSV and the billing dashboard shows the top 10, 기타 and totals over all", async () => {
    const res = await upload(manager, "kind=billing", "billing.csv", sampleBilling("A"));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      duplicate: false,
      import: { rowCount: 14, kind: "billing", companyCode: "CHANBIT" },
    });
    const dash = await billing(staff);
    expect(dash.status).toBe(200);
    expect(dash.body.main).toEqual({ arAmount: 7_800_000, arCount: 12, apAmount: 500_000, apCount: 3 });
    const ar = dash.body.customers.filter((c: { arap: string }) => c.arap === "AR");
    expect(ar).toHaveLength(11);
    expect(ar[0]).toMatchObject({ customerName: "거래처11", amount: 1_200_000, ratio: 15.4, other: false });
    expect(ar[10]).toMatchObject({ customerName: t("dashOther"), amount: 300_000, other: true });
    expect(dash.body.modules.find((m: { module: string }) => m.module === "운송")).toMatchObject({
      arAmount: 7_800_000,
      arRatio: 100,
    });
    expect(dash.body.months.map((m: { period: string }) => m.period)).toEqual(["2025-03", "2025-04"]);
    const march = await billing(staff, "year=2025&month=3");
    expect(march.body.main.apAmount).toBe(300_000);
    const filtered = await billing(staff, `year=2025&customer=${encodeURIComponent("미래")}`);
    expect(filtered.body.main).toMatchObject({ arAmount: 0, apAmount: 500_000 });
  });

  it("the same file twice adds nothing, also when sent 20 times at once", async () => {
    const again = await upload(manager, "kind=billing", "billing-copy.csv", sampleBilling("A"));
    expect(again.status).toBe(200);
    expect(again.body.duplicate).toBe(true);
    const file = sampleBilling("C");
    const results = await Promise.all(Array.from({ length: 20 }, () => upload(manager, "kind=billing", "c.csv", file)));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(results.filter((r) => r.body.duplicate === false)).toHaveLength(1);
    const dash = await billing(manager);
    expect(dash.body.main.arAmount).toBe(2 * 7_800_000);
    const imports = await manager.get("/api/dashboards/imports");
    expect(imports.body.items).toHaveLength(2);
    // Who imported, by name, never by login id.
    expect(imports.body.items[0].createdByName).toMatch(/^회원\d+$/);
    expect(JSON.stringify(imports.body)).not.toContain(manager.userId);
  });

  it("accepts EUC-KR CSV and XLSX, and the published templates import as they are", async () => {
    const euc = iconv.encode(billingCsv(["E-1,2025-05-01,대한상사,포워딩,AR,1000,1"]), "cp949");
    const res = await upload(manager, "kind=billing", "euc.csv", euc);
    expect(res.status).toBe(200);
    const dash = await billing(manager, "year=2025&month=5");
    expect(dash.body.customers[0]).toMatchObject({ customerName: "대한상사", amount: 1000 });

    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("원장");
    sheet.addRow(["B/L번호", "일자", "항구", "구분", "컨테이너", "상태"]);
    sheet.addRow(["HDMU0001", new Date(Date.UTC(2025, 5, 3)), "인천항", "수출", 2, "완료"]);
    sheet.addRow(["HDMU0002", "2025-06-04", "부산항", "수입", 1, "진행"]);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    const x = await upload(manager, "kind=forwarding", "fw.xlsx", xlsx);
    expect(x.status).toBe(200);
    expect(x.body.import.rowCount).toBe(2);

    for (const kind of ["orders", "shipments"] as const) {
      for (const format of ["csv", "xlsx"] as const) {
        const template = await app.app.inject({
          method: "GET",
          url: `/api/dashboards/templates/${kind}.${format}`,
          headers: { cookie: `sid=${manager.cookie("sid")}` },
        });
        expect(template.statusCode).toBe(200);
        expect(String(template.headers["content-disposition"])).toContain("attachment");
        if (format === "csv") {
          const imported = await upload(manager, `kind=${kind}`, `t.${format}`, template.rawPayload);
          expect(imported.status, JSON.stringify(imported.body)).toBe(200);
        }
      }
    }
    const tx = await manager.get(`/api/dashboards/transport/${DASHBOARD_BBS_IDS.transport}?year=2026`);
    expect(tx.body).toMatchObject({ total: 2, arrived: 1, onTime: 1, onTimeRate: 100 });
    expect(tx.body.routes[0].label).toContain("인천 남동공단");
    const orders = await manager.get(`/api/dashboards/orders/${DASHBOARD_BBS_IDS.orders}?year=2026`);
    expect(orders.body).toMatchObject({ total: 2, amount: 4_580_000 });
    const fw = await manager.get(`/api/dashboards/forwarding/${DASHBOARD_BBS_IDS.forwarding}?year=2025`);
    expect(fw.body).toMatchObject({ total: 2, containers: 3 });
    expect(fw.body.ports.find((p: { port: string }) => p.port === "인천항")).toMatchObject({ export: 1, import: 0 });
  });

  it("reports every bad row in Korean (row, column, problem) and imports nothing", async () => {
    const before = (await billing(manager)).body.main;
    const bad = billingCsv([
      "D-1,2025-13-01,가,운송,AR,100,1", // bad day
      "D-2,2025-01-02,,운송,AR,100,1", // required
      "D-3,2025-01-03,가,택배,AR,100,1", // bad choice
      "D-4,2025-01-04,가,운송,XX,1.5,1", // bad choice and bad won
      "D-5,2025-01-05,가,운송,AR,100,-1", // bad count
      "D-6,2025-01-06,가,운송,AR,100,1",
      "D-6,2025-01-07,가,운송,AR,100,1", // duplicate in file
      "D-8,2025-01-08,가,운송,AR,100,1",
    ]);
    const res = await upload(manager, "kind=billing", "bad.csv", bad);
    expect(res.status).toBe(422);
    expect(res.body.code).toBe("IMPORT_ROWS_INVALID");
    expect(res.body.errorCount).toBe(7);
    expect(res.body.errors).toEqual([
      { row: 2, column: "일자", message: t("dashImportBadDay") },
      { row: 3, column: "거래처", message: t("dashImportRequired") },
      { row: 4, column: "업무", message: t("dashImportBadChoice", { choices: "운송, 보관, 포워딩, 하역" }) },
      { row: 5, column: "구분", message: t("dashImportBadChoice", { choices: "AR, AP" }) },
      { row: 5, column: "금액", message: t("dashImportBadWon") },
      { row: 6, column: "건수", message: t("dashImportBadCount") },
      { row: 8, column: "전표번호", message: t("dashImportDuplicateInFile", { row: 7 }) },
    ]);
    const stored = await upload(
      manager,
      "kind=billing",
      "stored.csv",
      billingCsv(["N-1,2025-01-01,가,운송,AR,5,1", "A-3,2025-01-01,가,운송,AR,5,1"]),
    );
    expect(stored.status).toBe(422);
    expect(stored.body.errors).toEqual([{ row: 3, column: "전표번호", message: t("dashImportDuplicateStored") }]);
    const dateTime = await upload(
      manager,
      "kind=shipments",
      "s.csv",
      "운송번호,차량번호,출발지,도착지,예정도착,실제도착,상태\r\nS-9,1가1,가,나,2025-01-01 25:00,,대기",
    );
    expect(dateTime.body.errors).toEqual([{ row: 2, column: "예정도착", message: t("dashImportBadDateTime") }]);
    const long = await upload(
      manager,
      "kind=billing",
      "long.csv",
      billingCsv([`L-1,2025-01-01,${"가".repeat(101)},운송,AR,5,1`]),
    );
    expect(long.status).toBe(422);
    expect(long.body.errors).toEqual([{ row: 2, column: "거래처", message: t("dashImportTooLong") }]);
    expect((await billing(manager)).body.main).toEqual(before);

    const missing = await upload(manager, "kind=billing", "h.csv", "전표번호,일자\r\n1,2025-01-01");
    expect(missing.status).toBe(400);
    expect(missing.body.detail).toBe(t("dashImportMissingHeader", { column: "거래처" }));
    const empty = await upload(manager, "kind=billing", "e.csv", BILLING_HEADER);
    expect(empty.status).toBe(400);
    expect(empty.body.detail).toBe(t("dashImportEmpty"));
    const binary = await upload(manager, "kind=billing", "x.csv", Buffer.from([0, 1, 2, 3, 0, 5]));
    expect(binary.status).toBe(400);
    expect(binary.body.code).toBe("IMPORT_UNREADABLE");
    const brokenZip = await upload(
      manager,
      "kind=billing",
      "x.xlsx",
      Buffer.concat([Buffer.from([0x50, 0x4b, 3, 4]), Buffer.alloc(100)]),
    );
    expect(brokenZip.status).toBe(400);
    expect(brokenZip.body.code).toBe("IMPORT_UNREADABLE");
    expect((await billing(manager)).body.main).toEqual(before);
  });

  it("refuses a file over 200,000 rows or over 50 MiB with the Korean message and stores nothing", async () => {
    const count = async (table: "ledgerImports" | "billingEntries" | "billingCustomerYearly") =>
      Number(
        (
          await app.ctx.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = [await count("ledgerImports"), await count("billingEntries"), await count("billingCustomerYearly")];
    // Every row is valid: only the number of rows is wrong.
    const rows = Array.from({ length: IMPORT_MAX_ROWS + 1 }, (_, i) => `R-${i},2025-07-01,가,운송,AR,1,1`);
    const tooMany = await upload(manager, "kind=billing", "rows.csv", billingCsv(rows));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.detail).toBe(t("dashImportTooManyRows", { max: "200,000" }));
    expect(IMPORT_MAX_ROWS).toBe(200_000);

    // A valid one-row file padded with blank lines (which the reader skips) to 50 MiB + 1 byte.
    expect(IMPORT_MAX_BYTES).toBe(50 * 1024 * 1024);
    const head = Buffer.from(`${BILLING_HEADER}\r\nBIG-1,2025-07-01,가,운송,AR,1,1\r\n`);
    const big = Buffer.alloc(IMPORT_MAX_BYTES + 1, "\r\n");
    head.copy(big);
    const tooLarge = await upload(manager, "kind=billing", "big.csv", big);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toMatchObject({
      code: "FILE_TOO_LARGE",
      detail: t("dashImportTooLarge", { size: "50MB" }),
    });
    expect([await count("ledgerImports"), await count("billingEntries"), await count("billingCustomerYearly")]).toEqual(
      before,
    );
  });

  it("reports the import's phases (checking, storing) on the member's event stream", async () => {
    const address = await app.app.listen({ port: 0, host: "127.0.0.1" });
    const stream = await openEventStream(address, manager.cookieHeader());
    await stream.until("event: hello");
    const rows = Array.from({ length: 5000 }, (_, i) => `PR-${i},2024-06-01,진행상사,하역,AR,10,1`);
    const res = await upload(manager, "kind=billing&progress=upload-0001", "progress.csv", billingCsv(rows));
    expect(res.status).toBe(200);
    await stream.until('"progress":"upload-0001","phase":"checking","rows":2000}');
    await stream.until('"progress":"upload-0001","phase":"storing","rows":5000}');
    stream.close();
    expect((await upload(manager, "kind=billing&progress=a", "p.csv", billingCsv(rows))).status).toBe(400);
    expect((await manager.delete(`/api/dashboards/imports/${res.body.import.importId}`)).status).toBe(200);
  });

  it("only M of the company and A import; A names the company", async () => {
    const file = billingCsv(["P-1,2025-02-01,가,운송,AR,100,1"]);
    const byStaff = await upload(staff, "kind=billing", "p.csv", file);
    expect(byStaff.status).toBe(403);
    expect(byStaff.body.code).toBe("IMPORT_NOT_ALLOWED");
    expect((await upload(loner, "kind=billing", "p.csv", file)).status).toBe(403);
    expect((await staff.get("/api/dashboards/imports")).status).toBe(403);
    const visitor = await app.client();
    expect((await upload(visitor, "kind=billing", "p.csv", file)).status).toBe(401);
    expect((await upload(admin, "kind=billing", "p.csv", file)).status).toBe(403);
    const byAdmin = await upload(admin, "kind=billing&companyCode=CDAESU", "p.csv", file);
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.import.companyCode).toBe("CDAESU");
    const other = await billing(otherManager);
    expect(other.body.main.arAmount).toBe(100);
  });

  it("refuses another company's code (403, audited) in every dashboard and import; its rollback is 404 like a missing one", async () => {
    const audited = await auditCount("dashboard.otherCompany");
    const urls = [
      "/api/dashboards/billing?year=2025&companyCode=CHANBIT",
      `/api/dashboards/orders/${DASHBOARD_BBS_IDS.orders}?year=2025&companyCode=CHANBIT`,
      `/api/dashboards/transport/${DASHBOARD_BBS_IDS.transport}?year=2025&companyCode=CHANBIT`,
      `/api/dashboards/forwarding/${DASHBOARD_BBS_IDS.forwarding}?year=2025&companyCode=CHANBIT`,
      `/api/dashboards/settlement/${DASHBOARD_BBS_IDS.settlement}?date=2025-03-01&dateType=month&companyCode=CHANBIT`,
      "/api/dashboards/imports?companyCode=CHANBIT",
    ];
    for (const url of urls) {
      const res = await otherManager.get(url);
      expect(res.status, url).toBe(403);
      expect(res.body.code).toBe("DASHBOARD_OTHER_COMPANY");
      expect(res.body.detail).toBe(t("dashOtherCompany"));
    }
    const tampered = await upload(
      otherManager,
      "kind=billing&companyCode=CHANBIT",
      "z.csv",
      billingCsv(["Z-1,2025-02-01,가,운송,AR,1,1"]),
    );
    expect(tampered.status).toBe(403);
    const id = (await manager.get("/api/dashboards/imports")).body.items[0].importId;
    // Rolling back another company's import answers exactly like a missing one (ids are sequential).
    const foreign = await otherManager.delete(`/api/dashboards/imports/${id}`);
    const missing = await otherManager.delete("/api/dashboards/imports/987654321");
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(missing.body);
    expect(foreign.body.detail).toBe(t("dashImportNotFound"));
    expect((await manager.get("/api/dashboards/imports")).body.items[0].importId).toBe(id);
    // A member of the company who may not import is told so.
    expect((await staff.delete(`/api/dashboards/imports/${id}`)).body.code).toBe("IMPORT_NOT_ALLOWED");
    expect(await auditCount("dashboard.otherCompany")).toBe(audited + urls.length + 1);
    // Own company named explicitly is fine; A sees any company.
    expect((await manager.get("/api/dashboards/billing?year=2025&companyCode=CHANBIT")).status).toBe(200);
    const adminView = await billing(admin, "year=2025&companyCode=CHANBIT");
    expect(adminView.body.main.arAmount).toBeGreaterThan(0);
    const companies = await admin.get("/api/dashboards/companies");
    expect(companies.body.items.map((c: { companyCode: string }) => c.companyCode)).toEqual(
      expect.arrayContaining(["CHANBIT", "CDAESU"]),
    );
    expect((await staff.get("/api/dashboards/companies")).body).toEqual({
      items: [{ companyCode: "CHANBIT", companyName: "한빛로지스" }],
      canImport: false,
    });
  });

  it("a member without a company gets the empty state; a visitor gets 401", async () => {
    const res = await billing(loner);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ companyCode: null, customers: [], main: { arAmount: 0 } });
    const settlement = await loner.get(
      `/api/dashboards/settlement/${DASHBOARD_BBS_IDS.settlement}?date=2025-03-01&dateType=day`,
    );
    expect(settlement.body.rows).toEqual([]);
    expect((await (await app.client()).get("/api/dashboards/billing?year=2025")).status).toBe(401);
  });

  it("settlement: AR against AP with the balance per day, month and year; a wrong bbs id is 404", async () => {
    const url = (date: string, dateType: string) =>
      `/api/dashboards/settlement/${DASHBOARD_BBS_IDS.settlement}?date=${date}&dateType=${dateType}`;
    const month = await manager.get(url("2025-03-15", "month"));
    expect(month.status).toBe(200);
    expect(month.body.rows.find((r: { period: string }) => r.period === "2025-03")).toEqual({
      period: "2025-03",
      arAmount: 15_600_000,
      apAmount: 600_000,
      balance: 15_000_000,
    });
    const day = await manager.get(url("2025-03-15", "day"));
    expect(day.body.rows[0]).toMatchObject({ period: "2025-03-01", arAmount: 200_000 });
    const year = await manager.get(url("2025-03-15", "year"));
    expect(year.body.rows.map((r: { period: string }) => r.period)).toEqual(["2025"]);
    expect(
      (await manager.get(`/api/dashboards/settlement/20200101000000000000?date=2025-03-01&dateType=day`)).status,
    ).toBe(404);
    expect((await manager.get(url("2025-03-15", "week"))).status).toBe(400);
  });

  it("big-data dashboards: administrators only", async () => {
    for (const client of [manager, staff, loner]) {
      const res = await client.get("/api/dashboards/bigdata/billing?year=2025");
      expect(res.status).toBe(403);
      expect(res.body.detail).toBe(t("dashReadySoon"));
      expect((await client.get("/api/dashboards/bigdata/logistics?year=2025")).status).toBe(403);
    }
    const res = await admin.get("/api/dashboards/bigdata/billing?year=2025");
    expect(res.status).toBe(200);
    expect(res.body.companies.map((c: { companyName: string }) => c.companyName)).toEqual(["한빛로지스", "대성정밀"]);
    const logistics = await admin.get("/api/dashboards/bigdata/logistics?year=2025");
    expect(logistics.body.companies[0]).toMatchObject({ companyCode: "CHANBIT", forwardingFiles: 2, containers: 3 });
  });

  it("rolls back a whole import (aggregates too), audited; a second rollback is 404", async () => {
    const imports = (await manager.get("/api/dashboards/imports")).body.items;
    const first = imports.find((i: { fileName: string }) => i.fileName === "billing.csv");
    const rolled = await auditCount("dashboard.rollback");
    const res = await manager.delete(`/api/dashboards/imports/${first.importId}`);
    expect(res.status).toBe(200);
    // What is left: import C (7,800,000) and the EUC-KR entry (1,000).
    expect((await billing(manager)).body.main.arAmount).toBe(7_801_000);
    expect((await manager.delete(`/api/dashboards/imports/${first.importId}`)).status).toBe(404);
    expect(await auditCount("dashboard.rollback")).toBe(rolled + 1);
    // The same file may be imported again after its rollback.
    expect((await upload(manager, "kind=billing", "billing.csv", sampleBilling("A"))).body.duplicate).toBe(false);
    const concurrent = (await manager.get("/api/dashboards/imports")).body.items[0].importId;
    const results = await Promise.all(
      Array.from({ length: 10 }, () => manager.delete(`/api/dashboards/imports/${concurrent}`)),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect((await billing(manager)).body.main.arAmount).toBe(7_801_000);
    expect(await auditCount("dashboard.import")).toBeGreaterThan(0);
  });

  it("every billing aggregate equals the ledger summed again, after imports and rollbacks; filters agree", async () => {
    // Two years and a customer seen only in 2024, imported and rolled back: nothing may stay behind.
    const spanning = await upload(
      manager,
      "kind=billing",
      "span.csv",
      billingCsv([
        'Y-1,2024-12-31,연말상사,보관,AR,"1,000",1',
        "Y-2,2025-01-01,거래처03,보관,AP,2000,2",
        "Y-3,2025-03-09,거래처03,운송,AR,3000,3",
      ]),
    );
    expect(spanning.status).toBe(200);
    const check = async () => {
      const keys = {
        billingMonthly: { month: 7, customerName: 0, module: 0, arap: 0 },
        billingCustomerMonthly: { month: 7, customerName: 0, arap: 0 },
        billingCustomerYearly: { year: 4, customerName: 0, arap: 0 },
        billingModuleMonthly: { month: 7, module: 0, arap: 0 },
        billingDaily: { day: 10, arap: 0 },
      } as const;
      for (const [table, columns] of Object.entries(keys)) {
        const names = Object.keys(columns);
        const keyOf = (r: Record<string, unknown>) => [r.companyCode, ...names.map((n) => r[n])].join("|");
        const stored = (await app.ctx.db
          .selectFrom(table as "billingDaily")
          .selectAll()
          .execute()) as unknown as Record<string, unknown>[];
        const ledger = await app.ctx.db
          .selectFrom("billingEntries")
          .select(["companyCode", "day", "customerName", "module", "arap", "amount", "count"])
          .execute();
        const expected = new Map<string, [number, number]>();
        for (const e of ledger) {
          const row: Record<string, unknown> = { ...e, month: e.day.slice(0, 7), year: e.day.slice(0, 4) };
          const sum = expected.get(keyOf(row)) ?? [0, 0];
          expected.set(keyOf(row), [sum[0] + Number(e.amount), sum[1] + Number(e.count)]);
        }
        const actual = new Map(stored.map((r) => [keyOf(r), [Number(r.amount), Number(r.count)]]));
        expect(actual, table).toEqual(expected);
      }
    };
    await check();
    // Migration 0016_dashboards_yearly on a database that already holds imports fills the yearly
    // aggregate from the monthly one: run it again from scratch.
    await app.ctx.db.schema.dropIndex("billing_monthly_company_customer").execute();
    await app.ctx.db.schema.dropTable("billingCustomerYearly").execute();
    await sql`delete from ${sql.table("kysely_migration")} where ${sql.ref("name")} = ${"0016_dashboards_yearly"}`.execute(
      app.ctx.db,
    );
    await migrateToLatest(app.ctx.db as Kysely<unknown>, dialect);
    await check();
    const filtered = await billing(manager, `year=2025&customer=${encodeURIComponent("거래처0")}`);
    const march = await billing(manager, `year=2025&month=3&customer=${encodeURIComponent("거래처03")}`);
    const ledger = await app.ctx.db
      .selectFrom("billingEntries")
      .select(["day", "customerName", "arap", "amount"])
      .where("companyCode", "=", "CHANBIT")
      .execute();
    const sumOf = (prefix: string, name: string, arap: string) =>
      ledger
        .filter((e) => e.day.startsWith(prefix) && e.customerName.includes(name) && e.arap === arap)
        .reduce((sum, e) => sum + Number(e.amount), 0);
    expect(filtered.body.main.arAmount).toBe(sumOf("2025", "거래처0", "AR"));
    expect(filtered.body.main.apAmount).toBe(sumOf("2025", "거래처0", "AP"));
    expect(march.body.main.arAmount).toBe(sumOf("2025-03", "거래처03", "AR"));
    expect(march.body.customers.map((c: { customerName: string }) => c.customerName)).toEqual(["거래처03"]);
    expect((await billing(manager, "year=2024")).body.customers[0]).toMatchObject({ customerName: "연말상사" });
    expect((await billing(manager, `year=2025&customer=${encodeURIComponent("없는")}`)).body.main).toEqual({
      arAmount: 0,
      arCount: 0,
      apAmount: 0,
      apCount: 0,
    });

    expect((await manager.delete(`/api/dashboards/imports/${spanning.body.import.importId}`)).status).toBe(200);
    await check();
    expect((await billing(manager, "year=2024")).body.customers).toEqual([]);
  });
});
