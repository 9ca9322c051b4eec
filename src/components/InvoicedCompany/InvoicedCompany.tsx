// Whom an invoice is made out to when it is a company, as the checkout, the receipt and the order pages
// state it: the company's name, its tax id (CUI) and its trade-register number.
import { FormattedMessage } from 'react-intl';

import type { CompanyDetails } from '../../lib/address';
import styles from './invoicedCompany.module.css';

export default function InvoicedCompany({ company }: { company: Partial<CompanyDetails> | null | undefined }) {
  if (!company?.company) return null;
  return (
    <p className={styles.root}>
      <strong>{company.company}</strong>
      {company.vat_id ? (
        <span>
          <FormattedMessage id="address.vatIdLine" defaultMessage="Tax id (CUI): {vatId}" values={{ vatId: company.vat_id }} />
        </span>
      ) : null}
      {company.registration_number ? (
        <span>
          <FormattedMessage id="address.registrationNumberLine" defaultMessage="Trade register no.: {number}" values={{ number: company.registration_number }} />
        </span>
      ) : null}
    </p>
  );
}
