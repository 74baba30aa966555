/** Files for the photo journeys, made in the test: real JPEGs drawn by the browser, a PDF and an oversized file. */
import type { Page } from '@playwright/test';
import { DAY_MS, todayInPeru } from '@lotengo/shared/contracts';

export interface UploadFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A real JPEG of `width`×`height` filled with noise around a colour (so compression has work to do). */
export async function jpegFromBrowser(
  page: Page,
  name: string,
  { width = 2400, height = 1800, hue = 200 } = {},
): Promise<UploadFile> {
  const base64 = await page.evaluate(
    async ({ width, height, hue }) => {
      const canvas = new OffscreenCanvas(width, height);
      const ctx = canvas.getContext('2d')!;
      const g = ctx.createLinearGradient(0, 0, width, height);
      g.addColorStop(0, `hsl(${hue} 60% 40%)`);
      g.addColorStop(1, `hsl(${(hue + 90) % 360} 60% 60%)`);
      ctx.fillStyle = g;
      ctx.fillRect(0, 0, width, height);
      for (let i = 0; i < 4000; i++) {
        ctx.fillStyle = `hsla(${(hue + i) % 360} 70% 50% / 0.4)`;
        ctx.fillRect((i * 7919) % width, (i * 104729) % height, 24, 24);
      }
      const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.92 });
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let s = '';
      for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(s);
    },
    { width, height, hue },
  );
  return { name, mimeType: 'image/jpeg', buffer: Buffer.from(base64, 'base64') };
}

export const pdfFile = (): UploadFile => ({
  name: 'partida-registral.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
});

/** One byte over the limit of 10,420,000 bytes (docs/product/constants.md) (the drop zone refuses it before reading
 * it). */
export const tooLargeFile = (): UploadFile => {
  const buffer = Buffer.alloc(10_420_001);
  buffer.set([0xff, 0xd8, 0xff, 0xe0]);
  return { name: 'foto-gigante.jpg', mimeType: 'image/jpeg', buffer };
};

/** A calendar day in Peru, `days` from today (YYYY-MM-DD), as the availability date input wants it. */
export function peruDate(days: number): string {
  return todayInPeru(new Date(Date.now() + days * DAY_MS));
}
