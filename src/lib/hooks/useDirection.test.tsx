import type {ReactNode} from 'react';
import {screen} from '@testing-library/react';
import {renderWithDocusaurus} from '@site/jest/docusaurus/renderWithDocusaurus';
import {useDirection} from './useDirection';

function Direction({code}: {readonly code?: string}): ReactNode {
  return <p>{useDirection(code)}</p>;
}

describe('useDirection', () => {
  it.each([
    ['en', 'ltr'],
    ['fa', 'rtl'],
    ['ps', 'rtl'],
  ])('gives a %s page the direction %s', (locale, direction) => {
    renderWithDocusaurus(<Direction />, {locale});
    expect(screen.getByText(direction)).toBeInTheDocument();
  });

  it('gives the direction of another language than the page’s', () => {
    renderWithDocusaurus(<Direction code="fa" />);
    expect(screen.getByText('rtl')).toBeInTheDocument();
  });

  it('refuses a language the site does not have', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderWithDocusaurus(<Direction code="de" />)).toThrow('Unknown language "de": use one of en, fa, ps');
  });
});
