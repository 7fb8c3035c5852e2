import { all } from 'redux-saga/effects';
import { sessionSaga } from '../session/sessionSaga';
import { socketSaga } from '../../realtime/socketSaga';

export function* rootSaga() {
  yield all([sessionSaga(), socketSaga()]);
}
