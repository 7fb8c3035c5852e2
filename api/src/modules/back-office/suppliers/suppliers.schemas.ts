/** This module's request schemas are shared with the web: `@ros/shared-events` (contracts/requests/suppliers.ts). */
export { type CreateSupplierBody, type UpdateSupplierBody, type SupplierListQuery } from '@ros/shared-events';
