import { Button, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { HELP_CATEGORIES, type HelpArticle } from '@ros/shared-events';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../../app/toaster';
import { PostEditor } from '../../../components/PostEditor';
import { useFormErrors } from '../../../components/useFormErrors';
import { useSaveHelpArticleMutation } from './help.api';

type Category = (typeof HELP_CATEGORIES)[number];

/** Writing or changing one of the restaurant's help articles: title, category and the answer in Markdown. */
export function HelpArticleDialog({
  rid,
  article,
  onClose,
}: {
  rid: string;
  article: HelpArticle | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [title, setTitle] = useState(article?.title ?? '');
  const [category, setCategory] = useState<Category>(article?.category ?? 'house');
  const [bodyMarkdown, setBody] = useState(article?.bodyMarkdown ?? '');
  const [uploading, setUploading] = useState(false);
  const { errors, field, run } = useFormErrors();
  const [save, { isLoading }] = useSaveHelpArticleMutation();

  const submit = () =>
    run(async () => {
      const saved = await save({ rid, id: article?.id, body: { title, category, bodyMarkdown } }).unwrap();
      void toastSuccess(t('help.saved', { title: saved.title }));
      onClose();
    });

  return (
    <Dialog isOpen onClose={onClose} title={t(article ? 'help.editTitle' : 'help.newTitle')} style={{ width: 640 }}>
      <DialogBody>
        <FormGroup label={t('help.fields.title')} labelFor="help-article-title" {...field('title')}>
          <InputGroup id="help-article-title" value={title} onChange={(e) => setTitle(e.currentTarget.value)} />
        </FormGroup>
        <FormGroup label={t('help.fields.category')} labelFor="help-article-category" {...field('category')}>
          <HTMLSelect
            id="help-article-category"
            value={category}
            onChange={(e) => setCategory(e.currentTarget.value as Category)}
            options={HELP_CATEGORIES.map((c) => ({ value: c, label: t(`help.categories.${c}`) }))}
          />
        </FormGroup>
        <PostEditor
          id="help-article-body"
          label={t('help.fields.body')}
          restaurantId={rid}
          format="markdown"
          rows={10}
          value={bodyMarkdown}
          onChange={setBody}
          error={errors.bodyMarkdown}
          helper={t('help.fields.bodyHelp')}
          onUploading={setUploading}
        />
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('common.cancel')} onClick={onClose} />
            <Button
              intent="primary"
              text={t('common.save')}
              loading={isLoading || uploading}
              onClick={() => void submit()}
            />
          </>
        }
      />
    </Dialog>
  );
}
