"""Surreal numbers beyond the short ones, ordinals, and transfinite nimbers.

``Surreal`` holds a number in Conway normal form Σ rᵢ·ω^(yᵢ) (Conway, *On Numbers and Games*,
ch. 3; Gonshor, *An Introduction to the Theory of Surreal Numbers*, ch. 5), or a reduced
quotient of two such forms; ``surreal(x)`` reads ints, Fractions, sympy real algebraic
numbers, dyadic ``Game`` numbers and text.

>>> from cgt.numbers.surreal import omega, epsilon, surreal
>>> omega * epsilon
surreal('1')
>>> print(surreal("omega^omega + 1/(omega+1)"))
(ω^(ω+1)+ω^ω+1)/(ω+1)
"""
from cgt.numbers.surreal.surreal import Surreal, epsilon, omega, surreal
from cgt.numbers.surreal.ordinal import Ordinal, nat_add, nat_mul, omega_ordinal, ordinal
from cgt.numbers.surreal.nimber import (Nimber, NimOrdinalError, NimRangeError, nim_add, nim_mul,
                                        nim_pow, transfinite_nimber)
from cgt.numbers.surreal.reals import Algebraic
from cgt.numbers.surreal.signs import SignExpansion

__all__ = ["Algebraic", "NimOrdinalError", "NimRangeError", "Nimber", "Ordinal", "SignExpansion",
           "Surreal",
           "epsilon", "nat_add", "nat_mul", "nim_add", "nim_mul", "nim_pow", "omega",
           "omega_ordinal", "ordinal", "surreal", "transfinite_nimber"]
