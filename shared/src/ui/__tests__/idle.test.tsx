import { render } from '@testing-library/react';
import { usePrefetchOnIdle, whenIdle } from '../idle';

type IdleWindow = { requestIdleCallback?: unknown; cancelIdleCallback?: unknown };
const idleWindow = window as unknown as IdleWindow;

describe('whenIdle', () => {
  let idle: Array<() => void>;
  beforeEach(() => {
    idle = [];
    idleWindow.requestIdleCallback = jest.fn((cb: () => void) => idle.push(cb));
    idleWindow.cancelIdleCallback = jest.fn();
  });
  afterEach(() => {
    delete idleWindow.requestIdleCallback;
    delete idleWindow.cancelIdleCallback;
  });

  it('runs the task in an idle callback of a loaded page, with a timeout', () => {
    const task = jest.fn();
    whenIdle(task, 1500);
    expect(window.requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 1500 });
    expect(task).not.toHaveBeenCalled();
    idle.forEach((cb) => cb());
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('waits for the load event when the page is still loading', () => {
    const state = jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const task = jest.fn();
    whenIdle(task);
    expect(window.requestIdleCallback).not.toHaveBeenCalled();
    state.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    idle.forEach((cb) => cb());
    expect(task).toHaveBeenCalledTimes(1);
    state.mockRestore();
  });

  it('a cancelled task never runs', () => {
    const task = jest.fn();
    const cancel = whenIdle(task);
    cancel();
    idle.forEach((cb) => cb());
    expect(task).not.toHaveBeenCalled();
    expect(window.cancelIdleCallback).toHaveBeenCalled();
  });

  it('falls back to a timeout where the browser has no requestIdleCallback', () => {
    delete idleWindow.requestIdleCallback;
    jest.useFakeTimers();
    const task = jest.fn();
    whenIdle(task);
    expect(task).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(task).toHaveBeenCalledTimes(1);
    jest.useRealTimers();
  });
});

describe('usePrefetchOnIdle', () => {
  function Probe({ load, keyValue }: { load: () => Promise<unknown>; keyValue: string | false }) {
    usePrefetchOnIdle(load, keyValue);
    return null;
  }

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('loads nothing while the key is false, then once per new key', () => {
    const load = jest.fn(() => Promise.resolve());
    const { rerender } = render(<Probe load={load} keyValue={false} />);
    jest.runAllTimers();
    expect(load).not.toHaveBeenCalled();
    rerender(<Probe load={load} keyValue="31,32" />);
    jest.runAllTimers();
    expect(load).toHaveBeenCalledTimes(1);
    rerender(<Probe load={load} keyValue="31,32" />);
    jest.runAllTimers();
    expect(load).toHaveBeenCalledTimes(1);
    rerender(<Probe load={load} keyValue="31,32,40" />);
    jest.runAllTimers();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('ignores a failed or throwing load (the action loads it again)', async () => {
    const failing = jest.fn(() => Promise.reject(new Error('sin red')));
    const throwing = jest.fn((): Promise<unknown> => {
      throw new Error('roto');
    });
    render(
      <>
        <Probe load={failing} keyValue="a" />
        <Probe load={throwing} keyValue="b" />
      </>,
    );
    jest.runAllTimers();
    await Promise.resolve();
    expect(failing).toHaveBeenCalledTimes(1);
    expect(throwing).toHaveBeenCalledTimes(1);
  });

  it('does not load after unmounting before the page was idle', () => {
    const load = jest.fn(() => Promise.resolve());
    const { unmount } = render(<Probe load={load} keyValue="x" />);
    unmount();
    jest.runAllTimers();
    expect(load).not.toHaveBeenCalled();
  });
});
