import { Button, Dialog, DialogBody, DialogFooter, FormGroup, TextArea } from '@blueprintjs/core';
import { useState } from 'react';
import { toastError, toastSuccess } from '../../../app/toaster';
import { useCatalogueT } from '../../../app/i18n/catalogue';
import type { Customer } from './customer.types';
import { useSendCustomerOfferMutation } from './customers.api';

interface Props {
  restaurantId: string;
  customer: Customer;
  /** The customer's address (the button shows only for a customer who has one). */
  email: string;
  onClose: () => void;
}

/** "Send an offer": an email in the restaurant's words to one customer; one who unsubscribed gets nothing (and the toast says so). */
export function OfferDialog({ restaurantId, customer, email, onClose }: Props) {
  const t = useCatalogueT();
  const [text, setText] = useState('');
  const [send, { isLoading }] = useSendCustomerOfferMutation();
  const handleSend = async () => {
    try {
      const result = await send({ rid: restaurantId, id: customer.id, text }).unwrap();
      void toastSuccess(t(result.sent ? 'customers.offerSent' : 'customers.offerSuppressed', { name: customer.name }));
      onClose();
    } catch (error) {
      void toastError(error);
    }
  };
  return (
    <Dialog isOpen onClose={onClose} title={t('customers.offerTitle', { name: customer.name })} icon="envelope">
      <DialogBody>
        <FormGroup
          label={t('customers.offerText')}
          labelFor="customer-offer-text"
          helperText={t('customers.offerHint', { email })}
        >
          <TextArea
            id="customer-offer-text"
            fill
            rows={5}
            value={text}
            maxLength={2000}
            onChange={(e) => setText(e.currentTarget.value)}
          />
        </FormGroup>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('common.cancel')} onClick={onClose} />
            <Button
              intent="primary"
              icon="send-message"
              text={t('customers.send')}
              loading={isLoading}
              disabled={!text.trim()}
              onClick={() => void handleSend()}
            />
          </>
        }
      />
    </Dialog>
  );
}
