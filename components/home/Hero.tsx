import type { HeroSlide, Site } from '@/lib/content';
import { getUi } from '@/lib/content';
import { pageLanguage } from '@/components/i18n/page-language';
import { getImage } from '@/lib/images';
import { HERO_INTERVAL_MS } from '@/components/carousel/rotation';
import { PORTRAIT_MEDIA, PORTRAIT_SIZES } from '@/lib/hero-portrait.mjs';
import { Picture } from '@/components/ui/Picture';
import { HydrationBoundary } from '@/components/ui/HydrationBoundary';
import { SvgImage } from '@/components/ui/SvgImage';
import { HeroCarousel } from './HeroCarousel';
import { heroSizes } from './heroSizes';
import styles from './Hero.module.css';

interface HeroProps {
  site: Site;
  slides: HeroSlide[];
}

/**
 * The home page's full-width banner: the slogans in a glass box over rotating project photos,
 * a wave below. The photos are rendered here (the first is the LCP image: eager, high priority);
 * HeroCarousel only makes them move, when there is more than one.
 */
export async function Hero({ site, slides }: HeroProps) {
  const { carousel } = getUi((await pageLanguage()).content);
  const pictures = slides.map((slide, index) => {
    const { width, height } = getImage(slide.image);
    return (
      <Picture
        key={slide.image}
        src={slide.image}
        alt={slide.alt}
        sizes={heroSizes(width / height)}
        // Phones held upright get each photo's upright cut: half the bytes, all of them on screen
        // (about 45 bytes of compressed HTML a slide).
        portrait={{ media: PORTRAIT_MEDIA, sizes: PORTRAIT_SIZES }}
        priority={index === 0}
        className={styles.picture}
      />
    );
  });
  return (
    <HydrationBoundary>
      <section id="hero" className={styles.hero} aria-labelledby="hero-heading">
        <div className={styles.overlay}>
          <div className={styles.glass}>
            <p className={styles.slogan}>{site.slogan}</p>
            <h1 id="hero-heading" className={styles.heading}>
              {site.tagline}
            </h1>
          </div>
        </div>
        {pictures.length > 1 ? (
          <HeroCarousel
            interval={HERO_INTERVAL_MS}
            labels={{
              carousel: carousel.heroLabel,
              roles: { carousel: carousel.carousel, slide: carousel.slide },
              pause: carousel.pause,
              play: carousel.play,
              of: carousel.of,
              slides: carousel.slides,
              goToSlide: carousel.goToSlide,
            }}
            slides={pictures}
          />
        ) : (
          // One photo: nothing to rotate, so no carousel, controls or indicators.
          <div className={styles.carousel}>{pictures[0]}</div>
        )}
        <SvgImage src="/images/decor/wave.svg" alt="" className={styles.wave} eager />
      </section>
    </HydrationBoundary>
  );
}
