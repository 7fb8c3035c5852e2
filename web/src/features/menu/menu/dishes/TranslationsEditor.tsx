import { Button, FormGroup, HTMLSelect, InputGroup, TextArea } from '@blueprintjs/core';
import { MENU_LANGUAGES, MENU_LANGUAGE_CODES, type DishTranslations, type MenuLanguage } from '@ros/shared-events';
import { useState } from 'react';
import { useCatalogueT } from '../../../../app/i18n/catalogue';

interface Props {
  translations: DishTranslations;
  onChange: (translations: DishTranslations) => void;
}

/** The dish's name and description per language, for guests whose phone reads that language. */
export function TranslationsEditor({ translations, onChange }: Props) {
  const t = useCatalogueT();
  const shown = MENU_LANGUAGE_CODES.filter((code) => code in translations);
  const [adding, setAdding] = useState<MenuLanguage | ''>('');
  const patch = (code: MenuLanguage, change: { name?: string | null; description?: string | null }) => {
    const current = translations[code] ?? { name: null, description: null };
    onChange({ ...translations, [code]: { ...current, ...change } });
  };
  const remove = (code: MenuLanguage) =>
    onChange(Object.fromEntries(Object.entries(translations).filter(([c]) => c !== code)));
  const left = MENU_LANGUAGE_CODES.filter((code) => !(code in translations));

  return (
    <div data-testid="translations-editor">
      {shown.map((code) => {
        const language = MENU_LANGUAGES[code];
        return (
          <fieldset key={code} className="ros-translation" lang={code}>
            <legend>{language}</legend>
            <FormGroup label={t('dishForm.nameIn', { language })} labelFor={`dish-name-${code}`}>
              <InputGroup
                id={`dish-name-${code}`}
                value={translations[code]?.name ?? ''}
                onChange={(e) => patch(code, { name: e.currentTarget.value || null })}
              />
            </FormGroup>
            <FormGroup label={t('dishForm.descriptionIn', { language })} labelFor={`dish-description-${code}`}>
              <TextArea
                id={`dish-description-${code}`}
                fill
                value={translations[code]?.description ?? ''}
                onChange={(e) => patch(code, { description: e.currentTarget.value || null })}
              />
            </FormGroup>
            <Button
              minimal
              icon="trash"
              text={t('dishForm.removeLanguage', { language })}
              onClick={() => remove(code)}
            />
          </fieldset>
        );
      })}
      {left.length > 0 && (
        <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <label htmlFor="dish-translation-language">{t('dishForm.translateInto')}</label>
          <HTMLSelect
            id="dish-translation-language"
            value={adding}
            onChange={(e) => setAdding(e.currentTarget.value as MenuLanguage | '')}
          >
            <option value="">{t('dishForm.chooseLanguage')}</option>
            {left.map((code) => (
              <option key={code} value={code}>
                {MENU_LANGUAGES[code]}
              </option>
            ))}
          </HTMLSelect>
          <Button
            icon="translate"
            text={t('dishForm.addLanguage')}
            disabled={!adding}
            onClick={() => {
              if (!adding) return;
              patch(adding, {});
              setAdding('');
            }}
          />
        </div>
      )}
    </div>
  );
}
