/** What other features use of this feature; the route table imports its pages directly (lazily). */
export { BillPreview } from './checkout/BillPreview';
export { PaymentsList } from './checkout/PaymentsList';
export { Receipt } from './checkout/Receipt';
export { ReversalDialog } from './checkout/ReversalDialog';
export { openPdf } from './checkout/pdf';
export { money } from './money';
export { posApi } from './pos.api';
export { type Bill, type Order } from './pos.types';
