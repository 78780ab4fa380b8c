/**
 * A small local push service for the Web Push tests (issue 40 §2): an HTTP server on 127.0.0.1 that
 * records each request a push service would receive and answers it with the status its path ends with
 * (`/…/410` → 410, `/…/500` → 500; anything else 201); and a browser's side of a subscription: a P-256
 * key pair and auth secret, with the decryption of an `aes128gcm` message (RFC 8188 / RFC 8291) and the
 * check of the VAPID token (RFC 8292), done here with node:crypto so the test trusts no code it tests.
 */
import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

/** One request the receiver got. */
export interface PushRequest {
  path: string;
  method: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** The receiver: its origin (for WEB_PUSH_SERVICES), what it received, and `close`. */
export interface PushReceiver {
  origin: string;
  received: PushRequest[];
  close(): Promise<void>;
}

/** Starts the receiver on a free loopback port. */
export async function startPushReceiver(): Promise<PushReceiver> {
  const received: PushRequest[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const path = request.url ?? "/";
      received.push({ path, method: request.method ?? "", headers: request.headers, body: Buffer.concat(chunks) });
      const status = Number(/\/(\d{3})$/.exec(path)?.[1] ?? 201);
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A browser's subscription keys: `toJSON()`'s shape and the decryption of what is pushed to it. */
export function browserKeys() {
  const ecdh = createECDH("prime256v1");
  const publicKey = ecdh.generateKeys();
  const auth = randomBytes(16);
  const keys = { p256dh: publicKey.toString("base64url"), auth: auth.toString("base64url") };
  /** Decrypts one aes128gcm record (RFC 8291 §3.4, one record): the plaintext. */
  const decrypt = (body: Buffer): string => {
    const salt = body.subarray(0, 16);
    const idLength = body.readUInt8(20);
    const serverKey = body.subarray(21, 21 + idLength);
    const secret = ecdh.computeSecret(serverKey);
    const info = Buffer.concat([Buffer.from("WebPush: info\0"), publicKey, serverKey]);
    const ikm = Buffer.from(hkdfSync("sha256", secret, auth, info, 32));
    const cek = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
    const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
    const record = body.subarray(21 + idLength);
    const decipher = aesGcm(cek, nonce, record.subarray(record.length - 16));
    const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
    // The last record: the text, the delimiter 0x02, then zero padding.
    let end = padded.length - 1;
    while (end > 0 && padded[end] === 0) end -= 1;
    if (padded[end] !== 2) throw new Error("not the last record's delimiter");
    return padded.subarray(0, end).toString("utf8");
  };
  return { keys, decrypt };
}

/** An AES-128-GCM decipher with its tag set. */
function aesGcm(key: Buffer, nonce: Buffer, tag: Buffer) {
  const decipher = createDecipheriv("aes-128-gcm", key, nonce);
  decipher.setAuthTag(tag);
  return decipher;
}

/**
 * Checks a VAPID `Authorization: vapid t=…, k=…` header (RFC 8292): the token is signed (ES256) by the
 * key `k`, for the audience `origin`, not expired. Resolves with `k` and the token's subject.
 * @throws when any of that fails
 */
export function checkVapid(header: string | undefined, origin: string): { key: string; subject: string } {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? "");
  if (!match) throw new Error(`not a VAPID authorization: ${header}`);
  const [, token = "", key = ""] = match;
  const [head = "", claims = "", signature = ""] = token.split(".");
  const raw = Buffer.from(key, "base64url");
  const publicKey = createPublicKey({
    key: {
      kty: "EC",
      crv: "P-256",
      x: raw.subarray(1, 33).toString("base64url"),
      y: raw.subarray(33, 65).toString("base64url"),
    },
    format: "jwk",
  });
  const signed = verify(
    "sha256",
    Buffer.from(`${head}.${claims}`),
    { key: publicKey, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  if (!signed) throw new Error("VAPID token signature does not match its key");
  const body = JSON.parse(Buffer.from(claims, "base64url").toString()) as { aud: string; sub: string; exp: number };
  if (body.aud !== origin) throw new Error(`VAPID audience ${body.aud}, not ${origin}`);
  if (body.exp * 1000 < Date.now()) throw new Error("VAPID token expired");
  return { key, subject: body.sub };
}
