/**
 * Employee of the month: cards from
 * `/web/career/employee-of-the-month/{lang}`, each linking to the profile.
 */
import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import CardList from '@site/src/components/CardList';
import SectionPage from '@site/src/components/SectionPage';
import EmployeeCard from '@site/src/pages/career/_components/EmployeeCard';
import ListState, {dataArrayOf} from '@site/src/components/ListState';
import {api, useApi, useLang, type Employee, withRouteData} from '@site/src/lib/api';

function Employees(): ReactNode {
  const lang = useLang();
  const state = useApi(api.employees(lang));
  return (
    <ListState<Employee>
      state={state}
      itemsOf={dataArrayOf}
      errorMessage={translate({
        id: 'career.employees.loadError',
        message: 'The employees of the month could not be loaded. Please try again later.',
        description: 'Shown in red when the employee of the month request fails',
      })}
      emptyMessage={translate({
        id: 'career.employees.empty',
        message: 'No employees of the month yet.',
        description: 'Shown when the employee of the month list is empty',
      })}
    >
      {(employees) => (
        <CardList isNarrow>
          {employees.map((employee) => (
            <EmployeeCard key={employee.id} employee={employee} locale={lang} />
          ))}
        </CardList>
      )}
    </ListState>
  );
}

/** The employee of the month page, in the current locale. */
function EmployeeOfTheMonthPage(): ReactNode {
  const title = translate({
    id: 'pages.career.employeeOfTheMonth.title',
    message: 'Employee of the month',
    description: 'Title and heading of the employee of the month page',
  });
  // The introduction doubles as the meta description, so it is one string.
  const intro = translate({
    id: 'pages.career.employeeOfTheMonth.intro',
    message:
      'Each month the university recognises a member of staff whose work and attitude stand out. Meet the colleagues who have been chosen and read why.',
    description: 'Introduction under the heading of the employee of the month page, also its meta description',
  });
  return (
    <SectionPage title={title} description={intro} intro={<p>{intro}</p>}>
      <Employees />
    </SectionPage>
  );
}

export default withRouteData(EmployeeOfTheMonthPage);
