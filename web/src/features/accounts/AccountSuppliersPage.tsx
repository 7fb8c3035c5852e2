/** Account › Suppliers is the same list as Inventory › Suppliers (the accounts issue adds what is owed to each). */
export { default } from '../inventory/InventorySuppliersPage';
