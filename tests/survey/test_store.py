"""The SQLite store: a survey killed halfway resumes with the same rows and no duplicates, and
the rows can be read while a survey writes them (WAL mode)."""
import os
import pathlib
import sqlite3
import subprocess
import sys
import textwrap
import time

from cgt.survey import SQLiteStore, survey

ROOT = pathlib.Path(__file__).resolve().parents[2]

# A survey slow enough to be killed halfway: each of the 104 Domineering regions of up to 6
# squares is valued after a pause, in batches of 4.
SCRIPT = textwrap.dedent("""
    import sys
    import time

    from cgt.survey import survey

    def slow_value(position):
        time.sleep(0.04)
        return position.value

    survey("domineering", slow_value, store=sys.argv[1], client="synchronous", batch=4,
           squares=6)
""")


def run(script, store):
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(
        filter(None, [str(ROOT), os.environ.get("PYTHONPATH")]))}
    return subprocess.Popen([sys.executable, str(script), str(store)], cwd=ROOT, env=env)


def count(path):
    """The rows in the store, read by a connection of this process while another writes."""
    reader = sqlite3.connect(path, timeout=60)
    try:
        return reader.execute("SELECT count(*) FROM members").fetchone()[0]
    except sqlite3.OperationalError:  # the table is not made yet
        return 0
    finally:
        reader.close()


def test_a_killed_survey_resumes_with_the_same_rows(tmp_path):
    script, store = tmp_path / "slow.py", tmp_path / "store.sqlite"
    script.write_text(SCRIPT)
    process = run(script, store)
    try:
        # Reading while the survey writes: the count grows under our eyes.
        seen = []
        while process.poll() is None and (not seen or seen[-1] < 40):
            seen.append(count(store))
            time.sleep(0.05)
        process.kill()
        process.wait()
    finally:
        if process.poll() is None:
            process.kill()
    assert len(set(seen)) > 2, "the rows were not seen arriving"
    first = count(store)
    assert 40 <= first < 104, "the survey was not killed halfway"
    with SQLiteStore(store) as db:
        (name,), = db.connection.execute("SELECT DISTINCT survey FROM members").fetchall()
        before = db.rows(name)
    assert run(script, store).wait() == 0
    with SQLiteStore(store) as db:
        after = db.rows(name)
        keys = db.connection.execute("SELECT count(*), count(DISTINCT key) FROM members")
        assert keys.fetchone() == (104, 104)
    # The rows of the first run were kept as they were, not valued again.
    assert all(after[key] == row for key, row in before.items())
    # And every row is the one a survey in one go finds.
    whole = survey("domineering", "value", squares=6, client="synchronous")
    assert {row["key"]: (row["value"], row["kind"], row["outcome"]) for row in whole} == \
        {key: (row["value"], row["kind"], row["outcome"]) for key, row in after.items()}


def test_a_rerun_values_nothing_again(tmp_path):
    store = tmp_path / "store.sqlite"
    calls = []

    def value(position):
        calls.append(position)
        return position.value
    first = survey("domineering", value, squares=4, store=store, client="synchronous")
    assert len(calls) == len(first) == 1 + 2 + 3 + 9
    again = survey("domineering", value, squares=5, store=store, client="synchronous")
    assert len(calls) == len(again) == 1 + 2 + 3 + 9 + 21
    assert again[:len(first)] == first


def test_the_store_is_in_wal_mode_and_readers_do_not_wait(tmp_path):
    path = tmp_path / "store.sqlite"
    with SQLiteStore(path) as store:
        store.add("s", [{"key": "a", "value": "1"}])
        reader = sqlite3.connect(path, timeout=0)
        assert reader.execute("PRAGMA journal_mode").fetchone() == ("wal",)
        # A write under way (not committed) does not stop a reader, who sees the last commit.
        store.connection.execute("BEGIN IMMEDIATE")
        store.connection.execute("INSERT INTO members (survey, key) VALUES ('s', 'b')")
        assert reader.execute("SELECT key FROM members").fetchall() == [("a",)]
        store.connection.commit()
        assert reader.execute("SELECT key FROM members ORDER BY key").fetchall() \
            == [("a",), ("b",)]
        reader.close()


def test_a_key_held_keeps_its_row(tmp_path):
    with SQLiteStore(tmp_path / "store.sqlite") as store:
        store.add("s", [{"key": "a", "value": "1", "details": {"order": 3}}])
        store.add("s", [{"key": "a", "value": "2"}, {"key": "b", "value": "3"}])
        rows = store.rows("s")
        assert (rows["a"]["value"], rows["a"]["details"], rows["b"]["value"]) \
            == ("1", {"order": 3}, "3")
        assert store.rows("other") == {}
