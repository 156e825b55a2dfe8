/**
 * The home page's facilities section: four slides
 * linking to the student services. Autoplay every 4000 ms with a 600 ms
 * transition, looping; one slide under 768 px, slides of their own (CSS)
 * width from 768 px.
 */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import type {CarouselSettings, CarouselSlide} from '../Carousel/carouselTypes';
import LazyCarousel from '../LazyCarousel';
import {useDirection} from '@site/src/lib/hooks/useDirection';
import styles from './styles.module.css';

/** This carousel's timing and layout. */
export const FACILITIES_SETTINGS: CarouselSettings = {
  delay: 4000,
  speed: 600,
  slidesPerView: 1,
  spaceBetween: 16,
  breakpoints: {768: {slidesPerView: 'auto', spaceBetween: 24}},
};

interface Facility {
  readonly route: string;
  readonly image: string;
  readonly title: string;
  readonly text: string;
}

function facilities(): readonly Facility[] {
  return [
    {
      route: '/students/success-center',
      image: '/img/facilities/success-center.webp',
      title: translate({
        id: 'home.facilities.successCenter.title',
        message: 'Success Center',
        description: 'Facilities slide title: the student success center',
      }),
      text: translate({
        id: 'home.facilities.successCenter.text',
        message: 'Tutoring, study-skills workshops and academic advice for every student.',
        description: 'Facilities slide text: the student success center',
      }),
    },
    {
      route: '/students/student-involvement',
      image: '/img/facilities/student-involvement.webp',
      title: translate({
        id: 'home.facilities.involvement.title',
        message: 'Student Involvement',
        description: 'Facilities slide title: student clubs and activities',
      }),
      text: translate({
        id: 'home.facilities.involvement.text',
        message: 'Clubs, volunteering and events that build friendships and leadership.',
        description: 'Facilities slide text: student clubs and activities',
      }),
    },
    {
      route: '/students/career-service',
      image: '/img/facilities/career-service.webp',
      title: translate({
        id: 'home.facilities.careerService.title',
        message: 'Career Service',
        description: 'Facilities slide title: the career service',
      }),
      text: translate({
        id: 'home.facilities.careerService.text',
        message: 'CV reviews, internships and job fairs that connect students with employers.',
        description: 'Facilities slide text: the career service',
      }),
    },
    {
      route: '/students/alumni',
      image: '/img/facilities/alumni.webp',
      title: translate({id: 'home.facilities.alumni.title', message: 'Alumni', description: 'Facilities slide title: the alumni network'}),
      text: translate({
        id: 'home.facilities.alumni.text',
        message: 'A growing network of graduates who stay in touch and give back.',
        description: 'Facilities slide text: the alumni network',
      }),
    },
  ];
}

/** The facilities heading and carousel. */
export default function Facilities(): ReactNode {
  const direction = useDirection();
  const more = translate({id: 'home.facilities.more', message: 'Learn more', description: 'Call to action at the bottom of each facilities slide'});
  const slides: CarouselSlide[] = facilities().map((facility) => ({
    key: facility.route,
    content: (
      <Link to={facility.route} className={styles.card}>
        <img className={styles.image} src={facility.image} alt="" width={800} height={450} loading="lazy" decoding="async" />
        <span className={styles.body}>
          <span className={styles.title}>{facility.title}</span>
          <span className={styles.text}>{facility.text}</span>
          <span className={styles.more} aria-hidden="true">
            {more} {direction === 'rtl' ? '←' : '→'}
          </span>
        </span>
      </Link>
    ),
  }));
  const title = translate({
    id: 'home.facilities.title',
    message: 'Facilities for students',
    description: 'Heading of the facilities carousel on the home page',
  });
  return (
    <section className={styles.section} aria-labelledby="home-facilities">
      <h2 id="home-facilities" className={styles.heading}>
        {title}
      </h2>
      <p className={styles.intro}>
        {translate({
          id: 'home.facilities.intro',
          message: 'Support and activities beyond the classroom, from the first semester to long after graduation.',
          description: 'Introduction under the facilities heading on the home page',
        })}
      </p>
      <LazyCarousel label={title} slides={slides} settings={FACILITIES_SETTINGS} slideClassName={styles.slide} />
    </section>
  );
}
