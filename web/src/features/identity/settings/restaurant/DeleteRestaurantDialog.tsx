import { Button, Callout, Dialog, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { toFailure, type FormFailure } from '../../../../api/errors';
import { useAppDispatch, useAppSelector } from '../../../../app/store/hooks';
import { restaurantSwitchRequested, selectWorkPlaces, workPlacesChanged } from '../../../../app/session/sessionSlice';
import { toastSuccess } from '../../../../app/toaster';
import { TextField } from '../../../../components/TextField';
import { useDeleteRestaurantMutation } from './restaurantData.api';

/**
 * The danger zone's button and its confirmation: the restaurant's name typed again and the owner's
 * password. Once deleted, the session moves to another of the owner's restaurants (or none).
 */
export function DeleteRestaurantDialog({ rid, name }: { rid: string; name: string }) {
  const { t } = useTranslation(undefined, { keyPrefix: 'settingsPages.yourData' });
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const workPlaces = useAppSelector(selectWorkPlaces);
  const [isOpen, setOpen] = useState(false);
  const [typedName, setTypedName] = useState('');
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const [remove, { isLoading }] = useDeleteRestaurantMutation();

  const handleClose = () => {
    setOpen(false);
    setTypedName('');
    setPassword('');
    setFailure(null);
  };
  const handleSubmit = async () => {
    setFailure(null);
    try {
      await remove({ rid, restaurantName: typedName, password }).unwrap();
    } catch (err) {
      setFailure(toFailure(err, t('unexpected')));
      return;
    }
    const others = workPlaces.filter((w) => w._id !== rid);
    dispatch(workPlacesChanged(others));
    if (others[0]) dispatch(restaurantSwitchRequested({ restaurantId: others[0]._id }));
    void toastSuccess(t('deleted', { name }));
    navigate('/');
  };

  return (
    <>
      <Button intent={Intent.DANGER} icon="trash" text={t('delete')} onClick={() => setOpen(true)} />
      <Dialog isOpen={isOpen} onClose={handleClose} title={t('deleteTitle', { name })} icon="warning-sign">
        <DialogBody>
          <form
            id="delete-restaurant-form"
            onSubmit={(e) => {
              e.preventDefault();
              void handleSubmit();
            }}
          >
            <Callout intent={Intent.DANGER} style={{ marginBottom: 12 }}>
              {t('deleteWarning')}
            </Callout>
            {failure?.message && !Object.keys(failure.fields).length && (
              <Callout intent={Intent.DANGER} style={{ marginBottom: 12 }}>
                {failure.message}
              </Callout>
            )}
            <TextField
              id="delete-restaurant-name"
              label={t('typeName', { name })}
              value={typedName}
              autoComplete="off"
              error={failure?.fields.restaurantName}
              onValueChange={setTypedName}
            />
            <TextField
              id="delete-restaurant-password"
              type="password"
              autoComplete="current-password"
              label={t('password')}
              value={password}
              error={failure?.fields.password}
              onValueChange={setPassword}
            />
          </form>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('cancel')} onClick={handleClose} />
              <Button
                type="submit"
                form="delete-restaurant-form"
                intent={Intent.DANGER}
                loading={isLoading}
                disabled={typedName.trim() !== name.trim() || !password}
                text={t('confirmDelete')}
              />
            </>
          }
        />
      </Dialog>
    </>
  );
}
