import { Button, Classes, Dialog, DialogBody, DialogFooter, Spinner } from '@blueprintjs/core';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useCatalogueT } from '../../../app/i18n/catalogue';
import type { DiningTable } from './tables.types';

/** The guest's digital menu address for one table (what its QR code opens). */
export const guestMenuUrl = (restaurantId: string, qrToken: string) =>
  `${window.location.origin}/menu/${encodeURIComponent(restaurantId)}/${encodeURIComponent(qrToken)}`;

/** Renders the QR codes of tables as images (data URLs), keyed by table id. */
export function useQrCodes(restaurantId: string, tables: DiningTable[]) {
  const [codes, setCodes] = useState<Record<string, string>>({});
  const key = tables.map((t) => `${t.id}:${t.qrToken}`).join(',');
  useEffect(() => {
    let cancelled = false;
    void Promise.all(
      tables.map(
        async (t) =>
          [t.id, await QRCode.toDataURL(guestMenuUrl(restaurantId, t.qrToken), { width: 320, margin: 1 })] as const,
      ),
    ).then((pairs) => {
      if (!cancelled) setCodes(Object.fromEntries(pairs));
    });
    return () => {
      cancelled = true;
    };
    // `key` captures the tables' ids and tokens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [restaurantId, key]);
  return codes;
}

/** Opens a print window with one QR card per table. */
export function printQrCards(title: string, cards: { name: string; image: string; caption: string }[]) {
  const win = window.open('', '_blank', 'width=800,height=900');
  if (!win) return;
  const esc = (s: string) =>
    s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
  win.document.write(
    `<!doctype html><title>${esc(title)}</title><style>body{font-family:sans-serif}.c{display:inline-block;width:45%;margin:2%;text-align:center;page-break-inside:avoid;border:1px dashed #999;padding:12px}img{width:100%}</style>` +
      cards
        .map((c) => `<div class="c"><h2>${esc(c.name)}</h2><img src="${c.image}" alt=""><p>${esc(c.caption)}</p></div>`)
        .join('') +
      '<script>window.onload=()=>window.print()</script>',
  );
  win.document.close();
}

interface Props {
  restaurantId: string;
  table: DiningTable | null;
  onClose: () => void;
  onRotate?: () => void;
}

/** One table's QR code, printable; "new code" invalidates the printed one. */
export function QrDialog({ restaurantId, table, onClose, onRotate }: Props) {
  const t = useCatalogueT();
  const codes = useQrCodes(restaurantId, table ? [table] : []);
  const image = table ? codes[table.id] : undefined;
  return (
    <Dialog
      isOpen={!!table}
      onClose={onClose}
      title={table ? t('qr.title', { name: table.name }) : ''}
      icon="mobile-phone"
    >
      <DialogBody>
        <div style={{ textAlign: 'center' }} data-testid="qr-dialog">
          {image ? <img src={image} alt={t('qr.alt', { name: table?.name })} style={{ width: 240 }} /> : <Spinner />}
          <p className={Classes.TEXT_MUTED}>{t('qr.caption')}</p>
          {table && <code style={{ wordBreak: 'break-all' }}>{guestMenuUrl(restaurantId, table.qrToken)}</code>}
        </div>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            {onRotate && <Button icon="refresh" text={t('qr.rotate')} onClick={onRotate} />}
            <Button
              icon="print"
              intent="primary"
              text={t('common.print')}
              disabled={!image}
              onClick={() =>
                table && image && printQrCards(table.name, [{ name: table.name, image, caption: t('qr.caption') }])
              }
            />
          </>
        }
      />
    </Dialog>
  );
}
