import sharp from 'sharp';

/**
 * Demo pictures: a driver's photo (initials on a coloured ground) and a document scan (a card with the
 * document's title, holder, number and dates), drawn as SVG and rendered to JPEG by sharp (stored files may
 * only be jpeg, png, bmp or pdf). No network, no fonts shipped: the same inputs give the same picture.
 * The only input is data the seed already drew from its random streams.
 */

/** Ground and ink pairs with enough contrast for white or dark initials. */
const AVATAR_PALETTE = [
  ['#1e6091', '#ffffff'],
  ['#2a9d8f', '#ffffff'],
  ['#e9c46a', '#264653'],
  ['#f4a261', '#264653'],
  ['#8e5572', '#ffffff'],
  ['#52796f', '#ffffff'],
  ['#6d597a', '#ffffff'],
  ['#b56576', '#ffffff'],
  ['#90be6d', '#1b4332'],
  ['#577590', '#ffffff'],
] as const;

export const AVATAR_PALETTE_SIZE = AVATAR_PALETTE.length;

/** Text placed inside SVG must not be able to open a tag or an entity. */
function xmlText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export interface AvatarInput {
  firstName: string;
  lastName: string;
  /** Index into the palette, drawn by the caller from its random stream. */
  paletteIndex: number;
}

function avatarSvg({ firstName, lastName, paletteIndex }: AvatarInput): Buffer {
  const [ground, ink] = AVATAR_PALETTE[paletteIndex % AVATAR_PALETTE.length] ?? AVATAR_PALETTE[0];
  const initials = xmlText(`${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase());
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">` +
      `<rect width="256" height="256" fill="${ground}"/>` +
      `<circle cx="128" cy="300" r="120" fill="${ink}" opacity="0.18"/>` +
      `<text x="128" y="150" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="96" font-weight="700" fill="${ink}">${initials}</text>` +
      `</svg>`,
  );
}

export interface DocumentCardInput {
  /** Document type title, e.g. 'Driver License'. */
  title: string;
  holder: string;
  number: string | null;
  /** Extra label/value lines (state, class, expiry…), at most four are drawn. */
  lines: readonly (readonly [string, string])[];
  /** Header colour: drivers' papers and cars' papers look different at a glance. */
  accent: string;
}

function documentCardSvg({ title, holder, number, lines, accent }: DocumentCardInput): Buffer {
  const rows = [...(number ? [['Number', number] as const] : []), ...lines].slice(0, 5);
  const body = rows
    .map(
      ([label, value], index) =>
        `<text x="150" y="${122 + index * 30}" font-size="14" fill="#5c6670">${xmlText(label)}</text>` +
        `<text x="250" y="${122 + index * 30}" font-size="16" font-weight="700" fill="#1f2933">${xmlText(value)}</text>`,
    )
    .join('');
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="540" height="300" viewBox="0 0 540 300" font-family="Helvetica, Arial, sans-serif">` +
      `<rect x="1" y="1" width="538" height="298" rx="16" fill="#f7f9fb" stroke="#c5ccd3" stroke-width="2"/>` +
      `<path d="M1 17a16 16 0 0 1 16-16h506a16 16 0 0 1 16 16v47H1z" fill="${accent}"/>` +
      `<text x="24" y="42" font-size="22" font-weight="700" fill="#ffffff">${xmlText(title.toUpperCase())}</text>` +
      `<rect x="24" y="88" width="104" height="128" rx="6" fill="#dde3e9"/>` +
      `<circle cx="76" cy="134" r="24" fill="#aab4be"/><path d="M36 212c4-30 22-44 40-44s36 14 40 44z" fill="#aab4be"/>` +
      `<text x="150" y="94" font-size="18" font-weight="700" fill="#1f2933">${xmlText(holder)}</text>` +
      body +
      `<text x="24" y="282" font-size="11" fill="#8a949e">DEMO DOCUMENT · NOT VALID FOR IDENTIFICATION</text>` +
      `</svg>`,
  );
}

export interface RenderedPhoto {
  photo: Buffer;
  thumbnail: Buffer;
}

/** Thumbnail side in pixels; the photo keeps the drawing's 256. */
const THUMBNAIL_SIZE = 64;

/** The photo and its thumbnail from one rasterisation: encoding twice is cheap, drawing twice is not. */
export async function renderAvatar(input: AvatarInput): Promise<RenderedPhoto> {
  const { data, info } = await sharp(avatarSvg(input)).raw().toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const [photo, thumbnail] = await Promise.all([
    sharp(data, raw).jpeg({ quality: 85 }).toBuffer(),
    sharp(data, raw).resize(THUMBNAIL_SIZE).jpeg({ quality: 85 }).toBuffer(),
  ]);
  return { photo, thumbnail };
}

export async function renderDocumentCard(input: DocumentCardInput): Promise<Buffer> {
  return sharp(documentCardSvg(input)).jpeg({ quality: 82 }).toBuffer();
}
