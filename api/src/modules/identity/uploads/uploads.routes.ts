import { operations as op } from '@ros/shared-events';
import express, { type RequestHandler } from 'express';
import multer from 'multer';
import { defineRoutes } from '../../../kernel/routes';
import { notFound, invalidInput } from '../../../kernel/errors';
import { created, fileReply } from '../../../kernel/replies';
import { MAX_UPLOAD_BYTES, readReceipt, storeImage, storeReceipt } from './uploads.service';

/** Multer in memory, one `file` field; whatever it cannot accept is a clear 400. */
export function singleImage(): RequestHandler {
  const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } }).single(
    'file',
  );
  return (req, res, next) =>
    upload(req, res, (err: unknown) => {
      if (!err) return next();
      // Multer's limits, and any request busboy cannot read as a form (e.g. a NUL byte in a part header).
      const message =
        err instanceof multer.MulterError && err.code === 'LIMIT_FILE_SIZE'
          ? 'The image is larger than 5 MB.'
          : 'Send one image in the "file" field.';
      next(invalidInput('file', message));
    });
}

/** The public files: the images we wrote (`<restaurantId>/<uuid>.webp` and its thumbnail), nothing else under the folder. */
const PUBLIC_IMAGE = /^\/[0-9a-f-]{36}\/[0-9a-f-]{36}(_thumb)?\.webp$/;
const onlyPublicImages: RequestHandler = (req, _res, next) =>
  next(PUBLIC_IMAGE.test(req.path) ? undefined : notFound('File'));

/** Private files (receipts): downloaded, never rendered by the browser as a page, never cached by a proxy. */
const PRIVATE_FILE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; sandbox",
  'cache-control': 'private, no-store',
};

/** Image uploads (dish photos, covers: public, re-encoded), expenses' receipts (private) and the files they become. */
export const uploadsRoutes = defineRoutes('uploads', (r, deps) => {
  r.raw(
    '/uploads',
    onlyPublicImages,
    express.static(deps.config.uploadDir, {
      index: false,
      dotfiles: 'deny',
      maxAge: '7d',
      immutable: true,
      setHeaders: (res) => res.setHeader('x-content-type-options', 'nosniff'),
    }),
  );
  r.raw('/uploads', (_req, _res, next) => next(notFound('File')));
  r.tenant(
    op.storeImage,
    {
      summary: 'Upload an image (JPEG, PNG or WebP, up to 5 MB)',
      consumes: 'multipart/form-data',
      before: [singleImage()],
    },
    async (ctx, { req }) => created(await storeImage(ctx, deps.config.uploadDir, req.file?.buffer)),
  );
  r.tenant(
    op.storeReceipt,
    {
      summary: "Attach an expense's receipt (a photo or a PDF, up to 5 MB)",
      consumes: 'multipart/form-data',
      before: [singleImage()],
    },
    async (ctx, { req }) => created(await storeReceipt(ctx, deps.config.uploadDir, req.file?.buffer)),
  );
  r.tenant(
    op.readReceipt,
    {
      summary: "An expense's receipt (members who may read expenses), as a download",
      produces: 'application/octet-stream',
      notFound: 'Receipt not found',
    },
    async (ctx, { params }) => {
      const receipt = await readReceipt(ctx, deps.config.uploadDir, params.file);
      return fileReply(
        receipt.type,
        receipt.content,
        { kind: 'attachment', filename: `receipt-${params.file}` },
        PRIVATE_FILE_HEADERS,
      );
    },
  );
});
