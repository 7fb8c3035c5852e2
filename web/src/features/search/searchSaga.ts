import { all, call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { apiRequest } from '../../api/http';
import { toastError } from '../../app/toaster';
import { loggedIn, selectIsLoggedIn } from '../session/sessionSlice';
import { bookmarksLoaded, bookmarkToggled, bookmarkToggleRequested, type SearchItem } from './searchSlice';

function* loadBookmarks() {
  const isLoggedIn: boolean = yield select(selectIsLoggedIn);
  if (!isLoggedIn) return;
  try {
    const res: { bookmarks: SearchItem[] } = yield call(apiRequest<{ bookmarks: SearchItem[] }>, 'GET', '/api/bookmarks/data');
    yield put(bookmarksLoaded(res.bookmarks ?? []));
  } catch {
    // Bookmarks are a convenience: the navbar simply shows none.
  }
}

function* toggleBookmark(action: ReturnType<typeof bookmarkToggleRequested>) {
  try {
    const item: SearchItem = yield call(apiRequest<SearchItem>, 'POST', '/api/bookmarks/update', { id: action.payload.id });
    yield put(bookmarkToggled(item));
  } catch (error) {
    yield call(toastError, error);
  }
}

export function* searchSaga() {
  yield all([call(loadBookmarks), takeLatest(loggedIn.type, loadBookmarks), takeEvery(bookmarkToggleRequested.type, toggleBookmark)]);
}
