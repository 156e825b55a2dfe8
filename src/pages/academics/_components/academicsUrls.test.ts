import {facultyHref, lecturerHref, parseFacultyQuery, parseProgramQuery, programHref} from './academicsUrls';

describe('parseProgramQuery', () => {
  it('reads a well-formed program query', () => {
    expect(parseProgramQuery('?type=graduate-programs&program=MBA&title=Master%20of%20Business')).toEqual({
      type: 'graduate-programs',
      program: 'MBA',
      title: 'Master of Business',
    });
  });

  it('drops an unknown type and a malformed program, keeping the title as text', () => {
    expect(parseProgramQuery('?type=phd&program=../../etc&title=%3Cscript%3Ex%3C/script%3E')).toEqual({
      type: undefined,
      program: undefined,
      title: '<script>x</script>',
    });
  });

  it('treats a missing query as nothing chosen', () => {
    expect(parseProgramQuery('')).toEqual({type: undefined, program: undefined, title: ''});
  });
});

describe('parseFacultyQuery', () => {
  it('accepts the five faculty keys only', () => {
    expect(parseFacultyQuery('?faculty=ComputerScience&title=CS').faculty).toBe('ComputerScience');
    expect(parseFacultyQuery('?faculty=computerscience').faculty).toBeUndefined();
    expect(parseFacultyQuery('?faculty=Medicine').faculty).toBeUndefined();
  });
});

describe('links', () => {
  it('URL-encodes the program link in the order type, program, title', () => {
    expect(programHref({type: 'undergraduate-programs', program: 'BBA', title: 'Business & Admin'})).toBe(
      '/academics/programs?type=undergraduate-programs&program=BBA&title=Business+%26+Admin',
    );
    expect(programHref({type: 'graduate-programs', program: 'MBA'}, 'fee-structure')).toBe(
      '/academics/programs/fee-structure?type=graduate-programs&program=MBA',
    );
  });

  it('builds faculty and lecturer links', () => {
    expect(facultyHref({faculty: 'Law', title: 'دانشکده حقوق'}, 'dean-message')).toBe(
      `/academics/faculty/dean-message?faculty=Law&title=${new URLSearchParams({t: 'دانشکده حقوق'}).toString().slice(2)}`,
    );
    expect(lecturerHref(7, {program: 'BCS', type: 'undergraduate-programs', title: 'CS'})).toBe(
      '/academics/programs/faculty-profile/7?program=BCS&type=undergraduate-programs&title=CS',
    );
    expect(lecturerHref(7, {})).toBe('/academics/programs/faculty-profile/7');
  });
});
