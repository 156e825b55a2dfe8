import {screen} from '@testing-library/react';
import {renderWithDocusaurus} from '@site/jest/docusaurus/renderWithDocusaurus';
import RelatedLinks from '.';

describe('RelatedLinks', () => {
  it('is a navigation landmark named by its heading', () => {
    renderWithDocusaurus(
      <RelatedLinks title="Related pages">
        <ul>
          <li>
            <a href="/students/scholarships">Scholarships</a>
          </li>
        </ul>
      </RelatedLinks>,
    );
    expect(screen.getByRole('navigation', {name: 'Related pages'})).toContainElement(screen.getByRole('link', {name: 'Scholarships'}));
  });

  it('falls back to the translated default heading', () => {
    renderWithDocusaurus(<RelatedLinks />, {
      locale: 'ps',
      translations: {'mdx.relatedLinks.title': {message: 'اړوند لینکونه'}},
    });
    expect(screen.getByRole('heading', {level: 2})).toHaveTextContent('اړوند لینکونه');
    expect(screen.getByRole('navigation', {name: 'اړوند لینکونه'})).toBeInTheDocument();
  });
});
