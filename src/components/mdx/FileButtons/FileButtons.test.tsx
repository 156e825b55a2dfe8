import {screen, within} from '@testing-library/react';
import {renderWithDocusaurus} from '@site/jest/docusaurus/renderWithDocusaurus';
import {FileButton, FileButtons} from '.';

describe('FileButtons', () => {
  it('opens each document in a new tab and tells screen-reader users', () => {
    renderWithDocusaurus(
      <FileButtons>
        <FileButton to="/files/about/chancellor-letter.pdf">Letter from the Chancellor</FileButton>
        <FileButton to="/files/about/strategic-plan-2021-2025.pdf">Strategic plan 2021-2025</FileButton>
      </FileButtons>,
    );
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const link = screen.getByRole('link', {name: 'Letter from the Chancellor (opens in a new tab)'});
    expect(link).toHaveAttribute('href', '/files/about/chancellor-letter.pdf');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('reads the new-tab hint in Dari on Dari pages', () => {
    renderWithDocusaurus(<FileButton to="/files/x.pdf">نامه</FileButton>, {
      locale: 'fa',
      translations: {'frame.common.newTab.accessibleLabel': {message: '(در یک تب جدید باز می‌شود)'}},
    });
    expect(screen.getByRole('link')).toHaveAccessibleName('نامه (در یک تب جدید باز می‌شود)');
  });
});
