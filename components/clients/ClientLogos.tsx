import type { Client } from '@/lib/content';
import { getUi } from '@/lib/content';
import { pageLanguage } from '@/components/i18n/page-language';
import { CLIENTS_INTERVAL_MS } from '@/components/carousel/rotation';
import { SvgImage } from '@/components/ui/SvgImage';
import { ClientsCarousel } from './ClientsCarousel';
import styles from './ClientLogos.module.css';

/**
 * Every client's logo in one looping row; the CSS shows 1 to 4 at a time by screen width, so the
 * server's HTML already has the right number in view. ClientsCarousel makes the row move (when
 * there is more than one logo).
 */
export async function ClientLogos({ clients, label }: { clients: Client[]; label: string }) {
  const { carousel } = getUi((await pageLanguage()).content);
  const logos = clients.map((client) => <SvgImage key={client.logo} src={client.logo} alt={client.name} className={styles.logo} />);
  if (logos.length === 1) {
    // One client: nothing to move, so no carousel and no controls; the logo stands centred.
    return (
      <div className={styles.viewport} role="group" aria-label={label}>
        <div className={styles.track}>
          <div className={styles.slide}>{logos[0]}</div>
        </div>
      </div>
    );
  }
  return (
    <ClientsCarousel
      interval={CLIENTS_INTERVAL_MS}
      labels={{
        carousel: label,
        roles: { carousel: carousel.carousel, slide: carousel.slide },
        pause: carousel.pause,
        play: carousel.play,
        of: carousel.of,
        previous: carousel.previous,
        next: carousel.next,
      }}
      slides={logos}
    />
  );
}
