import {act, renderHook} from '@testing-library/react';
import {CLOSED_SIDEBAR, SUBMENU_SLIDE_OUT_MS, sidebarReducer, useSidebarState, type SidebarState} from './useSidebarState';

const open: SidebarState = sidebarReducer(CLOSED_SIDEBAR, {type: 'open'});

describe('sidebarReducer', () => {
  it('opens with no submenu and closes back to the start', () => {
    expect(open).toEqual({isOpen: true, section: null, isLeaving: false, next: null});
    expect(sidebarReducer(open, {type: 'toggle'})).toEqual(CLOSED_SIDEBAR);
    expect(sidebarReducer(CLOSED_SIDEBAR, {type: 'toggle'})).toEqual(open);
  });

  it('shows a chosen section at once when no submenu shows', () => {
    expect(sidebarReducer(open, {type: 'choose', section: 'research', animate: true})).toEqual({
      ...open,
      section: 'research',
    });
  });

  it('slides the shown submenu out before switching to another section', () => {
    const about = sidebarReducer(open, {type: 'choose', section: 'about', animate: true});
    const switching = sidebarReducer(about, {type: 'choose', section: 'career', animate: true});
    expect(switching).toEqual({...open, section: 'about', isLeaving: true, next: 'career'});
    expect(sidebarReducer(switching, {type: 'slideOutEnd'})).toEqual({...open, section: 'career'});
  });

  it('switches at once without animation (reduced motion)', () => {
    const about = sidebarReducer(open, {type: 'choose', section: 'about', animate: false});
    expect(sidebarReducer(about, {type: 'choose', section: 'career', animate: false})).toEqual({
      ...open,
      section: 'career',
    });
    expect(sidebarReducer(about, {type: 'back', animate: false})).toEqual(open);
  });

  it('lets a later choice during the slide-out decide what comes next', () => {
    const about = sidebarReducer(open, {type: 'choose', section: 'about', animate: true});
    const leaving = sidebarReducer(about, {type: 'back', animate: true});
    const rechosen = sidebarReducer(leaving, {type: 'choose', section: 'students', animate: true});
    expect(rechosen).toEqual({...open, section: 'about', isLeaving: true, next: 'students'});
  });

  it('ignores choosing the section that already shows', () => {
    const about = sidebarReducer(open, {type: 'choose', section: 'about', animate: true});
    expect(sidebarReducer(about, {type: 'choose', section: 'about', animate: true})).toBe(about);
  });

  it('goes back to the main list after the slide-out', () => {
    const about = sidebarReducer(open, {type: 'choose', section: 'about', animate: true});
    const leaving = sidebarReducer(about, {type: 'back', animate: true});
    expect(leaving).toEqual({...open, section: 'about', isLeaving: true, next: null});
    expect(sidebarReducer(leaving, {type: 'slideOutEnd'})).toEqual(open);
  });

  it('resets the submenu when it closes, even mid slide-out', () => {
    const about = sidebarReducer(open, {type: 'choose', section: 'about', animate: true});
    const leaving = sidebarReducer(about, {type: 'choose', section: 'career', animate: true});
    expect(sidebarReducer(leaving, {type: 'close'})).toEqual(CLOSED_SIDEBAR);
    expect(sidebarReducer(sidebarReducer(leaving, {type: 'close'}), {type: 'open'})).toEqual(open);
  });

  it('does nothing to a closed sidebar but open it', () => {
    expect(sidebarReducer(CLOSED_SIDEBAR, {type: 'choose', section: 'about', animate: true})).toBe(CLOSED_SIDEBAR);
    expect(sidebarReducer(CLOSED_SIDEBAR, {type: 'back', animate: true})).toBe(CLOSED_SIDEBAR);
    expect(sidebarReducer(CLOSED_SIDEBAR, {type: 'slideOutEnd'})).toBe(CLOSED_SIDEBAR);
  });
});

describe('useSidebarState', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });

  afterEach(() => {
    jest.useRealTimers();
  });

  it('waits 300 ms for the slide-out before showing the next section', () => {
    const {result} = renderHook(() => useSidebarState());
    act(() => result.current.open());
    act(() => result.current.chooseSection('about'));
    act(() => result.current.chooseSection('academics'));
    expect(result.current.state).toMatchObject({section: 'about', isLeaving: true, next: 'academics'});

    act(() => jest.advanceTimersByTime(SUBMENU_SLIDE_OUT_MS - 1));
    expect(result.current.state.section).toBe('about');

    act(() => jest.advanceTimersByTime(1));
    expect(result.current.state).toMatchObject({section: 'academics', isLeaving: false, next: null});
  });

  it('does not restart the wait when the visitor changes their mind mid slide-out', () => {
    const {result} = renderHook(() => useSidebarState());
    act(() => result.current.open());
    act(() => result.current.chooseSection('about'));
    act(() => result.current.chooseSection('academics'));
    act(() => jest.advanceTimersByTime(200));
    act(() => result.current.chooseSection('career'));
    act(() => jest.advanceTimersByTime(100));
    expect(result.current.state).toMatchObject({section: 'career', isLeaving: false});
  });

  it('returns to the main list 300 ms after back', () => {
    const {result} = renderHook(() => useSidebarState());
    act(() => result.current.open());
    act(() => result.current.chooseSection('research'));
    act(() => result.current.back());
    expect(result.current.state.section).toBe('research');
    act(() => jest.advanceTimersByTime(SUBMENU_SLIDE_OUT_MS));
    expect(result.current.state).toEqual({isOpen: true, section: null, isLeaving: false, next: null});
  });

  it('drops a pending slide-out when the sidebar closes', () => {
    const {result} = renderHook(() => useSidebarState());
    act(() => result.current.open());
    act(() => result.current.chooseSection('about'));
    act(() => result.current.chooseSection('career'));
    act(() => result.current.close());
    act(() => jest.advanceTimersByTime(SUBMENU_SLIDE_OUT_MS));
    expect(result.current.state).toEqual(CLOSED_SIDEBAR);
  });

  it('skips the wait when the visitor prefers reduced motion', () => {
    const matchMedia = jest.fn().mockReturnValue({
      matches: true,
      addEventListener: jest.fn(),
      removeEventListener: jest.fn(),
    });
    Object.defineProperty(window, 'matchMedia', {value: matchMedia, configurable: true, writable: true});
    try {
      const {result} = renderHook(() => useSidebarState());
      act(() => result.current.open());
      act(() => result.current.chooseSection('about'));
      act(() => result.current.chooseSection('career'));
      expect(result.current.state).toMatchObject({section: 'career', isLeaving: false});
      expect(matchMedia).toHaveBeenCalledWith('(prefers-reduced-motion: reduce)');
    } finally {
      delete (window as {matchMedia?: unknown}).matchMedia;
    }
  });
});
