import { StrengthTiles } from '@/components/about/StrengthTiles';
import { PageBanner } from '@/components/ui/PageBanner';
import { Section } from '@/components/ui/Section';
import { getPages, getSite, getStrengths, getUi } from '@/lib/content';
import { staticPageMetadata } from '@/lib/metadata';

export const metadata = staticPageMetadata('about', '/about/');

export default function AboutPage() {
  const site = getSite();
  const ui = getUi();
  const page = getPages().pages.about;
  return (
    <>
      <PageBanner heading={page.heading} lead={page.lead} />
      <Section>
        {site.intro.map((paragraph) => (
          <p key={paragraph} data-reveal-item>
            {paragraph}
          </p>
        ))}
        <h2 data-reveal-item>{ui.missionHeading}</h2>
        <p data-reveal-item>{site.mission}</p>
      </Section>
      <Section id="strengths" heading={ui.strengthsHeading} tone="tinted">
        <StrengthTiles strengths={getStrengths()} />
      </Section>
    </>
  );
}
