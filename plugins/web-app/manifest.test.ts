import path from 'node:path';
import {identity} from '../../content/identity';
import {homeDescription, webManifest} from './manifest';

const SITE_DIR = path.resolve(__dirname, '..', '..');

describe('webManifest', () => {
  it('names the app, its start and its scope in each language, in its direction', () => {
    expect(webManifest('en', 'x')).toMatchObject({name: identity.name.en, lang: 'en', dir: 'ltr', start_url: '/', scope: '/'});
    expect(webManifest('fa', 'x')).toMatchObject({
      name: 'پوهنتون سپیدار',
      short_name: 'سپیدار',
      lang: 'fa-AF',
      dir: 'rtl',
      start_url: '/fa/',
      scope: '/fa/',
    });
    expect(webManifest('ps', 'x')).toMatchObject({
      name: 'د سپېدار پوهنتون',
      short_name: 'سپېدار',
      lang: 'ps-AF',
      dir: 'rtl',
      start_url: '/ps/',
      scope: '/ps/',
    });
  });

  it('offers the icons browsers ask for: 192, 512 and a maskable 512', () => {
    const icons = webManifest('en', 'x').icons as {sizes: string; purpose: string}[];
    expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  });
});

describe('homeDescription', () => {
  it('is the home page description of the language', () => {
    expect(homeDescription(SITE_DIR, 'en')).toMatch(/^A private university in Kabul/);
    expect(homeDescription(SITE_DIR, 'fa')).toMatch(/^پوهنتون خصوصی در کابل/);
    expect(homeDescription(SITE_DIR, 'ps')).toMatch(/^په کابل کې یو خصوصي پوهنتون/);
  });
});
