import {NOTICE_ID, showUpdateNotice} from './updateNotice';

/** A stand-in for navigator.serviceWorker: its controllerchange listeners, fired by `takeOver`. */
function stubContainer(): {takeOver(): void} {
  const target = new EventTarget();
  Object.defineProperty(navigator, 'serviceWorker', {configurable: true, value: target});
  return {takeOver: () => target.dispatchEvent(new Event('controllerchange'))};
}

describe('showUpdateNotice', () => {
  afterEach(() => document.getElementById(NOTICE_ID)?.remove());

  it('says quietly that a new version is ready, once, and changes nothing until the reader clicks', () => {
    stubContainer();
    const worker = {postMessage: jest.fn()} as unknown as ServiceWorker;
    showUpdateNotice(worker);
    showUpdateNotice(worker);
    const notices = document.querySelectorAll(`#${NOTICE_ID}`);
    expect(notices).toHaveLength(1);
    expect(notices[0].getAttribute('role')).toBe('status');
    expect(notices[0].textContent).toContain('A new version of the site is ready.');
    expect(worker.postMessage).not.toHaveBeenCalled();
  });

  it('asks the waiting worker to take over on Reload, and reloads once it has', () => {
    const container = stubContainer();
    const worker = {postMessage: jest.fn()} as unknown as ServiceWorker;
    const reload = jest.fn();
    showUpdateNotice(worker, reload);
    const button = document.querySelector<HTMLButtonElement>(`#${NOTICE_ID} button`)!;
    expect(button.textContent).toBe('Reload');
    button.click();
    expect(worker.postMessage).toHaveBeenCalledWith({type: 'skip-waiting'});
    expect(reload).not.toHaveBeenCalled();
    container.takeOver();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
