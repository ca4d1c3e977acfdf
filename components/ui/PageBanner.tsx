import styles from './PageBanner.module.css';

interface PageBannerProps {
  heading: string;
  lead?: string;
}

/** The coloured band at the top of every inner page with its one h1. */
export function PageBanner({ heading, lead }: PageBannerProps) {
  return (
    <header className={styles.banner}>
      <div className={styles.inner}>
        <h1 className={styles.heading}>{heading}</h1>
        {lead && <p className={styles.lead}>{lead}</p>}
      </div>
    </header>
  );
}
