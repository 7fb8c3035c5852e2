import { Button, Classes, Dialog, InputGroup, Menu, MenuDivider, MenuItem, NonIdealState } from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/icons';
import { NAV_PAGES, searchPages, type NavPage } from '../../../app/navigation/navigation';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useDebounced } from '../../../components/list/useDebounced';
import { selectCurrentRestaurantId } from '../../../app/session/sessionSlice';
import { RecordResults, recordHits, type RecordHit } from './RecordResults';
import { searchClosed, searchOpened, selectIsSearchOpen } from '../../../app/uiSlice';
import { useAppDispatch, useAppSelector } from '../../../app/store/hooks';
import { canSeePage, useAbility } from '../../../app/session/useAbility';
import { useBookmarks, useSearchRecordsQuery, useToggleBookmarkMutation } from './search.api';

/** Global search (Ctrl+K / Cmd+K): the seed's groups and limits, each result navigates, a star bookmarks it. */
export function GlobalSearch() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const isOpen = useAppSelector(selectIsSearchOpen);
  const bookmarks = useBookmarks();
  const [toggleBookmark] = useToggleBookmarkMutation();
  const ability = useAbility();
  const [query, setQuery] = useState('');
  const [activeIndex, setActiveIndex] = useState(0);

  useEffect(() => {
    const handleKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        dispatch(searchOpened());
      }
    };
    window.addEventListener('keydown', handleKey);
    return () => window.removeEventListener('keydown', handleKey);
  }, [dispatch]);

  const visiblePages = useMemo(() => NAV_PAGES.filter((p) => canSeePage(ability, p)), [ability]);
  const groups = useMemo(() => searchPages(query, visiblePages), [query, visiblePages]);
  const flat = groups.flatMap((g) => g.items);
  // The restaurant's records (dishes, tables, customers, orders) below the pages.
  const rid = useAppSelector(selectCurrentRestaurantId);
  const { pathname } = useLocation();
  const searched = useDebounced(query.trim(), 200);
  const records = useSearchRecordsQuery(isOpen && rid && searched.length >= 2 ? { rid, q: searched } : skipToken);
  const hits = recordHits(
    searched === query.trim() ? records.currentData : undefined,
    pathname === '/pos' ? '/pos' : '/apps/pos',
  );
  const activeHit = activeIndex >= flat.length ? hits[activeIndex - flat.length] : undefined;
  const bookmarkedIds = new Set(bookmarks.map((b) => b.id));

  const close = () => {
    dispatch(searchClosed());
    setQuery('');
    setActiveIndex(0);
  };
  const open = (page: NavPage | RecordHit) => {
    close();
    navigate(page.route);
  };
  const handleInputKey = (e: React.KeyboardEvent) => {
    if (e.key === 'ArrowDown') setActiveIndex((i) => Math.min(i + 1, flat.length + hits.length - 1));
    else if (e.key === 'ArrowUp') setActiveIndex((i) => Math.max(i - 1, 0));
    else if (e.key === 'Enter' && (flat[activeIndex] ?? activeHit)) open((flat[activeIndex] ?? activeHit)!);
    else return;
    e.preventDefault();
  };

  return (
    <Dialog isOpen={isOpen} onClose={close} title={t('search.title')} icon="search" className="ros-search-dialog">
      <div className={Classes.DIALOG_BODY}>
        <InputGroup
          autoFocus
          large
          leftIcon="search"
          placeholder={t('search.placeholder')}
          value={query}
          aria-label={t('search.placeholder')}
          onChange={(e) => {
            setQuery(e.target.value);
            setActiveIndex(0);
          }}
          onKeyDown={handleInputKey}
        />
        {query.trim() && flat.length === 0 && hits.length === 0 && (
          <NonIdealState icon="search" description={t('search.noResults', { query })} />
        )}
        {!query.trim() && <p className={`${Classes.TEXT_MUTED} ros-search-hint`}>{t('search.hint')}</p>}
        {flat.length > 0 && (
          <Menu className="ros-search-results" data-testid="search-results">
            {groups.map(({ group, items }) => (
              <li key={group} data-group={group} className="ros-search-group">
                <ul className={Classes.LIST_UNSTYLED}>
                  <MenuDivider title={t(`navGroups.${group}`)} />
                  {items.map((page) => (
                    <MenuItem
                      key={page.id}
                      icon={page.icon as IconName}
                      text={t(`nav.${page.id}`)}
                      active={flat[activeIndex]?.id === page.id}
                      onClick={() => open(page)}
                      labelElement={
                        <Button
                          variant="minimal"
                          size="small"
                          icon={bookmarkedIds.has(page.id) ? 'star' : 'star-empty'}
                          aria-label={t(bookmarkedIds.has(page.id) ? 'search.unbookmark' : 'search.bookmark')}
                          onClick={(e: React.MouseEvent) => {
                            e.stopPropagation();
                            void toggleBookmark(page.id);
                          }}
                        />
                      }
                    />
                  ))}
                </ul>
              </li>
            ))}
          </Menu>
        )}
        <RecordResults hits={hits} activeKey={activeHit?.key ?? null} onOpen={open} />
      </div>
    </Dialog>
  );
}
