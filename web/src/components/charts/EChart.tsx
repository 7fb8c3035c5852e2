import { BarChart, HeatmapChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent, VisualMapComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { useState } from 'react';

// Only what our charts use, so the chart chunk stays small; loaded by the pages that draw charts.
echarts.use([
  BarChart,
  LineChart,
  PieChart,
  HeatmapChart,
  GridComponent,
  TooltipComponent,
  LegendComponent,
  VisualMapComponent,
  CanvasRenderer,
]);

export type ChartOption = echarts.EChartsCoreOption;

/** An ECharts chart that follows its option and its container's size (echarts-for-react on the tree-shaken core). */
export function EChart({ option, height = 300, testId }: { option: ChartOption; height?: number; testId?: string }) {
  // The theme is read once, when the chart is made.
  const [theme] = useState(() => (document.body.classList.contains('bp6-dark') ? 'dark' : undefined));
  return (
    <ReactEChartsCore
      echarts={echarts}
      option={option}
      notMerge
      theme={theme}
      style={{ width: '100%', height }}
      data-testid={testId}
    />
  );
}
