/** Small real media files for upload tests: a JPEG with EXIF (orientation, camera, GPS), a PNG, an MP4 header. */
import sharp from "sharp";

/** A 40×20 JPEG whose EXIF says "rotate 90°" (orientation 6) and carries a camera make and a GPS position. */
export function jpegWithExif(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 20, channels: 3, background: { r: 200, g: 60, b: 40 } } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: "PortalTestCam", Model: "Unit 1" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "37/1 27/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "126/1 42/1 0/1" },
    })
    .toBuffer();
}

/** A plain PNG of the given size. */
export function png(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 110, b: 200 } } })
    .png()
    .toBuffer();
}

/** Bytes that open like an ISO MP4 file (an `ftyp` box), enough for content sniffing. */
export function mp4(bytes = 4096): Buffer {
  const head = Buffer.from("000000186674797069736f6d0000020069736f6d69736f32", "hex");
  const mdat = Buffer.alloc(8);
  mdat.writeUInt32BE(Math.max(8, bytes - head.length), 0);
  mdat.write("mdat", 4, "latin1");
  return Buffer.concat([head, mdat, Buffer.alloc(Math.max(0, bytes - head.length - 8), 7)]);
}

/** A small PDF. */
export const pdf = (extra = 0) =>
  Buffer.concat([
    Buffer.from("%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n"),
    Buffer.alloc(extra, 32),
    Buffer.from("\n%%EOF\n"),
  ]);

/** An HTML page (to be renamed .jpg by an attacker). */
export const htmlPage = Buffer.from("<!doctype html><html><body><script>alert(document.cookie)</script></body></html>");

/** An SVG with a script. */
export const svgWithScript = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
);
