"""Region databases of the level-at-a-time search, saved and loaded back."""
import numpy as np
import pytest

import cgt
from cgt.errors import CGTTypeError
from cgt.persistence import TableFileError, load_arrays, save_arrays
from cgt.rulesets import Cram, Domineering
from cgt.rulesets.domineering import load_regions, save_regions


@pytest.fixture
def saved(tmp_path):
    cgt.clear_caches()
    value = Domineering.rectangle(4, 5).value  # 20 squares: the level-at-a-time search
    path = tmp_path / "regions.cgt"
    header = save_regions(path)
    cgt.clear_caches()
    return path, header, value


def test_loaded_regions_give_the_value_at_once(saved):
    path, header, value = saved
    assert header.game == "Domineering" and header.stop > 100
    assert load_regions(path) == header.stop
    search = Domineering._bulk_searches[8]
    assert len(search.table) >= header.stop
    before = dict(search.table)
    assert Domineering.rectangle(4, 5).value is value
    assert search.table.keys() == before.keys()  # nothing was searched again


def test_another_ruleset_is_refused(saved):
    path, _, _ = saved
    with pytest.raises(TableFileError, match="game 'Domineering', not 'Cram'"):
        load_regions(path, Cram)
    with pytest.raises(CGTTypeError, match="Domineering and Cram"):
        save_regions(path, Domineering.rectangle(2, 2))


def test_regions_that_do_not_check_are_refused(saved, tmp_path):
    path, header, _ = saved
    arrays, header = load_arrays(path, "domino-regions")
    order = np.argsort([int(k).bit_count() for k in arrays["keys"]])
    smallest = order[0]
    # Give the smallest region the value of the largest one, as a file with other keys would.
    arrays["values"][smallest] = arrays["values"][order[-1]]
    bad = tmp_path / "bad.cgt"
    save_arrays(bad, arrays, "domino-regions", "Domineering", header.code, 0, header.stop)
    with pytest.raises(TableFileError, match="another key layout"):
        load_regions(bad)
