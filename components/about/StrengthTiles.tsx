import type { Strength } from '@/lib/content';
import { Tile } from '@/components/ui/Tile';
import { TileGrid } from '@/components/ui/TileGrid';

export function StrengthTiles({ strengths, label }: { strengths: Strength[]; label?: string }) {
  return (
    <TileGrid label={label}>
      {strengths.map((strength) => (
        <Tile key={strength.title} icon={strength.icon} title={strength.title} description={strength.description} />
      ))}
    </TileGrid>
  );
}
