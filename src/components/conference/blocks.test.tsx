/**
 * The conference blocks on their own: what each adds to the Markdown it
 * wraps, and the message an editor gets for a slip (a table missing from an
 * agenda, a language the site does not have, a date that does not exist).
 */
import {screen} from '@testing-library/react';
import {renderWithDocusaurus} from '@site/jest/docusaurus/renderWithDocusaurus';
import {Abstract, Agenda, Lang, LongDate, Time} from '.';

// React logs the errors these tests provoke on purpose; keep the output readable.
beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

/** A table as MDX makes it from Markdown: plain table elements. */
function markdownTable() {
  return (
    <table>
      <thead>
        <tr>
          <th>Time</th>
          <th>Program</th>
          <th>Venue</th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <td>
            <Time from="08:00" to="08:30" />
          </td>
          <td>Registration</td>
          <td>Entrance</td>
        </tr>
      </tbody>
    </table>
  );
}

describe('Agenda', () => {
  it('makes the line above the table its caption and each time a row header, in a named scrolling region', () => {
    renderWithDocusaurus(
      <Agenda>
        <p>Agenda, 28 August 2024</p>
        {markdownTable()}
      </Agenda>,
    );
    const table = screen.getByRole('table', {name: 'Agenda, 28 August 2024'});
    expect(screen.getByRole('region', {name: 'Agenda, 28 August 2024'})).toContainElement(table);
    expect(screen.getByRole('rowheader')).toHaveTextContent('8:00 – 8:30 AM');
    expect(screen.getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Registration', 'Entrance']);
  });

  it('tells the editor when the table is missing', () => {
    expect(() => renderWithDocusaurus(<Agenda>Agenda, 28 August 2024</Agenda>)).toThrow(/<Agenda> holds a Markdown table/);
  });
});

describe('Abstract and Lang', () => {
  it('marks an abstract with its language and that language’s direction', () => {
    renderWithDocusaurus(
      <Abstract lang="ps" session="۲مه غونډه">
        <h3>لنډیز</h3>
      </Abstract>,
    );
    const entry = screen.getByRole('article');
    expect(entry).toHaveAttribute('lang', 'ps');
    expect(entry).toHaveAttribute('dir', 'rtl');
    expect(entry).toHaveTextContent('۲مه غونډه');
  });

  it('marks an English phrase on a Dari page left to right', () => {
    renderWithDocusaurus(<Lang code="en">Groundwater in the Kabul Basin</Lang>, {locale: 'fa'});
    expect(screen.getByText('Groundwater in the Kabul Basin')).toHaveAttribute('dir', 'ltr');
  });

  it('refuses a language the site does not have, naming the ones it has', () => {
    expect(() => renderWithDocusaurus(<Lang code="dari">متن</Lang>)).toThrow('Unknown language "dari": use one of en, fa, ps');
  });
});

describe('LongDate and Time', () => {
  it('write the page’s language, keeping the machine-readable value', () => {
    renderWithDocusaurus(
      <p>
        <LongDate date="2024-08-28" weekday /> <Time at="16:00" />
      </p>,
      {locale: 'ps'},
    );
    expect(screen.getByText('چهارشنبه، ۷ وږی ۱۴۰۳ (۲۸ اګست ۲۰۲۴)')).toHaveAttribute('datetime', '2024-08-28');
    expect(document.querySelector('time[datetime="16:00"]')?.textContent).toBe('۴:۰۰\u00A0غ.و');
  });

  it('stop the build on a day or a time that does not exist', () => {
    expect(() => renderWithDocusaurus(<LongDate date="2024-02-30" />)).toThrow('Not a calendar date (YYYY-MM-DD): 2024-02-30');
    expect(() => renderWithDocusaurus(<Time at="8:00" />)).toThrow('Not a 24-hour time (HH:MM): 8:00');
  });
});
