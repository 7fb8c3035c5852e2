import { Spinner } from '@blueprintjs/core';

/** Shown while a lazy page loads. */
export function PageLoading() {
  return (
    <div className="ros-page-loading">
      <Spinner size={32} />
    </div>
  );
}
