import { chromium } from '@playwright/test';
const [,, file, x, y, w, h, out] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: Number(w), height: Number(h) } });
const fs = await import('node:fs');
const data = fs.readFileSync(file).toString('base64');
await page.setContent(`<body style="margin:0"><img style="position:absolute;left:-${x}px;top:-${y}px" src="data:image/png;base64,${data}"></body>`);
await page.screenshot({ path: out });
await browser.close();
