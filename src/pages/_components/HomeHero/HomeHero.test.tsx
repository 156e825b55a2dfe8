import {screen} from '@testing-library/react';
import {renderWithDocusaurus} from '@site/jest/docusaurus/renderWithDocusaurus';
import HomeHero, {mayAutoplay} from '.';

function fakeWindow({reducedMotion = false, saveData}: {reducedMotion?: boolean; saveData?: boolean}) {
  return {
    matchMedia: (query: string) => ({matches: reducedMotion && query.includes('reduce')}) as MediaQueryList,
    navigator: {connection: saveData === undefined ? undefined : {saveData}} as unknown as Navigator,
  };
}

describe('mayAutoplay', () => {
  it('lets the cover video play by itself normally', () => {
    expect(mayAutoplay(fakeWindow({}))).toBe(true);
    expect(mayAutoplay(fakeWindow({saveData: false}))).toBe(true);
  });

  it('keeps it still under prefers-reduced-motion', () => {
    expect(mayAutoplay(fakeWindow({reducedMotion: true}))).toBe(false);
  });

  it('keeps it still when the visitor asked to save data', () => {
    expect(mayAutoplay(fakeWindow({saveData: true}))).toBe(false);
  });
});

describe('HomeHero', () => {
  beforeEach(() => {
    window.matchMedia = jest.fn().mockReturnValue({matches: true, addEventListener: jest.fn(), removeEventListener: jest.fn()});
  });

  it('renders a muted, looping, inline video with a poster that loads nothing up front', () => {
    const {container} = renderWithDocusaurus(<HomeHero />);
    const video = container.querySelector('video')!;
    expect(video.muted).toBe(true);
    expect(video).toHaveAttribute('loop');
    expect(video).toHaveAttribute('playsinline');
    expect(video).toHaveAttribute('preload', 'none');
    expect(video).toHaveAttribute('poster', '/img/hero/home-poster.webp');
    expect(video).not.toHaveAttribute('autoplay');
    expect(video).toHaveTextContent('Your browser does not support HTML5 video.');
  });

  it('offers a play button when motion is reduced (the video stays on its poster)', () => {
    renderWithDocusaurus(<HomeHero />);
    expect(screen.getByRole('button', {name: 'Play the background video'})).toBeInTheDocument();
    expect(screen.getByRole('heading', {level: 1})).toHaveTextContent('Sapedar University');
  });
});
