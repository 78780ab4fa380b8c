/**
 * Korean demo deals for a fresh start (issue 11 "Done when"): forklifts, racks, pallets, conveyors,
 * AGVs and more from the demo members, each with generated photos (seed-pictures.ts) stored through
 * the same photo path as uploads, a few comments and favourites, one completed sale and two items
 * registered today. Every time lies in the past: comments (and the completion) are spaced between
 * the deal's registration and the seeding start. Runs only when the demo members exist and no deal does.
 */
import { DEAL_TYPE_SALE } from "@portal/contract";
import type { AppContext } from "../context.ts";
import { writeTransaction } from "../db/dialect.ts";
import { spacedBetween } from "../demo/time.ts";
import { htmlToText, sanitizeBody } from "../text/sanitize.ts";
import { storeDealPhoto } from "./photos.ts";
import { indexDeal } from "./queries.ts";
import { searchTextOf } from "./search.ts";
import { type EquipmentScene, equipmentPhoto } from "./seed-pictures.ts";
import { PERSONAL_COMPANY_CODE } from "./service.ts";

interface SeedDeal {
  author: string;
  title: string;
  category: string;
  condition: "H" | "M" | "L";
  modelNo: string;
  modelName: string;
  modelYear: number;
  amount: number;
  location: string;
  description: string[];
  telNo: string;
  scene: EquipmentScene;
  photos: number;
  daysAgo: number;
  completed?: boolean;
  comments?: [string, string][];
  favoritedBy?: string[];
}

const DEALS: SeedDeal[] = [
  {
    author: "hanbitlead",
    title: "도요타 전동지게차 2.5톤 (8FBN25) 판매합니다",
    category: "FORKLIFT",
    condition: "H",
    modelNo: "8FBN25",
    modelName: "도요타 카운터형 전동지게차",
    modelYear: 2019,
    amount: 21_000_000,
    location: "경기 평택시 포승읍",
    description: [
      "물류센터 이전으로 사용하던 전동지게차를 정리합니다.",
      "가동 시간 약 6,200시간, 배터리는 2023년 5월에 새것으로 교체했습니다.",
      "마스트 3단(최대 인상 4.5m), 사이드 시프트 포함. 정기 점검 기록 모두 있습니다.",
    ],
    telNo: "010-4821-3390",
    scene: "forklift",
    photos: 3,
    daysAgo: 0,
    comments: [
      ["jhjung01", "배터리 잔량 상태 확인하러 방문 가능할까요?"],
      ["hanbitlead", "평일 10시~17시 사이 오시면 시운전 보여드립니다."],
    ],
    favoritedBy: ["jhjung01", "demouser"],
  },
  {
    author: "daesungmgr",
    title: "중량 랙 4단 10세트 (W2000×D900×H3000)",
    category: "RACK",
    condition: "M",
    modelNo: "HR-2009-4",
    modelName: "볼트 조립식 중량 랙",
    modelYear: 2018,
    amount: 3_200_000,
    location: "경남 창원시 성산구",
    description: [
      "창고 레이아웃 변경으로 중량 랙 10세트를 내놓습니다.",
      "단당 하중 1,000kg, 빔 높이 조절 가능. 도장 일부 긁힘 외 변형 없습니다.",
      "해체는 저희가 해 드리고, 상차는 지게차로 도와드립니다.",
    ],
    telNo: "055-262-7710",
    scene: "rack",
    photos: 2,
    daysAgo: 3,
    favoritedBy: ["seumauto"],
  },
  {
    author: "jhjung01",
    title: "목재 팔레트 1100×1100 200장 일괄",
    category: "PALLET",
    condition: "M",
    modelNo: "T11-W",
    modelName: "목재 양면 팔레트 (열처리)",
    modelYear: 2022,
    amount: 1_400_000,
    location: "인천 서구 오류동",
    description: [
      "수출 포장용으로 쓰던 열처리 목재 팔레트 200장입니다.",
      "파손품은 미리 골라냈고, 장당 7,000원 꼴입니다. 50장 단위 분할 판매도 가능합니다.",
    ],
    telNo: "010-7734-1052",
    scene: "pallet",
    photos: 2,
    daysAgo: 8,
    comments: [["sorayoon", "50장만 구매 가능할까요? 화물차로 직접 가지러 가겠습니다."]],
  },
  {
    author: "seumauto",
    title: "롤러 컨베이어 12m + 구동부 (벨트 구동)",
    category: "CONVEYOR",
    condition: "H",
    modelNo: "RC-600-12",
    modelName: "벨트 구동식 롤러 컨베이어",
    modelYear: 2021,
    amount: 7_800_000,
    location: "충북 청주시 흥덕구",
    description: [
      "폭 600mm 롤러 컨베이어 12m(3m 모듈 4개)와 감속 모터 구동부입니다.",
      "실증 라인 철거품으로 사용 기간 1년 미만입니다. 인버터 포함.",
    ],
    telNo: "043-231-8845",
    scene: "conveyor",
    photos: 3,
    daysAgo: 12,
    favoritedBy: ["daesungmgr", "hanbitlead", "jhjung01"],
  },
  {
    author: "nurisoft",
    title: "물류용 AGV 2대 (자기 테이프 유도, 리프트형)",
    category: "AGV",
    condition: "H",
    modelNo: "NR-AGV-500L",
    modelName: "저상 리프트형 AGV 500kg",
    modelYear: 2022,
    amount: 26_000_000,
    location: "대전 유성구 테크노2로",
    description: [
      "시범 운영하던 저상 리프트형 AGV 2대를 판매합니다. 대당 1,300만 원.",
      "적재 500kg, 자기 테이프 유도 방식이며 충전기 2대와 관제 소프트웨어 라이선스 이전 가능합니다.",
      "현장 설치 및 초기 경로 설정 1회 지원해 드립니다.",
    ],
    telNo: "042-863-5120",
    scene: "agv",
    photos: 2,
    daysAgo: 0,
    favoritedBy: ["seumauto"],
  },
  {
    author: "demouser",
    title: "3톤 디젤 지게차 (2015년식) 급매",
    category: "FORKLIFT",
    condition: "L",
    modelNo: "D30S-5",
    modelName: "디젤 카운터 지게차 3톤",
    modelYear: 2015,
    amount: 9_500_000,
    location: "경기 화성시 향남읍",
    description: [
      "가동 시간 14,000시간으로 외관은 낡았지만 엔진과 미션 상태 좋습니다.",
      "타이어는 작년에 교체했고, 포크 길이 1,220mm입니다. 현장 확인 후 구매 권합니다.",
    ],
    telNo: "010-2290-6614",
    scene: "forklift",
    photos: 2,
    daysAgo: 21,
    completed: true,
    comments: [
      ["daesungmgr", "혹시 아직 판매 중인가요?"],
      ["demouser", "죄송합니다. 며칠 전에 거래가 완료되었습니다."],
    ],
    favoritedBy: ["daesungmgr"],
  },
  {
    author: "sorayoon",
    title: "경량 랙 5단 앵글 선반 6세트",
    category: "RACK",
    condition: "H",
    modelNo: "LR-1545",
    modelName: "무볼트 경량 랙",
    modelYear: 2023,
    amount: 480_000,
    location: "서울 금천구 가산동",
    description: [
      "사무실 자재실에서 쓰던 무볼트 경량 랙 6세트입니다. 단당 하중 150kg.",
      "조립 설명서 있고, 직접 가져가시면 됩니다.",
    ],
    telNo: "010-5512-0973",
    scene: "rack",
    photos: 1,
    daysAgo: 30,
  },
  {
    author: "daesungmgr",
    title: "전동 체인 호이스트 2톤 (주행 트롤리 포함)",
    category: "LIFT",
    condition: "M",
    modelNo: "CH-2T-E",
    modelName: "전동 체인 호이스트",
    modelYear: 2017,
    amount: 2_300_000,
    location: "경남 김해시 진례면",
    description: [
      "2톤 전동 체인 호이스트와 주행 트롤리입니다. 양정 6m, 리모컨 포함.",
      "정기 안전검사 합격증 사본 드립니다.",
    ],
    telNo: "055-345-2280",
    scene: "hoist",
    photos: 2,
    daysAgo: 45,
  },
  {
    author: "hanbitlead",
    title: "자동 스트레치 필름 랩핑기 (턴테이블형)",
    category: "PACKING",
    condition: "M",
    modelNo: "SW-1650T",
    modelName: "턴테이블 팔레트 랩핑기",
    modelYear: 2020,
    amount: 5_600_000,
    location: "경기 평택시 포승읍",
    description: [
      "팔레트 자동 랩핑기입니다. 턴테이블 지름 1,650mm, 최대 적재 2,000kg.",
      "필름 프리스트레치 250%, 상·하단 감는 횟수 설정 가능합니다.",
    ],
    telNo: "010-4821-3390",
    scene: "wrapper",
    photos: 2,
    daysAgo: 60,
    favoritedBy: ["jhjung01"],
  },
  {
    author: "seumauto",
    title: "플라스틱 팔레트 1200×1000 80장",
    category: "PALLET",
    condition: "H",
    modelNo: "PP-1210",
    modelName: "사출 플라스틱 팔레트",
    modelYear: 2022,
    amount: 2_000_000,
    location: "충북 청주시 흥덕구",
    description: ["식품 라인에서 쓰던 사출 플라스틱 팔레트 80장입니다. 세척 완료, 파손 없습니다."],
    telNo: "043-231-8845",
    scene: "plasticPallet",
    photos: 1,
    daysAgo: 75,
  },
  {
    author: "jhjung01",
    title: "파렛트 랙 3단 4연 (빔 길이 2,700mm)",
    category: "RACK",
    condition: "M",
    modelNo: "PR-2700-3",
    modelName: "파렛트 랙",
    modelYear: 2016,
    amount: 4_100_000,
    location: "인천 서구 오류동",
    description: [
      "팔레트 적재용 랙 3단 4연입니다. 단당 2,000kg, 프레임 높이 4.5m.",
      "앵커 볼트와 안전핀 모두 있습니다. 지게차 통로 폭 3.2m 기준으로 설치하던 것입니다.",
    ],
    telNo: "010-7734-1052",
    scene: "rack",
    photos: 2,
    daysAgo: 90,
  },
  {
    author: "nurisoft",
    title: "분류용 벨트 컨베이어 6m (속도 조절)",
    category: "CONVEYOR",
    condition: "M",
    modelNo: "BC-450-6",
    modelName: "평벨트 컨베이어",
    modelYear: 2019,
    amount: 3_300_000,
    location: "대전 유성구 테크노2로",
    description: ["폭 450mm 평벨트 컨베이어 6m입니다. 속도 조절 인버터, 비상정지 스위치 2개 포함."],
    telNo: "042-863-5120",
    scene: "conveyor",
    photos: 1,
    daysAgo: 120,
  },
];

/** Seeds the demo deals once (when the demo members exist and there is no deal yet). True when it did. */
export async function seedTradeDeals(ctx: AppContext): Promise<boolean> {
  if (await ctx.db.selectFrom("deals").select("dealNo").limit(1).executeTakeFirst()) return false;
  const members = await ctx.db.selectFrom("users").select(["userId", "nameKo", "companyCode"]).execute();
  const byId = new Map(members.map((m) => [m.userId, m]));
  if (!DEALS.every((d) => byId.has(d.author))) return false;
  const started = new Date();
  const now = started.getTime();
  // Oldest first, so deal numbers follow the registration time.
  const ordered = [...DEALS].sort((a, b) => b.daysAgo - a.daysAgo);
  for (const [index, seed] of ordered.entries()) {
    const author = byId.get(seed.author)!;
    const createdAt = new Date(now - seed.daysAgo * 86_400_000 - (ordered.length - index) * 600_000).toISOString();
    const photoIds: number[] = [];
    for (let v = 0; v < seed.photos; v++) {
      const photo = await equipmentPhoto(seed.scene, index + v);
      photoIds.push((await storeDealPhoto(ctx, `${seed.scene}-${v + 1}.jpg`, photo, author.userId)).photoId);
    }
    const descriptionHtml = sanitizeBody(seed.description.map((p) => `<p>${p}</p>`).join(""));
    const searchText = searchTextOf(seed.title, htmlToText(descriptionHtml));
    await writeTransaction(ctx.db, ctx.dialect, async (trx) => {
      const { dealNo } = await trx
        .insertInto("deals")
        .values({
          dealType: DEAL_TYPE_SALE,
          companyCode: author.companyCode ?? PERSONAL_COMPANY_CODE,
          title: seed.title,
          category: seed.category,
          condition: seed.condition,
          modelNo: seed.modelNo,
          modelName: seed.modelName,
          modelYear: seed.modelYear,
          amount: seed.amount,
          location: seed.location,
          descriptionHtml,
          searchText,
          telNo: seed.telNo,
          authorId: author.userId,
          authorName: author.nameKo,
          coverPhotoId: photoIds[0] ?? null,
          favoriteCount: seed.favoritedBy?.length ?? 0,
          // Halfway: after the first comment (asking whether it is still for sale), before the answer.
          completedAt: seed.completed ? spacedBetween(createdAt, started, 1, 1) : null,
          hiddenAt: null,
          hiddenBy: null,
          createdAt,
          updatedAt: createdAt,
          updatedBy: author.userId,
        })
        .returning("dealNo")
        .executeTakeFirstOrThrow();
      for (const [seq, photoId] of photoIds.entries()) {
        await trx
          .updateTable("dealPhotos")
          .set({ dealNo, seq: seq + 1 })
          .where("photoId", "=", photoId)
          .execute();
      }
      await indexDeal(trx, dealNo, searchText);
      const comments = seed.comments ?? [];
      for (const [i, [writer, body]] of comments.entries()) {
        const at = spacedBetween(createdAt, started, i + 1, comments.length);
        await trx
          .insertInto("dealComments")
          .values({
            dealNo,
            authorId: writer,
            authorName: byId.get(writer)?.nameKo ?? writer,
            body,
            createdAt: at,
            updatedAt: at,
            deletedAt: null,
          })
          .execute();
      }
      for (const userId of seed.favoritedBy ?? []) {
        await trx.insertInto("dealFavorites").values({ userId, dealNo, createdAt }).execute();
      }
    });
  }
  return true;
}
