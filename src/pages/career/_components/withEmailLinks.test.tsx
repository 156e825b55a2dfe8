import {render, screen} from '@testing-library/react';
import {withEmailLinks} from './withEmailLinks';

describe('withEmailLinks', () => {
  it('links each e-mail address with its text isolated', () => {
    render(<p>{withEmailLinks('درخواست را به hr@university.example بفرستید.')}</p>);
    const link = screen.getByRole('link', {name: 'hr@university.example'});
    expect(link).toHaveAttribute('href', 'mailto:hr@university.example');
    expect(link.querySelector('bdi')).not.toBeNull();
    expect(screen.getByText(/درخواست را به/)).toBeInTheDocument();
  });

  it('leaves text without an address as it is', () => {
    expect(withEmailLinks('No address here')).toEqual(['No address here']);
  });
});
