import {screen} from '@testing-library/react';
import {renderWithDocusaurus} from '@site/jest/docusaurus/renderWithDocusaurus';
import PhotoGrid from '.';

describe('PhotoGrid', () => {
  it('shows every photo with its description and caption, lazily', () => {
    renderWithDocusaurus(
      <PhotoGrid
        images={[
          {src: '/img/a.webp', alt: 'Students planting trees', caption: 'Tree planting day'},
          {src: '/img/b.webp', alt: 'Solar panels'},
        ]}
      />,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('img', {name: 'Students planting trees'})).toHaveAttribute('loading', 'lazy');
    const caption = screen.getByText('Tree planting day');
    expect(caption.tagName).toBe('FIGCAPTION');
    expect(caption.closest('figure')).toContainElement(screen.getByRole('img', {name: 'Students planting trees'}));
  });
});
