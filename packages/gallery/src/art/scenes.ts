/**
 * Cricket scenes drawn as SVG (shapes only: no fonts, no downloads). The demo seed renders
 * them to JPEG through the upload path; the browser's eight built-in images are the same
 * scenes saved as small .svg files (scripts/make-placeholders.ts).
 */
export interface Scene {
  slug: string;
  caption: string;
  width: number;
  height: number;
  draw: (w: number, h: number) => string;
}

const sky = (id: string, top: string, bottom: string) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;

const svg = (w: number, h: number, defs: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs}</defs>${body}</svg>`;

/** Three stumps with bails, base centre at (x, y), `s` = stump height. */
function stumps(x: number, y: number, s: number, colour = '#f5e6c8') {
  const gap = s * 0.14;
  const wStump = s * 0.05;
  const posts = [-gap, 0, gap]
    .map((dx) => `<rect x="${x + dx - wStump / 2}" y="${y - s}" width="${wStump}" height="${s}" rx="${wStump / 2}" fill="${colour}"/>`)
    .join('');
  const bails = `<rect x="${x - gap - wStump}" y="${y - s - wStump * 0.9}" width="${gap * 2 + wStump * 2}" height="${wStump * 0.7}" rx="${wStump * 0.3}" fill="${colour}"/>`;
  return posts + bails;
}

/** A red leather ball with its seam. */
function ball(x: number, y: number, r: number) {
  return (
    `<circle cx="${x}" cy="${y}" r="${r}" fill="#b91c1c"/>` +
    `<path d="M${x - r * 0.35} ${y - r * 0.94} Q${x + r * 0.25} ${y} ${x - r * 0.35} ${y + r * 0.94}" fill="none" stroke="#fde68a" stroke-width="${r * 0.08}" stroke-dasharray="${r * 0.12} ${r * 0.1}"/>` +
    `<circle cx="${x + r * 0.35}" cy="${y - r * 0.35}" r="${r * 0.22}" fill="#fff" opacity="0.25"/>`
  );
}

/** A bat lying at `angle` degrees, handle first, blade length `l`. */
function bat(x: number, y: number, l: number, angle: number) {
  const bw = l * 0.16;
  return (
    `<g transform="translate(${x} ${y}) rotate(${angle})">` +
    `<rect x="${-l * 0.02}" y="${-bw * 0.14}" width="${l * 0.32}" height="${bw * 0.28}" rx="${bw * 0.1}" fill="#1f2937"/>` +
    `<rect x="${l * 0.28}" y="${-bw / 2}" width="${l * 0.72}" height="${bw}" rx="${bw * 0.35}" fill="#e7c58f"/>` +
    `<rect x="${l * 0.34}" y="${-bw * 0.12}" width="${l * 0.6}" height="${bw * 0.24}" rx="${bw * 0.1}" fill="#d4a866"/>` +
    `</g>`
  );
}

const field = (w: number, h: number, top: number, colour = '#2f7d3a') =>
  `<path d="M0 ${top} Q${w / 2} ${top - h * 0.08} ${w} ${top} V${h} H0Z" fill="${colour}"/>` +
  `<path d="M0 ${top + h * 0.12} Q${w / 2} ${top + h * 0.04} ${w} ${top + h * 0.12} V${h} H0Z" fill="#000" opacity="0.08"/>`;

const pitch = (w: number, h: number, top: number) => `<path d="M${w * 0.46} ${top + h * 0.02} H${w * 0.54} L${w * 0.66} ${h} H${w * 0.34}Z" fill="#c8a46b"/>`;

export const scenes: Scene[] = [
  {
    slug: 'sunrise-pitch',
    caption: 'Sunrise over the school ground before the opening match',
    width: 1200,
    height: 800,
    draw: (w, h) =>
      svg(
        w,
        h,
        sky('s', '#f97316', '#fde68a'),
        `<rect width="${w}" height="${h}" fill="url(#s)"/><circle cx="${w * 0.72}" cy="${h * 0.42}" r="${h * 0.12}" fill="#fff7d6" opacity="0.9"/>` +
          field(w, h, h * 0.55) +
          pitch(w, h, h * 0.55) +
          stumps(w * 0.5, h * 0.6, h * 0.09) +
          stumps(w * 0.5, h * 0.97, h * 0.16),
      ),
  },
  {
    slug: 'bails-flying',
    caption: 'Clean bowled: the bails fly in the under-14 final',
    width: 800,
    height: 1000,
    draw: (w, h) =>
      svg(
        w,
        h,
        sky('s', '#38bdf8', '#e0f2fe'),
        `<rect width="${w}" height="${h}" fill="url(#s)"/>` +
          field(w, h, h * 0.62) +
          stumps(w * 0.5, h * 0.9, h * 0.42) +
          `<rect x="${w * 0.38}" y="${h * 0.36}" width="${w * 0.12}" height="${h * 0.018}" rx="4" fill="#f5e6c8" transform="rotate(-24 ${w * 0.44} ${h * 0.37})"/>` +
          `<rect x="${w * 0.55}" y="${h * 0.33}" width="${w * 0.12}" height="${h * 0.018}" rx="4" fill="#f5e6c8" transform="rotate(31 ${w * 0.61} ${h * 0.34})"/>` +
          ball(w * 0.27, h * 0.58, w * 0.06),
      ),
  },
  {
    slug: 'floodlit-bat',
    caption: 'Bat and ball under the floodlights',
    width: 1000,
    height: 1000,
    draw: (w, h) =>
      svg(
        w,
        h,
        sky('s', '#0f172a', '#1e3a8a') +
          '<radialGradient id="l"><stop offset="0" stop-color="#fef9c3"/><stop offset="1" stop-color="#fef9c3" stop-opacity="0"/></radialGradient>',
        `<rect width="${w}" height="${h}" fill="url(#s)"/>` +
          [0.15, 0.85]
            .map(
              (x) =>
                `<circle cx="${w * x}" cy="${h * 0.16}" r="${w * 0.16}" fill="url(#l)"/><rect x="${w * x - 6}" y="${h * 0.16}" width="12" height="${h * 0.5}" fill="#334155"/>`,
            )
            .join('') +
          field(w, h, h * 0.66, '#166534') +
          bat(w * 0.22, h * 0.62, w * 0.62, -28) +
          ball(w * 0.7, h * 0.78, w * 0.05),
      ),
  },
  {
    slug: 'trophy-night',
    caption: 'Trophy night: champions of the season',
    width: 1200,
    height: 900,
    draw: (w, h) =>
      svg(
        w,
        h,
        sky('s', '#312e81', '#7c3aed') + sky('g', '#fde047', '#ca8a04'),
        `<rect width="${w}" height="${h}" fill="url(#s)"/>` +
          Array.from(
            { length: 26 },
            (_, i) =>
              `<circle cx="${(i * 211) % w}" cy="${(i * 137) % (h * 0.8)}" r="${6 + (i % 4) * 3}" fill="${['#f472b6', '#facc15', '#34d399', '#60a5fa'][i % 4]}" opacity="0.8"/>`,
          ).join('') +
          `<path d="M${w * 0.4} ${h * 0.25} H${w * 0.6} Q${w * 0.6} ${h * 0.55} ${w * 0.5} ${h * 0.58} Q${w * 0.4} ${h * 0.55} ${w * 0.4} ${h * 0.25}Z" fill="url(#g)"/>` +
          `<path d="M${w * 0.4} ${h * 0.3} Q${w * 0.32} ${h * 0.32} ${w * 0.35} ${h * 0.42} Q${w * 0.38} ${h * 0.47} ${w * 0.42} ${h * 0.46}" fill="none" stroke="#eab308" stroke-width="14"/>` +
          `<path d="M${w * 0.6} ${h * 0.3} Q${w * 0.68} ${h * 0.32} ${w * 0.65} ${h * 0.42} Q${w * 0.62} ${h * 0.47} ${w * 0.58} ${h * 0.46}" fill="none" stroke="#eab308" stroke-width="14"/>` +
          `<rect x="${w * 0.47}" y="${h * 0.57}" width="${w * 0.06}" height="${h * 0.12}" fill="#ca8a04"/><rect x="${w * 0.41}" y="${h * 0.68}" width="${w * 0.18}" height="${h * 0.08}" rx="8" fill="#78350f"/>`,
      ),
  },
  {
    slug: 'boundary-flags',
    caption: 'Flags along the boundary rope on match day',
    width: 1200,
    height: 750,
    draw: (w, h) =>
      svg(
        w,
        h,
        sky('s', '#0ea5e9', '#bae6fd'),
        `<rect width="${w}" height="${h}" fill="url(#s)"/>` +
          [0.2, 0.55, 0.8]
            .map((x, i) => `<ellipse cx="${w * x}" cy="${h * (0.18 + i * 0.05)}" rx="${w * 0.09}" ry="${h * 0.05}" fill="#fff" opacity="0.85"/>`)
            .join('') +
          field(w, h, h * 0.5) +
          `<path d="M0 ${h * 0.8} Q${w / 2} ${h * 0.62} ${w} ${h * 0.8}" fill="none" stroke="#fafafa" stroke-width="8"/>` +
          Array.from({ length: 9 }, (_, i) => {
            const x = w * (0.06 + i * 0.11);
            const y = h * 0.8 - Math.sin((i / 8) * Math.PI) * h * 0.135;
            return `<rect x="${x - 2}" y="${y - h * 0.16}" width="4" height="${h * 0.16}" fill="#e5e7eb"/><path d="M${x + 2} ${y - h * 0.16} l${w * 0.05} ${h * 0.03} l${-w * 0.05} ${h * 0.03}Z" fill="${['#dc2626', '#f59e0b', '#2563eb'][i % 3]}"/>`;
          }).join(''),
      ),
  },
  {
    slug: 'team-huddle',
    caption: 'Team huddle before the toss',
    width: 900,
    height: 1200,
    draw: (w, h) =>
      svg(
        w,
        h,
        '<radialGradient id="f"><stop offset="0" stop-color="#4ade80"/><stop offset="1" stop-color="#166534"/></radialGradient>',
        `<rect width="${w}" height="${h}" fill="url(#f)"/>` +
          Array.from({ length: 11 }, (_, i) => {
            const a = (i / 11) * Math.PI * 2;
            const x = w / 2 + Math.cos(a) * w * 0.3;
            const y = h / 2 + Math.sin(a) * w * 0.3;
            return `<circle cx="${x}" cy="${y}" r="${w * 0.085}" fill="${i % 2 ? '#1d4ed8' : '#2563eb'}"/><circle cx="${x}" cy="${y}" r="${w * 0.045}" fill="#7c4a2d"/>`;
          }).join('') +
          ball(w / 2, h / 2, w * 0.07),
      ),
  },
  {
    slug: 'rain-covers',
    caption: 'Rain delay: covers on, smiles on',
    width: 1000,
    height: 800,
    draw: (w, h) =>
      svg(
        w,
        h,
        sky('s', '#64748b', '#cbd5e1'),
        `<rect width="${w}" height="${h}" fill="url(#s)"/>` +
          Array.from(
            { length: 40 },
            (_, i) =>
              `<line x1="${(i * 97) % w}" y1="${(i * 53) % (h * 0.6)}" x2="${((i * 97) % w) - 12}" y2="${((i * 53) % (h * 0.6)) + 36}" stroke="#e2e8f0" stroke-width="3" opacity="0.7"/>`,
          ).join('') +
          field(w, h, h * 0.58, '#3f7d4a') +
          `<path d="M${w * 0.3} ${h * 0.62} H${w * 0.7} L${w * 0.82} ${h * 0.94} H${w * 0.18}Z" fill="#1e40af" opacity="0.92"/>` +
          `<path d="M${w * 0.7} ${h * 0.45} a${w * 0.12} ${w * 0.1} 0 0 1 ${w * 0.24} 0Z" fill="#f59e0b"/><rect x="${w * 0.818}" y="${h * 0.45}" width="6" height="${h * 0.2}" fill="#1f2937"/>`,
      ),
  },
  {
    slug: 'nets-session',
    caption: 'Evening nets session',
    width: 800,
    height: 1100,
    draw: (w, h) =>
      svg(
        w,
        h,
        sky('s', '#fb923c', '#fecaca'),
        `<rect width="${w}" height="${h}" fill="url(#s)"/>` +
          field(w, h, h * 0.5, '#3b7a45') +
          Array.from(
            { length: 12 },
            (_, i) =>
              `<line x1="${w * 0.1 + i * w * 0.073}" y1="${h * 0.22}" x2="${w * 0.1 + i * w * 0.073}" y2="${h * 0.86}" stroke="#f8fafc" stroke-width="2" opacity="0.55"/>`,
          ).join('') +
          Array.from(
            { length: 14 },
            (_, i) =>
              `<line x1="${w * 0.1}" y1="${h * 0.22 + i * h * 0.046}" x2="${w * 0.9}" y2="${h * 0.22 + i * h * 0.046}" stroke="#f8fafc" stroke-width="2" opacity="0.55"/>`,
          ).join('') +
          stumps(w * 0.5, h * 0.84, h * 0.2) +
          ball(w * 0.32, h * 0.7, w * 0.045) +
          bat(w * 0.55, h * 0.62, w * 0.4, 60),
      ),
  },
];

/** The SVG text of a scene at its own size. */
export const renderScene = (scene: Scene) => scene.draw(scene.width, scene.height);
