/**
 * The participation-intent form (참여의향서) of the banner overlay (boards spec §1), generated here
 * as a Korean PDF with pdfkit and the Pretendard font of its npm package (subset into the file).
 * This module runs on a worker thread (`participation-pdf.ts` builds it once per process and keeps it).
 */
import { createRequire } from "node:module";
import path from "node:path";
import PDFDocument from "pdfkit";

const require = createRequire(import.meta.url);
const fontDir = path.join(path.dirname(require.resolve("pretendard/package.json")), "dist/public/static");

const FIELDS = [
  "기업명",
  "대표자",
  "사업자등록번호",
  "주소",
  "담당자 (성명·직위)",
  "연락처 (전화·이메일)",
  "주요 업종",
];
const INTERESTS = [
  "스마트물류 공동 플랫폼 이용 (재고·입출고·배송 데이터 연계)",
  "실증센터 첨단 물류장비(AGV, 멀티셔틀) 실증 참여",
  "적재 시뮬레이션 및 디지털트윈 서비스 이용",
  "물류협의회 회원 가입 및 공동물류 협력",
  "중고 물류설비 거래 및 정보 교류",
];

/** Writes the PDF (bytes); run on a worker thread by participation-pdf.ts (about 1.4 s of CPU cold). */
export function render(): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: "A4",
      margin: 56,
      info: { Title: "참여의향서", Author: "스마트물류 컨소시엄" },
    });
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    doc.registerFont("regular", path.join(fontDir, "Pretendard-Regular.otf"));
    doc.registerFont("bold", path.join(fontDir, "Pretendard-Bold.otf"));
    const width = doc.page.width - 112;

    doc.font("bold").fontSize(22).fillColor("#14345c").text("참여의향서", { align: "center" });
    doc.moveDown(0.3);
    doc
      .font("regular")
      .fontSize(11)
      .fillColor("#4a5568")
      .text("산업단지 스마트물류 공동 플랫폼 구축 사업", { align: "center" });
    doc.moveDown(1.2);

    doc.font("bold").fontSize(12).fillColor("#1a202c").text("1. 참여 기업 정보");
    doc.moveDown(0.4);
    for (const field of FIELDS) {
      const y = doc.y;
      doc.rect(56, y, 150, 26).fillAndStroke("#eef3fa", "#a0aec0");
      doc.rect(206, y, width - 150, 26).stroke("#a0aec0");
      doc
        .fillColor("#1a202c")
        .font("regular")
        .fontSize(10.5)
        .text(field, 64, y + 8, { width: 140 });
      doc.y = y + 26;
    }
    doc.x = 56;
    doc.moveDown(1);
    doc.font("bold").fontSize(12).text("2. 참여 희망 분야 (해당 항목에 표시)", 56);
    doc.moveDown(0.4);
    for (const interest of INTERESTS) {
      const y = doc.y;
      doc.rect(60, y + 2, 10, 10).stroke("#4a5568");
      doc
        .font("regular")
        .fontSize(10.5)
        .text(interest, 80, y, { width: width - 24 });
      doc.moveDown(0.5);
    }
    doc.x = 56;
    doc.moveDown(0.8);
    doc.font("bold").fontSize(12).text("3. 사업 개요", 56);
    doc.moveDown(0.4);
    doc
      .font("regular")
      .fontSize(10.5)
      .text(
        "사업 기간: 2020년 9월 ~ 2022년 12월\n총사업비: 105억 원 (정부 50억 원, 컨소시엄 55억 원)\n" +
          "목표: 산업단지 중소 제조기업의 물류 정보를 하나의 공동 플랫폼으로 잇고, 실증센터에서 검증한 첨단 물류장비와 " +
          "데이터 서비스를 회원사에 보급합니다.",
        { width, lineGap: 3 },
      );
    doc.moveDown(1.2);
    doc.text("위 기업은 스마트물류 컨소시엄의 사업 취지에 공감하며, 위와 같이 참여 의향이 있음을 확인합니다.", {
      width,
      lineGap: 3,
    });
    doc.moveDown(1.5);
    doc.text("20     년      월      일", { align: "right", width });
    doc.moveDown(1);
    doc.text("기업명:                              대표자:                        (인)", { align: "right", width });
    doc.moveDown(2);
    doc.font("bold").fontSize(13).text("스마트물류 컨소시엄 귀중", { align: "center", width });
    doc.end();
  });
}
