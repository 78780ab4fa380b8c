/**
 * Demo pictures, company cards and comments for a fresh start: the gallery boards (club,
 * restaurant, lodging, product) and the company board get simple generated pictures (gradients
 * and shapes drawn by sharp from SVG, no text, so no font is needed), stored through the file
 * storage like any upload; company posts get their card fields and a logo; a few posts get
 * nested comments, the bamboo forest's under pseudonyms. Seeded only with the demo content.
 */
import { Readable } from "node:stream";
import { type FixedBoardKey, fixedBoard } from "@portal/contract";
import sharp from "sharp";
import { bumpCommentCount, insertComment } from "../comments/queries.ts";
import type { AppContext } from "../context.ts";
import type { Db } from "../db/database.ts";
import { spacedBetween } from "../demo/time.ts";
import { insertFiles } from "../files/queries.ts";
import { discardUploads, type StoredUpload, storeUpload } from "../files/upload.ts";

type Scene = "club" | "restaurant" | "lodging" | "product";

const PALETTES: [string, string][] = [
  ["#1e6fd9", "#7cc4ff"],
  ["#e8590c", "#ffc078"],
  ["#2b8a3e", "#8ce99a"],
  ["#5f3dc4", "#b197fc"],
  ["#c2255c", "#faa2c1"],
  ["#0b7285", "#66d9e8"],
];

/** Shapes drawn over the gradient, by board. */
function sceneShapes(scene: Scene, i: number): string {
  const shift = (i % 3) * 60;
  switch (scene) {
    case "club":
      return `<ellipse cx="400" cy="560" rx="520" ry="120" fill="#ffffff" opacity="0.25"/>
        <circle cx="${260 + shift}" cy="300" r="110" fill="#ffffff" opacity="0.9"/>
        <path d="M${180 + shift} 260 Q${260 + shift} 320 ${340 + shift} 260 M${180 + shift} 340 Q${260 + shift} 280 ${340 + shift} 340" stroke="#343a40" stroke-width="10" fill="none"/>
        <rect x="520" y="180" width="16" height="260" rx="8" fill="#ffffff" opacity="0.8"/>
        <polygon points="536,190 640,220 536,250" fill="#ffe066"/>`;
    case "restaurant":
      return `<circle cx="400" cy="330" r="210" fill="#ffffff" opacity="0.2"/>
        <path d="M210 300 H590 A190 150 0 0 1 210 300 Z" fill="#ffffff"/>
        <rect x="230" y="290" width="340" height="20" rx="10" fill="#f1f3f5"/>
        <path d="M330 250 q-20 -40 0 -80 M400 250 q-20 -40 0 -80 M470 250 q-20 -40 0 -80" stroke="#ffffff" stroke-width="12" fill="none" opacity="0.8" stroke-linecap="round"/>
        <rect x="600" y="120" width="14" height="300" rx="7" fill="#495057" transform="rotate(${12 + shift / 10} 607 270)"/>
        <rect x="630" y="120" width="14" height="300" rx="7" fill="#495057" transform="rotate(${16 + shift / 10} 637 270)"/>`;
    case "lodging":
      return `<circle cx="640" cy="130" r="60" fill="#fff9db"/>
        <rect x="${140 + shift}" y="200" width="220" height="320" fill="#ffffff" opacity="0.92"/>
        <rect x="${400 + shift / 2}" y="280" width="200" height="240" fill="#ffffff" opacity="0.8"/>
        ${[0, 1, 2, 3]
          .map(
            (r) =>
              `<rect x="${170 + shift}" y="${230 + r * 70}" width="60" height="40" fill="#ffd43b"/><rect x="${270 + shift}" y="${230 + r * 70}" width="60" height="40" fill="#ffd43b" opacity="${r % 2 ? 0.4 : 1}"/>`,
          )
          .join("")}
        <rect x="0" y="520" width="800" height="80" fill="#212529" opacity="0.35"/>`;
    case "product":
      return `<rect x="0" y="470" width="800" height="130" fill="#212529" opacity="0.25"/>
        <rect x="${170 + shift}" y="300" width="360" height="150" rx="24" fill="#ffffff"/>
        <rect x="${200 + shift}" y="330" width="120" height="60" rx="10" fill="#4dabf7"/>
        <circle cx="${230 + shift}" cy="460" r="34" fill="#343a40"/>
        <circle cx="${470 + shift}" cy="460" r="34" fill="#343a40"/>
        <rect x="${250 + shift}" y="180" width="200" height="120" fill="#ffd8a8" stroke="#e67700" stroke-width="8"/>
        <line x1="${250 + shift}" y1="240" x2="${450 + shift}" y2="240" stroke="#e67700" stroke-width="6"/>`;
  }
}

/** A 4:3 demo picture (JPEG) for a gallery post. */
function scenePicture(scene: Scene, i: number): Promise<Buffer> {
  const [from, to] = PALETTES[i % PALETTES.length]!;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="800" height="600" fill="url(#g)"/>${sceneShapes(scene, i)}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}

/** A square demo logo (PNG): a coloured tile with a geometric mark. */
function logoPicture(i: number): Promise<Buffer> {
  const [from, to] = PALETTES[(i + 2) % PALETTES.length]!;
  const marks = [
    `<circle cx="200" cy="200" r="90" fill="none" stroke="#fff" stroke-width="34"/>`,
    `<polygon points="200,90 310,290 90,290" fill="#fff"/>`,
    `<rect x="110" y="110" width="180" height="180" rx="30" fill="none" stroke="#fff" stroke-width="34" transform="rotate(45 200 200)"/>`,
    `<path d="M100 260 L170 140 L230 230 L300 120" stroke="#fff" stroke-width="34" fill="none" stroke-linejoin="round"/>`,
  ];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="400" height="400" rx="64" fill="url(#g)"/>${marks[i % marks.length]}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Company cards of the company board, by the name its posts' titles start with. */
const COMPANIES: Record<string, { field: string; contact: string; homepage: string }> = {
  한빛로지스: { field: "3PL·공동물류", contact: "032-000-1100", homepage: "https://hanbit-logis.example.kr" },
  대성정밀: { field: "AGV·AMR 제조", contact: "032-000-3400", homepage: "https://daesung-p.example.kr" },
  세움오토메이션: {
    field: "멀티셔틀·컨베이어 시스템",
    contact: "032-000-2700",
    homepage: "https://seum-auto.example.com",
  },
  누리소프트: { field: "WMS·디지털트윈", contact: "032-000-2900", homepage: "https://nurisoft.example.kr" },
  동진산업: { field: "친환경 포장재", contact: "032-000-5300", homepage: "" },
  가온시뮬레이션: {
    field: "적재·물류 시뮬레이션",
    contact: "gaon@example.kr",
    homepage: "https://gaon-sim.example.kr",
  },
};

interface SeedComment {
  author: string;
  body: string;
  replies?: SeedComment[];
}

/** Comments of a few seeded posts, found by board and title. */
const COMMENTS: { board: FixedBoardKey; title: string; comments: SeedComment[] }[] = [
  {
    board: "qna",
    title: "실증센터 방문 시 주차 등록은 어디서 하나요?",
    comments: [
      {
        author: "jhjung01",
        body: "저도 지난주에 다녀왔는데 정문 경비실에서 차량 번호만 말하면 바로 등록해 줬어요.",
        replies: [
          {
            author: "demouser",
            body: "감사합니다! 방문증도 같은 곳에서 받나요?",
            replies: [{ author: "jhjung01", body: "네, 신분증만 챙겨 가시면 됩니다." }],
          },
        ],
      },
      { author: "sorayoon", body: "오후 2시 이후에는 지원센터 지하 주차장이 여유 있습니다." },
    ],
  },
  {
    board: "club",
    title: "산단 러닝크루 '퇴근길 5K' 회원 모집",
    comments: [
      {
        author: "sorayoon",
        body: "목요일에 처음 나가 보려고 하는데 운동화만 있으면 되나요?",
        replies: [{ author: "jhjung01", body: "네, 편한 운동화면 충분합니다. 광장에서 뵐게요!" }],
      },
      { author: "hanbitlead", body: "한빛로지스 직원 두 명도 같이 갑니다." },
    ],
  },
  {
    board: "restaurant",
    title: "실증센터 정문 앞 '든든국밥' – 출장 오신 분들께 추천",
    comments: [{ author: "daesungmgr", body: "순대국밥 진짜 맛있어요. 점심 12시 전에 가야 자리 있습니다." }],
  },
  {
    board: "bamboo",
    title: "성수기 야근, 다들 어떻게 버티세요?",
    comments: [
      {
        author: "jhjung01",
        body: "저는 주말에 무조건 늦잠 잡니다. 그게 유일한 회복이에요.",
        replies: [{ author: "demouser", body: "늦잠 최고죠. 저도 이번 주말엔 푹 자야겠어요." }],
      },
      {
        author: "sorayoon",
        body: "통근버스 막차 시간 좀 늘려 달라고 건의해 봐요.",
        replies: [{ author: "jhjung01", body: "찬성합니다. 같이 건의해요." }],
      },
    ],
  },
  {
    board: "bamboo",
    title: "오늘 구내식당 메뉴 보신 분?",
    comments: [{ author: "sorayoon", body: "카레 세 번은 너무했어요 ㅋㅋ 금요일 치킨 기대합니다." }],
  },
];

async function storePicture(ctx: AppContext, data: Buffer, name: string): Promise<StoredUpload> {
  return storeUpload(ctx.storage, Readable.from([data]), name, { maxBytes: 20 * 1024 * 1024, kinds: ["image"] });
}

async function attach(db: Db, postId: number, authorId: string, uploads: StoredUpload[], role: "attachment" | "logo") {
  const now = new Date().toISOString();
  const rows = await insertFiles(
    db,
    uploads.map((u) => ({
      role,
      kind: u.kind,
      originalName: u.originalName,
      storageKey: u.storageKey,
      thumbKey: u.thumbKey,
      size: u.size,
      mime: u.mime,
      ext: u.ext,
      width: u.width,
      height: u.height,
      createdAt: now,
      createdBy: authorId,
      boardId: null,
      deletedAt: null,
    })),
    { ownerType: "post", ownerId: postId },
  );
  if (role === "attachment") {
    await db
      .updateTable("posts")
      .set((eb) => ({ fileCount: eb("fileCount", "+", rows.length) }))
      .where("postId", "=", postId)
      .execute();
  }
  return rows;
}

const topPosts = (db: Db, key: FixedBoardKey) =>
  db
    .selectFrom("posts")
    .select(["postId", "title", "authorId", "anonymous", "createdAt"])
    .where("boardId", "=", fixedBoard(key).boardId)
    .where("depth", "=", 0)
    .orderBy("postId", "desc")
    .execute();

async function seedPictures(ctx: AppContext): Promise<void> {
  const boards: [FixedBoardKey, Scene, string][] = [
    ["club", "club", "동호회 사진"],
    ["restaurant", "restaurant", "맛집 사진"],
    ["lodging", "lodging", "숙소 사진"],
    ["product", "product", "제품 사진"],
  ];
  for (const [key, scene, label] of boards) {
    const posts = await topPosts(ctx.db, key);
    // Pictures are made a few at a time: quick, without holding many decoded images at once.
    await Promise.all(
      posts.map(async (post, i) => {
        const count = i === 0 ? 2 : 1;
        const uploads: StoredUpload[] = [];
        try {
          for (let n = 0; n < count; n++) {
            uploads.push(
              await storePicture(ctx, await scenePicture(scene, i + n * 3), `${label} ${i + 1}-${n + 1}.jpg`),
            );
          }
          await attach(ctx.db, post.postId, post.authorId, uploads, "attachment");
        } catch (error) {
          await discardUploads(ctx.storage, uploads);
          throw error;
        }
      }),
    );
  }
}

async function seedCompanies(ctx: AppContext): Promise<void> {
  const posts = await topPosts(ctx.db, "company");
  for (const [i, post] of posts.entries()) {
    const name = Object.keys(COMPANIES).find((company) => post.title.startsWith(company));
    if (!name) continue;
    const card = COMPANIES[name]!;
    const logo = await storePicture(ctx, await logoPicture(i), `${name} 로고.png`);
    const [row] = await attach(ctx.db, post.postId, post.authorId, [logo], "logo");
    await ctx.db
      .updateTable("posts")
      .set({
        companyName: name,
        companyField: card.field,
        companyContact: card.contact,
        companyHomepage: card.homepage,
        logoFileId: row!.fileId,
      })
      .where("postId", "=", post.postId)
      .execute();
  }
}

/** How many comments a thread holds, replies included. */
const threadSize = (comments: SeedComment[]): number =>
  comments.reduce((sum, comment) => sum + 1 + threadSize(comment.replies ?? []), 0);

/** Seeds the comments, spaced in writing order between each post's time and `now`. */
async function seedComments(ctx: AppContext, names: Map<string, string>, now: Date): Promise<void> {
  for (const entry of COMMENTS) {
    const post = (await topPosts(ctx.db, entry.board)).find((p) => p.title === entry.title);
    if (!post) continue;
    const aliases = new Map<string, number>();
    const count = threadSize(entry.comments);
    let written = 0;
    const add = async (comment: SeedComment, parent: { commentId: number; sortPath: string; depth: number } | null) => {
      written += 1;
      const at = spacedBetween(post.createdAt, now, written, count);
      let aliasNo: number | null = null;
      if (post.anonymous === 1) {
        aliasNo = comment.author === post.authorId ? 0 : (aliases.get(comment.author) ?? aliases.size + 1);
        if (aliasNo > 0) aliases.set(comment.author, aliasNo);
      }
      await bumpCommentCount(ctx.db, post.postId, 1);
      const commentId = await insertComment(
        ctx.db,
        {
          postId: post.postId,
          authorId: comment.author,
          authorName: names.get(comment.author) ?? "회원",
          anonymous: post.anonymous,
          aliasNo,
          body: comment.body,
          createdAt: at,
          updatedAt: at,
          deletedAt: null,
        },
        parent,
      );
      const row = await ctx.db
        .selectFrom("comments")
        .select(["commentId", "sortPath", "depth"])
        .where("commentId", "=", commentId)
        .executeTakeFirstOrThrow();
      for (const reply of comment.replies ?? []) await add(reply, row);
    };
    for (const comment of entry.comments) await add(comment, null);
  }
}

/**
 * Seeds the pictures, company cards and comments of the demo content (after its posts); comments
 * are dated between their post and `now` (the seeding start).
 */
export async function seedDemoMedia(ctx: AppContext, names: Map<string, string>, now: Date): Promise<void> {
  await seedPictures(ctx);
  await seedCompanies(ctx);
  await seedComments(ctx, names, now);
}
