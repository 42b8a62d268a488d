/**
 * Generates the static brand assets and seed placeholder images under public/.
 *
 *   npx tsx scripts/generate-icons.ts
 *
 * One-off tool: needs `rsvg-convert` (librsvg2-bin) and ImageMagick `convert` on the PATH
 * (apt-get install librsvg2-bin imagemagick). The outputs are committed, so nothing here
 * runs at build or start time. SVG sources are written by hand below; PNG/JPEG/ICO are
 * rasterised from them.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.join(import.meta.dirname, '..');
const pub = (...parts: string[]) => path.join(root, 'public', ...parts);
const tmp = mkdtempSync(path.join(tmpdir(), 'karir-icons-'));

const BRAND = '#015f92';
const ACCENT = '#f2a71b';
const FONT = "'Liberation Sans', 'DejaVu Sans', Arial, sans-serif";

/** The "K" mark on a 512 × 512 canvas: a bar and two rounded arms; the lower leg, in the accent colour, runs under the upper one. */
function mark(scale = 1): string {
  const t = (256 * (1 - scale)).toFixed(1);
  return `<g transform="translate(${t} ${t}) scale(${scale})">
    <path d="M290 250 366 358" stroke="${ACCENT}" stroke-width="64" stroke-linecap="round"/>
    <rect x="142" y="126" width="64" height="260" rx="32" fill="#fff"/>
    <path d="M234 282 358 158" stroke="#fff" stroke-width="64" stroke-linecap="round"/>
  </g>`;
}

const iconSvg = (rounded: boolean, scale = 1) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">
  <rect width="512" height="512" rx="${rounded ? 112 : 0}" fill="${BRAND}"/>
  ${mark(scale)}
</svg>
`;

function write(file: string, content: string | Buffer) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

function svgToPng(svg: string, out: string, width: number, height = width) {
  const src = path.join(tmp, `${path.basename(out)}.svg`);
  writeFileSync(src, svg);
  const raw = path.join(tmp, `${path.basename(out)}.raw.png`);
  execFileSync('rsvg-convert', ['-w', String(width), '-h', String(height), '-o', raw, src]);
  mkdirSync(path.dirname(out), { recursive: true });
  // Strip metadata and store as 8-bit palette where that is lossless enough.
  execFileSync('convert', [raw, '-strip', '-define', 'png:compression-level=9', out]);
}

function svgToJpeg(svg: string, out: string, width: number, height: number, quality = 72) {
  const raw = path.join(tmp, `${path.basename(out)}.png`);
  svgToPng(svg, raw, width, height);
  mkdirSync(path.dirname(out), { recursive: true });
  execFileSync('convert', [raw, '-strip', '-sampling-factor', '4:2:0', '-interlace', 'Plane', '-quality', String(quality), out]);
}

/* ---------- brand icons ---------- */
const ICON = iconSvg(true);
write(pub('icons', 'icon.svg'), ICON);
svgToPng(ICON, pub('icons', 'icon-192.png'), 192);
svgToPng(ICON, pub('icons', 'icon-512.png'), 512);
// Maskable: full-bleed background, the mark inside the 80 % safe zone.
svgToPng(iconSvg(false, 0.68), pub('icons', 'icon-maskable-512.png'), 512);
// Apple touch icon: iOS rounds the corners itself, so full-bleed with a little padding.
svgToPng(iconSvg(false, 0.8), pub('icons', 'apple-touch-icon.png'), 180);
// favicon.ico with 32 × 32 and 16 × 16 images.
svgToPng(ICON, path.join(tmp, 'fav-32.png'), 32);
svgToPng(ICON, path.join(tmp, 'fav-16.png'), 16);
execFileSync('convert', [path.join(tmp, 'fav-32.png'), path.join(tmp, 'fav-16.png'), pub('favicon.ico')]);

/* ---------- social card 1200 × 630 ---------- */
const og = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0272ad"/><stop offset="0.55" stop-color="${BRAND}"/><stop offset="1" stop-color="#013b5b"/></linearGradient>
  </defs>
  <rect width="1200" height="630" fill="url(#bg)"/>
  <circle cx="1120" cy="60" r="260" fill="none" stroke="#fff" stroke-opacity="0.07" stroke-width="60"/>
  <circle cx="1120" cy="60" r="400" fill="none" stroke="#fff" stroke-opacity="0.05" stroke-width="50"/>
  <g transform="translate(96 150) scale(0.28)">
    <rect width="512" height="512" rx="112" fill="#fff" fill-opacity="0.12"/>
    ${mark()}
  </g>
  <text x="96" y="390" font-family="${FONT}" font-size="92" font-weight="700" fill="#fff" letter-spacing="-2">Karir Nusantara</text>
  <text x="98" y="460" font-family="${FONT}" font-size="38" fill="#d7eaf5">Find your next job in Indonesia</text>
  <text x="98" y="510" font-family="${FONT}" font-size="38" fill="#a8d0e7">Temukan pekerjaan impian Anda di Indonesia</text>
  <rect x="96" y="560" width="120" height="8" rx="4" fill="${ACCENT}"/>
</svg>`;
svgToPng(og, pub('icons', 'og-default.png'), 1200, 630);
// Site-settings logo (seed data references /images/logo.svg).
write(
  pub('images', 'logo.svg'),
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1480 512" width="296" height="102">
  <rect width="512" height="512" rx="112" fill="${BRAND}"/>${mark()}
  <text x="600" y="330" font-family="system-ui, 'Segoe UI', Roboto, Arial, sans-serif" font-size="200" font-weight="800" fill="#14212b" letter-spacing="-6">Karir</text>
  <text x="1050" y="330" font-family="system-ui, 'Segoe UI', Roboto, Arial, sans-serif" font-size="200" font-weight="400" fill="${BRAND}" letter-spacing="-6">Nus.</text>
</svg>
`,
);

/* ---------- company logos: monograms in distinct colours and shapes ---------- */
const COMPANIES: [string, string, string][] = [
  ['SP', '#0b7a75', 'circle'],
  ['ML', '#7a3fb0', 'square'],
  ['BA', '#c2410c', 'hex'],
  ['GO', '#1d4ed8', 'circle'],
  ['LP', '#0f766e', 'square'],
  ['CR', '#be123c', 'hex'],
  ['RE', '#4d7c0f', 'circle'],
  ['TM', '#0369a1', 'square'],
  ['HH', '#9a3412', 'hex'],
  ['NK', '#6d28d9', 'circle'],
  ['DS', '#b45309', 'square'],
  ['AK', '#334155', 'hex'],
];
COMPANIES.forEach(([letters, colour, shape], i) => {
  const body =
    shape === 'circle'
      ? `<circle cx="48" cy="48" r="46" fill="${colour}"/><circle cx="48" cy="48" r="38" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="2"/>`
      : shape === 'square'
        ? `<rect x="2" y="2" width="92" height="92" rx="22" fill="${colour}"/><path d="M2 70 94 40v32a22 22 0 0 1-22 22H24A22 22 0 0 1 2 72z" fill="#fff" fill-opacity="0.12"/>`
        : `<path d="M48 2 88 25v46L48 94 8 71V25z" fill="${colour}"/>`;
  write(
    pub('images', 'companies', `logo-${i + 1}.svg`),
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96">${body}<text x="48" y="59" text-anchor="middle" font-family="system-ui, 'Segoe UI', Roboto, Arial, sans-serif" font-size="32" font-weight="700" fill="#fff" letter-spacing="1">${letters}</text></svg>\n`,
  );
});

/* ---------- client wordmarks: grey-scale symbol + name ---------- */
const CLIENTS = [
  'Bank Artha Sentosa',
  'Garuda Otomotif',
  'Sinar Pangan',
  'Borneo Agro',
  'Cahaya Retail',
  'Samudra Kargo',
  'Permata Medika',
  'Tirta Minuman',
  'Rajawali Energi',
  'Buana Telekomunikasi',
  'Graha Properti',
  'Cendekia Edukasi',
];
const SYMBOLS = [
  '<rect x="4" y="12" width="32" height="32" rx="6"/><rect x="12" y="20" width="16" height="16" rx="3" fill="#fff"/>',
  '<path d="M20 8 36 44H4z"/>',
  '<circle cx="20" cy="28" r="16"/><circle cx="20" cy="28" r="7" fill="#fff"/>',
  '<path d="M20 8c10 8 14 18 0 36C6 26 10 16 20 8z"/>',
  '<rect x="4" y="16" width="32" height="24" rx="4"/><path d="M12 16a8 8 0 0 1 16 0" fill="none" stroke="currentColor" stroke-width="4"/>',
  '<path d="M4 34c8-6 24-6 32 0v8H4z"/><path d="M10 30 20 10l10 20z"/>',
  '<path d="M15 10h10v12h12v10H25v12H15V32H3V22h12z"/>',
  '<path d="M20 8c8 12 12 18 12 24a12 12 0 0 1-24 0c0-6 4-12 12-24z"/>',
  '<path d="M4 30 20 14l16 16-6 0-10-10-10 10z"/><path d="M4 42 20 26l16 16z"/>',
  '<circle cx="20" cy="28" r="5"/><path d="M8 16a17 17 0 0 1 24 0M12 21a11 11 0 0 1 16 0" fill="none" stroke="currentColor" stroke-width="4" stroke-linecap="round"/>',
  '<path d="M6 44V20l14-10 14 10v24z"/><rect x="16" y="30" width="8" height="14" fill="#fff"/>',
  '<path d="M2 20 20 12l18 8-18 8z"/><path d="M10 26v10c6 4 14 4 20 0V26l-10 4z"/>',
];
CLIENTS.forEach((name, i) => {
  const width = Math.round(56 + name.length * 11.5);
  write(
    pub('images', 'clients', `client-${i + 1}.svg`),
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} 56" width="${width}" height="56" role="img" aria-label="${name}"><g fill="#5b6670" color="#5b6670">${SYMBOLS[i]}</g><text x="48" y="35" font-family="system-ui, 'Segoe UI', Roboto, Arial, sans-serif" font-size="19" font-weight="${i % 3 === 0 ? 700 : 600}" fill="#4a5560" letter-spacing="${i % 2 ? 0 : 0.5}">${name}</text></svg>\n`,
  );
});

/* ---------- photographs stand-ins: abstract gradient compositions ---------- */
const PALETTES: [string, string, string][] = [
  ['#0b5d8f', '#5fb3d9', '#f2a71b'],
  ['#134e4a', '#5eead4', '#fde68a'],
  ['#4c1d95', '#a78bfa', '#fbcfe8'],
  ['#7c2d12', '#fb923c', '#fef3c7'],
  ['#1e3a8a', '#60a5fa', '#e0f2fe'],
  ['#14532d', '#86efac', '#fef9c3'],
  ['#831843', '#f472b6', '#fde2e4'],
  ['#0f172a', '#38bdf8', '#f8fafc'],
];
const grad = (id: string, a: string, b: string, angle = 1) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${angle}" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>`;

/** Gallery (workplace) 1200 × 800: a sky, a skyline of office blocks with lit windows. */
for (let n = 1; n <= 6; n++) {
  const [dark, mid, light] = PALETTES[n - 1]!;
  let blocks = '';
  let x = -20;
  for (let b = 0; x < 1200; b++) {
    const w = 110 + ((b * 53 + n * 31) % 120);
    const h = 260 + ((b * 97 + n * 43) % 320);
    blocks += `<rect x="${x}" y="${800 - h}" width="${w}" height="${h}" fill="${dark}" fill-opacity="${0.75 + (b % 3) * 0.08}"/>`;
    for (let wy = 800 - h + 24; wy < 780; wy += 38) {
      for (let wx = x + 14; wx < x + w - 20; wx += 30) {
        if ((wx * 7 + wy * 3 + n) % 5 < 2)
          blocks += `<rect x="${wx}" y="${wy}" width="14" height="18" fill="${light}" fill-opacity="0.55"/>`;
      }
    }
    x += w + 6;
  }
  svgToJpeg(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800"><defs>${grad('s', mid, light, 0)}</defs>
    <rect width="1200" height="800" fill="url(#s)"/><circle cx="${300 + n * 120}" cy="220" r="90" fill="#fff" fill-opacity="0.5"/>${blocks}</svg>`,
    pub('images', 'gallery', `photo-${n}.jpg`),
    1200,
    800,
    68,
  );
}

/** Article covers 1200 × 630: soft circles and a chart or document motif. */
for (let n = 1; n <= 8; n++) {
  const [dark, mid, light] = PALETTES[n - 1]!;
  const motif =
    n % 2
      ? Array.from({ length: 6 }, (_, k) => {
          const h = 80 + ((k * 61 + n * 37) % 220);
          return `<rect x="${640 + k * 78}" y="${520 - h}" width="52" height="${h}" rx="10" fill="#fff" fill-opacity="${0.55 + k * 0.07}"/>`;
        }).join('')
      : `<rect x="700" y="130" width="300" height="380" rx="24" fill="#fff" fill-opacity="0.9"/>${Array.from(
          { length: 6 },
          (_, k) =>
            `<rect x="740" y="${190 + k * 46}" width="${k % 3 === 2 ? 140 : 220}" height="16" rx="8" fill="${mid}" fill-opacity="0.8"/>`,
        ).join('')}<circle cx="990" cy="140" r="46" fill="${ACCENT}"/>`;
  svgToJpeg(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"><defs>${grad('g', dark, mid)}</defs>
    <rect width="1200" height="630" fill="url(#g)"/>
    <circle cx="${150 + n * 40}" cy="${480 - n * 20}" r="260" fill="${light}" fill-opacity="0.12"/>
    <circle cx="180" cy="140" r="120" fill="#fff" fill-opacity="0.08"/>${motif}</svg>`,
    pub('images', 'articles', `cover-${n}.jpg`),
    1200,
    630,
    70,
  );
}

/** Team portraits 400 × 400: an abstract head-and-shoulders silhouette. */
const SKIN = ['#f1c9a5', '#d9a77f', '#b97f5a', '#8d5a3b'];
const HAIR = ['#2b2118', '#4a3323', '#1c1c1c', '#6b4a2f'];
for (let n = 1; n <= 8; n++) {
  const [dark, mid, light] = PALETTES[n - 1]!;
  const skin = SKIN[n % 4]!;
  const hair = HAIR[(n * 3) % 4]!;
  const hijab = n % 3 === 2;
  const head = hijab
    ? `<path d="M200 96c-58 0-86 44-86 94 0 40 14 70 36 90h100c22-20 36-50 36-90 0-50-28-94-86-94z" fill="${mid}"/><ellipse cx="200" cy="186" rx="50" ry="60" fill="${skin}"/>`
    : `<ellipse cx="200" cy="180" rx="62" ry="74" fill="${skin}"/><path d="M138 172c0-52 26-86 62-86s64 30 64 84c-12-30-36-44-64-44-30 0-50 16-62 46z" fill="${hair}"/>`;
  svgToJpeg(
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><defs>${grad('b', light, mid)}</defs>
    <rect width="400" height="400" fill="url(#b)"/><circle cx="320" cy="80" r="120" fill="#fff" fill-opacity="0.18"/>
    <path d="M60 400c6-82 62-128 140-128s134 46 140 128z" fill="${dark}"/>
    <path d="M170 250h60v34c-10 12-50 12-60 0z" fill="${skin}"/>${head}</svg>`,
    pub('images', 'team', `member-${n}.jpg`),
    400,
    400,
    78,
  );
}

rmSync(tmp, { recursive: true, force: true });
console.log('assets written to public/');
