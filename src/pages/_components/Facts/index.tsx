/**
 * The home page's facts section: five cards, three
 * "first" claims and two numbers, in a looping carousel that moves every
 * 1000 ms; 1, 2, 3 and 4 cards per view from 0, 576, 768 and 992 px.
 *
 * The claims are invented for the sample university, like everything about it.
 */
import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {formatNumber} from '@site/src/lib/format';
import type {CarouselSettings, CarouselSlide} from '../Carousel/carouselTypes';
import LazyCarousel from '../LazyCarousel';
import styles from './styles.module.css';

/** This carousel's timing and layout. */
export const FACTS_SETTINGS: CarouselSettings = {
  delay: 1000,
  speed: 600,
  slidesPerView: 1,
  spaceBetween: 16,
  breakpoints: {
    576: {slidesPerView: 2},
    768: {slidesPerView: 3},
    992: {slidesPerView: 4},
  },
};

interface Fact {
  readonly key: string;
  readonly figure: string;
  readonly text: string;
}

function facts(locale: string): readonly Fact[] {
  const first = translate({
    id: 'home.facts.first',
    message: '1st',
    description: "Large figure on a 'first' fact card of the home page (as in: the first university to...)",
  });
  return [
    {
      key: 'first-ai-conference',
      figure: first,
      text: translate({
        id: 'home.facts.aiConference',
        message: 'private university in Kabul to host a national conference on artificial intelligence',
        description: "Fact card text after the figure '1st'",
      }),
    },
    {
      key: 'first-business-accreditation',
      figure: first,
      text: translate({
        id: 'home.facts.businessAccreditation',
        message: 'private university in the region whose business programmes earned international accreditation',
        description: "Fact card text after the figure '1st'",
      }),
    },
    {
      key: 'first-sdg-club',
      figure: first,
      text: translate({
        id: 'home.facts.sdgClub',
        message: 'university in Afghanistan with a student-run Sustainable Development Goals youth ambassadors club',
        description: "Fact card text after the figure '1st'",
      }),
    },
    {
      key: 'lecturers',
      figure: `${formatNumber(115, locale)}+`,
      text: translate({id: 'home.facts.lecturers', message: 'lecturers and researchers', description: "Fact card text after the figure '115+'"}),
    },
    {
      key: 'graduates',
      figure: `${formatNumber(30000, locale)}+`,
      text: translate({id: 'home.facts.graduates', message: 'graduates since 2002', description: "Fact card text after the figure '30,000+'"}),
    },
  ];
}

/** The facts heading and carousel. */
export default function Facts(): ReactNode {
  const {i18n} = useDocusaurusContext();
  const slides: CarouselSlide[] = facts(i18n.currentLocale).map((fact) => ({
    key: fact.key,
    content: (
      <p className={styles.card}>
        <span className={styles.figure}>{fact.figure}</span> <span className={styles.text}>{fact.text}</span>
      </p>
    ),
  }));
  const title = translate({id: 'home.facts.title', message: 'Facts and firsts', description: 'Heading of the facts carousel on the home page'});
  return (
    <section className={styles.section} aria-labelledby="home-facts">
      <h2 id="home-facts" className={styles.heading}>
        {title}
      </h2>
      <LazyCarousel label={title} slides={slides} settings={FACTS_SETTINGS} slideClassName={styles.slide} />
    </section>
  );
}
