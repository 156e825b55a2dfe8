import {screen, within} from '@testing-library/react';
import {renderWithDocusaurus} from '@site/jest/docusaurus/renderWithDocusaurus';
import psMessages from '@site/i18n/ps/code.json';
import ContactBlocks, {telHref, whatsappHref} from '.';

describe('ContactBlocks', () => {
  it('shows the registrar, admission and human resources blocks in that order', () => {
    renderWithDocusaurus(<ContactBlocks />);
    expect(screen.getAllByRole('heading', {level: 2}).map((h) => h.textContent)).toEqual(['Registrar', 'Admission', 'Human resources']);
  });

  it('links the mobile number (tel:), WhatsApp and e-mail (mailto:) from the identity file', () => {
    renderWithDocusaurus(<ContactBlocks />);
    const registrar = screen.getByRole('region', {name: 'Registrar'});
    expect(within(registrar).getByRole('link', {name: '+93 700 000 110'})).toHaveAttribute('href', 'tel:+93700000110');
    expect(within(registrar).getByRole('link', {name: /\+93 700 000 111/})).toHaveAttribute('href', 'https://wa.me/93700000111');
    expect(within(registrar).getByRole('link', {name: 'registrar@sapedar.example'})).toHaveAttribute('href', 'mailto:registrar@sapedar.example');
  });

  it('keeps numbers left to right inside Pashto text', () => {
    renderWithDocusaurus(<ContactBlocks />, {locale: 'ps', translations: psMessages});
    expect(screen.getByRole('heading', {name: 'بشري سرچینې'})).toBeInTheDocument();
    expect(screen.getByRole('link', {name: '+93 700 000 130'})).toHaveAttribute('dir', 'ltr');
  });
});

describe('telHref and whatsappHref', () => {
  it('strip spaces (and the plus for WhatsApp)', () => {
    expect(telHref('+93 700 000 110')).toBe('tel:+93700000110');
    expect(whatsappHref('+93 700 000 111')).toBe('https://wa.me/93700000111');
  });
});
