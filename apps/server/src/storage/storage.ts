/**
 * The file storage interface (DESIGN.md section 2, "files"): objects are written from a stream,
 * read back as a stream (whole or a byte range) and deleted, by an opaque key. The portal only
 * ever stores the key (`files.storageKey`); clients never see it.
 *
 * `createLocalStorage` keeps objects in a local folder (`$DATA_DIR/files`), outside the web root:
 * the web app's static files are served from `apps/web/dist`, and objects are only reachable
 * through GET /api/files/{fileId} after its permission check. An S3-compatible implementation
 * would implement the same four methods.
 */
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";

/** A byte range of an object, both ends included (HTTP Range). */
export interface ByteRange {
  /** First byte, inclusive. */
  start: number;
  /** Last byte, inclusive. */
  end: number;
}

/** Where uploaded files are kept: a local folder by default, any object store that implements these four methods. */
export interface FileStorage {
  /**
   * Streams `source` into a new object and resolves with its key and size. The bytes are never
   * held whole in memory. If the stream fails (or is destroyed by a size or type check), the
   * partial object is removed and the promise rejects with that error.
   */
  put(source: Readable | AsyncIterable<Uint8Array>): Promise<{ key: string; size: number }>;
  /** The object's bytes (all, or `range`), or null when there is no such object. */
  get(key: string, range?: ByteRange): Promise<Readable | null>;
  /** The object's size, or null when there is no such object. */
  stat(key: string): Promise<{ size: number } | null>;
  /** Removes the object; a missing object is not an error. */
  delete(key: string): Promise<void>;
}

/** Keys are `yyyy/mm/<uuid>`: date folders keep directories small; the uuid is unguessable. */
const KEY_PATTERN = /^\d{4}\/\d{2}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function newKey(now = new Date()): string {
  const month = String(now.getUTCMonth() + 1).padStart(2, "0");
  return `${now.getUTCFullYear()}/${month}/${randomUUID()}`;
}

/** Local-folder storage under `root` (created when missing). Partial writes go to `root/.tmp`. */
export function createLocalStorage(root: string): FileStorage {
  const tmp = path.join(root, ".tmp");
  fs.mkdirSync(tmp, { recursive: true });

  const pathOf = (key: string): string => {
    // A key from the database is trusted, but never let one escape the folder.
    if (!KEY_PATTERN.test(key)) throw new Error(`invalid storage key: ${key}`);
    return path.join(root, key);
  };

  return {
    async put(source) {
      const key = newKey();
      const part = path.join(tmp, `${randomUUID()}.part`);
      let size = 0;
      const counter = async function* (input: AsyncIterable<Uint8Array>) {
        for await (const chunk of input) {
          size += chunk.length;
          yield chunk;
        }
      };
      try {
        await pipeline(source, counter, fs.createWriteStream(part, { flags: "wx" }));
        const target = pathOf(key);
        await fs.promises.mkdir(path.dirname(target), { recursive: true });
        await fs.promises.rename(part, target);
        return { key, size };
      } catch (error) {
        await fs.promises.rm(part, { force: true });
        throw error;
      }
    },
    async get(key, range) {
      const file = pathOf(key);
      try {
        const handle = await fs.promises.open(file, "r");
        return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async stat(key) {
      try {
        const info = await fs.promises.stat(pathOf(key));
        return { size: info.size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async delete(key) {
      await fs.promises.rm(pathOf(key), { force: true });
    },
  };
}
