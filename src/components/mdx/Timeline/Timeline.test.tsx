import {screen, within} from '@testing-library/react';
import {renderWithDocusaurus} from '@site/jest/docusaurus/renderWithDocusaurus';
import {Timeline, TimelineEntry} from '.';

describe('Timeline', () => {
  it('is an ordered list with one item per year, each year a heading', () => {
    renderWithDocusaurus(
      <Timeline>
        <TimelineEntry year="2002">
          <p>Founded.</p>
        </TimelineEntry>
        <TimelineEntry year={2008}>
          <ul>
            <li>New campus.</li>
            <li>New laboratories.</li>
          </ul>
        </TimelineEntry>
      </Timeline>,
    );
    const list = screen.getAllByRole('list')[0];
    expect(list.tagName).toBe('OL');
    expect(
      within(list)
        .getAllByRole('listitem')
        .filter((item) => item.parentElement === list),
    ).toHaveLength(2);
    expect(screen.getAllByRole('heading', {level: 2}).map((h) => h.textContent)).toEqual(['2002', '2008']);
    expect(screen.getByText('New laboratories.')).toBeInTheDocument();
  });
});
