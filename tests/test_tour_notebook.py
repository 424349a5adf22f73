"""``examples/tour.ipynb`` runs from top to bottom in a fresh kernel, and shows its values as
LaTeX and its thermograph, board and Hackenbush picture as SVG."""
import pathlib
import xml.etree.ElementTree as ET

import nbformat
import pytest
from nbclient import NotebookClient

ROOT = pathlib.Path(__file__).resolve().parent.parent
TOUR = ROOT / "examples" / "tour.ipynb"


@pytest.fixture(scope="module")
def executed():
    notebook = nbformat.read(TOUR, as_version=4)
    client = NotebookClient(notebook, timeout=300, kernel_name="python3",
                            resources={"metadata": {"path": str(ROOT)}})
    client.execute()  # raises CellExecutionError on the first cell that fails
    return notebook


def outputs(notebook, mime):
    return [o["data"][mime] for cell in notebook.cells if cell.cell_type == "code"
            for o in cell.outputs if mime in o.get("data", {})]


def test_the_tour_runs_and_shows_pictures(executed):
    svgs = outputs(executed, "image/svg+xml")
    assert len(svgs) == 4  # thermograph, Domineering board, Hackenbush, Toads-and-Frogs
    for svg in svgs:
        assert ET.fromstring(svg).tag == "{http://www.w3.org/2000/svg}svg"
    assert "thermograph" in svgs[0]
    latex = outputs(executed, "text/latex")
    assert latex and all(text.startswith("$") for text in latex)
    plain = outputs(executed, "text/plain")
    assert "^^*" in plain and "*3" in plain  # Winning Ways, ch. 3: the bogus nim-heap is *3
    assert not [o for cell in executed.cells if cell.cell_type == "code"
                for o in cell.outputs if o.get("output_type") == "error"]
