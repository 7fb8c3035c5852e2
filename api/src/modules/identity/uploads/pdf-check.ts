import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, type PDFObject } from 'pdf-lib';

/** Keys that make a PDF act when opened or clicked: scripts, launching programs, embedded files, forms that submit. */
const ACTIVE_KEYS = new Set([
  '/JS',
  '/JavaScript',
  '/OpenAction',
  '/AA',
  '/Launch',
  '/EmbeddedFile',
  '/EmbeddedFiles',
  '/RichMedia',
  '/XFA',
]);
/** Action types (`/S`) that run something or reach out. */
const ACTIVE_ACTIONS = new Set([
  '/JavaScript',
  '/Launch',
  '/SubmitForm',
  '/ImportData',
  '/GoToR',
  '/GoToE',
  '/RichMediaExecute',
  '/Rendition',
]);

/** Whether an object, or anything inside it, carries an active key or action. */
function isActive(object: PDFObject | undefined, seen: Set<PDFObject>): boolean {
  if (!object || seen.has(object)) return false;
  seen.add(object);
  if (object instanceof PDFRawStream) return isActive(object.dict, seen);
  if (object instanceof PDFArray) return object.asArray().some((item) => isActive(item, seen));
  if (!(object instanceof PDFDict)) return false;
  for (const [key, value] of object.entries()) {
    if (ACTIVE_KEYS.has(key.asString())) return true;
    if (key.asString() === '/S' && value instanceof PDFName && ACTIVE_ACTIONS.has(value.asString())) return true;
    if (isActive(value, seen)) return true;
  }
  return false;
}

/**
 * A PDF as we keep it: parsed (pdf-lib) and written again from its objects, so bytes after its end
 * or beside its objects (an HTML page behind a `%PDF-` header) are gone. Null when it does not parse,
 * is encrypted, has no page, or carries JavaScript, an open action, a launch or an embedded file.
 */
export async function cleanPdf(file: Buffer): Promise<Uint8Array | null> {
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(file, { updateMetadata: false });
    if (doc.getPageCount() < 1) return null;
  } catch {
    return null;
  }
  const seen = new Set<PDFObject>();
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (isActive(object, seen)) return null;
  }
  if (isActive(doc.catalog, seen) || isActive(doc.context.trailerInfo.Root, seen)) return null;
  return doc.save({ useObjectStreams: false, updateFieldAppearances: false });
}
