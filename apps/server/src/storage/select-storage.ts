/** The storage the configuration asks for: the S3-compatible store when S3_BUCKET is set, else `$DATA_DIR/files`. */
import type { Config } from "../config.ts";
import { createS3Storage } from "./s3-storage.ts";
import { createLocalStorage, type FileStorage } from "./storage.ts";

export function createStorage(config: Pick<Config, "s3" | "filesDir">): FileStorage {
  return config.s3 ? createS3Storage(config.s3) : createLocalStorage(config.filesDir);
}
