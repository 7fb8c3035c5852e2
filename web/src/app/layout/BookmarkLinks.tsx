import { Button, Tooltip } from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/icons';
import { NAV_PAGES } from '../navigation/navigation';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useBookmarks } from '../../features/insight/search/search.api';

/** Bookmarked pages as quick links in the navbar. */
export function BookmarkLinks() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const bookmarks = useBookmarks();
  return (
    <div className="ros-bookmarks" aria-label={t('search.bookmarks')}>
      {bookmarks.map((b) => {
        const page = NAV_PAGES.find((p) => p.id === b.id);
        const title = page ? t(`nav.${page.id}`) : b.title;
        return (
          <Tooltip key={b.id} content={title}>
            <Button
              variant="minimal"
              icon={(page?.icon ?? b.icon ?? 'star') as IconName}
              aria-label={title}
              onClick={() => navigate(page?.route ?? b.link)}
            />
          </Tooltip>
        );
      })}
    </div>
  );
}
