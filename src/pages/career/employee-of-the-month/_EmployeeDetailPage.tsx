/**
 * Employee of the month profile: `/career/employee-of-the-month/:employeeId`.
 * The build renders it for every employee in data/; the template answers
 * those imported later and loads
 * `/web/career/employee-of-the-month/{employeeId}/{lang}`. It shows photo,
 * name, month and why they were chosen. A malformed or unknown id shows a
 * clear message.
 */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import DetailShell from '@site/src/components/DetailShell';
import ItemHeadTags from '@site/src/components/ItemHead';
import StatusMessage from '@site/src/components/StatusMessage';
import SectionPage from '@site/src/components/SectionPage';
import EmployeeProfile from '@site/src/pages/career/_components/EmployeeProfile';
import {formatMonthYear} from '@site/src/lib/format';
import {api, useLang, useRouteItem, withRouteData} from '@site/src/lib/api';

function BackLink(): ReactNode {
  return (
    <Link to="/career/employee-of-the-month">
      {translate({
        id: 'career.employee.backToList',
        message: 'All employees of the month',
        description: 'Link from an employee profile back to the list',
      })}
    </Link>
  );
}

/** The employee of the month profile page, in the current locale. */
function EmployeeDetailPage(): ReactNode {
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
  const employee = useRouteItem(api.employee, (answer) => (answer.data && typeof answer.data.name === 'string' ? answer.data : undefined));

  return (
    <DetailShell
      state={employee}
      frame={(item, body) => (
        <SectionPage
          title={item ? item.name : pageTitle}
          documentTitle={item ? `${item.name} | ${pageTitle}` : pageTitle}
          description={intro}
          eyebrow={item ? `${pageTitle} · ${formatMonthYear(item.month, lang)}` : undefined}
        >
          {body}
        </SectionPage>
      )}
      notFound={
        <StatusMessage kind="notice">
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
        </StatusMessage>
      }
      failed={(error) => (
        <StatusMessage kind="error" error={error}>
          {translate({
            id: 'career.employee.loadError',
            message: 'This profile could not be loaded. Please try again later.',
            description: 'Shown in red when the employee request fails',
          })}
        </StatusMessage>
      )}
    >
      {(item) => (
        <>
          <ItemHeadTags />
          <EmployeeProfile
            employee={item}
            footer={
              <p>
                <BackLink />
              </p>
            }
          />
        </>
      )}
    </DetailShell>
  );
}

export default withRouteData(EmployeeDetailPage);
