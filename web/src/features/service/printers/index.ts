/** What other features use of this feature; the route table imports its pages directly (lazily). */
export { PrinterAlert } from './PrinterAlert';
export { printOrBrowser } from './printOrBrowser';
