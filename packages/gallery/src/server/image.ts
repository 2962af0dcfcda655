/**
 * Turns uploaded bytes into the files the gallery stores. The bytes decide (magic numbers,
 * never the name or the declared type), the header is read before anything is decoded (a
 * pixel flood is refused in milliseconds), and every image is re-encoded: EXIF and GPS data
 * are dropped (these are photos of schoolchildren) and any smuggled payload goes with them.
 */
import sharp, { type Metadata, type Sharp } from 'sharp';
import { fileTypeFromBuffer } from 'file-type';
import { HttpError } from '@league/core/server';
import { galleryErrors, type GalleryType } from '../contract';
import { imageDecodes } from './decode-slots';

// libvips' operation cache keeps decoded images around after the answer: off, so memory is
// back as soon as an upload is done.
sharp.cache(false);

/** 60 megapixels: any phone photo, never a decompression bomb (a 60 MP RGB decode is ~180 MB). */
export const MAX_PIXELS = 60_000_000;
/** An animated GIF or WebP with more frames than this is refused. */
export const MAX_FRAMES = 400;
/** The stored image's longest edge: plenty for a full-screen view, far less to send. */
export const MAX_EDGE = 2560;
export const THUMB_WIDTH = 480;

export interface ProcessedImage {
  contentType: GalleryType;
  body: Buffer;
  width: number;
  height: number;
  thumb: Buffer;
}

const unsupported = () => new HttpError(415, galleryErrors.unsupported);
const unreadable = () => new HttpError(415, galleryErrors.unreadable);
const tooManyPixels = () => new HttpError(413, galleryErrors.tooManyPixels);

/** The accepted type the bytes really are, or null. An animated PNG is still a PNG. */
export async function sniffImageType(input: Buffer): Promise<GalleryType | null> {
  const found = await fileTypeFromBuffer(input);
  switch (found?.mime) {
    case 'image/jpeg':
    case 'image/png':
    case 'image/webp':
    case 'image/gif':
      return found.mime;
    case 'image/apng':
      return 'image/png';
    default:
      return null;
  }
}

export async function processImage(input: Buffer): Promise<ProcessedImage> {
  const contentType = await sniffImageType(input);
  if (!contentType) throw unsupported();

  // Header only: no pixel is decoded here, whatever size the image claims.
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw unreadable();
  }
  const { width, height } = meta;
  if (!width || !height) throw unreadable();
  const frames = contentType === 'image/gif' || contentType === 'image/webp' ? (meta.pages ?? 1) : 1;
  if (width * height > MAX_PIXELS || width * height * frames > MAX_PIXELS || frames > MAX_FRAMES) throw tooManyPixels();
  const animated = frames > 1;

  return imageDecodes.run(() => decodeAndEncode(input, contentType, animated));
}

async function decodeAndEncode(input: Buffer, contentType: GalleryType, animated: boolean): Promise<ProcessedImage> {
  try {
    let pipeline = sharp(input, {
      animated,
      // A truncated or corrupt image fails instead of being stored half grey.
      failOn: 'truncated',
      limitInputPixels: MAX_PIXELS,
    });
    // Photos taken sideways carry their rotation in EXIF, which is about to be dropped.
    if (!animated) pipeline = pipeline.autoOrient();
    pipeline = pipeline.resize({ width: MAX_EDGE, height: MAX_EDGE, fit: 'inside', withoutEnlargement: true });
    const encoded = await encode(pipeline, contentType).toBuffer({ resolveWithObject: true });
    const outWidth = encoded.info.width;
    const outHeight = encoded.info.pageHeight ?? encoded.info.height;
    const thumb = await sharp(encoded.data).resize({ width: THUMB_WIDTH, withoutEnlargement: true }).webp({ quality: 74 }).toBuffer();
    return { contentType, body: encoded.data, width: outWidth, height: outHeight, thumb };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw tooManyPixels();
    throw unreadable();
  }
}

/** Keeps the uploaded format (a GIF stays animated); sharp writes no metadata by default. */
function encode(pipeline: Sharp, type: GalleryType): Sharp {
  switch (type) {
    case 'image/jpeg':
      return pipeline.jpeg({ quality: 84, mozjpeg: true });
    case 'image/png':
      return pipeline.png({ compressionLevel: 8, adaptiveFiltering: true });
    case 'image/webp':
      return pipeline.webp({ quality: 84 });
    case 'image/gif':
      return pipeline.gif();
  }
}
