import type { StoreImage } from '@ros/shared-events';
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { notFound, invalidInput } from '../../../kernel/errors';
import type { TenantContext } from '../../../kernel/tenant';
import { authorizeAny } from '../../../kernel/authorize-any';
import { cleanPdf } from './pdf-check';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
const ACCEPTED = new Set(['jpeg', 'png', 'webp']);
const FULL_SIZE = 1600;
const THUMB_SIZE = 320;
/** Receipts live apart from the public images: `<uploadDir>/private/<restaurantId>/`, never served as static files. */
const PRIVATE_DIR = 'private';
/**
 * Where a restaurant's files are: its public images (`<uploadDir>/<restaurantId>/`) and its private
 * receipts (`<uploadDir>/private/<restaurantId>/`). Its export reads them; its deletion removes them.
 */
export const restaurantFileDirs = (uploadDir: string, restaurantId: string) => ({
  public: path.join(uploadDir, restaurantId),
  private: path.join(uploadDir, PRIVATE_DIR, restaurantId),
});
/** The name of a stored receipt (the only names the receipt route reads). */
export const RECEIPT_FILE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(pdf|webp)$/;
/** Where a restaurant's receipt is read: its own API route (a member who may read expenses). */
export const receiptUrl = (restaurantId: string, file: string) =>
  `/api/restaurants/${restaurantId}/uploads/receipts/${file}`;

const badImage = () => invalidInput('file', 'Only JPEG, PNG or WebP images can be uploaded.');
const RECEIPT_TYPES = 'Only a photo (JPEG, PNG, WebP) or a PDF can be attached.';
const BAD_PDF =
  'This PDF cannot be attached: it is damaged, encrypted, or carries scripts or actions. Attach a plain PDF or a photo.';

/**
 * Stores an uploaded image as `<uploadDir>/<restaurantId>/<uuid>.webp` plus a 320 px thumbnail.
 * The type is decided by the content (sharp), never by the file name or the declared type.
 */
export async function storeImage(ctx: TenantContext, uploadDir: string, file: Buffer | undefined): Promise<StoreImage> {
  authorizeAny(ctx, 'edit', ['menu', 'restaurant', 'departments', 'staff', 'announcements']);
  const id = randomUUID();
  const size = await saveImage(path.join(uploadDir, ctx.restaurant.id), id, file, true);
  const base = `/uploads/${ctx.restaurant.id}`;
  return { url: `${base}/${id}.webp`, thumbnailUrl: `${base}/${id}_thumb.webp`, ...size };
}

/**
 * An image any member may attach to what they write (a chat message's photo): stored as `storeImage`
 * does, public under a name no one can guess.
 */
export async function storeAttachedImage(ctx: TenantContext, uploadDir: string, file: Buffer | undefined) {
  const id = randomUUID();
  await saveImage(path.join(uploadDir, ctx.restaurant.id), id, file, true);
  const base = `/uploads/${ctx.restaurant.id}`;
  return { url: `${base}/${id}.webp`, thumbnailUrl: `${base}/${id}_thumb.webp` };
}

/**
 * An expense's receipt, kept private: a photo (decoded and written again as WebP) or a PDF (parsed,
 * refused when active, written again from its objects). Read back through `receiptUrl` only.
 */
export async function storeReceipt(
  ctx: TenantContext,
  uploadDir: string,
  file: Buffer | undefined,
): Promise<StoreImage> {
  ctx.authorize('edit', 'expenses');
  const dir = path.join(uploadDir, PRIVATE_DIR, ctx.restaurant.id);
  const id = randomUUID();
  if (!file?.subarray(0, 5).equals(Buffer.from('%PDF-'))) {
    const size = await saveImage(dir, id, file, false, RECEIPT_TYPES);
    const url = receiptUrl(ctx.restaurant.id, `${id}.webp`);
    return { url, thumbnailUrl: url, ...size };
  }
  const pdf = await cleanPdf(file);
  if (!pdf) throw invalidInput('file', BAD_PDF);
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, `${id}.pdf`), pdf);
  const url = receiptUrl(ctx.restaurant.id, `${id}.pdf`);
  return { url, thumbnailUrl: url, width: 0, height: 0 };
}

/** A stored receipt of this restaurant, for a member who may read expenses; 404 for any other name. */
export async function readReceipt(
  ctx: TenantContext,
  uploadDir: string,
  file: string,
): Promise<{ type: string; content: Buffer }> {
  ctx.authorize('view', 'expenses');
  if (!RECEIPT_FILE.test(file)) throw notFound('Receipt');
  try {
    const content = await readFile(path.join(uploadDir, PRIVATE_DIR, ctx.restaurant.id, file));
    return { type: file.endsWith('.pdf') ? 'application/pdf' : 'image/webp', content };
  } catch {
    throw notFound('Receipt');
  }
}

/** Decodes an image (JPEG, PNG, WebP by its content) and writes it again as `<id>.webp` (and a thumbnail). */
async function saveImage(dir: string, id: string, file: Buffer | undefined, withThumb: boolean, typeMessage?: string) {
  const badType = () => (typeMessage ? invalidInput('file', typeMessage) : badImage());
  if (!file?.length) throw invalidInput('file', 'Choose an image to upload.');
  let format: string | undefined;
  try {
    format = (await sharp(file).metadata()).format;
  } catch {
    throw badType();
  }
  if (!format || !ACCEPTED.has(format)) throw badType();

  await mkdir(dir, { recursive: true });
  const image = sharp(file).rotate();
  let full;
  try {
    full = await image
      .clone()
      .resize({ width: FULL_SIZE, height: FULL_SIZE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toFile(path.join(dir, `${id}.webp`));
    if (withThumb)
      await image
        .clone()
        .resize({ width: THUMB_SIZE, height: THUMB_SIZE, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 75 })
        .toFile(path.join(dir, `${id}_thumb.webp`));
  } catch {
    throw badType();
  }
  return { width: full.width, height: full.height };
}
