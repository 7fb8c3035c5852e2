import { Button, Callout, Dialog, DialogBody, DialogFooter, FileInput, FormGroup } from '@blueprintjs/core';
import Papa from 'papaparse';
import { useState } from 'react';
import { apiFailureOf } from '../../../api/http';
import { toastError, toastSuccess } from '../../../app/toaster';
import { useInventoryT } from './i18n';
import { useImportItemsMutation } from './inventory.api';
import type { ImportRow } from './inventory.types';

/** The CSV columns, as the export writes them (an exported file imports back). */
export const ITEM_CSV_HEADERS = [
  'Name',
  'Group',
  'Unit',
  'SKU',
  'Barcode',
  'Location',
  'Par level',
  'Reorder point',
  'On hand',
] as const;

const number = (v: string | undefined) =>
  v === undefined || v.trim() === '' ? undefined : Number(v.replace(',', '.'));
const textOf = (v: string | undefined) => (v?.trim() ? v.trim().replace(/^'(?=[=+\-@])/, '') : null);

/** Rows of a parsed CSV (headers as exported, case-insensitive) → the import body; a row without a name is skipped. */
export function rowsFromCsv(text: string): ImportRow[] {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\ufeff/, ''), {
    header: true,
    skipEmptyLines: true,
    transformHeader: (h) => h.trim().toLowerCase(),
  });
  return parsed.data
    .filter((r) => textOf(r.name))
    .map((r) => ({
      name: textOf(r.name)!,
      group: textOf(r.group),
      unit: textOf(r.unit) ?? '',
      sku: textOf(r.sku),
      barcode: textOf(r.barcode),
      location: textOf(r.location),
      parLevel: number(r['par level']),
      reorderPoint: number(r['reorder point']),
      onHand: number(r['on hand']) ?? null,
    }));
}

/** Imports items from a CSV file: creates or updates by name, all rows or none, and says which row is wrong. */
export function ImportItemsDialog({ rid, onClose }: { rid: string; onClose: () => void }) {
  const t = useInventoryT();
  const [importItems, { isLoading }] = useImportItemsMutation();
  const [fileName, setFileName] = useState('');
  const [rows, setRows] = useState<ImportRow[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const read = async (file: File | undefined) => {
    if (!file) return;
    setFileName(file.name);
    setProblem(null);
    const found = rowsFromCsv(await file.text());
    setRows(found);
    if (!found.length) setProblem(t('import.noRows'));
  };
  const run = async () => {
    if (!rows?.length) return;
    try {
      const done = await importItems({ rid, rows }).unwrap();
      void toastSuccess(t('import.done', { created: done.created, updated: done.updated }));
      onClose();
    } catch (error) {
      setProblem(apiFailureOf(error)?.message ?? t('import.failed'));
      void toastError(error);
    }
  };
  return (
    <Dialog isOpen onClose={onClose} title={t('import.title')} icon="import">
      <DialogBody>
        <p>{t('import.help', { headers: ITEM_CSV_HEADERS.join(', ') })}</p>
        <FormGroup label={t('import.file')} labelFor="import-file">
          <FileInput
            fill
            text={fileName || t('import.choose')}
            inputProps={{ id: 'import-file', accept: '.csv,text/csv', 'aria-label': t('import.file') }}
            onInputChange={(e) => void read(e.currentTarget.files?.[0])}
          />
        </FormGroup>
        {rows && rows.length > 0 && <Callout intent="primary">{t('import.ready', { count: rows.length })}</Callout>}
        {problem && (
          <Callout intent="danger" role="alert">
            {problem}
          </Callout>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('common.cancel')} onClick={onClose} />
            <Button
              intent="primary"
              text={t('import.run')}
              disabled={!rows?.length}
              loading={isLoading}
              onClick={() => void run()}
            />
          </>
        }
      />
    </Dialog>
  );
}
