/** Image fixtures for the server tests, made here with sharp and a few lines of PNG writing. */
import zlib from 'node:zlib';
import sharp from 'sharp';

export const solid = (width: number, height: number, colour = '#2f7d3a') => sharp({ create: { width, height, channels: 3, background: colour } });

export const jpeg = (width = 320, height = 200) => solid(width, height).jpeg().toBuffer();
export const pngImage = (width = 64, height = 48) => solid(width, height, '#f59e0b').png().toBuffer();

/** A JPEG carrying EXIF with a GPS position and a camera owner's name. */
export const jpegWithGps = () =>
  solid(320, 200)
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneCo', Artist: 'Parent of a player' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '12/1 58/1 1/1', GPSLongitudeRef: 'E', GPSLongitude: '77/1 35/1 2/1' },
    })
    .toBuffer();

/** A landscape JPEG whose EXIF says "rotate 90°" (a phone held upright). */
export const sidewaysJpeg = () => solid(300, 100).jpeg().withMetadata({ orientation: 6 }).toBuffer();

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A valid PNG of exactly `total` bytes: a small picture plus a private ancillary chunk
 * (which decoders skip) filled with incompressible bytes.
 */
export async function pngOfSize(total: number): Promise<Buffer> {
  const base = await pngImage(32, 32);
  const iend = base.subarray(base.length - 12);
  const head = base.subarray(0, base.length - 12);
  const fill = total - base.length - 12;
  if (fill < 0) throw new Error('too small');
  const data = Buffer.alloc(fill);
  for (let i = 0; i < fill; i += 4) data.writeUInt32LE((i * 2654435761) >>> 0, Math.min(i, fill - 4));
  return Buffer.concat([head, pngChunk('prVt', data), iend]);
}

/** A "pixel flood": 30000 x 30000 one-bit PNG, ~110 KB on disk, 900 megapixels decoded. */
export function pixelFloodPng(): Buffer {
  const side = 30000;
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr[8] = 1; // bit depth
  ihdr[9] = 0; // greyscale
  const raw = Buffer.alloc((1 + side / 8) * side);
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', zlib.deflateSync(raw, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export const HTML_PAYLOAD = '<html><body><script>alert(document.cookie)</script></body></html>';

/** A JPEG that is also an HTML page: the markup sits in a comment segment and after the image. */
export async function jpegHtmlPolyglot(): Promise<Buffer> {
  const base = await jpeg(64, 64);
  const html = Buffer.from(HTML_PAYLOAD);
  const comment = Buffer.concat([Buffer.from([0xff, 0xfe, (html.length + 2) >> 8, (html.length + 2) & 0xff]), html]);
  return Buffer.concat([base.subarray(0, 2), comment, base.subarray(2), html]);
}

export const svgImage = () =>
  Buffer.from(
    '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
  );

/** Two frames of an animated GIF. */
export async function animatedGif(): Promise<Buffer> {
  const frames = await Promise.all(['#dc2626', '#2563eb'].map((colour) => solid(40, 30, colour).png().toBuffer()));
  return sharp(frames, { join: { animated: true } })
    .gif({ delay: [200, 200] })
    .toBuffer();
}

/** A multipart/form-data body the way a browser's FormData sends it. */
export function multipartBody(parts: Array<{ name: string; value: string } | { name: string; filename: string; type: string; data: Buffer }>) {
  const boundary = `----league${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('data' in part) {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type}\r\n\r\n`));
      chunks.push(part.data, Buffer.from('\r\n'));
    } else {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
