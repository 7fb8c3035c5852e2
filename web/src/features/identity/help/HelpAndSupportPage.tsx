import { Button, Card, Classes, FormGroup, H5, HTMLSelect, InputGroup, Tag } from '@blueprintjs/core';
import { HELP_CATEGORIES, HELP_LANGUAGES, type HelpArticle } from '@ros/shared-events';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { selectCurrentRestaurantId } from '../../../app/session/sessionSlice';
import { useCan } from '../../../app/session/useAbility';
import { useAppSelector } from '../../../app/store/hooks';
import { toastSuccess } from '../../../app/toaster';
import { ConfirmDelete } from '../../../components/ConfirmDelete';
import { PageHeader } from '../../../components/PageHeader';
import { useDeleteHelpArticleMutation, useListHelpArticlesQuery } from './help.api';
import { HelpArticleDialog } from './HelpArticleDialog';

type Category = (typeof HELP_CATEGORIES)[number];
type Language = (typeof HELP_LANGUAGES)[number];

/**
 * Help and support: one searchable list of the restaurant's own articles (written by those who
 * write announcements) and the app's built-in answers, by words and category.
 */
export default function HelpAndSupportPage() {
  const { t, i18n } = useTranslation();
  const rid = useAppSelector(selectCurrentRestaurantId) ?? '';
  const canWrite = useCan('edit', 'announcements');
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<Category | ''>('');
  const q = useDeferredValue(query.trim());
  const lang = (HELP_LANGUAGES as readonly string[]).includes(i18n.language) ? (i18n.language as Language) : 'en';
  const list = useListHelpArticlesQuery(
    { rid, q: q || undefined, category: category || undefined, lang },
    { skip: !rid },
  );
  const [editing, setEditing] = useState<HelpArticle | 'new' | null>(null);
  const [deleting, setDeleting] = useState<HelpArticle | null>(null);
  const [remove] = useDeleteHelpArticleMutation();
  const articles = list.data?.data ?? [];

  return (
    <div className="ros-page ros-narrow">
      <PageHeader
        title={t('nav.help-and-support')}
        description={t('help.description')}
        actions={
          canWrite && rid ? (
            <Button intent="primary" icon="add" text={t('help.new')} onClick={() => setEditing('new')} />
          ) : undefined
        }
      />
      <div style={{ display: 'flex', gap: 12, alignItems: 'flex-end', flexWrap: 'wrap' }}>
        <FormGroup label={t('help.search')} labelFor="help-search" style={{ flex: 1 }}>
          <InputGroup
            id="help-search"
            type="search"
            leftIcon="search"
            placeholder={t('help.searchPlaceholder')}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
        </FormGroup>
        <FormGroup label={t('help.fields.category')} labelFor="help-category">
          <HTMLSelect
            id="help-category"
            value={category}
            onChange={(e) => setCategory(e.currentTarget.value as Category | '')}
            options={[
              { value: '', label: t('help.allCategories') },
              ...HELP_CATEGORIES.map((c) => ({ value: c, label: t(`help.categories.${c}`) })),
            ]}
          />
        </FormGroup>
      </div>
      <section aria-label={t('help.answers')}>
        {articles.map((a) => (
          <Card key={a.id} className="ros-faq-item" role="article" aria-label={a.title}>
            <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
              <H5 style={{ margin: 0, flex: 1 }}>{a.title}</H5>
              <Tag minimal>{t(`help.categories.${a.category}`)}</Tag>
              {a.source === 'restaurant' && (
                <Tag minimal intent="primary">
                  {t('help.ours')}
                </Tag>
              )}
              {canWrite && a.source === 'restaurant' && (
                <>
                  <Button
                    variant="minimal"
                    icon="edit"
                    aria-label={t('help.edit', { title: a.title })}
                    onClick={() => setEditing(a)}
                  />
                  <Button
                    variant="minimal"
                    icon="trash"
                    intent="danger"
                    aria-label={t('help.delete', { title: a.title })}
                    onClick={() => setDeleting(a)}
                  />
                </>
              )}
            </div>
            {/* The server rendered the Markdown and sanitised it (no script, handler or javascript: link). */}
            <div className="ros-markdown" dangerouslySetInnerHTML={{ __html: a.bodyHtml }} />
          </Card>
        ))}
        {list.isSuccess && articles.length === 0 && <p className={Classes.TEXT_MUTED}>{t('help.noMatch')}</p>}
      </section>
      <Card>
        <H5>{t('help.contactTitle')}</H5>
        <p>{t('help.contactBody')}</p>
      </Card>
      {editing && (
        <HelpArticleDialog rid={rid} article={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      <ConfirmDelete
        name={deleting?.title ?? null}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await remove({ rid, id: deleting.id }).unwrap();
          void toastSuccess(t('help.deleted', { title: deleting.title }));
        }}
      />
    </div>
  );
}
