/**
 * Where a chart's legend and plot go so they never overlap: the legend scrolls in one row at the top,
 * and the plot starts below it with its axis labels and names inside the grid (`containLabel`).
 */
export const LEGEND_ON_TOP = { type: 'scroll', top: 0, left: 'center' } as const;

/** The plot area under a top legend; `bottom` leaves room for what sits below (a visual map). */
export const gridUnderLegend = (bottom = 8) => ({ top: 48, left: 8, right: 16, bottom, containLabel: true }) as const;
