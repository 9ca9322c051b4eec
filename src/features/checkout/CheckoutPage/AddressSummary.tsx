import InvoicedCompany from '../../../components/InvoicedCompany';
import type { CheckoutAddress } from '../../../store/checkout/actions';
import styles from './checkoutPage.module.css';

/** An address as the checkout's steps and the receipt show it; first the company invoiced, if any. */
export default function AddressSummary({ address }: { address: Partial<CheckoutAddress> }) {
  return (
    <>
      <InvoicedCompany company={address} />
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
    </>
  );
}
