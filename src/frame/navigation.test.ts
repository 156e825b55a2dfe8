import {FOOTER_COLUMNS, NAV_SECTIONS, hasDarkHeaderIcons} from './navigation';
import {LABELLED_ROUTES} from './labels';
import {entranceDelay} from './entranceDelay';

describe('hasDarkHeaderIcons', () => {
  it.each(['/academics/programs', '/academics/programs/fee-structure', '/academics/faculty', '/academics/faculty/dean-message'])(
    'is true on %s',
    (path) => {
      expect(hasDarkHeaderIcons(path)).toBe(true);
    },
  );

  it.each(['/', '/academics/graduate/graduate-programs', '/about/history', '/fa/academics/programs'])('is false on %s', (path) => {
    // The caller strips the locale first: a prefixed path is not a program page.
    expect(hasDarkHeaderIcons(path)).toBe(false);
  });
});

describe('menu and footer labels', () => {
  it('has a translated label for every route of the sidebar and the footer', () => {
    const routes = new Set([...NAV_SECTIONS.flatMap((section) => section.routes), ...FOOTER_COLUMNS.flat()]);
    expect([...routes].filter((route) => !LABELLED_ROUTES.includes(route))).toEqual([]);
  });

  it('gives every preview image the version parameter', () => {
    for (const section of NAV_SECTIONS) {
      expect(section.previewImage).toMatch(/^\/img\/menu\/[a-z]+\.webp\?v=1$/);
    }
  });
});

describe('entranceDelay', () => {
  it('staggers items from 0.2 s to 0.9 s', () => {
    const delays = Array.from({length: 9}, (_, index) => entranceDelay(index, 9));
    expect(delays[0]).toBe(0.2);
    expect(delays[8]).toBe(0.9);
    for (let i = 1; i < delays.length; i += 1) {
      expect(delays[i]).toBeGreaterThan(delays[i - 1]!);
    }
  });

  it('keeps out-of-range items within the bounds', () => {
    expect(entranceDelay(-3, 9)).toBe(0.2);
    expect(entranceDelay(20, 9)).toBe(0.9);
    expect(entranceDelay(0, 1)).toBe(0.2);
  });
});
