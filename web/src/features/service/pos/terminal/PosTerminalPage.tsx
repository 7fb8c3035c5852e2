import PosPage from '../PosPage';

/** `/pos`: the POS full screen, without the admin layout, for a counter or a waiter's tablet. */
export default function PosTerminalPage() {
  return <PosPage terminal />;
}
