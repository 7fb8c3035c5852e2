import { Button, FileInput, FormGroup, InputGroup } from '@blueprintjs/core';
import type { MemberProfile } from '@ros/shared-events';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrors } from '../../../api/errors';
import { uploadImage } from '../../../api/upload';
import { toastError, toastSuccess } from '../../../app/toaster';
import { useUpdateProfileMutation } from '../../identity/settings';

/** Your own details: avatar (through uploads), name, phone and the languages you speak. */
export function ProfileForm({
  profile,
  uploadUrl,
  onSaved,
}: {
  profile: MemberProfile;
  uploadUrl: string;
  /** The card reads the account through the profile endpoint: it reloads after a save. */
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [updateProfile, { isLoading }] = useUpdateProfileMutation();
  const [name, setName] = useState(profile.name);
  const [phone, setPhone] = useState(profile.phone ?? '');
  const [languages, setLanguages] = useState(profile.languages.join(', '));
  const [errors, setErrors] = useState<Record<string, string>>({});

  const save = async (patch: Record<string, unknown>) => {
    try {
      await updateProfile(patch).unwrap();
      setErrors({});
      onSaved();
      void toastSuccess(t('profile.saved'));
    } catch (error) {
      setErrors(fieldErrors(error));
      void toastError(error);
    }
  };
  const upload = async (file: File | undefined) => {
    if (!file) return;
    try {
      await save({ avatar: await uploadImage(uploadUrl, file) });
    } catch (error) {
      void toastError(error);
    }
  };
  const field = (id: string, value: string, set: (v: string) => void, label: string, error?: string) => (
    <FormGroup label={label} labelFor={id} intent={error ? 'danger' : 'none'} helperText={error}>
      <InputGroup id={id} value={value} onChange={(e) => set(e.currentTarget.value)} />
    </FormGroup>
  );

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void save({
          fullName: name.trim() || null,
          phone: phone.trim() || null,
          spokenLanguages: languages
            .split(',')
            .map((l) => l.trim())
            .filter(Boolean),
        });
      }}
    >
      <FormGroup label={t('profile.avatar')} labelFor="profile-avatar">
        <FileInput
          inputProps={{ id: 'profile-avatar', accept: 'image/*' }}
          text={t('profile.chooseImage')}
          onInputChange={(e) => void upload(e.currentTarget.files?.[0])}
        />
      </FormGroup>
      {field('profile-name', name, setName, t('profile.name'), errors.fullName)}
      {field('profile-phone', phone, setPhone, t('profile.phone'), errors.phone)}
      {field('profile-languages', languages, setLanguages, t('profile.languagesHint'), errors.spokenLanguages)}
      <Button type="submit" intent="primary" loading={isLoading} text={t('profile.save')} />
    </form>
  );
}
