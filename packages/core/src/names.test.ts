/**
 * Issue 18: team, match and player names refuse control and text-direction characters, and
 * a photo is an http(s) address or one of this site's upload paths (the shared helpers;
 * apps/api/src/hardening/names.test.ts checks every contract uses them).
 */
import { describe, expect, it } from 'vitest';
import { photoUrlSchema, plainName, requiredText } from './contract';

const BAD = ['Lions\u202Egnp.exe', 'Tigers\u2066x\u2069', 'Line\nbreak', 'Bell\u0007', 'Mark\u200F', 'Arabic\u061Cmark'];

describe('names (issue 18)', () => {
  it('the shared helper refuses control and bidi characters and keeps other scripts', () => {
    const name = plainName(requiredText('Name is required'));
    for (const bad of BAD) expect(name.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    for (const good of ['Banyan Blasters', 'राजस्थान रॉयल्स', 'فريق', 'O’Brien-Smith']) expect(name.safeParse(good).success, good).toBe(true);
  });
});

describe('photoUrl (issue 18)', () => {
  it('is an http(s) address or one of our upload paths, nothing else', () => {
    for (const good of [
      'https://cdn.example.org/p.jpg',
      'http://x.example/a.png',
      '/api/gallery/files/0b4c6c3e-1c2d-4e5f-8a9b-0c1d2e3f4a5b.jpg',
      '/api/gallery/files/0b4c6c3e-1c2d-4e5f-8a9b-0c1d2e3f4a5b-thumb.webp',
    ]) {
      expect(photoUrlSchema.safeParse(good).success, good).toBe(true);
    }
    for (const bad of [
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      '/api/admin/logout',
      '/uploads/../../etc/passwd',
      '//evil.example/x.jpg',
      '/api/gallery/files/x.jpg',
      'photo.jpg',
    ]) {
      expect(photoUrlSchema.safeParse(bad).success, bad).toBe(false);
    }
  });
});
