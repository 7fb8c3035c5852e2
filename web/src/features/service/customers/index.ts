/** What other features use of this feature; the route table imports its pages directly (lazily). */
export { ChargeToAccountButton } from './ChargeToAccountButton';
export { type Customer } from './customer.types';
export { useCreateCustomerMutation, useListCustomersQuery } from './customers.api';
