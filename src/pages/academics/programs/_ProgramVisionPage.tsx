/**
 * Program vision and mission,
 * `/academics/programs/{program}/vision-and-mission`.
 */
import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import ProgramPage from '@site/src/pages/academics/_components/ProgramPage';
import VisionAndMission from '@site/src/pages/academics/_components/VisionAndMission';
import {withRouteData} from '@site/src/lib/api';

/** The program vision and mission page, in the current locale. */
function ProgramVisionAndMissionPage(): ReactNode {
  const title = translate({
    id: 'pages.academics.program.visionAndMission.title',
    message: 'Program vision and mission',
    description: 'Title and heading of the program vision and mission page',
  });
  // The introduction doubles as the meta description, so it is one string.
  const intro = translate({
    id: 'pages.academics.program.visionAndMission.intro',
    message: "The program's vision says what it aims to become; its mission says how it serves its students and society on the way there.",
    description: 'Introduction under the heading of the program vision and mission page, also its meta description',
  });
  return (
    <ProgramPage subpage="vision-and-mission" heading={title} description={intro}>
      {({detail}) => <VisionAndMission vision={detail.vision} mission={detail.mission} />}
    </ProgramPage>
  );
}

export default withRouteData(ProgramVisionAndMissionPage);
