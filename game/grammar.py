"""Grammar functions for the catalogs: numbers in words and declined names.

Every catalog may call two Fluent functions besides Fluent's own (they are
registered for every language in ``game/i18n.py``):

``WORDS($n, case: "gen", gender: "f", animate: "yes", ordinal: "yes")``
    ``$n`` in words, as the sentence needs it: ``case`` is one of the
    project's case names (``nom`` the default, ``gen``, ``dat``, ``acc``,
    ``ins``, ``prep``), ``gender`` ``m`` (default), ``f`` or ``n``; ``animate``
    matters only in the accusative (``yes``: "двух игроков"; default no:
    "две карты"); ``ordinal: "yes"`` gives the ordinal ("третье"). The
    words come from num2words in the catalog's language; a language that
    num2words lacks keeps the digits. ``$n`` may be a text the code joined
    ("3, 6 и 8"): each number in it is said so. Named arguments in Fluent are literals,
    so a message whose case varies selects on ``$case`` and calls WORDS in
    each branch.

``NAME($who, case: "gen")``
    A player's name declined (Russian first names by pytrovich's rules,
    the pronoun "вы" from its own forms: "у вас", "для вас"); a name the
    rules do not know, or a language without declension, stays as it is.

    >>> words(31, "ru", gender="f")
    'тридцать одна'
    >>> words(2, "ru", case="gen", gender="f")
    'двух'
    >>> name("Ада", "ru", case="dat")
    'Аде'
    >>> name("вы", "ru", case="gen")
    'вас'

Spoken text only: on-screen labels (``table.ftl``) keep digits, which a
low-vision reader takes in at a glance; braille keeps what it is given.
Stress marks for the voice (``STRESS_MARK``) are dropped from what is drawn
or brailled (``unstressed``).
"""

from __future__ import annotations

import re
from functools import cache
from typing import Any

# num2words and pytrovich are imported on first use, not with the catalogs:
# English never needs them, and their imports (~0.1 s, more on a loaded
# machine) would otherwise delay every launch's first word.

#: The project's case names (``$case`` in the catalogs) as num2words names them.
NUM2WORDS_CASES = {"nom": "nominative", "gen": "genitive", "dat": "dative",
                   "acc": "accusative", "ins": "instrumental", "prep": "prepositional"}
#: ... and as pytrovich's ``Case`` members are named.
NAME_CASES = {"nom": "NOMINATIVE", "gen": "GENITIVE", "dat": "DATIVE", "acc": "ACCUSATIVE",
              "ins": "INSTRUMENTAL", "prep": "PREPOSITIONAL"}
#: The player's own "name" in Russian is the pronoun (common.ftl ``you``):
#: its forms by case, in lower case and capitalised.
RU_YOU = {"nom": "вы", "gen": "вас", "dat": "вам", "acc": "вас", "ins": "вами", "prep": "вас"}


def words(number: Any, lang: str, case: str = "nom", gender: str = "m",
          animate: bool = False, ordinal: bool = False) -> str:
    """``number`` in words in ``lang`` (a digit string where num2words does
    not speak ``lang``, or ``number`` is not a whole number)."""
    if isinstance(number, str) and not number.strip().isdigit():
        # A list the code joined already ("3, 6 и 8"): each number in it.
        return re.sub(r"\d+", lambda m: words(int(m.group()), lang, case, gender, animate,
                                                ordinal), number)
    try:
        value = int(number)
    except (TypeError, ValueError):
        return str(number)
    if value != number and str(value) != str(number):
        return str(number)
    from num2words import CONVERTER_CLASSES, num2words

    if lang not in CONVERTER_CLASSES:
        return str(value)
    to = "ordinal" if ordinal else "cardinal"
    if lang != "ru":  # only Russian's converter takes case and gender
        return str(num2words(value, lang=lang, to=to))
    return str(num2words(value, lang=lang, to=to, case=NUM2WORDS_CASES[case],
                         gender=gender, animate=animate))


@cache
def _name_rules() -> tuple[Any, Any]:
    """The gender detector and the declension rules, loaded once (Any: the
    detector's ``detect`` has no type hints, which the strict check of
    game/core, importing this module, refuses)."""
    from pytrovich.detector import PetrovichGenderDetector
    from pytrovich.maker import PetrovichDeclinationMaker

    return PetrovichGenderDetector(), PetrovichDeclinationMaker()


@cache
def name(who: str, lang: str, case: str = "nom") -> str:
    """A player's name in ``case``; unchanged in languages without rules."""
    if lang != "ru" or case == "nom" or not who:
        return who
    if who.lower() == RU_YOU["nom"]:
        form = RU_YOU[case]
        return form.capitalize() if who[0].isupper() else form
    if not all(part.isalpha() for part in who.split("-")):
        return who  # "Игрок 6", a nickname with digits: the rules would mangle it
    detector, maker = _name_rules()
    # A detected gender, not a known one: pytrovich then applies its looser
    # female / non-female rules, which also fit names of either gender (Саша).
    from pytrovich.enums import Case, NamePart

    gender = detector.detect(firstname=who)
    return str(maker.make(NamePart.FIRSTNAME, gender, Case[NAME_CASES[case]], who,
                          known_gender=False))


#: The combining acute accent (U+0301) after a stressed vowel: Russian
#: catalogs put it where espeak-ng misplaces the stress («джо́кера»);
#: RHVoice and espeak-ng from 1.53 read it as the stress.
STRESS_MARK = "\u0301"

#: A stressed о after ж, ш, ч or щ, which sounds the same as ё there.
_HUSHED_STRESSED_O = re.compile(f"([жшчщЖШЧЩ])([оО]){STRESS_MARK}")


def unstressed(text: str) -> str:
    """``text`` without stress marks: the screen and a braille display show
    a word as it is spelt; only the voice needs the mark."""
    return text.replace(STRESS_MARK, "")


def spelt_for_the_voice(text: str) -> str:
    """``text`` as the game's own voice is given it: a marked о after a
    hushing consonant written ё. espeak-ng before 1.53 (Debian 12 has 1.51)
    ignores the mark and says «джоке́ра», but always stresses ё, which after
    ж, ш, ч and щ is the same sound as о; so «джо́кера» in every case
    (136 of the catalogs' 141 marks) is said right by any espeak-ng. The
    other marks stay for the voices that read them.

    >>> spelt_for_the_voice("Джо́кер и джо́кера, про́пуска")
    'Джёкер и джёкера, про́пуска'
    """

    def as_yo(found: re.Match[str]) -> str:
        return found.group(1) + ("Ё" if found.group(2) == "О" else "ё")

    return _HUSHED_STRESSED_O.sub(as_yo, text)


def _yes(value: object) -> bool:
    return str(value) == "yes"


def functions(lang: str) -> dict[str, Any]:
    """The Fluent functions of ``lang``'s bundle (see the module's text); Any:
    fluent.runtime types them as returning its FluentType, and takes a str."""

    def words_fn(number: Any, case: str = "nom", gender: str = "m", animate: str = "no",
                 ordinal: str = "no") -> str:
        return words(number, lang, case=str(case), gender=str(gender),
                     animate=_yes(animate), ordinal=_yes(ordinal))

    def name_fn(who: object, case: str = "nom") -> str:
        return name(str(who), lang, case=str(case))

    return {"WORDS": words_fn, "NAME": name_fn}
