import fs from 'node:fs';
import path from 'node:path';
import { createRandom } from './prng';
import { readTextIfPresent } from '../files/read-text';

/**
 * Generated images: 8 profile avatars and a set of property "photos" as small SVGs. They are ours
 * (no scripts, no external references), so they can be served as static files.
 */
export const AVATAR_COUNT = 8;
export const PHOTO_KINDS = ['casa', 'edificio', 'terreno', 'oficina'] as const;
export type PhotoKind = (typeof PHOTO_KINDS)[number];
export const PHOTOS_PER_KIND = 4;

export const STATIC_PREFIX = '/mvp/static';
export const avatarPath = (n: number) => `${STATIC_PREFIX}/avatars/avatar-${n}.svg`;
export const photoPath = (kind: PhotoKind, n: number) => `${STATIC_PREFIX}/photos/${kind}-${n}.svg`;

const BACKGROUNDS = ['#f4a261', '#2a9d8f', '#e76f51', '#8ab17d', '#457b9d', '#e9c46a', '#b56576', '#6d6875'];
const SKINS = ['#f1c27d', '#e0ac69', '#c68642', '#8d5524', '#ffdbac', '#d8a47f', '#a0673f', '#f3c9a1'];
const HAIR = ['#2b1b17', '#4a2c2a', '#1c1c1c', '#6b4226', '#3b2f2f', '#8c5a3c', '#000000', '#5a3825'];
const SHIRTS = ['#264653', '#ffffff', '#1d3557', '#f1faee', '#22223b', '#fefae0', '#003049', '#edf2f4'];

export function avatarSvg(n: number): string {
  const i = (n - 1) % AVATAR_COUNT;
  const longHair = i % 2 === 1;
  const hair = longHair
    ? `<path d="M30 58c0-22 14-34 34-34s34 12 34 34v26H84V56H44v28H30z" fill="${HAIR[i]}"/>`
    : `<path d="M36 52c0-18 12-28 28-28s28 10 28 28c-8-8-18-10-28-10s-20 2-28 10z" fill="${HAIR[i]}"/>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128" width="128" height="128" role="img" ` +
      `aria-label="Avatar ${n}">`,
    `<rect width="128" height="128" rx="64" fill="${BACKGROUNDS[i]}"/>`,
    `<path d="M22 118c4-24 22-36 42-36s38 12 42 36" fill="${SHIRTS[i]}"/>`,
    `<rect x="56" y="72" width="16" height="14" fill="${SKINS[i]}"/>`,
    `<circle cx="64" cy="56" r="24" fill="${SKINS[i]}"/>`,
    hair,
    `<circle cx="55" cy="58" r="3" fill="#1f1f1f"/><circle cx="73" cy="58" r="3" fill="#1f1f1f"/>`,
    `<path d="M56 68c5 4 11 4 16 0" stroke="#1f1f1f" stroke-width="2.5" fill="none" stroke-linecap="round"/>`,
    '</svg>',
  ].join('');
}

const SKIES = ['#bde0fe', '#ffd6a5', '#caf0f8', '#e2ece9'];
const WALLS = ['#f6bd60', '#f7ede2', '#84a59d', '#f28482', '#cdb4db', '#e9edc9', '#ffcad4', '#d4a373'];

function windowsGrid(
  x: number,
  y: number,
  cols: number,
  rows: number,
  w: number,
  h: number,
  gap: number,
  color: string,
): string {
  const out: string[] = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++)
      out.push(`<rect x="${x + c * (w + gap)}" y="${y + r * (h + gap)}" width="${w}" height="${h}" fill="${color}"/>`);
  }
  return out.join('');
}

export function photoSvg(kind: PhotoKind, n: number): string {
  const rnd = createRandom(PHOTO_KINDS.indexOf(kind) * 100 + n);
  const sky = SKIES[(n - 1) % SKIES.length];
  const wall = rnd.pick(WALLS);
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 260" width="400" height="260" role="img" ` +
      `aria-label="Foto de ${kind}">`,
    `<rect width="400" height="260" fill="${sky}"/>`,
    `<circle cx="${rnd.int(40, 360)}" cy="${rnd.int(30, 60)}" r="18" fill="#ffd166" opacity="0.9"/>`,
    `<rect y="200" width="400" height="60" fill="#95d5b2"/>`,
  ];
  if (kind === 'casa') {
    const x = rnd.int(80, 140);
    parts.push(
      `<rect x="${x}" y="110" width="180" height="95" fill="${wall}"/>`,
      `<path d="M${x - 15} 112 L${x + 90} 50 L${x + 195} 112 Z" fill="#9d0208"/>`,
      `<rect x="${x + 75}" y="150" width="30" height="55" fill="#6f4518"/>`,
      windowsGrid(x + 20, 130, 1, 1, 35, 28, 0, '#e0fbfc'),
      windowsGrid(x + 125, 130, 1, 1, 35, 28, 0, '#e0fbfc'),
    );
  } else if (kind === 'edificio') {
    const floors = rnd.int(5, 8);
    const top = 200 - floors * 22;
    parts.push(
      `<rect x="130" y="${top}" width="140" height="${floors * 22 + 5}" fill="${wall}"/>`,
      windowsGrid(142, top + 8, 4, floors, 22, 12, 10, '#caf0f8'),
    );
  } else if (kind === 'terreno') {
    parts.push(`<rect y="170" width="400" height="90" fill="#b5838d" opacity="0.35"/>`);
    for (let x = 20; x < 400; x += 40) parts.push(`<rect x="${x}" y="175" width="6" height="40" fill="#7f5539"/>`);
    parts.push(
      `<rect x="0" y="185" width="400" height="4" fill="#7f5539"/>`,
      `<circle cx="${rnd.int(60, 340)}" cy="150" r="28" fill="#2d6a4f"/>`,
    );
  } else {
    parts.push(
      `<rect x="150" y="40" width="100" height="165" fill="#8ecae6"/>`,
      windowsGrid(158, 48, 4, 9, 16, 12, 7, '#219ebc'),
    );
  }
  parts.push('</svg>');
  return parts.join('');
}

/** Writes every generated image under publicDir, served at /mvp/static (publicDir/avatars/avatar-1.svg). */
export function writeStaticAssets(publicDir: string): void {
  const write = (urlPath: string, svg: string) => {
    const file = path.join(publicDir, ...urlPath.slice(STATIC_PREFIX.length).split('/').filter(Boolean));
    // Most seeds find the same images in place: reading one is far cheaper than rewriting it.
    if (readTextIfPresent(file) === svg) return;
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, svg);
  };
  for (let n = 1; n <= AVATAR_COUNT; n++) write(avatarPath(n), avatarSvg(n));
  for (const kind of PHOTO_KINDS)
    for (let n = 1; n <= PHOTOS_PER_KIND; n++) write(photoPath(kind, n), photoSvg(kind, n));
}
