// Contact page (/contact-us), shown only when the store has it switched on: the contact form
// beside the CMS blocks contact-info and contact-map, a placeholder in the form's place while that is
// being asked. Switched off, the path is left to the server like any other (a CMS page of that name,
// else not found), as Magento's own storefront answers 404 there.
import { Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { useContactEnabled } from '../../../api/useContactEnabled';
import MagentoRoute from '../../../app/MagentoRoute';
import { useDocumentHead } from '../../../components/Head';
import { CmsBlockContent } from '../../../components/PageBuilder/lazy';
import ContactForm from '../ContactForm';
import styles from './contactPage.module.css';

export const CONTACT_BLOCKS = ['contact-info', 'contact-map'] as const;

export default function ContactPage() {
  const { isLoading, enabled } = useContactEnabled();
  return enabled === false ? <MagentoRoute /> : <EnabledContactPage isLoading={isLoading} />;
}

function EnabledContactPage({ isLoading }: { isLoading: boolean }) {
  const { formatMessage } = useIntl();
  const title = formatMessage({ id: 'contactPage.title', defaultMessage: 'Contact Us' });
  useDocumentHead({
    title,
    description: formatMessage({
      id: 'contactPage.metaDescription',
      defaultMessage: 'Questions about a product, an order or our shops? Write to GNC Romania or call us.'
    })
  });

  return (
    <article className={styles.root}>
      <h1 className={styles.heading}>{title}</h1>
      <div className={styles.layout}>
        {isLoading ? (
          <div className={styles.formColumn} aria-busy="true">
            <p className="visually-hidden" role="status">
              <FormattedMessage id="contactPage.loading" defaultMessage="Loading the contact form…" />
            </p>
            <div className={styles.skeleton} aria-hidden="true">
              <span className={styles.skeletonLine} />
              <span className={styles.skeletonField} />
              <span className={styles.skeletonField} />
              <span className={styles.skeletonField} />
              <span className={styles.skeletonArea} />
              <span className={styles.skeletonButton} />
            </div>
          </div>
        ) : (
          <section className={styles.formColumn} aria-labelledby="contact-form-heading">
            <h2 id="contact-form-heading" className={styles.subheading}>
              <FormattedMessage id="contactPage.formHeading" defaultMessage="Write to us" />
            </h2>
            <p className={styles.intro}>
              <FormattedMessage
                id="contactPage.intro"
                defaultMessage="Questions about a product, an order or our shops? Send us a message and we will answer by e-mail."
              />
            </p>
            <ContactForm />
          </section>
        )}
        <aside className={styles.info} aria-label={formatMessage({ id: 'contactPage.infoLabel', defaultMessage: 'Contact details' })}>
          <Suspense fallback={<div className={styles.blocksLoading} aria-busy="true" />}>
            <CmsBlockContent identifiers={CONTACT_BLOCKS} />
          </Suspense>
        </aside>
      </div>
    </article>
  );
}
