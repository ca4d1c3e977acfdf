import type { Client } from '@/lib/content';
import { SvgImage } from '@/components/ui/SvgImage';
import styles from './ClientLogos.module.css';

/** Every client's logo in one row of slides; the CSS shows 1 to 4 at a time by screen width. */
export function ClientLogos({ clients, label }: { clients: Client[]; label: string }) {
  return (
    <div className={styles.viewport}>
      <ul className={styles.track} aria-label={label}>
        {clients.map((client) => (
          <li key={client.logo} className={styles.slide}>
            <SvgImage src={client.logo} alt={client.name} className={styles.logo} />
          </li>
        ))}
      </ul>
    </div>
  );
}
