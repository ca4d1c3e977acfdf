import type { HeroSlide, Site } from '@/lib/content';
import { Picture } from '@/components/ui/Picture';
import { SvgImage } from '@/components/ui/SvgImage';
import styles from './Hero.module.css';

interface HeroProps {
  site: Site;
  slides: HeroSlide[];
}

/** The home page's full-width banner: project photos, the slogans in a glass box, a wave below. */
export function Hero({ site, slides }: HeroProps) {
  return (
    <section id="hero" className={styles.hero} aria-labelledby="hero-heading">
      <div className={styles.viewport}>
        <ul className={styles.track}>
          {slides.map((slide, index) => (
            <li key={slide.image} className={styles.slide}>
              <Picture src={slide.image} alt={slide.alt} sizes="(max-width: 767px) 160vw, 100vw" priority={index === 0} className={styles.picture} />
            </li>
          ))}
        </ul>
      </div>
      <div className={styles.overlay}>
        <div className={styles.glass}>
          <p className={styles.slogan}>{site.slogan}</p>
          <h1 id="hero-heading" className={styles.heading}>
            {site.tagline}
          </h1>
        </div>
      </div>
      <SvgImage src="/images/decor/wave.svg" alt="" className={styles.wave} eager />
    </section>
  );
}
