import {foldLocaleOf, foldSearchText, queryVariants, searchVariants} from './search-fold';

describe('foldSearchText', () => {
  it('writes Arabic yeh and kaf as the Persian letters', () => {
    expect(foldSearchText('كتابخانه علمي', 'fa')).toBe('کتابخانه علمی');
    expect(foldSearchText('مصطفى', 'fa')).toBe('مصطفی');
  });

  it('makes a ZWNJ, a space and nothing between a Dari word and its suffix one spelling', () => {
    const forms = ['کتاب‌ها', 'کتاب ها', 'کتابها'].map((form) => foldSearchText(form, 'fa'));
    expect(new Set(forms)).toEqual(new Set(['کتابها']));
    expect(foldSearchText('برنامه‌های ماستری', 'fa')).toBe(foldSearchText('برنامه های ماستری', 'fa'));
    expect(foldSearchText('بزرگ‌ترین', 'fa')).toBe(foldSearchText('بزرگ ترین', 'fa'));
    expect(foldSearchText('می‌شود', 'fa')).toBe(foldSearchText('می شود', 'fa'));
    expect(foldSearchText('نمی‌توانید', 'fa')).toBe(foldSearchText('نمی توانید', 'fa'));
  });

  it('joins only whole suffixes, not words that begin like one', () => {
    expect(foldSearchText('کابل هرات', 'fa')).toBe('کابل هرات');
    expect(foldSearchText('در تربیت', 'fa')).toBe('در تربیت');
    expect(foldSearchText('کتاب ها،', 'fa')).toBe('کتابها،');
  });

  it('removes diacritics, the hamza written over a letter, and tatweel', () => {
    expect(foldSearchText('مُحَصِّل', 'fa')).toBe('محصل');
    expect(foldSearchText('صفحهٔ اصلی', 'fa')).toBe('صفحه اصلی');
    expect(foldSearchText('پوهنـــتون', 'ps')).toBe('پوهنتون');
  });

  it('folds the hamza carriers of alef and waw', () => {
    expect(foldSearchText('آموزش', 'fa')).toBe('اموزش');
    expect(foldSearchText('أستاد إسلامی', 'fa')).toBe('استاد اسلامی');
    expect(foldSearchText('مسؤول', 'fa')).toBe('مسوول');
  });

  it('never folds the Pashto letters into Persian ones', () => {
    const pashto = 'ې ۍ ئ ښ ږ ډ ټ ړ ګ ڼ';
    expect(foldSearchText(pashto, 'ps')).toBe(pashto);
    expect(foldSearchText('د سپېدار پوهنتون ښوونځی', 'ps')).toBe('د سپېدار پوهنتون ښوونځی');
  });

  it('writes every digit in the locale’s set', () => {
    expect(foldSearchText('2024 ٢٠٢٤ ۲۰۲۴', 'fa')).toBe('۲۰۲۴ ۲۰۲۴ ۲۰۲۴');
    expect(foldSearchText('2024 ٢٠٢٤ ۲۰۲۴', 'ps')).toBe('۲۰۲۴ ۲۰۲۴ ۲۰۲۴');
    expect(foldSearchText('ncai ۲۰۲۴', 'en')).toBe('ncai 2024');
  });

  it('leaves English words to the index’s stemming', () => {
    expect(foldSearchText('Scholarships and programmes', 'en')).toBe('Scholarships and programmes');
  });

  it('does not join Pashto words with a space before تر (a preposition there)', () => {
    expect(foldSearchText('له کابل تر هرات', 'ps')).toBe('له کابل تر هرات');
  });
});

describe('foldLocaleOf', () => {
  it('reads the language of an html lang tag', () => {
    expect(foldLocaleOf('fa-AF')).toBe('fa');
    expect(foldLocaleOf('ps-AF')).toBe('ps');
    expect(foldLocaleOf('en')).toBe('en');
    expect(foldLocaleOf(undefined)).toBe('en');
  });
});

describe('queryVariants', () => {
  it('adds each two neighbouring Dari or Pashto words written as one, after the folded query', () => {
    expect(queryVariants('رتبه بندی پایداری', 'fa')).toEqual(['رتبه بندی پایداری', 'رتبهبندی پایداری', 'رتبه بندیپایداری']);
  });

  it('gives an English or one-word query as it is, folded', () => {
    expect(queryVariants('admission process', 'en')).toEqual(['admission process']);
    expect(queryVariants('كتابخانه', 'fa')).toEqual(['کتابخانه']);
  });
});

describe('searchVariants', () => {
  it('answers with the first variant that finds something', async () => {
    const asked: string[] = [];
    const answer = await searchVariants(
      'رتبه بندی',
      'fa',
      async (variant) => {
        asked.push(variant);
        return variant === 'رتبهبندی' ? ['/fa/about/sustainability/ranking'] : [];
      },
      (results) => results.length > 0,
    );
    expect(answer).toEqual(['/fa/about/sustainability/ranking']);
    expect(asked).toEqual(['رتبه بندی', 'رتبهبندی']);
  });
});
