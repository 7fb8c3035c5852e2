import type { Customer } from '@ros/shared-events';

export type { Customer, CustomerAddress, CustomerBill } from '@ros/shared-events';

export type CustomerInput = Pick<
  Customer,
  'name' | 'phone' | 'email' | 'company' | 'country' | 'addresses' | 'notes' | 'tags'
> &
  Partial<Pick<Customer, 'hasCreditAccount' | 'creditLimit' | 'paymentTermsDays'>>;
