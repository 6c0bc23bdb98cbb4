import sharp from 'sharp';

/** A real PNG picture of one colour, as a file the browser's picker accepts. */
export async function picture(name: string, rgb: [number, number, number]) {
  const buffer = await sharp({ create: { width: 320, height: 200, channels: 3, background: { r: rgb[0], g: rgb[1], b: rgb[2] } } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}
