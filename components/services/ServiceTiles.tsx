import type { Service } from '@/lib/content';
import { Tile } from '@/components/ui/Tile';
import { TileGrid } from '@/components/ui/TileGrid';

export function ServiceTiles({ services, headingLevel }: { services: Service[]; headingLevel?: 2 | 3 }) {
  return (
    <TileGrid>
      {services.map((service) => (
        <Tile key={service.name} icon={service.icon} title={service.name} description={service.description} headingLevel={headingLevel} />
      ))}
    </TileGrid>
  );
}
