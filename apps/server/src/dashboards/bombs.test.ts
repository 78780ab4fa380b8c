/**
 * Import files built to exhaust memory or CPU (issue 23 §1), through the HTTP API on SQLite and
 * PostgreSQL: shared-strings bombs (declared honestly, declaring less than they hold, many unique
 * strings), millions of empty rows, one giant cell, deeply nested XML, 1,000,000 columns, a CSV with a
 * 100 MB line. Each is refused with a 4xx and the Korean reason, nothing is stored, and the resident
 * memory of this process (the app's) grows by less than 256 MiB while it is read. The bombs are built
 * here as deflate segments of repeated bytes, so they are small on disk and quick to make.
 * BOMB_FIGURES=1 prints each bomb's time and memory.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import zlib from "node:zlib";
import { FILE_LIMITS, formatBytes, t } from "@portal/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Client, DIALECTS, startTestApp, type TestApp } from "../../test/harness.ts";
import { cpuBudget } from "./bounds.ts";
import { readRows } from "./parse.ts";

const MiB = 1024 * 1024;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bombs-"));

/** An entry's data as independent deflate segments (each ends with a full flush), its size and CRC. */
interface Deflated {
  parts: Buffer[];
  size: number;
  crc: number;
}

const segments = new Map<Buffer, Buffer>();
const units = new Map<string, Buffer>();
const repeated = new Set<Buffer>();

/**
 * Deflates `chunks` segment by segment; a chunk of repeat() is compressed once (strongest level) and
 * its segment repeated, which makes a gigabyte of repeated bytes a few megabytes on disk in a moment;
 * other chunks at the quickest level.
 */
function deflate(chunks: Iterable<Buffer>): Deflated {
  const out: Deflated = { parts: [], size: 0, crc: 0 };
  for (const chunk of chunks) {
    let part = segments.get(chunk);
    if (!part) {
      const level = repeated.has(chunk) ? 9 : 1;
      part = zlib.deflateRawSync(chunk, { level, finishFlush: zlib.constants.Z_FULL_FLUSH });
      segments.set(chunk, part);
    }
    out.parts.push(part);
    out.size += chunk.length;
    out.crc = zlib.crc32(chunk, out.crc);
  }
  out.parts.push(Buffer.from([0x03, 0x00])); // the final (empty) block
  return out;
}

const text = (value: string) => deflate([Buffer.from(value)]);

/** `unit` repeated to about `bytes`, in 1 MiB chunks (the same Buffer each time). */
function* repeat(unit: string, bytes: number): Generator<Buffer> {
  let chunk = units.get(unit);
  if (!chunk) {
    chunk = Buffer.from(unit.repeat(Math.max(1, Math.floor(MiB / Buffer.byteLength(unit)))));
    units.set(unit, chunk);
    repeated.add(chunk);
  }
  for (let done = 0; done < bytes; done += chunk.length) yield chunk;
}

/** Text made by `line(i)` for i = 0, 1, … up to `count` lines, in chunks of about 1 MiB. */
function* generate(line: (i: number) => string, count: number): Generator<Buffer> {
  for (let i = 0; i < count; ) {
    const lines: string[] = [];
    for (let size = 0; size < MiB && i < count; i++) {
      const next = line(i);
      lines.push(next);
      size += next.length;
    }
    yield Buffer.from(lines.join(""));
  }
}

/** Writes a ZIP of `entries` (deflated) to `name`; `declare` overrides an entry's declared size. */
function writeZip(name: string, entries: Record<string, Deflated>, declare: Record<string, number> = {}): string {
  const file = path.join(dir, name);
  const fd = fs.openSync(file, "w");
  const central: Buffer[] = [];
  let offset = 0;
  const write = (buffer: Buffer) => {
    fs.writeSync(fd, buffer);
    offset += buffer.length;
  };
  for (const [entryName, data] of Object.entries(entries)) {
    const nameBytes = Buffer.from(entryName);
    const compressed = data.parts.reduce((sum, part) => sum + part.length, 0);
    const size = declare[entryName] ?? data.size;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt16LE(0x21, 12); // 1980-01-01
    local.writeUInt32LE(data.crc >>> 0, 14);
    local.writeUInt32LE(compressed, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(20, 6);
    header.writeUInt16LE(8, 10);
    header.writeUInt16LE(0x21, 14);
    header.writeUInt32LE(data.crc >>> 0, 16);
    header.writeUInt32LE(compressed, 20);
    header.writeUInt32LE(size, 24);
    header.writeUInt16LE(nameBytes.length, 28);
    header.writeUInt32LE(offset, 42);
    central.push(header, nameBytes);
    write(local);
    write(nameBytes);
    for (const part of data.parts) write(part);
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  write(directory);
  write(end);
  fs.closeSync(fd);
  return file;
}

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';
const MAIN = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";
const REL = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
const HEADER = ["전표번호", "일자", "거래처", "업무", "구분", "금액", "건수"];
const VALID_ROW = ["BOMB-1", "2025-05-01", "폭탄상사", "운송", "AR", "1000", "1"];

/** The parts of a workbook whose first sheet is `sheet` (with `strings` as its shared strings). */
function workbook(sheet: Deflated, strings?: Deflated): Record<string, Deflated> {
  return {
    "[Content_Types].xml": text(
      `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/></Types>`,
    ),
    "_rels/.rels": text(
      `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    "xl/workbook.xml": text(
      `${XML}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="원장" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    "xl/_rels/workbook.xml.rels": text(
      `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    ),
    "xl/worksheets/sheet1.xml": sheet,
    ...(strings ? { "xl/sharedStrings.xml": strings } : {}),
  };
}

const inline = (cells: string[], row: number) =>
  `<row r="${row}">${cells.map((cell) => `<c t="inlineStr"><is><t>${cell}</t></is></c>`).join("")}</row>`;
const SHEET_START = `${XML}<worksheet xmlns="${MAIN}"><sheetData>`;
const SHEET_END = "</sheetData></worksheet>";
/** A sheet of the header and the valid row, with `middle` (chunks) between them and the end. */
const sheetWith = (middle: Iterable<Buffer>) =>
  deflate([Buffer.from(SHEET_START + inline(HEADER, 1) + inline(VALID_ROW, 2)), ...middle, Buffer.from(SHEET_END)]);
/** A sheet whose cells are the shared strings 0–6 (header) and 7–13 (the valid row). */
const SHARED_SHEET = text(
  SHEET_START +
    [0, 1]
      .map((row) => `<row r="${row + 1}">${HEADER.map((_, i) => `<c t="s"><v>${row * 7 + i}</v></c>`).join("")}</row>`)
      .join("") +
    SHEET_END,
);
/** Row 3 of one inline-string cell whose text is `chunks`. */
const oneCell = (chunks: Iterable<Buffer>) => [
  Buffer.from('<row r="3"><c t="inlineStr"><is><t>'),
  ...chunks,
  Buffer.from("</t></is></c></row>"),
];
/** Shared strings: the header and the valid row first, then `more` (chunks), as the issue's bomb. */
const sharedStrings = (more: Iterable<Buffer>) =>
  deflate([
    Buffer.from(`${XML}<sst xmlns="${MAIN}">${[...HEADER, ...VALID_ROW].map((s) => `<si><t>${s}</t></si>`).join("")}`),
    ...more,
    Buffer.from("</sst>"),
  ]);

/** Letters of 1-based column `n` ("A", …, "XFD", …). */
function columnName(n: number): string {
  let name = "";
  for (let rest = n; rest > 0; rest = Math.floor((rest - 1) / 26))
    name = String.fromCharCode(65 + ((rest - 1) % 26)) + name;
  return name;
}

/** 40 MiB of random hexadecimal digits (deflate shrinks them about 2×), in 1 MiB chunks. */
const HEX = Array.from({ length: 40 }, () => Buffer.from(randomBytes(MiB / 2).toString("hex")));
/** Random text to cut unique shared strings from. */
const POOL = randomBytes(64 * 1024).toString("hex");

interface Bomb {
  name: string;
  builtMs: number;
  file: string;
  status: number;
  detail: string;
}
const bombs: Bomb[] = [];
const unpacked = formatBytes(FILE_LIMITS.maxUnpackedBytes);
const tooLarge = t("dashImportTooLarge", { size: formatBytes(FILE_LIMITS.maxBytes) });
const n = (value: number) => value.toLocaleString("ko-KR");
const SHEET_RATIO = {
  status: 413,
  detail: t("fileLimitRatio", { entry: "xl/worksheets/sheet1.xml", max: FILE_LIMITS.maxRatio }),
};
const CELL = { status: 413, detail: t("fileLimitCell", { max: n(FILE_LIMITS.maxCellChars) }) };

beforeAll(() => {
  const ssItem = `<si><t>${"A".repeat(40)}</t></si>`;
  let last = performance.now();
  const add = (name: string, file: string, expected: { status: number; detail: string }) => {
    bombs.push({ name, file, ...expected, builtMs: Math.round(performance.now() - last) });
    last = performance.now();
  };
  // The issue's bomb: about one valid row, shared strings that inflate to 1.15 GB.
  add(
    "shared strings 1.15 GB, declared",
    writeZip("ss-declared.xlsx", workbook(SHARED_SHEET, sharedStrings(repeat(ssItem, 1150 * MiB)))),
    { status: 413, detail: t("fileLimitUnpacked", { size: unpacked }) },
  );
  add(
    "shared strings 1.15 GB, declared as 4 MiB",
    writeZip("ss-lying.xlsx", workbook(SHARED_SHEET, sharedStrings(repeat(ssItem, 1150 * MiB))), {
      "xl/sharedStrings.xml": 4 * MiB,
    }),
    { status: 400, detail: t("fileLimitSizeMismatch") },
  );
  add(
    "shared strings 200 MiB (ratio)",
    writeZip("ss-ratio.xlsx", workbook(SHARED_SHEET, sharedStrings(repeat(ssItem, 200 * MiB)))),
    { status: 413, detail: t("fileLimitRatio", { entry: "xl/sharedStrings.xml", max: FILE_LIMITS.maxRatio }) },
  );
  add(
    "shared strings: 400,000 unique texts of 200 characters",
    writeZip(
      "ss-unique.xlsx",
      workbook(
        SHARED_SHEET,
        sharedStrings(
          generate(
            (i) => `<si><t>${i}-${POOL.slice((i * 7919) % 100_000, ((i * 7919) % 100_000) + 200)}</t></si>`,
            400_000,
          ),
        ),
      ),
    ),
    { status: 413, detail: t("fileLimitSharedStrings", { size: formatBytes(FILE_LIMITS.maxSharedStringBytes) }) },
  );
  add(
    "20 million empty rows (ratio)",
    writeZip("rows-ratio.xlsx", workbook(sheetWith(repeat("<row/>", 120 * MiB)))),
    SHEET_RATIO,
  );
  add(
    "3 million empty rows, numbered",
    writeZip("rows.xlsx", workbook(sheetWith(generate((i) => `<row r="${i + 3}" spans="1:7"/>`, 3_000_000)))),
    { status: 413, detail: t("fileLimitRows", { max: n(FILE_LIMITS.maxRowElements) }) },
  );
  add(
    "one cell of 100 MB (ratio)",
    writeZip("cell-ratio.xlsx", workbook(sheetWith(oneCell(repeat("A", 100 * MiB))))),
    SHEET_RATIO,
  );
  add("one cell of 40 MiB", writeZip("cell.xlsx", workbook(sheetWith(oneCell(HEX)))), CELL);
  add(
    "one shared string of 40 MiB",
    writeZip(
      "cell-shared.xlsx",
      workbook(SHARED_SHEET, sharedStrings([Buffer.from("<si><t>"), ...HEX, Buffer.from("</t></si>")])),
    ),
    CELL,
  );
  add(
    "XML nested 10 million deep (ratio)",
    writeZip("deep-ratio.xlsx", workbook(sheetWith(repeat("<a>", 30 * MiB)))),
    SHEET_RATIO,
  );
  add("XML nested 100,000 deep", writeZip("deep.xlsx", workbook(sheetWith([Buffer.from("<b>".repeat(100_000))]))), {
    status: 400,
    detail: t("fileLimitXml", { depth: FILE_LIMITS.maxXmlDepth, attributes: FILE_LIMITS.maxXmlAttributes }),
  });
  add(
    "1,000,000 columns",
    writeZip(
      "columns.xlsx",
      workbook(
        sheetWith([
          Buffer.from('<row r="3">'),
          ...generate((i) => `<c r="${columnName(i + 1)}3"><v>${i % 10}</v></c>`, 1_000_000),
          Buffer.from("</row>"),
        ]),
      ),
    ),
    { status: 413, detail: t("fileLimitColumns", { row: 3, max: n(FILE_LIMITS.maxColumns) }) },
  );
  const csvStart = `${HEADER.join(",")}\r\n${VALID_ROW.join(",")}\r\n`;
  const csv = (name: string, chunks: Iterable<Buffer>) => {
    const file = path.join(dir, name);
    fs.writeFileSync(file, csvStart);
    for (const chunk of chunks) fs.appendFileSync(file, chunk);
    return file;
  };
  add("CSV of 1,000,000 columns", csv("columns.csv", repeat("1,", 2 * MiB)), {
    status: 413,
    detail: t("fileLimitRow", { row: 3, max: n(FILE_LIMITS.maxRowChars) }),
  });
  add("CSV with a 40 MiB line", csv("line.csv", repeat("가", 40 * MiB)), {
    status: 413,
    detail: t("fileLimitRow", { row: 3, max: n(FILE_LIMITS.maxRowChars) }),
  });
  add("CSV with a 100 MB line", csv("line-100.csv", repeat("a", 100 * MiB)), { status: 413, detail: tooLarge });
  add("CSV of 26 million empty lines", csv("empty.csv", repeat("\r\n", 49 * MiB)), {
    status: 413,
    detail: t("fileLimitRows", { max: n(FILE_LIMITS.maxRowElements) }),
  });
  add("CSV with a cell of 40,000 characters", csv("cell.csv", [Buffer.from(`"${"a".repeat(40_000)}"\r\n`)]), CELL);
}, 120_000);

afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

/** POSTs the file at `file` as a multipart upload, streamed from disk (so the test holds none of it). */
function uploadFile(client: Client, url: string, file: string) {
  const boundary = `----bomb${randomBytes(8).toString("hex")}`;
  async function* body() {
    yield Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${path.basename(file)}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    );
    yield* fs.createReadStream(file, { highWaterMark: MiB });
    yield Buffer.from(`\r\n--${boundary}--\r\n`);
  }
  return client.request("POST", url, {
    body: Readable.from(body()),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  });
}

describe.each(DIALECTS)("import bombs on %s", (dialect) => {
  let app: TestApp;
  let manager: Client & { userId: string };
  const figures: string[] = [];

  /** What the company's manager sees of its imports: the list and the year's billing figures. */
  const stored = async () => [
    (await manager.get("/api/dashboards/imports")).body.items,
    (await manager.get("/api/dashboards/billing?year=2025")).body.main,
  ];

  beforeAll(async () => {
    app = await startTestApp(dialect);
    manager = await app.member("M");
    await app.ctx.db
      .updateTable("users")
      .set({ companyCode: "CBOMB", companyName: "폭탄상사" })
      .where("userId", "=", manager.userId)
      .execute();
  });
  afterAll(async () => {
    if (process.env.BOMB_FIGURES) console.info(`${dialect}\n${figures.join("\n")}`);
    await app.close();
  });

  it("refuses each bomb with a 4xx and the Korean reason, stores nothing, and stays under 256 MiB more memory", async () => {
    expect(bombs.length).toBe(17);
    for (const bomb of bombs) {
      const before = await stored();
      const rssBefore = process.memoryUsage().rss;
      let peak = rssBefore;
      const sampler = setInterval(() => {
        peak = Math.max(peak, process.memoryUsage().rss);
      }, 5);
      const started = performance.now();
      const res = await uploadFile(manager, "/api/dashboards/imports?kind=billing", bomb.file);
      const ms = performance.now() - started;
      clearInterval(sampler);
      peak = Math.max(peak, process.memoryUsage().rss);
      const growth = (peak - rssBefore) / MiB;
      figures.push(
        `${bomb.name}: ${(fs.statSync(bomb.file).size / MiB).toFixed(2)} MiB file (made in ${bomb.builtMs} ms) → ${res.status} in ${Math.round(ms)} ms, peak RSS +${growth.toFixed(0)} MiB`,
      );
      expect({ name: bomb.name, status: res.status, detail: res.body.detail }).toEqual({
        name: bomb.name,
        status: bomb.status,
        detail: bomb.detail,
      });
      expect(growth, bomb.name).toBeLessThan(256);
      expect(await stored(), bomb.name).toEqual(before);
    }
    // The valid row of the same shape imports: the refusals above were the bombs', not the rows'.
    const good = writeZip(`good-${dialect}.xlsx`, workbook(SHARED_SHEET, sharedStrings([])));
    const res = await uploadFile(manager, "/api/dashboards/imports?kind=billing", good);
    expect(res.status).toBe(200);
    expect(res.body.import.rowCount).toBe(1);
  }, 300_000);
});

describe("the read's CPU budget", () => {
  it("stops a read that spends more CPU than its budget, with the Korean reason", async () => {
    const file = path.join(dir, "budget.csv");
    fs.writeFileSync(
      file,
      [HEADER.join(","), ...Array.from({ length: 100_000 }, (_, i) => `B-${i},2025-05-01,가,운송,AR,1,1`)].join("\r\n"),
    );
    const read = async (limitMs: number) => {
      let rows = 0;
      for await (const _ of readRows(file, cpuBudget(limitMs))) rows += 1;
      return rows;
    };
    await expect(read(1)).rejects.toMatchObject({ status: 413, message: t("fileLimitTime", { seconds: 0.001 }) });
    expect(await read(FILE_LIMITS.maxCpuMs)).toBe(100_001);
  });
});
