import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import LecturerTabs, {type TabItem} from '.';

const TABS: TabItem[] = [
  {key: 'education', label: 'Education', panel: <p>PhD in Economics</p>},
  {key: 'experience', label: 'Experience', panel: <p>Ten years of teaching</p>},
  {key: 'courses', label: 'Courses Taught', panel: <p>Microeconomics</p>},
  {key: 'publications', label: 'Publications', panel: <p>A paper on trade</p>},
];

function renderTabs(direction: 'ltr' | 'rtl' = 'ltr') {
  render(<LecturerTabs tabs={TABS} label="Lecturer details" direction={direction} />);
  return {user: userEvent.setup()};
}

const tab = (name: string) => screen.getByRole('tab', {name});

describe('LecturerTabs', () => {
  it('selects the first tab on load and shows only its panel', () => {
    renderTabs();
    expect(screen.getByRole('tablist', {name: 'Lecturer details'})).toBeInTheDocument();
    expect(tab('Education')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Experience')).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByText('PhD in Economics')).toBeVisible();
    expect(screen.getByText('Ten years of teaching')).not.toBeVisible();
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  });

  it('ties each tab to its panel', () => {
    renderTabs();
    const education = tab('Education');
    const panel = screen.getByRole('tabpanel', {name: 'Education'});
    expect(education).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveAttribute('aria-labelledby', education.id);
  });

  it('keeps one tab stop: Tab goes from the selected tab into its panel', async () => {
    const {user} = renderTabs();
    await user.tab();
    expect(tab('Education')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('tabpanel', {name: 'Education'})).toHaveFocus();
  });

  it('moves and selects with the arrow keys, wrapping at the ends', async () => {
    const {user} = renderTabs();
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(tab('Experience')).toHaveFocus();
    expect(tab('Experience')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Experience')).toHaveAttribute('tabindex', '0');
    expect(tab('Education')).toHaveAttribute('tabindex', '-1');
    expect(screen.getByText('Ten years of teaching')).toBeVisible();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(tab('Publications')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tab('Education')).toHaveFocus();
  });

  it('goes to the first and last tab with Home and End', async () => {
    const {user} = renderTabs();
    await user.tab();
    await user.keyboard('{End}');
    expect(tab('Publications')).toHaveFocus();
    expect(screen.getByText('A paper on trade')).toBeVisible();
    await user.keyboard('{Home}');
    expect(tab('Education')).toHaveFocus();
  });

  it('reverses the arrow keys in right-to-left pages', async () => {
    const {user} = renderTabs('rtl');
    await user.tab();
    await user.keyboard('{ArrowLeft}');
    expect(tab('Experience')).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(tab('Publications')).toHaveFocus();
  });

  it('selects a tab on click', async () => {
    const {user} = renderTabs();
    await user.click(tab('Courses Taught'));
    expect(tab('Courses Taught')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Microeconomics')).toBeVisible();
    expect(screen.getByText('PhD in Economics')).not.toBeVisible();
  });
});
