"""Surveys run in this process and on a Dask LocalCluster: the rows, the records, the failures."""
import pytest

import cgt
from cgt.impartial.take_and_break import TakeAndBreak
from cgt.rulesets import Domineering
from cgt.survey import SQLiteStore, summary, survey


def by_key(records):
    return {row["key"]: row for row in records}


def results(records):
    """The rows without the time each member took."""
    return [{k: v for k, v in row.items() if k != "seconds"} for row in records]


@pytest.fixture(scope="module")
def two_digit_codes():
    return survey("octal", "period", digits=2, max_heap=4096, client="synchronous")


def test_periods_of_two_digit_codes(two_digit_codes):
    rows = by_key(two_digit_codes)
    assert len(rows) == 63
    # Winning Ways, vol. 1, ch. 4: Kayles (0.77) has period 12 from 71, its 14 exceptions
    # all below 71; Dawson's Kayles (0.07) period 34 from 53.
    assert (rows["0.77"]["period"], rows["0.77"]["preperiod"]) == (12, 71)
    assert rows["0.77"]["exceptions"] == 14
    assert rows["0.77"]["value"].startswith("0 1 2 3 1 4 3 2 1 4 2 6 4 1 2 7 1 4 3 2")
    assert (rows["0.07"]["period"], rows["0.07"]["preperiod"]) == (34, 53)
    # 0.4 is 0.07 shifted by one heap, so its pre-period is one more.
    assert (rows["0.4"]["period"], rows["0.4"]["preperiod"]) == (34, 54)
    # 0.16 has period 149459 from 105351 (Flammenkamp's tables): far beyond 4096 heaps.
    assert rows["0.16"]["period"] is None and rows["0.16"]["proved_below"] == 4096
    assert all(row["error"] is None and row["version"] == cgt.__version__
               for row in rows.values())


def test_period_statistics(two_digit_codes):
    periods = summary(two_digit_codes)["periods"]
    proved = [row for row in two_digit_codes if row["period"] is not None]
    assert periods["proved"] == len(proved) and periods["unproved"] == 63 - len(proved)
    assert sum(periods["period"].values()) == len(proved)
    assert periods["period"][34] == sum(row["period"] == 34 for row in proved)
    assert periods["largest period"] == max(row["period"] for row in proved)
    assert periods["largest preperiod"] == max(row["preperiod"] for row in proved)


def test_a_user_iterable_with_keys_and_without():
    # Dawson's Chess (0.137) is 0.07 shifted by one heap: period 34 from 52 (WW ch. 4).
    rows = by_key(survey([TakeAndBreak("0.137"), ("kayles", TakeAndBreak("0.77"))], "period",
                         max_heap=4096, client="synchronous"))
    assert (rows["TakeAndBreak('0.137')"]["period"], rows["TakeAndBreak('0.137')"]["preperiod"]) \
        == (34, 52)
    assert rows["kayles"]["period"] == 12


def test_a_user_function_and_its_kinds():
    boards = ["..|..", "...", "..#|...", ".|."]
    rows = by_key(survey([Domineering(b) for b in boards], lambda position: position.value,
                         client="synchronous"))
    assert [rows[b]["value"] for b in boards] == ["+-1", "-1", "+-1", "1"]
    assert [rows[b]["kind"] for b in boards] == ["switch", "number", "switch", "number"]
    assert rows["..|.."]["outcome"] == "N"
    # A function's result need not be a game: its text is the value.
    rows = by_key(survey(boards, len, client="synchronous"))
    assert rows["..#|..."]["value"] == "7" and rows["..#|..."]["kind"] is None
    # Results equal in Python but written apart stay apart.
    rows = by_key(survey([("one", 1), ("true", True), ("float", 1.0)], lambda x: x,
                         client="synchronous"))
    assert [rows[k]["value"] for k in ("one", "true", "float")] == ["1", "True", "1.0"]


def failing(text):
    if "#" in text:
        raise ValueError(f"no value for {text}")
    return len(text)


def test_a_failure_is_recorded_and_the_survey_goes_on(tmp_path):
    path = tmp_path / "store.sqlite"
    rows = by_key(survey(["..", "..#", "..."], failing, store=path, client="synchronous"))
    assert rows["..#"]["error"] == "ValueError: no value for ..#" and rows["..#"]["value"] is None
    assert rows["..."]["value"] == "3" and rows["..."]["error"] is None
    assert summary(rows.values())["failed"] == 1
    # The failure is held like any row; forgetting it lets the next run try again.
    with SQLiteStore(path) as store:
        name, = {n for n, in store.connection.execute("SELECT DISTINCT survey FROM members")}
        assert store.forget_failed(name) == 1
        assert store.keys(name) == {"..", "..."}


def test_outcome_and_temperature():
    rows = by_key(survey("clobber", "outcome", length=3, client="synchronous"))
    # Strips are keyed by the least of a word and its reversal: xo is ox, xxo is oxx (up).
    assert rows["ox"]["value"] == "N" and rows["oxx"]["value"] == "L"
    rows = by_key(survey([Domineering("...|..#")], "temperature", client="synchronous"))
    assert rows["...|..#"]["value"] == "1" and rows["...|..#"]["kind"] == "switch"


def test_a_local_cluster_finds_the_same_rows():
    distributed = pytest.importorskip("distributed")
    alone = survey("domineering", "value", squares=5, client="synchronous")
    codes = survey("octal", "period", digits=1, max_heap=1024, client="synchronous")
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=False,
                                  dashboard_address=None) as cluster, \
            distributed.Client(cluster) as client:
        assert results(survey("domineering", "value", squares=5, client=client, batch=4)) \
            == results(alone)
        assert results(survey("octal", "period", digits=1, max_heap=1024, client=client)) \
            == results(codes)
        assert client.status == "running"  # the client given is left open for its owner


def test_records_as_a_data_frame_only_with_pandas():
    import importlib.util
    from cgt.survey import SurveyError
    if importlib.util.find_spec("pandas") is None:
        with pytest.raises(SurveyError, match="needs pandas"):
            survey(["..", "..."], len, client="synchronous", frame=True)
    else:
        found = survey(["..", "..."], len, client="synchronous", frame=True)
        assert list(found["value"]) == ["2", "3"]


def test_progress_counts_the_members_done(tmp_path):
    store = tmp_path / "store.sqlite"
    survey("subtraction", "period", largest=2, store=store, client="synchronous")
    heard = []
    survey("subtraction", "period", largest=4, store=store, client="synchronous", batch=3,
           progress=lambda done, total: heard.append((done, total)))
    # The 3 sets inside {1, 2} are held; the other 12 come in batches of at most 3.
    assert heard[0] == (3, 15) and heard[-1] == (15, 15)
    assert [done for done, _ in heard] == sorted(done for done, _ in heard)


def test_the_package_is_callable_as_its_survey_function():
    import cgt.survey

    rows = cgt.survey("octal", "period", digits=1, max_heap=256, client="synchronous")
    assert [(row["key"], row["period"], row["preperiod"]) for row in rows][:2] == [
        ("0.1", 1, 2), ("0.2", 2, 1)]
