import { SvgImage } from './SvgImage';
import styles from './Tile.module.css';

interface TileProps {
  icon: string;
  title: string;
  description: string;
  /** 3 under a section heading (the default); 2 when the tiles come straight after the page's h1. */
  headingLevel?: 2 | 3;
}

/** A card with an icon, a title and a short text: services and strengths. */
export function Tile({ icon, title, description, headingLevel = 3 }: TileProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className={styles.tile} data-reveal-item>
      <SvgImage src={icon} alt="" className={styles.icon} />
      <Heading className={styles.title}>{title}</Heading>
      <p className={styles.text}>{description}</p>
    </li>
  );
}
