"""The named loopy games of *Winning Ways*, vol. 2, ch. 11.

=========  =====================  =====================================================
name       definition             facts (ch. 11)
=========  =====================  =====================================================
on         {pass |}               greater than every short game ("How Big Is on?")
off        {| pass}               -on
dud        {pass | pass}          on & off = on + off; dud + G = dud ("on, off and dud")
over       {0 | pass}             0 < over < every positive number
under      {pass | 0}             -over
upon       {pass | *}             ↑ < upon < ⇑; upon = ↑^[on] ("Stoppers Have Only One Side")
upon_star  {0, pass | 0}          upon + * = * : on ("Taking Care of Plumtrees")
tis, tisn  {tisn |}, {| tis}      1 & 0 and 0 & -1 ("'Tis!-'Tis n!")
hot        {on | off}             the only game both half-on and half-off ("on, off and hot")
ono, oof   {on | 0}, {0 | off}    ono + oof = hi & lo ("Working With Upsums and Downsums")
hi, lo     {on || 0 | off}, ...   {on | oof} and {ono | off}
tiny       {0 || 0 | off}         Tiny(on), the smallest positive value ("How big is tiny?")
miny       {on | 0 || 0}          -tiny
up_on      {0 | -upon + *}        ↑^on, the degree of upon (Extras, "upon")
=========  =====================  =====================================================
"""
from __future__ import annotations

from cgt.loopy.arithmetic import OFF, ON
from cgt.loopy.build import braces, equations
from cgt.short.named import star
from cgt.short.store import integer

__all__ = [
    "zero", "on", "off", "dud", "over", "under", "upon", "upon_star", "tis", "tisn", "hot", "ono",
    "oof", "hi", "lo", "up_on"
]

zero = integer(0)

on = ON
off = OFF
dud = equations({"dud": (["dud"], ["dud"])})
over = equations({"over": ([zero], ["over"])})
under = -over
upon = equations({"upon": (["upon"], [star])})
upon_star = equations({"u": ([zero, "u"], [zero])})
tis = equations({"tis": (["tisn"], []), "tisn": ([], ["tis"])})
tisn = equations({"tisn": ([], ["tis"]), "tis": (["tisn"], [])})
hot = braces([on], [off])
ono = braces([on], [zero])
oof = braces([zero], [off])
hi = braces([on], [oof])
lo = braces([ono], [off])
tiny = braces([zero], [braces([zero], [off])])
miny = -tiny
up_on = braces([zero], [-upon + star])

#: The names of named values.
NAMES = {"on": on, "off": off, "dud": dud, "over": over, "under": under, "upon": upon,
         "tis": tis, "tisn": tisn, "hot": hot, "ono": ono, "oof": oof, "hi": hi, "lo": lo}

#: How the printer writes named values (CGSuite's notation).
PRINTED = {on: "on", off: "off", dud: "dud", over: "over", under: "under", upon: "^[on]",
           -upon: "v[on]", upon_star: "^[on]*", -upon_star: "v[on]*", tiny: "Tiny(on)",
           miny: "Miny(on)", up_on: "^<on>", -up_on: "v<on>"}

#: The names the parser reads.
READ = dict(NAMES, upon_star=upon_star, **{"-upon": -upon, "up_on": up_on, "-up_on": -up_on})
