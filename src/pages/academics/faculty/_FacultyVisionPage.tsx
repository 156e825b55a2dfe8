/**
 * Faculty vision and mission,
 * `/academics/faculty/{faculty}/vision-and-mission`.
 */
import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import FacultyPage from '@site/src/pages/academics/_components/FacultyPage';
import VisionAndMission from '@site/src/pages/academics/_components/VisionAndMission';
import {withRouteData} from '@site/src/lib/api';

/** The faculty vision and mission page, in the current locale. */
function FacultyVisionAndMissionPage(): ReactNode {
  const title = translate({
    id: 'pages.academics.faculty.visionAndMission.title',
    message: 'Faculty vision and mission',
    description: 'Title and heading of the faculty vision and mission page',
  });
  // The introduction doubles as the meta description, so it is one string.
  const intro = translate({
    id: 'pages.academics.faculty.visionAndMission.intro',
    message: "The faculty's vision says what it aims to become; its mission says how it serves its students, its field and society.",
    description: 'Introduction under the heading of the faculty vision and mission page, also its meta description',
  });
  return (
    <FacultyPage subpage="vision-and-mission" heading={title} description={intro}>
      {({answer}) => <VisionAndMission vision={answer.faculty.vision} mission={answer.faculty.mission} />}
    </FacultyPage>
  );
}

export default withRouteData(FacultyVisionAndMissionPage);
