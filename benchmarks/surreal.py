"""Surreal numbers in normal form: sums and products of 10-term forms (with rational exponents,
and with exponents ω·a + b), comparisons of quotients
with 50-term sides, nim-products of transfinite ordinals, and sign expansions."""
import random
from fractions import Fraction

from cgt.numbers.surreal import Ordinal, nim_mul, omega, surreal


def _form(rng, terms, exponents):
    return sum((Fraction(rng.randint(-9, 9) or 1, rng.choice([1, 2, 3])) * omega ** e
                for e in rng.sample(exponents, terms)), surreal(0))


def add_and_multiply(count, terms):
    def setup():
        rng = random.Random(1)
        exponents = list(range(-20, 21))
        pairs = [(_form(rng, terms, exponents), _form(rng, terms, exponents)) for _ in range(20)]

        def job():
            total = 0
            for k in range(count // 2):
                x, y = pairs[k % len(pairs)]
                total += len((x + y)._p) + len((x * y)._p)
            return f"{count} operations, {total} terms"

        return job

    return setup


def multiply_nested(count, terms):
    def setup():
        rng = random.Random(2)
        exponents = [omega * a + b for a in range(3) for b in range(-3, 4)]
        pairs = [(_form(rng, terms, exponents), _form(rng, terms, exponents)) for _ in range(20)]

        def job():
            total = 0
            for k in range(count):
                x, y = pairs[k % len(pairs)]
                total += len((x * y)._p)
            return f"{count} products, {total} terms"

        return job

    return setup


def add_and_multiply_nested(count, terms):
    def setup():
        rng = random.Random(2)
        exponents = [omega * a + b for a in range(3) for b in range(-3, 4)]
        pairs = [(_form(rng, terms, exponents), _form(rng, terms, exponents)) for _ in range(20)]

        def job():
            for k in range(count // 2):
                x, y = pairs[k % len(pairs)]
                x + y
                x * y
            return f"{count} operations"

        return job

    return setup


def compare_quotients(terms):
    def setup():
        # (P + ε^k)/Q against P/Q: the first difference is deep in both cross products.
        rng = random.Random(3)
        exponents = list(range(0, 200))
        p = _form(rng, terms, exponents) + 1
        q = _form(rng, terms, exponents) + omega ** 300
        r = p + omega ** -500
        x, y = p / q, r / q
        assert x.is_quotient and len(x._p) >= terms - 1

        def job():
            return (x < y, y < x, x == y)

        return job

    return setup


def nim_products():
    def setup():
        xs = [Ordinal(t) for t in ("omega^(omega^2*31)+omega^5+3", "omega^(omega*49)+omega^8*2+1",
                                   "omega^(omega^3)+omega^omega*4+7")]

        def job():
            return nim_mul(nim_mul(xs[0], xs[1]), xs[2])

        return job

    return setup


def birthdays():
    def setup():
        xs = [surreal(t) for t in ("omega^(3/4)+omega^(1/4)", "omega/3+sqrt(omega)",
                                   "epsilon-epsilon^2", "omega^omega*3+omega^2/2-7/16")]

        def job():
            return [str(x.birthday) for x in xs]

        return job

    return setup


WORKLOADS = [
    ("10^4 + and * of 10-term forms", "10 terms", add_and_multiply(10 ** 4, 10)),
    ("10^3 + and * of nested 10-term forms", "10 terms", add_and_multiply_nested(10 ** 3, 10)),
    ("10^4 * of nested 10-term forms", "10 terms", multiply_nested(10 ** 4, 10)),
    ("compare quotients of 50-term forms", "50 terms", compare_quotients(50)),
    ("nim-product of three ordinals < ω^ω^4", "3 factors", nim_products()),
    ("birthdays of four finite forms", "4 numbers", birthdays()),
]
