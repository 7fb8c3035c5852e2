import type { StoreImage } from '@ros/shared-events';
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { AppError } from '../../http/errors';
import type { TenantContext } from '../../http/tenant';
import { authorizeAny } from '../../http/list';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
const ACCEPTED = new Set(['jpeg', 'png', 'webp']);
const FULL_SIZE = 1600;
const THUMB_SIZE = 320;

const badImage = () => new AppError('invalid_input', 'Only JPEG, PNG or WebP images can be uploaded.', { file: 'Only JPEG, PNG or WebP images can be uploaded.' });

/**
 * Stores an uploaded image as `<uploadDir>/<restaurantId>/<uuid>.webp` plus a 320 px thumbnail.
 * The type is decided by the content (sharp), never by the file name or the declared type.
 */
export async function storeImage(ctx: TenantContext, uploadDir: string, file: Buffer | undefined): Promise<StoreImage> {
  authorizeAny(ctx, 'edit', ['menu', 'restaurant', 'departments', 'staff']);
  return saveImage(ctx, uploadDir, file);
}

/** An expense's receipt: a photo (stored as an image) or a PDF (recognised by its content, stored as it came). */
export async function storeReceipt(ctx: TenantContext, uploadDir: string, file: Buffer | undefined): Promise<StoreImage> {
  ctx.authorize('edit', 'expenses');
  if (!file?.subarray(0, 5).equals(Buffer.from('%PDF-'))) return saveImage(ctx, uploadDir, file, 'Only a photo (JPEG, PNG, WebP) or a PDF can be attached.');
  const dir = path.join(uploadDir, ctx.restaurant.id);
  await mkdir(dir, { recursive: true });
  const name = `${randomUUID()}.pdf`;
  await writeFile(path.join(dir, name), file);
  const url = `/uploads/${ctx.restaurant.id}/${name}`;
  return { url, thumbnailUrl: url, width: 0, height: 0 };
}

async function saveImage(ctx: TenantContext, uploadDir: string, file: Buffer | undefined, typeMessage?: string): Promise<StoreImage> {
  const badType = () => (typeMessage ? new AppError('invalid_input', typeMessage, { file: typeMessage }) : badImage());
  if (!file?.length) throw new AppError('invalid_input', 'Choose an image to upload.', { file: 'Choose an image to upload.' });
  let format: string | undefined;
  try {
    format = (await sharp(file).metadata()).format;
  } catch {
    throw badType();
  }
  if (!format || !ACCEPTED.has(format)) throw badType();

  const dir = path.join(uploadDir, ctx.restaurant.id);
  await mkdir(dir, { recursive: true });
  const id = randomUUID();
  const image = sharp(file).rotate();
  const full = await image.clone().resize({ width: FULL_SIZE, height: FULL_SIZE, fit: 'inside', withoutEnlargement: true }).webp({ quality: 82 }).toFile(path.join(dir, `${id}.webp`));
  await image.clone().resize({ width: THUMB_SIZE, height: THUMB_SIZE, fit: 'inside', withoutEnlargement: true }).webp({ quality: 75 }).toFile(path.join(dir, `${id}_thumb.webp`));
  const base = `/uploads/${ctx.restaurant.id}`;
  return { url: `${base}/${id}.webp`, thumbnailUrl: `${base}/${id}_thumb.webp`, width: full.width, height: full.height };
}
