import { Button, Dialog, DialogBody, DialogFooter, HTMLTable, NumericInput, Spinner, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { toastError, toastSuccess } from '../../../app/toaster';
import { formatMoney } from '../../../components/money';
import { useInventoryT } from './i18n';
import { useGetCountQuery, usePostCountMutation, useSaveCountLinesMutation } from './inventory.api';
import { formatQuantity } from './InventoryFrame';

/** A count sheet: enter what is on the shelf, see the variance in units and money, post it as adjustments. */
export function CountSheetDialog({
  rid,
  id,
  canEdit,
  onClose,
}: {
  rid: string;
  id: string;
  canEdit: boolean;
  onClose: () => void;
}) {
  const t = useInventoryT();
  const { data: count } = useGetCountQuery({ rid, id });
  const [saveLines, { isLoading: isSaving }] = useSaveCountLinesMutation();
  const [post, { isLoading: isPosting }] = usePostCountMutation();
  const [entered, setEntered] = useState<Record<string, number | null>>({});
  const isOpen = count?.status === 'open' && canEdit;
  const changes = Object.entries(entered).map(([itemId, counted]) => ({ itemId, counted }));
  const save = async () => {
    if (changes.length) await saveLines({ rid, id, lines: changes }).unwrap();
    setEntered({});
  };
  const run = async (andPost: boolean) => {
    try {
      await save();
      if (andPost) {
        const posted = await post({ rid, id }).unwrap();
        void toastSuccess(t('counts.posted', { value: formatMoney(posted.varianceValue) }));
      } else void toastSuccess(t('counts.savedSheet'));
    } catch (error) {
      void toastError(error);
    }
  };
  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={
        count
          ? t('counts.sheetTitle', { scope: count.groupName ?? count.location ?? t('counts.everything') })
          : t('common.loading')
      }
      icon="clipboard"
      style={{ width: 760 }}
    >
      <DialogBody>
        {!count ? (
          <Spinner />
        ) : (
          <>
            <p>
              <Tag intent={count.status === 'posted' ? 'success' : 'primary'}>{t(`counts.status.${count.status}`)}</Tag>{' '}
              {t('counts.varianceTotal', { value: formatMoney(count.varianceValue) })}
            </p>
            <HTMLTable compact striped style={{ width: '100%' }} aria-label={t('counts.lines')}>
              <thead>
                <tr>
                  <th>{t('counts.item')}</th>
                  <th>{t('counts.expected')}</th>
                  <th>{t('counts.counted')}</th>
                  <th>{t('counts.variance')}</th>
                  <th>{t('counts.varianceValue')}</th>
                </tr>
              </thead>
              <tbody>
                {count.lines.map((l) => {
                  const value = l.itemId in entered ? entered[l.itemId] : l.counted;
                  return (
                    <tr key={l.itemId}>
                      <td>{l.itemName}</td>
                      <td>{`${formatQuantity(l.expected)} ${l.unit}`}</td>
                      <td>
                        {isOpen ? (
                          <NumericInput
                            aria-label={t('counts.countedOf', { item: l.itemName })}
                            min={0}
                            minorStepSize={0.001}
                            value={value ?? ''}
                            style={{ width: 100 }}
                            onValueChange={(n, text) =>
                              setEntered({
                                ...entered,
                                [l.itemId]: text.trim() === '' || !Number.isFinite(n) ? null : n,
                              })
                            }
                          />
                        ) : l.counted == null ? (
                          '—'
                        ) : (
                          `${formatQuantity(l.counted)} ${l.unit}`
                        )}
                      </td>
                      <td>
                        {l.variance == null
                          ? ''
                          : `${l.variance > 0 ? '+' : ''}${formatQuantity(l.variance)} ${l.unit}`}
                      </td>
                      <td>{l.varianceValue == null ? '' : formatMoney(l.varianceValue)}</td>
                    </tr>
                  );
                })}
              </tbody>
            </HTMLTable>
          </>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('common.close')} onClick={onClose} />
            {isOpen && (
              <Button
                icon="floppy-disk"
                text={t('counts.save')}
                loading={isSaving}
                disabled={!changes.length}
                onClick={() => void run(false)}
              />
            )}
            {isOpen && (
              <Button
                intent="primary"
                icon="tick"
                text={t('counts.post')}
                loading={isPosting || isSaving}
                onClick={() => void run(true)}
              />
            )}
          </>
        }
      />
    </Dialog>
  );
}
