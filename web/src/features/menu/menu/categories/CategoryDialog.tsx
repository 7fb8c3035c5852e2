import {
  Button,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  HTMLSelect,
  InputGroup,
  TextArea,
} from '@blueprintjs/core';
import { COURSES } from '@ros/shared-events';
import { useState } from 'react';
import { toastError, toastSuccess } from '../../../../app/toaster';
import { ImagesEditor } from '../dishes/ImagesEditor';
import { useCatalogueT } from '../../../../app/i18n/catalogue';
import { fieldErrors } from '../../../../api/errors';
import { uploadUrl, useSaveCategoryMutation } from '../menu.api';
import type { Category, Menu, Station } from '../menu.types';

interface Props {
  restaurantId: string;
  category: Category | null;
  menus: Menu[];
  stations: Station[];
  defaultMenuId: string;
  onClose: () => void;
}

/** Create or edit a category: menu, name, description, cover image, kitchen station. */
export function CategoryDialog({ restaurantId, category, menus, stations, defaultMenuId, onClose }: Props) {
  const t = useCatalogueT();
  const [saveCategory] = useSaveCategoryMutation();
  const [menuId, setMenuId] = useState(category?.menuId ?? defaultMenuId);
  const [name, setName] = useState(category?.name ?? '');
  const [description, setDescription] = useState(category?.description ?? '');
  const [cover, setCover] = useState<string | null>(category?.coverImageUrl ?? null);
  const [stationId, setStationId] = useState(category?.stationId ?? '');
  const [course, setCourse] = useState(category?.defaultCourse ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isSaving, setSaving] = useState(false);

  const handleSave = async () => {
    const found: Record<string, string> = {};
    if (!name.trim()) found.name = t('categories.nameRequired');
    if (!menuId) found.menuId = t('categories.menuRequired');
    setErrors(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    try {
      const body = {
        menuId,
        name: name.trim(),
        description: description.trim() || null,
        coverImageUrl: cover,
        stationId: stationId || null,
        defaultCourse: course || null,
      };
      const saved = await saveCategory({ rid: restaurantId, id: category?.id, body }).unwrap();
      void toastSuccess(t(category ? 'categories.updated' : 'categories.created', { name: saved.name }));
      onClose();
    } catch (error) {
      setErrors(fieldErrors(error));
      void toastError(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog isOpen onClose={onClose} title={category ? t('categories.editTitle') : t('categories.newTitle')} icon="tag">
      <DialogBody>
        <FormGroup
          label={t('categories.menu')}
          labelFor="category-menu"
          intent={errors.menuId ? 'danger' : 'none'}
          helperText={errors.menuId}
        >
          <HTMLSelect id="category-menu" fill value={menuId} onChange={(e) => setMenuId(e.currentTarget.value)}>
            <option value="">{t('categories.chooseMenu')}</option>
            {menus.map((m) => (
              <option key={m.id} value={m.id}>
                {m.name}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <FormGroup
          label={t('categories.name')}
          labelFor="category-name"
          intent={errors.name ? 'danger' : 'none'}
          helperText={errors.name}
        >
          <InputGroup id="category-name" value={name} onChange={(e) => setName(e.currentTarget.value)} autoFocus />
        </FormGroup>
        <FormGroup label={t('categories.description')} labelFor="category-description">
          <TextArea
            id="category-description"
            fill
            value={description}
            onChange={(e) => setDescription(e.currentTarget.value)}
          />
        </FormGroup>
        <FormGroup label={t('categories.station')} labelFor="category-station" helperText={t('categories.stationHint')}>
          <HTMLSelect
            id="category-station"
            fill
            value={stationId}
            onChange={(e) => setStationId(e.currentTarget.value)}
          >
            <option value="">{t('categories.defaultStation')}</option>
            {stations.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <FormGroup
          label={t('categories.course')}
          labelFor="category-course"
          helperText={errors.defaultCourse ?? t('categories.courseHint')}
        >
          <HTMLSelect id="category-course" fill value={course} onChange={(e) => setCourse(e.currentTarget.value)}>
            <option value="">{t('categories.courseDefault')}</option>
            {COURSES.map((c) => (
              <option key={c} value={c}>
                {t(`categories.courses.${c}`)}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <FormGroup label={t('categories.cover')}>
          <ImagesEditor
            images={cover ? [cover] : []}
            onChange={(images) => setCover(images[images.length - 1] ?? null)}
            uploadUrl={uploadUrl(restaurantId)}
          />
        </FormGroup>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('common.cancel')} onClick={onClose} />
            <Button
              intent="primary"
              text={t('common.save')}
              loading={isSaving}
              onClick={() => void handleSave()}
              data-testid="category-save"
            />
          </>
        }
      />
    </Dialog>
  );
}
