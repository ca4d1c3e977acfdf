import clsx from 'clsx';
import { SvgImage } from './SvgImage';
import styles from './Tile.module.css';

interface TileProps {
  icon: string;
  title: string;
  /** Left out in an overview (the home page's): the tile is then its icon and title. */
  description?: string;
  /** 3 under a section heading (the default); 2 when the tiles come straight after the page's h1. */
  headingLevel?: 2 | 3;
}

/** A card with an icon, a title and a short text: services and strengths; without the text, a compact one. */
export function Tile({ icon, title, description, headingLevel = 3 }: TileProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className={clsx(styles.tile, !description && styles.compact)} data-reveal-item>
      <SvgImage src={icon} alt="" className={styles.icon} />
      <Heading className={styles.title}>{title}</Heading>
      {description && <p className={styles.text}>{description}</p>}
    </li>
  );
}
