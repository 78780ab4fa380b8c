/**
 * Starts the three local social login providers for the browser tests (playwright.config.ts runs
 * it as a web server before the portal): `node oauth-mock.ts <first port>` listens on that port
 * (Kakao) and the next two (Naver, Google). Every login there is a new provider user with a
 * verified e-mail, so each social login in a test creates a fresh portal account.
 */
import { OAUTH_PROVIDERS } from "@portal/contract";
import { startMockProviders } from "../apps/server/test/oauth-mock.ts";

const first = Number(process.argv[2] ?? 3310);
let seq = 0;
const mocks = await startMockProviders({
  ports: { kakao: first, naver: first + 1, google: first + 2 },
});
for (const provider of OAUTH_PROVIDERS) {
  mocks.providers[provider].user = () => {
    seq += 1;
    const id = `${Date.now() % 1_000_000_000}${seq}`;
    return { id, email: `${provider}.${id}@example.com`, name: "김소셜", verified: true };
  };
}
console.log(`mock providers on ${first}-${first + 2}`);
const stop = async () => {
  await mocks.stop();
  process.exit(0);
};
process.on("SIGTERM", () => void stop());
process.on("SIGINT", () => void stop());
