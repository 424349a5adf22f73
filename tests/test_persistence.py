"""Tables saved to files and loaded back; a header that does not match is refused."""
import json
import subprocess
import sys

import numpy as np
import pytest

from cgt import clear_caches
from cgt.errors import CGTTypeError, CGTValueError
from cgt.impartial import (GrundysGame, Subtraction, TakeAndBreak, genus, load_genera,
                           load_nim_values, save_genera, save_nim_values)
from cgt.impartial.rulesets import Nim
from cgt.persistence import (MAGIC, TableFileError, load_arrays, load_table, read_header,
                             save_arrays, save_table)
from cgt.rulesets import Domineering
from cgt.rulesets.domineering import load_regions, save_regions


def test_round_trip_of_an_array(tmp_path):
    path = tmp_path / "t.cgt"
    values = np.arange(12, dtype=np.int16).reshape(3, 4)
    header = save_table(path, values, "test", "Game", "code", start=5)
    assert (header.start, header.stop, header.shape) == (5, 8, (3, 4))
    loaded, again = load_table(path, "test", "Game", "code")
    assert loaded.dtype == np.int16 and (loaded == values).all()
    assert again == header == read_header(path)
    assert again.arrays == header.arrays and header.arrays["values"]["dtype"] == "int16"


def test_header_is_one_json_line_after_the_magic(tmp_path):
    path = tmp_path / "t.cgt"
    save_table(path, [1, 2, 3], "nim-values", "TakeAndBreak", "0.07")
    with open(path, "rb") as f:
        assert f.readline() == MAGIC
        fields = json.loads(f.readline())
    assert fields["game"] == "TakeAndBreak" and fields["code"] == "0.07"
    assert fields["version"] and fields["stop"] == 3
    assert fields["arrays"]["values"]["shape"] == [3]


def test_dawsons_kayles_values(tmp_path):
    # Dawson's Kayles, 0.137: 0 1 1 2 0 3 1 1 0 3 3 2 2 4 0 5 2 2 3 3 0 1 1 3 0 2 1 1 0 4 5 2 7 4
    # (Winning Ways, vol. 1, ch. 4, table 6), period 34 from heap 52.
    path = tmp_path / "dawson.cgt"
    save_nim_values(TakeAndBreak("0.137"), path, 500)
    values = load_nim_values(TakeAndBreak("0.137"), path)
    assert values[:20].tolist() == [0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3]
    assert len(values) == 501 and (values[100:134] == values[134:168]).all()


def test_loading_refuses_another_game_or_a_short_table(tmp_path):
    path = tmp_path / "kayles.cgt"
    save_nim_values(TakeAndBreak("0.77"), path, 100)
    with pytest.raises(TableFileError, match="code '0.77', not '0.137'"):
        load_nim_values(TakeAndBreak("0.137"), path)
    with pytest.raises(TableFileError, match="game 'TakeAndBreak', not 'GrundysGame'"):
        load_nim_values(GrundysGame(), path)
    with pytest.raises(TableFileError, match="covers 0 to 100, not up to 200"):
        load_nim_values(TakeAndBreak("0.77"), path, 200)
    with pytest.raises(TableFileError, match="kind 'nim-values', not 'genus'"):
        load_genera(path)
    assert issubclass(TableFileError, CGTValueError)


def test_other_heap_games_are_named_by_their_repr(tmp_path):
    path = tmp_path / "s.cgt"
    header = save_nim_values(Subtraction({1, 3, 4}), path, 20)
    assert header.code == "Subtraction({1, 3, 4})"
    # The subtraction game {1, 3, 4} has period 7: 0 1 0 1 2 3 2 (Winning Ways, vol. 1, ch. 4).
    assert load_nim_values(Subtraction({1, 3, 4}), path, 6).tolist() == [0, 1, 0, 1, 2, 3, 2]


def test_damage_is_detected(tmp_path):
    path = tmp_path / "t.cgt"
    save_table(path, np.arange(100, dtype=np.int64), "test", "G", "c")
    data = bytearray(path.read_bytes())
    data[-8] ^= 1  # one bit of the last value
    path.write_bytes(bytes(data))
    with pytest.raises(TableFileError, match="does not match its header"):
        load_table(path, "test")
    path.write_bytes(b"not a table")
    with pytest.raises(TableFileError, match="not a cgt table file"):
        load_table(path, "test")
    path.write_bytes(MAGIC + b"{oops\n")
    with pytest.raises(TableFileError, match="header .* is damaged"):
        read_header(path)


def test_newer_versions_are_refused(tmp_path):
    path = tmp_path / "t.cgt"
    save_table(path, [1], "test", "G", "c")
    text = path.read_bytes().replace(b'"version": "', b'"version": "99.', 1)
    path.write_bytes(text)
    with pytest.raises(TableFileError, match="newer than this cgt"):
        load_table(path, "test")


def test_object_arrays_are_refused(tmp_path):
    with pytest.raises(TableFileError, match="numbers"):
        save_table(tmp_path / "t.cgt", np.array([object()]), "test", "G", "c")


def test_genera_round_trip(tmp_path):
    genera = [genus(Nim([n])) for n in range(6)]
    path = tmp_path / "nim.cgt"
    save_genera(path, genera, "Nim", "one heap")
    assert load_genera(path, "Nim", "one heap") == genera
    # The genus of 0 is 0^120 and of * is 1^031 (Winning Ways, vol. 2, ch. 13).
    assert [str(g) for g in load_genera(path)[:2]] == ["0^{120}", "1^{031}"]


def test_a_table_crosses_processes(tmp_path):
    path = tmp_path / "grundy.cgt"
    code = (f"from cgt.impartial import GrundysGame, save_nim_values; "
            f"save_nim_values(GrundysGame(), {str(path)!r}, 300)")
    subprocess.run([sys.executable, "-c", code], check=True)
    values = load_nim_values(GrundysGame(), path)
    assert (values == GrundysGame().nim_values(300)).all()


def test_bad_paths_and_arguments(tmp_path):
    with pytest.raises(CGTTypeError, match="path"):
        save_table(1, [1], "test", "G", "c")  # never file descriptor 1
    with pytest.raises(TableFileError, match="cannot read .*missing.cgt"):
        load_table(tmp_path / "missing.cgt", "test")
    with pytest.raises(TableFileError, match="cannot write"):
        save_table(tmp_path / "no" / "such" / "dir.cgt", [1], "test", "G", "c")
    with pytest.raises(CGTTypeError, match="heap game"):
        save_nim_values("0.137", tmp_path / "t.cgt", 10)
    with pytest.raises(CGTTypeError, match="genera"):
        save_genera(tmp_path / "t.cgt", 5, "G")


# -- a region table is read as trusted data, but only short games in canonical form ---------------

@pytest.fixture
def regions(tmp_path):
    clear_caches()
    value = Domineering.rectangle(4, 5).value   # 20 squares: the level-at-a-time search
    path = tmp_path / "regions.cgt"
    header = save_regions(path)
    clear_caches()
    yield path, header, value
    clear_caches()


def rewritten(path, edit):
    """A copy of the region file at ``path`` whose lines of values and indices of values are
    changed by ``edit(lines, arrays)``, with checksums that fit."""
    arrays, header = load_arrays(path, "domino-regions")
    lines = arrays["text"].tobytes().decode("utf-8").split("\n")
    edit(lines, arrays)
    arrays["text"] = np.frombuffer("\n".join(lines).encode("utf-8"), dtype=np.uint8)
    out = path.with_name("edited.cgt")
    save_arrays(out, arrays, header.kind, header.game, header.code, header.start, header.stop)
    return out


def test_a_wrong_value_with_checksums_that_fit_is_caught_by_verify(regions):
    path, header, value = regions
    assert str(value) == "1"

    def edit(lines, arrays):
        # the largest region of the file is the whole board
        whole = max(range(header.stop), key=lambda i: int(arrays["keys"][i]).bit_count())
        lines.append("+-100")
        arrays["values"][whole] = len(lines) - 1

    edited = rewritten(path, edit)
    with pytest.raises(TableFileError, match=r"its value is 1, not \+-100"):
        load_regions(edited, verify=header.stop)
    assert Domineering.rectangle(4, 5).value == value   # nothing was loaded
    # Without verify, the file is believed: it is trusted data.
    assert load_regions(edited) == header.stop
    assert str(Domineering.rectangle(4, 5).value) == "+-100"
    clear_caches()
    assert load_regions(path, verify=10) == header.stop
    assert Domineering.rectangle(4, 5).value == value


@pytest.mark.parametrize("text", ["on", "a{0|a}", "{0|pass}", "upon"])
def test_a_loopy_value_is_refused(regions, text):
    path, _, _ = regions
    edited = rewritten(path, lambda lines, arrays: lines.__setitem__(1, text))
    with pytest.raises(TableFileError, match="line 2 of the values .* is not a short game"):
        load_regions(edited)


@pytest.mark.parametrize("text", ["{1|1}", "3/6", "{0|}", "^+*", "", "{1|", "1.5"])
def test_a_value_not_in_canonical_notation_is_refused(regions, text):
    path, _, _ = regions
    edited = rewritten(path, lambda lines, arrays: lines.__setitem__(0, text))
    with pytest.raises(TableFileError, match="line 1 of the values"):
        load_regions(edited)


def test_verify_counts_regions(regions):
    path, _, _ = regions
    with pytest.raises(CGTValueError, match="verify"):
        load_regions(path, verify=-1)


def test_a_plain_table_needs_no_kind_game_or_code(tmp_path):
    path = tmp_path / "plain.cgt"
    header = save_table(path, [[1, 2], [3, 4]])
    assert (header.kind, header.game, header.code) == ("table", "", "")
    values, again = load_table(path)
    assert values.tolist() == [[1, 2], [3, 4]] and again == header
    arrays, _ = load_arrays(path)
    assert arrays["values"].tolist() == [[1, 2], [3, 4]]
    save_arrays(tmp_path / "two.cgt", {"a": [1], "b": [2, 3]})
    arrays, _ = load_arrays(tmp_path / "two.cgt")
    assert {k: v.tolist() for k, v in arrays.items()} == {"a": [1], "b": [2, 3]}
    with pytest.raises(TableFileError, match="kind 'table', not 'nim-values'"):
        load_table(path, "nim-values")
