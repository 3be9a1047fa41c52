"""Bank documents that arrive through DIGITAL channels, printed from a browser or exported.

Everything here is a page a bank's back office receives from an online or mobile channel rather
than from a paper branch. Layouts (9 per type):

* kyc_individual: ``onboarding_review`` (neobank "review your application" page printed from the
  browser: print header/footer, steps, edit links, input boxes, radio buttons and check boxes,
  cookie banner, legal footer; English, German, Dutch or Swedish), ``idv_vendor_report``
  (identity-verification vendor result: document scan fields, checks, extracted MRZ, liveness and
  face-match scores, watchlist lines, declared questionnaire), ``kyc_kv_export`` (back-office
  key/value dump as YAML, JSON, dotted keys or an attribute table), ``crm_case_print`` (service
  console case with owner, activity history, related account), ``esign_envelope`` (account
  application form plus the e-signature certificate of completion), ``email_confirmation``
  (webmail print, sometimes forwarded), ``mobile_app_screens`` (profile screens side by side),
  ``periodic_review`` (online KYC refresh: value on file vs confirmed/updated value),
  ``video_ident_protocol`` (German VideoIdent protocol with the self-declaration).
* letter_of_credit: ``portal_issuance_request`` (import LC request summary after issue, with a
  documents check list where only ticked items are required), ``portal_status_page`` (issued
  credit's status page: balances, status history), ``portal_lc_advice_pdf`` (advising bank's
  downloadable advice), ``portal_message_viewer`` (MT700 as tag | field name | content),
  ``raw_fin_print`` (FIN text, with or without field names beside the tags),
  ``email_issuance_notice`` (portal notification, sometimes forwarded to the beneficiary),
  ``api_json_view`` (the credit as an API response in a developer console),
  ``digital_issuance_letter`` (issuing bank's letter, digitally signed), ``multibank_platform_view``
  (multi-bank trade network view with a list of other credits in a side bar).
* loan_application: ``uk_dip_certificate`` (UK/IE decision / approval in principle plus "the
  information you gave us"), ``comparison_site_review`` (broker / comparison site review page;
  UK, AU, IE, NZ, CA), ``us_urla_online`` (digital lender's URLA print, sometimes with the
  e-signature certificate), ``de_portal_anfrage`` (German/Austrian Finanzierungsanfrage),
  ``nl_hypotheek_aanvraag`` (Dutch), ``nordic_bolan_bankid`` (Swedish, Norwegian, Danish or
  Finnish application signed with BankID/MitID), ``open_banking_pack`` (application summary plus
  an open-banking income report), ``mobile_app_loan`` (app screens), ``email_application_receipt``.

Which value wins where two could be meant (the pages are built so that a careful reader can tell):

* KYC: the customer's own current details win. A "previous address" or "value on file" column
  of a periodic review, a bank officer or second signer in an e-signature certificate, the IDV
  vendor's own address, the exporting user and watchlist hits marked as dismissed false
  positives are distractors. The annual income is the declared gross annual income; where a page
  states only a gross monthly income the truth is twelve times it (CONTRACT.md). Net pay,
  account balances and expected deposits are distractors. ``sex`` is null only when the page
  (MRZ included) never states it; an employer or TIN printed as blank, "N/A", "—" or "not
  provided" is null. ``is_pep`` follows the customer's declaration, which a screening line on the
  same page never contradicts. ``residential_address`` is the address lines as printed, joined by
  a space where the page breaks lines and as printed (with its commas) where it prints one line.
* Letter of credit: the issued credit wins over the request that preceded it: customer / portal
  request references, the advising bank's own reference and the UETR are distractors; the credit
  number is the one labelled as the documentary credit / LC number (tag 20). Outstanding /
  available balances, charges and the tolerance-adjusted maximum are distractors; ``amount`` is
  the 32B amount. Places of taking in charge / final destination (44A/44B) are not ports.
  ``available_with`` is what the page prints (a BIC, a bank name with its city, "ANY BANK" or
  "ANY BANK IN <COUNTRY>"). In SWIFT-format layouts free text is what the message carries: upper
  case, SWIFT X characters ("&" written "AND", no diacritics), long names abbreviated to fit 35
  characters, party lines joined by a space (the first line(s) of 50/59 are the name, an
  account line "/..." of 59 is neither name nor address).
* Loan application: the primary applicant ("Applicant 1", "Antragsteller 1", "Aanvrager",
  "Huvudsökande") is the borrower; other applicants are co-borrowers in the order shown. A
  guarantor, a broker, a loan officer or an adviser is not a co-borrower. ``monthly_income`` is
  the borrower's stated gross monthly income (the total where components are listed);
  open-banking verified averages, net pay, a co-applicant's income and annual figures are
  distractors. ``interest_rate_percent`` is the stated (initial / nominal / note / Sollzins)
  rate, never an APR, APRC, comparison rate, effective rate (Effektivzins, effectieve rente,
  effektiv ränta) or a follow-on / reversion rate. ``loan_term_months`` is the full term of the
  loan, never a fixed-rate period (Zinsbindung, rentevaste periode, bindningstid).
  ``employer_name`` and ``employment_start_date`` are the borrower's current employment.
  ``property_value`` is the purchase price (purchase) or the stated estimated value (otherwise).
  Marital status: married / civil partnership -> married; single, divorced, widowed, cohabiting
  (sambo, samboer, samenwonend) -> unmarried; separated (getrennt lebend, gescheiden van tafel en
  bed, asumuserossa) -> separated. Purpose: buying -> purchase; remortgage / refinance /
  Anschlussfinanzierung / oversluiten / flytt av lån -> refinance; self-build / Neubau /
  nieuwbouw / construction-to-permanent -> construction; renovation / home improvements /
  further advance -> other.

Numeric dates are day-first except on pages issued by an institution in the United States, which
print month-first; pages whose issuer's country is not obvious (vendor reports, exports, API
views, multi-bank platforms) print ISO dates or dates with month names only. SWIFT dates are
YYMMDD.
"""
from __future__ import annotations

import hashlib
import random
import re
import unicodedata
from dataclasses import dataclass
from datetime import date, timedelta
from html.parser import HTMLParser
from pathlib import Path

__all__ = ["AuthoredDocument", "layouts", "generate", "self_check"]

DOCUMENT_TYPES = ("kyc_individual", "letter_of_credit", "loan_application")


@dataclass(frozen=True)
class AuthoredDocument:
    document_type: str
    layout: str
    html: str
    truth: dict


# layout registries, filled in below
_KYC_LAYOUTS: dict = {}
_LC_LAYOUTS: dict = {}
_LOAN_LAYOUTS: dict = {}


# ---------------------------------------------------------------------------------------------
# small helpers
# ---------------------------------------------------------------------------------------------

_NOWRAP = re.compile(r"(?<!\S)([^\s<>]*[-/][^\s<>]*)")


def _esc(text) -> str:
    """HTML-escaped text; a word with a hyphen or slash is kept on one line (no break inside
    'Pieter-Jan' or 'PR-2024-118' when the text wraps)."""
    s = str(text)
    s = (s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
         .replace('"', "&quot;"))
    if "-" in s or "/" in s:
        s = _NOWRAP.sub(lambda m: f'<span class="nw">{m.group(1)}</span>' if len(m.group(1)) <= 40 else m.group(1), s)
    return s


def _rng(document_type: str, index: int, seed: int) -> random.Random:
    key = f"digital_channels|{document_type}|{index}|{seed}".encode()
    return random.Random(int.from_bytes(hashlib.sha256(key).digest()[:8], "big"))


def _pick(rng: random.Random, seq):
    return seq[rng.randrange(len(seq))]


def _chance(rng: random.Random, p: float) -> bool:
    return rng.random() < p


def _split(s: str) -> list[str]:
    return [x.strip() for x in s.split("|") if x.strip()]


def _fold(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip().casefold()


def _hexid(rng: random.Random, n: int) -> str:
    return "".join(_pick(rng, "0123456789abcdef") for _ in range(n))


def _digits(rng: random.Random, n: int) -> str:
    return "".join(str(rng.randrange(10)) for _ in range(n))


def _letters(rng: random.Random, n: int, alphabet: str = "ABCDEFGHJKLMNPRSTUVWXYZ") -> str:
    return "".join(_pick(rng, alphabet) for _ in range(n))


def _uuid(rng: random.Random) -> str:
    h = _hexid(rng, 32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{_pick(rng, '89ab')}{h[17:20]}-{h[20:32]}"


def _ip(rng: random.Random) -> str:
    if _chance(rng, 0.2):
        return "2a02:" + ":".join(_hexid(rng, 4) for _ in range(3)) + "::" + _hexid(rng, 3)
    return ".".join(str(rng.randrange(1, 255)) for _ in range(4))


def _rand_date(rng: random.Random, start: date, end: date) -> date:
    return start + timedelta(days=rng.randrange(max(1, (end - start).days)))


def _add_months(d: date, months: int) -> date:
    y, m = divmod(d.month - 1 + months, 12)
    y += d.year
    m += 1
    day = min(d.day, [31, 29 if y % 4 == 0 and (y % 100 or y % 400 == 0) else 28, 31, 30, 31, 30,
                      31, 31, 30, 31, 30, 31][m - 1])
    return date(y, m, day)


def _clock(rng: random.Random) -> str:
    return f"{rng.randrange(7, 22):02d}:{rng.randrange(60):02d}:{rng.randrange(60):02d}"


# ---------------------------------------------------------------------------------------------
# dates
# ---------------------------------------------------------------------------------------------

_MONTHS = {
    "en": _split("January|February|March|April|May|June|July|August|September|October|November|December"),
    "de": _split("Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember"),
    "nl": _split("januari|februari|maart|april|mei|juni|juli|augustus|september|oktober|november|december"),
    "sv": _split("januari|februari|mars|april|maj|juni|juli|augusti|september|oktober|november|december"),
    "no": _split("januar|februar|mars|april|mai|juni|juli|august|september|oktober|november|desember"),
    "da": _split("januar|februar|marts|april|maj|juni|juli|august|september|oktober|november|december"),
    "fr": _split("janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre"),
    "es": _split("enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre"),
    "it": _split("gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre"),
}

# styles whose numeric form is ambiguous (allowed only where the issuer's country is known)
_NUMERIC_DMY = ("dmy/", "dmy.", "dmy-")
_TEXT_STYLES = ("d mon y", "d month y", "D MON Y", "mon d, y", "month d, y", "iso")


def _fmt_date(d: date, style: str, lang: str = "en") -> str:
    months = _MONTHS.get(lang, _MONTHS["en"])
    if style == "iso":
        return d.isoformat()
    if style == "dmy/":
        return f"{d.day:02d}/{d.month:02d}/{d.year}"
    if style == "dmy.":
        return f"{d.day:02d}.{d.month:02d}.{d.year}"
    if style == "dmy-":
        return f"{d.day:02d}-{d.month:02d}-{d.year}"
    if style == "mdy/":
        return f"{d.month:02d}/{d.day:02d}/{d.year}"
    if style == "d mon y":
        return f"{d.day} {_MONTHS['en'][d.month - 1][:3]} {d.year}"
    if style == "d month y":
        if lang == "de":
            return f"{d.day}. {months[d.month - 1]} {d.year}"
        return f"{d.day} {months[d.month - 1]} {d.year}"
    if style == "D MON Y":
        return f"{d.day:02d} {_MONTHS['en'][d.month - 1][:3].upper()} {d.year}"
    if style == "mon d, y":
        return f"{_MONTHS['en'][d.month - 1][:3]} {d.day}, {d.year}"
    if style == "month d, y":
        return f"{_MONTHS['en'][d.month - 1]} {d.day}, {d.year}"
    if style == "yymmdd":
        return f"{d.year % 100:02d}{d.month:02d}{d.day:02d}"
    if style == "ymd/":
        return f"{d.year}/{d.month:02d}/{d.day:02d}"
    raise ValueError(style)


def _date_style(rng: random.Random, country: str | None, lang: str = "en") -> str:
    """A date style for a page issued in ``country`` (None: issuer's country not obvious)."""
    if country is None:
        return _pick(rng, ["iso", "iso", "d mon y", "D MON Y", "month d, y", "mon d, y", "d month y"])
    if country == "USA":
        return _pick(rng, ["mdy/", "mdy/", "mdy/", "month d, y", "mon d, y", "iso"])
    if lang == "de" or country in ("DEU", "AUT", "CHE", "NOR", "DNK", "FIN", "POL"):
        return _pick(rng, ["dmy.", "dmy.", "dmy.", "d month y", "iso"])
    if country in ("SWE",):
        return _pick(rng, ["iso", "iso", "iso", "d month y"])
    if country in ("NLD", "BEL"):
        return _pick(rng, ["dmy-", "dmy-", "dmy/", "d month y", "iso"])
    if country in ("CAN",):
        return _pick(rng, ["iso", "d mon y", "month d, y"])
    return _pick(rng, ["dmy/", "dmy/", "d mon y", "d month y", "D MON Y", "dmy."])


# ---------------------------------------------------------------------------------------------
# amounts
# ---------------------------------------------------------------------------------------------

def _group(x: float, dec: int, thousands: str, point: str) -> str:
    s = f"{abs(x):,.{dec}f}"
    s = s.replace(",", "\x00").replace(".", point).replace("\x00", thousands)
    return ("-" if x < 0 else "") + s


_SYMBOL = {"GBP": "£", "EUR": "€", "USD": "$", "AUD": "$", "NZD": "$", "CAD": "$", "SEK": "kr",
           "NOK": "kr", "DKK": "kr.", "CHF": "CHF", "PLN": "zł", "INR": "₹", "SGD": "S$",
           "JPY": "¥", "ZAR": "R", "BRL": "R$", "UAH": "₴"}


@dataclass
class _Money:
    """How one page writes money."""
    thousands: str = ","
    point: str = "."
    where: str = "code_before"   # code_before | code_after | sym_before | sym_after
    decimals: bool = True

    def fmt(self, x: float, cur: str, force_dec: bool | None = None) -> str:
        dec = 2 if (self.decimals if force_dec is None else force_dec) or x != int(x) else 0
        num = _group(x, dec, self.thousands, self.point)
        sym = _SYMBOL.get(cur, cur)
        if self.where == "code_before":
            return f"{cur} {num}"
        if self.where == "code_after":
            return f"{num} {cur}"
        if self.where == "sym_before":
            return f"{sym}{num}" if len(sym) == 1 or sym.endswith("$") else f"{sym} {num}"
        return f"{num} {sym}"

    def bare(self, x: float, force_dec: bool | None = None) -> str:
        dec = 2 if (self.decimals if force_dec is None else force_dec) or x != int(x) else 0
        return _group(x, dec, self.thousands, self.point)


def _money_style(rng: random.Random, country: str | None, cur: str) -> _Money:
    unambiguous_symbol = cur in ("GBP", "EUR", "INR", "UAH", "PLN")
    if country in ("DEU", "AUT", "NLD", "BEL", "ITA", "ESP", "DNK", "PRT", "GRC", "BRA"):
        th, pt = ".", ","
    elif country in ("SWE", "NOR", "FIN", "FRA", "POL", "CZE", "UKR"):
        th, pt = _pick(rng, [" ", "\u00a0"]), ","
    elif country == "CHE":
        th, pt = "'", "."
    else:
        th, pt = ",", "."
    if country in ("SWE", "NOR", "DNK") and cur in ("SEK", "NOK", "DKK"):
        where = _pick(rng, ["sym_after", "sym_after", "code_after", "code_before"])
    elif th == ",":
        where = _pick(rng, ["sym_before", "sym_before", "code_before", "code_after"]) if (
            unambiguous_symbol or country in ("USA", "AUS", "NZL", "CAN") and cur == _LOCAL_CUR.get(country)
        ) else _pick(rng, ["code_before", "code_after"])
    else:
        where = _pick(rng, ["sym_after", "code_after", "code_before"]) if unambiguous_symbol else _pick(
            rng, ["code_after", "code_before"])
    return _Money(th, pt, where, _chance(rng, 0.6))


# ---------------------------------------------------------------------------------------------
# countries, people, places
# ---------------------------------------------------------------------------------------------

# alpha-3: (alpha-2, English name, demonym, currency, phone prefix, language)
_COUNTRY = {
    "GBR": ("GB", "United Kingdom", "British", "GBP", "+44", "en"),
    "IRL": ("IE", "Ireland", "Irish", "EUR", "+353", "en"),
    "USA": ("US", "United States", "American", "USD", "+1", "en"),
    "CAN": ("CA", "Canada", "Canadian", "CAD", "+1", "en"),
    "AUS": ("AU", "Australia", "Australian", "AUD", "+61", "en"),
    "NZL": ("NZ", "New Zealand", "New Zealander", "NZD", "+64", "en"),
    "DEU": ("DE", "Germany", "German", "EUR", "+49", "de"),
    "AUT": ("AT", "Austria", "Austrian", "EUR", "+43", "de"),
    "CHE": ("CH", "Switzerland", "Swiss", "CHF", "+41", "de"),
    "NLD": ("NL", "Netherlands", "Dutch", "EUR", "+31", "nl"),
    "BEL": ("BE", "Belgium", "Belgian", "EUR", "+32", "nl"),
    "SWE": ("SE", "Sweden", "Swedish", "SEK", "+46", "sv"),
    "NOR": ("NO", "Norway", "Norwegian", "NOK", "+47", "no"),
    "DNK": ("DK", "Denmark", "Danish", "DKK", "+45", "da"),
    "FIN": ("FI", "Finland", "Finnish", "EUR", "+358", "fi"),
    "FRA": ("FR", "France", "French", "EUR", "+33", "fr"),
    "ESP": ("ES", "Spain", "Spanish", "EUR", "+34", "es"),
    "ITA": ("IT", "Italy", "Italian", "EUR", "+39", "it"),
    "PRT": ("PT", "Portugal", "Portuguese", "EUR", "+351", "pt"),
    "POL": ("PL", "Poland", "Polish", "PLN", "+48", "pl"),
    "GRC": ("GR", "Greece", "Greek", "EUR", "+30", "el"),
    "UKR": ("UA", "Ukraine", "Ukrainian", "UAH", "+380", "uk"),
    "IND": ("IN", "India", "Indian", "INR", "+91", "en"),
    "SGP": ("SG", "Singapore", "Singaporean", "SGD", "+65", "en"),
    "ZAF": ("ZA", "South Africa", "South African", "ZAR", "+27", "en"),
    "BRA": ("BR", "Brazil", "Brazilian", "BRL", "+55", "pt"),
    "CHN": ("CN", "China", "Chinese", "CNY", "+86", "en"),
    "HKG": ("HK", "Hong Kong", "Hong Kong", "HKD", "+852", "en"),
    "VNM": ("VN", "Viet Nam", "Vietnamese", "VND", "+84", "en"),
    "TUR": ("TR", "Türkiye", "Turkish", "TRY", "+90", "en"),
    "ARE": ("AE", "United Arab Emirates", "Emirati", "AED", "+971", "en"),
    "MEX": ("MX", "Mexico", "Mexican", "MXN", "+52", "es"),
    "KOR": ("KR", "Korea, Republic of", "Korean", "KRW", "+82", "en"),
    "JPN": ("JP", "Japan", "Japanese", "JPY", "+81", "en"),
    "BGD": ("BD", "Bangladesh", "Bangladeshi", "BDT", "+880", "en"),
    "MYS": ("MY", "Malaysia", "Malaysian", "MYR", "+60", "en"),
    "THA": ("TH", "Thailand", "Thai", "THB", "+66", "en"),
    "EGY": ("EG", "Egypt", "Egyptian", "EGP", "+20", "en"),
    "KEN": ("KE", "Kenya", "Kenyan", "KES", "+254", "en"),
    "CHL": ("CL", "Chile", "Chilean", "CLP", "+56", "es"),
    "PAK": ("PK", "Pakistan", "Pakistani", "PKR", "+92", "en"),
    "IDN": ("ID", "Indonesia", "Indonesian", "IDR", "+62", "en"),
}
_LOCAL_CUR = {k: v[3] for k, v in _COUNTRY.items()}

_COUNTRY_NATIVE = {
    "DEU": "Deutschland", "AUT": "Österreich", "NLD": "Nederland", "BEL": "België", "SWE": "Sverige",
    "NOR": "Norge", "DNK": "Danmark", "FIN": "Suomi", "FRA": "France", "ESP": "España",
    "ITA": "Italia", "POL": "Polska", "PRT": "Portugal", "CHE": "Schweiz", "GRC": "Ελλάδα",
    "UKR": "Україна",
}
_DEMONYM_DE = {"DEU": "deutsch", "AUT": "österreichisch", "CHE": "schweizerisch", "POL": "polnisch",
               "ITA": "italienisch", "TUR": "türkisch", "FRA": "französisch", "NLD": "niederländisch",
               "ESP": "spanisch", "GRC": "griechisch", "UKR": "ukrainisch", "GBR": "britisch",
               "USA": "US-amerikanisch", "SWE": "schwedisch", "IND": "indisch", "PRT": "portugiesisch",
               "IRL": "irisch", "BRA": "brasilianisch", "DNK": "dänisch", "FIN": "finnisch",
               "NOR": "norwegisch", "BEL": "belgisch", "CAN": "kanadisch", "AUS": "australisch"}

_GIVEN = {
    "GBR": ("Oliver|George|Harry|Jack|Thomas|James|William|Daniel|Samuel|Joseph|Matthew|Callum",
            "Olivia|Amelia|Isla|Emily|Sophie|Charlotte|Grace|Hannah|Lucy|Eleanor|Chloe|Rebecca"),
    "IRL": ("Conor|Seán|Cian|Darragh|Oisín|Eoin|Patrick|Ciarán", "Aoife|Saoirse|Niamh|Ciara|Róisín|Sinéad|Orla|Caoimhe"),
    "USA": ("Michael|Christopher|Joshua|Tyler|Brandon|Ethan|Ryan|Kevin|Jason|Marcus|Andrew|Logan",
            "Jessica|Ashley|Madison|Brittany|Megan|Lauren|Kayla|Samantha|Alyssa|Taylor|Morgan|Dana"),
    "CAN": ("Liam|Noah|Mathieu|Alexandre|Owen|Connor|Félix|Nathan", "Emma|Chloé|Léa|Abigail|Maya|Avery|Camille|Zoé"),
    "AUS": ("Lachlan|Mitchell|Brodie|Jayden|Riley|Cooper|Hamish|Angus", "Matilda|Ruby|Chloe|Zoe|Jasmine|Tahlia|Isabella|Mia"),
    "NZL": ("Tama|Nikau|Finn|Hunter|Mason|Ari", "Aroha|Mere|Ella|Harper|Kaia|Georgia"),
    "DEU": ("Lukas|Maximilian|Jonas|Felix|Tobias|Florian|Sebastian|Moritz|Jan|Stefan|Jürgen|Matthias",
            "Anna|Lena|Katharina|Julia|Sophie|Laura|Johanna|Franziska|Miriam|Sabine|Jana|Charlotte"),
    "AUT": ("Florian|Lukas|Dominik|Fabian|Raphael|Wolfgang", "Theresa|Magdalena|Katrin|Verena|Elisabeth|Lisa"),
    "CHE": ("Reto|Urs|Beat|Luca|Nicolas|Andri", "Seraina|Nadine|Corinne|Anouk|Livia|Flurina"),
    "NLD": ("Daan|Sem|Thijs|Bram|Jeroen|Ruben|Joost|Pieter|Wouter|Sander", "Sanne|Femke|Lotte|Anouk|Eva|Fleur|Marieke|Noor|Iris|Esther"),
    "BEL": ("Wout|Arne|Pieter-Jan|Maxime|Thibault|Jens", "Lien|Ellen|Justine|Charlotte|Elise|Nele"),
    "SWE": ("Erik|Lars|Oskar|Björn|Anders|Johan|Gustav|Axel|Magnus|Henrik", "Anna|Maja|Elin|Ingrid|Karin|Sofia|Linnéa|Astrid|Ebba|Frida"),
    "NOR": ("Ola|Håkon|Sindre|Eirik|Magnus|Sigurd|Torbjørn|Øyvind", "Ingrid|Kari|Solveig|Ragnhild|Sunniva|Tuva|Marte|Åse"),
    "DNK": ("Mads|Rasmus|Søren|Anders|Mikkel|Jesper|Frederik|Kasper", "Mette|Signe|Louise|Freja|Ida|Sofie|Camilla|Ditte"),
    "FIN": ("Mikko|Juha|Antti|Ville|Janne|Eero|Ilkka|Tuomas", "Aino|Johanna|Satu|Laura|Emilia|Noora|Riikka|Päivi"),
    "FRA": ("Julien|Antoine|Mathieu|Nicolas|Baptiste|Hugo|Étienne|Guillaume", "Camille|Léa|Manon|Chloé|Élodie|Pauline|Margaux|Inès"),
    "ESP": ("Javier|Alejandro|Sergio|Pablo|Álvaro|Jorge|Iñaki|Raúl", "Lucía|María|Paula|Carmen|Marta|Elena|Nerea|Irene"),
    "ITA": ("Matteo|Lorenzo|Alessandro|Davide|Francesco|Giacomo|Riccardo|Simone", "Giulia|Chiara|Francesca|Sara|Martina|Federica|Elisa|Valentina"),
    "PRT": ("João|Tiago|Rui|Duarte|Gonçalo|Nuno", "Inês|Beatriz|Mariana|Catarina|Joana|Leonor"),
    "POL": ("Piotr|Krzysztof|Tomasz|Paweł|Michał|Łukasz|Marcin|Jakub", "Agnieszka|Katarzyna|Magdalena|Joanna|Aleksandra|Małgorzata|Zofia|Natalia"),
    "GRC": ("Georgios|Dimitrios|Konstantinos|Nikolaos|Ioannis|Christos", "Eleni|Maria|Katerina|Sofia|Dimitra|Vasiliki"),
    "UKR": ("Oleksandr|Andriy|Dmytro|Serhiy|Taras|Bohdan", "Olena|Iryna|Oksana|Kateryna|Yuliia|Nataliia"),
    "IND": ("Arjun|Rahul|Vikram|Aditya|Rohan|Sanjay|Karthik|Nikhil", "Priya|Ananya|Kavya|Neha|Divya|Meera|Shreya|Aishwarya"),
    "SGP": ("Wei Jie|Jun Hao|Marcus|Ryan|Darren|Kelvin", "Hui Min|Jia Hui|Rachel|Shermaine|Clara|Pei Shan"),
    "ZAF": ("Sipho|Thabo|Pieter|Johan|Lwazi|Kagiso", "Thandiwe|Nomsa|Annelie|Lerato|Zanele|Marike"),
    "BRA": ("Thiago|Gustavo|Rafael|Leonardo|Felipe|Caio", "Ana Clara|Beatriz|Larissa|Camila|Fernanda|Gabriela"),
}
_SURNAME = {
    "GBR": "Smith|Jones|Taylor|Brown|Williams|Wilson|Davies|Evans|Thomas|Roberts|Walker|Wright|Hughes|Patel|Khan|Clarke|Harrison|Fletcher",
    "IRL": "Murphy|Kelly|O'Sullivan|Walsh|O'Brien|Byrne|Ryan|O'Connor|Doyle|McCarthy|Gallagher|Ní Bhriain",
    "USA": "Johnson|Miller|Davis|Garcia|Rodriguez|Martinez|Anderson|Thompson|Jackson|White|Harris|Nguyen|Robinson|Lewis|Walker|Hernandez",
    "CAN": "Tremblay|Gagnon|Roy|MacDonald|Campbell|Leblanc|Bouchard|Fraser|Singh|Chen",
    "AUS": "Nguyen|Kelly|Mitchell|O'Brien|Ryan|Campbell|Stewart|Kennedy|Morrison|Papadopoulos",
    "NZL": "Ngata|Walker|Parata|Hohaia|McKenzie|Tane",
    "DEU": "Müller|Schmidt|Schneider|Fischer|Weber|Meyer|Wagner|Becker|Schulz|Hoffmann|Koch|Richter|Wolf|Schröder|Neumann|Krüger",
    "AUT": "Gruber|Huber|Bauer|Wagner|Pichler|Steiner|Moser|Hofer|Leitner|Eder",
    "CHE": "Keller|Brunner|Baumann|Frei|Zimmermann|Gerber|Caviezel",
    "NLD": "de Jong|Jansen|de Vries|van den Berg|van Dijk|Bakker|Visser|Smit|Meijer|de Boer|Mulder|van der Linden",
    "BEL": "Peeters|Janssens|Maes|Jacobs|Willems|Claes|Dubois|Lambert",
    "SWE": "Andersson|Johansson|Karlsson|Nilsson|Eriksson|Larsson|Olsson|Persson|Lindqvist|Bergström|Åkesson|Sjöberg",
    "NOR": "Hansen|Johansen|Olsen|Larsen|Andersen|Pedersen|Nilsen|Kristiansen|Haugen|Solberg|Bakken|Sæther",
    "DNK": "Nielsen|Jensen|Hansen|Pedersen|Andersen|Christensen|Larsen|Sørensen|Rasmussen|Jørgensen",
    "FIN": "Korhonen|Virtanen|Mäkinen|Nieminen|Mäkelä|Hämäläinen|Laine|Heikkinen|Koskinen|Järvinen",
    "FRA": "Martin|Bernard|Dubois|Thomas|Robert|Richard|Petit|Durand|Leroy|Moreau|Lefèvre|Girard",
    "ESP": "García|Fernández|González|Rodríguez|López|Martínez|Sánchez|Pérez|Gómez|Ruiz|Etxeberria|Navarro",
    "ITA": "Rossi|Russo|Ferrari|Esposito|Bianchi|Romano|Colombo|Ricci|Marino|Greco|Bruno|Conti",
    "PRT": "Silva|Santos|Ferreira|Pereira|Oliveira|Costa|Rodrigues|Martins",
    "POL": "Nowak|Kowalski|Wiśniewski|Wójcik|Kowalczyk|Kamiński|Lewandowski|Zieliński|Szymańska|Dąbrowska",
    "GRC": "Papadopoulos|Georgiou|Nikolaidis|Konstantinou|Dimitriou|Ioannou|Vlachos",
    "UKR": "Shevchenko|Kovalenko|Bondarenko|Tkachenko|Kravchenko|Melnyk|Boyko",
    "IND": "Sharma|Iyer|Reddy|Nair|Gupta|Menon|Kulkarni|Chatterjee|Rao|Desai",
    "SGP": "Tan|Lim|Lee|Ng|Ong|Wong|Goh|Chua",
    "ZAF": "Nkosi|Dlamini|van der Merwe|Botha|Mokoena|Naidoo|Pretorius",
    "BRA": "Souza|Oliveira|Lima|Carvalho|Almeida|Ribeiro|Barbosa",
}
_FEMININE_PL = {"Kowalski": "Kowalska", "Wiśniewski": "Wiśniewska", "Kamiński": "Kamińska",
                "Lewandowski": "Lewandowska", "Zieliński": "Zielińska"}


@dataclass
class _Addr:
    lines: list[str]            # as printed one per line
    country: str                # alpha-3
    city: str

    def one_line(self, sep: str = ", ") -> str:
        return sep.join(self.lines)


def _street_no(rng):
    return str(rng.randrange(1, 180))


def _address(rng: random.Random, country: str) -> _Addr:
    n = _street_no(rng)
    if country == "GBR":
        street = _pick(rng, _split("Kingsley Road|Abbey Street|Victoria Avenue|Mill Lane|Church Walk|Beech Grove|Queens Drive|Station Road|Albert Terrace|Hawthorn Close|Park Crescent|Elm Row"))
        town, pc = _pick(rng, [("Leeds", "LS6 2AB"), ("Bristol", "BS7 8QT"), ("Manchester", "M20 4RL"),
                                ("London", "SE15 4JH"), ("London", "N16 7UX"), ("Edinburgh", "EH9 1PR"),
                                ("Cardiff", "CF24 3DN"), ("Norwich", "NR2 3LE"), ("Nottingham", "NG7 1FB"),
                                ("Brighton", "BN2 9SL"), ("Glasgow", "G12 8QQ"), ("Sheffield", "S11 8YE")])
        first = f"{n} {street}" if _chance(rng, 0.75) else f"Flat {rng.randrange(1, 30)}, {n} {street}"
        return _Addr([first, town, pc] if _chance(rng, 0.5) else [first, f"{town} {pc}"], "GBR", town)
    if country == "IRL":
        street = _pick(rng, _split("Main Street|Church Road|Seafield Avenue|Oakpark Drive|Mount Merrion Avenue|Grattan Crescent"))
        town, pc = _pick(rng, [("Dublin 4", "D04 X2K7"), ("Cork", "T12 HX8E"), ("Galway", "H91 R2P3"),
                                ("Limerick", "V94 K8D3"), ("Dublin 6W", "D6W Y9C2")])
        return _Addr([f"{n} {street}", town, pc], "IRL", town.split()[0])
    if country == "USA":
        street = _pick(rng, _split("Maple Ridge Dr|Oak Street|W 34th St|Lakeview Ave|Pine Hollow Rd|Cedar Lane|N Broadway|Sunset Blvd|Magnolia Ct|Willow Creek Way"))
        city, st, z = _pick(rng, [("Austin", "TX", "78704"), ("Denver", "CO", "80211"), ("Columbus", "OH", "43215"),
                                   ("Raleigh", "NC", "27605"), ("Portland", "OR", "97214"), ("Tampa", "FL", "33606"),
                                   ("Madison", "WI", "53703"), ("Phoenix", "AZ", "85016"), ("Boise", "ID", "83702"),
                                   ("Richmond", "VA", "23220")])
        first = f"{rng.randrange(100, 9999)} {street}"
        lines = [first] + ([f"Apt {rng.randrange(1, 40)}{_pick(rng, 'ABCD')}"] if _chance(rng, 0.25) else [])
        return _Addr(lines + [f"{city}, {st} {z}"], "USA", city)
    if country == "CAN":
        street = _pick(rng, _split("Queen Street West|Rue Saint-Denis|Robson Street|Elgin Street|Jasper Avenue"))
        city, prov, pc = _pick(rng, [("Toronto", "ON", "M5V 2T6"), ("Montréal", "QC", "H2X 1Y4"),
                                      ("Vancouver", "BC", "V6E 1B5"), ("Ottawa", "ON", "K2P 0A4"),
                                      ("Edmonton", "AB", "T5J 0N3")])
        return _Addr([f"{rng.randrange(10, 2999)} {street}", f"{city} {prov} {pc}"], "CAN", city)
    if country == "AUS":
        street = _pick(rng, _split("Banksia Street|Wattle Avenue|Lygon Street|Glenferrie Road|Oxford Street|Bourke Street|Gympie Road|Stirling Highway"))
        sub, st, pc = _pick(rng, [("Paddington", "NSW", "2021"), ("Carlton", "VIC", "3053"),
                                   ("Hawthorn", "VIC", "3122"), ("Fremantle", "WA", "6160"),
                                   ("Toowong", "QLD", "4066"), ("Norwood", "SA", "5067"),
                                   ("Newtown", "NSW", "2042"), ("Braddon", "ACT", "2612")])
        first = f"{n} {street}" if _chance(rng, 0.7) else f"{rng.randrange(1, 20)}/{n} {street}"
        return _Addr([first, f"{sub} {st} {pc}"], "AUS", sub)
    if country == "NZL":
        street = _pick(rng, _split("Ponsonby Road|Cuba Street|Riccarton Road|Jervois Road"))
        sub, city, pc = _pick(rng, [("Ponsonby", "Auckland", "1011"), ("Te Aro", "Wellington", "6011"),
                                     ("Riccarton", "Christchurch", "8011")])
        return _Addr([f"{n} {street}", sub, f"{city} {pc}"], "NZL", city)
    if country in ("DEU", "AUT", "CHE"):
        street = _pick(rng, _split("Lindenstraße|Hauptstraße|Goethestraße|Am Mühlbach|Bahnhofstraße|Schillerweg|Kastanienallee|Rosenheimer Straße|Gartenstraße"))
        if country == "DEU":
            pc, city = _pick(rng, [("10115", "Berlin"), ("80331", "München"), ("50667", "Köln"), ("20095", "Hamburg"),
                                    ("60311", "Frankfurt am Main"), ("04109", "Leipzig"), ("70173", "Stuttgart"),
                                    ("28195", "Bremen"), ("90402", "Nürnberg")])
        elif country == "AUT":
            pc, city = _pick(rng, [("1040", "Wien"), ("8010", "Graz"), ("5020", "Salzburg"), ("6020", "Innsbruck"), ("4020", "Linz")])
        else:
            pc, city = _pick(rng, [("8004", "Zürich"), ("3011", "Bern"), ("4051", "Basel"), ("6003", "Luzern")])
        no = f"{n}{_pick(rng, ['', '', '', 'a', 'b'])}" + (f"/{rng.randrange(1, 20)}" if country == "AUT" and _chance(rng, 0.5) else "")
        return _Addr([f"{street} {no}", f"{pc} {city}"], country, city)
    if country in ("NLD", "BEL"):
        if country == "NLD":
            street = _pick(rng, _split("Keizersgracht|Vondelstraat|Oudegracht|Laan van Meerdervoort|Witte de Withstraat|Kerkstraat|Dorpsstraat"))
            pc = f"{rng.randrange(1000, 9999)} {_letters(rng, 2, 'ABCDEGHJKLMNPRSTVWXZ')}"
            city = _pick(rng, _split("Amsterdam|Utrecht|Den Haag|Rotterdam|Haarlem|Eindhoven|Groningen|Leiden"))
            suf = _pick(rng, ["", "", "-H", "-II", " A", "-3"])
            return _Addr([f"{street} {n}{suf}", f"{pc} {city}"], "NLD", city)
        street = _pick(rng, _split("Meir|Veldstraat|Rue de la Loi|Avenue Louise|Bondgenotenlaan|Kerkstraat"))
        pc, city = _pick(rng, [("2000", "Antwerpen"), ("9000", "Gent"), ("1000", "Bruxelles"), ("3000", "Leuven")])
        return _Addr([f"{street} {n}", f"{pc} {city}"], "BEL", city)
    if country == "SWE":
        street = _pick(rng, _split("Storgatan|Drottninggatan|Södra Vägen|Kungsgatan|Vasagatan|Linnégatan|Götgatan"))
        pc, city = _pick(rng, [("114 51", "Stockholm"), ("411 38", "Göteborg"), ("211 22", "Malmö"),
                                ("753 20", "Uppsala"), ("582 24", "Linköping")])
        return _Addr([f"{street} {n}{_pick(rng, ['', ' A', ' B', ', lgh 1102'])}", f"{pc} {city}"], "SWE", city)
    if country == "NOR":
        street = _pick(rng, _split("Thereses gate|Bogstadveien|Kongens gate|Møllendalsveien|Storgata|Trondheimsveien"))
        pc, city = _pick(rng, [("0452", "Oslo"), ("0355", "Oslo"), ("5006", "Bergen"), ("7011", "Trondheim"), ("4006", "Stavanger")])
        return _Addr([f"{street} {n}{_pick(rng, ['', 'B', ' H0302'])}", f"{pc} {city}"], "NOR", city)
    if country == "DNK":
        street = _pick(rng, _split("Nørrebrogade|Vesterbrogade|Strandvejen|Jægersborggade|Åboulevarden|Frederiksberg Allé"))
        pc, city = _pick(rng, [("2200", "København N"), ("1620", "København V"), ("8000", "Aarhus C"),
                                ("5000", "Odense C"), ("1820", "Frederiksberg C")])
        floor = _pick(rng, ["", ", 2. tv.", ", 3. th.", ", st.", ", 1. mf."])
        return _Addr([f"{street} {n}{floor}", f"{pc} {city}"], "DNK", city)
    if country == "FIN":
        street = _pick(rng, _split("Mannerheimintie|Hämeenkatu|Aleksanterinkatu|Kauppakatu|Runeberginkatu"))
        pc, city = _pick(rng, [("00100", "Helsinki"), ("33100", "Tampere"), ("20100", "Turku"), ("90100", "Oulu"), ("02100", "Espoo")])
        return _Addr([f"{street} {n} {_pick(rng, 'ABC')} {rng.randrange(1, 40)}", f"{pc} {city}"], "FIN", city)
    if country == "FRA":
        street = _pick(rng, _split("rue des Lilas|avenue Jean Jaurès|boulevard Voltaire|rue de la République|place Bellecour|rue du Faubourg Saint-Antoine"))
        pc, city = _pick(rng, [("69003", "Lyon"), ("75011", "Paris"), ("33000", "Bordeaux"), ("31000", "Toulouse"), ("44000", "Nantes")])
        return _Addr([f"{n} {street}", f"{pc} {city}"], "FRA", city)
    if country == "ESP":
        street = _pick(rng, _split("Calle de Alcalá|Carrer de Mallorca|Avenida de la Constitución|Calle Mayor|Paseo de Gracia"))
        pc, city = _pick(rng, [("28009", "Madrid"), ("08013", "Barcelona"), ("41001", "Sevilla"), ("46002", "Valencia"), ("48001", "Bilbao")])
        return _Addr([f"{street} {n}, {rng.randrange(1, 9)}º {_pick(rng, 'ABCD')}", f"{pc} {city}"], "ESP", city)
    if country == "ITA":
        street = _pick(rng, _split("Via Garibaldi|Corso Vittorio Emanuele II|Via Roma|Viale Monza|Via dei Mille"))
        pc, city, pr = _pick(rng, [("20121", "Milano", "MI"), ("00184", "Roma", "RM"), ("10121", "Torino", "TO"),
                                    ("40121", "Bologna", "BO"), ("50122", "Firenze", "FI")])
        return _Addr([f"{street} {n}", f"{pc} {city} {pr}"], "ITA", city)
    if country == "PRT":
        street = _pick(rng, _split("Rua Augusta|Avenida da Liberdade|Rua de Santa Catarina"))
        pc, city = _pick(rng, [("1100-053", "Lisboa"), ("4000-447", "Porto")])
        return _Addr([f"{street}, {n}", f"{pc} {city}"], "PRT", city)
    if country == "POL":
        street = _pick(rng, _split("ul. Marszałkowska|ul. Piotrkowska|al. Grunwaldzka|ul. Długa|ul. Floriańska"))
        pc, city = _pick(rng, [("00-514", "Warszawa"), ("90-102", "Łódź"), ("80-244", "Gdańsk"), ("31-019", "Kraków"), ("50-001", "Wrocław")])
        return _Addr([f"{street} {n}{_pick(rng, ['', f' m. {rng.randrange(1, 60)}', f'/{rng.randrange(1, 60)}'])}", f"{pc} {city}"], "POL", city)
    raise KeyError(country)


_PHONE_FMT = {
    "GBR": lambda r: _pick(r, [f"07{_digits(r, 3)} {_digits(r, 6)}", f"+44 7{_digits(r, 3)} {_digits(r, 6)}"]),
    "IRL": lambda r: _pick(r, [f"08{r.randrange(3, 9)} {_digits(r, 3)} {_digits(r, 4)}", f"+353 8{r.randrange(3, 9)} {_digits(r, 3)} {_digits(r, 4)}"]),
    "USA": lambda r: _pick(r, [f"({r.randrange(201, 989)}) {r.randrange(200, 999)}-{_digits(r, 4)}", f"{r.randrange(201, 989)}-{r.randrange(200, 999)}-{_digits(r, 4)}", f"+1 {r.randrange(201, 989)} {r.randrange(200, 999)} {_digits(r, 4)}"]),
    "CAN": lambda r: f"({r.randrange(204, 905)}) {r.randrange(200, 999)}-{_digits(r, 4)}",
    "AUS": lambda r: _pick(r, [f"04{_digits(r, 2)} {_digits(r, 3)} {_digits(r, 3)}", f"+61 4{_digits(r, 2)} {_digits(r, 3)} {_digits(r, 3)}"]),
    "NZL": lambda r: f"021 {_digits(r, 3)} {_digits(r, 4)}",
    "DEU": lambda r: _pick(r, [f"+49 15{_digits(r, 1)} {_digits(r, 8)}", f"0170 {_digits(r, 7)}", f"+49 (0)151 {_digits(r, 4)} {_digits(r, 4)}"]),
    "AUT": lambda r: f"+43 664 {_digits(r, 7)}",
    "CHE": lambda r: f"+41 79 {_digits(r, 3)} {_digits(r, 2)} {_digits(r, 2)}",
    "NLD": lambda r: _pick(r, [f"06-{_digits(r, 8)}", f"+31 6 {_digits(r, 4)} {_digits(r, 4)}"]),
    "BEL": lambda r: f"+32 47{_digits(r, 1)} {_digits(r, 2)} {_digits(r, 2)} {_digits(r, 2)}",
    "SWE": lambda r: _pick(r, [f"070-{_digits(r, 3)} {_digits(r, 2)} {_digits(r, 2)}", f"+46 70 {_digits(r, 3)} {_digits(r, 2)} {_digits(r, 2)}"]),
    "NOR": lambda r: _pick(r, [f"{r.randrange(40, 99)} {_digits(r, 2)} {_digits(r, 2)} {_digits(r, 2)}", f"+47 {_digits(r, 3)} {_digits(r, 2)} {_digits(r, 3)}"]),
    "DNK": lambda r: f"+45 {_digits(r, 2)} {_digits(r, 2)} {_digits(r, 2)} {_digits(r, 2)}",
    "FIN": lambda r: f"040 {_digits(r, 3)} {_digits(r, 4)}",
    "FRA": lambda r: f"06 {_digits(r, 2)} {_digits(r, 2)} {_digits(r, 2)} {_digits(r, 2)}",
    "ESP": lambda r: f"+34 6{_digits(r, 2)} {_digits(r, 3)} {_digits(r, 3)}",
    "ITA": lambda r: f"+39 3{_digits(r, 2)} {_digits(r, 3)} {_digits(r, 4)}",
    "PRT": lambda r: f"+351 91{_digits(r, 1)} {_digits(r, 3)} {_digits(r, 3)}",
    "POL": lambda r: f"+48 {_digits(r, 3)} {_digits(r, 3)} {_digits(r, 3)}",
}

_MAIL_DOMAINS = _split("gmail.com|outlook.com|icloud.com|proton.me|yahoo.com|gmx.de|web.de|hotmail.co.uk|live.nl|telia.com|online.no|mail.dk|hey.com|fastmail.com")


def _ascii(s: str) -> str:
    s = (s.replace("ß", "ss").replace("Ø", "O").replace("ø", "o").replace("Æ", "AE").replace("æ", "ae")
         .replace("Ł", "L").replace("ł", "l").replace("'", "").replace("’", ""))
    return unicodedata.normalize("NFKD", s).encode("ascii", "ignore").decode()


def _email(rng: random.Random, given: str, surname: str) -> str:
    g = _ascii(given.split()[0]).lower()
    s = _ascii(surname).lower().replace(" ", "")
    local = _pick(rng, [f"{g}.{s}", f"{g[0]}{s}", f"{g}{s}{rng.randrange(1, 99)}", f"{s}.{g}", f"{g}_{s}"])
    return f"{local}@{_pick(rng, _MAIL_DOMAINS)}"


@dataclass
class _Person:
    given: str
    surname: str
    sex: str               # M F X
    dob: date
    nationality: str       # alpha-3 of the name pool / passport

    @property
    def full(self) -> str:
        return f"{self.given} {self.surname}"

    @property
    def first(self) -> str:
        return self.given.split()[0]


def _person(rng: random.Random, nationality: str, today: date, min_age: int = 19, max_age: int = 78,
            sex: str | None = None) -> _Person:
    pool = nationality if nationality in _GIVEN else "GBR"
    if sex is None:
        sex = "F" if _chance(rng, 0.5) else "M"
        if _chance(rng, 0.02):
            sex = "X"
    male, female = _GIVEN[pool]
    names = _split(female if sex == "F" or (sex == "X" and _chance(rng, 0.5)) else male)
    given = _pick(rng, names)
    if _chance(rng, 0.3 if pool not in ("SGP", "BRA") else 0.0):
        other = _pick(rng, names)
        if other != given:
            given = f"{given} {other}"
    surname = _pick(rng, _split(_SURNAME[pool]))
    if sex == "F" and pool == "POL":
        surname = _FEMININE_PL.get(surname, surname)
    dob = _rand_date(rng, date(today.year - max_age, 1, 1), date(today.year - min_age, 1, 1))
    return _Person(given, surname, sex, dob, nationality)


# ---------------------------------------------------------------------------------------------
# MRZ (ICAO 9303)
# ---------------------------------------------------------------------------------------------

def _mrz_char_value(c: str) -> int:
    if c.isdigit():
        return int(c)
    if c == "<":
        return 0
    return ord(c) - 55


def _check_digit(s: str) -> str:
    weights = (7, 3, 1)
    return str(sum(_mrz_char_value(c) * weights[i % 3] for i, c in enumerate(s)) % 10)


def _mrz_name(surname: str, given: str) -> str:
    def clean(x):
        x = (x.replace("Å", "AA").replace("å", "aa").replace("Ä", "AE").replace("ä", "ae")
             .replace("Ö", "OE").replace("ö", "oe").replace("Ü", "UE").replace("ü", "ue"))
        x = _ascii(x).upper()
        return re.sub(r"[^A-Z]+", "<", x).strip("<")
    return f"{clean(surname)}<<{clean(given)}"


def _mrz_td3(issuer: str, surname: str, given: str, number: str, nationality: str, dob: date,
             sex: str, expiry: date, optional: str = "") -> list[str]:
    line1 = ("P<" + issuer + _mrz_name(surname, given) + "<" * 44)[:44]
    num = (number.replace(" ", "") + "<" * 9)[:9]
    opt = (optional + "<" * 14)[:14]
    d1, d2 = _fmt_date(dob, "yymmdd"), _fmt_date(expiry, "yymmdd")
    sx = sex if sex in ("M", "F") else "<"
    part = num + _check_digit(num) + nationality + d1 + _check_digit(d1) + sx + d2 + _check_digit(d2) + opt + _check_digit(opt)
    comp = part[0:10] + part[13:20] + part[21:43]
    return [line1, part + _check_digit(comp)]


def _mrz_td1(issuer: str, surname: str, given: str, number: str, nationality: str, dob: date,
             sex: str, expiry: date) -> list[str]:
    num = (number + "<" * 9)[:9]
    l1 = ("I<" + issuer + num + _check_digit(num) + "<" * 15)[:30]
    d1, d2 = _fmt_date(dob, "yymmdd"), _fmt_date(expiry, "yymmdd")
    sx = sex if sex in ("M", "F") else "<"
    l2 = d1 + _check_digit(d1) + sx + d2 + _check_digit(d2) + nationality + "<" * 11
    comp = l1[5:30] + l2[0:7] + l2[8:15] + l2[18:29]
    l2 = l2 + _check_digit(comp)
    l3 = (_mrz_name(surname, given) + "<" * 30)[:30]
    return [l1, l2, l3]


def _id_number(rng: random.Random, country: str, kind: str) -> str:
    """An identity-document number (9 characters or fewer so it fits the MRZ)."""
    if kind == "passport":
        if country in ("GBR", "USA", "AUS", "IND", "CAN", "NZL", "IRL", "ZAF", "SGP"):
            return _pick(rng, [_digits(rng, 9), _letters(rng, 1) + _digits(rng, 7), _letters(rng, 2) + _digits(rng, 7)])
        if country in ("DEU", "AUT"):
            return "C" + _letters(rng, 1, "FGHJKLMNPRTVWXYZ") + _letters(rng, 7, "CFGHJKLMNPRTVWXYZ0123456789")
        if country in ("NLD", "BEL"):
            return _letters(rng, 2) + _letters(rng, 6, "ABCDEFGHJKLMNPRSTUVWXYZ0123456789") + _digits(rng, 1)
        if country in ("SWE", "NOR", "DNK", "FIN"):
            return _pick(rng, [_digits(rng, 8), _letters(rng, 2) + _digits(rng, 7)])
        return _digits(rng, 2) + _letters(rng, 2) + _digits(rng, 5)
    # national identity cards
    if country in ("DEU", "AUT"):
        return _letters(rng, 1, "LMNPRTVWXY") + _letters(rng, 8, "CFGHJKLMNPRTVWXYZ0123456789")
    if country in ("NLD",):
        return _letters(rng, 2) + _letters(rng, 6, "ABCDEFGHJKLMNPRSTUVWXYZ0123456789") + _digits(rng, 1)
    if country == "ESP":
        return _letters(rng, 3) + _digits(rng, 6)
    if country == "ITA":
        return "C" + _letters(rng, 1) + _digits(rng, 5) + _letters(rng, 2)
    if country == "FRA":
        return _letters(rng, 1, "ABCDEFGHJKLMNPRSTUVWXYZ0123456789") + _letters(rng, 8, "ABCDEFGHJKLMNPRSTUVWXYZ0123456789")
    if country == "POL":
        return _letters(rng, 3) + _digits(rng, 6)
    if country == "BEL":
        return _digits(rng, 9)
    return _digits(rng, 8) + (_letters(rng, 1) if _chance(rng, 0.3) else "")


_HAS_NATIONAL_ID = {"DEU", "AUT", "NLD", "BEL", "ESP", "ITA", "FRA", "POL", "PRT", "SWE", "FIN", "GRC", "CHE", "NOR"}


def _tin(rng: random.Random, country: str, p: _Person) -> str:
    if country == "GBR":
        return f"{_letters(rng, 2, 'ABCEGHJKLMNPRSTWXYZ')} {_digits(rng, 2)} {_digits(rng, 2)} {_digits(rng, 2)} {_pick(rng, 'ABCD')}"
    if country == "USA":
        return f"{rng.randrange(100, 899)}-{_digits(rng, 2)}-{_digits(rng, 4)}"
    if country in ("DEU",):
        return _pick(rng, [_digits(rng, 11), f"{_digits(rng, 2)} {_digits(rng, 3)} {_digits(rng, 3)} {_digits(rng, 3)}"])
    if country == "AUT":
        return f"{_digits(rng, 2)}-{_digits(rng, 3)}/{_digits(rng, 4)}"
    if country == "NLD":
        return _digits(rng, 9)
    if country == "BEL":
        return f"{p.dob.year % 100:02d}.{p.dob.month:02d}.{p.dob.day:02d}-{_digits(rng, 3)}.{_digits(rng, 2)}"
    if country == "SWE":
        return f"{p.dob.year}{p.dob.month:02d}{p.dob.day:02d}-{_digits(rng, 4)}"
    if country in ("NOR",):
        return f"{p.dob.day:02d}{p.dob.month:02d}{p.dob.year % 100:02d}{_digits(rng, 5)}"
    if country == "DNK":
        return f"{p.dob.day:02d}{p.dob.month:02d}{p.dob.year % 100:02d}-{_digits(rng, 4)}"
    if country == "FIN":
        return f"{p.dob.day:02d}{p.dob.month:02d}{p.dob.year % 100:02d}{'-' if p.dob.year < 2000 else 'A'}{_digits(rng, 3)}{_pick(rng, '0123456789ABCDEFHJKLMNPRSTUVWXY')}"
    if country == "FRA":
        return f"{rng.randrange(0, 4)} {_digits(rng, 2)} {_digits(rng, 2)} {_digits(rng, 3)} {_digits(rng, 3)} {_digits(rng, 3)}"
    if country == "ESP":
        return _digits(rng, 8) + _pick(rng, "TRWAGMYFPDXBNJZSQVHLCKE")
    if country == "ITA":
        return (_ascii(p.surname).upper().replace(" ", "") + "XXX")[:3] + (_ascii(p.given).upper() + "XXX")[:3] + f"{p.dob.year % 100:02d}" + "ABCDEHLMPRST"[p.dob.month - 1] + f"{p.dob.day + (40 if p.sex == 'F' else 0):02d}" + _letters(rng, 1) + _digits(rng, 3) + _letters(rng, 1)
    if country == "IRL":
        return _digits(rng, 7) + _letters(rng, 1) + _pick(rng, ["", "A", "W"])
    if country == "AUS":
        return f"{_digits(rng, 3)} {_digits(rng, 3)} {_digits(rng, 3)}"
    if country == "CAN":
        return f"{_digits(rng, 3)} {_digits(rng, 3)} {_digits(rng, 3)}"
    if country == "POL":
        return _digits(rng, 11)
    if country == "PRT":
        return _digits(rng, 9)
    return _digits(rng, 10)


# ---------------------------------------------------------------------------------------------
# visible text (for the self check)
# ---------------------------------------------------------------------------------------------

class _TextOf(HTMLParser):
    _SKIP = {"style", "script", "head", "title"}

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []
        self.skip = 0

    _INLINE = {"span", "b", "i", "u", "a", "em", "strong", "small", "sup", "sub", "code", "font", "mark", "s"}

    def handle_starttag(self, tag, attrs):
        if tag in self._SKIP:
            self.skip += 1
        if tag not in self._INLINE:
            self.parts.append(" ")

    def handle_endtag(self, tag):
        if tag in self._SKIP and self.skip:
            self.skip -= 1
        if tag not in self._INLINE:
            self.parts.append(" ")

    def handle_startendtag(self, tag, attrs):
        self.parts.append(" ")

    def handle_data(self, data):
        if not self.skip:
            self.parts.append(data)


def _visible_text(html: str) -> str:
    p = _TextOf()
    p.feed(html)
    p.close()
    return _fold("".join(p.parts).replace("\u00a0", " "))


# ---------------------------------------------------------------------------------------------
# page kit: fields, check boxes, browser chrome
# ---------------------------------------------------------------------------------------------

class _H(str):
    """Markup that is already HTML."""


def _v(value) -> str:
    if value is None:
        return ""
    return value if isinstance(value, _H) else _esc(value)


def _br(lines: list[str]) -> _H:
    return _H("<br>".join(_esc(x) for x in lines))


_FIELD_MODES = ("table", "colon", "stack", "boxes", "leaders")


def _fields(pairs, mode: str, cols: int = 2) -> str:
    """A group of label/value pairs. Pairs whose value is None are left out; '' prints a blank."""
    pairs = [(k, v) for k, v in (x for x in pairs if x is not None) if v is not None]
    if mode == "table":
        rows = "".join(f'<tr><th>{_v(k)}</th><td>{_v(v)}</td></tr>' for k, v in pairs)
        return f'<table class="kv">{rows}</table>'
    if mode == "colon":
        return "".join(f'<div class="kvc"><span class="k">{_v(k)}:</span> <span class="v">{_v(v)}</span></div>'
                       for k, v in pairs)
    if mode == "leaders":
        return "".join(f'<div class="kvl"><span class="k">{_v(k)}</span><span class="fill"></span>'
                       f'<span class="v">{_v(v)}</span></div>' for k, v in pairs)
    cls = "box" if mode == "boxes" else "val"
    cells = "".join(f'<div class="cell"><div class="cap">{_v(k)}</div><div class="{cls}">{_v(v) or "&nbsp;"}</div></div>'
                    for k, v in pairs)
    return f'<div class="grid g{cols}">{cells}</div>'


_FIELD_CSS = """
table.kv{border-collapse:collapse;width:100%;margin:2px 0 6px}
table.kv th{font-weight:normal;text-align:left;color:#555;width:38%;padding:4px 8px 4px 0;vertical-align:top;border-bottom:1px solid #e4e4e4}
table.kv td{padding:4px 0;vertical-align:top;border-bottom:1px solid #e4e4e4}
.kvc{margin:3px 0}.kvc .k{color:#555}
.kvl{display:flex;align-items:baseline;margin:4px 0}.kvl .k{color:#444}
.kvl .fill{flex:1;border-bottom:1px dotted #999;margin:0 6px;min-width:20px}.kvl .v{text-align:right;max-width:60%}
.grid{display:grid;gap:6px 18px;margin:4px 0 8px}.grid.g2{grid-template-columns:1fr 1fr}.grid.g3{grid-template-columns:1fr 1fr 1fr}.grid.g1{grid-template-columns:1fr}
.cell .cap{font-size:0.82em;color:#666;margin-bottom:2px}
.cell .val{font-weight:600}
.cell .box{border:1px solid #9aa4b1;border-radius:4px;padding:5px 7px;min-height:1.2em;background:#fff}
"""


_CHECK_STYLES = (("☒", "☐"), ("(•)", "( )"), ("◉", "○"), ("[x]", "[ ]"), ("☑", "☐"))


def _choices(options: list[str], selected: str | None, style: tuple[str, str], inline: bool = True) -> _H:
    on, off = style
    items = [f'<span class="opt">{on if o == selected else off} {_esc(o)}</span>' for o in options]
    return _H(("&nbsp;&nbsp; " if inline else "<br>").join(items))


def _multi(options: list[str], selected: set, style: tuple[str, str], inline: bool = False) -> _H:
    on, off = style
    items = [f'<span class="opt">{on if o in selected else off} {_esc(o)}</span>' for o in options]
    return _H(("&nbsp;&nbsp; " if inline else "<br>").join(items))


_FONTS = ("'Liberation Sans', Arial, sans-serif", "'DejaVu Sans', Verdana, sans-serif",
          "'Liberation Serif', 'Times New Roman', serif", "Inter, 'Segoe UI', Roboto, 'Liberation Sans', sans-serif",
          "'DejaVu Sans Condensed', 'DejaVu Sans', sans-serif")
_ACCENTS = ("#0b5fff", "#00836b", "#6b2fd6", "#d6336c", "#0f766e", "#b45309", "#1d4ed8", "#14213d", "#e4572e", "#2a9d8f")


def _page(title: str, body: str, css: str, rng: random.Random, font: str | None = None,
          size: str | None = None, lang: str = "en") -> str:
    font = font or _pick(rng, _FONTS)
    size = size or _pick(rng, ["10pt", "10.5pt", "9.5pt", "11pt"])
    return (f'<!DOCTYPE html><html lang="{lang}"><head><meta charset="utf-8"><title>{str(title).replace("&", "&amp;").replace("<", "&lt;")}</title>'
            f'<style>@page{{size:A4;margin:12mm 13mm}}*{{box-sizing:border-box}}'
            f'body{{font-family:{font};font-size:{size};color:#1b1b1f;margin:0;line-height:1.35;'
            f'font-variant-ligatures:none;font-feature-settings:"liga" 0,"clig" 0,"dlig" 0}}'
            f'h1,h2,h3,h4{{margin:0.4em 0 0.3em;break-after:avoid}}.nw{{white-space:nowrap}}tr,.kvl,.kvc,.cell,li{{break-inside:avoid}}{_FIELD_CSS}{css}</style></head>'
            f'<body>{body}</body></html>')


def _browser_stamp(rng: random.Random, when: date, country: str | None, page_title: str) -> str:
    style = _date_style(rng, country) if country else "iso"
    if style == "iso":
        stamp = f"{when.isoformat()} {rng.randrange(7, 23):02d}:{rng.randrange(60):02d}"
    elif style == "mdy/":
        stamp = f"{when.month}/{when.day}/{when.year % 100:02d}, {rng.randrange(1, 12)}:{rng.randrange(60):02d} {_pick(rng, ['AM', 'PM'])}"
    else:
        stamp = f"{_fmt_date(when, style)}, {rng.randrange(7, 23):02d}:{rng.randrange(60):02d}"
    return (f'<div class="bstamp" style="display:flex;justify-content:space-between;font-size:7.5pt;color:#444;'
            f'font-family:Arial,sans-serif;margin-bottom:6px"><span>{_esc(stamp)}</span><span>{_esc(page_title)}</span></div>')


def _browser_foot(url: str, page: int, pages: int) -> str:
    return (f'<div class="bfoot" style="display:flex;justify-content:space-between;font-size:7.5pt;color:#444;'
            f'font-family:Arial,sans-serif;margin-top:10px"><span>{_esc(url)}</span><span>{page}/{pages}</span></div>')


def _steps(labels: list[str], current: int, accent: str, style: str) -> str:
    if style == "dots":
        items = []
        for i, lab in enumerate(labels, 1):
            mark = "✓" if i < current else str(i)
            col = accent if i <= current else "#aaa"
            items.append(f'<span style="display:inline-block;margin-right:14px;color:{col}">'
                         f'<span style="display:inline-block;width:1.6em;height:1.6em;border-radius:50%;border:1.5px solid {col};'
                         f'text-align:center;line-height:1.5em;margin-right:4px">{mark}</span>{_esc(lab)}</span>')
        return f'<div class="steps" style="margin:8px 0 12px">{"".join(items)}</div>'
    if style == "bar":
        pct = int(100 * current / len(labels))
        return (f'<div style="margin:8px 0 12px"><div style="font-size:0.85em;color:#555">Step {current} of {len(labels)} · {_esc(labels[current - 1])}</div>'
                f'<div style="height:6px;background:#e3e6ea;border-radius:3px;margin-top:4px"><div style="height:6px;width:{pct}%;'
                f'background:{accent};border-radius:3px"></div></div></div>')
    items = " › ".join(f'<b>{_esc(l)}</b>' if i == current else _esc(l) for i, l in enumerate(labels, 1))
    return f'<div style="margin:8px 0 12px;font-size:0.9em;color:#444">{items}</div>'


_COOKIE = {
    "en": ["We use cookies to make our site work and to understand how you use it. Essential cookies are always on. [Accept all] [Reject non-essential] [Cookie settings]",
           "This website uses cookies. By continuing you agree to our use of cookies as described in our Cookie Policy. Manage preferences | Accept",
           "Your privacy: we and our partners store and access information on your device. Accept all cookies · Necessary only"],
    "de": ["Wir verwenden Cookies, um unsere Website zu verbessern. Notwendige Cookies sind immer aktiv. [Alle akzeptieren] [Nur notwendige] [Einstellungen]"],
    "nl": ["Wij gebruiken cookies om onze website goed te laten werken. [Alles accepteren] [Alleen noodzakelijke] [Instellingen]"],
    "sv": ["Vi använder kakor (cookies) för att webbplatsen ska fungera. [Godkänn alla] [Endast nödvändiga] [Inställningar]"],
}


def _cookie(rng: random.Random, lang: str) -> str:
    text = _pick(rng, _COOKIE.get(lang, _COOKIE["en"]))
    return (f'<div class="cookie" style="border:1px solid #ccc;background:#f7f7f7;padding:6px 9px;font-size:0.78em;'
            f'margin:10px 0;color:#333">{_esc(text)}</div>')


def _edit(lang: str, rng: random.Random) -> str:
    word = _pick(rng, {"en": ["Edit", "Change", "Amend"], "de": ["Ändern", "Bearbeiten"],
                       "nl": ["Wijzigen", "Aanpassen"], "sv": ["Ändra", "Redigera"]}.get(lang, ["Edit"]))
    return f'<span class="edit">{word}</span>'


def _boiler(rng: random.Random, n: int, lang: str = "en") -> str:
    en = [
        "We will use the information you provide to assess your application, to verify your identity and to prevent fraud and money laundering. We may share it with credit reference and fraud prevention agencies.",
        "If false or inaccurate information is provided and fraud is identified, details will be passed to fraud prevention agencies. Law enforcement agencies may access and use this information.",
        "You have the right to access the personal data we hold about you, to ask us to correct it, and in some circumstances to ask us to delete it. Our full privacy notice is available on our website.",
        "Calls and chat sessions may be recorded for training and quality purposes. Messages sent through the app are stored for at least five years in line with our record-keeping obligations.",
        "Eligible deposits are protected by the national deposit guarantee scheme up to the applicable limit. For further information about the compensation provided see the depositor information sheet.",
        "Nothing on this page constitutes an offer. Products are subject to status and our lending and account-opening criteria. Terms and conditions apply.",
        "Where we use automated decision-making, you can ask for a person to review the decision. We keep your information for as long as needed to meet our legal and regulatory obligations.",
        "By submitting this form you confirm that you have read and accepted the Terms and Conditions, the Privacy Notice and the Key Facts Document, and that the information you have given is true and complete.",
    ]
    de = [
        "Wir verarbeiten Ihre Daten zur Prüfung Ihres Antrags, zur Identitätsprüfung nach dem Geldwäschegesetz (GwG) und zur Betrugsprävention.",
        "Sie haben das Recht auf Auskunft, Berichtigung, Löschung und Einschränkung der Verarbeitung Ihrer personenbezogenen Daten (Art. 15 ff. DSGVO).",
        "Einlagen sind im Rahmen der gesetzlichen Einlagensicherung bis zu 100.000 Euro je Kunde geschützt.",
        "Mit dem Absenden bestätigen Sie, dass Ihre Angaben vollständig und richtig sind und dass Sie die AGB sowie die Datenschutzhinweise gelesen haben.",
    ]
    nl = [
        "Wij gebruiken uw gegevens om uw aanvraag te beoordelen, uw identiteit te controleren en fraude en witwassen te voorkomen (Wwft).",
        "U heeft het recht op inzage, correctie en verwijdering van uw persoonsgegevens. Lees ons privacystatement voor meer informatie.",
        "Tegoeden zijn beschermd door het depositogarantiestelsel tot een bedrag van € 100.000 per persoon per bank.",
    ]
    sv = [
        "Vi behandlar dina personuppgifter för att kunna pröva din ansökan och uppfylla kraven i penningtvättslagen.",
        "Du har rätt att begära registerutdrag, rättelse och radering av dina personuppgifter enligt dataskyddsförordningen (GDPR).",
        "Insättningar omfattas av den statliga insättningsgarantin upp till motsvarande 100 000 euro per person och institut.",
    ]
    pool = {"de": de, "nl": nl, "sv": sv}.get(lang, en)
    picked = rng.sample(pool, min(n, len(pool)))
    return "".join(f"<p>{_esc(x)}</p>" for x in picked)


# ---------------------------------------------------------------------------------------------
# KYC data
# ---------------------------------------------------------------------------------------------

_EMPLOYERS = {
    "GBR": "Brightwell Software Ltd|Northgate Hospitals NHS Foundation Trust|Harbour & Finch LLP|Leeds City Council|Marlow Logistics plc|Copperleaf Insurance Services Ltd|Pennine Academies Trust|Aster Retail Group plc",
    "IRL": "Liffey Analytics DAC|Health Service Executive|Corrib Foods Ltd|Dublin City Council|Shannon Aerotech Ltd",
    "USA": "Cascade Health Partners|Lone Star Freight LLC|Bluebonnet ISD|Meridian Software Inc.|Redwood Mutual Insurance Co.|City of Columbus|Summit Dental Group PLLC",
    "CAN": "Maple Leaf Engineering Inc.|Toronto District School Board|Northern Lights Telecom Ltd.|Banque Laurentide Services|Rideau Analytics Corp.",
    "AUS": "Harbourside Health Pty Ltd|Southern Cross Logistics Pty Ltd|Department of Education (NSW)|Wattle Software Pty Ltd|Coastline Constructions Pty Ltd",
    "NZL": "Kauri Systems Ltd|Te Whatu Ora|Harbour City Freight Ltd",
    "DEU": "Nordlicht Software GmbH|Klinikum Rechts der Isar|Stadtwerke Leipzig GmbH|Becker & Söhne Maschinenbau GmbH|Rheinland Versicherung AG|Freistaat Bayern|Hanse Logistik GmbH & Co. KG",
    "AUT": "Donau Technik GmbH|Wiener Stadtwerke GmbH|Alpenblick Tourismus GmbH|Steirische Landeskliniken",
    "CHE": "Helvetia Präzision AG|Universitätsspital Zürich|Bernina Software AG",
    "NLD": "Polderdata B.V.|Gemeente Utrecht|Van der Meer Installatietechniek B.V.|Amstel Zorggroep|Noordzee Logistics B.V.|Rabo Tuinbouw Advies B.V.",
    "BEL": "Scheldt Engineering NV|UZ Leuven|Brabantia Software BV|Ville de Bruxelles",
    "SWE": "Nordvik Systems AB|Region Stockholm|Göta Logistik AB|Malmö stad|Vasa Fastigheter AB",
    "NOR": "Fjordkraft Teknologi AS|Oslo universitetssykehus HF|Bergen kommune|Nordsjø Offshore AS",
    "DNK": "Øresund Software ApS|Region Hovedstaden|Jysk Transport A/S|Københavns Kommune",
    "FIN": "Saimaa Systems Oy|HUS Helsingin yliopistollinen sairaala|Tampereen kaupunki|Pohjola Logistiikka Oy",
    "FRA": "Lumière Informatique SAS|Hospices Civils de Lyon|Transports Garonne SARL|Mairie de Nantes",
    "ESP": "Soluciones Meseta S.L.|Hospital Universitario La Paz|Logística Cantábrica S.A.|Ayuntamiento de Valencia",
    "ITA": "Tecnologie Lombarde S.r.l.|Ospedale San Raffaele|Trasporti Adriatico S.p.A.|Comune di Bologna",
    "PRT": "Tejo Digital, Lda.|Hospital de Santa Maria|Câmara Municipal do Porto",
    "POL": "Wisła Software Sp. z o.o.|Szpital Uniwersytecki w Krakowie|Bałtyk Logistyka S.A.|Urząd Miasta Łodzi",
}

_OCC_EMPLOYED = [
    ("Software Engineer", "Softwareentwickler", "Software-ontwikkelaar", "Systemutvecklare"),
    ("Registered Nurse", "Gesundheits- und Krankenpfleger", "Verpleegkundige", "Sjuksköterska"),
    ("Teacher", "Lehrer", "Leraar", "Lärare"),
    ("Project Manager", "Projektleiter", "Projectmanager", "Projektledare"),
    ("Accountant", "Bilanzbuchhalter", "Accountant", "Redovisningsekonom"),
    ("Civil Engineer", "Bauingenieur", "Civiel ingenieur", "Byggnadsingenjör"),
    ("Marketing Manager", "Marketingmanager", "Marketingmanager", "Marknadschef"),
    ("Pharmacist", "Apotheker", "Apotheker", "Apotekare"),
    ("Data Analyst", "Datenanalyst", "Data-analist", "Dataanalytiker"),
    ("Electrician", "Elektroniker", "Elektricien", "Elektriker"),
    ("Lawyer", "Rechtsanwalt", "Advocaat", "Advokat"),
    ("Product Designer", "Produktdesigner", "Productontwerper", "Produktdesigner"),
    ("Logistics Coordinator", "Logistikkoordinator", "Logistiek coördinator", "Logistikkoordinator"),
    ("Physiotherapist", "Physiotherapeut", "Fysiotherapeut", "Fysioterapeut"),
    ("HR Business Partner", "Personalreferent", "HR-adviseur", "HR-specialist"),
    ("Police Officer", "Polizeibeamter", "Politieagent", "Polis"),
    ("Customer Service Team Leader", "Teamleiter Kundenservice", "Teamleider klantenservice", "Teamledare kundtjänst"),
    ("Mechanical Engineer", "Maschinenbauingenieur", "Werktuigbouwkundig ingenieur", "Maskiningenjör"),
]
# (occupation en/de/nl/sv, source of funds, employer kind)
_OCC_OTHER = [
    (("Self-employed consultant", "Selbständiger Unternehmensberater", "Zelfstandig adviseur", "Egenföretagare, konsult"), "business", None),
    (("Freelance photographer", "Freiberuflicher Fotograf", "Freelance fotograaf", "Frilansande fotograf"), "business", None),
    (("Company director", "Geschäftsführer", "Directeur-eigenaar", "Verkställande direktör"), "business", "own"),
    (("Retired", "Rentner", "Gepensioneerd", "Pensionär"), "pension", None),
    (("Retired teacher", "Pensionierter Lehrer", "Gepensioneerd leraar", "Pensionerad lärare"), "pension", None),
    (("Private investor", "Privatier", "Particulier belegger", "Privat investerare"), "investments", None),
    (("Student", "Student", "Student", "Student"), "other", None),
    (("Not currently employed", "Derzeit nicht berufstätig", "Momenteel niet werkzaam", "Ej förvärvsarbetande"), "inheritance", None),
]
_OWN_CO = {"GBR": "{s} Consulting Ltd", "IRL": "{s} Advisory Ltd", "USA": "{s} Ventures LLC", "CAN": "{s} Holdings Inc.",
           "AUS": "{s} Group Pty Ltd", "NZL": "{s} Ltd", "DEU": "{s} Consulting GmbH", "AUT": "{s} Handels GmbH",
           "CHE": "{s} Partner AG", "NLD": "{s} Holding B.V.", "BEL": "{s} Consult BV", "SWE": "{s} Konsult AB",
           "NOR": "{s} Rådgivning AS", "DNK": "{s} ApS", "FIN": "{s} Oy", "FRA": "{s} Conseil SAS", "ESP": "{s} Asesores S.L.",
           "ITA": "{s} Consulenze S.r.l.", "PRT": "{s} Consultoria, Lda.", "POL": "{s} Doradztwo Sp. z o.o."}

_INCOME_RANGE = {"GBP": (22000, 140000), "EUR": (26000, 150000), "USD": (38000, 240000), "SEK": (320000, 1400000),
                 "NOK": (420000, 1600000), "DKK": (330000, 1200000), "AUD": (55000, 230000), "CAD": (48000, 210000),
                 "NZD": (48000, 180000), "PLN": (60000, 420000), "CHF": (70000, 260000)}

_PEP_ROLES = ["Member of the regional parliament", "Deputy mayor", "Board member of a state-owned energy company",
              "Senior civil servant (ministry department head)", "Judge of the court of appeal",
              "Ambassador (retired less than 12 months ago)", "Spouse of a member of parliament",
              "Municipal councillor", "Director of a central bank department"]

KYC_RESIDENCES = ("GBR", "IRL", "USA", "CAN", "AUS", "NZL", "DEU", "AUT", "NLD", "BEL", "SWE", "NOR", "DNK",
                  "FIN", "FRA", "ESP", "ITA", "POL", "PRT", "CHE")
_LANG_INDEX = {"en": 0, "de": 1, "nl": 2, "sv": 3}


@dataclass
class _Kyc:
    today: date
    p: _Person
    residence: str
    addr: _Addr
    prev_addr: _Addr | None
    years_at_addr: int
    id_type: str
    id_number: str
    id_country: str
    id_issue: date
    id_expiry: date
    occupation: str
    employer: str | None
    prev_employer: str | None
    annual: float
    monthly: float | None      # set when the page states only a monthly income
    currency: str
    source: str
    pep: bool
    pep_role: str | None
    tin: str | None
    tin_country: str
    email: str
    phone: str
    lang: str

    def truth(self, *, full_name: str, address: str, sex_shown: bool, occupation: str | None = None,
              employer_shown: bool = True, tin_shown: bool = True) -> dict:
        return {
            "full_name": full_name,
            "date_of_birth": self.p.dob.isoformat(),
            "sex": self.p.sex if sex_shown else None,
            "nationality": self.p.nationality,
            "id_document_type": self.id_type,
            "id_document_number": self.id_number,
            "id_issuing_country": self.id_country,
            "id_expiry_date": self.id_expiry.isoformat(),
            "residential_address": address,
            "country_of_residence": self.residence,
            "occupation": occupation or self.occupation,
            "employer_name": self.employer if employer_shown else None,
            "annual_income": round(self.monthly * 12, 2) if self.monthly is not None else self.annual,
            "income_currency": self.currency,
            "source_of_funds": self.source,
            "is_pep": self.pep,
            "tax_identification_number": self.tin if tin_shown else None,
        }


def _kyc_record(rng: random.Random, residences=KYC_RESIDENCES, lang: str = "en", monthly_p: float = 0.3,
                national_id_p: float = 0.35) -> _Kyc:
    today = _rand_date(rng, date(2023, 1, 5), date(2026, 6, 28))
    residence = _pick(rng, list(residences))
    if lang == "auto":
        lang = _KYC_LANG_FOR.get(residence, "en") if _chance(rng, 0.75) else "en"
    nationality = residence if _chance(rng, 0.8) or residence not in _GIVEN else _pick(rng, list(_GIVEN))
    if nationality not in _GIVEN:
        nationality = residence
    p = _person(rng, nationality, today)
    addr = _address(rng, residence)
    years = rng.randrange(0, 15)
    prev = _address(rng, residence) if years < 3 else None
    id_type = "national_id" if nationality in _HAS_NATIONAL_ID and _chance(rng, national_id_p) else "passport"
    id_number = _id_number(rng, nationality, id_type)
    validity = 120 if id_type == "passport" or _chance(rng, 0.5) else 60
    id_expiry = _rand_date(rng, today + timedelta(days=60), _add_months(today, validity) - timedelta(days=40))
    id_issue = _add_months(id_expiry, -validity) + timedelta(days=1)
    li = _LANG_INDEX.get(lang, 0)
    prev_employer = None
    if _chance(rng, 0.78) and p.dob.year < today.year - 21:
        occupation = _pick(rng, _OCC_EMPLOYED)[li]
        employer = _pick(rng, _split(_EMPLOYERS[residence]))
        source = "employment" if _chance(rng, 0.88) else _pick(rng, ["investments", "inheritance", "other"])
        prev_employer = _pick(rng, _split(_EMPLOYERS[residence]))
        if prev_employer == employer:
            prev_employer = None
    else:
        occ, source, kind = _pick(rng, _OCC_OTHER)
        occupation = occ[li]
        employer = _OWN_CO[residence].format(s=p.surname) if kind == "own" else None
        if source == "pension" and today.year - p.dob.year < 58:
            p.dob = date(today.year - rng.randrange(60, 80), p.dob.month, min(p.dob.day, 28))
    currency = _LOCAL_CUR[residence]
    lo, hi = _INCOME_RANGE.get(currency, (30000, 150000))
    if source == "pension":
        hi = lo * 2
    if occupation.startswith("Student") or "employed" in occupation.lower() and "self" not in occupation.lower():
        lo, hi = lo // 6, lo // 2
    step = 1000 if hi > 300000 else 500
    annual = float(rng.randrange(lo // step, hi // step + 1) * step)
    monthly = None
    if _chance(rng, monthly_p):
        monthly = float(round(annual / 12 / 10) * 10) if _chance(rng, 0.7) else float(round(annual / 12, 0))
        annual = monthly * 12
    pep = _chance(rng, 0.08)
    tin = _tin(rng, residence, p) if _chance(rng, 0.75) else None
    return _Kyc(today=today, p=p, residence=residence, addr=addr, prev_addr=prev, years_at_addr=years,
                id_type=id_type, id_number=id_number, id_country=nationality, id_issue=id_issue,
                id_expiry=id_expiry, occupation=occupation, employer=employer, prev_employer=prev_employer,
                annual=annual, monthly=monthly, currency=currency, source=source, pep=pep,
                pep_role=_pick(rng, _PEP_ROLES) if pep else None, tin=tin, tin_country=residence,
                email=_email(rng, p.given, p.surname), phone=_PHONE_FMT[residence](rng), lang=lang)


def _country_label(rng: random.Random, a3: str, how: str | None = None) -> str:
    how = how or _pick(rng, ["name", "name", "a3", "a2", "name_code"])
    a2, name = _COUNTRY[a3][0], _COUNTRY[a3][1]
    if how == "name":
        return name
    if how == "a3":
        return a3
    if how == "a2":
        return a2
    if how == "native":
        return _COUNTRY_NATIVE.get(a3, name)
    return f"{name} ({a3})"


def _nationality_label(rng: random.Random, a3: str, lang: str = "en") -> str:
    if lang == "de" and a3 in _DEMONYM_DE and _chance(rng, 0.6):
        return _DEMONYM_DE[a3]
    if _chance(rng, 0.5):
        return _COUNTRY[a3][2]
    return _country_label(rng, a3)


# ---------------------------------------------------------------------------------------------
# KYC labels (several wordings per language)
# ---------------------------------------------------------------------------------------------

_KL = {
    "title": {"en": ["Title"], "de": ["Anrede"], "nl": ["Aanhef"], "sv": ["Titel"]},
    "first": {"en": ["First name(s)", "Given names", "First and middle names", "Forename(s)"],
              "de": ["Vorname(n)", "Vornamen"], "nl": ["Voornamen", "Voornaam (voluit)"], "sv": ["Förnamn"]},
    "last": {"en": ["Last name", "Surname", "Family name"], "de": ["Nachname", "Familienname"],
             "nl": ["Achternaam", "Geslachtsnaam"], "sv": ["Efternamn"]},
    "full": {"en": ["Full name", "Legal name", "Name"], "de": ["Vollständiger Name", "Name"],
             "nl": ["Volledige naam", "Naam"], "sv": ["Fullständigt namn", "Namn"]},
    "dob": {"en": ["Date of birth", "Birth date", "DOB"], "de": ["Geburtsdatum"], "nl": ["Geboortedatum"],
            "sv": ["Födelsedatum"]},
    "sex": {"en": ["Sex", "Gender", "Sex (as shown on ID)"], "de": ["Geschlecht"], "nl": ["Geslacht"], "sv": ["Kön"]},
    "nat": {"en": ["Nationality", "Citizenship", "Country of citizenship"], "de": ["Staatsangehörigkeit", "Nationalität"],
            "nl": ["Nationaliteit"], "sv": ["Medborgarskap", "Nationalitet"]},
    "email": {"en": ["Email", "Email address", "E-mail"], "de": ["E-Mail-Adresse", "E-Mail"], "nl": ["E-mailadres"],
              "sv": ["E-postadress", "E-post"]},
    "phone": {"en": ["Mobile number", "Phone", "Mobile"], "de": ["Mobilnummer", "Handynummer"], "nl": ["Mobiel nummer", "Telefoonnummer"],
              "sv": ["Mobilnummer", "Telefon"]},
    "addr": {"en": ["Home address", "Residential address", "Address", "Current address"],
             "de": ["Wohnadresse", "Meldeadresse", "Anschrift"], "nl": ["Woonadres", "Adres"], "sv": ["Folkbokföringsadress", "Bostadsadress", "Adress"]},
    "res": {"en": ["Country of residence", "Country"], "de": ["Wohnsitzland", "Land"], "nl": ["Woonland", "Land"],
            "sv": ["Bosättningsland", "Land"]},
    "prev": {"en": ["Previous address", "Previous address (last 3 years)"], "de": ["Vorherige Anschrift", "Voradresse"],
             "nl": ["Vorig adres"], "sv": ["Tidigare adress"]},
    "since": {"en": ["Time at this address", "Years at address"], "de": ["Wohnhaft seit (Jahre)", "Dort wohnhaft seit"],
              "nl": ["Woont hier sinds (jaren)"], "sv": ["Boendetid (år)"]},
    "doctype": {"en": ["Document type", "ID type", "Identity document"], "de": ["Ausweisart", "Legitimationsdokument"],
                "nl": ["Soort legitimatie", "Identiteitsbewijs"], "sv": ["Typ av id-handling", "Legitimation"]},
    "docno": {"en": ["Document number", "Passport / ID number", "ID number"], "de": ["Ausweisnummer", "Dokumentennummer"],
              "nl": ["Documentnummer"], "sv": ["Dokumentnummer", "Id-handlingens nummer"]},
    "issuer": {"en": ["Issuing country", "Country of issue", "Issued by"], "de": ["Ausstellungsland", "Ausstellender Staat"],
               "nl": ["Land van afgifte"], "sv": ["Utfärdande land"]},
    "expiry": {"en": ["Expiry date", "Valid until", "Date of expiry", "Expires"], "de": ["Gültig bis", "Ablaufdatum"],
               "nl": ["Geldig tot", "Vervaldatum"], "sv": ["Giltig till", "Giltighetstid"]},
    "issued": {"en": ["Date of issue", "Issued on"], "de": ["Ausstellungsdatum"], "nl": ["Datum van afgifte"], "sv": ["Utfärdad"]},
    "status": {"en": ["Employment status"], "de": ["Beschäftigungsstatus", "Berufliche Situation"], "nl": ["Werksituatie"],
               "sv": ["Sysselsättning"]},
    "occ": {"en": ["Occupation", "Job title", "Profession", "What do you do?"], "de": ["Beruf", "Berufsbezeichnung", "Tätigkeit"],
            "nl": ["Beroep", "Functie"], "sv": ["Yrke", "Befattning"]},
    "emp": {"en": ["Employer", "Employer name", "Company name", "Who do you work for?"], "de": ["Arbeitgeber", "Name des Arbeitgebers"],
            "nl": ["Werkgever", "Naam werkgever"], "sv": ["Arbetsgivare"]},
    "prev_emp": {"en": ["Previous employer"], "de": ["Vorheriger Arbeitgeber"], "nl": ["Vorige werkgever"], "sv": ["Tidigare arbetsgivare"]},
    "annual": {"en": ["Annual income (before tax)", "Gross annual income", "Yearly income before tax", "Annual gross income"],
               "de": ["Bruttojahreseinkommen", "Jahreseinkommen (brutto)"], "nl": ["Bruto jaarinkomen"],
               "sv": ["Årsinkomst före skatt", "Bruttoårsinkomst"]},
    "monthly": {"en": ["Monthly income (before tax)", "Gross monthly income", "Monthly gross income"],
                "de": ["Monatliches Bruttoeinkommen", "Bruttomonatseinkommen"], "nl": ["Bruto maandinkomen"],
                "sv": ["Månadsinkomst före skatt", "Bruttolön per månad"]},
    "cur": {"en": ["Income currency", "Currency"], "de": ["Währung"], "nl": ["Valuta"], "sv": ["Valuta"]},
    "sof": {"en": ["Source of funds", "Where does your money come from?", "Main source of funds", "Source of the money you will deposit"],
            "de": ["Herkunft der Mittel", "Mittelherkunft"], "nl": ["Herkomst van het geld", "Herkomst vermogen"],
            "sv": ["Pengarnas ursprung", "Varifrån kommer pengarna?"]},
    "pep": {"en": ["Are you a politically exposed person (PEP)?", "Politically exposed person", "PEP status",
                   "Do you, a family member or close associate hold a prominent public position?"],
            "de": ["Sind Sie eine politisch exponierte Person (PEP)?", "Politisch exponierte Person"],
            "nl": ["Bent u een politiek prominent persoon (PEP)?", "Politiek prominent persoon"],
            "sv": ["Är du en person i politiskt utsatt ställning (PEP)?", "Person i politiskt utsatt ställning"]},
    "tin": {"en": ["Tax identification number (TIN)", "Tax ID", "TIN", "Tax reference number"],
            "de": ["Steuerliche Identifikationsnummer", "Steuernummer / TIN"], "nl": ["Fiscaal nummer", "Fiscaal identificatienummer (TIN)"],
            "sv": ["Personnummer", "Skatteregistreringsnummer (TIN)"]},
    "taxres": {"en": ["Country of tax residence", "Tax residency"], "de": ["Steuerlich ansässig in"], "nl": ["Fiscaal inwoner van"],
               "sv": ["Skatterättslig hemvist"]},
    "purpose": {"en": ["Purpose of account", "What will you use the account for?"], "de": ["Zweck der Kontoeröffnung"],
                "nl": ["Doel van de rekening"], "sv": ["Syfte med kontot"]},
    "deposits": {"en": ["Expected monthly deposits", "How much will you pay in each month?"], "de": ["Erwartete monatliche Einzahlungen"],
                 "nl": ["Verwachte stortingen per maand"], "sv": ["Förväntade insättningar per månad"]},
}


def _kl(rng: random.Random, key: str, lang: str) -> str:
    d = _KL[key]
    return _pick(rng, d.get(lang) or d["en"])


_SEX_WORDS = {"en": {"M": "Male", "F": "Female", "X": "Non-binary / X"}, "de": {"M": "männlich", "F": "weiblich", "X": "divers"},
              "nl": {"M": "Man", "F": "Vrouw", "X": "X (onbepaald)"}, "sv": {"M": "Man", "F": "Kvinna", "X": "X (ej angivet kön)"}}
_DOC_WORDS = {"en": {"passport": "Passport", "national_id": "National identity card"},
              "de": {"passport": "Reisepass", "national_id": "Personalausweis"},
              "nl": {"passport": "Paspoort", "national_id": "Identiteitskaart"},
              "sv": {"passport": "Pass", "national_id": "Nationellt id-kort"}}
_SOF_WORDS = {
    "en": {"employment": "Salary / employment income", "business": "Business income / self-employment",
           "investments": "Savings and investments", "inheritance": "Inheritance", "pension": "Pension",
           "other": "Other (e.g. gift, sale of property)"},
    "de": {"employment": "Gehalt / Lohn", "business": "Selbständige Tätigkeit / Unternehmen", "investments": "Ersparnisse und Kapitalerträge",
           "inheritance": "Erbschaft", "pension": "Rente / Pension", "other": "Sonstiges"},
    "nl": {"employment": "Salaris / loon", "business": "Inkomsten uit onderneming", "investments": "Spaargeld en beleggingen",
           "inheritance": "Erfenis", "pension": "Pensioen / AOW", "other": "Anders"},
    "sv": {"employment": "Lön", "business": "Näringsverksamhet / eget företag", "investments": "Sparande och investeringar",
           "inheritance": "Arv", "pension": "Pension", "other": "Annat"},
}
_YESNO = {"en": ("Yes", "No"), "de": ("Ja", "Nein"), "nl": ("Ja", "Nee"), "sv": ("Ja", "Nej")}
_KYC_LANG_FOR = {"DEU": "de", "AUT": "de", "CHE": "de", "NLD": "nl", "BEL": "nl", "SWE": "sv"}

_TIN_LABEL = {"GBR": "National Insurance number", "USA": "Social Security number (SSN)", "DEU": "Steuer-ID",
              "AUT": "Steuernummer", "NLD": "BSN", "BEL": "Rijksregisternummer", "SWE": "Personnummer",
              "NOR": "Fødselsnummer", "DNK": "CPR-nummer", "FIN": "Henkilötunnus", "FRA": "Numéro fiscal de référence",
              "ESP": "NIF", "ITA": "Codice fiscale", "IRL": "PPS number", "AUS": "Tax file number (TFN)",
              "CAN": "Social Insurance Number (SIN)", "POL": "PESEL", "PRT": "NIF", "CHE": "AHV-Nr. / TIN",
              "NZL": "IRD number"}

_BRANDS = [("Otter", "otterbank.com"), ("Lumen", "lumen.money"), ("Fennec", "fennec.bank"), ("Tidal", "tidalbank.io"),
           ("Kroner", "kroner.app"), ("Brisk", "brisk-finance.com"), ("Halden", "halden.bank"), ("Nook", "nookmoney.com"),
           ("Sundial", "sundial.finance"), ("Vireo", "vireo.bank"), ("Parcel", "parcelbank.eu"), ("Marlin", "marlin-digital.com")]

_LEGAL = {
    "GBR": "{b} is a trading name of {b} Bank Ltd, registered in England and Wales (company no. {n}). Authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority (FRN {f}). Registered office: {street}, London EC2A 4NE.",
    "IRL": "{b} Bank DAC is regulated by the Central Bank of Ireland. Registered in Ireland, no. {n}. Registered office: {street}, Dublin 2, D02 F982.",
    "USA": "Banking services provided by {b} Bank, N.A., Member FDIC. Equal Housing Lender. NMLS ID {f}. {street}, Wilmington, DE 19801.",
    "DEU": "{b} Bank AG, {street}, 10117 Berlin. Amtsgericht Charlottenburg HRB {n}. Beaufsichtigt durch die BaFin und die Deutsche Bundesbank.",
    "NLD": "{b} Bank N.V., {street}, 1017 AB Amsterdam. KvK {n}. Onder toezicht van De Nederlandsche Bank en de AFM.",
    "SWE": "{b} Bank AB (publ), org.nr 556{n}, {street}, 111 57 Stockholm. Under tillsyn av Finansinspektionen.",
    "AUS": "{b} Bank Limited ABN {f} {n}, AFSL and Australian credit licence {f}. {street}, Sydney NSW 2000.",
    "*": "{b} Bank S.A., {street}, L-2449 Luxembourg. R.C.S. Luxembourg B{n}. Supervised by the CSSF and the European Central Bank.",
}


def _legal(rng: random.Random, brand: str, country: str) -> str:
    tpl = _LEGAL.get(country) or _LEGAL["*"]
    street = _pick(rng, ["1 Finsbury Avenue", "Friedrichstraße 68", "Herengracht 420", "Regeringsgatan 38", "Boulevard Royal 26",
                         "100 King William Street", "George Street 200", "Rodney Square 1100", "Grand Canal Street Upper 5"])
    return tpl.format(b=brand, n=_digits(rng, 7), f=_digits(rng, 6), street=street)


def _addr_for(rng: random.Random, k: _Kyc, with_country: bool | None = None, one_line: bool | None = None):
    """(markup, truth) for the customer's residential address."""
    lines = list(k.addr.lines)
    if with_country is None:
        with_country = _chance(rng, 0.35)
    if with_country:
        lines.append(_COUNTRY[k.residence][1] if _chance(rng, 0.7) else _COUNTRY_NATIVE.get(k.residence, _COUNTRY[k.residence][1]))
    if one_line is None:
        one_line = _chance(rng, 0.4)
    if one_line:
        text = ", ".join(lines)
        return text, text
    return _br(lines), " ".join(lines)


def _name_case(rng: random.Random, s: str, p: float = 0.2) -> str:
    return s.upper() if _chance(rng, p) else s


# ---------------------------------------------------------------------------------------------
# KYC layout 1: onboarding "review your application" page printed from the browser
# ---------------------------------------------------------------------------------------------

def _kyc_onboarding_review(rng: random.Random) -> tuple[str, dict]:
    k = _kyc_record(rng, lang="auto")
    lang = k.lang
    brand, domain = _pick(rng, _BRANDS)
    accent = _pick(rng, _ACCENTS)
    ds = _date_style(rng, k.residence, lang)
    money = _money_style(rng, k.residence, k.currency)
    mode = _pick(rng, ["table", "stack", "boxes", "colon", "boxes"])
    chk = _pick(rng, _CHECK_STYLES)
    L = lambda key: _kl(rng, key, lang)
    yes, no = _YESNO.get(lang, _YESNO["en"])
    split_name = _chance(rng, 0.7)
    full = _name_case(rng, k.p.full, 0.1)
    step_labels = {"en": ["About you", "Address", "Identity", "Money", "Review"],
                   "de": ["Persönliches", "Adresse", "Identität", "Finanzen", "Prüfen"],
                   "nl": ["Over jou", "Adres", "Identiteit", "Financiën", "Controleren"],
                   "sv": ["Om dig", "Adress", "Identitet", "Ekonomi", "Granska"]}[lang if lang in ("de", "nl", "sv") else "en"]
    h1 = _pick(rng, {"en": ["Review your application", "Check your answers", "Nearly there — check your details",
                            "Confirm your details"], "de": ["Überprüfen Sie Ihre Angaben", "Zusammenfassung Ihres Antrags"],
                     "nl": ["Controleer je gegevens", "Overzicht van je aanvraag"],
                     "sv": ["Granska dina uppgifter", "Sammanfattning av din ansökan"]}[lang if lang in ("de", "nl", "sv") else "en"])
    sex_shown = _chance(rng, 0.8)
    sections = []

    def section(title, inner):
        sections.append(f'<div class="sec"><div class="sech"><h3>{_esc(title)}</h3>{_edit(lang, rng)}</div>{inner}</div>')

    pers = []
    if split_name:
        pers += [(L("first"), _name_case(rng, k.p.given, 0.15)), (L("last"), _name_case(rng, k.p.surname, 0.15))]
    else:
        pers += [(L("full"), full)]
    pers.append((L("dob"), _fmt_date(k.p.dob, ds, lang)))
    if sex_shown:
        sw = _SEX_WORDS.get(lang, _SEX_WORDS["en"])
        opts = [sw["F"], sw["M"]] + ([sw["X"]] if _chance(rng, 0.5) or k.p.sex == "X" else [])
        pers.append((L("sex"), _choices(opts, sw[k.p.sex], chk)))
    pers.append((L("nat"), _nationality_label(rng, k.p.nationality, lang)))
    pers.append((L("email"), k.email))
    pers.append((L("phone"), k.phone))
    section({"de": "Persönliche Angaben", "nl": "Persoonlijke gegevens", "sv": "Personuppgifter"}.get(lang, "Personal details"),
            _fields(pers, mode))

    a_html, a_truth = _addr_for(rng, k, with_country=False)
    adr = [(L("addr"), a_html), (L("res"), _country_label(rng, k.residence, _pick(rng, ["name", "name", "native", "name_code"])))]
    adr.append((L("since"), f"{k.years_at_addr} " + {"de": "Jahre", "nl": "jaar", "sv": "år"}.get(lang, "years")))
    if k.prev_addr:
        adr.append((L("prev"), _br(k.prev_addr.lines) if _chance(rng, 0.5) else k.prev_addr.one_line()))
    section({"de": "Adresse", "nl": "Adres", "sv": "Adress"}.get(lang, "Address"), _fields(adr, mode))

    dw = _DOC_WORDS.get(lang, _DOC_WORDS["en"])
    idf = [(L("doctype"), _choices([dw["passport"], dw["national_id"]], dw[k.id_type], chk)),
           (L("docno"), k.id_number), (L("issuer"), _country_label(rng, k.id_country)),
           (L("expiry"), _fmt_date(k.id_expiry, ds, lang))]
    upload = _pick(rng, ["passport_front.jpg", "IMG_20{:02d}{:02d}.HEIC", "id_scan.pdf", "photo_id.png"]).format(rng.randrange(10, 99), rng.randrange(100))
    idf.append(({"de": "Hochgeladen", "nl": "Geüpload", "sv": "Uppladdad"}.get(lang, "Uploaded"),
                f"{upload} ✓ " + {"de": "geprüft", "nl": "gecontroleerd", "sv": "verifierad"}.get(lang, "verified")))
    section({"de": "Ausweisdokument", "nl": "Identiteitsbewijs", "sv": "Id-handling"}.get(lang, "Identity document"), _fields(idf, mode))

    fin = [(L("occ"), k.occupation)]
    if k.employer:
        fin.append((L("emp"), k.employer))
    else:
        how = _pick(rng, ["omit", "blank", "na", "dash"])
        if how != "omit":
            fin.append((L("emp"), {"blank": "", "na": "N/A", "dash": "—"}[how]))
    if k.monthly is not None:
        fin.append((L("monthly"), money.fmt(k.monthly, k.currency)))
    else:
        fin.append((L("annual"), money.fmt(k.annual, k.currency)))
    sw = _SOF_WORDS.get(lang, _SOF_WORDS["en"])
    fin.append((L("sof"), _multi(list(sw.values()), {sw[k.source]}, chk, inline=_chance(rng, 0.3))))
    fin.append((L("deposits"), money.fmt(float(rng.randrange(5, 80) * 100), k.currency, False)))
    fin.append((L("purpose"), _pick(rng, {"de": ["Gehaltskonto", "Sparen", "Alltägliche Ausgaben"],
                                          "nl": ["Salarisrekening", "Sparen", "Dagelijkse uitgaven"],
                                          "sv": ["Lönekonto", "Sparande", "Vardagsekonomi"]}.get(lang, ["Salary account", "Everyday spending", "Saving", "Receiving salary and paying bills"]))))
    section({"de": "Beruf und Finanzen", "nl": "Werk en inkomen", "sv": "Sysselsättning och ekonomi"}.get(lang, "Employment and money"),
            _fields(fin, mode if mode != "stack" else "table"))

    tax = [(L("taxres"), _country_label(rng, k.tin_country))]
    tin_label = _TIN_LABEL.get(k.tin_country, "Tax identification number") if _chance(rng, 0.6) else L("tin")
    tin_shown = k.tin is not None
    if k.tin:
        tax.append((tin_label, k.tin))
    else:
        how = _pick(rng, ["omit", "blank", "not"])
        if how != "omit":
            tax.append((tin_label, "" if how == "blank" else {"de": "Nicht angegeben", "nl": "Niet opgegeven", "sv": "Ej angivet"}.get(lang, "Not provided")))
    pep_ans = _choices([yes, no], yes if k.pep else no, chk)
    tax.append((L("pep"), pep_ans))
    if k.pep:
        tax.append(({"de": "Funktion", "nl": "Functie", "sv": "Befattning"}.get(lang, "Position held"), k.pep_role))
    tax.append(({"de": "US-Steuerpflicht (FATCA)", "nl": "Belastingplichtig in de VS", "sv": "Skattskyldig i USA"}.get(lang, "Are you a US person for tax purposes?"),
                _choices([yes, no], yes if k.tin_country == "USA" else no, chk)))
    section({"de": "Steuern und Erklärungen", "nl": "Belasting en verklaringen", "sv": "Skatt och intyganden"}.get(lang, "Tax and declarations"),
            _fields(tax, "table" if mode == "stack" else mode))

    confirm = {"de": f"Ich, {full}, bestätige, dass meine Angaben richtig und vollständig sind.",
               "nl": f"Ik, {full}, verklaar dat mijn gegevens juist en volledig zijn.",
               "sv": f"Jag, {full}, intygar att uppgifterna är riktiga och fullständiga."}.get(
        lang, f"I, {full}, confirm that the information above is correct and complete.")
    title = f"{h1} | {brand}"
    body = [_browser_stamp(rng, k.today, k.residence, title)]
    if _chance(rng, 0.4):
        body.append(_cookie(rng, lang))
    body.append(f'<div class="top"><span class="logo">{_esc(brand.lower() if _chance(rng, 0.5) else brand)}</span>'
                 f'<span class="sec-note">' + {"de": "Sichere Verbindung", "nl": "Beveiligde verbinding", "sv": "Säker anslutning"}.get(lang, "Secure session")
                + ' · ' + {"de": "Speichern und beenden", "nl": "Opslaan en afsluiten", "sv": "Spara och avsluta"}.get(lang, "Save and exit") + '</span></div>')
    steps_html = _steps(step_labels, 5, accent, _pick(rng, ["dots", "bar", "crumbs"]))
    if lang in ("de", "nl", "sv"):
        steps_html = steps_html.replace("Step ", {"de": "Schritt ", "nl": "Stap ", "sv": "Steg "}[lang]).replace(
            " of ", {"de": " von ", "nl": " van ", "sv": " av "}[lang])
    body.append(steps_html)
    body.append(f"<h1>{_esc(h1)}</h1>")
    body.append(f'<p class="lead">' + _esc({"de": "Bitte prüfen Sie Ihre Angaben, bevor Sie den Antrag absenden.",
                                               "nl": "Controleer je antwoorden voordat je de aanvraag verstuurt.",
                                               "sv": "Kontrollera dina svar innan du skickar ansökan."}.get(
        lang, "Please check everything is correct before you submit. You can change any answer.")) + "</p>")
    body += sections
    box = _pick(rng, ["☒", "☑", "[x]", "✔"])
    body.append(f'<div class="confirm">{box} {_esc(confirm)}</div>')
    body.append(f'<div class="confirm">{box} ' + _esc({"de": "Ich habe die AGB und die Datenschutzhinweise gelesen.",
                                                             "nl": "Ik ga akkoord met de voorwaarden en het privacystatement.",
                                                             "sv": "Jag godkänner villkoren och har tagit del av integritetspolicyn."}.get(
        lang, "I agree to the Terms and Conditions and have read the Privacy Notice.")) + "</div>")
    body.append(f'<div class="btns"><span class="btn2">' + {"de": "Zurück", "nl": "Terug", "sv": "Tillbaka"}.get(lang, "Back")
                + '</span> <span class="btn">' + {"de": "Antrag absenden", "nl": "Aanvraag versturen", "sv": "Skicka ansökan"}.get(lang, "Submit application") + "</span></div>")
    body.append(f'<div class="legal">{_boiler(rng, rng.randrange(2, 5), lang)}<p>{_esc(_legal(rng, brand, k.residence))}</p></div>')
    body.append(_browser_foot(f"https://{_pick(rng, ['join', 'app', 'open', 'apply'])}.{domain}/onboarding/{_pick(rng, ['review', 'summary', 'check-answers'])}?session={_hexid(rng, 12)}", 1, 1))
    css = (f".top{{display:flex;justify-content:space-between;align-items:center;border-bottom:2px solid {accent};padding-bottom:6px}}"
           f".logo{{font-weight:800;font-size:1.5em;color:{accent}}}.sec-note{{font-size:0.8em;color:#555}}"
           f"h1{{font-size:1.5em}}.lead{{color:#444}}.sec{{border:1px solid #dde1e6;border-radius:8px;padding:8px 12px;margin:10px 0;page-break-inside:avoid}}"
           f".sech{{display:flex;justify-content:space-between;align-items:baseline}}.sech h3{{font-size:1.08em}}"
           f".edit{{color:{accent};text-decoration:underline;font-size:0.9em}}.confirm{{margin:6px 0}}"
           f".btns{{margin:12px 0}}.btn{{background:{accent};color:#fff;padding:7px 16px;border-radius:6px;font-weight:bold}}"
           f".btn2{{border:1px solid {accent};color:{accent};padding:6px 14px;border-radius:6px;margin-right:8px}}"
           f".legal{{font-size:0.72em;color:#666;border-top:1px solid #ddd;margin-top:14px}}")
    truth = k.truth(full_name=full, address=a_truth, sex_shown=sex_shown, employer_shown=bool(k.employer), tin_shown=tin_shown)
    return _page(title, "".join(body), css, rng, lang=lang), truth


# ---------------------------------------------------------------------------------------------
# KYC layout 2: identity-verification vendor's result page
# ---------------------------------------------------------------------------------------------

_IDV_VENDORS = [("Veridox", "Veridox Ltd, 3rd Floor, 12 Hatton Garden, London EC1N 8AN, United Kingdom"),
                ("IdentiCheck", "IdentiCheck GmbH, Rosenthaler Straße 40, 10178 Berlin, Germany"),
                ("Sentinel KYC", "Sentinel KYC Inc., 500 Howard Street, San Francisco, CA 94105, USA"),
                ("FaceTrust", "FaceTrust B.V., Stationsplein 45, 3013 AK Rotterdam, Netherlands"),
                ("Auralis Identity", "Auralis Identity Oy, Keilaranta 19, 02150 Espoo, Finland"),
                ("Nordpass ID", "Nordpass ID AB, Sveavägen 44, 111 34 Stockholm, Sweden")]


def _iso_ts(rng: random.Random, d: date) -> str:
    return f"{d.isoformat()}T{_clock(rng)}.{rng.randrange(1000):03d}Z"


def _kyc_idv_report(rng: random.Random) -> tuple[str, dict]:
    k = _kyc_record(rng, lang="en", national_id_p=0.4)
    vendor, vendor_addr = _pick(rng, _IDV_VENDORS)
    brand, _ = _pick(rng, _BRANDS)
    accent = _pick(rng, _ACCENTS)
    ds = _pick(rng, ["iso", "iso", "d mon y", "D MON Y", "d month y"])
    money = _money_style(rng, None, k.currency)
    money.where = _pick(rng, ["code_before", "code_after"])
    ok = _pick(rng, [("PASS", "FAIL"), ("✓ Passed", "✗ Failed"), ("Clear", "Consider"), ("OK", "NOK")])
    t0 = k.today
    verdict = _pick(rng, ["APPROVED", "CLEAR", "VERIFIED", "Accepted"])
    upper_doc = _chance(rng, 0.6)
    sur = k.p.surname.upper() if upper_doc else k.p.surname
    giv = k.p.given.upper() if upper_doc else k.p.given
    full = _name_case(rng, k.p.full, 0.3)
    fdate = lambda d: _fmt_date(d, ds)
    doc_kind = {"passport": _pick(rng, ["Passport", "PASSPORT", "Passport (TD3)"]),
                "national_id": _pick(rng, ["National ID card", "ID_CARD", "Identity card (TD1)"])}[k.id_type]
    if k.id_type == "passport":
        mrz = _mrz_td3(k.id_country, k.p.surname, k.p.given, k.id_number, k.p.nationality, k.p.dob, k.p.sex, k.id_expiry)
    else:
        mrz = _mrz_td1(k.id_country, k.p.surname, k.p.given, k.id_number, k.p.nationality, k.p.dob, k.p.sex, k.id_expiry)
    sex_word = {"M": _pick(rng, ["M", "Male"]), "F": _pick(rng, ["F", "Female"]), "X": "X"}[k.p.sex]
    mode = _pick(rng, ["table", "stack", "colon"])

    head = (f'<div class="vh"><div><span class="vlogo">{_esc(vendor)}</span><br><span class="muted">'
            f'{_esc(_pick(rng, ["Identity verification report", "Verification result", "KYC check summary", "Applicant report"]))}</span></div>'
            f'<div class="verdict">{_esc(verdict)}</div></div>')
    meta = _fields([("Client", f"{brand} ({_pick(rng, ['production', 'live', 'prod-eu'])})"),
                    ("Applicant ID", _uuid(rng)), ("Check ID", _hexid(rng, 24)),
                    ("Workflow", _pick(rng, ["retail-onboarding-v3", "KYC_FULL_EU", "idv+aml", "onboarding_standard"])),
                    ("Created", _iso_ts(rng, t0)), ("Completed", _iso_ts(rng, t0)),
                    ("Channel", _pick(rng, ["iOS SDK 12.4.1", "Android SDK 11.8.0", "Web SDK 4.2 (Chrome 121)", "Mobile web"]))], "table")
    a_html, a_truth = _addr_for(rng, k, with_country=_chance(rng, 0.6))
    applicant = [("Full name", full), ("Date of birth", fdate(k.p.dob)), ("Email", k.email), ("Phone", k.phone),
                 ("Address", a_html), ("Country of residence", _country_label(rng, k.residence, _pick(rng, ["a3", "a2", "name"]))),
                 ("External user ID", f"{brand.lower()}-{_digits(rng, 8)}")]
    docf = [("Document type", doc_kind), ("Issuing country", _country_label(rng, k.id_country, _pick(rng, ["a3", "name_code"]))),
            ("Document number", k.id_number), ("Surname", sur), ("Given names", giv), ("Date of birth", fdate(k.p.dob)),
            ("Sex", sex_word), ("Nationality", _country_label(rng, k.p.nationality, _pick(rng, ["a3", "name"]))),
            ("Date of issue", fdate(k.id_issue)), ("Date of expiry", fdate(k.id_expiry))]
    checks = [("MRZ check digits", ok[0]), ("Document expiry", ok[0] + " (not expired)"), ("Visual authenticity", ok[0]),
              ("Data consistency (VIZ vs MRZ)", ok[0]), ("Image quality", f"{rng.uniform(0.82, 0.99):.2f}"),
              ("Document liveness (screen / print attack)", ok[0])]
    checks_html = "".join(f"<tr><td>{_esc(a)}</td><td class='res'>{_esc(b)}</td></tr>" for a, b in checks)
    live = rng.uniform(0.9, 0.999)
    face = rng.uniform(86.0, 99.4)
    bio = _fields([("Liveness score", f"{live:.3f} ({ok[0]}; threshold 0.800)"),
                   ("Face match similarity", f"{face:.1f}% ({ok[0]}; threshold 80%)"),
                   ("Selfie captured", _iso_ts(rng, t0)), ("Attempts", str(rng.randrange(1, 3)))], "table")
    lists = "OFAC SDN, UN, EU Consolidated, UK HMT"
    if k.pep:
        pep_line = f"1 match — confirmed true match: {k.pep_role} (PEP class {rng.randrange(1, 4)})"
    else:
        pep_line = _pick(rng, ["No match", "0 hits", "No match found"])
    adverse = _pick(rng, ["No match", "0 hits",
                          f"1 potential match — dismissed as false positive (name-only match, date of birth differs)"])
    screen = [f"Sanctions ({lists}): {_pick(rng, ['No match', '0 hits', 'Clear'])}",
              f"Politically exposed persons (PEP): {pep_line}",
              f"Adverse media: {adverse}", f"Ongoing monitoring: {_pick(rng, ['enabled', 'Enabled (daily)', 'on'])}"]
    screen_html = "".join(f"<div class='sl'>{_esc(x)}</div>" for x in screen)
    sw = {"employment": "Employment / salary", "business": "Business income", "investments": "Investments",
          "inheritance": "Inheritance", "pension": "Pension", "other": "Other"}
    decl = [("Occupation", k.occupation)]
    if k.employer:
        decl.append(("Employer", k.employer))
    elif _chance(rng, 0.5):
        decl.append(("Employer", _pick(rng, ["—", "n/a", "(not applicable)"])))
    if k.monthly is not None:
        decl.append(("Monthly income (gross)", money.fmt(k.monthly, k.currency)))
    else:
        decl.append(("Annual income (gross)", money.fmt(k.annual, k.currency)))
    decl += [("Source of funds", sw[k.source]), ("Self-declared PEP", "Yes" if k.pep else "No")]
    decl.append(("Tax residence", _country_label(rng, k.tin_country, "a3")))
    if k.tin:
        decl.append(("Tax identification number", k.tin))
    elif _chance(rng, 0.5):
        decl.append(("Tax identification number", _pick(rng, ["not provided", "—", "null"])))
    mrz_html = "<br>".join(_esc(x) for x in mrz)
    body = f"""{head}{meta}
<h2>Applicant</h2>{_fields(applicant, mode)}
<h2>Document verification <span class="badge">{_esc(ok[0])}</span></h2>{_fields(docf, mode if mode != 'colon' else 'table', 2)}
<div class="cap">Extracted MRZ</div><div class="mrz">{mrz_html}</div>
<table class="checks"><tr><th>Check</th><th>Result</th></tr>{checks_html}</table>
<h2>Biometric verification <span class="badge">{_esc(ok[0])}</span></h2>{bio}
<h2>Watchlist screening</h2>{screen_html}
<h2>Questionnaire (declared by applicant)</h2>{_fields(decl, 'table')}
<h2>Proof of address</h2>{_fields([("Document", _pick(rng, ["Utility bill", "Bank statement", "Council tax bill", "Tenancy agreement"])),
                                   ("Issued", fdate(t0 - timedelta(days=rng.randrange(5, 80)))), ("Address match", ok[0])], 'colon')}
<div class="foot">{_esc(vendor_addr)} · This report is confidential and was produced for {_esc(brand)} under the services agreement. Results are
indicative and do not replace the client's own risk assessment. Report generated {_esc(_iso_ts(rng, t0))}.</div>"""
    css = (f".vh{{display:flex;justify-content:space-between;align-items:center;border-bottom:3px solid {accent};padding-bottom:6px;margin-bottom:6px}}"
           f".vlogo{{font-size:1.6em;font-weight:bold;color:{accent}}}.muted{{color:#666}}"
           f".verdict{{border:2px solid #1a7f37;color:#1a7f37;font-weight:bold;padding:4px 12px;border-radius:14px}}"
           f"h2{{font-size:1.1em;border-bottom:1px solid #ddd;padding-bottom:2px;margin-top:14px}}"
           f".badge{{font-size:0.75em;background:#e6f4ea;color:#1a7f37;padding:1px 7px;border-radius:8px}}"
           f".mrz{{font-family:'DejaVu Sans Mono','Liberation Mono',monospace;font-size:10.5pt;background:#f4f4f4;padding:6px;margin:4px 0 8px;letter-spacing:0}}"
           f"table.checks{{border-collapse:collapse;width:100%}}table.checks td,table.checks th{{border:1px solid #ddd;padding:3px 6px;text-align:left}}"
           f".res{{color:#1a7f37}}.sl{{padding:3px 0;border-bottom:1px dashed #ddd}}.foot{{font-size:0.72em;color:#777;margin-top:14px}}.cap{{font-size:0.85em;color:#555}}")
    truth = k.truth(full_name=full, address=a_truth, sex_shown=True, employer_shown=bool(k.employer), tin_shown=bool(k.tin))
    return _page(f"{vendor} report", body, css, rng), truth


# ---------------------------------------------------------------------------------------------
# KYC layout 3: neobank back-office key/value export
# ---------------------------------------------------------------------------------------------

def _kyc_kv_export(rng: random.Random) -> tuple[str, dict]:
    k = _kyc_record(rng, lang="en", monthly_p=0.35)
    brand, domain = _pick(rng, _BRANDS)
    fmt = _pick(rng, ["yaml", "table", "json", "dotted"])
    a2 = lambda a3: _COUNTRY[a3][0]
    addr_one = ", ".join(k.addr.lines)
    sof_code = {"employment": _pick(rng, ["SALARY", "EMPLOYMENT_INCOME"]), "business": "BUSINESS_INCOME",
                "investments": _pick(rng, ["INVESTMENTS", "SAVINGS_INVESTMENTS"]), "inheritance": "INHERITANCE",
                "pension": "PENSION", "other": "OTHER"}[k.source]
    emp_status = ("EMPLOYED" if k.source == "employment" or k.employer and k.source != "business" else
                  {"business": "SELF_EMPLOYED", "pension": "RETIRED", "investments": "OTHER", "inheritance": "UNEMPLOYED", "other": "STUDENT"}[k.source])
    code = _pick(rng, ["a2", "a3"])
    cc = (lambda a3: a2(a3)) if code == "a2" else (lambda a3: a3)
    show_full = _chance(rng, 0.6)
    sex_shown = _chance(rng, 0.85)
    items: list[tuple[str, object]] = [
        ("customer.id", f"cus_{_hexid(rng, 20)}"), ("customer.created_at", _iso_ts(rng, k.today)),
        ("customer.status", _pick(rng, ["ACTIVE", "PENDING_REVIEW", "ONBOARDED"])),
        ("customer.segment", _pick(rng, ["RETAIL", "RETAIL_PREMIUM", "PERSONAL"])),
        ("person.first_name", k.p.given), ("person.last_name", k.p.surname)]
    if show_full:
        items.append(("person.full_name", k.p.full))
    items.append(("person.birth_date", k.p.dob.isoformat()))
    if sex_shown:
        items.append(("person.gender", {"M": "MALE", "F": "FEMALE", "X": "UNSPECIFIED_X"}[k.p.sex]))
    items += [("person.nationality", cc(k.p.nationality)), ("contact.email", k.email), ("contact.phone", k.phone),
              ("contact.email_verified", True)]
    for i, line in enumerate(k.addr.lines, 1):
        items.append((f"address.line{i}", line))
    items += [("address.country", cc(k.residence)), ("address.formatted", addr_one),
              ("address.since", _add_months(k.today, -12 * k.years_at_addr - rng.randrange(0, 11)).isoformat()[:7])]
    items += [("identity_document.type", {"passport": "PASSPORT", "national_id": "ID_CARD"}[k.id_type]),
              ("identity_document.number", k.id_number), ("identity_document.issuing_country", cc(k.id_country)),
              ("identity_document.issue_date", k.id_issue.isoformat()), ("identity_document.expiry_date", k.id_expiry.isoformat()),
              ("identity_document.verification", _pick(rng, ["VERIFIED", "PASSED"])),
              ("employment.status", emp_status), ("employment.occupation", k.occupation)]
    if k.employer:
        items.append(("employment.employer_name", k.employer))
    elif _chance(rng, 0.5):
        items.append(("employment.employer_name", None))
    if k.monthly is not None:
        items += [("income.amount", k.monthly), ("income.currency", k.currency), ("income.period", "MONTHLY"), ("income.basis", "GROSS")]
    else:
        items += [("income.amount", k.annual), ("income.currency", k.currency), ("income.period", _pick(rng, ["ANNUAL", "YEARLY"])),
                  ("income.basis", "GROSS")]
    items += [("source_of_funds", sof_code), ("pep.is_pep", k.pep)]
    if k.pep:
        items.append(("pep.position", k.pep_role))
    items.append(("tax.residence_country", cc(k.tin_country)))
    if k.tin or _chance(rng, 0.5):
        items.append(("tax.tin", k.tin))
    items += [("risk.score", rng.randrange(5, 60)), ("risk.rating", _pick(rng, ["LOW", "MEDIUM"])),
              ("screening.sanctions", "NO_MATCH"), ("screening.pep", "MATCH_CONFIRMED" if k.pep else "NO_MATCH"),
              ("screening.last_run_at", _iso_ts(rng, k.today)), ("device.ip", _ip(rng)),
              ("account.iban", f"{a2(k.residence)}{_digits(rng, 2)} {_letters(rng, 4)} {_digits(rng, 4)} {_digits(rng, 4)} {_digits(rng, 2)}"),
              ("account.balance", float(rng.randrange(0, 900000)) / 100), ("kyc.level", _pick(rng, ["FULL", "ENHANCED" if k.pep else "STANDARD"]))]

    def lit(v, json_style=False):
        if v is None:
            return "null"
        if isinstance(v, bool):
            return "true" if v else "false"
        if isinstance(v, (int, float)):
            return f"{v:.2f}" if isinstance(v, float) and v != int(v) else str(int(v)) if isinstance(v, float) else str(v)
        return f'"{v}"' if json_style else str(v)

    if fmt == "json":
        tree: dict = {}
        for key, v in items:
            parts = key.split(".")
            node = tree
            for p in parts[:-1]:
                node = node.setdefault(p, {})
            node[parts[-1]] = v

        def dump(node, ind):
            lines = []
            keys = list(node)
            for i, kk in enumerate(keys):
                comma = "," if i < len(keys) - 1 else ""
                val = node[kk]
                if isinstance(val, dict):
                    lines.append(f'{" " * ind}"{kk}": {{')
                    lines += dump(val, ind + 2)
                    lines.append(f'{" " * ind}}}{comma}')
                else:
                    lines.append(f'{" " * ind}"{kk}": {lit(val, True)}{comma}')
            return lines
        text = "\n".join(["{"] + dump(tree, 2) + ["}"])
        content = f'<pre class="code">{_esc(text)}</pre>'
    elif fmt == "yaml":
        lines, last = [], []
        for key, v in items:
            parts = key.split(".")
            common = 0
            while common < min(len(last), len(parts) - 1) and last[common] == parts[common]:
                common += 1
            for d in range(common, len(parts) - 1):
                lines.append("  " * d + parts[d] + ":")
            lines.append("  " * (len(parts) - 1) + f"{parts[-1]}: {lit(v)}")
            last = parts[:-1]
        content = f'<pre class="code">{_esc(chr(10).join(lines))}</pre>'
    elif fmt == "dotted":
        content = f'<pre class="code">{_esc(chr(10).join(f"{a} = {lit(b)}" for a, b in items))}</pre>'
    else:
        rows = "".join(f"<tr><td class='key'>{_esc(a)}</td><td>{_esc(lit(b))}</td></tr>" for a, b in items)
        content = f'<table class="attr"><tr><th>Attribute</th><th>Value</th></tr>{rows}</table>'
    title = _pick(rng, [f"{brand} Ops · Customer export", f"{brand} Back Office – customer record", "Customer 360 · raw attributes"])
    header = (f'<div class="hdr"><b>{_esc(title)}</b><span>Exported by {_esc(_person(rng, k.residence if k.residence in _GIVEN else "GBR", k.today).full)}'
              f' · {_esc(_iso_ts(rng, k.today))}</span></div>'
              f'<div class="note">Source: {_esc(_pick(rng, ["core-banking", "onboarding-service", "customer-api v2", "kyc-store"]))}'
              f' · environment: production · classification: CONFIDENTIAL – contains personal data</div>')
    css = (".hdr{display:flex;justify-content:space-between;border-bottom:1px solid #999;padding-bottom:4px;font-size:0.9em}"
           ".note{font-size:0.75em;color:#777;margin:4px 0 10px}"
           ".code{font-family:'DejaVu Sans Mono','Liberation Mono',monospace;font-size:8.6pt;white-space:pre-wrap;line-height:1.35;background:#fafafa;border:1px solid #e5e5e5;padding:8px}"
           "table.attr{border-collapse:collapse;width:100%;font-size:0.9em}table.attr td,table.attr th{border:1px solid #ddd;padding:2px 6px;text-align:left}"
           ".key{font-family:'DejaVu Sans Mono',monospace;color:#444}")
    full = k.p.full if show_full else None
    body = header + content
    if full is None:
        # the record has no single full-name attribute; the export header shows the customer's display name
        body = header.replace("</b>", f"</b><span>Customer: {_esc(k.p.full)}</span>", 1) + content
        full = k.p.full
    truth = k.truth(full_name=full, address=addr_one, sex_shown=sex_shown, employer_shown=bool(k.employer), tin_shown=bool(k.tin))
    return _page(title, body, css, rng), truth


# ---------------------------------------------------------------------------------------------
# KYC layout 4: CRM case print (account-opening review case)
# ---------------------------------------------------------------------------------------------

def _kyc_crm_case(rng: random.Random) -> tuple[str, dict]:
    k = _kyc_record(rng, lang="en")
    brand, domain = _pick(rng, _BRANDS)
    accent = _pick(rng, ["#0176d3", "#032d60", "#5a1ba9", "#0b827c", "#ba0517"])
    ds = _date_style(rng, k.residence)
    money = _money_style(rng, k.residence, k.currency)
    fd = lambda d: _fmt_date(d, ds)
    pool = k.residence if k.residence in _GIVEN else "GBR"
    owner = _person(rng, pool, k.today)
    analyst = _person(rng, pool, k.today)
    case_no = f"{rng.randrange(100000, 9999999):08d}"
    sal = {"M": "Mr.", "F": _pick(rng, ["Ms.", "Mrs."]), "X": "Mx."}[k.p.sex]
    name_disp = _pick(rng, [f"{sal} {k.p.full}", k.p.full, f"{k.p.surname.upper()}, {k.p.given}", f"{k.p.surname}, {k.p.given}"])
    a_html, a_truth = _addr_for(rng, k, with_country=_chance(rng, 0.5))
    sex_shown = _chance(rng, 0.75)
    contact = [("Name", name_disp), ("Birthdate", fd(k.p.dob))]
    if sex_shown:
        contact.append(("Gender", {"M": "Male", "F": "Female", "X": "Non-binary"}[k.p.sex]))
    contact += [("Mailing Address", a_html), ("Mailing Country", _country_label(rng, k.residence, "name")),
                ("Email", k.email), ("Mobile", k.phone), ("Nationality", _COUNTRY[k.p.nationality][1])]
    if k.prev_addr:
        contact.append(("Previous Address", k.prev_addr.one_line()))
    contact.append(("Preferred Channel", _pick(rng, ["App", "Email", "Chat"])))
    pepbox = "☑" if k.pep else "☐"
    kycf = [("ID Type", {"passport": "Passport", "national_id": "National ID Card"}[k.id_type]),
            ("ID Number", k.id_number), ("ID Issuing Country", _COUNTRY[k.id_country][1]), ("ID Expiry Date", fd(k.id_expiry)),
            ("Occupation", k.occupation), ("Employer", k.employer if k.employer else ""),
            ("Monthly Income" if k.monthly is not None else "Annual Income",
             money.fmt(k.monthly if k.monthly is not None else k.annual, k.currency)),
            ("Income Currency", k.currency),
            ("Source of Funds", {"employment": "Employment", "business": "Business", "investments": "Investments",
                                 "inheritance": "Inheritance", "pension": "Pension", "other": "Other"}[k.source]),
            ("PEP", _H(f"{pepbox}" + (f" &nbsp;({_esc(k.pep_role)})" if k.pep else ""))),
            ("Tax ID (TIN)", k.tin or ""), ("Tax Residency", _COUNTRY[k.tin_country][1]),
            ("Risk Rating", _pick(rng, ["Low", "Medium", "High" if k.pep else "Low"])),
            ("EDD Required", "☑" if k.pep else "☐")]

    def grid(pairs):
        cells = "".join(f"<div class='fc'><div class='fl'>{_esc(a)}</div><div class='fv'>{_v(b) or '&nbsp;'}</div></div>" for a, b in pairs)
        return f"<div class='fg'>{cells}</div>"

    acts = []
    t = k.today
    for _ in range(rng.randrange(2, 5)):
        who = _pick(rng, [owner.full, analyst.full, "Automated Process"])
        t2 = t - timedelta(days=rng.randrange(0, 6))
        acts.append((fd(t2), who, _pick(rng, ["Email: Request for proof of address", "Call: customer confirmed source of funds",
                                              "Task: review screening result", "Email: Welcome pack sent",
                                              "Note: document re-uploaded by customer (blurred image)", "Task: four-eyes approval"])))
    acts_html = "".join(f"<tr><td>{_esc(a)}</td><td>{_esc(b)}</td><td>{_esc(c)}</td></tr>" for a, b, c in acts)
    bal = money.fmt(float(rng.randrange(0, 2500000)) / 100, k.currency, True)
    body = f"""<div class="crmtop"><span class="app">{_esc(brand)} Service Console</span><span class="print">Printable View · {_esc(fd(k.today))}</span></div>
<div class="hl"><div class="ico">Case</div><div><div class="small">Case</div><div class="ttl">{case_no} · {_esc(_pick(rng, ["KYC Review – New Retail Customer", "Account Opening – Manual Review", "Onboarding exception: document check"]))}</div></div></div>
<div class="hlf">{grid([("Status", _pick(rng, ["In Progress", "Escalated", "Awaiting Customer", "Closed – Approved"])), ("Priority", _pick(rng, ["Medium", "High"])),
                       ("Case Owner", owner.full), ("Case Origin", _pick(rng, ["Mobile App", "Web Onboarding", "Online Form"])),
                       ("Opened", fd(k.today - timedelta(days=rng.randrange(1, 9)))), ("Queue", _pick(rng, ["KYC Level 2", "Onboarding Ops", "FinCrime Review"]))])}</div>
<h3>Contact Information</h3>{grid(contact)}
<h3>KYC Details</h3>{grid(kycf)}
<h3>Related Accounts (1)</h3><table class="rel"><tr><th>Account Name</th><th>Account Number</th><th>Product</th><th>Balance</th><th>Opened</th></tr>
<tr><td>{_esc(k.p.full)}</td><td>{_digits(rng, 8)}</td><td>{_esc(_pick(rng, ["Current Account", "Everyday Account", "Instant Saver"]))}</td><td>{_esc(bal)}</td><td>{_esc(fd(k.today))}</td></tr></table>
<h3>Activity History</h3><table class="rel"><tr><th>Date</th><th>Assigned To</th><th>Subject</th></tr>{acts_html}</table>
<h3>Case Comments</h3><p class="cm">{_esc(analyst.full)}: {_esc(_pick(rng, ["Screening hit reviewed, not our customer (different DOB). Cleared.", "ID document verified against MRZ. Address confirmed via open banking.", "Source of funds plausible given occupation. OK to proceed.", "Customer declared PEP status; EDD questionnaire attached." if k.pep else "No adverse findings."]))}</p>
<div class="foot">https://{_esc(brand.lower())}.my.{_pick(rng, ['crm', 'service'])}.example/lightning/r/Case/500{_hexid(rng, 12)}/view · Confidential – internal use only</div>"""
    css = (f".crmtop{{display:flex;justify-content:space-between;background:{accent};color:#fff;padding:5px 8px;font-size:0.85em}}"
           f".hl{{display:flex;gap:10px;align-items:center;margin:10px 0 4px}}.ico{{background:#f2cf5b;color:#333;padding:8px;border-radius:4px;font-size:0.8em}}"
           f".small{{font-size:0.75em;color:#666}}.ttl{{font-size:1.2em;font-weight:bold}}"
           f".hlf{{border:1px solid #ddd;border-radius:4px;padding:4px 8px;background:#fafaf9}}"
           f".fg{{display:grid;grid-template-columns:1fr 1fr;gap:0 22px}}.fc{{border-bottom:1px solid #e5e5e5;padding:3px 0}}"
           f".fl{{font-size:0.75em;color:#555}}.fv{{min-height:1.1em}}h3{{background:#f3f3f3;padding:3px 6px;font-size:1em;margin-top:12px}}"
           f"table.rel{{border-collapse:collapse;width:100%;font-size:0.9em}}table.rel th,table.rel td{{border-bottom:1px solid #ddd;text-align:left;padding:3px 4px}}"
           f".cm{{font-size:0.9em}}.foot{{font-size:0.7em;color:#777;margin-top:12px}}")
    truth = k.truth(full_name=k.p.full, address=a_truth, sex_shown=sex_shown, employer_shown=bool(k.employer), tin_shown=bool(k.tin))
    return _page(f"Case {case_no}", body, css, rng), truth


# ---------------------------------------------------------------------------------------------
# KYC layout 5: e-signature envelope (signed application + certificate of completion)
# ---------------------------------------------------------------------------------------------

_ESIGN = ["SignFlow", "InkPact", "PenLane", "Quilldesk", "Autograph Cloud"]


def _esign_certificate(rng: random.Random, subject: str, signers: list[tuple[str, str, str]], when: date,
                       originator: tuple[str, str], pages: int, fmt_ts) -> str:
    """The e-signature vendor's certificate of completion. signers: (name, email, role)."""
    vendor = _pick(rng, _ESIGN)
    env = _uuid(rng).upper()
    rows = []
    t = rng.randrange(8 * 3600, 16 * 3600)
    for name, email, role in signers:
        t += rng.randrange(60, 7200)
        sent = fmt_ts(when, t - rng.randrange(300, 4000))
        viewed = fmt_ts(when, t - rng.randrange(30, 290))
        signed = fmt_ts(when, t)
        rows.append(f"<tr><td><b>{_esc(name)}</b><br>{_esc(email)}<br><span class='sm'>{_esc(role)}</span><br>"
                    f"<span class='sm'>Security level: Email, account authentication ({_pick(rng, ['SMS OTP', 'none', 'ID check'])})</span></td>"
                    f"<td><span class='sig'>{_esc(name)}</span><br><span class='sm'>Signature adoption: {_pick(rng, ['Pre-selected style', 'Drawn on device'])}"
                    f"<br>Using IP address: {_ip(rng)}</span></td>"
                    f"<td class='sm'>Sent: {_esc(sent)}<br>Viewed: {_esc(viewed)}<br>Signed: {_esc(signed)}</td></tr>")
    events = [("Envelope Sent", "Hashed/Encrypted", fmt_ts(when, t - 9000)), ("Certified Delivered", "Security Checked", fmt_ts(when, t - 300)),
              ("Signing Complete", "Security Checked", fmt_ts(when, t)), ("Completed", "Security Checked", fmt_ts(when, t + 12))]
    ev = "".join(f"<tr><td>{a}</td><td>{b}</td><td>{_esc(c)}</td></tr>" for a, b, c in events)
    return f"""<div class="cert"><div class="certh"><b>{vendor}</b><span>Certificate Of Completion</span></div>
<table class="cm"><tr><td>Envelope Id: {env}</td><td>Status: Completed</td></tr>
<tr><td>Subject: {_esc(subject)}</td><td>Envelope Originator:<br>{_esc(originator[0])}<br>{_esc(originator[1])}</td></tr>
<tr><td>Document Pages: {pages} &nbsp; Signatures: {len(signers)} &nbsp; Initials: 0</td><td>IP Address: {_ip(rng)}</td></tr>
<tr><td>Certificate Pages: 1 &nbsp; AutoNav: Enabled &nbsp; Envelope Stamping: Enabled</td><td>Time Zone: (UTC{_pick(rng, ['+00:00) Dublin, Edinburgh, Lisbon, London', '+01:00) Amsterdam, Berlin, Stockholm', '-05:00) Eastern Time (US & Canada)', '+10:00) Canberra, Melbourne, Sydney'])}</td></tr></table>
<h4>Signer Events</h4><table class="ev"><tr><th>Signer</th><th>Signature</th><th>Timestamp</th></tr>{''.join(rows)}</table>
<h4>Envelope Summary Events</h4><table class="ev"><tr><th>Event</th><th>Status</th><th>Timestamp</th></tr>{ev}</table>
<h4>Electronic Record and Signature Disclosure</h4><p class="sm">From time to time, the sender may be required by law to provide you certain written notices or disclosures. Described below are the terms and conditions for providing such notices and disclosures electronically through the {vendor} system. You may request paper copies at any time. By selecting the check-box you confirm that you can access and read this disclosure and consent to do business electronically.</p></div>"""


_CERT_CSS = (".cert{page-break-before:always;font-size:0.85em}.certh{display:flex;justify-content:space-between;border-bottom:2px solid #333;font-size:1.2em;padding-bottom:4px}"
             "table.cm{width:100%;border-collapse:collapse;margin:6px 0}table.cm td{vertical-align:top;padding:2px 4px;width:50%}"
             "table.ev{width:100%;border-collapse:collapse}table.ev th{background:#eee;text-align:left;padding:3px}table.ev td{border-bottom:1px solid #ddd;vertical-align:top;padding:4px 3px}"
             ".sm{font-size:0.85em;color:#555}.sig{font-family:'DejaVu Serif',serif;font-style:italic;font-size:1.3em;color:#1a3c8c}")


def _ts_fmt(style: str):
    def f(d: date, secs: int) -> str:
        d2 = d + timedelta(days=secs // 86400)
        secs %= 86400
        hh, mm, ss = secs // 3600, secs % 3600 // 60, secs % 60
        if style == "mdy/":
            h12 = hh % 12 or 12
            return f"{d2.month}/{d2.day}/{d2.year} | {h12:02d}:{mm:02d}:{ss:02d} {'AM' if hh < 12 else 'PM'}"
        if style == "iso":
            return f"{d2.isoformat()} {hh:02d}:{mm:02d}:{ss:02d}"
        return f"{_fmt_date(d2, style)} {hh:02d}:{mm:02d}:{ss:02d}"
    return f


def _kyc_esign(rng: random.Random) -> tuple[str, dict]:
    k = _kyc_record(rng, lang="en")
    brand, domain = _pick(rng, _BRANDS)
    accent = _pick(rng, _ACCENTS)
    ds = _date_style(rng, k.residence)
    money = _money_style(rng, k.residence, k.currency)
    fd = lambda d: _fmt_date(d, ds)
    chk = _pick(rng, [("☒", "☐"), ("☑", "☐"), ("[X]", "[ ]")])
    pool = k.residence if k.residence in _GIVEN else "GBR"
    officer = _person(rng, pool, k.today)
    officer_mail = f"{_ascii(officer.first).lower()}.{_ascii(officer.surname).lower().replace(' ', '')}@{domain}"
    a_html, a_truth = _addr_for(rng, k, with_country=_chance(rng, 0.5), one_line=_chance(rng, 0.3))
    name_upper = _chance(rng, 0.3)
    full = k.p.full.upper() if name_upper else k.p.full
    sex_shown = _chance(rng, 0.7)
    sw = _SOF_WORDS["en"]

    def box(label, value, w="48%"):
        return f"<div class='fb' style='width:{w}'><div class='fl'>{_esc(label)}</div><div class='fv'>{_v(value) or '&nbsp;'}</div></div>"

    sec1 = [box("Surname / Family name", k.p.surname.upper() if name_upper else k.p.surname),
            box("Given name(s)", k.p.given.upper() if name_upper else k.p.given),
            box("Date of birth", fd(k.p.dob), "31%"), box("Nationality", _COUNTRY[k.p.nationality][1], "31%")]
    if sex_shown:
        sec1.append(box("Sex", _choices(["Male", "Female", "X"], {"M": "Male", "F": "Female", "X": "X"}[k.p.sex], chk), "31%"))
    sec1 += [box("Residential address (no P.O. boxes)", a_html, "98%"),
             box("Country of residence", _COUNTRY[k.residence][1]), box("Years at address", str(k.years_at_addr)),
             box("Email", k.email), box("Mobile", k.phone)]
    sec2 = [box("Identification document", _choices(["Passport", "National ID card", "Driving licence"],
                                                     {"passport": "Passport", "national_id": "National ID card"}[k.id_type], chk), "98%"),
            box("Document number", k.id_number, "31%"), box("Issuing country", _COUNTRY[k.id_country][1], "31%"),
            box("Expiry date", fd(k.id_expiry), "31%")]
    sec3 = [box("Occupation", k.occupation), box("Employer", k.employer or ("N/A" if _chance(rng, 0.5) else "")),
            box("Gross monthly income" if k.monthly is not None else "Gross annual income",
                money.fmt(k.monthly if k.monthly is not None else k.annual, k.currency)),
            box("Source of funds", _multi(list(sw.values()), {sw[k.source]}, chk, inline=True), "98%"),
            box("Politically exposed person", _choices(["Yes", "No"], "Yes" if k.pep else "No", chk)
                if not k.pep else _H(_choices(["Yes", "No"], "Yes", chk) + f" — {_esc(k.pep_role)}")),
            box("Tax identification number", k.tin or ""), box("Country of tax residence", _COUNTRY[k.tin_country][1])]
    signed_on = fd(k.today)
    env_no = _uuid(rng).upper()
    form = f"""<div class="envid">{_esc(_pick(rng, _ESIGN))} Envelope ID: {env_no}</div>
<div class="fh"><div class="brand">{_esc(brand)}</div><div><b>Personal Account Application</b><br><span class="sm">Form RA-{rng.randrange(10, 99)} v{rng.randrange(1, 9)}.{rng.randrange(10)} · Customer copy</span></div></div>
<h4>1. About you</h4><div class="fw">{''.join(sec1)}</div>
<h4>2. Identification</h4><div class="fw">{''.join(sec2)}</div>
<h4>3. Employment, income and tax</h4><div class="fw">{''.join(sec3)}</div>
<h4>4. Declaration</h4>{_boiler(rng, 4)}
<div class="sigs"><div><div class="fl">Applicant signature</div><div class="sig">{_esc(k.p.full)}</div><div class="sm">{_esc(full)} · {_esc(signed_on)}</div></div>
<div><div class="fl">For the bank (verified by)</div><div class="sig">{_esc(officer.full)}</div><div class="sm">{_esc(officer.full)}, {_esc(_pick(rng, ["Customer Onboarding", "KYC Operations", "Relationship Manager"]))}</div></div></div>
<div class="sm">{_esc(_legal(rng, brand, k.residence))}</div>"""
    ts = _ts_fmt(ds if ds in ("mdy/", "iso") else _pick(rng, ["iso", ds]))
    cert = _esign_certificate(rng, f"{brand}: please sign your account application", [
        (k.p.full, k.email, "Applicant"), (officer.full, officer_mail, "Bank representative")], k.today,
        (officer.full, officer_mail), 2, ts)
    css = (f".envid{{font-size:0.7em;color:#666}}.fh{{display:flex;gap:18px;align-items:center;border-bottom:2px solid {accent};padding-bottom:6px}}"
           f".brand{{font-size:1.6em;font-weight:bold;color:{accent}}}h4{{background:{accent};color:#fff;padding:2px 6px;margin-top:10px}}"
           f".fw{{display:flex;flex-wrap:wrap;gap:4px 2%}}.fb{{border:1px solid #aaa;padding:2px 5px;min-height:2.5em}}"
           f".fl{{font-size:0.72em;color:#555}}.fv{{font-family:'DejaVu Sans Mono','Liberation Mono',monospace;font-size:0.95em}}"
           f".sigs{{display:flex;gap:40px;margin:10px 0}}.sigs>div{{flex:1;border-top:1px solid #333;padding-top:3px}}" + _CERT_CSS)
    truth = k.truth(full_name=k.p.full, address=a_truth, sex_shown=sex_shown, employer_shown=bool(k.employer), tin_shown=bool(k.tin))
    return _page("Envelope " + env_no, form + cert, css, rng), truth


# ---------------------------------------------------------------------------------------------
# KYC layout 6: e-mail confirmation printed from webmail
# ---------------------------------------------------------------------------------------------

def _mail_date(rng: random.Random, d: date, us: bool) -> str:
    wd = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"][d.weekday()]
    h, m = rng.randrange(7, 23), rng.randrange(60)
    if us:
        return f"{wd}, {_MONTHS['en'][d.month - 1][:3]} {d.day}, {d.year} at {h % 12 or 12}:{m:02d} {'AM' if h < 12 else 'PM'}"
    return _pick(rng, [f"{wd}, {d.day} {_MONTHS['en'][d.month - 1][:3]} {d.year} {h:02d}:{m:02d}:{rng.randrange(60):02d} +0{rng.randrange(0, 3)}00",
                       f"{wd} {d.day} {_MONTHS['en'][d.month - 1]} {d.year}, {h:02d}:{m:02d}"])


def _mail_shell(rng: random.Random, subject: str, sender: str, to: str, when: str, inner: str, cc: str | None = None,
                client: str | None = None, fwd: tuple[str, str, str] | None = None) -> str:
    client = client or _pick(rng, ["Gmail", "Outlook", "Mail", "Proton Mail", "Fastmail"])
    me = to.split("<")[-1].rstrip(">")
    top = (f'<div class="mtop"><span class="mclient">{_esc(client)}</span><span>{_esc(me)}</span></div>'
           f'<div class="msubj">{_esc(subject)}</div>')
    head = (f'<table class="mh"><tr><td class="mk">From:</td><td>{_esc(sender)}</td></tr>'
            f'<tr><td class="mk">To:</td><td>{_esc(to)}</td></tr>'
            + (f'<tr><td class="mk">Cc:</td><td>{_esc(cc)}</td></tr>' if cc else "")
            + f'<tr><td class="mk">Date:</td><td>{_esc(when)}</td></tr></table>')
    if fwd:
        # printed from the mailbox of the person the message was forwarded to
        fwd_from, fwd_to, fwd_when = fwd
        head = (f'<table class="mh"><tr><td class="mk">From:</td><td>{_esc(fwd_from)}</td></tr>'
                f'<tr><td class="mk">To:</td><td>{_esc(fwd_to)}</td></tr><tr><td class="mk">Date:</td><td>{_esc(fwd_when)}</td></tr></table>'
                f'<p>FYI – as discussed, here is the confirmation I received.</p>'
                f'<div class="fwd">---------- Forwarded message ---------<br>From: {_esc(sender)}<br>Date: {_esc(when)}<br>'
                f'Subject: {_esc(subject)}<br>To: {_esc(to)}</div>')
    return top + head + f'<div class="mbody">{inner}</div>'


_MAIL_CSS = (".mtop{display:flex;justify-content:space-between;font-size:0.8em;color:#555;border-bottom:1px solid #bbb;padding-bottom:3px}"
             ".mclient{font-weight:bold;color:#c5221f}.msubj{font-size:1.35em;margin:8px 0}"
             "table.mh{font-size:0.88em;border-collapse:collapse;margin-bottom:8px}table.mh td{padding:1px 6px 1px 0;vertical-align:top}.mk{color:#666}"
             ".fwd{font-size:0.9em;color:#444;margin:8px 0}.mbody{border-top:1px solid #ddd;padding-top:8px}")


def _kyc_email(rng: random.Random) -> tuple[str, dict]:
    k = _kyc_record(rng, lang="en", monthly_p=0.35)
    brand, domain = _pick(rng, _BRANDS)
    accent = _pick(rng, _ACCENTS)
    us = k.residence == "USA"
    ds = _date_style(rng, k.residence)
    money = _money_style(rng, k.residence, k.currency)
    fd = lambda d: _fmt_date(d, ds)
    a_html, a_truth = _addr_for(rng, k, with_country=_chance(rng, 0.4))
    rows = [("Name", k.p.full), ("Date of birth", fd(k.p.dob))]
    sex_shown = _chance(rng, 0.5)
    if sex_shown:
        rows.append(("Sex", {"M": "Male", "F": "Female", "X": "X"}[k.p.sex]))
    rows += [("Nationality", _nationality_label(rng, k.p.nationality)), ("Home address", a_html),
             ("Country of residence", _COUNTRY[k.residence][1]),
             ("ID document", f"{ {'passport': 'Passport', 'national_id': 'National ID card'}[k.id_type]} issued by {_COUNTRY[k.id_country][1]}"),
             ("Document number", k.id_number), ("Valid until", fd(k.id_expiry)),
             ("Occupation", k.occupation)]
    if k.employer:
        rows.append(("Employer", k.employer))
    rows.append(("Income (before tax)", f"{money.fmt(k.monthly, k.currency)} per month" if k.monthly is not None
                 else f"{money.fmt(k.annual, k.currency)} per year"))
    rows.append(("Where your money comes from", {"employment": "My salary", "business": "My business", "investments": "Savings and investments",
                                                 "inheritance": "An inheritance", "pension": "My pension", "other": "Something else"}[k.source]))
    rows.append(("Politically exposed person", "Yes" + (f" – {k.pep_role}" if k.pep_role else "") if k.pep else "No"))
    if k.tin:
        rows.append(("Tax number", k.tin))
    table = "".join(f"<tr><td class='k'>{_esc(a)}</td><td>{_v(b)}</td></tr>" for a, b in rows)
    ref = f"{_letters(rng, 3)}-{_digits(rng, 6)}"
    inner = f"""<div class="eb"><div class="elogo" style="color:{accent}">{_esc(brand)}</div>
<p>Hi {_esc(k.p.first)},</p>
<p>Thanks for applying for a {_esc(brand)} account. We've received your application (reference <b>{ref}</b>) and we're checking your details. This usually takes a few minutes, but can take up to 2 working days.</p>
<p>Here's a copy of what you told us. If anything is wrong, reply to this email or update it in the app under <i>Profile › Personal details</i>.</p>
<table class="summ">{table}</table>
<p><b>What happens next?</b></p><ol><li>We verify your identity and run the checks we are required to by law.</li><li>We'll send your card to your home address within 3–5 working days.</li><li>You can start using your virtual card straight away in the app.</li></ol>
<p>Don't share this email. We'll never ask for your PIN or password.</p><p>The {_esc(brand)} team</p>
<div class="efoot">{_esc(_legal(rng, brand, k.residence))}<br>You're receiving this service email because you applied for an account. <u>Privacy</u> · <u>Help</u></div></div>"""
    sender = f"{brand} <{_pick(rng, ['no-reply', 'hello', 'onboarding', 'team'])}@{domain}>"
    to = f"{k.p.full} <{k.email}>" if _chance(rng, 0.6) else k.email
    when = _mail_date(rng, k.today, us)
    fwd = None
    if _chance(rng, 0.3):
        pool = k.residence if k.residence in _GIVEN else "GBR"
        adv = _person(rng, pool, k.today)
        fwd = (f"{k.p.full} <{k.email}>", f"{adv.full} <{_ascii(adv.first).lower()}.{_ascii(adv.surname).lower().replace(' ', '')}@{domain}>",
               _mail_date(rng, k.today + timedelta(days=rng.randrange(0, 4)), us))
    subj = _pick(rng, ["We've got your application", f"Your {brand} application: what you told us", "Application received – your details",
                       f"Welcome to {brand} – please check your details"])
    html_mail = _mail_shell(rng, ("Fwd: " if fwd else "") + subj, sender, to, when, inner, fwd=fwd)
    css = _MAIL_CSS + (f".eb{{max-width:640px;margin:0 auto;border:1px solid #eee;padding:12px 18px}}.elogo{{font-size:1.5em;font-weight:800}}"
                       f"table.summ{{border-collapse:collapse;width:100%;margin:8px 0}}table.summ td{{border-bottom:1px solid #eee;padding:4px 6px;vertical-align:top}}"
                       f"td.k{{color:#666;width:40%}}.efoot{{font-size:0.72em;color:#888;margin-top:14px}}")
    truth = k.truth(full_name=k.p.full, address=a_truth, sex_shown=sex_shown, employer_shown=bool(k.employer), tin_shown=bool(k.tin))
    return _page(subj, html_mail, css, rng), truth


# ---------------------------------------------------------------------------------------------
# KYC layout 7: mobile-app profile screens printed side by side
# ---------------------------------------------------------------------------------------------

def _kyc_mobile(rng: random.Random) -> tuple[str, dict]:
    k = _kyc_record(rng, lang="auto")
    lang = k.lang
    brand, _ = _pick(rng, _BRANDS)
    accent = _pick(rng, _ACCENTS)
    ds = _date_style(rng, k.residence, lang)
    money = _money_style(rng, k.residence, k.currency)
    fd = lambda d: _fmt_date(d, ds, lang)
    L = lambda key: _kl(rng, key, lang)
    yes, no = _YESNO.get(lang, _YESNO["en"])
    a_lines = list(k.addr.lines)
    a_truth = " ".join(a_lines)

    def status_bar():
        return (f"<div class='sb'><span>{rng.randrange(7, 23)}:{rng.randrange(60):02d}</span>"
                f"<span>{_pick(rng, ['5G', '4G', 'LTE', 'Wi-Fi'])} ▮▮▮▯ {rng.randrange(12, 100)}%</span></div>")

    def row(label, value):
        return f"<div class='row'><div class='rl'>{_esc(label)}</div><div class='rv'>{_v(value)}</div></div>"

    s1 = [row(L("full"), k.p.full), row(L("dob"), fd(k.p.dob))]
    sex_shown = _chance(rng, 0.7)
    if sex_shown:
        s1.append(row(L("sex"), _SEX_WORDS.get(lang, _SEX_WORDS["en"])[k.p.sex]))
    s1 += [row(L("nat"), _nationality_label(rng, k.p.nationality, lang)), row(L("email"), k.email), row(L("phone"), k.phone),
           row(L("addr"), _br(a_lines)), row(L("res"), _COUNTRY_NATIVE.get(k.residence, _COUNTRY[k.residence][1]) if lang != "en" else _COUNTRY[k.residence][1])]
    dw = _DOC_WORDS.get(lang, _DOC_WORDS["en"])
    s2 = [row(L("doctype"), dw[k.id_type]), row(L("docno"), k.id_number), row(L("issuer"), _COUNTRY[k.id_country][1]),
          row(L("expiry"), fd(k.id_expiry)),
          row({"de": "Status", "nl": "Status", "sv": "Status"}.get(lang, "Status"), "✓ " + {"de": "Verifiziert", "nl": "Geverifieerd", "sv": "Verifierad"}.get(lang, "Verified")),
          row(_TIN_LABEL.get(k.tin_country, L("tin")), k.tin) if k.tin else row(L("tin"), "—") if _chance(rng, 0.5) else ""]
    sw = _SOF_WORDS.get(lang, _SOF_WORDS["en"])
    s3 = [row(L("occ"), k.occupation)]
    if k.employer:
        s3.append(row(L("emp"), k.employer))
    s3.append(row(L("monthly") if k.monthly is not None else L("annual"),
                  money.fmt(k.monthly if k.monthly is not None else k.annual, k.currency)))
    s3.append(row(L("sof"), sw[k.source]))
    s3.append(row(L("pep"), yes if k.pep else no))
    if k.pep:
        s3.append(row({"de": "Funktion", "nl": "Functie", "sv": "Befattning"}.get(lang, "Position"), k.pep_role))
    s3.append(row({"de": "Kontostand", "nl": "Saldo", "sv": "Saldo"}.get(lang, "Balance"),
                  money.fmt(float(rng.randrange(0, 1500000)) / 100, k.currency, True)))
    titles = {"de": ["Profil", "Ausweis", "Finanzprofil"], "nl": ["Profiel", "Identiteit", "Financieel profiel"],
              "sv": ["Profil", "Legitimation", "Ekonomisk profil"]}.get(lang, ["Profile", "Identity", "Financial profile"])
    screens = []
    for title, rows in zip(titles, (s1, s2, s3)):
        screens.append(f"<div class='phone'>{status_bar()}<div class='nav'>‹ &nbsp;<b>{_esc(title)}</b></div>"
                       f"{''.join(rows)}<div class='tab'>{_esc(brand)} · ⌂ · ⇄ · ☰</div></div>")
    longest = max(len(w) for w in " ".join([k.email, k.employer or "", k.occupation, k.phone] + k.addr.lines).split())
    per_row = _pick(rng, [2, 3]) if longest <= 22 else 2
    intro = (f"<div class='cap'>{_esc(_pick(rng, ['Screenshots supplied by customer via secure message', 'App screens captured during video onboarding call', 'Customer app – profile export (print view)']))}"
             f" · {_esc(fd(k.today))}</div>")
    body = intro + f"<div class='phones p{per_row}'>{''.join(screens)}</div>"
    body += f"<div class='foot'>{_boiler(rng, 2, lang)}</div>"
    css = (f".cap{{font-size:0.8em;color:#555;margin-bottom:6px}}.phones{{display:grid;gap:12px}}.phones.p2{{grid-template-columns:1fr 1fr}}.phones.p3{{grid-template-columns:1fr 1fr 1fr}}"
           f".phone{{border:2px solid #222;border-radius:18px;padding:8px 10px;page-break-inside:avoid;min-height:420px}}"
           f".sb{{display:flex;justify-content:space-between;font-size:0.7em;color:#333}}.nav{{color:{accent};margin:6px 0 8px;font-size:1.05em}}"
           f".row{{border-bottom:1px solid #eee;padding:4px 0}}.rl{{font-size:0.72em;color:#777}}.rv{{font-size:0.92em}}"
           f".tab{{margin-top:10px;text-align:center;font-size:0.75em;color:#999}}.foot{{font-size:0.7em;color:#777;margin-top:12px}}")
    truth = k.truth(full_name=k.p.full, address=a_truth, sex_shown=sex_shown, employer_shown=bool(k.employer), tin_shown=bool(k.tin))
    return _page(f"{brand} app", body, css, rng, size=_pick(rng, ["9pt", "9.5pt", "10pt"]), lang=lang), truth


# ---------------------------------------------------------------------------------------------
# KYC layout 8: online periodic review ("keep your details up to date")
# ---------------------------------------------------------------------------------------------

def _kyc_periodic_review(rng: random.Random) -> tuple[str, dict]:
    k = _kyc_record(rng, lang="en")
    brand, domain = _pick(rng, _BRANDS)
    accent = _pick(rng, _ACCENTS)
    ds = _date_style(rng, k.residence)
    money = _money_style(rng, k.residence, k.currency)
    fd = lambda d: _fmt_date(d, ds)
    same = _pick(rng, ["No change", "✓ Still correct", "Confirmed", "—"])
    # what the bank held before this review (distractors)
    old_addr = _address(rng, k.residence)
    moved = _chance(rng, 0.55)
    renewed = _chance(rng, 0.5)
    old_no = _id_number(rng, k.id_country, k.id_type)
    old_exp = k.today - timedelta(days=rng.randrange(10, 700))
    job_change = bool(k.employer) and _chance(rng, 0.4) and k.prev_employer is not None
    inc_change = _chance(rng, 0.5)
    old_income = float(round(k.annual * rng.uniform(0.75, 0.95) / 500) * 500)
    one_line = _chance(rng, 0.5)
    a_now = ", ".join(k.addr.lines) if one_line else " ".join(k.addr.lines)
    a_now_html = ", ".join(k.addr.lines) if one_line else _br(k.addr.lines)
    rows = []

    def r(label, old, new):
        rows.append((label, old, new))

    r("Full name", k.p.full, same)
    r("Date of birth", fd(k.p.dob), same)
    sex_shown = _chance(rng, 0.5)
    if sex_shown:
        r("Sex", {"M": "Male", "F": "Female", "X": "X (unspecified)"}[k.p.sex], same)
    r("Nationality", _COUNTRY[k.p.nationality][1], same)
    if moved:
        r("Residential address", ", ".join(old_addr.lines), a_now_html)
    else:
        r("Residential address", a_now_html, same)
    r("Country of residence", _COUNTRY[k.residence][1], same)
    r("Email", k.email if _chance(rng, 0.6) else _email(rng, k.p.given, k.p.surname), k.email)
    r("Mobile", k.phone, same)
    dtype = {"passport": "Passport", "national_id": "National ID card"}[k.id_type]
    if renewed:
        r("ID document", f"{dtype} {old_no}, {_COUNTRY[k.id_country][1]}, expired {fd(old_exp)}",
          _H(f"{_esc(dtype)} {_esc(k.id_number)}<br>Issued by {_esc(_COUNTRY[k.id_country][1])}<br>Expires {_esc(fd(k.id_expiry))}"))
    else:
        r("ID document", _H(f"{_esc(dtype)} {_esc(k.id_number)}<br>Issued by {_esc(_COUNTRY[k.id_country][1])}<br>Expires {_esc(fd(k.id_expiry))}"), same)
    r("Occupation", k.occupation, same)
    if job_change:
        r("Employer", k.prev_employer, k.employer)
    else:
        r("Employer", k.employer or "—", same)
    inc_label = "Gross monthly income" if k.monthly is not None else "Gross annual income"
    inc_now = money.fmt(k.monthly if k.monthly is not None else k.annual, k.currency)
    if inc_change and k.monthly is None:
        r(inc_label, money.fmt(old_income, k.currency), inc_now)
    else:
        r(inc_label, inc_now, same)
    r("Source of funds", _SOF_WORDS["en"][k.source], same)
    r("Politically exposed person", "Yes" if k.pep else "No", same if not k.pep else "Yes – " + (k.pep_role or ""))
    if k.tin:
        r("Tax identification number", k.tin, same)
    else:
        r("Tax identification number", "not held", _pick(rng, ["not provided", "—", ""]))
    r("Tax residence", _COUNTRY[k.tin_country][1], same)
    rows_html = "".join(f"<tr><td class='f'>{_esc(a)}</td><td class='old'>{_v(b)}</td><td class='new'>{_v(c)}</td></tr>" for a, b, c in rows)
    case = f"PR-{k.today.year}-{_digits(rng, 6)}"
    hdr_old = _pick(rng, ["What we have on file", "Details we hold (before review)", "Previously held"])
    hdr_new = _pick(rng, ["Your confirmed / updated details", "Updated value (confirmed by you)", "Your answer"])
    body = f"""{_browser_stamp(rng, k.today, k.residence, f"Periodic review – {brand} Online Banking")}
<div class="bar"><b>{_esc(brand)}</b> Online Banking <span>{_esc(_pick(rng, ["Log out", "Sign out"]))}</span></div>
<h1>{_esc(_pick(rng, ["Keep your details up to date", "Periodic customer review", "Review your information"]))}</h1>
<p>As a regulated bank we must keep the information we hold about you up to date. Please confirm or update the details below. Review reference <b>{case}</b>, due by {_esc(fd(k.today + timedelta(days=30)))}.</p>
{_steps(["Your details", "Identity", "Finances", "Confirm"], 4, accent, "crumbs")}
<table class="rv"><tr><th>Field</th><th>{_esc(hdr_old)}</th><th>{_esc(hdr_new)}</th></tr>{rows_html}</table>
<p class="small">Where the last column says "{_esc(same)}", the value on file is still correct. New documents you uploaded: {_esc(_pick(rng, ["id_front.jpg, id_back.jpg", "passport.pdf", "scan_0012.png", "none"]) if not renewed else "new_id_document.jpg")}.</p>
<div>☑ I confirm these details are accurate and complete. Submitted by {_esc(k.p.full)} on {_esc(fd(k.today))}.</div>
<div class="legal">{_boiler(rng, 3)}<p>{_esc(_legal(rng, brand, k.residence))}</p></div>
{_browser_foot(f"https://online.{domain}/profile/review/{case.lower()}", 1, 1)}"""
    css = (f".bar{{background:{accent};color:#fff;padding:6px 10px;display:flex;justify-content:space-between}}h1{{font-size:1.4em}}"
           f"table.rv{{border-collapse:collapse;width:100%}}table.rv th{{background:#f0f2f5;text-align:left;padding:5px}}"
           f"table.rv td{{border-bottom:1px solid #e3e3e3;padding:5px;vertical-align:top}}td.f{{color:#555;width:24%}}td.old{{color:#777;width:36%}}"
           f"td.new{{font-weight:600}}.small{{font-size:0.8em;color:#666}}.legal{{font-size:0.72em;color:#777;margin-top:14px}}")
    truth = k.truth(full_name=k.p.full, address=a_now, sex_shown=sex_shown, employer_shown=bool(k.employer), tin_shown=bool(k.tin))
    return _page("Periodic review", body, css, rng), truth


# ---------------------------------------------------------------------------------------------
# KYC layout 9: video-identification protocol (VideoIdent, German-speaking markets)
# ---------------------------------------------------------------------------------------------

def _kyc_video_ident(rng: random.Random) -> tuple[str, dict]:
    k = _kyc_record(rng, residences=("DEU", "DEU", "AUT"), lang="de", national_id_p=0.6)
    brand, domain = _pick(rng, _BRANDS)
    vendor = _pick(rng, ["IdentNow Services GmbH", "Videolegit AG", "SecureIdent GmbH", "ProIdent Solutions GmbH"])
    ds = _pick(rng, ["dmy.", "dmy.", "d month y"])
    fd = lambda d: _fmt_date(d, ds, "de")
    money = _money_style(rng, "DEU", k.currency)
    agent = _person(rng, "DEU", k.today)
    t1 = _clock(rng)
    authority = _pick(rng, ["Stadt Köln", "Landeshauptstadt München", "Bezirksamt Pankow von Berlin", "Stadt Leipzig",
                            "Magistrat der Stadt Wien", "Bezirkshauptmannschaft Graz-Umgebung", "Freie und Hansestadt Hamburg"])
    dtype = {"passport": "Reisepass", "national_id": "Personalausweis"}[k.id_type]
    if k.id_country not in ("DEU", "AUT"):
        authority = f"Behörde des Ausstellungsstaates ({_COUNTRY[k.id_country][1]})"
    sex_shown = _chance(rng, 0.7)
    a_html, a_truth = _addr_for(rng, k, with_country=False, one_line=_chance(rng, 0.5))
    pers = [("Name", k.p.surname), ("Vorname(n)", k.p.given), ("Geburtsdatum", fd(k.p.dob)),
            ("Geburtsort", _pick(rng, ["Köln", "Dresden", "Hannover", "Graz", "Linz", "Bremen", "Kassel", "Izmir", "Krakau"]))]
    if sex_shown:
        pers.append(("Geschlecht", _SEX_WORDS["de"][k.p.sex]))
    pers += [("Staatsangehörigkeit", _nationality_label(rng, k.p.nationality, "de")), ("Anschrift", a_html),
             ("Wohnsitzland", _COUNTRY_NATIVE.get(k.residence, _COUNTRY[k.residence][1])),
             ("Mobilnummer (TAN-Verifikation)", k.phone), ("E-Mail", k.email)]
    doc = [("Ausweisart", dtype), ("Ausweisnummer", k.id_number), ("Ausstellende Behörde", authority),
           ("Ausstellungsstaat", _COUNTRY_NATIVE.get(k.id_country, _COUNTRY[k.id_country][1])),
           ("Ausstellungsdatum", fd(k.id_issue)), ("Gültig bis", fd(k.id_expiry))]
    chk = _pick(rng, [("☑", "☐"), ("[x]", "[ ]")])
    feats = ["Hologramm / Identigram", "Kinegramm", "Mikroschrift", "Personalisierung (Laser)", "Tastbare Oberfläche", "Wechselbild (MLI)"]
    feats_html = "".join(f"<div>{chk[0]} {_esc(f)}</div>" for f in rng.sample(feats, 4))
    emp = k.employer
    kyc = [("Beruf", k.occupation), ("Arbeitgeber", emp if emp else _pick(rng, ["entfällt", "—", ""])),
           ("Bruttomonatseinkommen" if k.monthly is not None else "Bruttojahreseinkommen",
            money.fmt(k.monthly if k.monthly is not None else k.annual, k.currency)),
           ("Herkunft der Mittel", _SOF_WORDS["de"][k.source]),
           ("Politisch exponierte Person (PEP)", ("Ja – " + (k.pep_role or "")) if k.pep else "Nein"),
           ("Steuerliche Identifikationsnummer", k.tin if k.tin else "nicht angegeben"),
           ("Wirtschaftlich Berechtigter", "handelt auf eigene Rechnung")]
    mode = _pick(rng, ["table", "leaders", "colon"])
    body = f"""<div class="hd"><div><b>{_esc(vendor)}</b><br><span class="sm">im Auftrag der {_esc(brand)} Bank AG</span></div>
<div class="sm">Vorgangsnummer: {_letters(rng, 3)}-{_letters(rng, 3)}-{_letters(rng, 3)}<br>Transaktions-ID: {_uuid(rng)}</div></div>
<h1>Identifizierungsprotokoll – VideoIdent</h1>
<p class="sm">Durchgeführt gemäß § 12 Abs. 1 GwG i. V. m. BaFin-Rundschreiben 3/2017 (GW) – Videoidentifizierungsverfahren.</p>
{_fields([("Datum", fd(k.today)), ("Beginn", t1), ("Ende", _clock(rng)), ("Identifizierungsmitarbeiter/in", f"{agent.full} (ID {_digits(rng, 5)})"),
          ("Ergebnis", "ERFOLGREICH – Person identifiziert")], "table")}
<h3>Angaben zur identifizierten Person</h3>{_fields(pers, mode)}
<h3>Legitimationsdokument</h3>{_fields(doc, mode)}
<h3>Geprüfte Sicherheitsmerkmale</h3><div class="feat">{feats_html}</div>
<p>{chk[0]} Lichtbildabgleich durchgeführt &nbsp; {chk[0]} Ausweis vollständig gefilmt &nbsp; {chk[0]} TAN erfolgreich eingegeben &nbsp; {chk[0]} Screenshots Vorder-/Rückseite gespeichert</p>
<p>Die Person <b>{_esc(k.p.full)}</b> wurde am {_esc(fd(k.today))} um {t1} Uhr per Videoübertragung identifiziert.</p>
<h3 class="pb">Angaben aus dem Kontoeröffnungsantrag (Selbstauskunft)</h3>{_fields(kyc, 'table')}
<div class="sm">{_boiler(rng, 4, "de")}</div>
<div class="sm">Dieses Protokoll wurde maschinell erstellt und ist ohne Unterschrift gültig. {_esc(vendor)}, Sitz München, HRB {_digits(rng, 6)}.</div>"""
    css = (".hd{display:flex;justify-content:space-between;border-bottom:2px solid #444;padding-bottom:4px}.sm{font-size:0.78em;color:#555}"
           "h1{font-size:1.3em}h3{font-size:1em;background:#eee;padding:2px 5px}.feat{columns:2;font-size:0.9em}"
           + (".pb{page-break-before:always}" if _chance(rng, 0.5) else ""))
    truth = k.truth(full_name=k.p.full, address=a_truth, sex_shown=sex_shown, employer_shown=bool(emp), tin_shown=bool(k.tin))
    return _page("Identifizierungsprotokoll", body, css, rng, lang="de"), truth


_KYC_LAYOUTS.update({
    "onboarding_review": _kyc_onboarding_review,
    "idv_vendor_report": _kyc_idv_report,
    "kyc_kv_export": _kyc_kv_export,
    "crm_case_print": _kyc_crm_case,
    "esign_envelope": _kyc_esign,
    "email_confirmation": _kyc_email,
    "mobile_app_screens": _kyc_mobile,
    "periodic_review": _kyc_periodic_review,
    "video_ident_protocol": _kyc_video_ident,
})


# ---------------------------------------------------------------------------------------------
# letter of credit data
# ---------------------------------------------------------------------------------------------

@dataclass
class _Party:
    name: str
    lines: list[str]      # address lines
    country: str
    city: str


def _company(rng: random.Random, country: str) -> _Party:
    c = country
    if c == "CHN":
        city, prov, pc, dist = _pick(rng, [("Ningbo", "Zhejiang", "315800", "Beilun District"), ("Shenzhen", "Guangdong", "518057", "Nanshan District"),
                                           ("Qingdao", "Shandong", "266000", "Shinan District"), ("Xiamen", "Fujian", "361006", "Huli District"),
                                           ("Suzhou", "Jiangsu", "215021", "Industrial Park"), ("Foshan", "Guangdong", "528000", "Shunde District")])
        word = _pick(rng, _split("Hongda|Bright Star|Golden Sail|Huaxin|Evergreen|Jinlong|Sunrise|Tianyi|Orient Pearl"))
        ind = _pick(rng, _split("Textile|Electronics|Machinery|Import and Export|Solar Technology|Hardware|Lighting|Furniture"))
        name = f"{city} {word} {ind} Co., Ltd."
        lines = [f"No. {rng.randrange(1, 999)} {_pick(rng, _split('Jiangnan Road|Keyuan Road|Hongkong Middle Road|Xinglong Street|Suhong West Road'))}",
                 f"{dist}, {city}, {prov} {pc}", "China"]
        return _Party(name, lines, c, city)
    if c == "VNM":
        name = _pick(rng, ["Saigon Garment Export JSC", "Mekong Agro Trading Co., Ltd", "Tan Phu Coffee Joint Stock Company",
                           "Hai Phong Steel Products Co., Ltd", "Binh Duong Furniture Manufacturing Co., Ltd"])
        city = _pick(rng, ["Ho Chi Minh City", "Hai Phong", "Binh Duong", "Da Nang"])
        return _Party(name, [f"Lot {_letters(rng, 1)}-{rng.randrange(1, 40)}, {_pick(rng, ['Tan Thuan EPZ', 'VSIP II Industrial Park', 'Dinh Vu Industrial Zone'])}", f"{city}, Viet Nam"], c, city)
    if c == "IND":
        city, st, pc = _pick(rng, [("Ahmedabad", "Gujarat", "382445"), ("Tiruppur", "Tamil Nadu", "641604"), ("Pune", "Maharashtra", "411026"),
                                    ("Ludhiana", "Punjab", "141003"), ("Hyderabad", "Telangana", "500032")])
        name = f"{_pick(rng, _split('Shree Ganesh|Deccan|Sai Krishna|Bharat|Kaveri|Vardhman'))} {_pick(rng, _split('Cotton Mills|Pharma Chem|Rice Exports|Engineering Works|Auto Components'))} Pvt. Ltd."
        return _Party(name, [f"Plot No. {rng.randrange(1, 300)}, {_pick(rng, ['GIDC Estate', 'MIDC Bhosari', 'Focal Point Phase V', 'SIPCOT Industrial Park'])}", f"{city} {pc}, {st}, India"], c, city)
    if c == "TUR":
        city = _pick(rng, ["İzmir", "Bursa", "Istanbul", "Gaziantep", "Denizli"])
        name = f"{_pick(rng, _split('Ege|Marmara|Anadolu|Toros|Kapadokya'))} {_pick(rng, _split('Tekstil|Makina|Gıda|Kimya'))} Sanayi ve Ticaret A.Ş."
        return _Party(name, [f"Organize Sanayi Bölgesi {rng.randrange(1, 30)}. Cadde No: {rng.randrange(1, 90)}", f"{rng.randrange(16000, 35999)} {city}", "Türkiye"], c, city)
    if c == "DEU":
        city, pc = _pick(rng, [("Hamburg", "20457"), ("Stuttgart", "70565"), ("Bremen", "28197"), ("Düsseldorf", "40221"), ("Nürnberg", "90451")])
        name = f"{_pick(rng, _split('Hanseatische|Süddeutsche|Rheinische|Nordwest'))} {_pick(rng, _split('Maschinenbau|Handelsgesellschaft|Präzisionstechnik|Lebensmittel'))} GmbH"
        return _Party(name, [f"{_pick(rng, _split('Industriestraße|Am Sandtorkai|Hafenstraße|Gewerbepark Süd'))} {rng.randrange(1, 120)}", f"{pc} {city}", "Germany"], c, city)
    if c == "NLD":
        city, pc = _pick(rng, [("Rotterdam", "3011 AD"), ("Amsterdam", "1043 GR"), ("Venlo", "5928 LN"), ("Eindhoven", "5657 EB")])
        name = f"{_pick(rng, _split('Maas|Holland|Delta|Oranje'))} {_pick(rng, _split('Trading|Food Ingredients|Agri Commodities|Logistics'))} B.V."
        return _Party(name, [f"{_pick(rng, _split('Waalhaven Oostzijde|Stationsplein|Transportweg|Science Park'))} {rng.randrange(1, 300)}", f"{pc} {city}", "The Netherlands"], c, city)
    if c == "GBR":
        city, pc = _pick(rng, [("Manchester", "M17 1DB"), ("Birmingham", "B7 4BP"), ("Felixstowe", "IP11 3SY"), ("Leicester", "LE4 9HA"), ("London", "E14 5AB")])
        name = f"{_pick(rng, _split('Albion|Pennine|Thames|Caledonian|Midland'))} {_pick(rng, _split('Trading|Home Furnishings|Industrial Supplies|Foods|Apparel'))} Ltd"
        return _Party(name, [f"Unit {rng.randrange(1, 40)}, {_pick(rng, _split('Trafford Park|Saltley Business Park|Ransomes Europark|Canary Wharf'))}", f"{city} {pc}", "United Kingdom"], c, city)
    if c == "USA":
        city, st, z = _pick(rng, [("Houston", "TX", "77002"), ("Los Angeles", "CA", "90021"), ("Miami", "FL", "33166"), ("Newark", "NJ", "07114"), ("Chicago", "IL", "60607")])
        name = f"{_pick(rng, _split('Pacific Rim|Gulf Coast|Great Lakes|Liberty|Atlantic'))} {_pick(rng, _split('Imports|Distribution|Industrial Supply|Trading'))} {_pick(rng, ['Inc.', 'LLC', 'Corp.'])}"
        return _Party(name, [f"{rng.randrange(100, 9999)} {_pick(rng, _split('Commerce St|Industrial Pkwy|NW 25th St|Harbor Blvd'))}", f"{city}, {st} {z}", "USA"], c, city)
    if c == "ARE":
        city = _pick(rng, ["Dubai", "Sharjah", "Abu Dhabi"])
        name = f"{_pick(rng, _split('Al Noor|Gulf Star|Emirates Horizon|Al Barakah|Desert Rose'))} {_pick(rng, _split('General Trading LLC|Building Materials Trading LLC|Foodstuff Trading LLC|FZE'))}"
        return _Party(name, [f"Office {rng.randrange(101, 2999)}, {_pick(rng, ['Jebel Ali Free Zone', 'Al Maktoum Road, Deira', 'SAIF Zone', 'Mussafah Industrial Area'])}", f"P.O. Box {rng.randrange(1000, 99999)}, {city}", "United Arab Emirates"], c, city)
    if c == "SGP":
        name = f"{_pick(rng, _split('Straits|Lion City|Temasek Bay|Marina'))} {_pick(rng, _split('Commodities|Resources|Electronics|Marine Supplies'))} Pte. Ltd."
        return _Party(name, [f"{rng.randrange(1, 200)} {_pick(rng, _split('Tuas South Avenue 2|Pioneer Road|Robinson Road|Jurong Port Road'))}", f"#{rng.randrange(1, 30):02d}-{rng.randrange(1, 20):02d}", f"Singapore {rng.randrange(100000, 829999)}"], c, "Singapore")
    if c == "ITA":
        city, pc = _pick(rng, [("Prato", "59100"), ("Brescia", "25125"), ("Bari", "70123"), ("Modena", "41122")])
        name = f"{_pick(rng, _split('Tessitura|Meccanica|Oleificio|Ceramiche'))} {_pick(rng, _split('Lombarda|Adriatica|del Sole|Toscana'))} S.p.A."
        return _Party(name, [f"Via {_pick(rng, _split('dell Industria|Emilia Est|dei Mille|Provinciale'))} {rng.randrange(1, 200)}", f"{pc} {city}", "Italy"], c, city)
    if c == "ESP":
        city, pc = _pick(rng, [("Valencia", "46024"), ("Jaén", "23009"), ("Zaragoza", "50197"), ("Bilbao", "48015")])
        name = f"{_pick(rng, _split('Aceites|Cerámicas|Conservas|Industrias'))} {_pick(rng, _split('del Sur|Levante|Ibéricas|Cantábricas'))} S.A."
        return _Party(name, [f"Polígono Industrial {_pick(rng, _split('El Oliveral|Plaza|Los Olivares|Asua'))}, Nave {rng.randrange(1, 40)}", f"{pc} {city}", "Spain"], c, city)
    if c == "KOR":
        city = _pick(rng, ["Busan", "Incheon", "Ulsan", "Seoul"])
        name = f"{_pick(rng, _split('Hanbit|Daesung|Seoyang|Mirae'))} {_pick(rng, _split('Industrial|Precision|Chemical|Electronics'))} Co., Ltd."
        return _Party(name, [f"{rng.randrange(1, 300)}, {_pick(rng, _split('Noksansandan-ro|Gajeong-ro|Teheran-ro'))}", f"{city}, Republic of Korea"], c, city)
    if c == "BGD":
        name = f"{_pick(rng, _split('Padma|Meghna|Jamuna|Rupali'))} {_pick(rng, _split('Knit Composite|Garments|Denim|Spinning Mills'))} Ltd."
        return _Party(name, [f"Plot {rng.randrange(1, 90)}, {_pick(rng, ['Dhaka EPZ, Savar', 'BSCIC Industrial Area, Tongi', 'Chattogram EPZ'])}", _pick(rng, ["Dhaka 1349, Bangladesh", "Gazipur 1710, Bangladesh", "Chattogram 4223, Bangladesh"])], c, "Dhaka")
    if c == "BRA":
        city = _pick(rng, ["Santos", "São Paulo", "Curitiba", "Itajaí"])
        name = f"{_pick(rng, _split('Agro|Cafés|Metalúrgica|Comercial'))} {_pick(rng, _split('Paulista|Sul Brasil|Serra Verde|Atlântico'))} Ltda."
        return _Party(name, [f"Rua {_pick(rng, _split('XV de Novembro|das Indústrias|Augusta'))}, {rng.randrange(10, 2000)}", f"{city} - SP, CEP {rng.randrange(10000, 99999)}-{rng.randrange(100, 999)}", "Brazil"], c, city)
    if c == "EGY":
        name = f"{_pick(rng, _split('Nile Delta|Pharaoh|Alexandria'))} {_pick(rng, _split('Food Industries|Trading Company|Steel Co.'))} S.A.E."
        return _Party(name, [f"{rng.randrange(1, 90)} {_pick(rng, _split('El Horreya Road|Tahrir Street|Industrial Zone B3'))}", _pick(rng, ["Alexandria, Egypt", "10th of Ramadan City, Egypt", "Cairo, Egypt"])], c, "Alexandria")
    if c == "MEX":
        name = f"{_pick(rng, _split('Comercializadora|Distribuidora|Industrias'))} {_pick(rng, _split('del Pacífico|Azteca|Norteña'))} S.A. de C.V."
        return _Party(name, [f"Av. {_pick(rng, _split('Industria Metalúrgica|Reforma|Constitución'))} {rng.randrange(100, 4000)}", f"{_pick(rng, ['Monterrey, N.L.', 'Guadalajara, Jal.', 'Ciudad de México'])} C.P. {rng.randrange(10000, 99999)}", "Mexico"], c, "Monterrey")
    if c == "AUS":
        name = f"{_pick(rng, _split('Southern Cross|Coral Coast|Outback'))} {_pick(rng, _split('Imports|Wholesale|Building Supplies'))} Pty Ltd"
        return _Party(name, [f"{rng.randrange(1, 200)} {_pick(rng, _split('Fairbank Road|Port Drive|Lorimer Street'))}", f"{_pick(rng, ['Port Melbourne VIC 3207', 'Botany NSW 2019', 'Clayton South VIC 3169'])}", "Australia"], c, "Melbourne")
    if c == "POL":
        name = f"{_pick(rng, _split('Baltic|Mazowsze|Polmet|Wisła'))} {_pick(rng, _split('Trade|Import-Export|Logistics'))} Sp. z o.o."
        return _Party(name, [f"ul. {_pick(rng, _split('Przemysłowa|Portowa|Łąkowa'))} {rng.randrange(1, 90)}", f"{_pick(rng, ['80-555 Gdańsk', '02-672 Warszawa', '61-131 Poznań'])}", "Poland"], c, "Gdańsk")
    if c == "KEN":
        name = f"{_pick(rng, _split('Savannah|Rift Valley|Mombasa Coast'))} {_pick(rng, _split('Distributors Ltd|Agencies Ltd|Hardware Ltd'))}"
        return _Party(name, [f"{_pick(rng, ['Mombasa Road', 'Enterprise Road, Industrial Area', 'Moi Avenue'])}", f"P.O. Box {rng.randrange(1000, 99999)}-00{rng.randrange(100, 999)}", "Nairobi, Kenya"], c, "Nairobi")
    # fallback: JPN / HKG / MYS
    if c == "JPN":
        return _Party(f"{_pick(rng, _split('Kansai|Tokai|Hokuriku'))} {_pick(rng, _split('Seiki|Trading|Kogyo'))} Co., Ltd.",
                      [f"{rng.randrange(1, 9)}-{rng.randrange(1, 30)}-{rng.randrange(1, 20)} {_pick(rng, ['Nishi-ku, Osaka', 'Minato-ku, Tokyo', 'Naka-ku, Nagoya'])}", "Japan"], c, "Osaka")
    if c == "HKG":
        return _Party(f"{_pick(rng, _split('Victoria|Kowloon Bay|Harbour Light'))} {_pick(rng, _split('Trading|Industrial|Garment'))} Limited",
                      [f"Unit {rng.randrange(1, 30)}{_pick(rng, 'ABCD')}, {rng.randrange(1, 40)}/F, {_pick(rng, ['Kwai Chung Plaza', 'Tower 2, Harbour Centre', 'Kowloon Commerce Centre'])}", _pick(rng, ["Kwai Chung, New Territories", "Hung Hom, Kowloon"]), "Hong Kong"], c, "Hong Kong")
    return _Party(f"{_pick(rng, _split('Penang|Klang|Johor'))} {_pick(rng, _split('Rubber Products|Palm Oil Refinery|Electronics'))} Sdn. Bhd.",
                  [f"Lot {rng.randrange(1, 9999)}, {_pick(rng, ['Jalan Perusahaan 2', 'Jalan Klang Lama', 'Kawasan Perindustrian Bayan Lepas'])}", f"{rng.randrange(10000, 99999)} {_pick(rng, ['Penang', 'Klang, Selangor', 'Johor Bahru'])}", "Malaysia"], "MYS", "Penang")


# (bank name, BIC, city) by country
_BANKS = {
    "GBR": [("Albion Commercial Bank plc", "ALCBGB2L", "London"), ("Northern Shires Bank plc", "NSHBGB22", "Leeds")],
    "DEU": [("Nordhafen Bank AG", "NHBADEHH", "Hamburg"), ("Süddeutsche Handelsbank AG", "SDHBDEMM", "München")],
    "NLD": [("Zuiderzee Handelsbank N.V.", "ZHBKNL2A", "Amsterdam")],
    "USA": [("First Harbor Trust Bank, N.A.", "FHTBUS33", "New York"), ("Lakeshore National Bank", "LSNBUS44", "Chicago")],
    "ARE": [("Gulf Crescent Bank PJSC", "GCBKAEAD", "Dubai"), ("Emirates Meridian Bank", "EMBKAEAA", "Abu Dhabi")],
    "SGP": [("Straits Merchant Bank Ltd", "SMBLSGSG", "Singapore")],
    "IND": [("Deccan Commercial Bank Ltd", "DCBLINBB", "Mumbai"), ("Indus Valley Bank Ltd", "IVBKINBB", "Mumbai")],
    "CHN": [("Bank of Eastern Commerce Co., Ltd. Shanghai Branch", "BECOCNSH", "Shanghai"), ("Yangtze Industrial Bank Ningbo Branch", "YIBKCNBJNGB", "Ningbo")],
    "VNM": [("Mekong Joint Stock Commercial Bank", "MKJSVNVX", "Ho Chi Minh City")],
    "TUR": [("Anadolu Ticaret Bankası A.Ş.", "ATBKTRIS", "Istanbul")],
    "ITA": [("Banca Adriatica del Commercio S.p.A.", "BADCITMM", "Milano")],
    "ESP": [("Banco Mediterráneo de Comercio S.A.", "BMDCESMM", "Madrid")],
    "KOR": [("Hangang Commercial Bank", "HGCBKRSE", "Seoul")],
    "BGD": [("Padma Commercial Bank Ltd", "PCBLBDDH", "Dhaka")],
    "BRA": [("Banco Atlântico Paulista S.A.", "BAPBBRSP", "São Paulo")],
    "EGY": [("Nile Commercial Bank S.A.E.", "NCBKEGCX", "Cairo")],
    "MEX": [("Banco Regio del Norte S.A.", "BRNOMXMM", "Monterrey")],
    "AUS": [("Southern Cross Banking Corporation", "SCBCAU2S", "Sydney")],
    "POL": [("Bank Handlowy Bałtycki S.A.", "BHBAPLPW", "Warszawa")],
    "KEN": [("Rift Valley Commercial Bank Ltd", "RVCBKENA", "Nairobi")],
    "JPN": [("Kansai Merchant Bank, Ltd.", "KMBKJPJT", "Osaka")],
    "HKG": [("Victoria Harbour Banking Corporation", "VHBCHKHH", "Hong Kong")],
    "MYS": [("Selat Melaka Bank Berhad", "SMBBMYKL", "Kuala Lumpur")],
}

_IMPORTERS = ("GBR", "DEU", "NLD", "USA", "ARE", "SGP", "IND", "ITA", "ESP", "TUR", "BGD", "EGY", "KEN", "MEX", "AUS", "POL", "BRA")
_EXPORTERS = ("CHN", "VNM", "IND", "TUR", "DEU", "ITA", "USA", "KOR", "JPN", "BGD", "MYS", "ESP", "NLD", "BRA", "HKG")

_PORTS = {
    "CHN": ["SHANGHAI, CHINA", "NINGBO, CHINA", "QINGDAO PORT, CHINA", "SHENZHEN (YANTIAN), CHINA", "ANY PORT IN CHINA", "XIAMEN, PR CHINA"],
    "VNM": ["HO CHI MINH CITY PORT, VIETNAM", "HAI PHONG, VIETNAM", "CAT LAI PORT, HO CHI MINH CITY"],
    "IND": ["NHAVA SHEVA (JNPT), INDIA", "MUNDRA PORT, INDIA", "CHENNAI, INDIA", "ANY SEAPORT IN INDIA"],
    "TUR": ["IZMIR (ALSANCAK), TURKIYE", "MERSIN, TURKIYE", "GEMLIK PORT, BURSA"],
    "DEU": ["HAMBURG, GERMANY", "BREMERHAVEN, GERMANY", "ANY GERMAN PORT"],
    "ITA": ["GENOA, ITALY", "LA SPEZIA, ITALY", "ANY ITALIAN PORT"],
    "USA": ["HOUSTON, TX, USA", "LOS ANGELES, CA", "SAVANNAH, GA, USA"],
    "KOR": ["BUSAN, KOREA", "INCHEON, REPUBLIC OF KOREA"],
    "JPN": ["OSAKA, JAPAN", "YOKOHAMA, JAPAN"],
    "BGD": ["CHATTOGRAM, BANGLADESH", "CHITTAGONG SEAPORT, BANGLADESH"],
    "MYS": ["PORT KLANG, MALAYSIA", "PENANG, MALAYSIA"],
    "ESP": ["VALENCIA, SPAIN", "ALGECIRAS, SPAIN"],
    "NLD": ["ROTTERDAM, THE NETHERLANDS", "AMSTERDAM, NETHERLANDS"],
    "BRA": ["SANTOS, BRAZIL", "PARANAGUA, BRAZIL"],
    "HKG": ["HONG KONG", "HONG KONG SAR"],
    "GBR": ["FELIXSTOWE, UNITED KINGDOM", "SOUTHAMPTON, UK", "LONDON GATEWAY, UK"],
    "NLD_": [],
    "ARE": ["JEBEL ALI, DUBAI, UAE", "KHALIFA PORT, ABU DHABI"],
    "SGP": ["SINGAPORE"],
    "EGY": ["ALEXANDRIA, EGYPT", "PORT SAID EAST, EGYPT"],
    "KEN": ["MOMBASA, KENYA"],
    "MEX": ["MANZANILLO, MEXICO", "VERACRUZ, MEXICO"],
    "AUS": ["MELBOURNE, AUSTRALIA", "SYDNEY (PORT BOTANY), AUSTRALIA"],
    "POL": ["GDANSK, POLAND", "GDYNIA, POLAND"],
}
_AIRPORTS = {"CHN": "SHANGHAI PUDONG AIRPORT (PVG)", "DEU": "FRANKFURT AIRPORT (FRA)", "USA": "CHICAGO O'HARE (ORD)",
             "IND": "MUMBAI AIRPORT (BOM)", "KOR": "INCHEON INTERNATIONAL AIRPORT", "JPN": "KANSAI INTERNATIONAL AIRPORT",
             "ITA": "MILAN MALPENSA AIRPORT", "GBR": "LONDON HEATHROW AIRPORT", "ARE": "DUBAI INTERNATIONAL AIRPORT (DXB)",
             "SGP": "SINGAPORE CHANGI AIRPORT", "NLD": "AMSTERDAM SCHIPHOL AIRPORT", "HKG": "HONG KONG INTERNATIONAL AIRPORT"}

_GOODS = [
    ("{q:,} PCS MEN'S 100 PCT COTTON KNITTED POLO SHIRTS, STYLE NO. {ref}, AT {cur} {p} PER PC", (2, 9), "sea", "textile"),
    ("{q:,} YARDS 100 PCT POLYESTER WOVEN FABRIC, WIDTH 150 CM, AS PER PROFORMA INVOICE NO. {ref}", (1, 4), "sea", "textile"),
    ("{n} ({nw}) UNITS CNC VERTICAL MACHINING CENTRE MODEL VMC-{m} WITH STANDARD ACCESSORIES AND SPARE PARTS", None, "sea", "machinery"),
    ("{q:,} MT ROBUSTA COFFEE BEANS GRADE 2, SCREEN 16, CROP {y}/{y1}, PACKED IN 60 KG JUTE BAGS", None, "sea", "agri"),
    ("MONOCRYSTALLINE SOLAR PV MODULES {w}WP, QUANTITY {q:,} PIECES, AS PER SALES CONTRACT NO. {ref}", None, "sea", "industrial"),
    ("STAINLESS STEEL COLD ROLLED COILS GRADE 304, 2B FINISH, THICKNESS 0.5-3.0 MM, {q:,} MT", None, "sea", "industrial"),
    ("FROZEN SHRIMP (PENAEUS VANNAMEI) HEADLESS SHELL-ON, SIZE 21/25, {q:,} CARTONS OF 10 KG", None, "sea", "food"),
    ("{q:,} MT INDIAN 1121 BASMATI RICE STEAM, CROP {y}, PACKED IN 25 KG PP BAGS", None, "sea", "agri"),
    ("EXTRA VIRGIN OLIVE OIL, {q:,} LITRES IN 5 L TINS, ACIDITY MAX 0.8 PCT", None, "sea", "food"),
    ("LED LIGHTING FIXTURES AND DRIVERS AS PER PROFORMA INVOICE NO. {ref} DATED {pidate}", None, "sea", "industrial"),
    ("PARACETAMOL BP {y} (ACTIVE PHARMACEUTICAL INGREDIENT), {q:,} KGS NET, IN 25 KG FIBRE DRUMS", None, "air", "pharma"),
    ("SPARE PARTS FOR PACKAGING MACHINERY AS PER ORDER CONFIRMATION NO. {ref}", None, "air", "machinery"),
    ("{q:,} SETS OF FLAT-PACK SOLID WOOD DINING FURNITURE (TABLES AND CHAIRS) AS PER PURCHASE ORDER {ref}", None, "sea", "furniture"),
    ("AUTOMOTIVE BRAKE PADS AND DISCS, {q:,} CARTONS, AS PER PROFORMA INVOICE {ref}", None, "sea", "industrial"),
]
_INCOTERMS = ["FOB", "CFR", "CIF", "FCA", "CPT", "CIP", "EXW", "DAP"]


@dataclass
class _Lc:
    number: str
    form: str
    issue: date
    rules: str
    expiry: date
    expiry_place: str
    applicant: _Party
    beneficiary: _Party
    currency: str
    amount: float
    tol: tuple[int, int] | None
    avail_with: str           # as printed
    avail_with_kind: str      # any | bic | name
    avail_by: str
    drafts: str | None
    partial: str | None
    tranship: str | None
    pol: str | None
    pod: str | None
    taking_in_charge: str | None
    final_dest: str | None
    latest_ship: date | None
    goods: str
    incoterm: str
    docs: list[str]
    period_days: int | None
    period_text: str | None
    confirmation: str
    issuing: tuple[str, str, str]
    advising: tuple[str, str, str]
    additional: list[str]
    charges: str
    cust_ref: str
    mode: str                 # sea | air | standby

    def truth(self, tx=lambda s: s, docs: list[str] | None = None, avail_with: str | None = None,
              applicant: tuple[str, str] | None = None, beneficiary: tuple[str, str] | None = None,
              goods: str | None = None, **over) -> dict:
        app = applicant or (tx(self.applicant.name), " ".join(tx(x) for x in self.applicant.lines))
        ben = beneficiary or (tx(self.beneficiary.name), " ".join(tx(x) for x in self.beneficiary.lines))
        t = {
            "lc_number": self.number, "form_of_credit": self.form, "date_of_issue": self.issue.isoformat(),
            "applicable_rules": self.rules, "expiry_date": self.expiry.isoformat(), "expiry_place": tx(self.expiry_place),
            "applicant": {"name": app[0], "address": app[1]}, "beneficiary": {"name": ben[0], "address": ben[1]},
            "currency": self.currency, "amount": self.amount,
            "tolerance_plus_percent": self.tol[0] if self.tol else None,
            "tolerance_minus_percent": self.tol[1] if self.tol else None,
            "available_with": avail_with if avail_with is not None else tx(self.avail_with), "available_by": self.avail_by,
            "partial_shipments": self.partial, "transhipment": self.tranship,
            "port_of_loading": tx(self.pol) if self.pol else None, "port_of_discharge": tx(self.pod) if self.pod else None,
            "latest_shipment_date": self.latest_ship.isoformat() if self.latest_ship else None,
            "goods_description": goods if goods is not None else tx(self.goods),
            "documents_required": docs if docs is not None else [tx(d) for d in self.docs],
            "presentation_period_days": self.period_days, "confirmation_instructions": self.confirmation,
        }
        t.update(over)
        return t


def _lc_number(rng: random.Random, issue: date, bic: str) -> str:
    y = issue.year % 100
    return _pick(rng, [f"ILC{y}{_digits(rng, 6)}", f"{bic[:4]}{_digits(rng, 2)}LC{y}{_digits(rng, 5)}", f"LC-{issue.year}-{_digits(rng, 5)}",
                       f"DC{bic[4:6]}{y}{_digits(rng, 6)}", f"{_digits(rng, 3)}ILC{y}{_digits(rng, 4)}", f"IMP/{y}/{_digits(rng, 5)}",
                       f"{_digits(rng, 4)}{_letters(rng, 3)}{y}{_digits(rng, 4)}"])


def _lc_record(rng: random.Random, importer: str | None = None) -> _Lc:
    app_c = importer or _pick(rng, list(_IMPORTERS))
    ben_c = _pick(rng, [c for c in _EXPORTERS if c != app_c])
    applicant, beneficiary = _company(rng, app_c), _company(rng, ben_c)
    issuing = _pick(rng, _BANKS[app_c])
    advising = _pick(rng, _BANKS.get(ben_c) or _BANKS["HKG"])
    issue = _rand_date(rng, date(2023, 1, 3), date(2026, 6, 20))
    standby = _chance(rng, 0.07)
    form = "IRREVOCABLE STANDBY" if standby else ("IRREVOCABLE TRANSFERABLE" if _chance(rng, 0.15) else "IRREVOCABLE")
    rules = "ISP LATEST VERSION" if standby and _chance(rng, 0.8) else (
        "EUCP LATEST VERSION" if _chance(rng, 0.12) else ("OTHR" if _chance(rng, 0.03) else "UCP LATEST VERSION"))
    expiry = issue + timedelta(days=rng.randrange(60, 300))
    currency = _pick(rng, ["USD"] * 6 + ["EUR"] * 3 + ["GBP", "CNY", "AED", "JPY", "SGD", "INR"])
    if currency in ("INR",) and app_c != "IND":
        currency = "USD"
    lo, hi = (1_000_000, 300_000_000) if currency == "JPY" else (8_000, 3_500_000)
    amount = float(rng.randrange(lo, hi))
    if currency == "JPY":
        amount = float(round(amount, -3))
    elif _chance(rng, 0.5):
        amount = float(round(amount, -2))
    else:
        amount = amount + rng.randrange(100) / 100
    tol = _pick(rng, [(10, 10), (5, 5), (10, 0), (3, 3)]) if _chance(rng, 0.45) else None
    by = _pick(rng, ["BY NEGOTIATION"] * 4 + ["BY PAYMENT"] * 3 + ["BY ACCEPTANCE", "BY DEF PAYMENT", "BY DEF PAYMENT", "BY MIXED PYMT"])
    if standby:
        by = "BY PAYMENT"
    kind = _pick(rng, ["any", "any", "bic", "name"]) if by == "BY NEGOTIATION" else _pick(rng, ["bic", "bic", "name", "issuing"])
    if kind == "any":
        with_ = _pick(rng, ["ANY BANK", "ANY BANK", f"ANY BANK IN {_COUNTRY[ben_c][1].upper()}"])
        if with_ != "ANY BANK":
            kind = "name"
    elif kind == "bic":
        with_ = advising[1] + ("XXX" if len(advising[1]) == 8 and _chance(rng, 0.5) else "")
    elif kind == "issuing":
        with_, kind = issuing[1], "bic"
    else:
        with_ = f"{advising[0]}, {advising[2]}".upper() if _chance(rng, 0.5) else advising[0]
    drafts = {"BY NEGOTIATION": _pick(rng, ["SIGHT", "AT SIGHT", "60 DAYS AFTER SIGHT"]), "BY ACCEPTANCE": _pick(rng, ["90 DAYS AFTER B/L DATE", "60 DAYS SIGHT", "120 DAYS FROM INVOICE DATE"]),
              "BY PAYMENT": _pick(rng, ["SIGHT", None]), "BY DEF PAYMENT": None, "BY MIXED PYMT": None}[by]
    gtpl, _, mode, _ = _pick(rng, _GOODS)
    ref = f"{_pick(rng, ['PI', 'SC', 'PO', 'OC'])}-{issue.year}-{_digits(rng, 3)}"
    incoterm = _pick(rng, _INCOTERMS)
    goods = gtpl.format(q=rng.randrange(5, 400) * (100 if "PCS" in gtpl or "YARDS" in gtpl or "SETS" in gtpl or "CARTONS" in gtpl or "LITRES" in gtpl or "PIECES" in gtpl else 1),
                        cur=currency, p=f"{rng.randrange(2, 30)}.{rng.randrange(100):02d}", ref=ref, n=(n := rng.randrange(1, 5)),
                        nw=["ZERO", "ONE", "TWO", "THREE", "FOUR"][n], m=rng.randrange(6, 16) * 50, y=issue.year - 1, y1=issue.year,
                        w=_pick(rng, [450, 550, 580]), pidate=_fmt_date(issue - timedelta(days=rng.randrange(10, 60)), "dmy."))
    if standby:
        mode = "standby"
        goods = _pick(rng, [f"STANDBY LETTER OF CREDIT COVERING PAYMENT OBLIGATIONS OF THE APPLICANT UNDER SUPPLY AGREEMENT NO. {ref} FOR DELIVERIES OF GOODS ON OPEN ACCOUNT TERMS",
                            f"PAYMENT GUARANTEE IN RESPECT OF INVOICES ISSUED BY THE BENEFICIARY UNDER DISTRIBUTION CONTRACT {ref}"])
    place = beneficiary.city.upper()
    src = _PORTS.get(ben_c) or ["ANY PORT"]
    dst = _PORTS.get(app_c) or ["ANY PORT"]
    if mode == "sea":
        pol, pod = _pick(rng, src), _pick(rng, dst)
        goods += f", {incoterm} {(pod if incoterm in ('CFR', 'CIF', 'CPT', 'CIP', 'DAP') else pol).split(',')[0]} INCOTERMS {_pick(rng, ['2020', '2020', '2010'])}"
    elif mode == "air":
        pol = _AIRPORTS.get(ben_c, f"{place} AIRPORT")
        pod = _AIRPORTS.get(app_c, f"{applicant.city.upper()} AIRPORT")
        incoterm = _pick(rng, ["FCA", "CPT", "CIP"])
        goods += f", {incoterm} {pol.split(' (')[0]} INCOTERMS 2020"
    else:
        pol = pod = None
    if mode != "standby" and _chance(rng, 0.12):
        pol = None
    if mode != "standby" and _chance(rng, 0.08):
        pod = None
    latest = (expiry - timedelta(days=rng.randrange(10, 31))) if mode != "standby" and _chance(rng, 0.92) else None
    partial = None if mode == "standby" and _chance(rng, 0.8) else _pick(rng, ["ALLOWED", "ALLOWED", "NOT ALLOWED", "CONDITIONAL"])
    tranship = None if mode == "standby" and _chance(rng, 0.8) else _pick(rng, ["ALLOWED", "NOT ALLOWED", "NOT ALLOWED", "CONDITIONAL"])
    if mode != "standby" and _chance(rng, 0.06):
        partial = None
    if mode != "standby" and _chance(rng, 0.06):
        tranship = None
    bank_short = issuing[0].upper()
    docs_pool = [f"SIGNED COMMERCIAL INVOICE IN {_pick(rng, ['3', 'THREE', '2'])} ORIGINALS AND {_pick(rng, ['2 COPIES', '3 COPIES', 'ONE COPY'])} INDICATING THIS CREDIT NUMBER AND HS CODE",
                 f"PACKING LIST IN {_pick(rng, ['3 COPIES', 'TRIPLICATE', '2 ORIGINALS'])} SHOWING GROSS AND NET WEIGHT OF EACH PACKAGE",
                 f"CERTIFICATE OF ORIGIN ISSUED BY THE CHAMBER OF COMMERCE IN {_COUNTRY[ben_c][1].upper()}",
                 "BENEFICIARY'S CERTIFICATE CERTIFYING THAT ONE SET OF NON-NEGOTIABLE DOCUMENTS HAS BEEN SENT TO THE APPLICANT BY COURIER WITHIN 5 DAYS AFTER SHIPMENT",
                 "INSPECTION CERTIFICATE ISSUED BY AN INDEPENDENT SURVEYOR AT THE PORT OF LOADING CERTIFYING QUALITY AND QUANTITY",
                 f"WEIGHT CERTIFICATE AND QUALITY CERTIFICATE ISSUED BY THE {_pick(rng, ['MANUFACTURER', 'BENEFICIARY'])}"]
    if mode == "sea":
        docs_pool.insert(1, f"FULL SET OF CLEAN ON BOARD OCEAN BILLS OF LADING MADE OUT TO THE ORDER OF {bank_short} MARKED FREIGHT {'PREPAID' if incoterm in ('CFR', 'CIF', 'CPT', 'CIP', 'DAP') else 'COLLECT'} AND NOTIFY APPLICANT")
    elif mode == "air":
        docs_pool.insert(1, f"AIR WAYBILL CONSIGNED TO {bank_short} MARKED FREIGHT {'PREPAID' if incoterm in ('CPT', 'CIP') else 'COLLECT'} AND NOTIFY APPLICANT")
    if incoterm in ("CIF", "CIP") and mode != "standby":
        docs_pool.insert(2, "INSURANCE POLICY OR CERTIFICATE IN DUPLICATE ENDORSED IN BLANK FOR 110 PCT OF THE INVOICE VALUE COVERING INSTITUTE CARGO CLAUSES (A)")
    if "COFFEE" in goods or "RICE" in goods or "SHRIMP" in goods or "FURNITURE" in goods:
        docs_pool.append(_pick(rng, ["PHYTOSANITARY CERTIFICATE ISSUED BY THE COMPETENT AUTHORITY", "HEALTH CERTIFICATE ISSUED BY THE COMPETENT AUTHORITY",
                                     "FUMIGATION CERTIFICATE FOR WOODEN PACKING MATERIAL"]))
    if mode == "standby":
        docs = [f"BENEFICIARY'S SIGNED STATEMENT CERTIFYING THAT THE APPLICANT HAS FAILED TO PAY THE AMOUNT CLAIMED WITHIN {rng.randrange(3, 9) * 10} DAYS OF ITS DUE DATE",
                "COPY OF THE UNPAID COMMERCIAL INVOICE(S)"] + (["COPY OF THE TRANSPORT DOCUMENT EVIDENCING DELIVERY"] if _chance(rng, 0.5) else [])
    else:
        n_docs = rng.randrange(3, min(8, len(docs_pool)) + 1)
        docs = docs_pool[:2] + rng.sample(docs_pool[2:], n_docs - 2)
    period = _pick(rng, [21, 21, 21, 14, 15, 10, 30, 45]) if _chance(rng, 0.8) else None
    ptext = None
    if period is not None:
        ptext = _pick(rng, [f"{period} DAYS AFTER THE DATE OF SHIPMENT BUT WITHIN THE VALIDITY OF THE CREDIT",
                            f"WITHIN {period} DAYS AFTER DATE OF SHIPMENT", f"{period}/DAYS AFTER B/L DATE" if mode == "sea" else f"{period} DAYS AFTER SHIPMENT DATE"])
        if mode == "standby":
            ptext = f"{period} DAYS AFTER THE DATE OF THE DEMAND"
    confirmation = _pick(rng, ["WITHOUT", "WITHOUT", "WITHOUT", "MAY ADD", "CONFIRM"])
    additional = rng.sample([
        "ALL DOCUMENTS MUST BEAR THE CREDIT NUMBER AND DATE OF ISSUE.",
        "A DISCREPANCY FEE OF USD 80.00 WILL BE DEDUCTED FROM THE PROCEEDS OF ANY DISCREPANT PRESENTATION.",
        "THIRD PARTY DOCUMENTS EXCEPT COMMERCIAL INVOICE AND DRAFTS ARE ACCEPTABLE.",
        "DOCUMENTS ISSUED PRIOR TO THE DATE OF ISSUANCE OF THIS CREDIT ARE NOT ACCEPTABLE.",
        "SHIPMENT MUST BE EFFECTED BY CONFERENCE LINE OR REGULAR LINE VESSEL NOT OLDER THAN 20 YEARS.",
        "THE AMOUNT OF ANY DRAWING MUST BE ENDORSED ON THE REVERSE OF THE ORIGINAL CREDIT.",
        "BOTH QUANTITY AND AMOUNT 10 PCT MORE OR LESS ARE ALLOWED." if tol == (10, 10) else "CHARTER PARTY BILLS OF LADING ARE NOT ACCEPTABLE.",
    ], rng.randrange(2, 5))
    charges = _pick(rng, [f"ALL BANKING CHARGES OUTSIDE {_COUNTRY[app_c][1].upper()} ARE FOR THE ACCOUNT OF THE BENEFICIARY.",
                          "ALL CHARGES OTHER THAN THOSE OF THE ISSUING BANK ARE FOR BENEFICIARY'S ACCOUNT.",
                          "ALL CHARGES ARE FOR THE ACCOUNT OF THE APPLICANT."])
    taking = f"{beneficiary.city.upper()} WAREHOUSE" if _chance(rng, 0.2) and mode == "sea" else None
    final = f"{applicant.city.upper()}" if _chance(rng, 0.2) and mode == "sea" else None
    return _Lc(number=_lc_number(rng, issue, issuing[1]), form=form, issue=issue, rules=rules, expiry=expiry,
               expiry_place=_pick(rng, [place, place, _COUNTRY[ben_c][1].upper(), f"IN {_COUNTRY[ben_c][1].upper()}", f"{advising[2].upper()}"]),
               applicant=applicant, beneficiary=beneficiary, currency=currency, amount=amount, tol=tol, avail_with=with_,
               avail_with_kind=kind, avail_by=by, drafts=drafts, partial=partial, tranship=tranship, pol=pol, pod=pod,
               taking_in_charge=taking, final_dest=final, latest_ship=latest, goods=goods, incoterm=incoterm, docs=docs,
               period_days=period, period_text=ptext, confirmation=confirmation, issuing=issuing, advising=advising,
               additional=additional, charges=charges, cust_ref=f"{_pick(rng, ['PO', 'IMP', 'REF', 'CR'])}-{_digits(rng, 5)}", mode=mode)


def _swift_x(s: str) -> str:
    """Text as the SWIFT X character set allows (upper case, no '&', no diacritics)."""
    s = s.replace("&", "AND").replace("#", "NO.").replace("@", " AT ").replace("_", "-").replace(";", ",").replace("!", ".")
    s = (s.replace("ß", "SS").replace("Ø", "O").replace("ø", "o").replace("Æ", "AE").replace("æ", "ae")
         .replace("Ł", "L").replace("ł", "l").replace("’", "'").replace("ı", "i").replace("İ", "I"))
    s = unicodedata.normalize("NFKD", s).encode("ascii", "ignore").decode().upper()
    return re.sub(r"[^A-Z0-9/\-?:().,'+ ]", "", s)


def _wrap(text: str, width: int) -> list[str]:
    out, cur = [], ""
    for w in text.split():
        if not cur:
            cur = w
        elif len(cur) + 1 + len(w) <= width:
            cur += " " + w
        else:
            out.append(cur)
            cur = w
    if cur:
        out.append(cur)
    return out


_FORM_WORDS = {"IRREVOCABLE": ["Irrevocable", "IRREVOCABLE"], "IRREVOCABLE TRANSFERABLE": ["Irrevocable transferable", "IRREVOCABLE TRANSFERABLE"],
               "IRREVOCABLE STANDBY": ["Irrevocable standby", "IRREVOCABLE STANDBY"]}
_RULES_WORDS = {"UCP LATEST VERSION": ["UCP latest version", "UCP LATEST VERSION", "UCP 600 (latest version)"],
                "EUCP LATEST VERSION": ["eUCP latest version", "EUCP LATEST VERSION"],
                "ISP LATEST VERSION": ["ISP latest version", "ISP98 (latest version)", "ISP LATEST VERSION"],
                "OTHR": ["Other (see additional conditions)", "OTHR"]}
_BY_WORDS = {"BY PAYMENT": ["Sight payment", "By payment", "BY PAYMENT"], "BY ACCEPTANCE": ["Acceptance", "By acceptance", "BY ACCEPTANCE"],
             "BY NEGOTIATION": ["Negotiation", "By negotiation", "BY NEGOTIATION"], "BY DEF PAYMENT": ["Deferred payment", "By deferred payment", "BY DEF PAYMENT"],
             "BY MIXED PYMT": ["Mixed payment", "By mixed payment", "BY MIXED PYMT"]}
_SHIP_WORDS = {"ALLOWED": ["Allowed", "ALLOWED", "Permitted"], "NOT ALLOWED": ["Not allowed", "NOT ALLOWED", "Prohibited"],
               "CONDITIONAL": ["Conditional", "CONDITIONAL"]}
_CONF_WORDS = {"CONFIRM": ["Confirm", "CONFIRM", "Confirmation requested"], "MAY ADD": ["May add", "MAY ADD", "May add (at beneficiary's request)"],
               "WITHOUT": ["Without", "WITHOUT", "Without confirmation"]}


def _party_parts(rng: random.Random, p: _Party, one_line: bool | None = None, tx=lambda s: s):
    """(name, address markup, address truth)."""
    lines = [tx(x) for x in p.lines]
    if one_line is None:
        one_line = _chance(rng, 0.35)
    if one_line:
        a = ", ".join(lines)
        return tx(p.name), a, a
    return tx(p.name), _br(lines), " ".join(lines)


def _title_place(rng: random.Random, s: str) -> str:
    if _chance(rng, 0.5):
        return s
    return " ".join(w if w in ("OF", "IN") and False else (w.capitalize() if w not in ("USA", "UK", "UAE", "PR", "TX", "CA", "GA", "SAR") else w)
                    for w in s.split(" ")).replace(" Of ", " of ").replace(" In ", " in ")


_PORTALS = ["TradeLink Online", "Trade Connect", "iTrade", "TradeDesk", "Global Trade Portal", "TF Online", "Corporate Trade Hub"]


# ---------------------------------------------------------------------------------------------
# LC layout 1: trade portal "Import LC issuance request" summary, after issue
# ---------------------------------------------------------------------------------------------

def _lc_portal_request(rng: random.Random) -> tuple[str, dict]:
    lc = _lc_record(rng)
    bank, bic, bcity = lc.issuing
    portal = _pick(rng, _PORTALS)
    accent = _pick(rng, _ACCENTS)
    ac = lc.applicant.country
    ds = _date_style(rng, ac)
    fd = lambda d: _fmt_date(d, ds)
    money = _money_style(rng, ac, lc.currency)
    chk = _pick(rng, _CHECK_STYLES)
    box = _pick(rng, [("☒", "☐"), ("☑", "☐"), ("[x]", "[ ]")])
    mode = _pick(rng, ["boxes", "boxes", "table", "stack"])
    user = _person(rng, ac if ac in _GIVEN else "GBR", lc.issue)
    approver = _person(rng, ac if ac in _GIVEN else "GBR", lc.issue)
    req_ref = f"{_pick(rng, ['REQ', 'IMLC', 'TX', 'APP'])}{_digits(rng, 8)}"
    created = lc.issue - timedelta(days=rng.randrange(1, 6))
    an, a_html, a_truth = _party_parts(rng, lc.applicant)
    bn, b_html, b_truth = _party_parts(rng, lc.beneficiary)
    place = _title_place(rng, lc.expiry_place)
    dd = lambda v: _H(f"{_esc(v)} <span class='dd'>▾</span>")
    sections = []

    def sec(title, pairs, m=None):
        sections.append(f"<div class='sec'><div class='sech'><b>{_esc(title)}</b><span class='edit'>{_pick(rng, ['Edit', 'View'])}</span></div>{_fields(pairs, m or mode)}</div>")

    sec("General", [("Customer reference", lc.cust_ref), ("Request ID", req_ref),
                    ("Form of credit", _choices(["Irrevocable", "Irrevocable transferable", "Irrevocable standby"],
                                                {"IRREVOCABLE": "Irrevocable", "IRREVOCABLE TRANSFERABLE": "Irrevocable transferable",
                                                 "IRREVOCABLE STANDBY": "Irrevocable standby"}[lc.form], chk)),
                    ("Applicable rules", dd(_pick(rng, _RULES_WORDS[lc.rules]))),
                    ("Expiry date", fd(lc.expiry)), ("Place of expiry", place),
                    ("Confirmation instructions", _choices(["Confirm", "May add", "Without"],
                                                           {"CONFIRM": "Confirm", "MAY ADD": "May add", "WITHOUT": "Without"}[lc.confirmation], chk))])
    sec("Parties", [("Applicant name", an), ("Applicant address", a_html), ("Beneficiary name", bn), ("Beneficiary address", b_html),
                    ("Beneficiary country", _COUNTRY[lc.beneficiary.country][1]),
                    ("Advising bank (BIC)", f"{lc.advising[1]} – {lc.advising[0]}"),
                    ("Advise through bank", _pick(rng, ["", "—", None]))])
    tolp = str(lc.tol[0]) if lc.tol else ""
    tolm = str(lc.tol[1]) if lc.tol else ""
    by_opts = ["Sight payment", "Deferred payment", "Acceptance", "Negotiation", "Mixed payment"]
    by_sel = {"BY PAYMENT": "Sight payment", "BY DEF PAYMENT": "Deferred payment", "BY ACCEPTANCE": "Acceptance",
              "BY NEGOTIATION": "Negotiation", "BY MIXED PYMT": "Mixed payment"}[lc.avail_by]
    aw = lc.avail_with if lc.avail_with_kind != "any" else _pick(rng, ["ANY BANK", "Any bank", "ANY BANK"])
    sec("Amount and availability", [("Currency", dd(lc.currency)), ("Amount", money.bare(lc.amount, True)),
                                     ("Tolerance (+) %", tolp), ("Tolerance (−) %", tolm),
                                     ("Additional amounts covered", _pick(rng, ["", "None"])),
                                     ("Available with", aw), ("Available by", _choices(by_opts, by_sel, chk)),
                                     ("Drafts at", lc.drafts or ""),
                                     ("Deferred payment details", f"{rng.randrange(3, 7) * 30} DAYS AFTER B/L DATE" if lc.avail_by == "BY DEF PAYMENT" else None)])
    ship_opts = ["Allowed", "Not allowed", "Conditional"]
    ship_map = {"ALLOWED": "Allowed", "NOT ALLOWED": "Not allowed", "CONDITIONAL": "Conditional", None: None}
    if lc.mode != "standby" or lc.pol or lc.partial:
        sec("Shipment", [("Partial shipments", _choices(ship_opts, ship_map[lc.partial], chk)),
                         ("Transhipment", _choices(ship_opts, ship_map[lc.tranship], chk)),
                         ("Place of taking in charge / dispatch", lc.taking_in_charge or ""),
                         ("Port of loading / airport of departure", lc.pol or ""),
                         ("Port of discharge / airport of destination", lc.pod or ""),
                         ("Place of final destination", lc.final_dest or ""),
                         ("Latest date of shipment", fd(lc.latest_ship) if lc.latest_ship else ""),
                         ("Incoterms®", dd(lc.incoterm if lc.mode != "standby" else "—"))])
    goods = lc.goods if _chance(rng, 0.6) else lc.goods.capitalize()
    sections.append(f"<div class='sec'><div class='sech'><b>Goods description</b><span class='edit'>Edit</span></div><div class='ta'>{_esc(goods)}</div></div>")
    extra = [d for d in ["DRAFT(S) DRAWN ON THE ISSUING BANK", "CERTIFICATE OF ORIGIN FORM A", "EXPORT LICENCE (COPY)",
                         "SHIPPING COMPANY'S CERTIFICATE OF VESSEL AGE", "ANALYSIS CERTIFICATE ISSUED BY THE MANUFACTURER"]]
    extra = rng.sample(extra, rng.randrange(1, 4))
    items = [(d, True) for d in lc.docs] + [(d, False) for d in extra]
    merged = []
    pos_unchecked = sorted(rng.sample(range(len(items)), len(extra)))
    di, ei = 0, 0
    for i in range(len(items)):
        if i in pos_unchecked:
            merged.append((extra[ei], False))
            ei += 1
        else:
            merged.append((lc.docs[di], True))
            di += 1
    docs_html = "".join(f"<div class='doc'>{box[0] if on else box[1]} {_esc(d)}</div>" for d, on in merged)
    sections.append(f"<div class='sec'><div class='sech'><b>Documents required</b><span class='edit'>Edit</span></div>"
                    f"<div class='hint'>Tick the documents the beneficiary must present.</div>{docs_html}</div>")
    period = (f"Documents to be presented within {lc.period_days} days after the date of shipment" if lc.period_days is not None and lc.mode != "standby"
              else f"{lc.period_days} days after the date of the demand" if lc.period_days is not None else "")
    sec("Other conditions", [("Additional conditions", _br(lc.additional)), ("Charges", lc.charges),
                             ("Period for presentation", period),
                             ("Instructions to the bank", _pick(rng, ["Debit charges to our account " + _digits(rng, 10), "Please advise via SWIFT", ""]))],
        "table")
    stamp = lambda d: f"{fd(d)} {rng.randrange(8, 19):02d}:{rng.randrange(60):02d}"
    audit = [("Draft created", user.full, stamp(created)), ("Verified", user.full, stamp(created + timedelta(days=rng.randrange(0, 2)))),
             ("Authorised", approver.full, stamp(lc.issue - timedelta(days=rng.randrange(0, 2)))),
             ("Received by bank", "Trade Operations", stamp(lc.issue - timedelta(days=rng.randrange(0, 1)))),
             ("Issued", f"{bank}", stamp(lc.issue))]
    audit_html = "".join(f"<tr><td>{_esc(a)}</td><td>{_esc(b)}</td><td>{_esc(c)}</td></tr>" for a, b, c in audit)
    banner = _pick(rng, [f"Status: ISSUED · Documentary credit number {lc.number} · Date of issue {fd(lc.issue)}",
                         f"Your credit has been issued. LC number: {lc.number} – issued on {fd(lc.issue)}",
                         f"ISSUED — Bank reference / LC no. {lc.number} (issued {fd(lc.issue)})"])
    body = f"""{_browser_stamp(rng, lc.issue + timedelta(days=rng.randrange(0, 10)), ac, f"{portal} – Import LC")}
<div class="pt"><span class="pb">{_esc(bank)} · <b>{_esc(portal)}</b></span><span class="pu">{_esc(user.full)} · {_esc(lc.applicant.name)} · Log out</span></div>
<div class="crumb">Trade Finance › Import Letters of Credit › Issuance request {req_ref}</div>
<div class="banner">{_esc(banner)}</div>
{_steps(["General", "Parties", "Amount", "Shipment", "Documents", "Review"], 6, accent, _pick(rng, ["dots", "crumbs"]))}
<h2>Import LC issuance request – summary</h2>{''.join(sections)}
<h3>Audit trail</h3><table class="aud"><tr><th>Event</th><th>By</th><th>Date / time</th></tr>{audit_html}</table>
<div class="legal">This summary is generated from the data you submitted and the bank's processing status. The credit is governed by the text of the issued SWIFT message; in case of discrepancy the issued credit prevails. {_esc(bank)}, {_esc(bcity)}. SWIFT {bic}.</div>
{_browser_foot(f"https://{_pick(rng, ['trade', 'tradeportal', 'cbo'])}.{_ascii(bank.split()[0]).lower()}bank.com/tf/import-lc/requests/{req_ref}/summary", 1, rng.randrange(2, 4))}"""
    css = (f".pt{{display:flex;justify-content:space-between;background:{accent};color:#fff;padding:6px 10px}}.pu{{font-size:0.85em}}"
           f".crumb{{font-size:0.8em;color:#666;margin:6px 0}}.banner{{background:#e8f5e9;border-left:4px solid #2e7d32;padding:6px 10px;margin:6px 0;font-weight:600}}"
           f".sec{{border:1px solid #dcdfe4;border-radius:6px;padding:6px 10px;margin:8px 0}}.sech{{display:flex;justify-content:space-between;margin-bottom:4px}}"
           f".edit{{color:{accent};font-size:0.85em;text-decoration:underline}}.dd{{color:#888}}.ta{{border:1px solid #9aa4b1;border-radius:4px;padding:6px;min-height:3em}}"
           f".doc{{margin:3px 0;padding-left:1.6em;text-indent:-1.6em}}.hint{{font-size:0.8em;color:#777}}"
           f"table.aud{{border-collapse:collapse;width:100%;font-size:0.88em}}table.aud td,table.aud th{{border-bottom:1px solid #ddd;text-align:left;padding:3px}}"
           f".legal{{font-size:0.72em;color:#777;margin-top:10px}}")
    truth = lc.truth(avail_with=aw, applicant=(an, a_truth), beneficiary=(bn, b_truth), goods=goods, expiry_place=place)
    return _page(f"{portal} – Import LC", body, css, rng), truth


# ---------------------------------------------------------------------------------------------
# MT700 content (SWIFT X character set, 35/65-character lines)
# ---------------------------------------------------------------------------------------------

_ABBREV = [("MANUFACTURING", "MFG"), ("INTERNATIONAL", "INTL"), ("JOINT STOCK COMPANY", "JSC"), ("SANAYI VE TICARET", "SAN. VE TIC."),
           ("IMPORT AND EXPORT", "IMP. AND EXP."), ("COMPOSITE", "COMP."), ("DISTRIBUTION", "DISTR."), ("TECHNOLOGY", "TECH."),
           ("ENGINEERING", "ENGG."), ("COMMODITIES", "COMMOD."), ("BUILDING MATERIALS", "BLDG MAT."), ("FOODSTUFF", "FOOD"),
           ("HANDELSGESELLSCHAFT", "HANDELSGES."), ("PRAZISIONSTECHNIK", "PRAEZ.TECHNIK")]


def _fit35(name: str) -> str:
    for a, b in _ABBREV:
        if len(name) <= 35:
            break
        name = name.replace(a, b)
    return name


@dataclass
class _Mt:
    fields: list          # (tag, name, [lines])
    truth: dict


_MT_NAMES = {"27": "Sequence of Total", "40A": "Form of Documentary Credit", "20": "Documentary Credit Number",
             "31C": "Date of Issue", "40E": "Applicable Rules", "31D": "Date and Place of Expiry", "51A": "Applicant Bank",
             "50": "Applicant", "59": "Beneficiary", "32B": "Currency Code, Amount", "39A": "Percentage Credit Amount Tolerance",
             "41A": "Available With ... By ...", "41D": "Available With ... By ...", "42C": "Drafts at ...", "42A": "Drawee",
             "42P": "Negotiation/Deferred Payment Details", "42M": "Mixed Payment Details", "43P": "Partial Shipments", "43T": "Transhipment",
             "44A": "Place of Taking in Charge/Dispatch from .../Place of Receipt", "44E": "Port of Loading/Airport of Departure",
             "44F": "Port of Discharge/Airport of Destination", "44B": "Place of Final Destination/For Transportation to .../Place of Delivery",
             "44C": "Latest Date of Shipment", "45A": "Description of Goods and/or Services", "46A": "Documents Required",
             "47A": "Additional Conditions", "71D": "Charges", "48": "Period for Presentation in Days", "49": "Confirmation Instructions",
             "58A": "Requested Confirmation Party", "53A": "Reimbursing Bank", "78": "Instructions to the Paying/Accepting/Negotiating Bank",
             "57A": "'Advise Through' Bank", "72Z": "Sender to Receiver Information"}


def _swift_amount(x: float, cur: str) -> str:
    s = f"{x:.2f}".replace(".", ",")
    if s.endswith(",00") and cur == "JPY":
        s = s[:-2]
    return s


def _mt700(rng: random.Random, lc: _Lc) -> _Mt:
    tx = _swift_x
    f: list = []
    add = lambda tag, lines: f.append((tag, _MT_NAMES.get(tag, tag), lines))
    add("27", ["1/1"])
    add("40A", [lc.form])
    add("20", [lc.number])
    add("31C", [_fmt_date(lc.issue, "yymmdd")])
    add("40E", [lc.rules])
    place = tx(lc.expiry_place)
    add("31D", [_fmt_date(lc.expiry, "yymmdd") + place])
    if _chance(rng, 0.25):
        add("51A", [lc.issuing[1]])
    an = _fit35(tx(lc.applicant.name))
    a_lines = [w for line in lc.applicant.lines for w in _wrap(tx(line), 35)]
    add("50", _wrap(an, 35) + a_lines)
    bn = _fit35(tx(lc.beneficiary.name))
    b_lines = [w for line in lc.beneficiary.lines for w in _wrap(tx(line), 35)]
    acct = [f"/{_letters(rng, 2)}{_digits(rng, 12)}"] if _chance(rng, 0.3) else []
    add("59", acct + _wrap(bn, 35) + b_lines)
    add("32B", [lc.currency + _swift_amount(lc.amount, lc.currency)])
    if lc.tol:
        add("39A", [f"{lc.tol[0]}/{lc.tol[1]}"])
    if lc.avail_with_kind == "bic":
        with_text = lc.avail_with
        add("41A", [with_text, lc.avail_by])
    else:
        with_text = tx(lc.avail_with)
        add("41D", _wrap(with_text, 35) + [lc.avail_by])
    if lc.drafts:
        add("42C", [lc.drafts])
        add("42A", [lc.issuing[1] if lc.avail_by != "BY NEGOTIATION" or _chance(rng, 0.5) else lc.advising[1]])
    if lc.avail_by == "BY DEF PAYMENT":
        add("42P", [f"{rng.randrange(3, 7) * 30} DAYS AFTER B/L DATE"])
    if lc.avail_by == "BY MIXED PYMT":
        add("42M", [f"{rng.randrange(2, 6) * 10} PCT AT SIGHT, BALANCE {rng.randrange(2, 5) * 30} DAYS", "AFTER B/L DATE"])
    if lc.partial:
        add("43P", [lc.partial])
    if lc.tranship:
        add("43T", [lc.tranship])
    if lc.taking_in_charge:
        add("44A", [tx(lc.taking_in_charge)])
    if lc.pol:
        add("44E", [tx(lc.pol)])
    if lc.pod:
        add("44F", [tx(lc.pod)])
    if lc.final_dest:
        add("44B", [tx(lc.final_dest)])
    if lc.latest_ship:
        add("44C", [_fmt_date(lc.latest_ship, "yymmdd")])
    goods = tx(lc.goods)
    add("45A", _wrap(goods, 65))
    docs = [tx(d) for d in lc.docs]
    dl = []
    for d in docs:
        w = _wrap("+" + d, 65)
        dl += w
    add("46A", dl)
    al = []
    for c in lc.additional:
        al += _wrap("+" + tx(c), 65)
    add("47A", al)
    add("71D", _wrap(tx(lc.charges), 35))
    if lc.period_days is not None:
        narrative = _pick(rng, ["", "/DAYS AFTER SHIPMENT DATE", "/FROM THE DATE OF SHIPMENT", ""])
        if lc.mode == "standby":
            narrative = "/AFTER DATE OF DEMAND"
        add("48", [f"{lc.period_days}{narrative}"])
    add("49", [lc.confirmation])
    if lc.confirmation != "WITHOUT":
        add("58A", [lc.advising[1]])
    if _chance(rng, 0.3):
        add("53A", [_pick(rng, ["FHTBUS33", "ALCBGB2L", "NHBADEHH"])])
    add("78", _wrap(tx(f"UPON RECEIPT OF DOCUMENTS IN STRICT CONFORMITY WITH THE TERMS OF THIS CREDIT WE SHALL REMIT THE PROCEEDS AS PER YOUR INSTRUCTIONS. DOCUMENTS TO BE SENT TO {lc.issuing[0]} IN ONE LOT BY COURIER."), 65))
    if _chance(rng, 0.3):
        add("72Z", _wrap("PLEASE ACKNOWLEDGE RECEIPT", 35))
    truth = lc.truth(tx=tx, avail_with=with_text, applicant=(an, " ".join(a_lines)),
                     beneficiary=(bn, " ".join(b_lines)), goods=goods, docs=docs)
    return _Mt(f, truth)


def _fin_header(rng: random.Random, lc: _Lc, incoming: bool) -> tuple[str, str]:
    s_bic = (lc.issuing[1] + "XXX")[:11] if len(lc.issuing[1]) == 8 else lc.issuing[1]
    r_bic = (lc.advising[1] + "XXX")[:11] if len(lc.advising[1]) == 8 else lc.advising[1]
    s12 = s_bic[:8] + "A" + s_bic[8:]
    r12 = r_bic[:8] + "A" + r_bic[8:]
    sess = f"{_digits(rng, 4)}{_digits(rng, 6)}"
    yymmdd = _fmt_date(lc.issue, "yymmdd")
    if incoming:
        b1 = f"{{1:F01{r12}{sess}}}"
        b2 = f"{{2:O700{rng.randrange(1000, 2359):04d}{yymmdd}{s12}{_digits(rng, 10)}{yymmdd}{rng.randrange(1000, 2359):04d}N}}"
    else:
        b1 = f"{{1:F01{s12}{sess}}}"
        b2 = f"{{2:I700{r12}N}}"
    b3 = f"{{3:{{108:{_letters(rng, 4)}{_digits(rng, 8)}}}{{121:{_uuid(rng)}}}}}"
    return b1 + b2 + b3, f"{{5:{{MAC:{_hexid(rng, 8).upper()}}}{{CHK:{_hexid(rng, 12).upper()}}}}}"


# ---------------------------------------------------------------------------------------------
# LC layout 4: MT700 in a portal's message viewer (tag | field name | content)
# ---------------------------------------------------------------------------------------------

def _lc_message_viewer(rng: random.Random) -> tuple[str, dict]:
    lc = _lc_record(rng)
    mt = _mt700(rng, lc)
    incoming = _chance(rng, 0.6)
    viewer_bank = lc.advising if incoming else lc.issuing
    portal = _pick(rng, ["SWIFT Message Viewer", "Message Centre", "FIN Messages", "Trade Messages · Viewer", "Alliance Message Browser"])
    accent = _pick(rng, _ACCENTS)
    b123, b5 = _fin_header(rng, lc, incoming)
    recv_ts = f"{_fmt_date(lc.issue, 'iso')} {_clock(rng)}"
    meta = [("Message type", "MT700 – Issue of a Documentary Credit"), ("Direction", "Incoming" if incoming else "Outgoing"),
            ("Sender", f"{lc.issuing[1]} – {lc.issuing[0]}"), ("Receiver", f"{lc.advising[1]} – {lc.advising[0]}"),
            ("Priority", _pick(rng, ["Normal", "N"])), ("UETR", _uuid(rng)),
            ("Received" if incoming else "Sent", recv_ts), ("Status", _pick(rng, ["ACK", "Delivered", "Authorised – ACK received", "Processed"])),
            ("Internal reference", f"{_letters(rng, 2)}{_digits(rng, 9)}")]
    style = _pick(rng, ["table", "table", "stacked"])
    rows = []
    for tag, name, lines in mt.fields:
        content = "<br>".join(_esc(x) for x in lines)
        if style == "table":
            rows.append(f"<tr><td class='tag'>{tag}</td><td class='fn'>{_esc(name)}</td><td class='ct'>{content}</td></tr>")
        else:
            rows.append(f"<div class='st'><div class='stn'><b>:{tag}:</b> {_esc(name)}</div><div class='ct'>{content}</div></div>")
    body_html = (f"<table class='mv'><tr><th>Tag</th><th>Field name</th><th>Content</th></tr>{''.join(rows)}</table>"
                 if style == "table" else "".join(rows))
    body = f"""<div class="top"><b>{_esc(viewer_bank[0])}</b> · {_esc(portal)}<span>{_esc(_pick(rng, ['Print', 'Print preview', 'Export PDF']))}</span></div>
<h2>MT700 {_esc(lc.number)}</h2>
{_fields(meta, "table")}
<div class="hdr">{_esc(b123)}</div>
{body_html}
<div class="hdr">{_esc(b5)}</div>
<div class="foot">Printed by {_esc(_person(rng, 'GBR', lc.issue).full)} · {_esc(_fmt_date(lc.issue + timedelta(days=rng.randrange(0, 5)), 'iso'))} · Page 1</div>"""
    css = (f".top{{display:flex;justify-content:space-between;border-bottom:2px solid {accent};padding-bottom:4px}}"
           f"table.mv{{border-collapse:collapse;width:100%;margin-top:8px}}table.mv th{{background:#eef1f5;text-align:left;padding:4px}}"
           f"table.mv td{{border-bottom:1px solid #e2e2e2;padding:3px 4px;vertical-align:top}}.tag{{font-weight:bold;width:7%}}.fn{{width:27%;color:#444}}"
           f".ct{{font-family:'DejaVu Sans Mono','Liberation Mono',monospace;font-size:0.88em}}.hdr{{font-family:'DejaVu Sans Mono',monospace;font-size:0.72em;color:#666;word-break:break-all;margin:6px 0}}"
           f".st{{border-bottom:1px solid #e5e5e5;padding:3px 0}}.stn{{color:#444}}.foot{{font-size:0.7em;color:#888;margin-top:10px}}")
    return _page(f"MT700 {lc.number}", body, css, rng), mt.truth


# ---------------------------------------------------------------------------------------------
# LC layout 5: raw FIN text printed from a portal (with or without field names)
# ---------------------------------------------------------------------------------------------

def _lc_raw_fin(rng: random.Random) -> tuple[str, dict]:
    lc = _lc_record(rng)
    mt = _mt700(rng, lc)
    incoming = _chance(rng, 0.7)
    b123, b5 = _fin_header(rng, lc, incoming)
    names = _chance(rng, 0.6)
    tagfmt = _pick(rng, [":{}:", "F{}:", "{}:", ":{}:"])
    out = ["{4:"]
    for tag, name, lines in mt.fields:
        if names:
            out.append(f"{tagfmt.format(tag)} {name}")
            out += [f"       {x}" for x in lines]
        else:
            out.append(f":{tag}:{lines[0]}")
            out += lines[1:]
    out.append("-}" + b5)
    viewer = lc.advising if incoming else lc.issuing
    head = (f"<div class='h'><b>{_esc(viewer[0])}</b> – {_esc(_pick(rng, ['Trade Online', 'Message history', 'SWIFT inbox', 'FIN print']))}</div>"
            f"<div class='m'>{_esc(_pick(rng, ['Instance Type and Transmission', 'Message Text', 'Message details']))}: "
            f"{'Original received from SWIFT' if incoming else 'Original sent to SWIFT'} · Priority/Delivery: Normal · "
            f"Message Input Reference: {_fmt_date(lc.issue, 'yymmdd')}{lc.issuing[1]}AXXX{_digits(rng, 10)}</div>")
    text = "\n".join(out)
    head += f"<div class='blk'>{_esc(b123)}</div>"
    tail = (f"<div class='m'>Message Trailer · PKI Signature: MAC-Equivalent · Interventions: none · "
            f"Printed {_esc(_fmt_date(lc.issue + timedelta(days=rng.randrange(0, 3)), 'd mon y'))}</div>")
    css = (".h{border-bottom:1px solid #333;padding-bottom:3px}.m{font-size:0.75em;color:#555;margin:4px 0}"
           f"pre{{font-family:'DejaVu Sans Mono','Liberation Mono',monospace;font-size:{_pick(rng, ['8.3pt', '8.8pt', '9.2pt'])};white-space:pre-wrap;line-height:1.3;margin:0}}"
           ".blk{font-family:'DejaVu Sans Mono','Liberation Mono',monospace;font-size:8.3pt;word-break:break-all;margin-top:6px}")
    return _page("FIN message", head + f"<pre>{_esc(text)}</pre>" + tail, css, rng), mt.truth


# ---------------------------------------------------------------------------------------------
# readable LC terms (portal pages, advices, letters, e-mails)
# ---------------------------------------------------------------------------------------------

_LCL = {
    "number": ["Documentary credit number", "LC number", "Credit no.", "Letter of credit number", "L/C No."],
    "form": ["Form of documentary credit", "Form of credit", "Type of credit", "Credit type"],
    "issue": ["Date of issue", "Issue date", "Issued on", "Issuance date"],
    "rules": ["Applicable rules", "Rules", "Subject to"],
    "expiry": ["Date and place of expiry", "Expiry (date / place)", "Expiry"],
    "expiry_date": ["Expiry date", "Valid until", "Date of expiry"],
    "expiry_place": ["Place of expiry", "Expiry place", "Expires at"],
    "applicant": ["Applicant", "Applicant (ordering party)", "Ordering customer / applicant"],
    "beneficiary": ["Beneficiary", "Beneficiary (seller)"],
    "amount": ["Credit amount", "Amount", "Currency and amount", "LC amount"],
    "tol": ["Tolerance", "Amount tolerance", "Percentage credit amount tolerance", "Tolerance (+/-)"],
    "with": ["Available with", "Available with bank"],
    "by": ["Available by", "Availability", "By"],
    "drafts": ["Drafts at", "Tenor", "Usance"],
    "partial": ["Partial shipments", "Partial shipment"],
    "tranship": ["Transhipment", "Trans-shipment"],
    "pol": ["Port of loading", "Port of loading / airport of departure", "Loading port", "From (port of loading)"],
    "pod": ["Port of discharge", "Port of discharge / airport of destination", "Discharge port", "To (port of discharge)"],
    "taking": ["Place of taking in charge", "Place of receipt"],
    "final": ["Place of final destination", "Final destination"],
    "latest": ["Latest date of shipment", "Latest shipment date", "Ship no later than"],
    "goods": ["Description of goods", "Goods", "Description of goods and/or services", "Goods / services"],
    "docs": ["Documents required", "Required documents", "Documents to be presented"],
    "additional": ["Additional conditions", "Special conditions"],
    "charges": ["Charges", "Bank charges"],
    "period": ["Period for presentation", "Presentation period", "Documents to be presented within"],
    "conf": ["Confirmation instructions", "Confirmation", "Confirmation requested"],
}


def _ll(rng, key):
    return _pick(rng, _LCL[key])


def _lc_terms(rng: random.Random, lc: _Lc, fd, money: _Money, *, upper: bool | None = None, split_expiry: bool | None = None,
              doc_list: str = "ol", party_one_line: bool | None = None):
    """Label/value pairs of the whole credit, and the truth for what they print."""
    if upper is None:
        upper = _chance(rng, 0.3)
    cap = (lambda s: s.upper()) if upper else (lambda s: s)
    pairs: list = []
    pairs.append((_ll(rng, "number"), lc.number))
    pairs.append((_ll(rng, "form"), cap(_pick(rng, _FORM_WORDS[lc.form]))))
    pairs.append((_ll(rng, "issue"), fd(lc.issue)))
    pairs.append((_ll(rng, "rules"), cap(_pick(rng, _RULES_WORDS[lc.rules]))))
    place = _title_place(rng, lc.expiry_place)
    if split_expiry is None:
        split_expiry = _chance(rng, 0.5)
    if split_expiry:
        pairs.append((_ll(rng, "expiry_date"), fd(lc.expiry)))
        pairs.append((_ll(rng, "expiry_place"), place))
    else:
        pairs.append((_ll(rng, "expiry"), f"{fd(lc.expiry)} {_pick(rng, ['in', 'at', '–', '/'])} {place}"))
    an, a_html, a_truth = _party_parts(rng, lc.applicant, party_one_line)
    bn, b_html, b_truth = _party_parts(rng, lc.beneficiary, party_one_line)
    if upper:
        an, bn, a_truth, b_truth = an.upper(), bn.upper(), a_truth.upper(), b_truth.upper()
        a_html = _H(a_html.upper()) if isinstance(a_html, _H) else a_html.upper()
        b_html = _H(b_html.upper()) if isinstance(b_html, _H) else b_html.upper()
    pairs.append((_ll(rng, "applicant"), _H(f"<b>{_esc(an)}</b><br>{_v(a_html)}")))
    pairs.append((_ll(rng, "beneficiary"), _H(f"<b>{_esc(bn)}</b><br>{_v(b_html)}")))
    pairs.append((_ll(rng, "amount"), money.fmt(lc.amount, lc.currency, True)))
    if lc.tol:
        pairs.append((_ll(rng, "tol"), _pick(rng, [f"+{lc.tol[0]}% / -{lc.tol[1]}%", f"{lc.tol[0]}/{lc.tol[1]}",
                                                   f"plus {lc.tol[0]} % minus {lc.tol[1]} %"])))
    elif _chance(rng, 0.3):
        pairs.append((_ll(rng, "tol"), _pick(rng, ["—", "None", "N/A"])))
    aw = lc.avail_with
    if lc.avail_with_kind == "any":
        aw = _pick(rng, ["ANY BANK", "Any bank", "any bank"])
    if upper:
        aw = aw.upper()
    by_word = cap(_pick(rng, _BY_WORDS[lc.avail_by]))
    if _chance(rng, 0.5):
        pairs.append((_ll(rng, "with"), aw))
        pairs.append((_ll(rng, "by"), by_word))
    else:
        pairs.append(("Available with / by", f"{aw} {_pick(rng, ['by', '–', '/'])} {by_word}"))
    if lc.drafts:
        pairs.append((_ll(rng, "drafts"), cap(lc.drafts.capitalize() if not upper and _chance(rng, 0.5) else lc.drafts)))
    ship = lambda v: cap(_pick(rng, _SHIP_WORDS[v]))
    if lc.partial:
        pairs.append((_ll(rng, "partial"), ship(lc.partial)))
    if lc.tranship:
        pairs.append((_ll(rng, "tranship"), ship(lc.tranship)))
    if lc.taking_in_charge:
        pairs.append((_ll(rng, "taking"), lc.taking_in_charge))
    if lc.pol:
        pairs.append((_ll(rng, "pol"), lc.pol))
    if lc.pod:
        pairs.append((_ll(rng, "pod"), lc.pod))
    if lc.final_dest:
        pairs.append((_ll(rng, "final"), lc.final_dest))
    if lc.latest_ship:
        pairs.append((_ll(rng, "latest"), fd(lc.latest_ship)))
    pairs.append((_ll(rng, "goods"), lc.goods))
    if doc_list == "ol":
        docs_html = _H("<ol class='docs'>" + "".join(f"<li>{_esc(d)}</li>" for d in lc.docs) + "</ol>")
    elif doc_list == "plus":
        docs_html = _H("<br>".join(f"+{_esc(d)}" for d in lc.docs))
    else:
        docs_html = _H("<br>".join(f"{i}. {_esc(d)}" for i, d in enumerate(lc.docs, 1)))
    pairs.append((_ll(rng, "docs"), docs_html))
    pairs.append((_ll(rng, "additional"), _H("<br>".join(_esc(x) for x in lc.additional))))
    pairs.append((_ll(rng, "charges"), lc.charges))
    if lc.period_text:
        pairs.append((_ll(rng, "period"), lc.period_text))
    pairs.append((_ll(rng, "conf"), cap(_pick(rng, _CONF_WORDS[lc.confirmation]))))
    truth = lc.truth(avail_with=aw, applicant=(an, a_truth), beneficiary=(bn, b_truth), expiry_place=place)
    return pairs, truth


def _pairs_table(pairs, cls="terms") -> str:
    return f"<table class='{cls}'>" + "".join(f"<tr><th>{_v(a)}</th><td>{_v(b)}</td></tr>" for a, b in pairs) + "</table>"


_TERMS_CSS = ("table.terms{border-collapse:collapse;width:100%}table.terms th{text-align:left;font-weight:normal;color:#444;width:30%;"
              "vertical-align:top;padding:4px 8px 4px 0;border-bottom:1px solid #e6e6e6}table.terms td{vertical-align:top;padding:4px 0;border-bottom:1px solid #e6e6e6}"
              "ol.docs{margin:0;padding-left:1.4em}ol.docs li{margin-bottom:2px}")


# ---------------------------------------------------------------------------------------------
# LC layout 2: transaction status page of the issued credit
# ---------------------------------------------------------------------------------------------

def _lc_status_page(rng: random.Random) -> tuple[str, dict]:
    lc = _lc_record(rng)
    bank, bic, bcity = lc.issuing
    ac = lc.applicant.country
    portal = _pick(rng, _PORTALS)
    accent = _pick(rng, _ACCENTS)
    ds = _date_style(rng, ac)
    fd = lambda d: _fmt_date(d, ds)
    money = _money_style(rng, ac, lc.currency)
    pairs, truth = _lc_terms(rng, lc, fd, money)
    user = _person(rng, ac if ac in _GIVEN else "GBR", lc.issue)
    now = lc.issue + timedelta(days=rng.randrange(1, 40))
    t = lambda d: f"{fd(d)} {rng.randrange(8, 19):02d}:{rng.randrange(60):02d}"
    events = [("Draft saved", user.full, t(lc.issue - timedelta(days=3))), ("Submitted for approval", user.full, t(lc.issue - timedelta(days=2))),
              ("Approved (2nd signatory)", _person(rng, ac if ac in _GIVEN else "GBR", lc.issue).full, t(lc.issue - timedelta(days=1))),
              ("Received by Trade Operations", bank, t(lc.issue)), ("Issued", bank, t(lc.issue)),
              (f"MT700 sent to {lc.advising[1]}", "SWIFT", t(lc.issue)), ("MT730 acknowledgement received", lc.advising[0], t(lc.issue + timedelta(days=rng.randrange(1, 4))))]
    tl = "".join(f"<div class='ev'><span class='dot'>●</span> <b>{_esc(a)}</b> · {_esc(b)} · <span class='ts'>{_esc(c)}</span></div>" for a, b, c in events)
    fee = float(rng.randrange(80, 1500))
    bal = [("LC amount", money.fmt(lc.amount, lc.currency, True)), ("Utilised", money.fmt(0.0, lc.currency, True)),
           ("Outstanding", money.fmt(lc.amount, lc.currency, True)),
           ("Maximum incl. tolerance", money.fmt(round(lc.amount * (1 + (lc.tol[0] if lc.tol else 0) / 100), 2), lc.currency, True)),
           ("Issuance commission", money.fmt(fee, lc.currency, True)), ("SWIFT charges", money.fmt(float(rng.randrange(20, 90)), lc.currency, True))]
    bal_html = "".join(f"<div class='kpi'><div class='kl'>{_esc(a)}</div><div class='kv'>{_esc(b)}</div></div>" for a, b in bal)
    tabs = " | ".join(f"<b>{x}</b>" if x == "Details" else x for x in ["Overview", "Details", "Documents (2)", "Amendments (0)", "Drawings (0)", "Messages (3)"])
    body = f"""{_browser_stamp(rng, now, ac, f"{lc.number} – {portal}")}
<div class="pt"><b>{_esc(bank)}</b> {_esc(portal)}<span>{_esc(user.full)} · {_esc(lc.applicant.name)}</span></div>
<div class="crumb">Trade › Import LCs › {_esc(lc.number)}</div>
<div class="head"><div><div class="small">Import letter of credit</div><div class="big">{_esc(lc.number)}</div>
<div class="small">Your reference: {_esc(lc.cust_ref)} · Bank reference: {_esc(lc.number)}</div></div>
<div class="chip">{_esc(_pick(rng, ["ISSUED", "Issued – active", "ACTIVE"]))}</div></div>
<div class="kpis">{bal_html}</div>
<div class="tabs">{tabs}</div>
<div class="cols"><div class="main"><h3>Credit details</h3>{_pairs_table(pairs)}</div>
<div class="side"><h3>Status history</h3>{tl}<h3>Beneficiary bank</h3><div class="small">{_esc(lc.advising[0])}<br>SWIFT: {lc.advising[1]}</div></div></div>
<div class="legal">Figures are indicative and may not include transactions in progress. Balances as of {_esc(t(now))}.</div>
{_browser_foot(f"https://{_ascii(bank.split()[0]).lower()}-trade.com/portal/#/import-lc/{_hexid(rng, 10)}/details", 1, 2)}"""
    side_first = _chance(rng, 0.3)
    css = (f".pt{{display:flex;justify-content:space-between;background:#1f2937;color:#fff;padding:6px 10px}}.crumb{{font-size:0.8em;color:#666;margin:5px 0}}"
           f".head{{display:flex;justify-content:space-between;align-items:center}}.big{{font-size:1.5em;font-weight:bold}}.small{{font-size:0.8em;color:#555}}"
           f".chip{{background:{accent};color:#fff;border-radius:12px;padding:3px 12px;font-weight:bold}}"
           f".kpis{{display:flex;flex-wrap:wrap;gap:8px;margin:8px 0}}.kpi{{border:1px solid #ddd;border-radius:6px;padding:4px 8px;min-width:28%}}"
           f".kl{{font-size:0.75em;color:#666}}.kv{{font-weight:bold}}.tabs{{border-bottom:2px solid {accent};padding:4px 0;margin:6px 0}}"
           + (".cols{display:block}.side{margin-top:8px}" if not side_first else ".cols{display:block}")
           + f".ev{{font-size:0.85em;margin:3px 0}}.dot{{color:{accent}}}.ts{{color:#777}}.legal{{font-size:0.72em;color:#777;margin-top:10px}}" + _TERMS_CSS)
    return _page(f"{lc.number}", body, css, rng), truth


# ---------------------------------------------------------------------------------------------
# LC layout 3: "Advice of documentary credit" PDF downloaded from the advising bank's portal
# ---------------------------------------------------------------------------------------------

def _lc_advice_pdf(rng: random.Random) -> tuple[str, dict]:
    lc = _lc_record(rng)
    adv_bank, adv_bic, adv_city = lc.advising
    bc = lc.beneficiary.country
    ds = _date_style(rng, bc)
    fd = lambda d: _fmt_date(d, ds)
    money = _money_style(rng, bc, lc.currency)
    pairs, truth = _lc_terms(rng, lc, fd, money, doc_list=_pick(rng, ["ol", "num", "plus"]))
    pairs = [(a, b) for a, b in pairs]
    adv_no = f"{_pick(rng, ['EA', 'ADV', 'LCA', 'XA'])}{_digits(rng, 9)}"
    advice_date = lc.issue + timedelta(days=rng.randrange(1, 5))
    fee_cur = "USD" if lc.currency not in ("EUR", "GBP") else lc.currency
    confirm_txt = {"CONFIRM": f"At the request of the issuing bank we have added our confirmation to this credit.",
                   "MAY ADD": "The issuing bank has authorised us to add our confirmation at your request. Please contact us if you wish us to do so.",
                   "WITHOUT": "This advice is given without any engagement or responsibility on our part."}[lc.confirmation]
    bn, _, _ = _party_parts(rng, lc.beneficiary)
    addressee = "<br>".join([f"<b>{_esc(lc.beneficiary.name)}</b>"] + [_esc(x) for x in lc.beneficiary.lines])
    style = _pick(rng, ["table", "table", "leaders"])
    terms = _pairs_table(pairs) if style == "table" else "".join(
        f"<div class='lrow'><div class='ll'>{_v(a)}</div><div class='lv'>{_v(b)}</div></div>" for a, b in pairs)
    body = f"""<div class="lh"><div class="bn">{_esc(adv_bank)}</div><div class="sm">Trade Services · {_esc(adv_city)} · SWIFT {adv_bic}</div></div>
<div class="meta"><div>{addressee}</div><div class="sm">Our reference: <b>{adv_no}</b><br>Date: {_esc(fd(advice_date))}<br>Page 1 of {rng.randrange(2, 4)}</div></div>
<h2>{_esc(_pick(rng, ["Advice of Documentary Credit", "Advice of Issuance of Documentary Credit", "LC Advice – Export"]))}</h2>
<p>We have received from <b>{_esc(lc.issuing[0])}</b>, {_esc(lc.issuing[2])} (SWIFT {lc.issuing[1]}) an authenticated teletransmission (MT700) and advise you of the following documentary credit in your favour:</p>
{terms}
<p class="note">{_esc(confirm_txt)} Our advising commission of {fee_cur} {rng.randrange(60, 250)}.00 and courier charges are for your account. Please check the terms of the credit carefully; if they are not acceptable, contact the applicant directly to arrange an amendment.</p>
<p class="sm">This document was generated electronically via {_esc(_pick(rng, ["TradeOnline", "Trade Connect", "eTrade Beneficiary Portal", "TF Online"]))} and is valid without signature. Downloaded by {_esc(_person(rng, "GBR" if bc not in _GIVEN else bc, advice_date).full)} on {_esc(fd(advice_date + timedelta(days=rng.randrange(0, 3))))}.</p>"""
    css = (".lh{border-bottom:3px double #333;padding-bottom:4px}.bn{font-size:1.5em;font-weight:bold;font-family:'Liberation Serif',serif}"
           ".sm{font-size:0.8em;color:#555}.meta{display:flex;justify-content:space-between;margin:10px 0}.note{font-size:0.9em}"
           ".lrow{display:flex;border-bottom:1px dotted #bbb;padding:3px 0}.ll{width:32%;color:#444}.lv{width:68%}" + _TERMS_CSS)
    return _page("Advice of documentary credit", body, css, rng), truth


# ---------------------------------------------------------------------------------------------
# LC layout 6: e-mail notification from the trade portal (sometimes forwarded to the beneficiary)
# ---------------------------------------------------------------------------------------------

def _lc_email(rng: random.Random) -> tuple[str, dict]:
    lc = _lc_record(rng)
    bank, bic, bcity = lc.issuing
    ac = lc.applicant.country
    us = ac == "USA"
    ds = _date_style(rng, ac)
    fd = lambda d: _fmt_date(d, ds)
    money = _money_style(rng, ac, lc.currency)
    pairs, truth = _lc_terms(rng, lc, fd, money, doc_list=_pick(rng, ["ol", "num"]))
    portal = _pick(rng, _PORTALS)
    user = _person(rng, ac if ac in _GIVEN else "GBR", lc.issue)
    dom = _ascii(bank.split()[0]).lower() + "bank.com"
    cdom = re.sub(r"[^a-z]", "", _ascii(lc.applicant.name.split()[0]).lower()) + ".com"
    umail = f"{_ascii(user.first).lower()}.{_ascii(user.surname).lower().replace(' ', '')}@{cdom}"
    table = "".join(f"<tr><td class='k'>{_v(a)}</td><td>{_v(b)}</td></tr>" for a, b in pairs)
    inner = f"""<p>Dear {_esc(user.first)},</p>
<p>The import letter of credit below has been <b>issued</b> and the MT700 has been sent to the advising bank {_esc(lc.advising[0])} ({lc.advising[1]}). Your transaction reference is {_esc(lc.cust_ref)}.</p>
<table class="summ">{table}</table>
<p>Issuance commission and SWIFT charges totalling {money.fmt(float(rng.randrange(150, 2200)), lc.currency, True)} will be debited to your account ending {_digits(rng, 4)}.</p>
<p><span class="btn">View in {_esc(portal)}</span></p>
<p class="sm">This is an automated message from {_esc(portal)}. Please do not reply. The operative instrument is the SWIFT message sent to the advising bank. {_esc(bank)}, {_esc(bcity)}.</p>"""
    sender = f"{portal} <notifications@{dom}>"
    to = f"{user.full} <{umail}>"
    when = _mail_date(rng, lc.issue, us)
    fwd = None
    if _chance(rng, 0.4):
        bdom = re.sub(r"[^a-z]", "", _ascii(lc.beneficiary.name.split()[0]).lower()) + ".com"
        contact = _person(rng, "GBR", lc.issue)
        fwd = (to, f"{contact.full} <sales@{bdom}>", _mail_date(rng, lc.issue + timedelta(days=rng.randrange(0, 3)), us))
    subj = _pick(rng, [f"Import LC {lc.number} issued", f"[{portal}] Transaction issued: {lc.number}", f"Letter of credit {lc.number} – issuance confirmation"])
    html_mail = _mail_shell(rng, ("Fwd: " if fwd else "") + subj, sender, to, when, inner, fwd=fwd)
    css = _MAIL_CSS + (".summ{border-collapse:collapse;width:100%;margin:8px 0}.summ td{border:1px solid #e2e2e2;padding:4px 6px;vertical-align:top}"
                       "td.k{background:#f7f7f7;width:30%}.btn{background:#1565c0;color:#fff;padding:5px 12px;border-radius:4px}.sm{font-size:0.75em;color:#777}"
                       "ol.docs{margin:0;padding-left:1.4em}")
    return _page(subj, html_mail, css, rng), truth


# ---------------------------------------------------------------------------------------------
# LC layout 7: the credit as an API response in a developer console
# ---------------------------------------------------------------------------------------------

def _lc_api_json(rng: random.Random) -> tuple[str, dict]:
    lc = _lc_record(rng)
    bank = lc.issuing[0]
    host = f"api.{_ascii(bank.split()[0]).lower()}bank.com"
    lid = _uuid(rng)
    a_addr = ", ".join(lc.applicant.lines)
    b_addr = ", ".join(lc.beneficiary.lines)
    aw = lc.avail_with if lc.avail_with_kind != "any" else "ANY BANK"
    camel = _chance(rng, 0.6)
    k = (lambda s: s) if camel else (lambda s: re.sub(r"([A-Z])", lambda m: "_" + m.group(1).lower(), s))
    obj = [
        ("id", lid), ("creditNumber", lc.number), ("status", "ISSUED"), ("customerReference", lc.cust_ref),
        ("formOfCredit", lc.form), ("issueDate", lc.issue.isoformat()), ("applicableRules", lc.rules),
        ("expiry", [("date", lc.expiry.isoformat()), ("place", lc.expiry_place)]),
        ("applicant", [("name", lc.applicant.name), ("address", a_addr), ("country", lc.applicant.country)]),
        ("beneficiary", [("name", lc.beneficiary.name), ("address", b_addr), ("country", lc.beneficiary.country)]),
        ("amount", [("currency", lc.currency), ("value", f"{lc.amount:.2f}")]),
        ("tolerance", [("plusPercent", lc.tol[0]), ("minusPercent", lc.tol[1])] if lc.tol else None),
        ("availableWith", aw), ("availableBy", lc.avail_by), ("draftsAt", lc.drafts),
        ("shipment", [("partialShipments", lc.partial), ("transhipment", lc.tranship), ("portOfLoading", lc.pol),
                      ("portOfDischarge", lc.pod), ("placeOfFinalDestination", lc.final_dest),
                      ("latestShipmentDate", lc.latest_ship.isoformat() if lc.latest_ship else None), ("incoterm", lc.incoterm if lc.mode != "standby" else None)]),
        ("goodsDescription", lc.goods), ("documentsRequired", list(lc.docs)), ("additionalConditions", list(lc.additional)),
        ("charges", lc.charges), ("presentationPeriodDays", lc.period_days), ("confirmationInstructions", lc.confirmation),
        ("issuingBank", [("bic", lc.issuing[1]), ("name", lc.issuing[0])]), ("advisingBank", [("bic", lc.advising[1]), ("name", lc.advising[0])]),
        ("balances", [("outstanding", f"{lc.amount:.2f}"), ("utilised", "0.00")]),
        ("createdAt", f"{(lc.issue - timedelta(days=2)).isoformat()}T{_clock(rng)}Z"), ("updatedAt", f"{lc.issue.isoformat()}T{_clock(rng)}Z"),
    ]

    def lit(v):
        if v is None:
            return "null"
        if isinstance(v, bool):
            return "true" if v else "false"
        if isinstance(v, int):
            return str(v)
        return '"' + str(v).replace("\\", "\\\\").replace('"', '\\"') + '"'

    def dump(items, ind):
        lines = []
        for i, (key, v) in enumerate(items):
            comma = "," if i < len(items) - 1 else ""
            if isinstance(v, list) and v and isinstance(v[0], tuple):
                lines.append(" " * ind + f'"{k(key)}": {{')
                lines += dump(v, ind + 2)
                lines.append(" " * ind + "}" + comma)
            elif isinstance(v, list):
                lines.append(" " * ind + f'"{k(key)}": [')
                for j, x in enumerate(v):
                    lines.append(" " * (ind + 2) + lit(x) + ("," if j < len(v) - 1 else ""))
                lines.append(" " * ind + "]" + comma)
            else:
                lines.append(" " * ind + f'"{k(key)}": {lit(v)}{comma}')
        return lines
    text = "\n".join(["{"] + dump(obj, 2) + ["}"])
    req = f"GET https://{host}/trade/v{rng.randrange(1, 4)}/import-letters-of-credit/{lid}"
    body = f"""<div class="bar"><b>{_esc(_pick(rng, ["API Explorer", "Developer Portal · Try it", "Sandbox console", "Postbox API client"]))}</b> · {_esc(bank)} Open Trade API</div>
<div class="req">{_esc(req)}</div>
<div class="hdrs">Authorization: Bearer eyJhbGciOi…{_hexid(rng, 6)}<br>Accept: application/json<br>X-Request-ID: {_uuid(rng)}<br>X-Client-ID: {_hexid(rng, 16)}</div>
<div class="st">Status: <b>200 OK</b> · Time: {rng.randrange(80, 900)} ms · Size: {rng.randrange(2, 9)}.{rng.randrange(10)} KB</div>
<pre class="json">{_esc(text)}</pre>"""
    css = (".bar{background:#263238;color:#fff;padding:5px 9px}.req{font-family:'DejaVu Sans Mono',monospace;font-size:0.85em;margin:6px 0;word-break:break-all}"
           ".hdrs{font-family:'DejaVu Sans Mono',monospace;font-size:0.72em;color:#666}.st{font-size:0.85em;margin:6px 0;color:#2e7d32}"
           ".json{font-family:'DejaVu Sans Mono','Liberation Mono',monospace;font-size:8.3pt;white-space:pre-wrap;background:#fafafa;border:1px solid #e0e0e0;padding:8px;line-height:1.3}")
    truth = lc.truth(avail_with=aw, applicant=(lc.applicant.name, a_addr), beneficiary=(lc.beneficiary.name, b_addr))
    return _page("API response", body, css, rng), truth


# ---------------------------------------------------------------------------------------------
# LC layout 8: the issuing bank's issuance letter, generated and digitally signed by the portal
# ---------------------------------------------------------------------------------------------

def _amount_words(n: int) -> str:
    ones = "ZERO ONE TWO THREE FOUR FIVE SIX SEVEN EIGHT NINE TEN ELEVEN TWELVE THIRTEEN FOURTEEN FIFTEEN SIXTEEN SEVENTEEN EIGHTEEN NINETEEN".split()
    tens = "_ _ TWENTY THIRTY FORTY FIFTY SIXTY SEVENTY EIGHTY NINETY".split()

    def below_1000(x):
        out = []
        if x >= 100:
            out.append(ones[x // 100] + " HUNDRED")
            x %= 100
        if x >= 20:
            out.append(tens[x // 10] + ("-" + ones[x % 10] if x % 10 else ""))
        elif x:
            out.append(ones[x])
        return " ".join(out)
    if n == 0:
        return "ZERO"
    parts = []
    for size, word in ((10 ** 9, "BILLION"), (10 ** 6, "MILLION"), (1000, "THOUSAND"), (1, "")):
        if n >= size:
            parts.append((below_1000(n // size) + (" " + word if word else "")).strip())
            n %= size
    return " ".join(parts)


def _lc_issuance_letter(rng: random.Random) -> tuple[str, dict]:
    lc = _lc_record(rng)
    bank, bic, bcity = lc.issuing
    ac = lc.applicant.country
    ds = _date_style(rng, ac)
    fd = lambda d: _fmt_date(d, ds)
    money = _money_style(rng, ac, lc.currency)
    an, a_html, a_truth = _party_parts(rng, lc.applicant, one_line=True)
    bn = lc.beneficiary.name
    b_lines = lc.beneficiary.lines
    place = _title_place(rng, lc.expiry_place)
    aw = lc.avail_with if lc.avail_with_kind != "any" else _pick(rng, ["any bank", "ANY BANK"])
    by_word = _pick(rng, _BY_WORDS[lc.avail_by]).lower().replace("by ", "")
    form_w = {"IRREVOCABLE": "irrevocable", "IRREVOCABLE TRANSFERABLE": "irrevocable and transferable",
              "IRREVOCABLE STANDBY": "irrevocable standby"}[lc.form]
    cents = round(lc.amount * 100) % 100
    words = f"{lc.currency} {_amount_words(int(lc.amount))}" + (f" AND CENTS {_amount_words(cents)}" if cents else "") + " ONLY"
    rules_w = {"UCP LATEST VERSION": "the Uniform Customs and Practice for Documentary Credits, latest version (UCP LATEST VERSION)",
               "EUCP LATEST VERSION": "the eUCP, latest version (EUCP LATEST VERSION), supplement to UCP for electronic presentation",
               "ISP LATEST VERSION": "the International Standby Practices, latest version (ISP LATEST VERSION)",
               "OTHR": "the rules stated in the additional conditions (OTHR)"}[lc.rules]
    tol = f" with a tolerance of plus {lc.tol[0]} percent and minus {lc.tol[1]} percent" if lc.tol else ""
    prose = (f"<p>At the request and for the account of <b>{_esc(an)}</b>, {_v(a_html)} (the “Applicant”), we, {_esc(bank)}, hereby issue in your favour "
             f"our {form_w} documentary credit number <b>{_esc(lc.number)}</b> dated {_esc(fd(lc.issue))} for a maximum amount of "
             f"<b>{_esc(money.fmt(lc.amount, lc.currency, True))}</b> ({_esc(words)}){tol}.</p>"
             f"<p>This credit is available with {_esc(aw)} by {_esc(by_word)}"
             + (f" against your draft(s) at {_esc(lc.drafts.lower())} drawn on us" if lc.drafts else "")
             + f" and expires on {_esc(fd(lc.expiry))} at {_esc(place)}. It is subject to {_esc(rules_w)}.</p>")
    rows = []
    if lc.partial:
        rows.append(("Partial shipments", _pick(rng, _SHIP_WORDS[lc.partial])))
    if lc.tranship:
        rows.append(("Transhipment", _pick(rng, _SHIP_WORDS[lc.tranship])))
    if lc.pol:
        rows.append(("Port of loading", lc.pol))
    if lc.pod:
        rows.append(("Port of discharge", lc.pod))
    if lc.latest_ship:
        rows.append(("Latest date of shipment", fd(lc.latest_ship)))
    rows.append(("Goods", lc.goods))
    rows.append(("Documents required", _H("<ol class='docs'>" + "".join(f"<li>{_esc(d)}</li>" for d in lc.docs) + "</ol>")))
    rows.append(("Additional conditions", _H("<br>".join(_esc(x) for x in lc.additional))))
    rows.append(("Charges", lc.charges))
    if lc.period_text:
        rows.append(("Presentation period", lc.period_text))
    rows.append(("Confirmation instructions", _pick(rng, _CONF_WORDS[lc.confirmation])))
    signer1, signer2 = _person(rng, "GBR", lc.issue), _person(rng, "GBR", lc.issue)
    vcode = f"{_letters(rng, 4)}-{_letters(rng, 4)}-{_digits(rng, 4)}"
    body = f"""<div class="lh"><div class="bn">{_esc(bank)}</div><div class="sm">Trade Finance Operations · {_esc(bcity)} · SWIFT {bic}</div></div>
<div class="meta"><div>To:<br><b>{_esc(bn)}</b><br>{'<br>'.join(_esc(x) for x in b_lines)}<br><br>Through: {_esc(lc.advising[0])}, {_esc(lc.advising[2])} ({lc.advising[1]})</div>
<div class="sm">Date: {_esc(fd(lc.issue))}<br>Our ref.: {_esc(lc.number)}<br>Applicant ref.: {_esc(lc.cust_ref)}</div></div>
<h2>{_esc(_pick(rng, ["Irrevocable Documentary Credit – Issuance", "Letter of Credit Issuance Notice", "Documentary Credit"]))}</h2>
{prose}
<table class="terms">{''.join(f"<tr><th>{_esc(a)}</th><td>{_v(b)}</td></tr>" for a, b in rows)}</table>
<p>We hereby engage with you that documents drawn under and in compliance with the terms of this credit will be duly honoured on presentation.</p>
<div class="sigbox"><div class="seal">✔</div><div><b>Digitally signed by {_esc(bank)}</b><br>Authorised signatories: {_esc(signer1.full)}, {_esc(signer2.full)}<br>
Reason: Issuance of documentary credit · Signature valid (PAdES-B-LT) · {_esc(_iso_ts(rng, lc.issue))}<br>Verify at verify.{_ascii(bank.split()[0]).lower()}bank.com with code {vcode}</div></div>
<p class="sm">This document has been generated electronically by our trade platform and is valid without handwritten signature. In case of any discrepancy between this letter and the SWIFT MT700 sent to the advising bank, the SWIFT message shall prevail.</p>"""
    css = (".lh{border-bottom:2px solid #0b3d91;padding-bottom:4px}.bn{font-size:1.45em;font-weight:bold;color:#0b3d91}.sm{font-size:0.78em;color:#555}"
           ".meta{display:flex;justify-content:space-between;margin:10px 0}.sigbox{display:flex;gap:10px;border:1px solid #8bc34a;background:#f4fbe9;padding:6px;font-size:0.85em;margin:8px 0}"
           ".seal{font-size:2em;color:#558b2f}" + _TERMS_CSS)
    truth = lc.truth(avail_with=aw, applicant=(an, a_truth), beneficiary=(bn, " ".join(b_lines)), expiry_place=place)
    return _page("Documentary credit", body, css, rng, font=_pick(rng, ["'Liberation Serif', serif", "'DejaVu Serif', serif", "'Liberation Sans', sans-serif"])), truth


# ---------------------------------------------------------------------------------------------
# LC layout 9: multi-bank trade platform "credit view"
# ---------------------------------------------------------------------------------------------

def _lc_platform_view(rng: random.Random) -> tuple[str, dict]:
    lc = _lc_record(rng)
    platform = _pick(rng, ["Tradewind Network", "Lattice Trade", "OpenLC Platform", "Meridian Trade Cloud", "ChainTrade"])
    accent = _pick(rng, _ACCENTS)
    fd = lambda d: _fmt_date(d, fmt)
    fmt = _pick(rng, ["iso", "d mon y", "D MON Y"])
    money = _money_style(rng, None, lc.currency)
    money.where = "code_before"
    an, a_html, a_truth = _party_parts(rng, lc.applicant)
    bn, b_html, b_truth = _party_parts(rng, lc.beneficiary)
    cards = [("Applicant", an, a_html), ("Issuing bank", lc.issuing[0], _H(f"SWIFT {lc.issuing[1]}<br>{_esc(lc.issuing[2])}")),
             ("Advising bank", lc.advising[0], _H(f"SWIFT {lc.advising[1]}<br>{_esc(lc.advising[2])}")), ("Beneficiary", bn, b_html)]
    cards_html = "".join(f"<div class='card'><div class='role'>{_esc(r)}</div><div class='nm'>{_esc(n)}</div><div class='ad'>{_v(a)}</div></div>" for r, n, a in cards)
    place = _title_place(rng, lc.expiry_place)
    aw = lc.avail_with if lc.avail_with_kind != "any" else "ANY BANK"
    terms = [("Credit number", lc.number), ("Form", _pick(rng, _FORM_WORDS[lc.form])), ("Issued", fd(lc.issue)),
             ("Rules", _pick(rng, _RULES_WORDS[lc.rules])), ("Expiry date", fd(lc.expiry)), ("Expiry place", place),
             ("Amount", money.fmt(lc.amount, lc.currency, True)),
             ("Tolerance", f"+{lc.tol[0]}% / −{lc.tol[1]}%" if lc.tol else "—"),
             ("Available with", aw), ("Available by", _pick(rng, _BY_WORDS[lc.avail_by])),
             ("Confirmation", _pick(rng, _CONF_WORDS[lc.confirmation]))]
    ship = [("Partial shipments", _pick(rng, _SHIP_WORDS[lc.partial]) if lc.partial else None),
            ("Transhipment", _pick(rng, _SHIP_WORDS[lc.tranship]) if lc.tranship else None),
            ("Port of loading", lc.pol), ("Port of discharge", lc.pod),
            ("Latest shipment", fd(lc.latest_ship) if lc.latest_ship else None),
            ("Presentation period", f"{lc.period_days} days" if lc.period_days is not None else None),
            ("Incoterms", lc.incoterm if lc.mode != "standby" else None)]
    status = _pick(rng, ["Not presented", "Pending", "—"])
    docs = "".join(f"<tr><td>☐</td><td class='s'>{status}</td><td>{_esc(d)}</td></tr>" for d in lc.docs)
    others = "".join(f"<div class='oth'>{_lc_number(rng, lc.issue, lc.issuing[1])}<br><span class='s'>{_esc(_company(rng, _pick(rng, list(_EXPORTERS))).name)} · {lc.currency} {money.bare(float(rng.randrange(10000, 900000)), True)}</span></div>"
                     for _ in range(rng.randrange(2, 5)))
    feed = "".join(f"<div class='fe'>{_esc(_pick(rng, ['Issuing bank', 'Advising bank', 'Applicant', 'Platform']))}: {_esc(m)} <span class='s'>{_esc(fd(lc.issue + timedelta(days=i)))}</span></div>"
                   for i, m in enumerate(rng.sample(["Credit issued and shared on the network", "Advising bank accepted the credit", "Beneficiary notified",
                                                     "Pre-check of draft documents requested", "Comment added: please confirm vessel name"], 3)))
    body = f"""<div class="top"><b>{_esc(platform)}</b><span>Workspace: {_esc(lc.applicant.name)} · {_esc(_person(rng, 'GBR', lc.issue).full)}</span></div>
<div class="wrap"><div class="side"><div class="sh">Credits</div><div class="oth sel"><b>{_esc(lc.number)}</b><br><span class='s'>selected</span></div>{others}</div>
<div class="main"><div class="title">Documentary credit <b>{_esc(lc.number)}</b> <span class="chip">{_esc(_pick(rng, ['Issued', 'Live', 'Advised']))}</span></div>
<div class="cards">{cards_html}</div>
<h3>Terms</h3>{_fields(terms, 'stack', 3)}
<h3>Shipment</h3>{_fields(ship, 'stack', 3)}
<h3>Goods</h3><div class="goods">{_esc(lc.goods)}</div>
<h3>Document requirements</h3><table class="dr"><tr><th></th><th>Status</th><th>Document</th></tr>{docs}</table>
<h3>Additional conditions</h3><div class="s">{'<br>'.join(_esc(x) for x in lc.additional)}<br>{_esc(lc.charges)}</div>
<h3>Activity</h3>{feed}</div></div>"""
    css = (f".top{{display:flex;justify-content:space-between;background:{accent};color:#fff;padding:6px 10px}}"
           f".wrap{{display:grid;grid-template-columns:22% minmax(0,1fr);gap:10px;margin-top:8px}}.side{{border-right:1px solid #ddd;padding-right:6px;font-size:0.82em}}"
           f".sh{{font-weight:bold;margin-bottom:4px}}.oth{{border-bottom:1px solid #eee;padding:4px 0}}.sel{{background:#eef3ff}}"
           f".title{{font-size:1.2em}}.chip{{background:#e8f5e9;color:#2e7d32;border-radius:10px;padding:1px 8px;font-size:0.8em}}"
           f".cards{{display:grid;grid-template-columns:1fr 1fr;gap:8px;margin:8px 0}}.card{{border:1px solid #dde;border-radius:8px;padding:6px}}"
           f".role{{font-size:0.72em;color:#777;text-transform:uppercase}}.nm{{font-weight:bold}}.ad{{font-size:0.88em}}"
           f"h3{{font-size:1em;border-bottom:1px solid #eee;margin-top:10px}}.goods{{border:1px solid #eee;padding:5px}}"
           f"table.dr{{border-collapse:collapse;width:100%;font-size:0.88em}}table.dr td,table.dr th{{border-bottom:1px solid #eee;padding:3px;text-align:left;vertical-align:top}}"
           f".s{{font-size:0.8em;color:#777}}.fe{{font-size:0.85em;margin:2px 0}}")
    truth = lc.truth(avail_with=aw, applicant=(an, a_truth), beneficiary=(bn, b_truth), expiry_place=place)
    return _page(f"{platform} – {lc.number}", body, css, rng, size=_pick(rng, ["9pt", "9.5pt", "10pt"])), truth


_LC_LAYOUTS.update({
    "portal_issuance_request": _lc_portal_request,
    "portal_status_page": _lc_status_page,
    "portal_lc_advice_pdf": _lc_advice_pdf,
    "portal_message_viewer": _lc_message_viewer,
    "raw_fin_print": _lc_raw_fin,
    "email_issuance_notice": _lc_email,
    "api_json_view": _lc_api_json,
    "digital_issuance_letter": _lc_issuance_letter,
    "multibank_platform_view": _lc_platform_view,
})


# ---------------------------------------------------------------------------------------------
# loan application data
# ---------------------------------------------------------------------------------------------

# market: (currency, value range, rate range, income range (gross monthly), terms in years)
_MARKET = {
    "GBR": ("GBP", (180_000, 950_000), (3.79, 6.29), (2_600, 12_500), (20, 25, 25, 30, 35)),
    "IRL": ("EUR", (250_000, 780_000), (3.45, 4.85), (3_000, 11_000), (25, 30, 35)),
    "AUS": ("AUD", (520_000, 1_900_000), (5.79, 6.94), (5_500, 19_000), (25, 30, 30, 30)),
    "NZL": ("NZD", (550_000, 1_400_000), (5.49, 7.25), (5_000, 15_000), (25, 30)),
    "USA": ("USD", (240_000, 1_250_000), (5.875, 7.625), (5_200, 26_000), (15, 20, 30, 30, 30)),
    "CAN": ("CAD", (450_000, 1_400_000), (4.49, 6.19), (5_000, 17_000), (25, 25, 30)),
    "DEU": ("EUR", (290_000, 1_050_000), (3.15, 4.35), (3_200, 10_500), (25, 28, 30, 33, 35)),
    "AUT": ("EUR", (280_000, 900_000), (3.05, 4.25), (3_000, 9_500), (25, 30, 35)),
    "NLD": ("EUR", (300_000, 950_000), (3.45, 4.65), (3_100, 10_000), (30, 30, 30)),
    "SWE": ("SEK", (2_400_000, 9_500_000), (2.95, 4.95), (32_000, 98_000), (30, 40, 50)),
    "NOR": ("NOK", (3_000_000, 9_800_000), (4.65, 6.10), (42_000, 125_000), (25, 30)),
    "DNK": ("DKK", (1_900_000, 7_500_000), (3.25, 5.25), (31_000, 92_000), (20, 30)),
    "FIN": ("EUR", (150_000, 520_000), (3.40, 5.10), (2_800, 8_200), (20, 25, 30)),
}
_LOAN_EMPLOYERS = dict(_EMPLOYERS)


@dataclass
class _Loan:
    market: str
    today: date
    app_no: str
    b: _Person
    marital: str               # married | unmarried | separated
    marital_detail: str        # single / divorced / widowed / cohabiting / civil partnership / married / separated
    email: str | None
    phone: str | None
    home: _Addr
    co: list
    co_employers: list
    co_incomes: list
    employer: str
    job: str
    emp_start: date
    prev_employer: str | None
    prev_start: date | None
    monthly: float
    base: float
    extra: list                # (label, amount) components making up the total
    net_monthly: float
    currency: str
    amount: float
    purpose: str
    term_months: int
    rate: float
    fixed_years: int | None
    aprc: float
    prop: _Addr
    value: float
    deposit: float
    payment: float
    fee: float

    def truth(self, *, full_name: str | None = None, co_names: list | None = None, prop_addr: str | None = None,
              email_shown: bool = True, phone_shown: bool = True, employer: str | None = None) -> dict:
        names = co_names or [p.full for p in self.co]
        return {
            "application_number": self.app_no,
            "borrower": {"full_name": full_name or self.b.full, "date_of_birth": self.b.dob.isoformat(),
                         "marital_status": self.marital, "email": self.email if email_shown else None,
                         "phone": self.phone if phone_shown else None},
            "co_borrowers": [{"full_name": n, "date_of_birth": p.dob.isoformat()} for n, p in zip(names, self.co)],
            "employer_name": employer or self.employer,
            "employment_start_date": self.emp_start.isoformat(),
            "monthly_income": self.monthly,
            "income_currency": self.currency,
            "loan_amount": self.amount,
            "loan_currency": self.currency,
            "loan_purpose": self.purpose,
            "loan_term_months": self.term_months,
            "interest_rate_percent": self.rate,
            "property_address": prop_addr if prop_addr is not None else " ".join(self.prop.lines),
            "property_value": self.value,
        }


def _payment(amount: float, rate: float, months: int) -> float:
    r = rate / 100 / 12
    if r == 0:
        return amount / months
    return amount * r / (1 - (1 + r) ** -months)


def _loan_record(rng: random.Random, market: str, *, purposes=("purchase", "purchase", "purchase", "refinance", "construction", "other"),
                 email_p: float = 0.9, phone_p: float = 0.9) -> _Loan:
    cur, (vlo, vhi), (rlo, rhi), (ilo, ihi), terms = _MARKET[market]
    today = _rand_date(rng, date(2023, 1, 9), date(2026, 6, 26))
    pool = market if market in _GIVEN else "GBR"
    nat = pool if _chance(rng, 0.85) else _pick(rng, list(_GIVEN))
    b = _person(rng, nat, today, 22, 62)
    if b.sex == "X":
        b.sex = "F"
    n_co = _pick(rng, [0, 0, 0, 0, 1, 1, 1, 1, 2, 3]) if _chance(rng, 0.98) else 0
    co = []
    marital = _pick(rng, ["married"] * 9 + ["unmarried"] * 9 + ["separated"] * 2)
    if n_co and marital == "married" and _chance(rng, 0.8):
        sp = _person(rng, pool, today, 22, 62, sex="M" if b.sex == "F" else "F")
        if _chance(rng, 0.6):
            sp.surname = b.surname
        co.append(sp)
    while len(co) < n_co:
        co.append(_person(rng, _pick(rng, [pool, pool, nat]), today, 20, 70))
    detail = {"married": _pick(rng, ["married", "married", "civil partnership"]),
              "unmarried": _pick(rng, ["single", "single", "divorced", "widowed", "cohabiting"]),
              "separated": "separated"}[marital]
    home = _address(rng, market)
    purpose = _pick(rng, list(purposes))
    prop = home if purpose in ("refinance", "other") else _address(rng, market)
    if purpose == "construction" and _chance(rng, 0.5):
        plot = {"GBR": "Plot {n}, ", "IRL": "Site {n}, ", "AUS": "Lot {n}, ", "NZL": "Lot {n}, ", "USA": "Lot {n}, ", "CAN": "Lot {n}, ",
                "DEU": "Flurstück {n}, ", "AUT": "Grundstück Nr. {n}, ", "NLD": "Bouwnummer {n}, ", "SWE": "Fastighet Tomt {n}, ",
                "NOR": "Tomt gnr. {n}, ", "DNK": "Grund nr. {n}, ", "FIN": "Tontti {n}, "}[market].format(n=rng.randrange(3, 240))
        prop = _Addr([plot + prop.lines[0]] + prop.lines[1:], prop.country, prop.city)
    value = float(round(rng.randrange(vlo, vhi) / 1000) * 1000) if _chance(rng, 0.7) else float(round(rng.randrange(vlo, vhi) / 500) * 500)
    ltv = rng.uniform(0.45, 0.95) if purpose == "purchase" else rng.uniform(0.3, 0.8)
    step = 10_000 if cur in ("SEK", "NOK", "DKK") else 1000 if _chance(rng, 0.6) else 50
    amount = float(max(step, round(value * ltv / step) * step))
    rate = round(rng.uniform(rlo, rhi), 2)
    if market == "USA":
        rate = round(round(rng.uniform(rlo, rhi) * 8) / 8, 3)
    years = _pick(rng, list(terms))
    term = years * 12
    if _chance(rng, 0.05):
        term += _pick(rng, [6, 3])
    fixed = _pick(rng, [2, 3, 5, 5, 10, 15, None]) if market not in ("USA",) else None
    monthly = float(rng.randrange(ilo, ihi))
    if _chance(rng, 0.5):
        monthly = float(round(monthly / 50) * 50)
    extra = []
    base = monthly
    if _chance(rng, 0.3):
        bonus = float(round(monthly * rng.uniform(0.05, 0.2) / 10) * 10)
        base = monthly - bonus
        extra = [(_pick(rng, ["Bonus", "Overtime", "Commission"]), bonus)]
    emp_start = _rand_date(rng, max(date(b.dob.year + 19, 1, 1), today - timedelta(days=20 * 365)), today - timedelta(days=120))
    prev_employer = prev_start = None
    employers = _split(_LOAN_EMPLOYERS.get(market) or _EMPLOYERS["GBR"])
    employer = _pick(rng, employers)
    if _chance(rng, 0.5):
        pe = _pick(rng, employers)
        if pe != employer:
            prev_employer = pe
            prev_start = emp_start - timedelta(days=rng.randrange(400, 3000))
    co_employers = [_pick(rng, employers) for _ in co]
    co_incomes = [float(rng.randrange(ilo, ihi)) for _ in co]
    email = _email(rng, b.given, b.surname) if _chance(rng, email_p) else None
    phone = _PHONE_FMT[market](rng) if _chance(rng, phone_p) else None
    pay = round(_payment(amount, rate, term), 2)
    aprc = round(rate + rng.uniform(0.05, 1.6), 2)
    return _Loan(market=market, today=today, app_no="", b=b, marital=marital, marital_detail=detail, email=email, phone=phone,
                 home=home, co=co, co_employers=co_employers, co_incomes=co_incomes, employer=employer,
                 job=_pick(rng, _OCC_EMPLOYED)[_LANG_INDEX.get({"DEU": "de", "AUT": "de", "NLD": "nl", "SWE": "sv"}.get(market, "en"), 0)],
                 emp_start=emp_start, prev_employer=prev_employer, prev_start=prev_start, monthly=monthly, base=base, extra=extra,
                 net_monthly=float(round(monthly * rng.uniform(0.58, 0.74))), currency=cur, amount=amount, purpose=purpose,
                 term_months=term, rate=rate, fixed_years=fixed, aprc=aprc, prop=prop, value=value,
                 deposit=max(0.0, value - amount) if purpose == "purchase" else 0.0, payment=pay,
                 fee=float(_pick(rng, [0, 495, 999, 1499, 250, 1200])))


def _term_text(months: int, unit: str, lang: str = "en") -> str:
    y, m = divmod(months, 12)
    words = {"en": ("years", "months", "yrs"), "de": ("Jahre", "Monate", "J."), "nl": ("jaar", "maanden", "jr"),
             "sv": ("år", "månader", "år"), "no": ("år", "måneder", "år"), "da": ("år", "måneder", "år"), "fi": ("vuotta", "kuukautta", "v")}[lang]
    if unit == "months" or m:
        if unit == "years" and m:
            return f"{y} {words[0]} {m} {words[1]}"
        return f"{months} {words[1]}"
    return f"{y} {words[0]}"


_MARITAL_WORDS = {
    "en": {"married": ["Married"], "civil partnership": ["Civil partnership", "Married / civil partnership"], "single": ["Single"],
           "divorced": ["Divorced"], "widowed": ["Widowed"], "cohabiting": ["Cohabiting", "Living with partner"], "separated": ["Separated"]},
    "de": {"married": ["verheiratet"], "civil partnership": ["eingetragene Lebenspartnerschaft"], "single": ["ledig"], "divorced": ["geschieden"],
           "widowed": ["verwitwet"], "cohabiting": ["ledig (in Lebensgemeinschaft)"], "separated": ["getrennt lebend"]},
    "nl": {"married": ["gehuwd"], "civil partnership": ["geregistreerd partnerschap"], "single": ["ongehuwd", "alleenstaand"],
           "divorced": ["gescheiden"], "widowed": ["weduwe/weduwnaar"], "cohabiting": ["samenwonend (ongehuwd)"], "separated": ["gescheiden van tafel en bed"]},
    "sv": {"married": ["Gift"], "civil partnership": ["Registrerad partner"], "single": ["Ogift"], "divorced": ["Skild"], "widowed": ["Änka/änkling"],
           "cohabiting": ["Sambo"], "separated": ["Separerad"]},
    "no": {"married": ["Gift"], "civil partnership": ["Registrert partner"], "single": ["Ugift"], "divorced": ["Skilt"], "widowed": ["Enke/enkemann"],
           "cohabiting": ["Samboer"], "separated": ["Separert"]},
    "da": {"married": ["Gift"], "civil partnership": ["Registreret partnerskab"], "single": ["Ugift"], "divorced": ["Fraskilt"], "widowed": ["Enke/enkemand"],
           "cohabiting": ["Samlevende"], "separated": ["Separeret"]},
    "fi": {"married": ["Naimisissa"], "civil partnership": ["Rekisteröity parisuhde"], "single": ["Naimaton"], "divorced": ["Eronnut"], "widowed": ["Leski"],
           "cohabiting": ["Avoliitossa"], "separated": ["Asumuserossa"]},
}
_MARITAL_ORDER = ["single", "married", "civil partnership", "cohabiting", "separated", "divorced", "widowed"]

_PURPOSE_WORDS = {
    "en": {"purchase": ["Purchase", "Buying a home", "Home purchase", "Buy a property"], "refinance": ["Remortgage", "Refinance", "Switch my mortgage"],
           "construction": ["Self-build", "Construction", "Build a new home"], "other": ["Home improvements", "Borrow more (further advance)", "Renovation"]},
    "de": {"purchase": ["Kauf einer Immobilie", "Immobilienkauf", "Kauf"], "refinance": ["Anschlussfinanzierung", "Umschuldung"],
           "construction": ["Neubau", "Bau eines Eigenheims"], "other": ["Modernisierung", "Modernisierung / Umbau"]},
    "nl": {"purchase": ["Aankoop bestaande woning", "Aankoop woning"], "refinance": ["Oversluiten hypotheek", "Oversluiten"],
           "construction": ["Nieuwbouw", "Bouw eigen woning"], "other": ["Verbouwing", "Verbouwing / verduurzaming"]},
    "sv": {"purchase": ["Köp av bostad", "Bostadsköp"], "refinance": ["Flytt av bolån", "Omförhandling / flytt av lån"],
           "construction": ["Nybyggnation", "Bygga nytt hus"], "other": ["Renovering", "Utökning av lån för renovering"]},
    "no": {"purchase": ["Kjøp av bolig", "Boligkjøp"], "refinance": ["Refinansiering", "Flytte boliglån"], "construction": ["Byggelån", "Oppføring av ny bolig"],
           "other": ["Oppussing", "Oppussing / påkost"]},
    "da": {"purchase": ["Køb af bolig", "Boligkøb"], "refinance": ["Omlægning af lån", "Omlægning"], "construction": ["Nybyggeri", "Opførelse af ny bolig"],
           "other": ["Renovering", "Ombygning / renovering"]},
    "fi": {"purchase": ["Asunnon osto", "Asuntokauppa"], "refinance": ["Lainan siirto", "Uudelleenrahoitus"], "construction": ["Rakentaminen", "Omakotitalon rakentaminen"],
           "other": ["Remontti", "Peruskorjaus"]},
}

_LNL = {
    "app": {"en": ["Application number", "Application reference", "Application ID", "Your reference"], "de": ["Vorgangsnummer", "Antragsnummer"],
            "nl": ["Aanvraagnummer", "Dossiernummer"], "sv": ["Ansökningsnummer", "Ärendenummer"], "no": ["Søknadsnummer", "Saksnummer"],
            "da": ["Ansøgningsnummer", "Sagsnummer"], "fi": ["Hakemusnumero", "Hakemuksen tunnus"]},
    "name": {"en": ["Full name", "Name"], "de": ["Vor- und Nachname", "Name"], "nl": ["Naam", "Volledige naam"], "sv": ["Namn"], "no": ["Navn"], "da": ["Navn"], "fi": ["Nimi"]},
    "first": {"en": ["First name", "First name(s)"], "de": ["Vorname"], "nl": ["Voornamen"], "sv": ["Förnamn"], "no": ["Fornavn"], "da": ["Fornavn"], "fi": ["Etunimet"]},
    "last": {"en": ["Last name", "Surname"], "de": ["Nachname"], "nl": ["Achternaam"], "sv": ["Efternamn"], "no": ["Etternavn"], "da": ["Efternavn"], "fi": ["Sukunimi"]},
    "dob": {"en": ["Date of birth", "DOB", "Birth date"], "de": ["Geburtsdatum"], "nl": ["Geboortedatum"], "sv": ["Födelsedatum"], "no": ["Fødselsdato"],
            "da": ["Fødselsdato"], "fi": ["Syntymäaika"]},
    "marital": {"en": ["Marital status", "Relationship status"], "de": ["Familienstand"], "nl": ["Burgerlijke staat"], "sv": ["Civilstånd"],
                "no": ["Sivilstatus"], "da": ["Civilstand"], "fi": ["Siviilisääty"]},
    "email": {"en": ["Email", "Email address"], "de": ["E-Mail"], "nl": ["E-mailadres"], "sv": ["E-post"], "no": ["E-post"], "da": ["E-mail"], "fi": ["Sähköposti"]},
    "phone": {"en": ["Mobile", "Phone number", "Mobile number"], "de": ["Telefon (mobil)", "Mobilnummer"], "nl": ["Telefoonnummer", "Mobiel"],
              "sv": ["Mobilnummer", "Telefon"], "no": ["Mobil", "Telefon"], "da": ["Mobil", "Telefon"], "fi": ["Matkapuhelin", "Puhelin"]},
    "home": {"en": ["Current address", "Home address"], "de": ["Aktuelle Anschrift", "Wohnanschrift"], "nl": ["Huidig adres", "Woonadres"],
             "sv": ["Nuvarande adress", "Folkbokföringsadress"], "no": ["Nåværende adresse", "Bostedsadresse"], "da": ["Nuværende adresse"], "fi": ["Nykyinen osoite"]},
    "employer": {"en": ["Employer", "Employer name", "Current employer"], "de": ["Arbeitgeber", "Aktueller Arbeitgeber"], "nl": ["Werkgever", "Huidige werkgever"],
                 "sv": ["Arbetsgivare", "Nuvarande arbetsgivare"], "no": ["Arbeidsgiver"], "da": ["Arbejdsgiver"], "fi": ["Työnantaja"]},
    "job": {"en": ["Job title", "Occupation"], "de": ["Beruf", "Tätigkeit"], "nl": ["Functie", "Beroep"], "sv": ["Yrke", "Befattning"],
            "no": ["Stilling", "Yrke"], "da": ["Stilling"], "fi": ["Ammatti"]},
    "start": {"en": ["Start date", "Employed since", "Date started"], "de": ["Beschäftigt seit", "Im Unternehmen seit"], "nl": ["In dienst sinds", "Datum in dienst"],
              "sv": ["Anställd sedan", "Anställningsdatum"], "no": ["Ansatt siden", "Ansettelsesdato"], "da": ["Ansat siden"], "fi": ["Työsuhde alkanut", "Työsuhteen alkamispäivä"]},
    "income": {"en": ["Gross monthly income", "Monthly income (before tax)", "Gross income per month"], "de": ["Bruttoeinkommen monatlich", "Monatliches Bruttoeinkommen"],
               "nl": ["Bruto maandinkomen", "Bruto inkomen per maand"], "sv": ["Månadsinkomst före skatt", "Bruttolön per månad"],
               "no": ["Bruttoinntekt per måned", "Månedlig inntekt før skatt"], "da": ["Bruttoindkomst pr. måned", "Månedlig indkomst før skat"],
               "fi": ["Bruttotulot kuukaudessa", "Kuukausitulot ennen veroja"]},
    "net": {"en": ["Net monthly income (take-home)", "Monthly take-home pay"], "de": ["Nettoeinkommen monatlich"], "nl": ["Netto maandinkomen"],
            "sv": ["Nettolön per månad"], "no": ["Netto utbetalt per måned"], "da": ["Nettoindkomst pr. måned"], "fi": ["Nettotulot kuukaudessa"]},
    "amount": {"en": ["Loan amount", "Amount you want to borrow", "Mortgage amount", "Loan amount requested"], "de": ["Darlehensbetrag", "Gewünschter Darlehensbetrag"],
               "nl": ["Hypotheekbedrag", "Gewenst hypotheekbedrag"], "sv": ["Lånebelopp", "Önskat lånebelopp"], "no": ["Lånebeløp", "Ønsket lånebeløp"],
               "da": ["Lånebeløb", "Ønsket lånebeløb"], "fi": ["Lainan määrä", "Haettava lainasumma"]},
    "purpose": {"en": ["Loan purpose", "What is the loan for?", "Purpose"], "de": ["Verwendungszweck", "Finanzierungszweck"], "nl": ["Doel van de hypotheek", "Financieringsdoel"],
                "sv": ["Syfte med lånet", "Lånets ändamål"], "no": ["Formål med lånet"], "da": ["Formål med lånet"], "fi": ["Lainan käyttötarkoitus"]},
    "term": {"en": ["Term", "Mortgage term", "Loan term", "Repayment term"], "de": ["Gesamtlaufzeit", "Laufzeit des Darlehens"], "nl": ["Looptijd", "Looptijd hypotheek"],
             "sv": ["Löptid", "Återbetalningstid"], "no": ["Nedbetalingstid", "Løpetid"], "da": ["Løbetid"], "fi": ["Laina-aika", "Takaisinmaksuaika"]},
    "rate": {"en": ["Interest rate", "Initial rate", "Product rate"], "de": ["Sollzins (gebunden)", "Sollzinssatz p.a."], "nl": ["Rente", "Hypotheekrente"],
             "sv": ["Ränta", "Nominell ränta"], "no": ["Nominell rente", "Rente"], "da": ["Rente (pålydende)", "Rentesats"], "fi": ["Korko", "Nimelliskorko"]},
    "aprc": {"en": ["APRC", "Representative APRC", "Overall cost for comparison"], "de": ["Effektiver Jahreszins"], "nl": ["Effectieve rente"],
             "sv": ["Effektiv ränta"], "no": ["Effektiv rente"], "da": ["ÅOP"], "fi": ["Todellinen vuosikorko"]},
    "fixed": {"en": ["Fixed-rate period", "Initial period"], "de": ["Zinsbindung", "Sollzinsbindung"], "nl": ["Rentevaste periode"], "sv": ["Bindningstid"],
              "no": ["Bindingstid"], "da": ["Rentebinding"], "fi": ["Korkosidonnaisuus"]},
    "prop": {"en": ["Property address", "Address of the property", "Property you want to buy"], "de": ["Objektanschrift", "Adresse der Immobilie"],
             "nl": ["Adres onderpand", "Adres van de woning"], "sv": ["Bostadens adress", "Objektets adress"], "no": ["Boligens adresse"], "da": ["Boligens adresse"],
             "fi": ["Asunnon osoite", "Kohteen osoite"]},
    "value": {"en": ["Property value", "Purchase price", "Estimated property value"], "de": ["Kaufpreis", "Wert der Immobilie"], "nl": ["Koopsom", "Marktwaarde woning"],
              "sv": ["Köpeskilling", "Bostadens värde"], "no": ["Kjøpesum", "Boligens verdi"], "da": ["Købesum", "Boligens værdi"], "fi": ["Kauppahinta", "Asunnon arvo"]},
    "deposit": {"en": ["Deposit", "Your deposit"], "de": ["Eigenkapital"], "nl": ["Eigen geld"], "sv": ["Kontantinsats"], "no": ["Egenkapital"], "da": ["Udbetaling"], "fi": ["Omarahoitus"]},
    "payment": {"en": ["Monthly payment", "Estimated monthly repayment"], "de": ["Monatliche Rate"], "nl": ["Bruto maandlast"], "sv": ["Månadskostnad"],
                "no": ["Månedlig terminbeløp"], "da": ["Månedlig ydelse"], "fi": ["Kuukausierä"]},
    "applicant": {"en": ["Applicant", "Applicant 1", "Main applicant"], "de": ["Antragsteller 1", "Hauptantragsteller"], "nl": ["Aanvrager", "Aanvrager 1"],
                  "sv": ["Sökande 1", "Huvudsökande"], "no": ["Søker 1", "Hovedsøker"], "da": ["Ansøger 1", "Hovedansøger"], "fi": ["Hakija 1", "Päähakija"]},
    "coapp": {"en": ["Applicant {n}", "Joint applicant {n}"], "de": ["Antragsteller {n}", "Mitantragsteller {n}"], "nl": ["Aanvrager {n}", "Partner / aanvrager {n}"],
              "sv": ["Sökande {n}", "Medsökande {n}"], "no": ["Søker {n}", "Medsøker {n}"], "da": ["Ansøger {n}", "Medansøger {n}"], "fi": ["Hakija {n}", "Kanssahakija {n}"]},
}


def _lnl(rng, key, lang):
    d = _LNL[key]
    return _pick(rng, d.get(lang) or d["en"])


_VALUE_EST = {"en": ["Estimated property value", "Property value (estimated)", "Current value of the property"], "de": ["Wert der Immobilie", "Verkehrswert (geschätzt)"],
              "nl": ["Marktwaarde woning", "Geschatte waarde woning"], "sv": ["Bostadens värde", "Uppskattat marknadsvärde"], "no": ["Boligens verdi", "Antatt markedsverdi"],
              "da": ["Boligens værdi", "Vurderet markedsværdi"], "fi": ["Asunnon arvo", "Arvioitu markkina-arvo"]}


def _value_label(rng, loan: "_Loan", lang: str) -> str:
    """Purchase price or value for a purchase; an estimated value otherwise."""
    if loan.purpose == "purchase":
        return _lnl(rng, "value", lang)
    return _pick(rng, _VALUE_EST.get(lang) or _VALUE_EST["en"])


def _marital_word(rng, loan: _Loan, lang: str) -> str:
    return _pick(rng, _MARITAL_WORDS[lang][loan.marital_detail])


def _marital_radio(rng, loan: _Loan, lang: str, style) -> _H:
    words = _MARITAL_WORDS[lang]
    opts = [words[k][0] for k in _MARITAL_ORDER]
    return _choices(opts, words[loan.marital_detail][0], style)


def _purpose_word(rng, loan: _Loan, lang: str) -> str:
    return _pick(rng, _PURPOSE_WORDS[lang][loan.purpose])


def _app_no(rng: random.Random, market: str, d: date) -> str:
    y = d.year
    return _pick(rng, {
        "GBR": [f"DIP-{_digits(rng, 7)}", f"MA{_digits(rng, 8)}", f"{_letters(rng, 3)}-{_digits(rng, 6)}", f"APP/{y}/{_digits(rng, 6)}"],
        "IRL": [f"AIP-{_digits(rng, 7)}", f"MTG{y}{_digits(rng, 5)}"],
        "AUS": [f"HL-{_digits(rng, 4)}-{_digits(rng, 4)}", f"APP{_digits(rng, 9)}", f"{_digits(rng, 8)}"],
        "NZL": [f"HL{_digits(rng, 8)}", f"NZ-{_digits(rng, 6)}"],
        "USA": [f"{_digits(rng, 10)}", f"LN-{y}-{_digits(rng, 6)}", f"{_digits(rng, 4)}-{_digits(rng, 6)}"],
        "CAN": [f"MTG-{_digits(rng, 7)}", f"{_digits(rng, 9)}"],
        "DEU": [f"B-{y}-{_digits(rng, 6)}", f"{_digits(rng, 3)}.{_digits(rng, 3)}.{_digits(rng, 3)}", f"BF{_digits(rng, 8)}"],
        "AUT": [f"WF-{_digits(rng, 7)}", f"{y}/{_digits(rng, 6)}"],
        "NLD": [f"{y}-HYP-{_digits(rng, 6)}", f"AV{_digits(rng, 8)}", f"{_digits(rng, 4)}.{_digits(rng, 4)}.{_digits(rng, 2)}"],
        "SWE": [f"{_digits(rng, 4)}-{_digits(rng, 4)}-{_digits(rng, 2)}", f"BL{_digits(rng, 8)}"],
        "NOR": [f"{_digits(rng, 10)}", f"BL-{_digits(rng, 7)}"],
        "DNK": [f"{_digits(rng, 8)}", f"ANS-{_digits(rng, 6)}"],
        "FIN": [f"{_digits(rng, 4)} {_digits(rng, 4)} {_digits(rng, 4)}", f"AL{_digits(rng, 8)}"],
    }[market])


_MARKET_LANG = {"GBR": "en", "IRL": "en", "AUS": "en", "NZL": "en", "USA": "en", "CAN": "en", "DEU": "de", "AUT": "de", "NLD": "nl",
                "SWE": "sv", "NOR": "no", "DNK": "da", "FIN": "fi"}


def _loan_income_rows(rng, loan: _Loan, money: _Money, lang: str, label: str | None = None) -> list:
    """Income rows; the last one (labelled as the gross monthly total) is the borrower's monthly income."""
    lab = label or _lnl(rng, "income", lang)
    if loan.extra and lang == "en":
        rows = [("Basic salary (gross, monthly)", money.fmt(loan.base, loan.currency))]
        rows += [(f"{k} (monthly)", money.fmt(v, loan.currency)) for k, v in loan.extra]
        rows.append((f"Total gross monthly income", money.fmt(loan.monthly, loan.currency)))
        return rows
    return [(lab, money.fmt(loan.monthly, loan.currency))]


_LENDERS = {"GBR": ["Harbourline Mortgages", "Kestrel Home Finance", "Beacon Direct", "Oakfield Building Society", "Fennec Mortgages"],
            "IRL": ["Liffey Home Loans", "Shannon Mortgage Bank", "Brisk Mortgages Ireland"],
            "AUS": ["Wattle Home Loans", "Harbourside Lending", "Sundial Home Loans", "Coastal Mutual"],
            "NZL": ["Kauri Home Loans", "Southern Alps Bank"],
            "USA": ["Keystone Home Lending", "Bluebird Mortgage Co.", "Prairie Digital Mortgage", "Liberty Lane Home Loans"],
            "CAN": ["Maple Key Mortgages", "Northern Trust Lending"],
            "DEU": ["Baufi Direkt", "Hausbank24", "Nordlicht Baufinanzierung", "Kompass Baufi"],
            "AUT": ["Alpen Wohnkredit", "Donau Baufinanz"],
            "NLD": ["Polder Hypotheken", "Dijk Hypotheekadvies", "Oranje Hypotheken"],
            "SWE": ["Bolånebolaget Nord", "Kvarnen Bolån", "Halden Bolån"],
            "NOR": ["Fjord Boliglån", "Nordlys Bank"],
            "DNK": ["Øresund Realkredit", "Jysk Boliglån"],
            "FIN": ["Saimaa Asuntolaina", "Aalto Pankki"]}
_BROKERS = ["MoneyMatch", "RateRadar", "CompareHQ", "HomeLoanHub", "Mortgage Mate", "Finder Pro", "LoanScout"]


# ---------------------------------------------------------------------------------------------
# loan layout 1: UK / Irish decision (approval) in principle certificate with the data given
# ---------------------------------------------------------------------------------------------

def _loan_uk_dip(rng: random.Random) -> tuple[str, dict]:
    market = _pick(rng, ["GBR", "GBR", "GBR", "IRL"])
    loan = _loan_record(rng, market)
    loan.app_no = _app_no(rng, market, loan.today)
    lender = _pick(rng, _LENDERS[market])
    broker = _pick(rng, _BROKERS)
    ds = _date_style(rng, market)
    fd = lambda d: _fmt_date(d, ds)
    money = _money_style(rng, market, loan.currency)
    accent = _pick(rng, _ACCENTS)
    what = "Decision in Principle" if market == "GBR" else "Approval in Principle"
    what = _pick(rng, [what, "Mortgage in Principle", "Agreement in Principle"]) if market == "GBR" else what
    names = [loan.b.full] + [p.full for p in loan.co]
    max_lend = float(round(loan.amount * rng.uniform(1.02, 1.35) / 1000) * 1000)
    valid = loan.today + timedelta(days=_pick(rng, [60, 90, 90, 180]))
    prod = f"{loan.fixed_years or 2} year fixed" if loan.fixed_years else "Tracker"
    follow = round(loan.rate + rng.uniform(1.5, 3.5), 2)
    apps_html = "".join(f"<tr><td>{_esc(n)}</td><td>{_esc(fd(p.dob))}</td></tr>" for n, p in zip(names, [loan.b] + loan.co))
    cert = f"""<div class="cert"><div class="ch"><span class="lb">{_esc(lender)}</span><span class="tag">{_esc(what)}</span></div>
<p class="big">Good news{', ' + _esc(loan.b.first) if _chance(rng, 0.5) else ''}! Based on the information you've given us, we'd be happy in principle to lend you <b>{money.fmt(loan.amount, loan.currency, False)}</b>.</p>
<table class="kv"><tr><th>{_esc(_lnl(rng, 'app', 'en'))}</th><td><b>{_esc(loan.app_no)}</b></td></tr>
<tr><th>Issued</th><td>{_esc(fd(loan.today))}</td></tr><tr><th>Valid until</th><td>{_esc(fd(valid))}</td></tr>
<tr><th>Loan amount requested</th><td>{money.fmt(loan.amount, loan.currency)}</td></tr>
<tr><th>Maximum we could lend</th><td>{money.fmt(max_lend, loan.currency)}</td></tr>
<tr><th>{_esc(_pick(rng, ['Purchase price', 'Property value', 'Estimated property value']))}</th><td>{money.fmt(loan.value, loan.currency)}</td></tr>
<tr><th>Loan to value</th><td>{loan.amount / loan.value * 100:.1f}%</td></tr>
<tr><th>{_esc(_lnl(rng, 'term', 'en'))}</th><td>{_esc(_term_text(loan.term_months, _pick(rng, ['years', 'years', 'months'])))}</td></tr>
<tr><th>Repayment method</th><td>{_esc(_pick(rng, ['Capital and interest (repayment)', 'Repayment']))}</td></tr>
<tr><th>Product</th><td>{_esc(prod)} – initial rate {loan.rate:.2f}%, then our standard variable rate (currently {follow:.2f}%)</td></tr>
<tr><th>Initial monthly payment</th><td>{money.fmt(loan.payment, loan.currency, True)}</td></tr>
<tr><th>APRC</th><td>{loan.aprc:.1f}%</td></tr></table>
<h4>Applicant(s)</h4><table class="ap"><tr><th>Name</th><th>Date of birth</th></tr>{apps_html}</table>
<p class="small">We carried out a {_pick(rng, ['soft', 'hard'])} credit search. This {_esc(what)} is not a mortgage offer and does not guarantee that we will lend. A full application, valuation and affordability assessment will be needed.</p>
<p class="small">Introduced by {_esc(broker)} (broker case ID {_letters(rng, 2)}{_digits(rng, 6)}).</p></div>"""
    chk = _pick(rng, _CHECK_STYLES)
    mode = _pick(rng, ["table", "colon", "stack"])
    rows = [(_lnl(rng, "name", "en"), loan.b.full), (_lnl(rng, "dob", "en"), fd(loan.b.dob)),
            (_lnl(rng, "marital", "en"), _marital_radio(rng, loan, "en", chk) if _chance(rng, 0.5) else _marital_word(rng, loan, "en"))]
    email_shown = loan.email is not None
    phone_shown = loan.phone is not None
    if loan.email:
        rows.append((_lnl(rng, "email", "en"), loan.email))
    if loan.phone:
        rows.append((_lnl(rng, "phone", "en"), loan.phone))
    rows.append((_lnl(rng, "home", "en"), _br(loan.home.lines)))
    rows.append(("Time at address", f"{rng.randrange(1, 15)} years {rng.randrange(0, 12)} months"))
    emp = [("Employment status", "Employed (permanent)"), (_lnl(rng, "employer", "en"), loan.employer), (_lnl(rng, "job", "en"), loan.job),
           (_lnl(rng, "start", "en"), fd(loan.emp_start))] + _loan_income_rows(rng, loan, money, "en")
    if loan.prev_employer:
        emp.append(("Previous employer", f"{loan.prev_employer} ({fd(loan.prev_start)} – {fd(loan.emp_start - timedelta(days=1))})"))
    co_html = ""
    for i, (p, e, inc) in enumerate(zip(loan.co, loan.co_employers, loan.co_incomes), 2):
        co_html += (f"<h4>Applicant {i}: {_esc(p.full)}</h4>" + _fields([("Date of birth", fd(p.dob)), ("Employer", e),
                                                                            ("Gross monthly income", money.fmt(inc, loan.currency))], mode))
    p_one = _chance(rng, 0.4)
    prop_truth = ", ".join(loan.prop.lines) if p_one else " ".join(loan.prop.lines)
    prop = [("What are you doing?", _purpose_word(rng, loan, "en")),
            (_lnl(rng, "prop", "en") if loan.purpose == "purchase" else "Property address", prop_truth if p_one else _br(loan.prop.lines)),
            ("Property type", _pick(rng, ["Semi-detached house", "Terraced house", "Flat / apartment", "Detached house", "Bungalow"])),
            ("Tenure", _pick(rng, ["Freehold", "Leasehold"]) if market == "GBR" else "Freehold"),
            (_pick(rng, ["Purchase price", "Estimated value"]) if loan.purpose == "purchase" else "Estimated value", money.fmt(loan.value, loan.currency)),
            (_lnl(rng, "deposit", "en"), money.fmt(loan.deposit, loan.currency)) if loan.purpose == "purchase" else ("Outstanding mortgage balance", money.fmt(round(loan.amount * rng.uniform(0.6, 1.0)), loan.currency))]
    info = f"""<div class="info"><h3>The information you gave us</h3><p class="small">Please check this carefully. If anything is wrong, tell us before you apply as it may change our decision.</p>
<h4>{_esc(_lnl(rng, 'applicant', 'en'))}: {_esc(loan.b.full)}</h4>{_fields(rows, mode)}
<h4>Employment and income</h4>{_fields(emp, mode)}{co_html}
<h4>Property and loan</h4>{_fields(prop, mode)}
<div class="small">{_boiler(rng, 3)}</div>
<div class="small">{_esc(_legal(rng, lender.split()[0], market))}</div></div>"""
    css = (f".cert{{border:3px solid {accent};border-radius:10px;padding:12px 16px}}.ch{{display:flex;justify-content:space-between;align-items:center}}"
           f".lb{{font-size:1.5em;font-weight:800;color:{accent}}}.tag{{background:{accent};color:#fff;padding:3px 10px;border-radius:12px}}.big{{font-size:1.15em}}"
           f"table.ap{{border-collapse:collapse;width:100%}}table.ap td,table.ap th{{border-bottom:1px solid #ddd;text-align:left;padding:3px}}"
           f".small{{font-size:0.78em;color:#555}}.info{{page-break-before:always}}h4{{color:{accent};margin-top:10px}}")
    truth = loan.truth(prop_addr=prop_truth, email_shown=email_shown, phone_shown=phone_shown)
    return _page(what, cert + info, css, rng), truth


# ---------------------------------------------------------------------------------------------
# loan layout 2: comparison-site / broker "review your application" page (UK, IE, AU, NZ, CA)
# ---------------------------------------------------------------------------------------------

def _loan_comparison_review(rng: random.Random) -> tuple[str, dict]:
    market = _pick(rng, ["GBR", "GBR", "AUS", "AUS", "IRL", "NZL", "CAN"])
    loan = _loan_record(rng, market)
    loan.app_no = _app_no(rng, market, loan.today)
    site = _pick(rng, _BROKERS)
    lender = _pick(rng, _LENDERS[market])
    ds = _date_style(rng, market)
    fd = lambda d: _fmt_date(d, ds)
    money = _money_style(rng, market, loan.currency)
    accent = _pick(rng, _ACCENTS)
    chk = _pick(rng, _CHECK_STYLES)
    mode = _pick(rng, ["boxes", "boxes", "stack", "table"])
    secs = []

    def sec(title, pairs, m=None):
        secs.append(f"<div class='sec'><div class='sh'><b>{_esc(title)}</b>{_edit('en', rng)}</div>{_fields(pairs, m or mode)}</div>")

    split = _chance(rng, 0.6)
    p1 = []
    if split:
        p1 += [(_lnl(rng, "first", "en"), loan.b.given), (_lnl(rng, "last", "en"), loan.b.surname)]
    else:
        p1 += [(_lnl(rng, "name", "en"), loan.b.full)]
    p1 += [(_lnl(rng, "dob", "en"), fd(loan.b.dob)), (_lnl(rng, "marital", "en"), _marital_radio(rng, loan, "en", chk))]
    email_shown = loan.email is not None
    phone_shown = loan.phone is not None
    p1.append((_lnl(rng, "email", "en"), loan.email or ""))
    p1.append((_lnl(rng, "phone", "en"), loan.phone or ""))
    p1.append((_lnl(rng, "home", "en"), _br(loan.home.lines)))
    sec(f"Applicant 1 – {loan.b.full}", p1)
    sec("Employment – applicant 1", [("Employment type", _choices(["Employed", "Self-employed", "Retired", "Other"], "Employed", chk)),
                                     (_lnl(rng, "employer", "en"), loan.employer), (_lnl(rng, "job", "en"), loan.job),
                                     (_lnl(rng, "start", "en"), fd(loan.emp_start))] + _loan_income_rows(rng, loan, money, "en")
        + [(_lnl(rng, "net", "en"), money.fmt(loan.net_monthly, loan.currency))] if _chance(rng, 0.5) else
        [("Employment type", _choices(["Employed", "Self-employed", "Retired", "Other"], "Employed", chk)),
         (_lnl(rng, "employer", "en"), loan.employer), (_lnl(rng, "job", "en"), loan.job),
         (_lnl(rng, "start", "en"), fd(loan.emp_start))] + _loan_income_rows(rng, loan, money, "en"))
    for i, (p, e, inc) in enumerate(zip(loan.co, loan.co_employers, loan.co_incomes), 2):
        sec(f"Applicant {i} – {p.full}", [(_lnl(rng, "dob", "en"), fd(p.dob)), ("Relationship to applicant 1", _pick(rng, ["Spouse / partner", "Partner", "Family member", "Friend"])),
                                          (_lnl(rng, "employer", "en"), e), ("Gross monthly income", money.fmt(inc, loan.currency))])
    if _chance(rng, 0.2):
        g = _person(rng, market if market in _GIVEN else "GBR", loan.today, 50, 75)
        sec("Guarantor (not a borrower)", [("Name", g.full), (_lnl(rng, "dob", "en"), fd(g.dob)),
                                           ("Relationship", _pick(rng, ["Parent", "Mother", "Father", "Grandparent"])),
                                           ("Guarantee limit", money.fmt(float(round(loan.amount * 0.2, -3)), loan.currency))])
    want = {"purchase": "Buy a home", "refinance": "Remortgage" if market in ("GBR", "IRL") else "Refinance",
            "construction": "Build a home", "other": "Renovate / borrow more"}
    p_one = _chance(rng, 0.4)
    prop_truth = ", ".join(loan.prop.lines) if p_one else " ".join(loan.prop.lines)
    sec("Your loan", [("What would you like to do?", _choices(list(want.values()), want[loan.purpose], chk)),
                      (_lnl(rng, "prop", "en"), prop_truth if p_one else _br(loan.prop.lines)),
                      (_value_label(rng, loan, "en"), money.fmt(loan.value, loan.currency)),
                      (_lnl(rng, "deposit", "en"), money.fmt(loan.deposit, loan.currency)) if loan.purpose == "purchase" else None,
                      (_lnl(rng, "amount", "en"), money.fmt(loan.amount, loan.currency)),
                      (_lnl(rng, "term", "en"), _term_text(loan.term_months, _pick(rng, ["years", "months"])))])
    rate_word = "Comparison rate" if market == "AUS" else "APRC"
    sec(f"Selected product – {lender}", [("Product", f"{loan.fixed_years} year fixed" if loan.fixed_years else "Variable"),
                                          (_lnl(rng, "rate", "en"), f"{loan.rate:.2f}% p.a."), (rate_word, f"{loan.aprc:.2f}% p.a."),
                                          (_lnl(rng, "payment", "en"), money.fmt(loan.payment, loan.currency, True)),
                                          ("Product fee", money.fmt(loan.fee, loan.currency))], "table")
    body = f"""{_browser_stamp(rng, loan.today, market, f"Review & submit | {site}")}
{_cookie(rng, 'en') if _chance(rng, 0.5) else ''}
<div class="top"><span class="logo">{_esc(site)}</span><span class="small">Application {_esc(_lnl(rng, 'app', 'en').lower().replace('application ', ''))}: <b>{_esc(loan.app_no)}</b></span></div>
{_steps(["You", "Income", "Property", "Product", "Review & submit"], 5, accent, _pick(rng, ["dots", "bar", "crumbs"]))}
<h1>{_esc(_pick(rng, ["Review your application", "Check your details before we send them to " + lender, "Almost done – review and submit"]))}</h1>
{''.join(secs)}
<div>{_pick(rng, ['☒', '☑', '[x]'])} I confirm the details are true and complete and I agree to {_esc(site)} sharing them with {_esc(lender)}.</div>
<div>{_pick(rng, ['☐', '[ ]'])} Send me offers and news by email (optional)</div>
<div class="btns"><span class="btn">Submit application</span></div>
<div class="legal">{_boiler(rng, 3)}<p>{_esc(site)} is a credit broker, not a lender. We may receive a commission from the lender. Your home may be repossessed if you do not keep up repayments on your mortgage.</p></div>
{_browser_foot(f"https://www.{_ascii(site).lower().replace(' ', '')}.com/mortgages/apply/review", 1, 1)}"""
    css = (f".top{{display:flex;justify-content:space-between;align-items:center;border-bottom:2px solid {accent};padding-bottom:4px}}"
           f".logo{{font-size:1.5em;font-weight:800;color:{accent}}}.small{{font-size:0.85em}}h1{{font-size:1.35em}}"
           f".sec{{border:1px solid #dde1e6;border-radius:8px;padding:6px 12px;margin:8px 0;page-break-inside:avoid}}.sh{{display:flex;justify-content:space-between}}"
           f".edit{{color:{accent};text-decoration:underline;font-size:0.9em}}.btns{{margin:10px 0}}.btn{{background:{accent};color:#fff;padding:6px 16px;border-radius:6px}}"
           f".legal{{font-size:0.72em;color:#666;border-top:1px solid #ddd;margin-top:12px}}")
    truth = loan.truth(prop_addr=prop_truth, email_shown=email_shown, phone_shown=phone_shown)
    return _page("Review your application", body, css, rng), truth


# ---------------------------------------------------------------------------------------------
# loan layout 3: US digital lender's online URLA (Form 1003) printed from the borrower portal
# ---------------------------------------------------------------------------------------------

def _loan_us_urla(rng: random.Random) -> tuple[str, dict]:
    loan = _loan_record(rng, "USA")
    loan.app_no = _app_no(rng, "USA", loan.today)
    lender = _pick(rng, _LENDERS["USA"])
    fd = lambda d: _fmt_date(d, "mdy/")
    money = _Money(",", ".", "sym_before", True)
    chk = _pick(rng, [("☒", "☐"), ("☑", "☐"), ("[X]", "[ ]")])
    officer = _person(rng, "USA", loan.today)
    nmls = _digits(rng, 6)
    mar = {"married": "Married", "separated": "Separated", "unmarried": "Unmarried"}[loan.marital]
    marital = _H(f"{_choices(['Married', 'Separated'], mar, chk)}&nbsp;&nbsp; {_choices(['Unmarried'], mar, chk)}"
                 f" <span class='sm'>(Single, Divorced, Widowed, Civil Union, Domestic Partnership, Registered Reciprocal Beneficiary Relationship)</span>")
    mid = loan.b.given.split()
    first, middle = mid[0], " ".join(mid[1:])
    email_shown = loan.email is not None
    phone_shown = loan.phone is not None
    s1a = [("Name (First, Middle, Last, Suffix)", loan.b.full), ("Alternate Names", ""), ("Social Security Number", f"***-**-{_digits(rng, 4)}"),
           ("Date of Birth (mm/dd/yyyy)", fd(loan.b.dob)), ("Citizenship", _choices(["U.S. Citizen", "Permanent Resident Alien", "Non-Permanent Resident Alien"], "U.S. Citizen", chk)),
           ("Type of Credit", _choices(["I am applying for individual credit", "I am applying for joint credit"], "I am applying for joint credit" if loan.co else "I am applying for individual credit", chk)),
           ("Marital Status", marital), ("Dependents (not listed by another Borrower)", str(rng.randrange(0, 4))),
           ("Home Phone", ""), ("Cell Phone", loan.phone or ""), ("Email", loan.email or ""),
           ("Current Address", _br(loan.home.lines)), ("How Long at Current Address?", f"{rng.randrange(1, 12)} Years {rng.randrange(0, 12)} Months"),
           ("Housing", _choices(["No primary housing expense", "Own", "Rent"], "Rent" if loan.purpose == "purchase" else "Own", chk))]
    emp_addr = _address(rng, "USA")
    s1b = [("Employer or Business Name", loan.employer), ("Phone", _PHONE_FMT["USA"](rng)), ("Address", ", ".join(emp_addr.lines)),
           ("Position or Title", loan.job), ("Start Date (mm/dd/yyyy)", fd(loan.emp_start)),
           ("How long in this line of work?", f"{max(1, loan.today.year - loan.emp_start.year + rng.randrange(0, 6))} Years")]
    inc_rows = [("Base", loan.base)] + [(k, v) for k, v in loan.extra]
    for k in ("Overtime", "Bonus", "Commission", "Military Entitlements", "Other"):
        if k not in [x for x, _ in inc_rows]:
            inc_rows.append((k, 0.0))
    inc_html = "".join(f"<tr><td>{k}</td><td class='r'>{money.fmt(v, 'USD') if v else '$'}</td></tr>" for k, v in inc_rows)
    inc_html += f"<tr class='tot'><td>TOTAL</td><td class='r'>{money.fmt(loan.monthly, 'USD')}</td></tr>"
    prev = ""
    if loan.prev_employer:
        prev = ("<h4>1c. IF APPLICABLE, Complete Information for Previous Employment/Self-Employment and Income</h4>"
                + _fields([("Employer or Business Name", loan.prev_employer), ("Start Date", fd(loan.prev_start)),
                           ("End Date", fd(loan.emp_start - timedelta(days=rng.randrange(1, 40)))),
                           ("Previous Gross Monthly Income", money.fmt(float(round(loan.monthly * rng.uniform(0.6, 0.9))), "USD"))], "table"))
    purpose = {"purchase": "Purchase", "refinance": "Refinance", "construction": "Other", "other": "Other"}[loan.purpose]
    p_one = _chance(rng, 0.5)
    prop_truth = ", ".join(loan.prop.lines) if p_one else " ".join(loan.prop.lines)
    s4a = [("Loan Amount", money.fmt(loan.amount, "USD")),
           ("Loan Purpose", _H(_choices(["Purchase", "Refinance", "Other (specify)"], purpose if purpose != "Other" else "Other (specify)", chk)
                               + (f" <u>{_esc({'construction': 'Construction-to-permanent', 'other': 'Home improvement (renovation loan)'}[loan.purpose])}</u>" if purpose == "Other" else ""))),
           ("Property Address", prop_truth if p_one else _br(loan.prop.lines)), ("Number of Units", "1"),
           ("Property Value", money.fmt(loan.value, "USD")),
           ("Occupancy", _choices(["Primary Residence", "Second Home", "Investment Property"], "Primary Residence", chk))]
    l1 = [("Loan Term (months)", str(loan.term_months)), ("Note Rate", f"{loan.rate:.3f}%"),
          ("Amortization Type", _choices(["Fixed Rate", "Adjustable Rate"], "Fixed Rate", chk)),
          ("Proposed Monthly Payment (P&I)", money.fmt(loan.payment, "USD", True)), ("Estimated APR", f"{loan.aprc:.3f}%"),
          ("Mortgage Type Applied For", _choices(["Conventional", "FHA", "VA", "USDA-RD"], _pick(rng, ["Conventional", "Conventional", "FHA", "VA"]), chk))]
    co_html = ""
    for i, (p, e, inc) in enumerate(zip(loan.co, loan.co_employers, loan.co_incomes), 2):
        co_html += (f"<div class='co'><h4>Additional Borrower {i - 1} – Section 1a</h4>"
                    + _fields([("Name (First, Middle, Last, Suffix)", p.full), ("Date of Birth", fd(p.dob)),
                               ("Employer or Business Name", e), ("Gross Monthly Income – TOTAL", money.fmt(inc, "USD"))], "table") + "</div>")
    esign = _chance(rng, 0.5)
    body = f"""<div class="hd"><div><b class="ln">{_esc(lender)}</b><br><span class="sm">Borrower Portal · Application Summary</span></div>
<div class="sm">Loan Number: <b>{_esc(loan.app_no)}</b><br>Application Date: {fd(loan.today)}<br>Agency Case No.: {_digits(rng, 3)}-{_digits(rng, 7)}</div></div>
<h2>Uniform Residential Loan Application</h2><div class="sm">Verify and complete the information on this application. Fannie Mae Form 1003 · Freddie Mac Form 65 · Effective 1/2021</div>
<h3>Section 1: Borrower Information</h3><h4>1a. Personal Information</h4>{_fields(s1a, 'table')}
<h4>1b. Current Employment/Self-Employment and Income</h4>{_fields(s1b, 'table')}
<table class="inc"><tr><th>Gross Monthly Income</th><th></th></tr>{inc_html}</table>{prev}
{co_html}
<h3>Section 4: Loan and Property Information</h3><h4>4a. Loan and Property Information</h4>{_fields(s4a, 'table')}
<h3>Section L4: Qualifying the Borrower / Loan Terms</h3>{_fields(l1, 'table')}
<h3>Section 9: Loan Originator Information</h3>{_fields([("Loan Originator Organization Name", lender), ("Loan Originator NMLSR ID#", nmls),
                                                        ("Loan Originator Name", officer.full), ("Loan Originator Email", f"{_ascii(officer.first).lower()}@{_ascii(lender.split()[0]).lower()}.com")], 'table')}
<div class="sm">{_boiler(rng, 2)}</div>
<div class="sig">Borrower Signature: <i>{_esc(loan.b.full)}</i> (e-signed) &nbsp; Date: {fd(loan.today)}</div>"""
    if esign:
        body += _esign_certificate(rng, f"{lender}: Loan Application {loan.app_no}", [(loan.b.full, loan.email or f"{_ascii(first).lower()}@example.net", "Borrower")]
                                   + [(p.full, _email(rng, p.given, p.surname), "Co-Borrower") for p in loan.co[:2]]
                                   + [(officer.full, f"{_ascii(officer.first).lower()}@{_ascii(lender.split()[0]).lower()}.com", "Loan Officer")],
                                   loan.today, (officer.full, f"{_ascii(officer.first).lower()}@{_ascii(lender.split()[0]).lower()}.com"), rng.randrange(8, 12), _ts_fmt("mdy/"))
    css = (".hd{display:flex;justify-content:space-between;border-bottom:2px solid #123;padding-bottom:4px}.ln{font-size:1.35em}.sm{font-size:0.75em;color:#555}"
           "h2{font-size:1.25em}h3{background:#123;color:#fff;padding:2px 6px;font-size:0.98em;margin-top:12px}h4{font-size:0.92em;margin:6px 0 2px}"
           "table.inc{border-collapse:collapse;width:50%}table.inc td,table.inc th{border-bottom:1px solid #ddd;padding:2px 6px;text-align:left}.r{text-align:right}"
           ".tot{font-weight:bold}.co{border-left:3px solid #999;padding-left:8px;margin:6px 0}.sig{margin-top:10px}" + _CERT_CSS)
    truth = loan.truth(prop_addr=prop_truth, email_shown=email_shown, phone_shown=phone_shown)
    return _page("Uniform Residential Loan Application", body, css, rng, size=_pick(rng, ["9pt", "9.5pt", "10pt"])), truth


# ---------------------------------------------------------------------------------------------
# loan layout 4: German / Austrian comparison portal "Finanzierungsanfrage"
# ---------------------------------------------------------------------------------------------

def _loan_de_portal(rng: random.Random) -> tuple[str, dict]:
    market = _pick(rng, ["DEU", "DEU", "DEU", "AUT"])
    loan = _loan_record(rng, market)
    loan.app_no = _app_no(rng, market, loan.today)
    lang = "de"
    portal = _pick(rng, ["Baufi-Vergleich", "Zinsfuchs", "Hauskompass", "BauGeld24", "Finanzierungsplaner"])
    bank = _pick(rng, _LENDERS[market])
    ds = _pick(rng, ["dmy.", "dmy.", "d month y"])
    fd = lambda d: _fmt_date(d, ds, "de")
    money = _money_style(rng, market, "EUR")
    accent = _pick(rng, _ACCENTS)
    chk = _pick(rng, _CHECK_STYLES)
    mode = _pick(rng, ["table", "stack", "boxes", "leaders"])
    L = lambda k: _lnl(rng, k, lang)
    sal = {"M": "Herr", "F": "Frau", "X": ""}[loan.b.sex]
    email_shown = loan.email is not None
    phone_shown = loan.phone is not None
    a1 = [("Anrede", sal), ("Vorname", loan.b.given), ("Nachname", loan.b.surname), (L("dob"), fd(loan.b.dob)),
          (L("marital"), _marital_word(rng, loan, lang) if _chance(rng, 0.6) else _marital_radio(rng, loan, lang, chk)),
          ("Staatsangehörigkeit", _DEMONYM_DE.get(loan.b.nationality, _COUNTRY[loan.b.nationality][1])),
          (L("email"), loan.email or "—"), (L("phone"), loan.phone or "—"), (L("home"), _br(loan.home.lines)),
          ("Beschäftigungsverhältnis", _pick(rng, ["Angestellter (unbefristet)", "Beamter", "Angestellte, unbefristet"])),
          (L("employer"), loan.employer), (L("job"), loan.job), (L("start"), fd(loan.emp_start)),
          (_pick(rng, ["Bruttoeinkommen monatlich", "Monatliches Bruttoeinkommen"]), money.fmt(loan.monthly, "EUR")),
          (L("net"), money.fmt(loan.net_monthly, "EUR")),
          ("Gehälter pro Jahr", _pick(rng, ["12", "13", "13,5", "14"]) if market == "DEU" else "14")]
    if loan.prev_employer:
        a1.append(("Vorheriger Arbeitgeber", f"{loan.prev_employer} (bis {fd(loan.emp_start - timedelta(days=1))})"))
    co_html = ""
    for i, (p, e, inc) in enumerate(zip(loan.co, loan.co_employers, loan.co_incomes), 2):
        co_html += (f"<h3>Antragsteller {i}: {_esc(p.full)}</h3>"
                    + _fields([("Vorname", p.given), ("Nachname", p.surname), (L("dob"), fd(p.dob)), (L("employer"), e),
                               ("Bruttoeinkommen monatlich", money.fmt(inc, "EUR"))], mode))
    p_one = _chance(rng, 0.4)
    prop_truth = ", ".join(loan.prop.lines) if p_one else " ".join(loan.prop.lines)
    obj = [(L("purpose"), _purpose_word(rng, loan, lang)), (L("prop"), prop_truth if p_one else _br(loan.prop.lines)),
           ("Objektart", _pick(rng, ["Eigentumswohnung", "Einfamilienhaus", "Doppelhaushälfte", "Reihenhaus"])),
           ("Nutzung", "Eigennutzung"), ("Baujahr", str(rng.randrange(1955, 2024))),
           (_pick(rng, ["Kaufpreis", "Wert der Immobilie", "Gesamtkosten / Kaufpreis"]) if loan.purpose == "purchase" else "Wert der Immobilie", money.fmt(loan.value, "EUR")),
           ("Kaufnebenkosten", money.fmt(round(loan.value * 0.1), "EUR")) if loan.purpose == "purchase" else None,
           ("Eigenkapital", money.fmt(max(0, loan.value * 1.1 - loan.amount), "EUR")) if loan.purpose == "purchase" else None]
    fin = [(L("amount"), money.fmt(loan.amount, "EUR")), ("Sollzins (gebunden) p. a.", f"{loan.rate:.2f} %".replace(".", ",")),
           ("Effektiver Jahreszins", f"{loan.aprc:.2f} %".replace(".", ",")),
           ("Sollzinsbindung", f"{loan.fixed_years or 10} Jahre"),
           (_pick(rng, ["Gesamtlaufzeit", "Laufzeit des Darlehens (gesamt)", "Laufzeit bis Volltilgung"]),
            _term_text(loan.term_months, _pick(rng, ["years", "months"]), "de")),
           ("Anfängliche Tilgung", f"{rng.uniform(1.5, 3.5):.2f} %".replace(".", ",")),
           (_lnl(rng, "payment", lang), money.fmt(loan.payment, "EUR", True)),
           ("Bereitstellungszinsfrei", f"{_pick(rng, [6, 12])} Monate")]
    adviser = _person(rng, "DEU", loan.today)
    body = f"""<div class="top"><span class="logo">{_esc(portal)}</span><span class="sm">Ihr Berater: {_esc(adviser.full)} · Tel. 0800 {_digits(rng, 3)} {_digits(rng, 4)}</span></div>
<h1>{_esc(_pick(rng, ["Ihre Finanzierungsanfrage", "Zusammenfassung Ihrer Baufinanzierungsanfrage", "Selbstauskunft & Finanzierungswunsch"]))}</h1>
<div class="sm">{_esc(_lnl(rng, 'app', lang))}: <b>{_esc(loan.app_no)}</b> · erstellt am {_esc(fd(loan.today))} · Finanzierungspartner: {_esc(bank)}</div>
{_steps(["Vorhaben", "Objekt", "Persönliches", "Einkommen", "Angebot"], 5, accent, _pick(rng, ["dots", "crumbs"])).replace("Step", "Schritt").replace(" of ", " von ")}
<h3>Antragsteller 1: {_esc(loan.b.full)}</h3>{_fields(a1, mode)}{co_html}
<h3>Finanzierungsobjekt</h3>{_fields(obj, mode)}
<h3>Ihr Finanzierungsvorschlag</h3>{_fields(fin, 'table')}
<div class="sm">{_boiler(rng, 3, lang)}<p>Repräsentatives Beispiel gemäß § 17 PAngV. Die Angaben sind unverbindlich; maßgeblich ist das Angebot der finanzierenden Bank.</p></div>
{_browser_foot(f"https://www.{_ascii(portal).lower().replace(' ', '').replace('-', '')}.de/antrag/{_hexid(rng, 8)}/zusammenfassung", 1, 2)}"""
    css = (f".top{{display:flex;justify-content:space-between;border-bottom:2px solid {accent}}}.logo{{font-size:1.4em;font-weight:bold;color:{accent}}}"
           f".sm{{font-size:0.78em;color:#555}}h1{{font-size:1.3em}}h3{{font-size:1em;border-bottom:1px solid {accent};margin-top:12px}}")
    truth = loan.truth(prop_addr=prop_truth, email_shown=email_shown, phone_shown=phone_shown)
    return _page("Finanzierungsanfrage", body, css, rng, lang="de"), truth


# ---------------------------------------------------------------------------------------------
# loan layout 5: Dutch online mortgage application (hypotheekaanvraag)
# ---------------------------------------------------------------------------------------------

def _loan_nl(rng: random.Random) -> tuple[str, dict]:
    loan = _loan_record(rng, "NLD")
    loan.app_no = _app_no(rng, "NLD", loan.today)
    lang = "nl"
    lender = _pick(rng, _LENDERS["NLD"])
    ds = _pick(rng, ["dmy-", "dmy-", "d month y", "dmy/"])
    fd = lambda d: _fmt_date(d, ds, "nl")
    money = _Money(".", ",", _pick(rng, ["sym_before", "sym_before", "code_before"]), _chance(rng, 0.5))
    money_fmt = lambda x: money.fmt(x, "EUR").replace("€", "€ ") if money.where == "sym_before" else money.fmt(x, "EUR")
    chk = _pick(rng, _CHECK_STYLES)
    L = lambda k: _lnl(rng, k, lang)
    mode = _pick(rng, ["table", "boxes", "stack"])
    email_shown = loan.email is not None
    phone_shown = loan.phone is not None
    a = [(L("first"), loan.b.given), (L("last"), loan.b.surname), (L("dob"), fd(loan.b.dob)),
         (L("marital"), _marital_word(rng, loan, lang)), (L("email"), loan.email or ""), (L("phone"), loan.phone or ""),
         (L("home"), _br(loan.home.lines)), ("Dienstverband", _pick(rng, ["Vast contract", "Loondienst, onbepaalde tijd"])),
         (L("employer"), loan.employer), (L("job"), loan.job), (L("start"), fd(loan.emp_start)),
         (_pick(rng, ["Bruto maandinkomen (excl. vakantiegeld)", "Bruto maandsalaris"]), money_fmt(loan.monthly)),
         ("Bruto jaarinkomen (incl. vakantiegeld, ter info)", money_fmt(round(loan.monthly * 12 * 1.08))) if _chance(rng, 0.4) else None]
    co_html = ""
    for i, (p, e, inc) in enumerate(zip(loan.co, loan.co_employers, loan.co_incomes), 2):
        co_html += (f"<h3>{_esc(_pick(rng, ['Partner', f'Aanvrager {i}', f'Medeaanvrager {i - 1}']))}: {_esc(p.full)}</h3>"
                    + _fields([(L("dob"), fd(p.dob)), (L("employer"), e), ("Bruto maandinkomen", money_fmt(inc))], mode))
    p_one = _chance(rng, 0.5)
    prop_truth = ", ".join(loan.prop.lines) if p_one else " ".join(loan.prop.lines)
    hyp = [(L("purpose"), _purpose_word(rng, loan, lang)), (L("prop"), prop_truth if p_one else _br(loan.prop.lines)),
           (_pick(rng, ["Koopsom", "Marktwaarde woning (taxatie)"]) if loan.purpose == "purchase" else "Marktwaarde woning (taxatie)", money_fmt(loan.value)),
           ("Nationale Hypotheek Garantie (NHG)", _choices(["Ja", "Nee"], "Ja" if loan.amount < 450000 else "Nee", chk)),
           (L("amount"), money_fmt(loan.amount)), ("Aflosvorm", _pick(rng, ["Annuïteitenhypotheek", "Lineaire hypotheek"])),
           (_pick(rng, ["Looptijd", "Looptijd hypotheek"]), _term_text(loan.term_months, _pick(rng, ["months", "months", "years"]), "nl")),
           ("Rentevaste periode", f"{loan.fixed_years or 10} jaar"), (_pick(rng, ["Rente", "Hypotheekrente (nominaal)"]), f"{loan.rate:.2f}%".replace(".", ",")),
           ("Bruto maandlast", money_fmt(loan.payment)), ("Netto maandlast (indicatie)", money_fmt(round(loan.payment * 0.8)))]
    adv = _person(rng, "NLD", loan.today)
    body = f"""<div class="top"><b>{_esc(lender)}</b><span>Mijn Aanvraag · ingelogd met DigiD-machtiging</span></div>
<h1>{_esc(_pick(rng, ["Overzicht van je hypotheekaanvraag", "Samenvatting hypotheekaanvraag", "Controleer je aanvraag"]))}</h1>
<div class="sm">{_esc(_lnl(rng, 'app', lang))}: <b>{_esc(loan.app_no)}</b> · datum: {_esc(fd(loan.today))} · adviseur: {_esc(adv.full)}</div>
<h3>{_esc(_pick(rng, ['Aanvrager', 'Aanvrager 1', 'Hoofdaanvrager']))}: {_esc(loan.b.full)}</h3>{_fields(a, mode)}{co_html}
<h3>Woning en hypotheek</h3>{_fields(hyp, mode)}
<div class="sm">{_boiler(rng, 3, lang)}<p>Let op! Geld lenen kost geld. Aan deze samenvatting kunnen geen rechten worden ontleend; het bindend aanbod volgt na acceptatie.</p></div>"""
    css = (".top{display:flex;justify-content:space-between;background:#ff6200;color:#fff;padding:5px 9px}.sm{font-size:0.78em;color:#555}"
           "h1{font-size:1.3em}h3{font-size:1em;background:#f3f3f3;padding:2px 6px;margin-top:12px}")
    truth = loan.truth(prop_addr=prop_truth, email_shown=email_shown, phone_shown=phone_shown)
    return _page("Hypotheekaanvraag", body, css, rng, lang="nl"), truth


# ---------------------------------------------------------------------------------------------
# loan layout 6: Nordic digital lender (bolån / boliglån / asuntolaina), signed with BankID
# ---------------------------------------------------------------------------------------------

_NORDIC = {
    "SWE": ("sv", "Ansökan om bolån", "Signerad med BankID", "Medsökande", "Sammanställning"),
    "NOR": ("no", "Søknad om boliglån", "Signert med BankID", "Medsøker", "Oppsummering"),
    "DNK": ("da", "Ansøgning om boliglån", "Underskrevet med MitID", "Medansøger", "Oversigt"),
    "FIN": ("fi", "Asuntolainahakemus", "Allekirjoitettu pankkitunnuksilla", "Kanssahakija", "Yhteenveto"),
}


def _loan_nordic(rng: random.Random) -> tuple[str, dict]:
    market = _pick(rng, ["SWE", "SWE", "NOR", "DNK", "FIN"])
    lang, title, signed, co_word, summary = _NORDIC[market]
    loan = _loan_record(rng, market)
    loan.app_no = _app_no(rng, market, loan.today)
    lender = _pick(rng, _LENDERS[market])
    ds = {"SWE": "iso", "NOR": "dmy.", "DNK": _pick(rng, ["dmy.", "dmy-"]), "FIN": "dmy."}[market]
    fd = lambda d: _fmt_date(d, ds, lang)
    money = _money_style(rng, market, loan.currency)
    L = lambda k: _lnl(rng, k, lang)
    mode = _pick(rng, ["table", "stack", "leaders"])
    email_shown = loan.email is not None
    phone_shown = loan.phone is not None
    idnum = _tin(rng, market, loan.b)
    id_label = {"SWE": "Personnummer", "NOR": "Fødselsnummer", "DNK": "CPR-nummer", "FIN": "Henkilötunnus"}[market]
    a = [(L("name"), loan.b.full), (id_label, idnum), (L("dob"), fd(loan.b.dob)), (L("marital"), _marital_word(rng, loan, lang)),
         (L("email"), loan.email) if loan.email else None, (L("phone"), loan.phone) if loan.phone else None,
         (L("home"), _br(loan.home.lines)), (L("employer"), loan.employer), (L("job"), loan.job), (L("start"), fd(loan.emp_start)),
         (L("income"), money.fmt(loan.monthly, loan.currency)), (L("net"), money.fmt(loan.net_monthly, loan.currency)) if _chance(rng, 0.5) else None]
    co_html = ""
    for i, (p, e, inc) in enumerate(zip(loan.co, loan.co_employers, loan.co_incomes), 2):
        co_html += (f"<h3>{_esc(co_word)} {i - 1 if len(loan.co) > 1 else ''}</h3>"
                    + _fields([(L("name"), p.full), (L("dob"), fd(p.dob)), (L("employer"), e), (L("income"), money.fmt(inc, loan.currency))], mode))
    p_one = _chance(rng, 0.5)
    prop_truth = ", ".join(loan.prop.lines) if p_one else " ".join(loan.prop.lines)
    fixed = {"sv": "3 mån (rörlig)", "no": "Flytende", "da": "F5", "fi": "12 kk Euribor"}[lang] if not loan.fixed_years else _term_text(loan.fixed_years * 12, "years", lang)
    lo = [(L("purpose"), _purpose_word(rng, loan, lang)), (L("prop"), prop_truth if p_one else _br(loan.prop.lines)),
          (_value_label(rng, loan, lang), money.fmt(loan.value, loan.currency)), (L("amount"), money.fmt(loan.amount, loan.currency)),
          (L("term"), _term_text(loan.term_months, _pick(rng, ["years", "years", "months"]), lang)),
          (L("fixed"), fixed), (L("rate"), f"{loan.rate:.2f} %".replace(".", ",")),
          (L("aprc"), f"{loan.aprc:.2f} %".replace(".", ",")), (L("payment"), money.fmt(loan.payment, loan.currency, True))]
    t = f"{_clock(rng)}"
    body = f"""<div class="top"><b>{_esc(lender)}</b><span>{_esc(summary)}</span></div>
<h1>{_esc(title)}</h1><div class="sm">{_esc(_lnl(rng, 'app', lang))}: <b>{_esc(loan.app_no)}</b> · {_esc(fd(loan.today))}</div>
<h3>{_esc(_lnl(rng, 'applicant', lang))}</h3>{_fields(a, mode)}{co_html}
<h3>{_esc({'sv': 'Lån och bostad', 'no': 'Lån og bolig', 'da': 'Lån og bolig', 'fi': 'Laina ja asunto'}[lang])}</h3>{_fields(lo, mode)}
<div class="bid">✔ {_esc(signed)} · {_esc(loan.b.full)} · {_esc(fd(loan.today))} {t} · {_esc({'sv': 'Transaktions-ID', 'no': 'Transaksjons-ID', 'da': 'Transaktions-ID', 'fi': 'Tapahtumatunnus'}[lang])} {_uuid(rng)}</div>
<div class="sm">{_boiler(rng, 2, 'sv' if lang == 'sv' else 'en')}</div>"""
    css = (".top{display:flex;justify-content:space-between;border-bottom:3px solid #1e3a5f;padding-bottom:4px}.sm{font-size:0.78em;color:#555}"
           "h1{font-size:1.35em}h3{font-size:1em;margin-top:12px;color:#1e3a5f}.bid{border:1px solid #1e3a5f;padding:5px;margin:10px 0;font-size:0.85em}")
    truth = loan.truth(prop_addr=prop_truth, email_shown=email_shown, phone_shown=phone_shown)
    return _page(title, body, css, rng, lang=lang), truth


# ---------------------------------------------------------------------------------------------
# loan layout 7: application summary + open-banking income verification report
# ---------------------------------------------------------------------------------------------

def _loan_open_banking(rng: random.Random) -> tuple[str, dict]:
    market = _pick(rng, ["GBR", "GBR", "AUS", "IRL", "NZL", "CAN"])
    loan = _loan_record(rng, market)
    loan.app_no = _app_no(rng, market, loan.today)
    lender = _pick(rng, _LENDERS[market])
    ob = _pick(rng, ["Clearview Open Banking", "Plaidex Verify", "IncomeLens", "Openwise Insights", "TrueLayer-style Connect"])
    ob = ob.replace("TrueLayer-style Connect", "Ledgerline Connect")
    ds = _date_style(rng, market)
    fd = lambda d: _fmt_date(d, ds)
    money = _money_style(rng, market, loan.currency)
    mode = _pick(rng, ["table", "colon", "stack"])
    email_shown = loan.email is not None
    phone_shown = loan.phone is not None
    p_one = _chance(rng, 0.5)
    prop_truth = ", ".join(loan.prop.lines) if p_one else " ".join(loan.prop.lines)
    app = [(_lnl(rng, "app", "en"), loan.app_no), ("Submitted", fd(loan.today)), (_lnl(rng, "name", "en"), loan.b.full),
           (_lnl(rng, "dob", "en"), fd(loan.b.dob)), (_lnl(rng, "marital", "en"), _marital_word(rng, loan, "en")),
           (_lnl(rng, "email", "en"), loan.email) if loan.email else None, (_lnl(rng, "phone", "en"), loan.phone) if loan.phone else None,
           (_lnl(rng, "home", "en"), ", ".join(loan.home.lines)),
           (_lnl(rng, "employer", "en"), loan.employer), (_lnl(rng, "start", "en"), fd(loan.emp_start))]
    app += _loan_income_rows(rng, loan, money, "en", label=_pick(rng, ["Stated gross monthly income", "Gross monthly income (as declared)", "Gross monthly income"]))
    for i, (p, e, inc) in enumerate(zip(loan.co, loan.co_employers, loan.co_incomes), 2):
        app += [(f"Applicant {i}", p.full), (f"Applicant {i} date of birth", fd(p.dob)), (f"Applicant {i} gross monthly income", money.fmt(inc, loan.currency))]
    app += [(_lnl(rng, "purpose", "en"), _purpose_word(rng, loan, "en")), (_lnl(rng, "prop", "en"), prop_truth if p_one else _br(loan.prop.lines)),
            (_value_label(rng, loan, "en"), money.fmt(loan.value, loan.currency)), (_lnl(rng, "amount", "en"), money.fmt(loan.amount, loan.currency)),
            (_lnl(rng, "term", "en"), _term_text(loan.term_months, _pick(rng, ["years", "months"]))),
            (_lnl(rng, "rate", "en"), f"{loan.rate:.2f}%"), ("Comparison rate" if market == "AUS" else "APRC", f"{loan.aprc:.2f}%")]
    # open-banking report: net salary credits (distractors)
    months = []
    d = date(loan.today.year, loan.today.month, 1)
    payer = _ascii(loan.employer).upper()[:18]
    for i in range(6, 0, -1):
        md = _add_months(d, -i)
        amt = round(loan.net_monthly * rng.uniform(0.96, 1.06), 2)
        months.append((md, amt))
    rows = "".join(f"<tr><td>{_esc(_MONTHS['en'][md.month - 1][:3])} {md.year}</td><td>{_esc(payer)} SALARY</td><td class='r'>{money.fmt(a, loan.currency, True)}</td>"
                   f"<td class='r'>{money.fmt(round(a * rng.uniform(0.7, 1.1), 2), loan.currency, True)}</td></tr>" for md, a in months)
    avg = round(sum(a for _, a in months) / len(months), 2)
    acct = f"{_pick(rng, ['Current Account', 'Everyday Account', 'Smart Access', 'Cheque account'])} ••••{_digits(rng, 4)}"
    report = f"""<div class="rep"><div class="rh"><b>{_esc(ob)}</b><span>Income &amp; Affordability Report</span></div>
{_fields([("Report ID", _uuid(rng)), ("Consent granted", fd(loan.today - timedelta(days=rng.randrange(0, 5)))), ("Consent expires", fd(loan.today + timedelta(days=90))),
          ("Account holder (as per bank)", loan.b.full.upper()), ("Connected account", acct), ("Data period", f"{fd(months[0][0])} – {fd(loan.today)}")], 'table')}
<h4>Regular income detected</h4><table class="ob"><tr><th>Month</th><th>Payer / description</th><th>Net amount received</th><th>Total outgoings</th></tr>{rows}</table>
{_fields([("Average monthly net income (verified)", money.fmt(avg, loan.currency, True)), ("Income stability score", f"{rng.randrange(70, 99)}/100"),
          ("Average end-of-month balance", money.fmt(round(rng.uniform(300, 9000), 2), loan.currency, True)), ("Gambling transactions", "None detected"),
          ("Returned direct debits", str(rng.randrange(0, 2)))], 'table')}
<p class="sm">Figures are derived from transaction data shared by the customer under open-banking consent and are net of tax and deductions. They are not the applicant's declared gross income.</p></div>"""
    body = f"""<div class="top"><b>{_esc(lender)}</b><span>Underwriting pack · {_esc(loan.app_no)}</span></div>
<h2>Online application summary</h2>{_fields(app, mode)}
{report}
<div class="sm">{_boiler(rng, 2)}</div>"""
    css = (".top{display:flex;justify-content:space-between;border-bottom:2px solid #333;padding-bottom:3px}.sm{font-size:0.75em;color:#666}"
           ".rep{page-break-before:always}.rh{display:flex;justify-content:space-between;background:#0f766e;color:#fff;padding:5px 8px}"
           "table.ob{border-collapse:collapse;width:100%}table.ob td,table.ob th{border-bottom:1px solid #ddd;padding:3px 5px;text-align:left}.r{text-align:right}")
    truth = loan.truth(prop_addr=prop_truth, email_shown=email_shown, phone_shown=phone_shown)
    return _page("Underwriting pack", body, css, rng), truth


# ---------------------------------------------------------------------------------------------
# loan layout 8: digital lender's mobile app screens
# ---------------------------------------------------------------------------------------------

def _loan_mobile(rng: random.Random) -> tuple[str, dict]:
    market = _pick(rng, ["GBR", "AUS", "USA", "IRL", "DEU", "NLD", "SWE", "CAN"])
    lang = {"DEU": "de", "NLD": "nl", "SWE": "sv"}.get(market, "en") if _chance(rng, 0.7) else "en"
    loan = _loan_record(rng, market)
    loan.app_no = _app_no(rng, market, loan.today)
    lender = _pick(rng, _LENDERS[market])
    ds = _date_style(rng, market, lang)
    fd = lambda d: _fmt_date(d, ds, lang)
    money = _money_style(rng, market, loan.currency)
    accent = _pick(rng, _ACCENTS)
    L = lambda k: _lnl(rng, k, lang)
    email_shown = loan.email is not None
    phone_shown = loan.phone is not None

    def row(label, value):
        return f"<div class='row'><div class='rl'>{_esc(label)}</div><div class='rv'>{_v(value)}</div></div>"

    def screen(title, rows):
        return (f"<div class='phone'><div class='sb'><span>{rng.randrange(7, 23)}:{rng.randrange(60):02d}</span><span>5G ▮▮▮▯ {rng.randrange(15, 99)}%</span></div>"
                f"<div class='nav'>‹ <b>{_esc(title)}</b></div>{''.join(r for r in rows if r)}</div>")
    s1 = [row(L("app"), loan.app_no), row(L("name"), loan.b.full), row(L("dob"), fd(loan.b.dob)), row(L("marital"), _marital_word(rng, loan, lang)),
          row(L("email"), loan.email) if loan.email else "", row(L("phone"), loan.phone) if loan.phone else "",
          row(L("home"), _br(loan.home.lines))]
    for i, p in enumerate(loan.co, 2):
        s1.append(row(_lnl(rng, "coapp", lang).format(n=i), f"{p.full} · {fd(p.dob)}"))
    s2 = [row(L("employer"), loan.employer), row(L("job"), loan.job), row(L("start"), fd(loan.emp_start)),
          row(L("income"), money.fmt(loan.monthly, loan.currency)), row(L("net"), money.fmt(loan.net_monthly, loan.currency)) if _chance(rng, 0.5) else ""]
    prop_truth = " ".join(loan.prop.lines)
    s3 = [row(L("purpose"), _purpose_word(rng, loan, lang)), row(L("prop"), _br(loan.prop.lines)), row(_value_label(rng, loan, lang), money.fmt(loan.value, loan.currency)),
          row(L("amount"), money.fmt(loan.amount, loan.currency)), row(L("term"), _term_text(loan.term_months, "years", lang)),
          row(L("rate"), f"{loan.rate:.2f}%" if lang == "en" else f"{loan.rate:.2f} %".replace(".", ",")),
          row(L("payment"), money.fmt(loan.payment, loan.currency, True))]
    titles = {"en": ["About you", "Income", "Your mortgage"], "de": ["Über Sie", "Einkommen", "Ihre Finanzierung"],
              "nl": ["Over jou", "Inkomen", "Je hypotheek"], "sv": ["Om dig", "Inkomst", "Ditt bolån"]}[lang]
    body = (f"<div class='cap'>{_esc(lender)} app · {_esc(_pick(rng, ['Screenshots attached to application', 'Exported from app (print view)', 'Customer app capture']))} · {_esc(fd(loan.today))}</div>"
            f"<div class='phones'>{screen(titles[0], s1)}{screen(titles[1], s2)}{screen(titles[2], s3)}</div>")
    css = (f".cap{{font-size:0.8em;color:#555;margin-bottom:6px}}.phones{{display:grid;grid-template-columns:1fr 1fr;gap:12px}}"
           f".phone{{border:2px solid #222;border-radius:18px;padding:8px 10px;page-break-inside:avoid}}"
           f".sb{{display:flex;justify-content:space-between;font-size:0.7em}}.nav{{color:{accent};margin:6px 0}}"
           f".row{{border-bottom:1px solid #eee;padding:4px 0}}.rl{{font-size:0.72em;color:#777}}.rv{{font-size:0.92em}}")
    truth = loan.truth(prop_addr=prop_truth, email_shown=email_shown, phone_shown=phone_shown)
    return _page(f"{lender} app", body, css, rng, size="9.5pt", lang=lang), truth


# ---------------------------------------------------------------------------------------------
# loan layout 9: e-mail receipt of an online mortgage application
# ---------------------------------------------------------------------------------------------

def _loan_email(rng: random.Random) -> tuple[str, dict]:
    market = _pick(rng, ["GBR", "AUS", "USA", "IRL", "NZL", "CAN", "DEU", "AUT"])
    lang = "de" if market in ("DEU", "AUT") else "en"
    loan = _loan_record(rng, market)
    loan.app_no = _app_no(rng, market, loan.today)
    lender = _pick(rng, _LENDERS[market])
    ds = _date_style(rng, market, lang)
    fd = lambda d: _fmt_date(d, ds, lang)
    money = _money_style(rng, market, loan.currency)
    L = lambda k: _lnl(rng, k, lang)
    email = loan.email or _email(rng, loan.b.given, loan.b.surname)
    loan.email = email
    show_email_row = _chance(rng, 0.5)
    phone_shown = loan.phone is not None and _chance(rng, 0.7)
    name_row = (L("name"), loan.b.full)
    if _chance(rng, 0.35):
        name_row = ("Name, Vorname", f"{loan.b.surname}, {loan.b.given}") if lang == "de" else ("Name (surname, first names)", f"{loan.b.surname.upper()}, {loan.b.given}")
    rows = [(L("app"), loan.app_no), name_row, (L("dob"), fd(loan.b.dob)), (L("marital"), _marital_word(rng, loan, lang))]
    if show_email_row:
        rows.append((L("email"), email))
    if phone_shown:
        rows.append((L("phone"), loan.phone))
    for i, p in enumerate(loan.co, 2):
        rows.append((_lnl(rng, "coapp", lang).format(n=i), f"{p.full} ({fd(p.dob)})"))
    rows += [(L("employer"), loan.employer), (L("start"), fd(loan.emp_start)), (L("income"), money.fmt(loan.monthly, loan.currency)),
             (L("purpose"), _purpose_word(rng, loan, lang)), (L("prop"), ", ".join(loan.prop.lines)), (_value_label(rng, loan, lang), money.fmt(loan.value, loan.currency)),
             (L("amount"), money.fmt(loan.amount, loan.currency)), (L("term"), _term_text(loan.term_months, _pick(rng, ["years", "months"]), lang)),
             (L("rate"), f"{loan.rate:.2f}%" if lang == "en" else f"{loan.rate:.2f} %".replace(".", ",")),
             (L("aprc"), f"{loan.aprc:.2f}%" if lang == "en" else f"{loan.aprc:.2f} %".replace(".", ","))]
    table = "".join(f"<tr><td class='k'>{_esc(a)}</td><td>{_v(b)}</td></tr>" for a, b in rows)
    if lang == "de":
        inner = (f"<p>Hallo {_esc(loan.b.first)},</p><p>vielen Dank für Ihre Finanzierungsanfrage bei {_esc(lender)}. Wir haben Ihre Angaben erhalten und melden uns innerhalb von zwei Werktagen. "
                 f"Hier noch einmal Ihre Angaben im Überblick:</p><table class='summ'>{table}</table><p>Bitte laden Sie Ihre letzten drei Gehaltsabrechnungen im Kundenportal hoch.</p>"
                 f"<p>Mit freundlichen Grüßen<br>Ihr {_esc(lender)}-Team</p>")
        subj = f"Ihre Finanzierungsanfrage {loan.app_no}"
    else:
        inner = (f"<p>Hi {_esc(loan.b.first)},</p><p>Thanks for your mortgage application with {_esc(lender)}. We've received it and an underwriter will review it within 2 working days. "
                 f"Here's a summary of what you told us:</p><table class='summ'>{table}</table><p>Next step: upload your last 3 payslips and 3 months of bank statements in your dashboard.</p>"
                 f"<p>Kind regards,<br>The {_esc(lender)} mortgage team</p>")
        subj = _pick(rng, [f"We've received your mortgage application ({loan.app_no})", "Your application summary", f"Application {loan.app_no} submitted"])
    inner += f"<div class='sm'>{_esc(_legal(rng, lender.split()[0], market))}</div>"
    sender = f"{lender} <{_pick(rng, ['applications', 'no-reply', 'mortgages'])}@{_ascii(lender).lower().replace(' ', '').replace('.', '')}.com>"
    to = f"{loan.b.full} <{email}>"
    html_mail = _mail_shell(rng, subj, sender, to, _mail_date(rng, loan.today, market == "USA"), inner)
    css = _MAIL_CSS + ("table.summ{border-collapse:collapse;width:100%;margin:8px 0}table.summ td{border-bottom:1px solid #eee;padding:4px 6px;vertical-align:top}"
                       "td.k{color:#666;width:38%}.sm{font-size:0.72em;color:#888;margin-top:12px}")
    truth = loan.truth(prop_addr=", ".join(loan.prop.lines), email_shown=True, phone_shown=phone_shown)
    return _page(subj, html_mail, css, rng, lang=lang), truth


_LOAN_LAYOUTS.update({
    "uk_dip_certificate": _loan_uk_dip,
    "comparison_site_review": _loan_comparison_review,
    "us_urla_online": _loan_us_urla,
    "de_portal_anfrage": _loan_de_portal,
    "nl_hypotheek_aanvraag": _loan_nl,
    "nordic_bolan_bankid": _loan_nordic,
    "open_banking_pack": _loan_open_banking,
    "mobile_app_loan": _loan_mobile,
    "email_application_receipt": _loan_email,
})


# ---------------------------------------------------------------------------------------------
# registry, generate, self check
# ---------------------------------------------------------------------------------------------



def _registry(document_type: str) -> dict:
    return {"kyc_individual": _KYC_LAYOUTS, "letter_of_credit": _LC_LAYOUTS, "loan_application": _LOAN_LAYOUTS}[document_type]


def layouts(document_type: str) -> list[str]:
    if document_type not in DOCUMENT_TYPES:
        raise ValueError(f"unknown document type {document_type!r}")
    return list(_registry(document_type))


def generate(document_type: str, index: int, seed: int, layout: str | None = None) -> AuthoredDocument:
    reg = _registry(document_type)
    chosen = _rng(document_type, index, seed).choice(list(reg)) if layout is None else layout
    if chosen not in reg:
        raise ValueError(f"unknown layout {chosen!r} for {document_type}")
    # the document depends on (type, index, seed, layout): a drawn layout gives the same document
    rng = random.Random(int.from_bytes(hashlib.sha256(
        f"digital_channels|{document_type}|{index}|{seed}|{chosen}".encode()).digest()[:8], "big"))
    html, truth = reg[chosen](rng)
    return AuthoredDocument(document_type, chosen, html, truth)


_FREE_TEXT = {
    "kyc_individual": ["full_name", "id_document_number", "residential_address", "occupation", "employer_name",
                       "tax_identification_number"],
    "letter_of_credit": ["lc_number", "expiry_place", "applicant.name", "applicant.address", "beneficiary.name",
                         "beneficiary.address", "available_with", "port_of_loading", "port_of_discharge",
                         "goods_description", "documents_required[]"],
    "loan_application": ["application_number", "borrower.full_name", "borrower.email", "borrower.phone",
                         "co_borrowers[].full_name", "employer_name", "property_address"],
}


def _values_at(record: dict, path: str) -> list:
    if path.endswith("[]"):
        return list(record.get(path[:-2]) or [])
    if "[]." in path:
        lst, leaf = path.split("[].")
        return [item.get(leaf) for item in record.get(lst) or []]
    cur = record
    for part in path.split("."):
        cur = cur.get(part) if isinstance(cur, dict) else None
    return [cur]


def _schema(document_type: str) -> dict:
    import json
    path = Path(__file__).resolve().parents[2] / "schemas" / f"{document_type}.schema.json"
    return json.loads(path.read_text())


def self_check(per_type: int = 3, seed: int = 0) -> None:
    import jsonschema
    for document_type in DOCUMENT_TYPES:
        schema = _schema(document_type)
        validator = jsonschema.Draft202012Validator(schema, format_checker=jsonschema.FormatChecker())
        names = layouts(document_type)
        assert len(names) >= 8, f"{document_type}: only {len(names)} layouts"
        for layout in names:
            for index in range(per_type):
                a = generate(document_type, index, seed, layout)
                b = generate(document_type, index, seed, layout)
                assert a == b, f"{document_type}/{layout}/{index}: not deterministic"
                errors = sorted(validator.iter_errors(a.truth), key=lambda e: list(e.path))
                assert not errors, f"{document_type}/{layout}/{index}: {errors[0].message} at {list(errors[0].path)}"
                text = _visible_text(a.html)
                for path in _FREE_TEXT[document_type]:
                    for value in _values_at(a.truth, path):
                        if value is None:
                            continue
                        assert _fold(str(value)) in text, (
                            f"{document_type}/{layout}/{index}: {path} {value!r} not in the page text")
                assert "<html" in a.html and "</html>" in a.html
