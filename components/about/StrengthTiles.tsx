import type { Strength } from '@/lib/content';
import { Tile } from '@/components/ui/Tile';
import { TileGrid } from '@/components/ui/TileGrid';

/** `overview`: titles and icons only (the home page), the descriptions on the about page. */
export function StrengthTiles({ strengths, label, overview = false }: { strengths: Strength[]; label?: string; overview?: boolean }) {
  return (
    <TileGrid label={label}>
      {strengths.map((strength) => (
        <Tile key={strength.title} icon={strength.icon} title={strength.title} description={overview ? undefined : strength.description} />
      ))}
    </TileGrid>
  );
}
