/**
 * A local S3-protocol server (s3rver from the npm registry) for the storage tests: a fresh folder and
 * bucket per call; `env` holds the S3_* variables that point the portal at it.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";

export interface LocalS3 {
  env: Record<string, string>;
  /** Keys of every object in the bucket. */
  keys(): Promise<string[]>;
  close(): Promise<void>;
}

export async function startLocalS3(bucket = "portal-files"): Promise<LocalS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "portal-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    region: "us-east-1",
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
  });
  return {
    async keys() {
      const list = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (list.Contents ?? []).map((item) => item.Key ?? "");
    },
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_PREFIX: "uploads",
    },
    async close() {
      client.destroy();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
