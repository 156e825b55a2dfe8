import {isDateToBeAnnounced} from './upcoming';

describe('isDateToBeAnnounced (the upcoming rule)', () => {
  it("is true when upcoming is 'Yes', whatever the start date", () => {
    expect(isDateToBeAnnounced({upcoming: 'Yes', start_date: '2025-09-01'})).toBe(true);
  });

  it('is false for any other upcoming value with a valid date', () => {
    expect(isDateToBeAnnounced({upcoming: 'No', start_date: '2025-09-01'})).toBe(false);
    expect(isDateToBeAnnounced({upcoming: '', start_date: '2025-09-01'})).toBe(false);
  });

  it('is true when there is no valid start date to show', () => {
    expect(isDateToBeAnnounced({upcoming: 'No', start_date: ''})).toBe(true);
  });
});
