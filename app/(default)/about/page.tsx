import type { Metadata } from 'next';
import { pageLanguage } from '@/components/i18n/page-language';
import { StrengthTiles } from '@/components/about/StrengthTiles';
import { PageBanner } from '@/components/ui/PageBanner';
import { Section } from '@/components/ui/Section';
import { getPages, getSite, getStrengths, getUi } from '@/lib/content';
import { staticPageMetadata } from '@/components/seo/page-metadata';

export async function generateMetadata(): Promise<Metadata> {
  return staticPageMetadata('about', '/about/', await pageLanguage());
}

export default async function AboutPage() {
  const { content } = await pageLanguage();
  const site = getSite(content);
  const ui = getUi(content);
  const page = getPages(content).pages.about;
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
        <StrengthTiles strengths={getStrengths(content)} />
      </Section>
    </>
  );
}
