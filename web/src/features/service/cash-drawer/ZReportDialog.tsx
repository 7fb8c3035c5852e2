import { Button, Dialog, DialogBody, DialogFooter, HTMLTable, Spinner } from '@blueprintjs/core';
import { createPortal } from 'react-dom';
import { useState } from 'react';
import { formatAmount } from '../../../components/money';
import '../../../components/receipt.css';
import { printOrBrowser } from '../printers';
import { usePrintZReportMutation, useZReportQuery } from './cash-drawer.api';
import type { ZReport } from './cash-drawer.types';
import { useCashT } from './i18n';

interface Props {
  restaurantId: string;
  restaurantName: string;
  sessionId: string;
  currency: string | null;
  onClose: () => void;
}

/** The rows of a Z report, on screen and on the 80 mm print. */
function useRows(z: ZReport, currency: string | null): [string, string][] {
  const t = useCashT();
  const m = (minor: number | null) => (minor == null ? '—' : formatAmount(minor, currency));
  return [
    ...Object.entries(z.salesByMethod).map(([method, amount]): [string, string] => [
      t('salesBy', { method: t(`method.${method}`) }),
      m(amount),
    ]),
    [t('bills'), String(z.bills)],
    [t('paidBillsTotal'), m(z.paidBillsTotal)],
    [t('discounts'), m(z.discounts)],
    [t('refunds'), m(z.refunds)],
    [t('tips'), m(z.tips)],
    [t('voidedItems', { count: z.voids.items }), m(z.voids.itemsAmount)],
    [t('voidedPayments', { count: z.voids.payments }), m(z.voids.paymentsAmount)],
    [t('openingFloat'), m(z.session.openingFloat)],
    [t('payIns'), m(z.payIns)],
    [t('payOuts'), m(z.payOuts)],
    [t('expectedCash'), m(z.expectedCash)],
    [t('counted'), m(z.counted)],
    [t('overShort'), m(z.overShort)],
  ];
}

function ZReportBody({ z, currency, restaurantName }: { z: ZReport; currency: string | null; restaurantName: string }) {
  const t = useCashT();
  const rows = useRows(z, currency);
  const period = `${new Date(z.from).toLocaleString()} – ${new Date(z.to).toLocaleString()}`;
  const table = (
    <HTMLTable compact striped style={{ width: '100%' }} aria-label={t('zReportOf', { name: z.session.name })}>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td style={{ textAlign: 'right' }}>{value}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
  return (
    <>
      <p>{period}</p>
      {table}
      {createPortal(
        <div className="ros-receipt" aria-hidden>
          <h2>{restaurantName}</h2>
          <p>
            {t('zReportOf', { name: z.session.name })}
            <br />
            {period}
          </p>
          {table}
        </div>,
        document.body,
      )}
    </>
  );
}

/** The Z report of a drawer session, printed on the receipt printer (or from the browser when there is none). */
export function ZReportDialog({ restaurantId, restaurantName, sessionId, currency, onClose }: Props) {
  const t = useCashT();
  const { data } = useZReportQuery({ rid: restaurantId, sessionId });
  const [printZReport] = usePrintZReportMutation();
  const [printing, setPrinting] = useState(false);
  const handlePrint = async () => {
    setPrinting(true);
    await printOrBrowser(() => printZReport({ rid: restaurantId, sessionId }).unwrap(), {
      sent: (printer) => t('printSent', { printer }),
      browser: t('printBrowser'),
    });
    setPrinting(false);
  };
  return (
    <Dialog isOpen onClose={onClose} title={data ? t('zReportOf', { name: data.session.name }) : t('zReport')}>
      <DialogBody>
        {data ? <ZReportBody z={data} currency={currency} restaurantName={restaurantName} /> : <Spinner />}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('done')} onClick={onClose} />
            <Button
              icon="print"
              intent="primary"
              text={t('print')}
              disabled={!data}
              loading={printing}
              onClick={() => void handlePrint()}
            />
          </>
        }
      />
    </Dialog>
  );
}
