/**
 * The home page (spec 1 §2.3), top to bottom: cover video with welcome and
 * banner text, vision and mission, divider, latest news, latest events, the
 * facilities and facts carousels (loaded when scrolled near), and the
 * partner strip.
 */
import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import {translate} from '@docusaurus/Translate';
import EventCardsSection from '@site/src/components/home/EventCards';
import Facilities from '@site/src/components/home/Facilities';
import Facts from '@site/src/components/home/Facts';
import HomeHero from '@site/src/components/home/HomeHero';
import NewsCardsSection from '@site/src/components/home/NewsCards';
import PartnerStrip from '@site/src/components/home/PartnerStrip';
import VisionMission from '@site/src/components/home/VisionMission';

export default function Home(): ReactNode {
  return (
    <Layout
      title={translate({id: 'home.meta.title', message: 'Home', description: 'Title of the home page in the browser tab'})}
      description={translate({
        id: 'home.meta.description',
        message: 'A private university in Kabul offering undergraduate and graduate programmes, research and student services since 2002.',
        description: 'Search-engine description of the home page',
      })}>
      <main>
        <HomeHero />
        <VisionMission />
        <NewsCardsSection />
        <EventCardsSection />
        <Facilities />
        <Facts />
        <PartnerStrip />
      </main>
    </Layout>
  );
}
