/**
 * Reads the first worksheet of an XLSX file as rows of cell texts, within FILE_LIMITS (issue 23 §1).
 *
 * Before any part is parsed, the ZIP's central directory (yauzl) is checked: at most maxEntries
 * entries, their declared uncompressed sizes summing to at most maxUnpackedBytes, no entry over
 * 1 MiB growing more than maxRatio times. While inflating, yauzl stops an entry at the first byte past
 * its declared size. The XML parts are read as streams (saxes) with a nesting-depth cap, a cap on
 * any pending text, name or attribute (maxCellChars), and the CPU budget of the read. Shared strings
 * are kept as UTF-8 in one buffer of at most maxSharedStringBytes; rows are yielded as the sheet is
 * read, each within maxColumns and maxRowChars, at most maxRowElements rows (empty ones included).
 * Numbers with a date format become "YYYY-MM-DD" or "YYYY-MM-DD HH:mm" (Excel dates carry no time
 * zone: read as Asia/Seoul wall-clock times). Throws the refusals of bounds.ts, or AppError
 * IMPORT_UNREADABLE for a file that is not a readable workbook.
 */
import path from "node:path";
import { FILE_LIMITS, formatBytes } from "@portal/contract";
import { SaxesParser } from "saxes";
import yauzl from "yauzl";
import { AppError } from "../http/errors.ts";
import { type CpuBudget, refuseFile } from "./bounds.ts";

type Attributes = Record<string, string>;

/** What a part's reader does with its elements (names without a namespace prefix). */
interface XmlHandlers {
  open?(name: string, attributes: Attributes): void;
  text?(text: string): void;
  close?(name: string): void;
}

const localName = (name: string) => name.slice(name.indexOf(":") + 1);

/** An open archive whose directory passed the checks. */
interface Archive {
  zip: yauzl.ZipFile;
  entries: Map<string, yauzl.Entry>;
  budget: CpuBudget;
}

async function openArchive(filePath: string, budget: CpuBudget): Promise<Archive> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.openPromise(filePath, { lazyEntries: true, autoClose: false, validateEntrySizes: true });
  } catch {
    throw new AppError("IMPORT_UNREADABLE", { field: "file" });
  }
  const entries = new Map<string, yauzl.Entry>();
  try {
    if (zip.entryCount > FILE_LIMITS.maxEntries) throw refuseFile("fileLimitEntries", { max: FILE_LIMITS.maxEntries });
    let total = 0;
    await new Promise<void>((resolve, reject) => {
      zip.on("error", () => reject(new AppError("IMPORT_UNREADABLE", { field: "file" })));
      zip.on("end", resolve);
      zip.on("entry", (entry: yauzl.Entry) => {
        total += entry.uncompressedSize;
        if (total > FILE_LIMITS.maxUnpackedBytes) {
          return reject(refuseFile("fileLimitUnpacked", { size: formatBytes(FILE_LIMITS.maxUnpackedBytes) }));
        }
        const size = entry.uncompressedSize;
        if (size > FILE_LIMITS.ratioFromBytes && size > Math.max(entry.compressedSize, 1) * FILE_LIMITS.maxRatio) {
          return reject(
            refuseFile("fileLimitRatio", { entry: entry.fileName.slice(0, 100), max: FILE_LIMITS.maxRatio }),
          );
        }
        entries.set(entry.fileName, entry);
        zip.readEntry();
      });
      zip.readEntry();
    });
  } catch (error) {
    zip.close();
    throw error;
  }
  return { zip, entries, budget };
}

/**
 * Parses the part `name` of `archive`, calling `handlers`; yields after each inflated chunk (so a
 * caller can hand on what the chunk completed). A missing part yields nothing.
 */
async function* readPart(archive: Archive, name: string, handlers: XmlHandlers): AsyncGenerator<void> {
  const entry = archive.entries.get(name);
  if (!entry) return;
  const parser = new SaxesParser({ position: false });
  // saxes keeps the text, name or attribute value being read in these fields until it ends.
  const pending = parser as unknown as { text: string; name: string };
  let depth = 0;
  let attributes = 0;
  const tooComplex = () =>
    refuseFile("fileLimitXml", { depth: FILE_LIMITS.maxXmlDepth, attributes: FILE_LIMITS.maxXmlAttributes }, true);
  parser.on("opentagstart", () => {
    depth += 1;
    attributes = 0;
    if (depth > FILE_LIMITS.maxXmlDepth) throw tooComplex();
  });
  parser.on("attribute", () => {
    attributes += 1;
    if (attributes > FILE_LIMITS.maxXmlAttributes) throw tooComplex();
  });
  parser.on("opentag", (tag) => handlers.open?.(localName(tag.name), tag.attributes as Attributes));
  parser.on("text", (text) => handlers.text?.(text));
  parser.on("closetag", (tag) => {
    depth -= 1;
    handlers.close?.(localName(tag.name));
  });
  const decoder = new TextDecoder("utf-8");
  let stream: NodeJS.ReadableStream;
  try {
    stream = await archive.zip.openReadStreamPromise(entry);
  } catch {
    throw new AppError("IMPORT_UNREADABLE", { field: "file" });
  }
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      archive.budget.run(() => {
        parser.write(decoder.decode(chunk, { stream: true }));
        if (pending.text.length > FILE_LIMITS.maxCellChars || pending.name.length > FILE_LIMITS.maxCellChars) {
          throw refuseFile("fileLimitCell", { max: FILE_LIMITS.maxCellChars });
        }
      });
      yield;
    }
    archive.budget.run(() => parser.close());
  } catch (error) {
    if (error instanceof AppError) throw error;
    // yauzl's validateEntrySizes: more (or fewer) bytes than the directory declared.
    if (error instanceof Error && /bytes in the stream/.test(error.message)) {
      throw refuseFile("fileLimitSizeMismatch", {}, true);
    }
    throw new AppError("IMPORT_UNREADABLE", { field: "file" });
  } finally {
    (stream as unknown as { destroy(): void }).destroy();
  }
}

/** Reads a whole (small) part. */
async function readWholePart(archive: Archive, name: string, handlers: XmlHandlers): Promise<void> {
  for await (const _ of readPart(archive, name, handlers));
}

/** The relationships of part `name` (`xl/workbook.xml` → xl/_rels/workbook.xml.rels): id → type and path. */
async function readRelationships(
  archive: Archive,
  name: string,
): Promise<Map<string, { type: string; target: string }>> {
  const folder = path.posix.dirname(name);
  const relsName = path.posix.join(folder, "_rels", `${path.posix.basename(name)}.rels`);
  const found = new Map<string, { type: string; target: string }>();
  await readWholePart(archive, relsName, {
    open(tag, attributes) {
      if (tag !== "Relationship" || found.size >= FILE_LIMITS.maxEntries) return;
      const target = attributes.Target ?? "";
      const resolved = target.startsWith("/") ? target.slice(1) : path.posix.join(folder, target);
      found.set(attributes.Id ?? "", { type: attributes.Type ?? "", target: resolved });
    },
  });
  return found;
}

/** Built-in number formats that show a date or time (ECMA-376 18.8.30, with the CJK ones). */
const DATE_FORMAT_IDS = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54, 55, 56,
  57, 58,
]);

/** Whether a custom number format code shows a date or time (quoted text, colours and escapes left out). */
function isDateFormat(code: string): boolean {
  const bare = code.replace(/"[^"]*"|\[[^\]]*\]|\\./g, "");
  return /[ymdhs]/i.test(bare) && !/general/i.test(bare);
}

/** Which cell styles (index into cellXfs) show dates; styles past the first 65,536 count as not. */
async function readDateStyles(archive: Archive, name: string | undefined): Promise<boolean[]> {
  const custom = new Map<number, boolean>();
  const styles: boolean[] = [];
  let inCellXfs = false;
  if (name) {
    await readWholePart(archive, name, {
      open(tag, attributes) {
        if (tag === "numFmt" && custom.size < 1000) {
          custom.set(Number(attributes.numFmtId), isDateFormat(attributes.formatCode ?? ""));
        } else if (tag === "cellXfs") inCellXfs = true;
        else if (tag === "xf" && inCellXfs && styles.length < 65_536) {
          const id = Number(attributes.numFmtId ?? 0);
          styles.push(custom.get(id) ?? DATE_FORMAT_IDS.has(id));
        }
      },
      close(tag) {
        if (tag === "cellXfs") inCellXfs = false;
      },
    });
  }
  return styles;
}

/** Shared strings kept as UTF-8 in one growing buffer (not as JS strings), at most maxSharedStringBytes. */
class StringTable {
  private bytes = Buffer.alloc(64 * 1024);
  private ends = new Uint32Array(1024);
  private count = 0;
  private used = 0;

  add(text: string): void {
    const size = Buffer.byteLength(text);
    if (this.used + size > FILE_LIMITS.maxSharedStringBytes) {
      throw refuseFile("fileLimitSharedStrings", { size: formatBytes(FILE_LIMITS.maxSharedStringBytes) });
    }
    if (this.used + size > this.bytes.length) {
      const grown = Buffer.alloc(
        Math.min(Math.max(this.bytes.length * 2, this.used + size), FILE_LIMITS.maxSharedStringBytes),
      );
      this.bytes.copy(grown, 0, 0, this.used);
      this.bytes = grown;
    }
    if (this.count === this.ends.length) {
      const grown = new Uint32Array(this.ends.length * 2);
      grown.set(this.ends);
      this.ends = grown;
    }
    this.used += this.bytes.write(text, this.used);
    this.ends[this.count] = this.used;
    this.count += 1;
  }

  get(index: number): string {
    if (!Number.isInteger(index) || index < 0 || index >= this.count) return "";
    return this.bytes.toString("utf8", index === 0 ? 0 : (this.ends[index - 1] ?? 0), this.ends[index]);
  }
}

async function readSharedStrings(archive: Archive, name: string | undefined): Promise<StringTable> {
  const table = new StringTable();
  if (!name) return table;
  let text: string | null = null;
  let phonetic = false;
  let inT = false;
  await readWholePart(archive, name, {
    open(tag) {
      if (tag === "si") text = "";
      else if (tag === "rPh") phonetic = true;
      else if (tag === "t") inT = true;
    },
    text(chunk) {
      if (text === null || !inT || phonetic) return;
      text += chunk;
      if (text.length > FILE_LIMITS.maxCellChars) throw refuseFile("fileLimitCell", { max: FILE_LIMITS.maxCellChars });
    },
    close(tag) {
      if (tag === "t") inT = false;
      else if (tag === "rPh") phonetic = false;
      else if (tag === "si" && text !== null) {
        table.add(text);
        text = null;
      }
    },
  });
  return table;
}

const pad = (n: number) => String(n).padStart(2, "0");

/** A Date (UTC fields = the wall-clock time) as "YYYY-MM-DD", or with " HH:mm" when not midnight. */
export function dayText(value: Date): string {
  if (Number.isNaN(value.getTime())) return "";
  const day = `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
  const h = value.getUTCHours();
  const m = value.getUTCMinutes();
  return h === 0 && m === 0 ? day : `${day} ${pad(h)}:${pad(m)}`;
}

/** 1-based column of a cell reference ("AB12" → 28); past maxColumns when the letters say so. */
function columnOf(ref: string): number {
  let column = 0;
  for (const char of ref) {
    const code = char.charCodeAt(0);
    if (code < 65 || code > 90) break;
    column = column * 26 + (code - 64);
    if (column > FILE_LIMITS.maxColumns) break;
  }
  return column;
}

/** The rows of the first worksheet of the XLSX at `filePath`, as trimmed cell texts; empty rows left out. */
export async function* xlsxRows(filePath: string, budget: CpuBudget): AsyncGenerator<string[]> {
  const archive = await openArchive(filePath, budget);
  try {
    const root = await readRelationships(archive, "");
    const workbookName =
      [...root.values()].find((r) => r.type.endsWith("/officeDocument"))?.target ?? "xl/workbook.xml";
    let firstSheetId: string | undefined;
    let date1904 = false;
    await readWholePart(archive, workbookName, {
      open(tag, attributes) {
        if (tag === "workbookPr") date1904 = attributes.date1904 === "1" || attributes.date1904 === "true";
        else if (tag === "sheet" && firstSheetId === undefined) {
          firstSheetId = attributes["r:id"] ?? Object.entries(attributes).find(([key]) => key.endsWith(":id"))?.[1];
        }
      },
    });
    const parts = await readRelationships(archive, workbookName);
    const sheet = firstSheetId === undefined ? undefined : parts.get(firstSheetId);
    if (!sheet) throw refuseFile("fileLimitNoSheet", {}, true);
    const ofType = (type: string) => [...parts.values()].find((r) => r.type.endsWith(type))?.target;
    const dateStyles = await readDateStyles(archive, ofType("/styles"));
    const strings = await readSharedStrings(archive, ofType("/sharedStrings"));
    yield* sheetRows(archive, sheet.target, { dateStyles, strings, date1904 });
  } finally {
    archive.zip.close();
  }
}

async function* sheetRows(
  archive: Archive,
  name: string,
  book: { dateStyles: boolean[]; strings: StringTable; date1904: boolean },
): AsyncGenerator<string[]> {
  const ready: string[][] = [];
  let rowElements = 0;
  let rowNumber = 0;
  let cells: string[] = [];
  let rowChars = 0;
  let column = 0;
  let cell: { type: string; style: number; text: string } | null = null;
  let capturing = false;
  let phonetic = false;
  const value = (c: { type: string; style: number; text: string }): string => {
    switch (c.type) {
      case "s":
        return book.strings.get(Number(c.text));
      case "inlineStr":
      case "str":
        return c.text;
      case "b":
        return c.text === "1" ? "true" : c.text === "0" ? "false" : c.text;
      case "e":
        return "";
      case "d":
        return dayText(new Date(c.text.endsWith("Z") ? c.text : `${c.text}Z`));
      default: {
        if (c.text === "") return "";
        const n = Number(c.text);
        if (Number.isNaN(n)) return c.text;
        if (!book.dateStyles[c.style]) return String(n);
        const days = n - 25569 + (book.date1904 ? 1462 : 0);
        return dayText(new Date(Math.round(days * 24 * 3600 * 1000)));
      }
    }
  };
  const handlers: XmlHandlers = {
    open(tag, attributes) {
      if (tag === "row") {
        rowElements += 1;
        if (rowElements > FILE_LIMITS.maxRowElements)
          throw refuseFile("fileLimitRows", { max: FILE_LIMITS.maxRowElements });
        rowNumber = attributes.r ? Number(attributes.r) : rowNumber + 1;
        cells = [];
        rowChars = 0;
        column = 0;
      } else if (tag === "c") {
        column = attributes.r ? columnOf(attributes.r) : column + 1;
        if (column > FILE_LIMITS.maxColumns) {
          throw refuseFile("fileLimitColumns", { row: rowNumber, max: FILE_LIMITS.maxColumns });
        }
        cell = { type: attributes.t ?? "n", style: Number(attributes.s ?? 0), text: "" };
      } else if (tag === "v" || tag === "t") capturing = cell !== null;
      else if (tag === "rPh") phonetic = true;
    },
    text(text) {
      if (!cell || !capturing || phonetic) return;
      cell.text += text;
      if (cell.text.length > FILE_LIMITS.maxCellChars)
        throw refuseFile("fileLimitCell", { max: FILE_LIMITS.maxCellChars });
    },
    close(tag) {
      if (tag === "v" || tag === "t") capturing = false;
      else if (tag === "rPh") phonetic = false;
      else if (tag === "c" && cell) {
        const text = value(cell).trim();
        cell = null;
        if (text.length > FILE_LIMITS.maxCellChars)
          throw refuseFile("fileLimitCell", { max: FILE_LIMITS.maxCellChars });
        rowChars += text.length;
        if (rowChars > FILE_LIMITS.maxRowChars)
          throw refuseFile("fileLimitRow", { row: rowNumber, max: FILE_LIMITS.maxRowChars });
        if (column >= 1) cells[column - 1] = text;
      } else if (tag === "row") {
        const dense = Array.from(cells, (text) => text ?? "");
        if (dense.some((text) => text !== "")) ready.push(dense);
      }
    },
  };
  for await (const _ of readPart(archive, name, handlers)) {
    yield* ready.splice(0);
  }
}
