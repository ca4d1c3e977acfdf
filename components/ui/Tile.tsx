import { SvgImage } from './SvgImage';
import styles from './Tile.module.css';

interface TileProps {
  icon: string;
  title: string;
  description: string;
}

/** A card with an icon, a title and a short text: services and strengths. */
export function Tile({ icon, title, description }: TileProps) {
  return (
    <li className={styles.tile} data-reveal-item>
      <SvgImage src={icon} alt="" className={styles.icon} />
      <h3 className={styles.title}>{title}</h3>
      <p className={styles.text}>{description}</p>
    </li>
  );
}
