/** Trade test helpers: a valid deal and creating one through the API. */
import type { DealWriteInput } from "@portal/contract";
import type { Client } from "./harness.ts";

/** A valid deal; `overrides` change single fields. */
export function dealInput(overrides: Partial<DealWriteInput> = {}): DealWriteInput {
  return {
    title: "전동 지게차 2.5톤 (2019년식)",
    category: "FORKLIFT",
    condition: "H",
    modelNo: "FB25-7",
    modelName: "전동 카운터 지게차",
    modelYear: 2019,
    amount: 18_500_000,
    location: "경기 평택시 포승읍",
    descriptionHtml: "<p>배터리 교체 2023년. 정기 점검 기록 있습니다.</p>",
    telNo: "010-1234-5678",
    photoIds: [],
    ...overrides,
  };
}

/** Creates a deal as `client` and returns its number. */
export async function createDeal(client: Client, overrides: Partial<DealWriteInput> = {}): Promise<number> {
  const res = await client.post("/api/deals", dealInput(overrides));
  if (res.status !== 201) throw new Error(JSON.stringify(res.body));
  return res.body.dealNo as number;
}
