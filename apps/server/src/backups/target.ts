/**
 * Where backups are kept (issue 43 §1; docs/operations.md "Backups"): a folder (BACKUP_DIR) or an
 * S3-compatible bucket (BACKUP_S3_BUCKET). Both hold the same names: `backup-<id>-<time>/database.*`,
 * `…/manifest.json`, `…/verified` and the shared `files/<key>`. A backup's `location` is its folder's
 * path or `s3://<bucket>/<prefix>backup-…`; `targetOf` finds the target of any location, so backups
 * written before the configuration changed stay verifiable, restorable and removable. A bucket's backup
 * is verified from the bucket: its objects are downloaded into a scratch folder and restored there.
 */
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import type { BackupSettings } from "../config.ts";
import type { S3Settings } from "../storage/s3-storage.ts";

/** A backup folder read locally: its path, and what removes a downloaded copy afterwards. */
export interface LocalFolder {
  path: string;
  release(): Promise<void>;
}

/** The operations backups need of a folder or a bucket; `name`s are `/`-separated, relative to the target. */
export interface BackupTarget {
  /** The `location` of the backup folder `name`. */
  locationOf(name: string): string;
  /** Moves (folder) or uploads (bucket) the local file `file` to `name`; the local file is gone afterwards. */
  putFile(name: string, file: string): Promise<void>;
  /** Writes `source` to `name`. */
  putStream(name: string, source: Readable): Promise<void>;
  /** The size in bytes of `name`, or null when it is missing. */
  stat(name: string): Promise<{ size: number } | null>;
  /** The bytes of `name`, or null when it is missing. */
  get(name: string): Promise<Readable | null>;
  /** The backup folder `name` readable on this machine (downloaded from a bucket). */
  openFolder(name: string): Promise<LocalFolder>;
  /** Removes `name` (a file), or every name under `name/` (a folder). */
  remove(name: string, folder?: boolean): Promise<void>;
  /** Every name under `prefix/`, relative to `prefix`, with its size. */
  list(prefix: string): Promise<{ name: string; size: number }[]>;
}

/** The URL scheme of a bucket location. */
const S3_SCHEME = "s3://";

/** The target backups are written to under `settings`: the bucket when one is configured, else the folder. */
export function configuredTarget(settings: BackupSettings): BackupTarget {
  return settings.s3 ? bucketTarget(settings.s3) : folderTarget(settings.dir);
}

/**
 * The target holding the backup at `location` and the backup's name there. A bucket location uses the
 * configured bucket settings (BACKUP_S3_*) with the location's bucket and prefix.
 * @throws when a bucket location is given and no bucket is configured
 */
export function targetOf(settings: BackupSettings, location: string): { target: BackupTarget; name: string } {
  if (!location.startsWith(S3_SCHEME)) {
    const folder = path.resolve(location);
    return { target: folderTarget(path.dirname(folder)), name: path.basename(folder) };
  }
  if (!settings.s3) throw new Error(`${location} is in a bucket: set BACKUP_S3_BUCKET and its access (BACKUP_S3_*)`);
  const [bucket = "", ...rest] = location.slice(S3_SCHEME.length).split("/");
  const name = rest.pop() ?? "";
  const prefix = rest.length ? `${rest.join("/")}/` : "";
  return { target: bucketTarget({ ...settings.s3, bucket, prefix }), name };
}

/** Backups in the local folder `root`. */
export function folderTarget(root: string): BackupTarget {
  const pathOf = (name: string) => path.join(root, ...name.split("/"));
  const place = async (name: string) => {
    await fs.promises.mkdir(path.dirname(pathOf(name)), { recursive: true });
    return pathOf(name);
  };
  return {
    locationOf: pathOf,
    async putFile(name, file) {
      await fs.promises.rename(file, await place(name));
    },
    async putStream(name, source) {
      const target = await place(name);
      const part = `${target}.${randomUUID()}.part`;
      await pipeline(source, fs.createWriteStream(part));
      await fs.promises.rename(part, target);
    },
    async stat(name) {
      const info = await fs.promises.stat(pathOf(name)).catch(() => null);
      return info?.isFile() ? { size: info.size } : null;
    },
    async get(name) {
      const handle = await fs.promises.open(pathOf(name), "r").catch(() => null);
      return handle ? handle.createReadStream() : null;
    },
    async openFolder(name) {
      return { path: pathOf(name), release: async () => undefined };
    },
    async remove(name) {
      await fs.promises.rm(pathOf(name), { recursive: true, force: true });
    },
    async list(prefix) {
      const base = pathOf(prefix);
      const entries = await fs.promises.readdir(base, { recursive: true, withFileTypes: true }).catch(() => []);
      const found: { name: string; size: number }[] = [];
      for (const entry of entries) {
        if (!entry.isFile() || entry.name.endsWith(".part")) continue;
        const file = path.join(entry.parentPath, entry.name);
        found.push({
          name: path.relative(base, file).split(path.sep).join("/"),
          size: (await fs.promises.stat(file)).size,
        });
      }
      return found;
    },
  };
}

const missing = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

/** Backups in an S3-compatible bucket under `settings.prefix`. */
export function bucketTarget(settings: S3Settings): BackupTarget {
  const client = new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
  });
  const Bucket = settings.bucket;
  const keyOf = (name: string) => settings.prefix + name;
  const upload = (name: string, Body: Readable) =>
    new Upload({ client, params: { Bucket, Key: keyOf(name), Body }, queueSize: 2, partSize: 8 * 1024 * 1024 }).done();
  const target: BackupTarget = {
    locationOf: (name) => `${S3_SCHEME}${Bucket}/${keyOf(name)}`,
    async putFile(name, file) {
      await upload(name, fs.createReadStream(file));
      await fs.promises.rm(file, { force: true });
    },
    async putStream(name, source) {
      await upload(name, source);
    },
    async stat(name) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: keyOf(name) }));
        return { size: head.ContentLength ?? 0 };
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async get(name) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(name) }));
        return answer.Body as Readable;
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async openFolder(name) {
      const folder = await fs.promises.mkdtemp(path.join(os.tmpdir(), "portal-backup-"));
      const release = () => fs.promises.rm(folder, { recursive: true, force: true });
      try {
        for (const object of await target.list(name)) {
          const body = await target.get(`${name}/${object.name}`);
          if (body) await pipeline(body, fs.createWriteStream(path.join(folder, object.name)));
        }
      } catch (error) {
        await release();
        throw error;
      }
      return { path: folder, release };
    },
    async remove(name, folder) {
      const names = folder ? (await target.list(name)).map((object) => `${name}/${object.name}`) : [name];
      for (const each of names) await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(each) }));
    },
    async list(prefix) {
      const found: { name: string; size: number }[] = [];
      const start = keyOf(`${prefix}/`);
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: start, ContinuationToken }));
        for (const item of page.Contents ?? [])
          found.push({ name: (item.Key ?? "").slice(start.length), size: item.Size ?? 0 });
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return found;
    },
  };
  return target;
}

/** Reads a whole small object (the manifest) as text, or null when it is missing. */
export async function readText(target: BackupTarget, name: string): Promise<string | null> {
  const body = await target.get(name);
  if (!body) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of Readable.from(body)) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString("utf8");
}
