import type { Db } from '../../db/client';
import { prepareImageInput, storeImageInput, type PreparedImageInput } from '../../plugins/media';

/**
 * Decodes and re-encodes the pictures before any transaction, one after the other: on the
 * embedded database a transaction holds the only connection, so encoding inside it would
 * stall every other request, and what is inserted is the small re-encoded copy.
 */
export async function prepareImages(images: string[]): Promise<PreparedImageInput[]> {
  const prepared: PreparedImageInput[] = [];
  for (const image of images) prepared.push(await prepareImageInput(image));
  return prepared;
}

export async function storeImages(tx: Db, prepared: PreparedImageInput[]): Promise<string[]> {
  const stored: string[] = [];
  for (const image of prepared) {
    const url = await storeImageInput(tx, image);
    if (url && !stored.includes(url)) stored.push(url);
  }
  return stored;
}
