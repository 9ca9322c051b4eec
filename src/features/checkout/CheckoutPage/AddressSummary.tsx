import type { CheckoutAddress } from '../../../store/checkout/actions';
import styles from './checkoutPage.module.css';

export default function AddressSummary({ address }: { address: Partial<CheckoutAddress> }) {
  return (
    <address className={styles.address}>
      {address.firstname} {address.lastname}
      <br />
      {(address.street ?? []).join(', ')}
      <br />
      {address.postcode} {address.city}
      {address.region ? `, ${address.region}` : ''}
      <br />
      {address.telephone}
      {address.email ? (
        <>
          <br />
          {address.email}
        </>
      ) : null}
    </address>
  );
}
