"""Written forms of values beyond ``corpus.synth.surface``: more date and amount styles, countries
in other languages, names in other orders, check boxes. One ``Styles`` per document holds its
drawn conventions (a document mostly writes its dates one way; some mix)."""
from __future__ import annotations

import datetime as dt
import random

from pipeline.countries import DEMONYMS, country_alpha2, country_name
from corpus.compose.value_words import VALUE_WORDS, YES_NO
from corpus.synth import surface as S

# Other languages' names and adjectives for countries a bank meets often. The pipeline's
# normaliser does not read these, so they are drawn rarely (their slots are then written, not copied).
FOREIGN_COUNTRY: dict[str, dict[str, tuple[str, str]]] = {  # alpha3 -> lang -> (name, adjective)
    "DEU": {"fr": ("Allemagne", "allemande"), "de": ("Deutschland", "deutsch"), "es": ("Alemania", "alemana"),
            "it": ("Germania", "tedesca"), "pt": ("Alemanha", "alemã"), "nl": ("Duitsland", "Duitse"), "pl": ("Niemcy", "niemieckie")},
    "FRA": {"fr": ("France", "française"), "de": ("Frankreich", "französisch"), "es": ("Francia", "francesa"),
            "it": ("Francia", "francese"), "pt": ("França", "francesa"), "nl": ("Frankrijk", "Franse"), "pl": ("Francja", "francuskie")},
    "ESP": {"fr": ("Espagne", "espagnole"), "de": ("Spanien", "spanisch"), "es": ("España", "española"),
            "it": ("Spagna", "spagnola"), "pt": ("Espanha", "espanhola"), "nl": ("Spanje", "Spaanse"), "pl": ("Hiszpania", "hiszpanskie")},
    "ITA": {"fr": ("Italie", "italienne"), "de": ("Italien", "italienisch"), "es": ("Italia", "italiana"),
            "it": ("Italia", "italiana"), "pt": ("Itália", "italiana"), "nl": ("Italië", "Italiaanse"), "pl": ("Wlochy", "wloskie")},
    "NLD": {"fr": ("Pays-Bas", "néerlandaise"), "de": ("Niederlande", "niederländisch"), "es": ("Países Bajos", "neerlandesa"),
            "it": ("Paesi Bassi", "olandese"), "pt": ("Países Baixos", "neerlandesa"), "nl": ("Nederland", "Nederlandse"),
            "pl": ("Holandia", "holenderskie")},
    "GBR": {"fr": ("Royaume-Uni", "britannique"), "de": ("Vereinigtes Königreich", "britisch"), "es": ("Reino Unido", "británica"),
            "it": ("Regno Unito", "britannica"), "pt": ("Reino Unido", "britânica"), "nl": ("Verenigd Koninkrijk", "Britse"),
            "pl": ("Wielka Brytania", "brytyjskie")},
    "CHE": {"fr": ("Suisse", "suisse"), "de": ("Schweiz", "schweizerisch"), "es": ("Suiza", "suiza"), "it": ("Svizzera", "svizzera"),
            "pt": ("Suíça", "suíça"), "nl": ("Zwitserland", "Zwitserse"), "pl": ("Szwajcaria", "szwajcarskie")},
    "POL": {"fr": ("Pologne", "polonaise"), "de": ("Polen", "polnisch"), "es": ("Polonia", "polaca"), "it": ("Polonia", "polacca"),
            "pt": ("Polónia", "polaca"), "nl": ("Polen", "Poolse"), "pl": ("Polska", "polskie")},
    "PRT": {"fr": ("Portugal", "portugaise"), "de": ("Portugal", "portugiesisch"), "es": ("Portugal", "portuguesa"),
            "it": ("Portogallo", "portoghese"), "pt": ("Portugal", "portuguesa"), "nl": ("Portugal", "Portugese"), "pl": ("Portugalia", "portugalskie")},
    "USA": {"fr": ("États-Unis", "américaine"), "de": ("Vereinigte Staaten", "amerikanisch"), "es": ("Estados Unidos", "estadounidense"),
            "it": ("Stati Uniti", "statunitense"), "pt": ("Estados Unidos", "norte-americana"), "nl": ("Verenigde Staten", "Amerikaanse"),
            "pl": ("Stany Zjednoczone", "amerykanskie")},
    "SWE": {"fr": ("Suède", "suédoise"), "de": ("Schweden", "schwedisch"), "es": ("Suecia", "sueca"), "it": ("Svezia", "svedese"),
            "pt": ("Suécia", "sueca"), "nl": ("Zweden", "Zweedse"), "pl": ("Szwecja", "szwedzkie")},
    "BEL": {"fr": ("Belgique", "belge"), "de": ("Belgien", "belgisch"), "es": ("Bélgica", "belga"), "it": ("Belgio", "belga"),
            "pt": ("Bélgica", "belga"), "nl": ("België", "Belgische"), "pl": ("Belgia", "belgijskie")},
}
FOREIGN_SHARE = 0.1
#: Share of documents captioned in another language that write choices and yes/no in it too.
LOCAL_VALUE_SHARE = 0.7

MONTHS = S.MONTHS
EXTRA_DATE_STYLES = ("ordinal", "mdy_ordinal", "dmy_mon_dash2", "ymd_slash", "yyyymmdd")
PERCENT_FORMS = ("{v} %", "{v}%", "{v} % p.a.", "{v}% per annum", "{v} percent")


def fmt_date(d: dt.date, style: str, *, us: bool) -> str:
    """``d`` in ``style``: the styles of ``corpus.synth.surface.fmt_date`` and a few more."""
    if style == "ordinal":
        suffix = "th" if 10 <= d.day % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(d.day % 10, "th")
        return f"{d.day}{suffix} {MONTHS[d.month - 1]} {d.year}"
    if style == "mdy_ordinal":
        suffix = "th" if 10 <= d.day % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(d.day % 10, "th")
        return f"{MONTHS[d.month - 1]} {d.day}{suffix}, {d.year}"
    if style in ("dmy_mon_dash2", "num_short") and not 1960 <= d.year <= 2039:
        # a two-digit year reads back as this one only inside these years (pipeline.normalise.dates.expand_year)
        style = "dmy_mon_dash" if style == "dmy_mon_dash2" else "num_slash"
    if style == "dmy_mon_dash2":
        return f"{d.day:02d}-{MONTHS[d.month - 1][:3]}-{d.year % 100:02d}"
    if style == "ymd_slash":
        return f"{d.year}/{d.month:02d}/{d.day:02d}"
    if style == "yyyymmdd":
        return d.strftime("%Y%m%d")
    if style == "num_short":   # 3/7/85 (two-digit year, unpadded)
        a, b = (d.month, d.day) if us else (d.day, d.month)
        return f"{a}/{b}/{d.year % 100:02d}"
    return S.fmt_date(d, style, us=us)


class Styles:
    """One document's conventions for dates, amounts, countries, names and check boxes."""

    def __init__(self, rng: random.Random, *, us: bool, lang: str, currency_country: str | None = None):
        self.rng, self.us, self.lang = rng, us, lang
        self.date_main = self._date_style()
        self.date_mix = rng.choice([0.0, 0.0, 0.15, 0.4])
        self.amount = S.pick_amount_style(rng, us=us) if rng.random() < 0.8 else rng.choice(["en", "eu", "space", "apostrophe", "plain_dot"])
        if us:
            self.amount = rng.choices(["en", "plain_dot"], weights=(9, 1))[0]
        self.cur_form = rng.choice(["code_before", "code_before", "code_after", "symbol", "symbol_after", "name"])
        self.keep_cents = rng.random() < 0.7
        self.country_form = rng.choices(["name", "upper", "alpha3", "alpha2"], weights=(6, 3, 2, 1))[0]
        self.name_form = rng.choices(["given_first", "upper", "surname_comma", "surname_comma_upper", "title"],
                                     weights=(5, 3, 2, 2, 1))[0]
        self.box = rng.choice([("[X]", "[ ]"), ("[x]", "[ ]"), ("(X)", "( )"), ("[*]", "[ ]"), ("[ X ]", "[   ]")])
        self.yn = rng.choice([("Yes", "No"), ("YES", "NO"), ("Y", "N"), ("yes", "no")])
        self.foreign = rng.random() < FOREIGN_SHARE and lang != "en"
        self.local_values = lang in YES_NO and rng.random() < LOCAL_VALUE_SHARE
        if self.local_values:
            self.yn = YES_NO[lang]

    def _date_style(self) -> str:
        rng = self.rng
        if rng.random() < 0.45:
            return rng.choice(["num_slash", "num_slash", "num_dash", "num_short"]) if self.us else \
                rng.choice(["num_slash", "num_dot", "num_dash", "num_dot"])
        pool = list(S.HUMAN_DATE_STYLES) + list(EXTRA_DATE_STYLES)
        if self.us:
            pool = ["iso", "mdy_month", "mdy_mon", "mdy_month", "dmy_mon_upper", "mdy_ordinal"]
        return rng.choice(pool)

    # ------------------------------------------------------------------ dates
    def date(self, d: dt.date) -> str:
        style = self.date_main
        if self.rng.random() < self.date_mix:
            style = self.rng.choice(["iso", "dmy_mon_upper", "dmy_month", "mdy_month", "ordinal", "dmy_mon"])
        return fmt_date(d, style, us=self.us)

    @property
    def numeric_dates(self) -> bool:
        return self.date_main.startswith("num")

    # ------------------------------------------------------------------ amounts
    def number(self, x: float, code: str) -> str:
        decimals = 0 if code in S.ZERO_DECIMAL else 2
        style = self.amount
        if code == "INR" and self.rng.random() < 0.25:
            style = "lakh"
        if style == "apostrophe":
            text = S.fmt_amount(x, "en", decimals=decimals, keep_zero_cents=self.keep_cents).replace(",", "'")
        elif style == "lakh":
            whole, _, frac = f"{x:.{decimals}f}".partition(".")
            head, tail = whole[:-3], whole[-3:]
            groups = []
            while len(head) > 2:
                groups.insert(0, head[-2:])
                head = head[:-2]
            if head:
                groups.insert(0, head)
            text = ",".join(groups + [tail]) if groups else tail
            if frac and (self.keep_cents or int(frac)):
                text += "." + frac
        else:
            text = S.fmt_amount(x, style, decimals=decimals, keep_zero_cents=self.keep_cents)
        return text

    def money(self, x: float, code: str, *, form: str | None = None) -> tuple[str, str]:
        """(written amount with its currency, the currency's written part)."""
        amount = self.number(x, code)
        form = form or self.cur_form
        symbols = {"USD": "$", "GBP": "£", "JPY": "¥", "SGD": "S$", "HKD": "HK$", "AUD": "A$", "CAD": "C$", "EUR": "€"}
        names = {"USD": "US Dollars", "EUR": "Euros", "GBP": "Pounds Sterling", "CHF": "Swiss Francs", "JPY": "Yen",
                 "SGD": "Singapore Dollars"}
        if form in ("symbol", "symbol_after") and code in symbols and _latin1(symbols[code]):
            sym = symbols[code]
            text = f"{amount} {sym}" if form == "symbol_after" and code == "GBP" else \
                (f"{sym}{amount}" if len(sym) == 1 else f"{sym} {amount}")
            return text, sym
        if form == "name" and code in names:
            return f"{amount} {names[code]}", names[code]
        if form == "code_after":
            return f"{amount} {code}", code
        return f"{code} {amount}", code

    def percent(self, x: float) -> str:
        text = f"{x:.3f}".rstrip("0").rstrip(".") if x != int(x) else f"{int(x)}"
        if self.amount in ("eu", "space") and not self.us:
            text = text.replace(".", ",")
        return self.rng.choice(PERCENT_FORMS).format(v=text)

    # ------------------------------------------------------------------ countries
    def country(self, alpha3: str, *, nationality: bool = False) -> tuple[str, bool]:
        """(written country, whether the pipeline can read it back)."""
        rng = self.rng
        if self.foreign and alpha3 in FOREIGN_COUNTRY and self.lang in FOREIGN_COUNTRY[alpha3] and rng.random() < 0.5:
            name, adjective = FOREIGN_COUNTRY[alpha3][self.lang]
            return (adjective if nationality and rng.random() < 0.6 else name), False
        if nationality and alpha3 in DEMONYMS and rng.random() < 0.5:
            word = DEMONYMS[alpha3]
            return (word.upper() if rng.random() < 0.4 else word), True
        form = self.country_form if rng.random() < 0.8 else rng.choice(["name", "upper", "alpha3", "alpha2"])
        if form == "name":
            return country_name(alpha3), True
        if form == "upper":
            return country_name(alpha3).upper(), True
        if form == "alpha2":
            return country_alpha2(alpha3), True
        return alpha3, True

    # ------------------------------------------------------------------ names
    def name(self, given: str, surname: str, *, form: str | None = None) -> tuple[str, str]:
        """(written name, its truth: given names then surname, as written)."""
        form = form or self.name_form
        if form == "upper":
            return f"{given} {surname}".upper(), f"{given} {surname}".upper()
        if form == "surname_comma":
            return f"{surname}, {given}", f"{given} {surname}"
        if form == "surname_comma_upper":
            return f"{surname.upper()}, {given}", f"{given} {surname.upper()}"
        if form == "title":
            return f"{given} {surname.upper()}", f"{given} {surname.upper()}"
        return f"{given} {surname}", f"{given} {surname}"

    # ------------------------------------------------------------------ choices
    def value_word(self, field: str, value: str, english: list[str] | tuple[str, ...]) -> str:
        """How this document writes ``field``'s ``value``: in its own language where it writes
        choices in it (``VALUE_WORDS``), else one of the ``english`` forms."""
        local = [w for w in VALUE_WORDS.get(field, {}).get(value, {}).get(self.lang, ()) if _latin1(w)]
        return self.rng.choice(local) if self.local_values and local else self.rng.choice(list(english))

    def option(self, field: str, value: str, english: str) -> str:
        """A check-box row's caption of ``value`` (the first form of the document's language)."""
        local = [w for w in VALUE_WORDS.get(field, {}).get(value, {}).get(self.lang, ()) if _latin1(w)]
        return local[0] if self.local_values and local else english

    # ------------------------------------------------------------------ check boxes
    def boxes(self, options: list[str], ticked: str | None, *, sep: str = "   ") -> str:
        on, off = self.box
        return sep.join(f"{on if opt == ticked else off} {opt}" for opt in options)

    def yes_no_boxes(self, value: bool) -> str:
        yes, no = self.yn if self.yn[0] != "Y" else ("Yes", "No")
        return self.boxes([yes, no], yes if value else no)

    def yes_no(self, value: bool) -> str:
        return self.yn[0] if value else self.yn[1]


def _latin1(text: str) -> bool:
    try:
        text.encode("latin-1")
        return True
    except UnicodeEncodeError:
        return False
