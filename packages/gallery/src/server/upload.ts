/**
 * Reads one multipart upload: the `image` file (at most 8 MB, refused the moment the
 * stream passes the limit, never buffered past it) and the optional `caption`.
 */
import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { badRequest, HttpError } from '@league/core/server';
import { GALLERY_MAX_BYTES, galleryErrors, galleryMessages, uploadFieldsSchema } from '../contract';

/** Room for the boundary, part headers and a caption around the file itself. */
const FORM_OVERHEAD = 64 * 1024;

// The client may still be sending: closing the connection stops the rest of the upload.
const tooLarge = () => new HttpError(413, galleryErrors.tooLarge, { connection: 'close' });

/** preHandler: a declared length past the limit is refused before a byte is read. */
export async function refuseDeclaredOversize(request: FastifyRequest) {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > GALLERY_MAX_BYTES + FORM_OVERHEAD) throw tooLarge();
}

export interface Upload {
  file: Buffer;
  caption: string | undefined;
}

export async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) throw new HttpError(415, galleryErrors.notMultipart);
  let file: Buffer | null = null;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname === 'image') file = await readLimited(part.file);
        else part.file.resume(); // not ours: let it flow past
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw uploadError(error);
  }
  if (!file || file.length === 0) throw badRequest(galleryMessages.pickOne);
  const parsed = uploadFieldsSchema.safeParse(fields);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid caption');
  return { file, caption: parsed.data.caption };
}

async function readLimited(stream: MultipartFile['file']): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  // Past the limit the parser stops feeding this stream but would keep reading (and
  // discarding) the rest of the request: failing the stream now stops the upload instead.
  const onLimit = () => stream.destroy(tooLarge());
  stream.once('limit', onLimit);
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > GALLERY_MAX_BYTES) throw tooLarge();
      chunks.push(chunk);
    }
  } finally {
    stream.off('limit', onLimit);
  }
  if (stream.truncated) throw tooLarge();
  return Buffer.concat(chunks, size);
}

function uploadError(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  switch ((error as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return tooLarge();
    case 'FST_FILES_LIMIT':
      return badRequest('Send one image per request.');
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return badRequest('Too many form fields.');
    default:
      return badRequest('The upload was incomplete or malformed.');
  }
}
