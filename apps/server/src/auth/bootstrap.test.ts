/**
 * The first administrator (issue 24 §5): created once, from ADMIN_PASSWORD or with a generated password
 * shown once; on a later start the administrator keeps their password, and the start-up summary says that
 * a changed ADMIN_PASSWORD was ignored instead of claiming it is in use.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DIALECTS, startTestApp, type TestApp } from "../../test/harness.ts";
import type { AppContext } from "../context.ts";
import { ensureAdministrator } from "./bootstrap.ts";

/** The context of a restart with `adminPassword` (undefined: ADMIN_PASSWORD unset). */
const restartWith = (ctx: AppContext, adminPassword: string | undefined): AppContext => ({
  ...ctx,
  config: { ...ctx.config, adminPassword },
});

describe.each(DIALECTS)("first administrator on %s", (dialect) => {
  let fromEnv: TestApp;
  let generated: TestApp;
  beforeAll(async () => {
    fromEnv = await startTestApp(dialect, { ADMIN_PASSWORD: "First-pass-1" });
    generated = await startTestApp(dialect);
  });
  afterAll(async () => {
    await fromEnv.close();
    await generated.close();
  });

  it("a changed ADMIN_PASSWORD on restart is reported as ignored, and the old password stays", async () => {
    expect(await ensureAdministrator(fromEnv.ctx)).toBe(
      "administrator  admin (created with the password from ADMIN_PASSWORD)",
    );
    expect((await (await fromEnv.client("10.41.0.1")).login("admin", "First-pass-1")).status).toBe(200);

    const restart = await ensureAdministrator(restartWith(fromEnv.ctx, "Second-pass-2"));
    expect(restart).toContain("ADMIN_PASSWORD ignored");
    expect(restart).toContain("change the password on 마이페이지");
    expect(restart).not.toContain("from ADMIN_PASSWORD");
    expect((await (await fromEnv.client("10.41.0.2")).login("admin", "Second-pass-2")).status).toBe(401);
    expect((await (await fromEnv.client("10.41.0.3")).login("admin", "First-pass-1")).status).toBe(200);

    // Without ADMIN_PASSWORD the line only says the administrator exists.
    expect(await ensureAdministrator(restartWith(fromEnv.ctx, undefined))).toBe("administrator  admin (exists)");
  });

  it("without ADMIN_PASSWORD the generated password is shown once and logs in", async () => {
    const line = await ensureAdministrator(generated.ctx);
    const password = /password "([^"]+)", shown once/.exec(line)?.[1] ?? "";
    expect(password.length).toBeGreaterThanOrEqual(12);
    expect((await (await generated.client("10.41.0.4")).login("admin", password)).status).toBe(200);
    const again = await ensureAdministrator(generated.ctx);
    expect(again).toBe("administrator  admin (exists)");
    expect(again).not.toContain(password);
  });
});
