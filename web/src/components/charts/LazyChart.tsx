import { Spinner } from '@blueprintjs/core';
import { lazy, Suspense } from 'react';
import type { ChartOption } from './EChart';

// ECharts is large: it loads in its own chunk, after the page's figures are on screen.
const EChart = lazy(() => import('./EChart').then((m) => ({ default: m.EChart })));

/** A chart that loads ECharts on first use. */
export function LazyChart(props: { option: ChartOption; height?: number; testId?: string }) {
  return (
    <Suspense
      fallback={
        <div style={{ height: props.height ?? 300, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
          <Spinner size={24} />
        </div>
      }
    >
      <EChart {...props} />
    </Suspense>
  );
}
