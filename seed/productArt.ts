import { loadSharp } from '@cms/uploads/loadSharp'

/** Simple product pictures drawn by the seed itself (no images from elsewhere, no fonts needed). */
export type ArtShape = 'tshirt' | 'hoodie' | 'tank' | 'cap' | 'bottle' | 'stickers' | 'longsleeve'

const SHAPES: Record<ArtShape, string> = {
  tshirt: 'M250 180 L330 140 Q400 175 470 140 L550 180 L640 270 L570 330 L540 300 L540 660 L260 660 L260 300 L230 330 L160 270 Z',
  longsleeve: 'M250 180 L330 140 Q400 175 470 140 L550 180 L660 520 L600 545 L540 330 L540 660 L260 660 L260 330 L200 545 L140 520 Z',
  hoodie: 'M240 200 L320 150 Q320 90 400 85 Q480 90 480 150 L560 200 L650 520 L590 545 L545 340 L545 670 L255 670 L255 340 L210 545 L150 520 Z',
  tank: 'M300 140 L350 140 Q400 230 450 140 L500 140 L520 260 L560 300 L560 660 L240 660 L240 300 L280 260 Z',
  cap: 'M210 470 Q210 260 400 250 Q590 260 590 470 Z M180 470 L660 470 Q690 520 600 530 L180 520 Z',
  bottle: 'M350 120 L450 120 L450 190 Q520 230 520 300 L520 650 Q520 690 480 690 L320 690 Q280 690 280 650 L280 300 Q280 230 350 190 Z',
  stickers: 'M200 230 a120 120 0 1 0 240 0 a120 120 0 1 0 -240 0 Z M380 420 L600 420 L600 640 L380 640 Z M190 470 L330 640 L190 640 Z',
}

/** A square PNG: soft background, the product's silhouette, and a heart emblem. */
export async function drawProductImage(shape: ArtShape, color: string, background: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${background}"/><stop offset="1" stop-color="#ffffff"/></linearGradient></defs>
  <rect width="800" height="800" fill="url(#bg)"/>
  <ellipse cx="400" cy="720" rx="260" ry="28" fill="#000" opacity="0.08"/>
  <path d="${SHAPES[shape]}" fill="${color}" stroke="#1f2937" stroke-opacity="0.25" stroke-width="6" stroke-linejoin="round"/>
  <path transform="translate(400 ${shape === 'cap' ? 370 : 400}) scale(2.2)" d="M0 12 C-14 2 -22 -6 -22 -14 C-22 -22 -15 -27 -9 -27 C-5 -27 -2 -25 0 -21 C2 -25 5 -27 9 -27 C15 -27 22 -22 22 -14 C22 -6 14 2 0 12 Z" fill="#ffffff" opacity="0.9"/>
</svg>`
  return loadSharp()(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer()
}
