/**
 * The file storage interface on an S3-compatible object store (AWS S3, MinIO, Ceph, s3rver …),
 * selected by S3_BUCKET (issue 15: several app nodes share one store). Uploads stream to the store in
 * parts (the AWS SDK's `Upload`), never held whole in memory; reads stream back, whole or a byte
 * range. Keys are the same `yyyy/mm/<uuid>` as the local folder's, under an optional prefix.
 */
import { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  S3Client,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { type FileStorage, newKey } from "./storage.ts";

/** Where the objects live and how to reach the store. */
export interface S3Settings {
  bucket: string;
  region: string;
  /** For stores other than AWS (MinIO, s3rver …): their address. */
  endpoint?: string;
  /** Bucket in the path (`endpoint/bucket/key`), as most self-hosted stores need. */
  forcePathStyle: boolean;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Prepended to every key, e.g. `portal/`. */
  prefix: string;
}

const missing = (error: unknown) =>
  error instanceof NoSuchKey ||
  error instanceof NotFound ||
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

/** Object-store storage with the same four methods as the local folder's. */
export function createS3Storage(settings: S3Settings): FileStorage {
  const client = new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
  });
  const objectKey = (key: string) => settings.prefix + key;
  return {
    async put(source) {
      const key = newKey();
      let size = 0;
      const counted = Readable.from(
        (async function* () {
          for await (const chunk of source) {
            size += chunk.length;
            yield chunk;
          }
        })(),
      );
      const upload = new Upload({
        client,
        params: { Bucket: settings.bucket, Key: objectKey(key), Body: counted },
        queueSize: 2,
        partSize: 8 * 1024 * 1024,
      });
      try {
        await upload.done();
      } catch (error) {
        await upload.abort().catch(() => {});
        await client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: objectKey(key) })).catch(() => {});
        throw error;
      }
      return { key, size };
    },
    async get(key, range) {
      try {
        const answer = await client.send(
          new GetObjectCommand({
            Bucket: settings.bucket,
            Key: objectKey(key),
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        );
        return answer.Body as Readable;
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async stat(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: settings.bucket, Key: objectKey(key) }));
        return { size: Number(head.ContentLength ?? 0) };
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: objectKey(key) }));
    },
  };
}
