#!/usr/bin/env node
// Generates Chalein's public artwork (SVG) under api/assets/uploads/<folder>/.
// Everything here is drawn from scratch in this repository (docs/decisions/0020-brand.md); the files it writes are
// committed and served as they are, so the site never runs this script. Run it again after a change:
//   node tools/generate-artwork.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', 'api', 'assets', 'uploads');

// Brand palette
const G = '#0b6e4f'; // deep green, primary
const GD = '#07503a'; // darker green
const GL = '#d7ede3'; // pale green
const Y = '#f4b400'; // warm yellow, accent
const YL = '#fff1c7'; // pale yellow
const D = '#1b1f24'; // dark
const L = '#f6f7f2'; // light
const W = '#ffffff';
const NAVY = '#1c2b4a';
const RED = '#d64545';
const GLASS = '#cfe6f5';
const SKIN = ['#f1c7a3', '#d9a27a', '#c68a5c', '#a96f45', '#8a5632'];
const FONT = `font-family="'Poppins','Segoe UI',Roboto,Helvetica,Arial,sans-serif"`;

const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function svg(w, h, title, body) {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img">` +
    `<title>${esc(title)}</title>${body}</svg>\n`
  );
}

const written = [];
function out(folder, file, content) {
  const dir = join(root, folder);
  mkdirSync(dir, { recursive: true });
  const compact = content.replace(/>\s+</g, '><').replace(/\s{2,}/g, ' ');
  writeFileSync(join(dir, file), compact);
  written.push({ path: `${folder}/${file}`, bytes: Buffer.byteLength(compact) });
}

const t = (x, y, s = 1) => `transform="translate(${x} ${y})${s === 1 ? '' : ` scale(${s})`}"`;
const text = (x, y, size, fill, str, extra = '') =>
  `<text x="${x}" y="${y}" ${FONT} font-size="${size}" fill="${fill}" ${extra}>${esc(str)}</text>`;

// ---------------------------------------------------------------------------------------------------------
// Reusable drawings (each drawn in its own small coordinate box, placed with translate/scale)

/** side view of a cab, 124 x 52, wheels resting on y = 51 */
const cab = (x, y, s = 1, body = Y) =>
  `<g ${t(x, y, s)}><path d="M4 36c0-8 4-12 12-13l14-2 12-13c3-3 6-4 10-4h30c4 0 7 2 10 5l12 12 8 2c5 1 8 5 8 10v6c0 2-2 4-4 4H8c-3 0-4-2-4-4z" fill="${body}"/>` +
  `<path d="M46 10 36 21h26V10zM68 10v11h28l-8-9c-2-2-3-2-5-2z" fill="${GLASS}"/>` +
  `<rect x="56" y="-3" width="16" height="7" rx="2" fill="${D}"/><rect x="8" y="28" width="108" height="4" fill="${D}" opacity=".18"/>` +
  `<rect x="113" y="26" width="7" height="4" rx="2" fill="${YL}"/>` +
  `<circle cx="30" cy="42" r="9" fill="${D}"/><circle cx="30" cy="42" r="4" fill="#c8ccd0"/>` +
  `<circle cx="96" cy="42" r="9" fill="${D}"/><circle cx="96" cy="42" r="4" fill="#c8ccd0"/></g>`;

/** mini goods truck, 126 x 54 */
const truck = (x, y, s = 1) =>
  `<g ${t(x, y, s)}><rect x="2" y="2" width="78" height="40" rx="3" fill="${G}"/>` +
  `<path d="M12 14h16v14H12zM32 20h14v8H32z" fill="${Y}"/><path d="M12 14h16v3H12z" fill="${D}" opacity=".2"/>` +
  `<path d="M82 12h22c4 0 7 2 9 5l9 14v13H82z" fill="${Y}"/><path d="M88 17h16l7 12H88z" fill="${GLASS}"/>` +
  `<circle cx="24" cy="44" r="9" fill="${D}"/><circle cx="24" cy="44" r="4" fill="#c8ccd0"/>` +
  `<circle cx="104" cy="44" r="9" fill="${D}"/><circle cx="104" cy="44" r="4" fill="#c8ccd0"/></g>`;

/** auto-rickshaw, 84 x 50 */
const auto = (x, y, s = 1) =>
  `<g ${t(x, y, s)}><path d="M10 40V18C10 8 18 4 30 4h28c8 0 12 6 14 14l6 16v6z" fill="${Y}"/>` +
  `<path d="M10 28h64l4 8v6H10z" fill="${G}"/><path d="M18 12h26v16H18z" fill="${D}" opacity=".75"/>` +
  `<path d="M50 12h10c3 0 5 3 6 6l3 10H50z" fill="${GLASS}"/>` +
  `<circle cx="22" cy="42" r="7" fill="${D}"/><circle cx="70" cy="42" r="7" fill="${D}"/></g>`;

/** scooter with rider, 84 x 70 */
const scooter = (x, y, s = 1, wheel = D) =>
  `<g ${t(x, y, s)}><circle cx="34" cy="12" r="8" fill="${G}"/><path d="M26 20h14l6 20H30z" fill="${Y}"/>` +
  `<path d="M40 24l14 8" stroke="${D}" stroke-width="4" stroke-linecap="round"/>` +
  `<path d="M12 60h24l10-18h14l8 18" fill="none" stroke="${G}" stroke-width="6" stroke-linejoin="round"/>` +
  `<path d="M24 40h22v8H20z" fill="${D}"/><path d="M60 42l-6-16h8" fill="none" stroke="${D}" stroke-width="4" stroke-linecap="round"/>` +
  `<circle cx="14" cy="60" r="10" fill="none" stroke="${wheel}" stroke-width="5"/><circle cx="68" cy="60" r="10" fill="none" stroke="${wheel}" stroke-width="5"/></g>`;

const tree = (x, y, s = 1, c = G) =>
  `<g ${t(x, y, s)}><rect x="-3" y="-22" width="6" height="22" fill="#7a5a35"/><circle cy="-32" r="15" fill="${c}"/><circle cx="-8" cy="-24" r="9" fill="${c}"/><circle cx="9" cy="-25" r="10" fill="${c}"/></g>`;

const pin = (x, y, s = 1, c = G, dot = L) =>
  `<g ${t(x, y, s)}><path d="M0 0C-11 0-19 8-19 19 19 33 0 52 0 52s19-19 19-33C19 8 11 0 0 0z" fill="${c}"/><circle cy="19" r="7" fill="${dot}"/></g>`;

const shield = (x, y, s = 1, c = G, tick = Y) =>
  `<g ${t(x, y, s)}><path d="M0 0l24 9v21c0 16-10 28-24 34C-14 58-24 46-24 30V9z" fill="${c}"/>` +
  `<path d="M-12 32l9 9 16-18" fill="none" stroke="${tick}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/></g>`;

const moon = (x, y, r, bg, c = YL) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="${c}"/><circle cx="${x + r * 0.45}" cy="${y - r * 0.3}" r="${r * 0.85}" fill="${bg}"/>`;

const sun = (x, y, r, c = Y) =>
  `<circle cx="${x}" cy="${y}" r="${r * 1.45}" fill="none" stroke="${c}" stroke-width="${r * 0.22}" stroke-dasharray="${(r * 0.5).toFixed(1)} ${(r * 0.5).toFixed(1)}" opacity=".8"/><circle cx="${x}" cy="${y}" r="${r}" fill="${c}"/>`;

function starPath(r) {
  const p = [];
  for (let i = 0; i < 10; i++) {
    const a = (Math.PI / 5) * i - Math.PI / 2;
    const rr = i % 2 ? r * 0.45 : r;
    p.push(`${(Math.cos(a) * rr).toFixed(1)} ${(Math.sin(a) * rr).toFixed(1)}`);
  }
  return `M${p.join('L')}z`;
}
const star = (x, y, r, c = Y) => `<path transform="translate(${x} ${y})" d="${starPath(r)}" fill="${c}"/>`;

/** steering wheel centred on x, y, radius 20 at s = 1 */
const steering = (x, y, s = 1, c = G) =>
  `<g ${t(x, y, s)}><circle r="18" fill="none" stroke="${c}" stroke-width="6"/><circle r="5" fill="${c}"/>` +
  `<path d="M-17 0h12M5 0h12M0 5v13" stroke="${c}" stroke-width="5"/></g>`;

/** identity card, 96 x 62 */
const idCard = (x, y, s = 1, skin = SKIN[2]) =>
  `<g ${t(x, y, s)}><rect width="96" height="62" rx="8" fill="${W}" stroke="${G}" stroke-width="3"/><rect width="96" height="14" rx="7" fill="${G}"/>` +
  `<rect x="8" y="20" width="28" height="34" rx="4" fill="${GL}"/><circle cx="22" cy="32" r="7" fill="${skin}"/><path d="M11 52c1-8 6-11 11-11s10 3 11 11z" fill="${G}"/>` +
  `<path d="M44 26h40M44 36h30M44 46h36" stroke="#b9c2bd" stroke-width="4" stroke-linecap="round"/></g>`;

const box = (x, y, w, h, c = '#d9a35b') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${c}"/><path d="M${x + w / 2 - 4} ${y}h8v${h * 0.4}h-8z" fill="${W}" opacity=".55"/>`;

/** warning triangle, 48 wide, tip at x, y */
const warning = (x, y, s = 1) =>
  `<g ${t(x, y, s)}><path d="M0 0l24 42H-24z" fill="${Y}" stroke="${Y}" stroke-width="6" stroke-linejoin="round"/>` +
  `<path d="M0 14v14" stroke="${D}" stroke-width="5" stroke-linecap="round"/><circle cy="35" r="3" fill="${D}"/></g>`;

/** phone, 44 x 80 */
const phone = (x, y, s = 1, screen = L) =>
  `<g ${t(x, y, s)}><rect width="44" height="80" rx="8" fill="${D}"/><rect x="4" y="8" width="36" height="62" rx="3" fill="${screen}"/><circle cx="22" cy="75" r="2.5" fill="#5c646d"/></g>`;

const bolt = (x, y, s = 1, c = Y) =>
  `<path transform="translate(${x} ${y}) scale(${s})" d="M8 0 0 18h8l-4 16L18 12h-8l4-12z" fill="${c}"/>`;

const femaleSign = (x, y, s = 1, c = G) =>
  `<g ${t(x, y, s)}><circle r="9" fill="none" stroke="${c}" stroke-width="4"/><path d="M0 9v14M-6 17h12" stroke="${c}" stroke-width="4" stroke-linecap="round"/></g>`;

const road = (y, w, h = 44) =>
  `<rect y="${y}" width="${w}" height="${h}" fill="${D}"/><path d="M0 ${y + h / 2}H${w}" stroke="${L}" stroke-width="3" stroke-dasharray="22 16"/>`;

const winDefs = `<defs><pattern id="w" width="12" height="14" patternUnits="userSpaceOnUse"><rect x="3" y="4" width="5" height="6" fill="${L}" opacity=".75"/></pattern></defs>`;
const tower = (x, y, w, h, c) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${c}"/><rect x="${x}" y="${y + 6}" width="${w}" height="${h - 6}" fill="url(#w)"/>`;

const cloud = (x, y, s = 1) =>
  `<g ${t(x, y, s)} fill="${W}"><ellipse cx="0" cy="0" rx="26" ry="12"/><ellipse cx="18" cy="-8" rx="16" ry="12"/><ellipse cx="-14" cy="-5" rx="12" ry="9"/></g>`;

const plane = (x, y, s = 1) =>
  `<g ${t(x, y, s)}><path d="M0 20c0-3 3-5 6-5h70c10 0 18 4 18 6s-8 5-18 5H6c-3 0-6-2-6-6z" fill="${W}" stroke="${G}" stroke-width="2"/>` +
  `<path d="M36 16 24-6h10l24 22zM38 26 28 42h9l20-16z" fill="${G}"/><path d="M4 16 0 2h7l10 14z" fill="${Y}"/></g>`;

const hills = (y, w, c1, c2) =>
  `<path d="M0 ${y}C${w * 0.15} ${y - 90} ${w * 0.3} ${y - 110} ${w * 0.48} ${y - 40}S${w * 0.8} ${y - 120} ${w} ${y - 50}V${y + 200}H0z" fill="${c1}"/>` +
  `<path d="M0 ${y + 20}C${w * 0.25} ${y - 40} ${w * 0.5} ${y - 30} ${w * 0.65} ${y + 5}S${w * 0.9} ${y - 30} ${w} ${y}V${y + 200}H0z" fill="${c2}"/>`;

// ---------------------------------------------------------------------------------------------------------
// Avatars (testimonial/ and team/): a friendly face in a circle

const hairStyles = {
  short: (h) => `<path d="M50 72c-3-27 12-38 30-38 20 0 33 12 30 38-5-14-16-21-30-20-14 0-25 7-30 20z" fill="${h}"/>`,
  side: (h) => `<path d="M50 74c-4-28 12-41 32-40 22 2 31 18 28 40-3-13-10-22-21-25-12 8-25 13-39 25z" fill="${h}"/>`,
  long: (h) => `<path d="M50 72c0-25 13-35 30-35 19 0 30 11 30 33-14-9-28-17-44-14-7 2-12 7-16 16z" fill="${h}"/>`,
  bun: (h) =>
    `<circle cx="80" cy="30" r="13" fill="${h}"/><path d="M50 72c-2-26 12-36 30-36s32 10 30 36c-6-13-17-19-30-19s-24 6-30 19z" fill="${h}"/>`,
  curly: (h) =>
    [44, 56, 68, 80, 92, 104, 116].map((cx, i) => `<circle cx="${cx}" cy="${i % 2 ? 46 : 52}" r="12" fill="${h}"/>`).join('') +
    `<circle cx="62" cy="38" r="12" fill="${h}"/><circle cx="80" cy="34" r="13" fill="${h}"/><circle cx="98" cy="38" r="12" fill="${h}"/>`,
  crop: (h) => `<path d="M50 70c1-22 14-30 30-30s29 8 30 30c-4-9-14-15-30-15s-26 6-30 15z" fill="${h}"/>`,
};
const longBack = (h) => `<path d="M47 74c-4-34 13-44 33-44s37 10 33 44l5 56H42z" fill="${h}"/>`;

function avatar({ title, bg, skin, hair, hairColor, shirt, glasses = false, beard = false, bindi = false, earrings = false }) {
  const parts = [
    `<defs><clipPath id="c"><circle cx="80" cy="80" r="80"/></clipPath></defs>`,
    `<circle cx="80" cy="80" r="80" fill="${bg}"/><g clip-path="url(#c)">`,
    hair === 'long' ? longBack(hairColor) : '',
    `<path d="M18 170c4-40 32-54 62-54s58 14 62 54z" fill="${shirt}"/>`,
    `<path d="M68 98h24v18c0 6-24 6-24 0z" fill="${skin}"/><path d="M68 106h24v4H68z" fill="${D}" opacity=".12"/>`,
    `<path d="M66 116l14 12 14-12" fill="none" stroke="${W}" stroke-width="4" opacity=".6"/>`,
    `<circle cx="50" cy="78" r="7" fill="${skin}"/><circle cx="110" cy="78" r="7" fill="${skin}"/>`,
    `<ellipse cx="80" cy="74" rx="30" ry="34" fill="${skin}"/>`,
    earrings ? `<circle cx="49" cy="88" r="3" fill="${Y}"/><circle cx="111" cy="88" r="3" fill="${Y}"/>` : '',
    beard
      ? `<path d="M51 82c2 20 14 30 29 30s27-10 29-30c-6 9-14 16-29 16s-23-7-29-16z" fill="${hairColor}"/><path d="M69 87q11-6 22 0" stroke="${hairColor}" stroke-width="4" fill="none" stroke-linecap="round"/>`
      : '',
    hairStyles[hair](hairColor),
    `<path d="M63 66q6-4 12 0M85 66q6-4 12 0" stroke="${D}" stroke-width="2.5" fill="none" stroke-linecap="round" opacity=".8"/>`,
    `<circle cx="69" cy="76" r="3.5" fill="${D}"/><circle cx="91" cy="76" r="3.5" fill="${D}"/>`,
    glasses
      ? `<g fill="none" stroke="${D}" stroke-width="2.5"><circle cx="69" cy="76" r="9"/><circle cx="91" cy="76" r="9"/><path d="M78 76h4"/></g>`
      : '',
    bindi ? `<circle cx="80" cy="62" r="2.5" fill="${RED}"/>` : '',
    `<circle cx="62" cy="88" r="5" fill="#e58a7a" opacity=".35"/><circle cx="98" cy="88" r="5" fill="#e58a7a" opacity=".35"/>`,
    `<path d="M70 90q10 9 20 0" stroke="${D}" stroke-width="3" fill="none" stroke-linecap="round"/>`,
    `</g>`,
  ];
  return svg(160, 160, title, parts.join(''));
}

const HAIR_DARK = '#2a211c';
const HAIR_BROWN = '#5a3a22';
const HAIR_GREY = '#9aa0a6';

const riders = [
  ['rider-anita.svg', 'Anita Rao', { bg: YL, skin: SKIN[1], hair: 'long', hairColor: HAIR_DARK, shirt: G, bindi: true, earrings: true }],
  ['rider-rahul.svg', 'Rahul Menon', { bg: GL, skin: SKIN[2], hair: 'short', hairColor: HAIR_DARK, shirt: '#3d6fb6', glasses: true }],
  ['rider-farhana.svg', 'Farhana Sheikh', { bg: '#e7e0f5', skin: SKIN[0], hair: 'bun', hairColor: HAIR_BROWN, shirt: Y, earrings: true }],
  ['rider-suresh.svg', 'Suresh Gowda', { bg: YL, skin: SKIN[3], hair: 'crop', hairColor: HAIR_GREY, shirt: '#8a4b3c', beard: true }],
  ['rider-priya.svg', 'Priya Nair', { bg: GL, skin: SKIN[2], hair: 'long', hairColor: HAIR_BROWN, shirt: RED, glasses: true }],
  ['rider-vikram.svg', 'Vikram Shetty', { bg: '#dde9f7', skin: SKIN[1], hair: 'side', hairColor: HAIR_DARK, shirt: D }],
  ['rider-deepa.svg', 'Deepa Kulkarni', { bg: YL, skin: SKIN[1], hair: 'bun', hairColor: HAIR_DARK, shirt: '#2f8f83', bindi: true }],
  ['rider-arjun.svg', 'Arjun Reddy', { bg: GL, skin: SKIN[4], hair: 'curly', hairColor: HAIR_DARK, shirt: Y, beard: true }],
  ['rider-meera.svg', 'Meera Iyer', { bg: '#f6e1e1', skin: SKIN[0], hair: 'long', hairColor: HAIR_DARK, shirt: G, earrings: true }],
];
for (const [file, name, o] of riders) out('testimonial', file, avatar({ title: `Avatar of ${name}, a Chalein rider`, ...o }));

const team = [
  ['kavya-raghunath.svg', 'Kavya Raghunath', { bg: GL, skin: SKIN[1], hair: 'long', hairColor: HAIR_DARK, shirt: G, earrings: true }],
  ['nikhil-bhat.svg', 'Nikhil Bhat', { bg: YL, skin: SKIN[1], hair: 'side', hairColor: HAIR_DARK, shirt: D, glasses: true }],
  ['sandhya-murthy.svg', 'Sandhya Murthy', { bg: GL, skin: SKIN[2], hair: 'bun', hairColor: HAIR_DARK, shirt: Y, bindi: true }],
  ['imran-pasha.svg', 'Imran Pasha', { bg: YL, skin: SKIN[3], hair: 'short', hairColor: HAIR_DARK, shirt: G, beard: true }],
  [
    'ritu-agarwal.svg',
    'Ritu Agarwal',
    { bg: '#e7e0f5', skin: SKIN[0], hair: 'long', hairColor: HAIR_BROWN, shirt: '#3d6fb6', glasses: true },
  ],
  [
    'manjunath-hegde.svg',
    'Manjunath Hegde',
    { bg: GL, skin: SKIN[3], hair: 'crop', hairColor: HAIR_GREY, shirt: '#5b6470', glasses: true },
  ],
  ['aisha-fernandes.svg', 'Aisha Fernandes', { bg: YL, skin: SKIN[2], hair: 'curly', hairColor: HAIR_BROWN, shirt: RED, earrings: true }],
];
for (const [file, name, o] of team) out('team', file, avatar({ title: `Portrait illustration of ${name}`, ...o }));

// ---------------------------------------------------------------------------------------------------------
// Brand: logo, mark, partners, badges

const markBody = (x, y, s = 1) =>
  `<g ${t(x, y, s)}><rect width="64" height="64" rx="16" fill="${G}"/>` +
  `<path d="M43.3 20.7A16 16 0 1 0 43.3 43.3" fill="none" stroke="${L}" stroke-width="9" stroke-linecap="round"/>` +
  `<circle cx="47" cy="32" r="5.5" fill="${Y}"/></g>`;

out('brand', 'logo-mark.svg', svg(64, 64, 'Chalein', markBody(0, 0)));
out(
  'brand',
  'logo.svg',
  svg(220, 64, 'Chalein', markBody(0, 0) + text(76, 45, 36, D, 'Chalein', 'font-weight="700" letter-spacing="-0.5"')),
);
out(
  'brand',
  'logo-light.svg',
  svg(220, 64, 'Chalein', markBody(0, 0) + text(76, 45, 36, L, 'Chalein', 'font-weight="700" letter-spacing="-0.5"')),
);

out(
  'brand',
  'partner-veritrust.svg',
  svg(
    240,
    72,
    'VeriTrust ID',
    `<path d="M30 8l22 8v18c0 15-9 25-22 31C17 59 8 49 8 34V16z" fill="#22406b"/>` +
      `<g fill="none" stroke="#7fd6cc" stroke-width="2.5" stroke-linecap="round"><path d="M21 40c0-7 4-12 9-12s9 5 9 12"/><path d="M25 46c0-2 0-4 0-6 0-3 2-6 5-6s5 3 5 6v3"/><path d="M30 40v8"/><path d="M17 30c3-5 8-8 13-8s10 3 13 8"/></g>` +
      text(62, 40, 24, '#22406b', 'VeriTrust', 'font-weight="700"') +
      text(176, 40, 24, '#1aa39a', 'ID', 'font-weight="700"') +
      text(63, 58, 9, '#5c6a7d', 'BACKGROUND VERIFICATION', 'letter-spacing="0.6"'),
  ),
);

out(
  'brand',
  'partner-kaveri.svg',
  svg(
    240,
    72,
    'Kaveri Infotech Solutions',
    `<rect x="6" y="10" width="52" height="52" rx="12" fill="#1f6fb2"/>` +
      `<g fill="none" stroke="${W}" stroke-width="4" stroke-linecap="round"><path d="M14 28c6-6 12 6 18 0s12 6 18 0"/><path d="M14 38c6-6 12 6 18 0s12 6 18 0" opacity=".8"/><path d="M14 48c6-6 12 6 18 0s12 6 18 0" opacity=".6"/></g>` +
      text(70, 38, 26, '#17406b', 'Kaveri', 'font-weight="700"') +
      text(71, 56, 11, '#1f6fb2', 'INFOTECH SOLUTIONS', 'font-weight="600" letter-spacing="1.5"'),
  ),
);

function badge(file, title, line1, line2, accent) {
  out(
    'brand',
    file,
    svg(
      180,
      56,
      title,
      `<rect x="1" y="1" width="178" height="54" rx="12" fill="${D}" stroke="${accent}" stroke-width="2"/>` +
        markBody(10, 10, 0.5625) +
        text(56, 23, 10.5, '#c9ced4', line1) +
        text(56, 42, 18, W, line2, 'font-weight="700"'),
    ),
  );
}
badge('badge-rider-app.svg', 'Download the Chalein Rider App', 'Download the Chalein', 'Rider App', Y);
badge('badge-driver-app.svg', 'Download the Chalein Driver App', 'Drive and earn with', 'Driver App', G);

// Home hero: Bengaluru skyline with Vidhana Soudha, trees, and a road with a cab, an auto and a scooter
out(
  'brand',
  'hero-city.svg',
  svg(
    960,
    480,
    'Illustration of a Bengaluru street with the Vidhana Soudha, tall towers, trees and a Chalein cab',
    winDefs +
      `<rect width="960" height="480" fill="#eef6f1"/>` +
      sun(820, 96, 40) +
      cloud(180, 90, 1.2) +
      cloud(560, 60) +
      cloud(610, 150, 0.8) +
      // far towers
      `<g fill="#c4ddd1"><rect x="40" y="230" width="60" height="150"/><rect x="110" y="200" width="46" height="180"/><rect x="640" y="190" width="44" height="190"/><rect x="860" y="220" width="70" height="160"/></g>` +
      tower(160, 240, 58, 140, '#8fbfa9') +
      tower(760, 230, 60, 150, '#8fbfa9') +
      // tall tower with a crown
      `<path d="M690 150l28-40 28 40z" fill="${GD}"/>` +
      tower(690, 150, 56, 230, G) +
      // Vidhana Soudha
      `<g fill="${GD}"><path d="M280 380V300h50v-10h240v10h50v80z"/><path d="M384 300v-52h132v52z"/>` +
      `<path d="M410 248c0-44 80-44 80 0z"/><rect x="446" y="190" width="8" height="16"/><circle cx="450" cy="186" r="5"/>` +
      `<path d="M296 300c0-16 22-16 22 0zM582 300c0-16 22-16 22 0z"/><path d="M380 252l70-18 70 18z"/></g>` +
      `<path d="M392 262v38M408 262v38M424 262v38M440 262v38M460 262v38M476 262v38M492 262v38M508 262v38" stroke="${GL}" stroke-width="4"/>` +
      `<path d="M292 320h316M292 346h316" stroke="${GL}" stroke-width="3" opacity=".7" stroke-dasharray="10 8"/>` +
      // pavement and trees
      `<rect y="376" width="960" height="18" fill="#c9d3cc"/>` +
      [30, 120, 230, 640, 880, 930].map((x, i) => tree(x, 380, i % 2 ? 1.2 : 1.5, i % 2 ? '#14875f' : G)).join('') +
      road(394, 960, 86) +
      cab(430, 404, 1.4) +
      auto(170, 425) +
      scooter(760, 404, 1, '#8a939c'),
  ),
);

out(
  'brand',
  'sponsor.svg',
  svg(
    480,
    360,
    'Illustration of a growing bar chart rising over a city skyline, for investors',
    winDefs +
      `<rect width="480" height="360" rx="24" fill="${GL}"/>` +
      `<g fill="#b4d5c5"><rect x="30" y="190" width="40" height="120"/><rect x="80" y="160" width="32" height="150"/><rect x="400" y="170" width="46" height="140"/></g>` +
      tower(120, 220, 44, 90, '#8fbfa9') +
      [
        [170, 250, 40],
        [230, 210, 80],
        [290, 160, 130],
        [350, 100, 190],
      ]
        .map(([x, y, h], i) => `<rect x="${x}" y="${y}" width="44" height="${h}" rx="6" fill="${i === 3 ? Y : G}"/>`)
        .join('') +
      `<path d="M160 230L230 190 290 140 372 70" fill="none" stroke="${D}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/><path d="M350 64l26 2-6 26z" fill="${D}"/>` +
      `<rect y="310" width="480" height="50" rx="0" fill="${D}"/><path d="M0 335H480" stroke="${L}" stroke-width="3" stroke-dasharray="20 14"/>` +
      cab(40, 292, 0.8) +
      `<circle cx="90" cy="80" r="28" fill="${Y}"/>` +
      text(90, 90, 28, D, '₹', 'text-anchor="middle" font-weight="700"'),
  ),
);

// Feature icons, 96 x 96
const icon = (file, title, inner, bg = GL) =>
  out('brand', file, svg(96, 96, title, `<circle cx="48" cy="48" r="46" fill="${bg}"/>${inner}`));

icon(
  'women-driver.svg',
  'Women driver preference',
  `<path d="M34 36c0-14 6-20 14-20s14 6 14 20l3 14H31z" fill="${D}"/><circle cx="48" cy="33" r="11" fill="${SKIN[2]}"/>` +
    `<path d="M37 31c1-8 7-11 11-11 5 0 10 3 11 11-6-3-13-5-22 0z" fill="${D}"/><path d="M27 64c2-12 11-17 21-17s19 5 21 17z" fill="${G}"/>` +
    steering(48, 68, 0.9, Y),
);
icon('verified-driver.svg', 'Verified driver with background check', shield(48, 16, 1));
icon(
  'live-location.svg',
  'Share live location with family',
  pin(44, 18, 1) +
    `<ellipse cx="44" cy="74" rx="18" ry="5" fill="none" stroke="${G}" stroke-width="3" opacity=".5"/>` +
    `<path d="M70 24c5 5 5 15 0 20M77 18c9 9 9 23 0 32" stroke="${Y}" stroke-width="4" fill="none" stroke-linecap="round"/>`,
);
icon(
  'sos.svg',
  'SOS panic button',
  `<circle cx="48" cy="48" r="31" fill="${RED}"/><circle cx="48" cy="48" r="25" fill="none" stroke="${W}" stroke-width="2" opacity=".6"/>` +
    text(48, 55, 19, W, 'SOS', 'text-anchor="middle" font-weight="700"'),
  '#fbe3e3',
);
icon(
  'women-only.svg',
  'Women-only rides',
  femaleSign(48, 24, 1, G) +
    `<path d="M22 72l5-14c1-3 3-5 7-5h28c4 0 6 2 7 5l5 14v10H22z" fill="${Y}"/><path d="M31 57h34l3 9H28z" fill="${GLASS}"/>` +
    `<circle cx="30" cy="74" r="3.5" fill="${D}"/><circle cx="66" cy="74" r="3.5" fill="${D}"/>`,
);
icon(
  'voice-command.svg',
  'Book with voice commands',
  `<rect x="40" y="16" width="16" height="34" rx="8" fill="${G}"/>` +
    `<path d="M32 42c0 12 8 18 16 18s16-6 16-18M48 60v12M38 74h20" stroke="${G}" stroke-width="4" fill="none" stroke-linecap="round"/>` +
    `<path d="M70 30c4 4 4 12 0 16M76 24c8 8 8 20 0 28M26 30c-4 4-4 12 0 16M20 24c-8 8-8 20 0 28" stroke="${Y}" stroke-width="3.5" fill="none" stroke-linecap="round"/>`,
);
icon(
  'hotspot-alert.svg',
  'Accident-prone area alerts',
  `<path d="M30 86l10-30h16l10 30z" fill="${D}" opacity=".85"/><path d="M48 60v6M48 72v6" stroke="${Y}" stroke-width="3"/>` +
    warning(48, 14, 0.95),
);
icon(
  'wheelchair.svg',
  'Wheelchair-accessible taxis',
  `<circle cx="46" cy="20" r="7" fill="${G}"/><circle cx="42" cy="62" r="17" fill="none" stroke="${Y}" stroke-width="6"/>` +
    `<path d="M46 31v22h18l6 18M46 42h16" stroke="${G}" stroke-width="7" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
);

// Service and initiative scenes
function scene(file, w, h, title, body, bg = '#eef6f1') {
  out('brand', file, svg(w, h, title, `<rect width="${w}" height="${h}" fill="${bg}"/>${body}`));
}
scene(
  'cab-ride.svg',
  480,
  320,
  'A Chalein cab driving past city towers',
  winDefs +
    sun(400, 70, 26) +
    cloud(110, 70) +
    tower(60, 120, 60, 140, '#8fbfa9') +
    tower(130, 90, 50, 170, G) +
    tower(330, 130, 64, 130, '#8fbfa9') +
    tree(250, 262, 1.4) +
    tree(440, 262, 1.1) +
    road(258, 480, 62) +
    cab(150, 258, 1.5),
);
scene(
  'porter.svg',
  480,
  320,
  'A Chalein porter truck carrying boxes to a home',
  `<path d="M320 130l70-50 70 50v130H320z" fill="${YL}"/><path d="M310 134l80-58 80 58" fill="none" stroke="${G}" stroke-width="10" stroke-linejoin="round"/><rect x="372" y="190" width="36" height="70" fill="${G}"/><rect x="336" y="150" width="28" height="28" fill="${GLASS}"/>` +
    box(40, 210, 40, 40) +
    box(58, 176, 30, 34, '#c98f4b') +
    road(260, 480, 60) +
    truck(110, 212, 1.5),
);
scene(
  'outstation.svg',
  480,
  320,
  'A Chalein cab on a winding highway through green hills',
  sun(380, 70, 24) +
    hills(200, 480, '#9cc9b3', G) +
    `<path d="M240 320C200 280 330 250 260 210S300 170 330 160" fill="none" stroke="${D}" stroke-width="26" stroke-linecap="round"/><path d="M240 320C200 280 330 250 260 210S300 170 330 160" fill="none" stroke="${L}" stroke-width="2" stroke-dasharray="10 8"/>` +
    cab(60, 250, 1.1) +
    tree(420, 290, 1.3, GD),
  '#e7f1fa',
);
scene(
  'in-city.svg',
  480,
  320,
  'A city route with pick-up and drop pins and a Chalein cab',
  `<rect x="30" y="30" width="420" height="260" rx="20" fill="${W}"/><path d="M30 120h420M30 210h420M150 30v260M330 30v260" stroke="${GL}" stroke-width="14"/>` +
    `<path d="M90 250V170h240V80h60" fill="none" stroke="${G}" stroke-width="6" stroke-dasharray="14 8" stroke-linecap="round"/>` +
    pin(90, 196, 1, Y, D) +
    pin(390, 30, 1, G) +
    cab(180, 148, 0.8),
);
scene(
  'bike-auto.svg',
  480,
  320,
  'A bike taxi and an auto-rickshaw, ready for quick city rides',
  winDefs +
    tower(40, 110, 70, 150, '#8fbfa9') +
    tower(370, 90, 70, 170, '#8fbfa9') +
    tree(200, 262, 1.3) +
    road(258, 480, 62) +
    scooter(70, 206, 1.1, '#8a939c') +
    auto(250, 218, 1.6),
);

scene(
  'initiative-food.svg',
  640,
  360,
  'A shared meal: bowls of hot food handed out from a Chalein cab',
  `<circle cx="420" cy="170" r="120" fill="${YL}"/><path d="M320 180h200c0 60-45 96-100 96s-100-36-100-96z" fill="${G}"/><rect x="300" y="170" width="240" height="14" rx="7" fill="${GD}"/>` +
    `<path d="M380 150c-10-14 10-22 0-36M420 150c-10-14 10-22 0-36M460 150c-10-14 10-22 0-36" stroke="${Y}" stroke-width="6" fill="none" stroke-linecap="round"/>` +
    `<circle cx="420" cy="178" r="70" fill="none"/><ellipse cx="420" cy="176" rx="90" ry="8" fill="${L}" opacity=".6"/>` +
    road(300, 640, 60) +
    cab(60, 300, 1.3),
  '#fdf8ea',
);
scene(
  'initiative-pride.svg',
  640,
  360,
  'A rainbow road with a Chalein cab and a heart, welcoming LGBTQ+ drivers',
  ['#e5484d', '#f08c2e', '#f4b400', '#2f9e44', '#1f6fb2', '#7048a8']
    .map(
      (c, i) =>
        `<path d="M0 ${300 - i * 18}C180 ${300 - i * 18} 260 ${120 - i * 18} 640 ${120 - i * 18}" fill="none" stroke="${c}" stroke-width="18"/>`,
    )
    .join('') +
    `<path d="M520 40c-14-20-44-6-32 20l32 30 32-30c12-26-18-40-32-20z" fill="${RED}"/>` +
    road(300, 640, 60) +
    cab(250, 300, 1.3),
  '#f6f3fb',
);
scene(
  'initiative-hospital.svg',
  640,
  360,
  'A hospital with a red cross and a Chalein cab with a discount tag',
  `<rect x="340" y="80" width="220" height="220" fill="${W}" stroke="${GL}" stroke-width="4"/><rect x="410" y="40" width="80" height="60" fill="${W}" stroke="${GL}" stroke-width="4"/><path d="M440 50h20v14h14v20h-14v14h-20V84h-14V64h14z" fill="${RED}"/>` +
    `<g fill="${GLASS}"><rect x="360" y="120" width="40" height="34"/><rect x="430" y="120" width="40" height="34"/><rect x="500" y="120" width="40" height="34"/><rect x="360" y="180" width="40" height="34"/><rect x="500" y="180" width="40" height="34"/></g><rect x="425" y="230" width="50" height="70" fill="${G}"/>` +
    `<g ${t(150, 96)}><path d="M0 0h80l20 26-20 26H0z" fill="${Y}"/><circle cx="80" cy="26" r="5" fill="${W}"/>` +
    text(38, 35, 24, D, '%', 'text-anchor="middle" font-weight="700"') +
    `</g>` +
    road(300, 640, 60) +
    cab(60, 300, 1.3),
);

// Share images, 1200 x 630
function share(file, title, headline, sub, art) {
  out(
    'brand',
    file,
    svg(
      1200,
      630,
      title,
      `<rect width="1200" height="630" fill="${G}"/><circle cx="1060" cy="40" r="260" fill="${GD}"/><circle cx="980" cy="640" r="200" fill="${GD}" opacity=".7"/>` +
        markBody(80, 70, 1.25) +
        text(180, 126, 44, W, 'Chalein', 'font-weight="700"') +
        text(80, 320, 56, W, headline, 'font-weight="700"') +
        text(80, 384, 32, GL, sub) +
        `<rect x="80" y="470" width="260" height="8" rx="4" fill="${Y}"/>` +
        text(80, 546, 28, Y, 'Every ride a joyride.', 'font-weight="600"') +
        art,
    ),
  );
}
share(
  'share-default.svg',
  'Chalein: rides and porter service in Bengaluru',
  'Rides across Bengaluru',
  'Cabs, bikes, autos, outstation and porter',
  cab(760, 420, 3),
);
share(
  'share-home.svg',
  'Chalein: book a ride in Bengaluru',
  'Book a ride in minutes',
  'Verified drivers, fair fares, safe rides',
  cab(760, 420, 3),
);
share('share-about.svg', 'About Chalein', 'Built in Bengaluru', 'Safety first, for riders and drivers', shield(960, 200, 4.4));
share(
  'share-services.svg',
  'Chalein services',
  'One app, every ride',
  'City rides, outstation trips and porter',
  `<circle cx="950" cy="380" r="200" fill="${GL}"/>` + truck(775, 305, 2.8),
);
share(
  'share-passes.svg',
  'Chalein ride passes',
  'Ride passes that save',
  'Daylight, Moonlight, Student, Corporate, Gold',
  `<g ${t(760, 190)}><rect width="340" height="220" rx="24" fill="${Y}"/><circle cx="0" cy="110" r="22" fill="${G}"/><circle cx="340" cy="110" r="22" fill="${G}"/><path d="M240 20v180" stroke="${D}" stroke-width="4" stroke-dasharray="10 10" opacity=".4"/></g>` +
    star(1050, 300, 36, D),
);
share(
  'share-careers.svg',
  'Careers at Chalein',
  'Careers at Chalein',
  'Open roles in Bengaluru',
  `<g ${t(800, 210)}><rect x="0" y="40" width="280" height="190" rx="20" fill="${Y}"/><path d="M90 40V16c0-8 6-14 14-14h72c8 0 14 6 14 14v24" fill="none" stroke="${Y}" stroke-width="16"/><rect x="0" y="110" width="280" height="14" fill="${D}" opacity=".2"/><rect x="120" y="96" width="40" height="40" rx="6" fill="${D}"/></g>`,
);
share(
  'share-drive.svg',
  'Drive with Chalein',
  'Drive and earn with us',
  'Register in one go, start riding in days',
  steering(960, 330, 6, Y),
);
share(
  'share-investors.svg',
  'Invest in Chalein',
  'Grow with Chalein',
  'A mobility company for Bengaluru',
  [
    [800, 420, 110],
    [880, 360, 170],
    [960, 290, 240],
    [1040, 210, 320],
  ]
    .map(([x, y, h], i) => `<rect x="${x}" y="${y}" width="60" height="${h}" rx="8" fill="${i === 3 ? Y : GL}"/>`)
    .join(''),
);
share(
  'share-blog.svg',
  'The Chalein blog',
  'Stories from the road',
  'Tips, guides and news from Chalein',
  `<g ${t(820, 170)}><rect width="260" height="320" rx="18" fill="${W}"/><rect x="30" y="36" width="200" height="90" rx="10" fill="${Y}"/><path d="M30 170h200M30 210h200M30 250h140" stroke="${GL}" stroke-width="14" stroke-linecap="round"/></g>`,
);
share(
  'share-support.svg',
  'Chalein support',
  'We are here to help',
  'Answers, tickets and a real team',
  `<g ${t(840, 180)} fill="none" stroke-linecap="round"><path d="M20 170C20 70 70 20 140 20s120 50 120 150" stroke="${W}" stroke-width="22"/><rect x="0" y="150" width="60" height="110" rx="22" fill="${Y}" stroke="none"/><rect x="220" y="150" width="60" height="110" rx="22" fill="${Y}" stroke="none"/><path d="M250 260c-10 40-50 50-90 50" stroke="${W}" stroke-width="12"/></g>`,
);
share(
  'share-legal.svg',
  'Chalein policies',
  'Policies in plain words',
  'Terms, privacy and refund policies',
  `<g ${t(840, 160)}><rect width="240" height="320" rx="16" fill="${W}"/><path d="M36 60h168M36 110h168M36 160h168M36 210h110" stroke="${GL}" stroke-width="14" stroke-linecap="round"/></g>` +
    shield(1090, 380, 2.2),
);

// ---------------------------------------------------------------------------------------------------------
// News (480 x 300)
function news(file, title, body, bg = '#eef6f1') {
  out('news', file, svg(480, 300, title, `<rect width="480" height="300" fill="${bg}"/>${body}`));
}
const tag = (x, y, label, bg = Y, fg = D) =>
  `<rect x="${x}" y="${y}" width="${label.length * 11 + 24}" height="32" rx="16" fill="${bg}"/>` +
  text(x + 12, y + 22, 16, fg, label, 'font-weight="700" letter-spacing="1"');

news(
  'porter-launch.svg',
  'Chalein porter trucks carrying boxes across the city',
  winDefs +
    tower(40, 100, 60, 140, '#8fbfa9') +
    tower(110, 130, 48, 110, G) +
    tower(360, 90, 70, 150, '#8fbfa9') +
    box(300, 196, 38, 40) +
    box(312, 160, 26, 36, '#c98f4b') +
    road(240, 480, 60) +
    truck(120, 196, 1.4) +
    tag(24, 24, 'NEW'),
);
news(
  'women-only-rides.svg',
  'A women-only ride available day and night',
  `<rect x="0" y="0" width="240" height="300" fill="${YL}"/><rect x="240" y="0" width="240" height="300" fill="${NAVY}"/>` +
    sun(110, 80, 28) +
    moon(380, 80, 30, NAVY) +
    star(300, 50, 6, YL) +
    star(440, 130, 5, YL) +
    road(240, 480, 60) +
    cab(130, 196, 1.6) +
    `<circle cx="230" cy="160" r="22" fill="${W}"/>` +
    femaleSign(230, 154, 0.9, G),
);
news(
  'ev-fleet.svg',
  'Electric cabs charging at a Chalein charging point',
  `<rect x="360" y="110" width="60" height="130" rx="10" fill="${G}"/><rect x="372" y="124" width="36" height="30" rx="4" fill="${GL}"/>` +
    bolt(381, 126, 1.4) +
    `<path d="M420 190c30 0 30 40 0 48h-40" fill="none" stroke="${D}" stroke-width="5"/>` +
    road(240, 480, 60) +
    cab(40, 196, 1.4, G) +
    `<circle cx="130" cy="120" r="34" fill="${Y}"/>` +
    bolt(118, 98, 2.4, D) +
    tree(300, 240, 1.2),
);
news(
  'airport-service.svg',
  'A plane taking off above a Chalein cab on the airport road',
  cloud(90, 60) +
    cloud(400, 110, 0.8) +
    plane(200, 50, 1.6) +
    `<rect x="330" y="150" width="130" height="90" fill="${W}" stroke="${GL}" stroke-width="4"/><rect x="340" y="170" width="110" height="26" fill="${GLASS}"/><rect x="380" y="206" width="30" height="34" fill="${G}"/><rect x="390" y="110" width="18" height="40" fill="${G}"/><rect x="378" y="96" width="42" height="18" rx="6" fill="${G}"/>` +
    road(240, 480, 60) +
    cab(60, 196, 1.4),
  '#e7f1fa',
);
news(
  'hotspot-alerts.svg',
  'A phone map warning of an accident-prone junction ahead',
  `<rect x="20" y="20" width="300" height="260" rx="18" fill="${W}"/><path d="M20 110h300M20 200h300M120 20v260M240 20v260" stroke="${GL}" stroke-width="12"/>` +
    `<path d="M60 250V110h180V50" fill="none" stroke="${G}" stroke-width="6" stroke-linecap="round"/>` +
    warning(180, 84, 0.9) +
    pin(60, 200, 0.8, Y, D) +
    phone(360, 70, 1.6) +
    warning(395, 110, 0.7) +
    `<path d="M378 180h52M378 196h36" stroke="${GL}" stroke-width="6" stroke-linecap="round"/>`,
);
news(
  'outstation-rides.svg',
  'A cab on a hill road with a milestone by the highway',
  sun(400, 60, 22) +
    hills(190, 480, '#9cc9b3', G) +
    road(240, 480, 60) +
    `<path d="M40 240v-44c0-14 32-14 32 0v44z" fill="${W}" stroke="${D}" stroke-width="2"/><path d="M40 210h32" stroke="${Y}" stroke-width="10"/>` +
    text(56, 232, 10, D, 'MYS', 'text-anchor="middle" font-weight="700"') +
    cab(180, 196, 1.5),
  '#e7f1fa',
);

// ---------------------------------------------------------------------------------------------------------
// Job categories (240 x 240): a pictogram drawn on a 96 grid, scaled by 2.5
function jobIcon(file, title, inner, bg = GL) {
  out(
    'job-category',
    file,
    svg(240, 240, title, `<rect width="240" height="240" rx="40" fill="${bg}"/><g transform="scale(2.5)">${inner}</g>`),
  );
}
jobIcon(
  'engineering.svg',
  'Engineering: a laptop showing code',
  `<rect x="20" y="24" width="56" height="38" rx="4" fill="${D}"/><rect x="24" y="28" width="48" height="30" fill="${L}"/><path d="M14 64h68l-4 7H18z" fill="${D}"/>` +
    `<path d="M40 37l-7 6 7 6M56 37l7 6-7 6M51 34l-6 18" stroke="${G}" stroke-width="3" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
);
jobIcon(
  'operations.svg',
  'Operations: a gear and a map pin',
  `<circle cx="40" cy="54" r="18" fill="none" stroke="${G}" stroke-width="8" stroke-dasharray="7.07 7.07"/><circle cx="40" cy="54" r="15" fill="${G}"/><circle cx="40" cy="54" r="6" fill="${GL}"/>` +
    pin(66, 18, 0.75, Y, D),
);
jobIcon('driver-success.svg', 'Driver success: a steering wheel and a star', steering(48, 56, 1.2, G) + star(48, 20, 10, Y));
jobIcon(
  'customer-support.svg',
  'Customer support: a headset',
  `<path d="M28 52c0-18 8-28 20-28s20 10 20 28" stroke="${D}" stroke-width="5" fill="none"/><rect x="22" y="46" width="12" height="20" rx="5" fill="${G}"/><rect x="62" y="46" width="12" height="20" rx="5" fill="${G}"/>` +
    `<path d="M68 66c-3 8-9 10-16 10" stroke="${D}" stroke-width="3" fill="none"/><circle cx="49" cy="76" r="4" fill="${Y}"/>`,
);
jobIcon(
  'sales-and-partnerships.svg',
  'Sales and partnerships: two linked rings and a rising arrow',
  `<circle cx="38" cy="54" r="15" fill="none" stroke="${G}" stroke-width="6"/><circle cx="58" cy="54" r="15" fill="none" stroke="${Y}" stroke-width="6"/>` +
    `<path d="M26 30l14-10 10 6 18-12" stroke="${D}" stroke-width="3.5" fill="none" stroke-linecap="round" stroke-linejoin="round"/><path d="M62 12h8v8z" fill="${D}" stroke="${D}" stroke-width="2" stroke-linejoin="round"/>`,
);
jobIcon(
  'marketing.svg',
  'Marketing: a megaphone',
  `<path d="M24 42v14h10l28 14V28L34 42z" fill="${G}"/><path d="M30 56l4 14h8l-4-14z" fill="${D}"/>` +
    `<path d="M68 40c3 3 3 9 0 12M74 34c7 7 7 17 0 24" stroke="${Y}" stroke-width="3.5" fill="none" stroke-linecap="round"/>`,
);
jobIcon(
  'design.svg',
  'Design: a pen nib and colour swatches',
  `<path d="M48 16l16 28-10 26H42L32 44z" fill="${G}"/><path d="M48 16v26" stroke="${GL}" stroke-width="2"/><circle cx="48" cy="46" r="4" fill="${GL}"/><rect x="40" y="70" width="16" height="6" rx="2" fill="${D}"/>` +
    `<circle cx="20" cy="74" r="6" fill="${Y}"/><circle cx="76" cy="74" r="6" fill="${RED}"/><circle cx="76" cy="22" r="6" fill="${D}"/>`,
);
jobIcon(
  'finance.svg',
  'Finance: a rupee coin and a bar chart',
  `<rect x="16" y="50" width="10" height="24" rx="2" fill="${G}"/><rect x="30" y="40" width="10" height="34" rx="2" fill="${G}"/><rect x="44" y="56" width="10" height="18" rx="2" fill="${G}"/>` +
    `<circle cx="64" cy="36" r="17" fill="${Y}"/><circle cx="64" cy="36" r="13" fill="none" stroke="${D}" stroke-width="1.5" opacity=".3"/>` +
    text(64, 44, 22, D, '₹', 'text-anchor="middle" font-weight="700"') +
    `<path d="M12 76h62" stroke="${D}" stroke-width="3" stroke-linecap="round"/>`,
);

// ---------------------------------------------------------------------------------------------------------
// Blog (480 x 270)
function blog(file, title, body, bg = '#eef6f1') {
  out('blog', file, svg(480, 270, title, `<rect width="480" height="270" fill="${bg}"/>${body}`));
}
blog(
  'safe-night-rides.svg',
  'A Chalein cab with headlights on, driving at night under a crescent moon',
  winDefs +
    moon(390, 60, 28, NAVY) +
    star(80, 40, 5, YL) +
    star(200, 70, 4, YL) +
    star(300, 30, 5, YL) +
    tower(30, 100, 60, 120, '#2c4168') +
    tower(100, 130, 46, 90, '#34507e') +
    tower(340, 110, 70, 110, '#2c4168') +
    road(210, 480, 60) +
    `<path d="M330 200l150-26v60z" fill="${YL}" opacity=".35"/>` +
    cab(200, 168, 1.1) +
    shield(430, 110, 0.8),
  NAVY,
);
blog(
  'daylight-vs-moonlight.svg',
  'The sun and the moon on either side of a ride pass',
  `<path d="M0 0h300L180 270H0z" fill="${YL}"/><path d="M300 0h180v270H180z" fill="${NAVY}"/>` +
    sun(90, 80, 30) +
    moon(400, 80, 30, NAVY) +
    star(330, 190, 6, YL) +
    star(440, 200, 5, YL) +
    `<g ${t(150, 120)}><rect width="180" height="110" rx="16" fill="${G}"/><circle cx="0" cy="55" r="12" fill="${YL}"/><circle cx="180" cy="55" r="12" fill="${NAVY}"/><path d="M130 12v86" stroke="${GL}" stroke-width="3" stroke-dasharray="8 6"/><rect x="24" y="30" width="80" height="12" rx="6" fill="${Y}"/><rect x="24" y="54" width="60" height="10" rx="5" fill="${GL}"/><rect x="24" y="74" width="70" height="10" rx="5" fill="${GL}"/></g>`,
);
blog(
  'moving-house-with-porter.svg',
  'A Chalein porter truck loaded with boxes outside a house',
  `<path d="M330 110l60-44 60 44v100H330z" fill="${YL}"/><path d="M320 114l70-52 70 52" fill="none" stroke="${G}" stroke-width="10" stroke-linejoin="round"/><rect x="374" y="150" width="32" height="60" fill="${G}"/>` +
    box(40, 170, 40, 40) +
    box(50, 134, 30, 36, '#c98f4b') +
    box(270, 176, 34, 34) +
    road(210, 480, 60) +
    truck(100, 162, 1.4),
);
blog(
  'weekend-getaways.svg',
  'A cab on a road winding up green hills at sunrise',
  sun(240, 90, 30) +
    hills(170, 480, '#9cc9b3', G) +
    `<path d="M120 270C160 230 330 230 300 190S340 150 380 140" fill="none" stroke="${D}" stroke-width="22" stroke-linecap="round"/><path d="M120 270C160 230 330 230 300 190S340 150 380 140" fill="none" stroke="${L}" stroke-width="2" stroke-dasharray="10 8"/>` +
    tree(60, 250, 1.3, GD) +
    tree(440, 240, 1.1, GD) +
    cab(180, 200, 0.7),
  '#fdf1dc',
);
blog(
  'becoming-a-chalein-driver.svg',
  'A steering wheel, an identity card and a checklist for new drivers',
  steering(120, 140, 3.2, G) +
    idCard(230, 60, 1.2) +
    `<g ${t(260, 150)}><rect width="170" height="90" rx="10" fill="${W}"/>` +
    [20, 45, 70]
      .map(
        (y) =>
          `<path d="M16 ${y}l6 6 10-12" stroke="${G}" stroke-width="4" fill="none" stroke-linecap="round" stroke-linejoin="round"/><path d="M44 ${y + 2}h${y === 70 ? 80 : 106}" stroke="${GL}" stroke-width="8" stroke-linecap="round"/>`,
      )
      .join('') +
    `</g>`,
  YL,
);
blog(
  'how-we-verify-drivers.svg',
  'A driver identity card checked under a magnifying glass, with a verified shield',
  idCard(70, 70, 1.8, SKIN[3]) +
    `<circle cx="270" cy="150" r="44" fill="${W}" fill-opacity=".4" stroke="${D}" stroke-width="10"/><path d="M302 182l40 40" stroke="${D}" stroke-width="14" stroke-linecap="round"/>` +
    shield(400, 60, 1.4),
);

// ---------------------------------------------------------------------------------------------------------
// Passes (320 x 200): a ticket-style card
function pass(file, title, name, line, bg, fg, sub, art) {
  out(
    'pass',
    file,
    svg(
      320,
      200,
      title,
      `<rect width="320" height="200" rx="20" fill="${bg}"/><circle cx="0" cy="100" r="14" fill="${L}"/><circle cx="320" cy="100" r="14" fill="${L}"/>` +
        `<path d="M220 18v164" stroke="${fg}" stroke-width="2" stroke-dasharray="6 6" opacity=".3"/>` +
        text(24, 40, 12, sub, 'CHALEIN PASS', 'font-weight="600" letter-spacing="2"') +
        text(24, 146, 28, fg, name, 'font-weight="700"') +
        text(24, 172, 13, sub, line) +
        art,
    ),
  );
}
pass('daylight.svg', 'Daylight Saver Pass card with a sun', 'Daylight', 'Saver · 6 am to 6 pm', YL, D, '#7a5b00', sun(270, 100, 20));
pass(
  'moonlight.svg',
  'Moonlight Saver Pass card with a crescent moon',
  'Moonlight',
  'Saver · 6 pm to 6 am',
  NAVY,
  W,
  '#c3cde0',
  moon(266, 96, 24, NAVY) + star(290, 150, 5, YL) + star(246, 50, 4, YL),
);
pass(
  'student.svg',
  'Student Pass card with a graduation cap',
  'Student',
  '20% off for 3 months',
  GL,
  D,
  GD,
  `<g transform="translate(-8 0)"><path d="M236 92l34-16 34 16-34 16z" fill="${D}"/><path d="M250 100v16c0 8 40 8 40 0v-16l-20 10z" fill="${D}"/><path d="M300 94v22" stroke="${Y}" stroke-width="3"/><circle cx="300" cy="118" r="4" fill="${Y}"/></g>`,
);
pass(
  'corporate.svg',
  'Corporate Pass card with a briefcase',
  'Corporate',
  '15% off for 3 months',
  D,
  W,
  '#aab3bd',
  `<rect x="240" y="82" width="60" height="44" rx="6" fill="${Y}"/><path d="M258 82v-8c0-3 2-5 5-5h14c3 0 5 2 5 5v8" fill="none" stroke="${Y}" stroke-width="5"/><rect x="240" y="100" width="60" height="4" fill="${D}" opacity=".3"/>`,
);
pass(
  'gold.svg',
  'Gold Pass card with a star',
  'Gold',
  '30% off · unlimited city rides',
  Y,
  D,
  '#5c4300',
  `<circle cx="270" cy="100" r="30" fill="${YL}"/>` + star(270, 100, 22, D),
);
pass(
  'driver-standard.svg',
  'Standard Driver Pass card with a steering wheel',
  'Standard',
  'Driver pass · free',
  '#e6e8ea',
  D,
  '#5b6470',
  steering(270, 100, 1.3, '#5b6470'),
);
const medal = (x, y, c) =>
  `<path d="M${x - 8} ${y}l-6 20 8-4 6 7 4-21zM${x + 8} ${y}l6 20-8-4-6 7-4-21z" fill="${G}"/><circle cx="${x}" cy="${y}" r="11" fill="${c}" stroke="${W}" stroke-width="2"/>`;
pass(
  'driver-silver.svg',
  'Silver Driver Pass card with a steering wheel and a silver medal',
  'Silver',
  'Driver pass · per month',
  '#c9ced4',
  D,
  '#3e4650',
  steering(262, 92, 1.3, D) + medal(290, 130, '#eef0f2'),
);
pass(
  'driver-gold.svg',
  'Gold Driver Pass card with a steering wheel and a gold medal',
  'Gold',
  'Driver pass · per month',
  G,
  W,
  GL,
  steering(262, 92, 1.3, L) + medal(290, 130, Y),
);

// ---------------------------------------------------------------------------------------------------------
let largest = 0;
for (const f of written) largest = Math.max(largest, f.bytes);
console.log(`wrote ${written.length} files under ${root} (largest ${largest} bytes)`);
for (const f of written) if (f.bytes > 6144) console.log(`  over 6 KB: ${f.path} ${f.bytes}`);
