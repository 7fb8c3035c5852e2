import { ZStoreImage } from '@ros/shared-events';
import express, { type RequestHandler } from 'express';
import multer from 'multer';
import { defineRoutes } from '../../http/routes';
import { AppError, notFound } from '../../http/errors';
import { created } from '../../http/replies';
import { MAX_UPLOAD_BYTES, storeImage, storeReceipt } from './uploads.service';

/** Multer in memory, one `file` field; whatever it cannot accept is a clear 400. */
function singleImage(): RequestHandler {
  const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } }).single('file');
  return (req, res, next) =>
    upload(req, res, (err: unknown) => {
      if (!err) return next();
      // Multer's limits, and any request busboy cannot read as a form (e.g. a NUL byte in a part header).
      const message = err instanceof multer.MulterError && err.code === 'LIMIT_FILE_SIZE' ? 'The image is larger than 5 MB.' : 'Send one image in the "file" field.';
      next(new AppError('invalid_input', message, { file: message }));
    });
}

/** Image uploads (dish photos, covers) and the static files they become. */
export const uploadsRoutes = defineRoutes('uploads', (r, deps) => {
  r.raw('/uploads', express.static(deps.config.uploadDir, { index: false, dotfiles: 'deny', maxAge: '7d', immutable: true }));
  r.raw('/uploads', (_req, _res, next) => next(notFound('File')));
  r.tenant('post', '/api/restaurants/:restaurantId/uploads', { summary: 'Upload an image (JPEG, PNG or WebP, up to 5 MB)', consumes: 'multipart/form-data', before: [singleImage()], reply: ZStoreImage }, async (ctx, { req }) =>
    created(await storeImage(ctx, deps.config.uploadDir, req.file?.buffer)));
  r.tenant('post', '/api/restaurants/:restaurantId/uploads/receipts', { summary: "Attach an expense's receipt (a photo or a PDF, up to 5 MB)", consumes: 'multipart/form-data', before: [singleImage()], reply: ZStoreImage }, async (ctx, { req }) =>
    created(await storeReceipt(ctx, deps.config.uploadDir, req.file?.buffer)));
});
