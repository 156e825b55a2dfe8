/**
 * Employee of the month profile (spec 2 §2 Careers): `/career/employee-of-the-month/:employeeId`,
 * one page per locale that reads the id from the URL (DESIGN §3) and loads
 * `/web/career/employee-of-the-month/{employeeId}/{lang}`: photo, name, month
 * and why they were chosen. A malformed or unknown id shows a clear message.
 */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import Spinner from '@site/src/components/Spinner';
import {useRouteItem} from '@site/src/components/academics/DetailState';
import SectionPage from '@site/src/components/academics/SectionPage';
import {LoadError, Notice} from '@site/src/components/academics/Status';
import EmployeeProfile from '@site/src/components/careers/EmployeeProfile';
import {formatMonth} from '@site/src/components/careers/text';
import {api, useLang, type Employee} from '@site/src/lib/api';

function BackLink(): ReactNode {
  return (
    <Link to="/career/employee-of-the-month">
      {translate({id: 'career.employee.backToList', message: 'All employees of the month', description: 'Link from an employee profile back to the list'})}
    </Link>
  );
}

/** The employee of the month profile page, in the current locale. */
export default function EmployeeDetailPage(): ReactNode {
  const pageTitle = translate({
    id: 'pages.career.employee.title',
    message: 'Employee of the month',
    description: 'Title and heading of the employee of the month profile page',
  });
  // The introduction doubles as the meta description, so it is one string.
  const intro = translate({
    id: 'pages.career.employee.intro',
    message: 'A colleague the university has recognised as employee of the month, and why they were chosen.',
    description: 'Introduction under the heading of the employee of the month profile page, also its meta description',
  });
  const lang = useLang();
  const employee = useRouteItem(api.employee, (answer: {data: Employee}) =>
    answer.data && typeof answer.data.name === 'string' ? answer.data : undefined,
  );

  let content: ReactNode;
  switch (employee.kind) {
    case 'loading':
      content = <Spinner />;
      break;
    case 'notFound':
      content = (
        <Notice>
          <p>
            {translate({
              id: 'career.employee.notFound',
              message: 'We could not find this employee of the month.',
              description: 'Shown when the address names no employee, or one that does not exist',
            })}
          </p>
          <p>
            <BackLink />
          </p>
        </Notice>
      );
      break;
    case 'failed':
      content = (
        <LoadError
          error={employee.error}
          message={translate({
            id: 'career.employee.loadError',
            message: 'This profile could not be loaded. Please try again later.',
            description: 'Shown in red when the employee request fails',
          })}
        />
      );
      break;
    default:
      content = (
        <EmployeeProfile
          employee={employee.item}
          footer={
            <p>
              <BackLink />
            </p>
          }
        />
      );
  }

  const isLoaded = employee.kind === 'loaded';
  return (
    <SectionPage
      title={isLoaded ? employee.item.name : pageTitle}
      documentTitle={isLoaded ? `${employee.item.name} | ${pageTitle}` : pageTitle}
      description={intro}
      eyebrow={isLoaded ? `${pageTitle} · ${formatMonth(employee.item.month, lang)}` : undefined}>
      {content}
    </SectionPage>
  );
}
