import {screen} from '@testing-library/react';
import {renderWithDocusaurus} from '@site/jest/docusaurus/renderWithDocusaurus';
import Signature from '.';

describe('Signature', () => {
  it('shows the name and the title, and is not a paragraph of the message', () => {
    const {container} = renderWithDocusaurus(<Signature name="Dr. A. Example" title="Founder" />);
    expect(screen.getByText('Dr. A. Example')).toBeInTheDocument();
    expect(screen.getByText('Founder')).toBeInTheDocument();
    expect(container.querySelector('p')).toBeNull();
  });
});
