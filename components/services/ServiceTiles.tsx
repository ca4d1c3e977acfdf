import type { Service } from '@/lib/content';
import { Tile } from '@/components/ui/Tile';
import { TileGrid } from '@/components/ui/TileGrid';

/** `overview`: names and icons only (the home page), the descriptions on the services page. */
export function ServiceTiles({ services, headingLevel, overview = false }: { services: Service[]; headingLevel?: 2 | 3; overview?: boolean }) {
  return (
    <TileGrid>
      {services.map((service) => (
        <Tile key={service.name} icon={service.icon} title={service.name} description={overview ? undefined : service.description} headingLevel={headingLevel} />
      ))}
    </TileGrid>
  );
}
