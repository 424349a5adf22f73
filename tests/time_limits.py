"""A time limit set by the test harness: a call still running when it expires fails its test
with ``TimeoutError``. It bounds hangs; nothing is timed."""
import contextlib
import signal

#: Seconds a call may run: far beyond what each needs, far below what a hang takes.
LIMIT = 5


@contextlib.contextmanager
def time_limit(seconds=LIMIT):
    """Raise ``TimeoutError`` in the block if it is still running after ``seconds``."""
    def expire(signum, frame):
        raise TimeoutError(f"still running after {seconds} s")

    previous = signal.signal(signal.SIGALRM, expire)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def within_limit(call, seconds=LIMIT):
    """``call()`` under ``time_limit``."""
    with time_limit(seconds):
        return call()
