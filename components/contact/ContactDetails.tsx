import type { Address, Site, UiText } from '@/lib/content';
import { telHref } from '@/lib/links';
import styles from './ContactDetails.module.css';

function AddressCard({ heading, address, mapLabel }: { heading: string; address: Address; mapLabel: string }) {
  return (
    <div className={styles.card}>
      <h2 className={styles.heading}>{heading}</h2>
      <address className={styles.address}>
        {address.lines.map((line) => (
          <span key={line}>{line}</span>
        ))}
      </address>
      <a href={address.mapUrl} rel="noopener">
        {mapLabel}
        <span className="visually-hidden">: {address.label}</span>
      </a>
    </div>
  );
}

/** Addresses with map links, the sales and service phone numbers and the e-mail addresses. */
export function ContactDetails({ site, ui }: { site: Site; ui: UiText }) {
  const { contact } = site;
  return (
    <div className={styles.grid}>
      <AddressCard heading={ui.contact.office} address={contact.office} mapLabel={ui.contact.viewMap} />
      <AddressCard heading={ui.contact.serviceCentre} address={contact.serviceCentre} mapLabel={ui.contact.viewMap} />
      <div className={styles.card}>
        <h2 className={styles.heading}>{ui.contact.salesPhones}</h2>
        <ul className={styles.list}>
          {contact.salesPhones.map((phone) => (
            <li key={phone}>
              <a href={telHref(phone)}>{phone}</a>
            </li>
          ))}
        </ul>
        <h2 className={styles.heading}>{ui.contact.servicePhone}</h2>
        <p>
          <a href={telHref(contact.servicePhone)}>{contact.servicePhone}</a>
        </p>
      </div>
      <div className={styles.card}>
        <h2 className={styles.heading}>{ui.contact.emails}</h2>
        <ul className={styles.list}>
          {contact.emails.map((email) => (
            <li key={email.address}>
              {email.label}: <a href={`mailto:${email.address}`}>{email.address}</a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
