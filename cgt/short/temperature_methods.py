"""Methods of ``Game`` for temperature theory and its relatives (a mixin of ``Game``)."""


class TemperatureMethods:
    """Thermography, cooling and heating, atomic weight, reduced forms and products."""

    __slots__ = ()
