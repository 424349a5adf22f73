"""The fast paths of the graph and Fission rulesets against the definition.

Each ruleset values a position by a search that keys positions by a standard form (mirror
images, relabelled graphs) and splits them into parts; ``plain_value`` values the same position
by the options alone, so the two must agree. The standard forms must be isomorphic copies.
"""
import networkx as nx
from hypothesis import given, settings, strategies as st

from cgt.rulesets import Col, DigraphPlacement, Fission, Snort
from cgt.rulesets.engine import plain_value
from cgt.rulesets.graph_forms import bits, compact, parts, relabel


@st.composite
def fission_boards(draw, square=False):
    rows = draw(st.integers(1, 3))
    cols = rows if square else draw(st.integers(1, 4))
    cells = draw(st.lists(st.sampled_from("x...#"), min_size=rows * cols,
                          max_size=rows * cols))
    return "|".join("".join(cells[r * cols:(r + 1) * cols]) for r in range(rows))


@given(st.one_of(fission_boards(), fission_boards(square=True)))
@settings(max_examples=80, deadline=None)
def test_fission_search_agrees_with_plain_search(board):
    assert Fission(board).value == plain_value(Fission(board))


@st.composite
def digraphs(draw):
    n = draw(st.integers(1, 6))
    colours = draw(st.lists(st.sampled_from("LR."), min_size=n, max_size=n))
    arcs = [(u, v) for u in range(n) for v in range(n) if u != v and draw(st.booleans())]
    blue = [v for v, c in enumerate(colours) if c == "L"]
    red = [v for v, c in enumerate(colours) if c == "R"]
    return n, arcs, blue, red


@given(digraphs())
@settings(max_examples=60, deadline=None)
def test_digraph_placement_agrees_with_plain_search(graph):
    n, arcs, blue, red = graph
    position = DigraphPlacement(n, arcs, blue=blue, red=red)
    assert position.value == plain_value(position)


@st.composite
def marked_graphs(draw):
    n = draw(st.integers(1, 7))
    marks = "".join(draw(st.lists(st.sampled_from("..LR"), min_size=n, max_size=n)))
    edges = [(u, v) for u in range(n) for v in range(u + 1, n) if draw(st.booleans())]
    return marks, edges, draw(st.permutations(range(n)))


def _networkx(marks, outs, directed):
    g = nx.DiGraph() if directed else nx.Graph()
    g.add_nodes_from((v, {"mark": m}) for v, m in enumerate(marks))
    g.add_edges_from((v, u) for v, mask in enumerate(outs) for u in bits(mask))
    return g


def _same_mark(a, b):
    return a["mark"] == b["mark"]


@given(marked_graphs(), st.booleans())
@settings(max_examples=80, deadline=None)
def test_standard_forms_are_isomorphic_copies(graph, directed):
    marks, edges, order = graph
    n = len(marks)
    outs = [0] * n
    for u, v in edges:
        outs[u] |= 1 << v
        if not directed:
            outs[v] |= 1 << u
    links = [outs[v] | sum(1 << u for u in range(n) if outs[u] >> v & 1) for v in range(n)]
    whole = _networkx(marks, outs, directed)
    for part in parts(links, (1 << n) - 1):
        vertices = [v for v in order if part >> v & 1]
        sub = whole.subgraph(vertices)
        for new_marks, new_outs in (relabel(marks, outs, part, directed=directed),
                                    compact(marks, outs, part)):
            assert nx.is_isomorphic(sub, _networkx(new_marks, new_outs, directed),
                                    node_match=_same_mark)


@given(marked_graphs())
@settings(max_examples=40, deadline=None)
def test_renumbered_graphs_have_equal_values(graph):
    marks, edges, order = graph
    text = marks + "|" + " ".join(f"{u}-{v}" for u, v in edges)
    place = {old: new for new, old in enumerate(order)}
    renamed = "".join(marks[old] for old in order) + "|" + " ".join(
        f"{place[u]}-{place[v]}" for u, v in edges)
    for ruleset in (Col, Snort):
        assert ruleset(text).value == ruleset(renamed).value == plain_value(ruleset(renamed))


@given(st.integers(0, 1 << 70))
def test_bits_lists_the_set_bits(mask):
    assert list(bits(mask)) == [i for i in range(mask.bit_length()) if mask >> i & 1]
