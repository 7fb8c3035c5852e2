import {
  Button,
  Callout,
  Classes,
  Drawer,
  FormGroup,
  HTMLSelect,
  InputGroup,
  NumericInput,
  Switch,
  Tab,
  TagInput,
  Tabs,
  TextArea,
} from '@blueprintjs/core';
import { useState } from 'react';
import { toastError, toastSuccess } from '../../../../app/toaster';
import { useCatalogueT } from '../../../../app/i18n/catalogue';
import { fieldErrors, isConflict } from '../../../../api/errors';
import { RecipeEditor } from '../../../back-office/inventory';
import { useCan } from '../../../../app/session/useAbility';
import { uploadUrl, useLazyGetDishQuery, useSaveDishMutation } from '../menu.api';
import type { Category, Dish, DishInput, Menu, Station } from '../menu.types';
import { CategoryChecklist } from './CategoryChecklist';
import { ImagesEditor } from './ImagesEditor';
import { ModifierGroupsEditor } from './ModifierGroupsEditor';
import { TranslationsEditor } from './TranslationsEditor';
import { VariantsEditor, emptyVariant } from './VariantsEditor';

interface Props {
  restaurantId: string;
  /** The dish to edit; null creates one. */
  dish: Dish | null;
  menus: Menu[];
  categories: Category[];
  stations: Station[];
  onClose: () => void;
}

const blank = (defaultVariantName: string): DishInput => ({
  displayId: null,
  name: '',
  description: null,
  translations: {},
  images: [],
  categoryIds: [],
  variants: [{ ...emptyVariant(true), name: defaultVariantName }],
  modifierGroups: [],
  preparationMinutes: null,
  allergens: [],
  dietaryTags: [],
  stationId: null,
  isAvailable: true,
});

function toInput(d: Dish): DishInput {
  const {
    id: _id,
    price: _price,
    version: _version,
    updatedAt: _updatedAt,
    menuIds: _menuIds,
    effectiveStationId: _station,
    ...rest
  } = d;
  return rest;
}

/** Create or edit a dish: basics, variants, modifiers, categories, station, tags, photos; and its recipe (what each plate takes from stock). */
export function DishFormDrawer({ restaurantId, dish, menus, categories, stations, onClose }: Props) {
  const t = useCatalogueT();
  const [saveDish] = useSaveDishMutation();
  const [readDish] = useLazyGetDishQuery();
  const [form, setForm] = useState<DishInput>(() => (dish ? toInput(dish) : blank(t('dishForm.defaultVariant'))));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isSaving, setSaving] = useState(false);
  // The version this form overwrites; after a conflict it becomes the newer one, so "Save" again wins.
  const [version, setVersion] = useState(dish?.version ?? 0);
  const set = <K extends keyof DishInput>(key: K, value: DishInput[K]) => setForm((f) => ({ ...f, [key]: value }));
  const canSeeRecipe = useCan('view', 'inventory');
  const [tab, setTab] = useState<'details' | 'recipe'>('details');

  const validate = (): Record<string, string> => {
    const e: Record<string, string> = {};
    if (!form.name.trim()) e.name = t('dishForm.nameRequired');
    if (form.variants.length === 0) e.variants = t('dishForm.variantRequired');
    else if (form.variants.some((v) => !v.name.trim())) e.variants = t('dishForm.variantNameRequired');
    if (
      form.modifierGroups.some(
        (g) => !g.name.trim() || g.minSelections > g.maxSelections || g.options.some((o) => !o.name.trim()),
      )
    ) {
      e.modifierGroups = t('dishForm.modifierInvalid');
    }
    return e;
  };

  const handleSave = async () => {
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      const body: DishInput = { ...form, name: form.name.trim(), displayId: form.displayId?.trim() || null };
      const saved = dish
        ? await saveDish({ rid: restaurantId, id: dish.id, body: { ...body, version } }).unwrap()
        : await saveDish({ rid: restaurantId, body }).unwrap();
      void toastSuccess(t(dish ? 'dishForm.updated' : 'dishForm.created', { name: saved.name }));
      onClose();
    } catch (error) {
      if (isConflict(error)) {
        void toastError(error);
        // The newer copy replaces the one in the list; saving again overwrites it knowingly.
        const latest = dish
          ? await readDish({ rid: restaurantId, id: dish.id })
              .unwrap()
              .catch(() => null)
          : null;
        if (latest) {
          setVersion(latest.version);
          setErrors({ form: t('dishForm.conflict') });
        }
      } else {
        setErrors(fieldErrors(error));
        void toastError(error);
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <Drawer
      isOpen
      onClose={onClose}
      title={dish ? t('dishForm.editTitle', { name: dish.name }) : t('dishForm.newTitle')}
      size="720px"
      icon="properties"
    >
      <div className={Classes.DRAWER_BODY} style={{ padding: 16 }} data-testid="dish-form">
        {dish && canSeeRecipe && (
          <Tabs id="dish-form-tabs" selectedTabId={tab} onChange={(id) => setTab(id as 'details' | 'recipe')}>
            <Tab id="details" title={t('dishForm.detailsTab')} />
            <Tab id="recipe" title={t('dishForm.recipeTab')} />
          </Tabs>
        )}
        {dish && tab === 'recipe' ? (
          <RecipeEditor rid={restaurantId} dish={dish} />
        ) : (
          <>
            {errors.form && <Callout intent="warning">{errors.form}</Callout>}
            <div style={{ display: 'flex', gap: 12 }}>
              <FormGroup
                label={t('dishForm.name')}
                labelFor="dish-name"
                intent={errors.name ? 'danger' : 'none'}
                helperText={errors.name}
                style={{ flex: 2 }}
              >
                <InputGroup
                  id="dish-name"
                  value={form.name}
                  onChange={(e) => set('name', e.currentTarget.value)}
                  autoFocus
                />
              </FormGroup>
              <FormGroup
                label={t('dishForm.displayId')}
                labelFor="dish-display-id"
                helperText={errors.displayId}
                style={{ flex: 1 }}
              >
                <InputGroup
                  id="dish-display-id"
                  value={form.displayId ?? ''}
                  onChange={(e) => set('displayId', e.currentTarget.value)}
                />
              </FormGroup>
            </div>
            <FormGroup label={t('dishForm.description')} labelFor="dish-description">
              <TextArea
                id="dish-description"
                fill
                value={form.description ?? ''}
                onChange={(e) => set('description', e.currentTarget.value || null)}
              />
            </FormGroup>
            <FormGroup label={t('dishForm.translations')} helperText={t('dishForm.translationsHint')}>
              <TranslationsEditor translations={form.translations} onChange={(v) => set('translations', v)} />
            </FormGroup>
            <FormGroup label={t('dishForm.variants')}>
              <VariantsEditor variants={form.variants} onChange={(v) => set('variants', v)} error={errors.variants} />
            </FormGroup>
            <FormGroup
              label={t('dishForm.modifierGroups')}
              intent={errors.modifierGroups ? 'danger' : 'none'}
              helperText={errors.modifierGroups}
            >
              <ModifierGroupsEditor groups={form.modifierGroups} onChange={(g) => set('modifierGroups', g)} />
            </FormGroup>
            <FormGroup
              label={t('dishForm.categories')}
              helperText={categories.length === 0 ? t('dishForm.noCategories') : errors.categoryIds}
            >
              <CategoryChecklist
                menus={menus}
                categories={categories}
                value={form.categoryIds}
                onChange={(ids) => set('categoryIds', ids)}
              />
            </FormGroup>
            <div style={{ display: 'flex', gap: 12 }}>
              <FormGroup label={t('dishForm.station')} labelFor="dish-station" style={{ flex: 1 }}>
                <HTMLSelect
                  id="dish-station"
                  fill
                  value={form.stationId ?? ''}
                  onChange={(e) => set('stationId', e.currentTarget.value || null)}
                >
                  <option value="">{t('dishForm.stationFromCategory')}</option>
                  {stations.map((s) => (
                    <option key={s.id} value={s.id}>
                      {s.name}
                    </option>
                  ))}
                </HTMLSelect>
              </FormGroup>
              <FormGroup label={t('dishForm.prepMinutes')} labelFor="dish-prep" style={{ flex: 1 }}>
                <NumericInput
                  id="dish-prep"
                  fill
                  min={0}
                  value={form.preparationMinutes ?? ''}
                  onValueChange={(n) => set('preparationMinutes', Number.isFinite(n) ? n : null)}
                />
              </FormGroup>
              <FormGroup label={t('dishForm.available')} style={{ flex: 1 }}>
                <Switch
                  checked={form.isAvailable}
                  label={form.isAvailable ? t('dishes.available') : t('dishes.soldOut')}
                  onChange={() => set('isAvailable', !form.isAvailable)}
                />
              </FormGroup>
            </div>
            <FormGroup label={t('dishForm.allergens')} helperText={t('dishForm.tagsHint')}>
              <TagInput
                values={form.allergens}
                onChange={(v) => set('allergens', v.map(String))}
                addOnBlur
                placeholder={t('dishForm.allergensPlaceholder')}
              />
            </FormGroup>
            <FormGroup label={t('dishForm.dietaryTags')}>
              <TagInput
                values={form.dietaryTags}
                onChange={(v) => set('dietaryTags', v.map(String))}
                addOnBlur
                placeholder={t('dishForm.dietaryPlaceholder')}
              />
            </FormGroup>
            <FormGroup label={t('dishForm.images')}>
              <ImagesEditor
                images={form.images}
                onChange={(images) => set('images', images)}
                uploadUrl={uploadUrl(restaurantId)}
              />
            </FormGroup>
          </>
        )}
      </div>
      <div className={Classes.DRAWER_FOOTER} style={{ display: 'flex', justifyContent: 'flex-end', gap: 8 }}>
        <Button text={t('common.cancel')} onClick={onClose} />
        {tab === 'details' && (
          <Button
            intent="primary"
            text={t('common.save')}
            loading={isSaving}
            onClick={() => void handleSave()}
            data-testid="dish-save"
          />
        )}
      </div>
    </Drawer>
  );
}
