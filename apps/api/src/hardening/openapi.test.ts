/**
 * The OpenAPI document as a generated client reads it (issue 35): it validates (OpenAPI 3,
 * swagger-parser), every protected route declares the 401 it answers a visitor, and the two
 * bodies the zod contracts do not describe (the gallery's multipart upload and a Cricsheet
 * file) are described.
 */
import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openHardened, type Hardened } from './harness';

interface Operation {
  security?: unknown[];
  responses?: Record<string, unknown>;
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown>; required?: string[] } }> };
}

let h: Hardened;
let doc: { paths: Record<string, Record<string, Operation>> };

beforeAll(async () => {
  h = await openHardened({ seed: false });
  doc = (await h.app.inject('/api/docs/json')).json();
}, 60_000);
afterAll(async () => h?.close());

describe('the OpenAPI document', () => {
  it('validates as OpenAPI 3', async () => {
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeTruthy();
  });

  it('declares the 401 of every protected route', () => {
    const operations = Object.entries(doc.paths).flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ name: `${method} ${path}`, op })));
    const protectedOnes = operations.filter(({ op }) => op.security?.length);
    expect(protectedOnes.length).toBeGreaterThan(60);
    expect(protectedOnes.filter(({ op }) => !op.responses?.['401']).map(({ name }) => name)).toEqual([]);
  });

  it('describes the multipart upload and the Cricsheet import bodies', () => {
    const upload = doc.paths['/api/gallery']!.post!.requestBody!.content['multipart/form-data']!.schema;
    expect(upload.required).toEqual(['image']);
    expect(upload.properties).toMatchObject({ image: { type: 'string', format: 'binary' }, caption: { type: 'string' } });
    const cricsheet = doc.paths['/api/tournaments/{id}/cricsheet']!.post!.requestBody!.content['application/json']!.schema;
    expect(cricsheet.required).toEqual(['meta', 'info', 'innings']);
  });
});
