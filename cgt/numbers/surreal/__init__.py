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
from cgt.numbers.surreal import parse as _parse, quotient as _quotient, text as _text
from cgt.numbers.surreal.reals import Algebraic
from cgt.numbers.surreal.surreal import Surreal, epsilon, omega, ops, surreal

ops.parse = _parse.parse
ops.to_text = _text.to_text
ops.to_latex = _text.to_latex
ops.add = _quotient.add
ops.multiply = _quotient.multiply
ops.divide = _quotient.divide
ops.compare = _quotient.compare
ops.coefficient = _quotient.coefficient

__all__ = ["Algebraic", "Surreal", "epsilon", "omega", "surreal"]
