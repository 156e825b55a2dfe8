import {render, screen} from '@testing-library/react';
import AbstractEntry from '.';

describe('AbstractEntry', () => {
  it('reads a Dari abstract right to left, in Dari, with Dari labels and digits, inside an English page', () => {
    render(
      <AbstractEntry
        number={9}
        session={2}
        title="هوش مصنوعی و معاملات مالی"
        authors={['نویسندهٔ نمونه']}
        abstract="متن خلاصه."
        keywords={['هوش مصنوعی', 'فقه']}
        affiliations={['پوهنځی شرعیات']}
        contact="author@sapedar.example"
        lang="fa"
      />,
    );
    const entry = screen.getByRole('article');
    expect(entry).toHaveAttribute('lang', 'fa');
    expect(entry).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('heading', {level: 3})).toHaveTextContent('۹. هوش مصنوعی و معاملات مالی');
    expect(entry).toHaveTextContent('جلسهٔ ۲');
    expect(entry).toHaveTextContent('واژه‌های کلیدی');
    expect(entry).toHaveTextContent('هوش مصنوعی، فقه');
    // The address keeps its left-to-right order inside the right-to-left entry.
    expect(screen.getByRole('link', {name: 'author@sapedar.example'})).toHaveAttribute('dir', 'ltr');
  });

  it('reads a Pashto abstract right to left, with Pashto labels', () => {
    render(
      <AbstractEntry
        session="main"
        title="د نمونې مقاله"
        authors={['نمونه لیکوال']}
        abstract="لنډیز."
        keywords={['څېړنه']}
        affiliations={['پوهنځی']}
        aboutAuthor="د لیکوال په اړه یو څو کرښې."
        lang="ps"
      />,
    );
    const entry = screen.getByRole('article');
    expect(entry).toHaveAttribute('lang', 'ps');
    expect(entry).toHaveAttribute('dir', 'rtl');
    expect(entry).toHaveTextContent('اصلي غونډه');
    expect(entry).toHaveTextContent('کلیدي ټکي');
    expect(screen.getByRole('heading', {level: 4, name: 'د لیکوال په اړه'})).toBeInTheDocument();
  });

  it('reads an English abstract left to right, showing subject codes only when given', () => {
    const {rerender} = render(
      <AbstractEntry title="A paper" authors={['A. Author', 'B. Author']} abstract="Text." keywords={['x', 'y']} affiliations={['Faculty']} lang="en" />,
    );
    expect(screen.getByRole('article')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('article')).toHaveTextContent('A. Author, B. Author');
    expect(screen.queryByText('Subject classification')).not.toBeInTheDocument();
    rerender(
      <AbstractEntry
        title="A paper"
        authors={['A. Author']}
        abstract="Text."
        keywords={['x']}
        subjectCodes="JEL: J24, O33"
        affiliations={['Faculty']}
        lang="en"
      />,
    );
    expect(screen.getByText('Subject classification')).toBeInTheDocument();
    expect(screen.getByText('JEL: J24, O33')).toBeInTheDocument();
  });
});
