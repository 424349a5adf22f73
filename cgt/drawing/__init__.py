"""Pictures drawn by cgt itself, as SVG text with no plotting dependency.

``svg`` writes the elements; ``boards`` draws square boards and strips (Domineering, Cram,
Clobber, Konane, Amazons, Toads-and-Frogs); ``hackenbush`` lays out a picture of coloured edges
on the ground; ``dots_and_boxes`` draws dots, drawn lines and claimed boxes. The thermograph's
picture is drawn in ``cgt.short.thermograph_drawing`` with the same writer. Every drawing takes
plain data (rows of characters, edges, lines), so these modules import nothing of the games.
"""

__all__: list[str] = []
