/**
 * Decodes a BMP deal photo on a worker thread (`cpu/off-thread.ts`; decoding 10 MiB took 150–320 ms
 * of CPU); `bmpSize` reads the size its header declares, so that a small run-length-encoded file that
 * declares a huge picture is refused before any pixel memory is taken.
 */
import { decode } from "bmp-ts";
import { Piscina } from "piscina";

/** Width and height (pixels) a BMP's header declares, or null when the header is not one. */
export function bmpSize(file: Uint8Array): { width: number; height: number } | null {
  if (file.length < 26 || file[0] !== 0x42 || file[1] !== 0x4d) return null;
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  const core = view.getUint32(14, true) === 12;
  const width = core ? view.getUint16(18, true) : view.getInt32(18, true);
  const height = core ? view.getUint16(20, true) : Math.abs(view.getInt32(22, true));
  return width > 0 && height > 0 ? { width, height } : null;
}

/**
 * The RGBA bytes of `task.file`, moved (not copied) to the calling thread, or null when the file is
 * broken or decodes to another size than `task.width` × `task.height` declared by its header.
 */
export default function decodeBmp(task: { file: Uint8Array; width: number; height: number }): Uint8Array | null {
  try {
    const { data, width, height } = decode(Buffer.from(task.file.buffer, task.file.byteOffset, task.file.length), {
      toRGBA: true,
    });
    if (width !== task.width || height !== task.height) return null;
    return Piscina.move(new Uint8Array(data.buffer, data.byteOffset, data.byteLength)) as unknown as Uint8Array;
  } catch {
    return null;
  }
}
