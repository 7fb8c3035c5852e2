/** The Customer route's page lives with the customers feature. */
export { default } from '../../service/customers/CustomerPage';
