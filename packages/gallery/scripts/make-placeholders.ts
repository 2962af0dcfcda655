/**
 * Writes the eight built-in gallery images (shown when the server has none) as small SVG
 * files next to the screens. Run again after changing a scene: `npx tsx scripts/make-placeholders.ts`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderScene, scenes } from '../src/art/scenes';

const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/client/assets');
fs.mkdirSync(out, { recursive: true });
for (const [index, scene] of scenes.entries()) {
  // Two decimals are plenty for a picture this size and keep each file a few KB.
  const text = renderScene(scene).replace(/(\d+\.\d{2})\d+/g, '$1');
  const file = path.join(out, `placeholder-${index + 1}.svg`);
  fs.writeFileSync(file, `${text}\n`);
  console.log(`${path.basename(file)}: ${scene.width}x${scene.height}, ${text.length} bytes`);
}
