/**
 * The home page, top to bottom: cover video with welcome and
 * banner text, vision and mission, divider, latest news, latest events, the
 * facilities and facts carousels (loaded when scrolled near), and the
 * partner strip; and the university as schema.org JSON-LD for search engines.
 */
import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Head from '@docusaurus/Head';
import {translate} from '@docusaurus/Translate';
import ItemHeadTags from '@site/src/components/ItemHead';
import Facilities from '@site/src/pages/_components/Facilities';
import Facts from '@site/src/pages/_components/Facts';
import HomeHero, {COVER_VIDEO} from '@site/src/pages/_components/HomeHero';
import {EventCards, NewsCards} from '@site/src/pages/_components/LatestCards';
import PartnerStrip from '@site/src/pages/_components/PartnerStrip';
import VisionMission from '@site/src/pages/_components/VisionMission';
import {withRouteData} from '@site/src/lib/api';

function Home(): ReactNode {
  return (
    <Layout
      title={translate({id: 'home.meta.title', message: 'Home', description: 'Title of the home page in the browser tab'})}
      description={translate({
        id: 'home.meta.description',
        message: 'A private university in Kabul offering undergraduate and graduate programmes, research and student services since 2002.',
        description: 'Search-engine description of the home page',
      })}
    >
      <Head>
        {/* The cover's poster is the largest paint: fetch it first, beside the stylesheet. */}
        <link rel="preload" as="image" href={COVER_VIDEO.poster} fetchPriority="high" />
      </Head>
      {/* The university for search engines (schema.org), in the page's language: its route carries it. */}
      <ItemHeadTags />
      <main>
        <HomeHero />
        <VisionMission />
        <NewsCards />
        <EventCards />
        <Facilities />
        <Facts />
        <PartnerStrip />
      </main>
    </Layout>
  );
}

export default withRouteData(Home);
