"""Training documents from banks of the Gulf, the Levant, North Africa, Turkey and francophone
West/Central Africa: bilingual (English with Arabic, French or Turkish labels) KYC packets with
passport / national-ID copies (TD3 / TD1 MRZ), documentary credits opened for importers (raw MT700,
advices, telex prints, issuing bank letters, applications) and home-finance applications
(conventional and Islamic wording).

Standard library only.  ``generate(document_type, index, seed)`` is deterministic.
"""
from __future__ import annotations

import datetime as _dt
import html as _html
import random
import re
import unicodedata
from dataclasses import dataclass
from html.parser import HTMLParser

__all__ = ["AuthoredDocument", "layouts", "generate", "self_check"]

D = _dt.date


@dataclass
class AuthoredDocument:
    document_type: str
    layout: str
    html: str
    truth: dict


# --------------------------------------------------------------------------------------------
# reference data
# --------------------------------------------------------------------------------------------
# a3: (english, french, turkish, a2, adjective en, (adjective fr m, f), currency, local abbreviations, group)
COUNTRIES = {
    "ARE": ("United Arab Emirates", "Émirats arabes unis", "Birleşik Arap Emirlikleri", "AE", "Emirati", ("émirien", "émirienne"), "AED", ["Dhs", "AED", "AED"], "gulf"),
    "SAU": ("Saudi Arabia", "Arabie saoudite", "Suudi Arabistan", "SA", "Saudi", ("saoudien", "saoudienne"), "SAR", ["SR", "SAR", "SAR"], "gulf"),
    "QAT": ("Qatar", "Qatar", "Katar", "QA", "Qatari", ("qatarien", "qatarienne"), "QAR", ["QR", "QAR"], "gulf"),
    "KWT": ("Kuwait", "Koweït", "Kuveyt", "KW", "Kuwaiti", ("koweïtien", "koweïtienne"), "KWD", ["KD", "KWD"], "gulf"),
    "BHR": ("Bahrain", "Bahreïn", "Bahreyn", "BH", "Bahraini", ("bahreïnien", "bahreïnienne"), "BHD", ["BD", "BHD"], "gulf"),
    "OMN": ("Oman", "Oman", "Umman", "OM", "Omani", ("omanais", "omanaise"), "OMR", ["RO", "OMR"], "gulf"),
    "JOR": ("Jordan", "Jordanie", "Ürdün", "JO", "Jordanian", ("jordanien", "jordanienne"), "JOD", ["JD", "JOD"], "levant"),
    "LBN": ("Lebanon", "Liban", "Lübnan", "LB", "Lebanese", ("libanais", "libanaise"), "USD", ["USD", "US$"], "levant"),
    "EGY": ("Egypt", "Égypte", "Mısır", "EG", "Egyptian", ("égyptien", "égyptienne"), "EGP", ["EGP", "LE"], "egypt"),
    "MAR": ("Morocco", "Maroc", "Fas", "MA", "Moroccan", ("marocain", "marocaine"), "MAD", ["MAD", "DH", "Dhs"], "maghreb"),
    "TUN": ("Tunisia", "Tunisie", "Tunus", "TN", "Tunisian", ("tunisien", "tunisienne"), "TND", ["TND", "DT"], "maghreb"),
    "DZA": ("Algeria", "Algérie", "Cezayir", "DZ", "Algerian", ("algérien", "algérienne"), "DZD", ["DZD", "DA"], "maghreb"),
    "TUR": ("Turkey", "Turquie", "Türkiye", "TR", "Turkish", ("turc", "turque"), "TRY", ["TL", "TRY"], "turkey"),
    "SEN": ("Senegal", "Sénégal", "Senegal", "SN", "Senegalese", ("sénégalais", "sénégalaise"), "XOF", ["XOF", "F CFA"], "westafrica"),
    "CIV": ("Côte d'Ivoire", "Côte d'Ivoire", "Fildişi Sahili", "CI", "Ivorian", ("ivoirien", "ivoirienne"), "XOF", ["XOF", "F CFA"], "westafrica"),
    "MLI": ("Mali", "Mali", "Mali", "ML", "Malian", ("malien", "malienne"), "XOF", ["XOF", "F CFA"], "westafrica"),
    "CMR": ("Cameroon", "Cameroun", "Kamerun", "CM", "Cameroonian", ("camerounais", "camerounaise"), "XAF", ["XAF", "F CFA"], "centralafrica"),
    "GAB": ("Gabon", "Gabon", "Gabon", "GA", "Gabonese", ("gabonais", "gabonaise"), "XAF", ["XAF", "F CFA"], "centralafrica"),
    # expatriates and trading partners
    "IND": ("India", "Inde", "Hindistan", "IN", "Indian", ("indien", "indienne"), "INR", ["INR"], "india"),
    "PAK": ("Pakistan", "Pakistan", "Pakistan", "PK", "Pakistani", ("pakistanais", "pakistanaise"), "PKR", ["PKR"], "pakistan"),
    "PHL": ("Philippines", "Philippines", "Filipinler", "PH", "Filipino", ("philippin", "philippine"), "PHP", ["PHP"], "philippines"),
    "GBR": ("United Kingdom", "Royaume-Uni", "Birleşik Krallık", "GB", "British", ("britannique", "britannique"), "GBP", ["GBP"], "uk"),
    "FRA": ("France", "France", "Fransa", "FR", "French", ("français", "française"), "EUR", ["EUR"], "france"),
    "CHN": ("China", "Chine", "Çin", "CN", "Chinese", ("chinois", "chinoise"), "CNY", ["CNY"], "x"),
    "DEU": ("Germany", "Allemagne", "Almanya", "DE", "German", ("allemand", "allemande"), "EUR", ["EUR"], "x"),
    "ITA": ("Italy", "Italie", "İtalya", "IT", "Italian", ("italien", "italienne"), "EUR", ["EUR"], "x"),
    "ESP": ("Spain", "Espagne", "İspanya", "ES", "Spanish", ("espagnol", "espagnole"), "EUR", ["EUR"], "x"),
    "KOR": ("Republic of Korea", "République de Corée", "Güney Kore", "KR", "Korean", ("coréen", "coréenne"), "KRW", ["KRW"], "x"),
    "NLD": ("Netherlands", "Pays-Bas", "Hollanda", "NL", "Dutch", ("néerlandais", "néerlandaise"), "EUR", ["EUR"], "x"),
    "BRA": ("Brazil", "Brésil", "Brezilya", "BR", "Brazilian", ("brésilien", "brésilienne"), "BRL", ["BRL"], "x"),
}
HOME = ["ARE", "SAU", "QAT", "KWT", "BHR", "OMN", "JOR", "LBN", "EGY", "MAR", "TUN", "DZA", "TUR", "SEN", "CIV", "MLI", "CMR", "GAB"]
GULF = {"ARE", "SAU", "QAT", "KWT", "BHR", "OMN"}
FRANCO = {"MAR", "TUN", "DZA", "SEN", "CIV", "MLI", "CMR", "GAB", "LBN"}
AFRICA_FR = {"SEN", "CIV", "MLI", "CMR", "GAB"}
DEC3 = {"KWD", "BHD", "OMR", "JOD", "TND"}

NAMES = {
    "gulf": (["Mohammed", "Ahmed", "Khalid", "Abdullah", "Saeed", "Hamad", "Sultan", "Faisal", "Rashid", "Majed", "Nasser", "Yousef", "Salem", "Obaid"],
             ["Fatima", "Mariam", "Noura", "Aisha", "Hessa", "Shaikha", "Latifa", "Reem", "Maha", "Amna", "Alia", "Moza"],
             ["Al Mansoori", "Al Zaabi", "Al Harthy", "Al Balushi", "Al Otaibi", "Al Qahtani", "Al Kuwari", "Al Mutairi", "Al Shamsi", "Al Nuaimi", "Al Ghamdi", "Al Hajri", "Al Marri", "Al Busaidi", "Al Dosari", "Bin Touq"]),
    "levant": (["Rami", "Fadi", "Ziad", "Karim", "Georges", "Elie", "Omar", "Tarek", "Samer", "Bassam", "Nabil", "Charbel"],
               ["Rania", "Lina", "Hala", "Nadine", "Rita", "Dina", "Maya", "Carla", "Sawsan", "Joumana", "Ghada"],
               ["Haddad", "Khoury", "Saadeh", "Nasrallah", "Touma", "Chahine", "Abou Zeid", "Haddadin", "Majali", "Khalil", "Sayegh", "Azar", "Obeidat", "Tabbara"]),
    "egypt": (["Mahmoud", "Mostafa", "Amr", "Sherif", "Hany", "Tamer", "Karim", "Ahmed", "Hossam", "Wael"],
              ["Mona", "Heba", "Yasmin", "Dalia", "Nermine", "Ghada", "Shaimaa", "Rasha"],
              ["El Sayed", "Abdel Rahman", "Farouk", "Soliman", "Mansour", "Shalaby", "Hegazy", "El Masry", "Abdel Aziz", "Fahmy"]),
    "maghreb": (["Youssef", "Mehdi", "Karim", "Hicham", "Nabil", "Sofiane", "Anis", "Rachid", "Mounir", "Amine", "Walid"],
                ["Salma", "Imane", "Khadija", "Sonia", "Amel", "Leila", "Nawel", "Hajar", "Meriem", "Ines"],
                ["El Amrani", "Benali", "Bennani", "Alaoui", "Tazi", "Trabelsi", "Ben Salah", "Belkacem", "Boudiaf", "Chraibi", "Jaziri", "Mansouri", "Ben Youssef", "Hamdi"]),
    "turkey": (["Mehmet", "Emre", "Burak", "Murat", "Can", "Serkan", "Oğuz", "Kerem", "Tolga", "Hakan", "Ömer", "Selçuk"],
               ["Ayşe", "Zeynep", "Elif", "Özge", "Gül", "Hülya", "Derya", "Esra", "Merve", "Gönül", "Sevgül"],
               ["Şahin", "Öztürk", "Çelik", "Doğan", "Koç", "Kurt", "Özdemir", "Arslan", "Güneş", "Yücel", "Erdem", "Polat", "Aksoy", "Uçar", "Ergün", "Köse"]),
    "westafrica": (["Moussa", "Ibrahima", "Cheikh", "Mamadou", "Ousmane", "Kouassi", "Abdoulaye", "Souleymane", "Yao", "Koffi", "Seydou"],
                   ["Aminata", "Fatou", "Awa", "Mariama", "Adjoua", "Aïssatou", "Ndèye", "Kadiatou", "Rokia", "Affoué"],
                   ["Diallo", "Ndiaye", "Traoré", "Sow", "Diop", "Konaté", "Coulibaly", "Kouamé", "Ouattara", "Fall", "Cissé", "Sylla", "Bamba", "Keita"]),
    "centralafrica": (["Jean-Baptiste", "Serge", "Paul", "Hervé", "Blaise", "Christian", "Landry", "Rodrigue", "Arsène"],
                      ["Clarisse", "Nadège", "Solange", "Brigitte", "Carine", "Estelle", "Pélagie"],
                      ["Mbarga", "Ekotto", "Nguema", "Ondo", "Essomba", "Fotso", "Tchoua", "Nkoulou", "Mba", "Obiang", "Moukagni", "Ngo Bassa"]),
    "india": (["Rajesh", "Suresh", "Anil", "Vikram", "Arjun"], ["Priya", "Anjali", "Deepa", "Lakshmi"], ["Kumar", "Nair", "Menon", "Sharma", "Pillai", "Iyer"]),
    "pakistan": (["Imran", "Asif", "Bilal", "Usman"], ["Sana", "Ayesha", "Hira"], ["Qureshi", "Malik", "Chaudhry", "Siddiqui"]),
    "philippines": (["Mark", "Jose", "Ramon"], ["Maria", "Cristina", "Joy"], ["Santos", "Reyes", "Dela Cruz", "Bautista"]),
    "uk": (["James", "Oliver", "Daniel"], ["Sarah", "Emma", "Charlotte"], ["Whitfield", "Harrington", "Clarke", "Pemberton"]),
    "france": (["Julien", "Thomas", "Nicolas"], ["Camille", "Claire", "Sophie"], ["Moreau", "Lefèvre", "Garnier", "Rousseau"]),
}

MONTHS_EN = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]
MONTHS_FR = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"]
MONTHS_TR = ["Ocak", "Şubat", "Mart", "Nisan", "Mayıs", "Haziran", "Temmuz", "Ağustos", "Eylül", "Ekim", "Kasım", "Aralık"]
MON_FR3 = ["JANV", "FÉVR", "MARS", "AVR", "MAI", "JUIN", "JUIL", "AOÛT", "SEPT", "OCT", "NOV", "DÉC"]


def esc(s) -> str:
    return _html.escape(str(s), quote=True)


def fold(s: str) -> str:
    return re.sub(r"\s+", " ", s).strip()


# --------------------------------------------------------------------------------------------
# surface forms
# --------------------------------------------------------------------------------------------
def rand_date(r: random.Random, start: D, end: D) -> D:
    return start + _dt.timedelta(days=r.randint(0, (end - start).days))


def fmt_date(d: D, style: str) -> str:
    m = d.month
    if style == "dmy/":
        return f"{d.day:02d}/{m:02d}/{d.year}"
    if style == "dmy.":
        return f"{d.day:02d}.{m:02d}.{d.year}"
    if style == "dmy-":
        return f"{d.day:02d}-{m:02d}-{d.year}"
    if style == "dMy":
        return f"{d.day:02d} {MONTHS_EN[m - 1][:3].upper()} {d.year}"
    if style == "dMy-":
        return f"{d.day:02d}-{MONTHS_EN[m - 1][:3]}-{d.year}"
    if style == "en":
        return f"{d.day} {MONTHS_EN[m - 1]} {d.year}"
    if style == "en_us_text":
        return f"{MONTHS_EN[m - 1]} {d.day}, {d.year}"
    if style == "fr":
        return f"{'1er' if d.day == 1 else d.day} {MONTHS_FR[m - 1]} {d.year}"
    if style == "tr":
        return f"{d.day} {MONTHS_TR[m - 1]} {d.year}"
    if style == "iso":
        return d.isoformat()
    if style == "ymd/":
        return f"{d.year}/{m:02d}/{d.day:02d}"
    if style == "pp":  # passport visual zone, bilingual month
        return f"{d.day:02d} {MONTHS_EN[m - 1][:3].upper()}/{MON_FR3[m - 1]} {d.year}"
    if style == "swift":
        return d.strftime("%y%m%d")
    raise ValueError(style)


DATE_STYLES_EN = ["dmy/", "dMy", "dMy-", "en", "en_us_text", "ymd/", "iso", "dmy-"]
DATE_STYLES_FR = ["dmy/", "fr", "dmy.", "dmy-", "dMy"]
DATE_STYLES_TR = ["dmy.", "tr", "dmy/", "dmy."]


def date_styles(lang: str) -> list[str]:
    return {"fr": DATE_STYLES_FR, "tr": DATE_STYLES_TR}.get(lang, DATE_STYLES_EN)


def _group(int_part: str, sep: str) -> str:
    out = []
    while len(int_part) > 3:
        out.insert(0, int_part[-3:])
        int_part = int_part[:-3]
    out.insert(0, int_part)
    return sep.join(out)


AMOUNT_STYLES = {"en": (",", "."), "eu": (".", ","), "fr": (" ", ","), "ch": ("'", "."), "plain": ("", "."), "plainc": ("", ",")}


def fmt_num(x: float, ccy: str, style: str, force_dec: bool = True) -> str:
    dec = 3 if ccy in DEC3 else (0 if ccy in ("XOF", "XAF", "KRW") else 2)
    th, dp = AMOUNT_STYLES[style]
    s = f"{x:.{dec}f}"
    ip, _, fp = s.partition(".")
    if not force_dec and fp and int(fp) == 0:
        fp = ""
    return _group(ip, th) + (dp + fp if fp else "")


class Money:
    """Per-document amount style: separators, currency label and position."""

    def __init__(self, r: random.Random, lang: str, country: str | None = None):
        self.style = r.choice({"fr": ["fr", "fr", "eu", "en"], "tr": ["eu", "eu", "en"]}.get(lang, ["en", "en", "en", "plain", "ch", "eu"]))
        self.after = r.random() < (0.6 if lang in ("fr", "tr") else 0.25)
        self.local = r.random() < 0.45
        self.force_dec = r.random() < 0.7
        self.space = r.random() < 0.9

    def __call__(self, x: float, ccy: str) -> str:
        label = ccy
        if self.local:
            for a3, c in COUNTRIES.items():
                if c[6] == ccy and ccy not in ("USD", "EUR"):
                    label = c[7][0]
                    break
        num = fmt_num(x, ccy, self.style, self.force_dec)
        sp = " " if self.space or self.after else ""
        return f"{num} {label}" if self.after else f"{label}{sp}{num}"


def country_name(a3: str, lang: str) -> str:
    c = COUNTRIES[a3]
    return {"en": c[0], "fr": c[1], "tr": c[2]}.get(lang, c[0])


def country_surface(r: random.Random, a3: str, lang: str, upper: bool = False) -> str:
    c = COUNTRIES[a3]
    kind = r.choice(["name", "name", "a3", "a2", "name_a3"])
    if kind == "name":
        s = country_name(a3, lang)
    elif kind == "a3":
        return a3
    elif kind == "a2":
        return f"{c[3]} - {country_name(a3, lang)}" if r.random() < 0.5 else c[3]
    else:
        s = f"{country_name(a3, lang)} ({a3})"
    return s.upper() if upper else s


def nationality_surface(r: random.Random, a3: str, lang: str, sex: str) -> str:
    c = COUNTRIES[a3]
    k = r.random()
    if k < 0.45:
        return c[5][1 if sex == "F" else 0].capitalize() if lang == "fr" else (c[4] if lang != "tr" else c[2])
    if k < 0.7:
        return country_name(a3, lang)
    if k < 0.85:
        return a3
    return c[3]


def hijri(d: D) -> tuple[int, int, int]:
    """Tabular Islamic calendar (civil epoch) date of a Gregorian date."""
    jd = d.toordinal() + 1721425  # Julian day number
    l0 = jd - 1948440 + 10632
    n = (l0 - 1) // 10631
    l0 = l0 - 10631 * n + 354
    j = ((10985 - l0) // 5316) * ((50 * l0) // 17719) + (l0 // 5670) * ((43 * l0) // 15238)
    l0 = l0 - ((30 - j) // 15) * ((17719 * j) // 50) - (j // 16) * ((15238 * j) // 43) + 29
    m = (24 * l0) // 709
    day = l0 - (709 * m) // 24
    y = 30 * n + j - 30
    return y, m, day


def mrz_clean(s: str) -> str:
    s = unicodedata.normalize("NFKD", s)
    s = "".join(ch for ch in s if not unicodedata.combining(ch)).upper().replace("ı", "I")
    s = re.sub(r"[^A-Z0-9 \-]", "", s)
    return re.sub(r"[ \-]+", "<", s.strip())


def _cd(s: str) -> str:
    w = (7, 3, 1)
    total = 0
    for i, ch in enumerate(s):
        v = int(ch) if ch.isdigit() else (ord(ch) - 55 if ch.isalpha() else 0)
        total += v * w[i % 3]
    return str(total % 10)


def mrz_td3(iss: str, surname: str, given: str, num: str, nat: str, dob: D, sex: str, exp: D, opt: str = "") -> list[str]:
    l1 = ("P<" + iss + mrz_clean(surname) + "<<" + mrz_clean(given)).ljust(44, "<")[:44]
    doc = num.ljust(9, "<")[:9]
    opt = opt.ljust(14, "<")[:14]
    b, e = dob.strftime("%y%m%d"), exp.strftime("%y%m%d")
    l2 = doc + _cd(doc) + nat + b + _cd(b) + (sex or "<") + e + _cd(e) + opt + _cd(opt)
    comp = l2[0:10] + l2[13:20] + l2[21:43]
    return [l1, l2 + _cd(comp)]


def mrz_td1(iss: str, surname: str, given: str, num: str, nat: str, dob: D, sex: str, exp: D, opt1: str = "", opt2: str = "") -> list[str]:
    doc = num.ljust(9, "<")[:9]
    l1 = ("I<" + iss + doc + _cd(doc) + opt1.ljust(15, "<"))[:30]
    b, e = dob.strftime("%y%m%d"), exp.strftime("%y%m%d")
    l2 = b + _cd(b) + (sex or "<") + e + _cd(e) + nat + opt2.ljust(11, "<")[:11]
    comp = l1[5:30] + l2[0:7] + l2[8:15] + l2[18:29]
    l2 += _cd(comp)
    l3 = (mrz_clean(surname) + "<<" + mrz_clean(given)).ljust(30, "<")[:30]
    return [l1, l2, l3]


# --------------------------------------------------------------------------------------------
# labels (English, French, Arabic, Turkish), written for this module
# --------------------------------------------------------------------------------------------
LABELS = {
    "full_name": {"en": ["Full name", "Name in full", "Customer name", "Full name (as in passport)", "Name of applicant"],
                  "fr": ["Nom et prénoms", "Nom complet", "Nom et prénom(s) du client"], "ar": ["الاسم الكامل", "اسم العميل"], "tr": ["Adı Soyadı", "Müşteri Adı Soyadı"]},
    "surname": {"en": ["Surname", "Family name", "Last name"], "fr": ["Nom", "Nom de famille", "Nom patronymique"], "ar": ["اسم العائلة", "اللقب"], "tr": ["Soyadı"]},
    "given": {"en": ["Given names", "First name(s)", "Forenames"], "fr": ["Prénom(s)", "Prénoms"], "ar": ["الاسم الأول", "الاسم"], "tr": ["Adı"]},
    "dob": {"en": ["Date of birth", "D.O.B.", "Birth date"], "fr": ["Date de naissance", "Né(e) le"], "ar": ["تاريخ الميلاد"], "tr": ["Doğum Tarihi"]},
    "pob": {"en": ["Place of birth", "Birthplace"], "fr": ["Lieu de naissance", "à"], "ar": ["مكان الميلاد"], "tr": ["Doğum Yeri"]},
    "sex": {"en": ["Sex", "Gender"], "fr": ["Sexe"], "ar": ["الجنس"], "tr": ["Cinsiyet", "Cinsiyeti"]},
    "nationality": {"en": ["Nationality", "Citizenship"], "fr": ["Nationalité"], "ar": ["الجنسية"], "tr": ["Uyruğu", "Uyruk"]},
    "marital": {"en": ["Marital status", "Civil status"], "fr": ["Situation matrimoniale", "Situation de famille"], "ar": ["الحالة الاجتماعية"], "tr": ["Medeni Hali"]},
    "mother": {"en": ["Mother's maiden name", "Mother's full name"], "fr": ["Nom de jeune fille de la mère", "Nom de la mère"], "ar": ["اسم الأم"], "tr": ["Anne Adı"]},
    "id_type": {"en": ["Identity document", "ID type", "Type of identification"], "fr": ["Type de pièce d'identité", "Pièce d'identité"], "ar": ["نوع وثيقة الهوية"], "tr": ["Kimlik Belgesi Türü"]},
    "id_number": {"en": ["Document number", "ID / Passport No.", "Identification number", "Document No."], "fr": ["Numéro de la pièce", "N° de la pièce d'identité"], "ar": ["رقم الوثيقة", "رقم الهوية / الجواز"], "tr": ["Belge No", "Kimlik / Pasaport No"]},
    "id_issue": {"en": ["Date of issue", "Issued on"], "fr": ["Date de délivrance", "Délivré(e) le"], "ar": ["تاريخ الإصدار"], "tr": ["Veriliş Tarihi"]},
    "id_expiry": {"en": ["Expiry date", "Valid until", "Date of expiry"], "fr": ["Date d'expiration", "Valable jusqu'au"], "ar": ["تاريخ الانتهاء"], "tr": ["Son Geçerlilik Tarihi", "Geçerlilik Tarihi"]},
    "id_country": {"en": ["Issuing country", "Country of issue", "Issued by (country)"], "fr": ["Pays de délivrance", "Pays émetteur"], "ar": ["بلد الإصدار", "جهة الإصدار"], "tr": ["Veren Ülke"]},
    "address": {"en": ["Residential address", "Home address", "Permanent residential address", "Current address"], "fr": ["Adresse de résidence", "Adresse du domicile", "Domicile"], "ar": ["عنوان السكن", "العنوان الحالي"], "tr": ["İkamet Adresi", "Ev Adresi"]},
    "country_res": {"en": ["Country of residence", "Residence country"], "fr": ["Pays de résidence"], "ar": ["بلد الإقامة"], "tr": ["İkamet Ülkesi"]},
    "prev_address": {"en": ["Previous address (if less than 3 years)", "Former address"], "fr": ["Adresse précédente", "Ancienne adresse"], "ar": ["العنوان السابق"], "tr": ["Önceki Adres"]},
    "phone": {"en": ["Mobile", "Mobile number", "Telephone", "Phone"], "fr": ["Téléphone", "Tél. portable", "Cellulaire"], "ar": ["رقم الهاتف المتحرك", "الهاتف"], "tr": ["Cep Telefonu", "Telefon"]},
    "email": {"en": ["E-mail", "Email address"], "fr": ["Courriel", "Adresse e-mail"], "ar": ["البريد الإلكتروني"], "tr": ["E-posta"]},
    "occupation": {"en": ["Occupation", "Profession", "Job title", "Designation"], "fr": ["Profession", "Fonction", "Emploi occupé"], "ar": ["المهنة", "المسمى الوظيفي"], "tr": ["Meslek", "Mesleği", "Unvan"]},
    "employer": {"en": ["Employer", "Employer name", "Name of employer", "Company / Employer"], "fr": ["Employeur", "Nom de l'employeur"], "ar": ["جهة العمل", "اسم صاحب العمل"], "tr": ["İşveren", "Çalıştığı Kurum"]},
    "employer_addr": {"en": ["Employer address", "Work address"], "fr": ["Adresse de l'employeur"], "ar": ["عنوان جهة العمل"], "tr": ["İşyeri Adresi"]},
    "monthly_income": {"en": ["Monthly income", "Gross monthly salary", "Monthly salary", "Total monthly income"], "fr": ["Revenu mensuel", "Salaire mensuel brut", "Revenus mensuels"], "ar": ["الدخل الشهري", "الراتب الشهري"], "tr": ["Aylık Gelir", "Aylık Brüt Gelir"]},
    "annual_income": {"en": ["Annual income", "Yearly income", "Gross annual income", "Expected annual income"], "fr": ["Revenu annuel", "Revenus annuels bruts"], "ar": ["الدخل السنوي"], "tr": ["Yıllık Gelir", "Yıllık Brüt Gelir"]},
    "source_funds": {"en": ["Source of funds", "Main source of funds", "Origin of funds"], "fr": ["Origine des fonds", "Source des fonds"], "ar": ["مصدر الأموال"], "tr": ["Fonların Kaynağı", "Gelir Kaynağı"]},
    "source_wealth": {"en": ["Source of wealth", "Origin of wealth"], "fr": ["Origine du patrimoine"], "ar": ["مصدر الثروة"], "tr": ["Servetin Kaynağı"]},
    "pep": {"en": ["Politically exposed person (PEP)?", "Are you a PEP or related to a PEP?", "PEP status", "Do you hold or have you held a prominent public function?"],
            "fr": ["Personne politiquement exposée (PPE) ?", "Êtes-vous une PPE ?"], "ar": ["هل أنت شخص معرض سياسياً؟"], "tr": ["Siyasi Nüfuz Sahibi Kişi (PEP) misiniz?"]},
    "tin": {"en": ["Tax identification number (TIN)", "TIN", "Tax ID", "Tax reference no."], "fr": ["Numéro d'identification fiscale (NIF)", "NIF", "Identifiant fiscal"], "ar": ["رقم التعريف الضريبي"], "tr": ["Vergi Kimlik No", "VKN"]},
    "tax_res": {"en": ["Country of tax residence", "Tax residency"], "fr": ["Pays de résidence fiscale"], "ar": ["بلد الإقامة الضريبية"], "tr": ["Vergi Mukimi Olunan Ülke"]},
    "us_person": {"en": ["US person (FATCA)?", "Are you a U.S. citizen or resident for tax purposes?"], "fr": ["Personne américaine (FATCA) ?"], "ar": ["هل أنت شخص أمريكي لأغراض الضريبة؟"], "tr": ["ABD vatandaşı / mukimi misiniz (FATCA)?"]},
    "customer_no": {"en": ["Customer no.", "CIF number", "Customer ID"], "fr": ["N° client", "Code client"], "ar": ["رقم العميل"], "tr": ["Müşteri No"]},
    "branch": {"en": ["Branch", "Branch name"], "fr": ["Agence"], "ar": ["الفرع"], "tr": ["Şube"]},
    "account_type": {"en": ["Account type", "Product"], "fr": ["Type de compte"], "ar": ["نوع الحساب"], "tr": ["Hesap Türü"]},
    "signature": {"en": ["Customer signature", "Signature of applicant"], "fr": ["Signature du client"], "ar": ["توقيع العميل"], "tr": ["Müşteri İmzası"]},
    "date": {"en": ["Date"], "fr": ["Date", "Fait le"], "ar": ["التاريخ"], "tr": ["Tarih"]},
    # loans
    "app_no": {"en": ["Application no.", "Application reference", "Ref. no.", "Application ID"], "fr": ["N° de dossier", "Référence de la demande"], "ar": ["رقم الطلب"], "tr": ["Başvuru No"]},
    "emp_start": {"en": ["Date of joining", "Employed since", "Employment start date", "Start date"], "fr": ["Date d'embauche", "En poste depuis le"], "ar": ["تاريخ الالتحاق بالعمل"], "tr": ["İşe Giriş Tarihi"]},
    "basic": {"en": ["Basic salary", "Base salary"], "fr": ["Salaire de base"], "ar": ["الراتب الأساسي"], "tr": ["Temel Maaş"]},
    "housing": {"en": ["Housing allowance"], "fr": ["Indemnité de logement"], "ar": ["بدل السكن"], "tr": ["Konut Yardımı"]},
    "transport": {"en": ["Transport allowance"], "fr": ["Indemnité de transport"], "ar": ["بدل المواصلات"], "tr": ["Ulaşım Yardımı"]},
    "other_allow": {"en": ["Other fixed allowances", "Other allowances"], "fr": ["Autres primes fixes"], "ar": ["بدلات أخرى"], "tr": ["Diğer Ödemeler"]},
    "total_income": {"en": ["Total monthly income", "Gross monthly income (total)", "Total"], "fr": ["Total revenu mensuel", "Revenu mensuel total"], "ar": ["إجمالي الدخل الشهري"], "tr": ["Toplam Aylık Gelir"]},
    "loan_amount": {"en": ["Loan amount requested", "Loan amount", "Amount applied for"], "fr": ["Montant du prêt sollicité", "Montant du crédit"], "ar": ["مبلغ القرض المطلوب"], "tr": ["Talep Edilen Kredi Tutarı", "Kredi Tutarı"]},
    "finance_amount": {"en": ["Finance amount", "Finance amount requested", "Financing amount"], "fr": ["Montant du financement"], "ar": ["مبلغ التمويل"], "tr": ["Finansman Tutarı"]},
    "purpose": {"en": ["Purpose of loan", "Loan purpose", "Purpose"], "fr": ["Objet du prêt", "Objet du financement"], "ar": ["الغرض من التمويل"], "tr": ["Kredi Amacı", "Kullanım Amacı"]},
    "term": {"en": ["Loan term", "Tenor", "Repayment period", "Term"], "fr": ["Durée du prêt", "Durée"], "ar": ["مدة التمويل"], "tr": ["Vade", "Kredi Vadesi"]},
    "rate": {"en": ["Interest rate (p.a.)", "Interest rate", "Rate of interest"], "fr": ["Taux d'intérêt annuel", "Taux nominal"], "ar": ["سعر الفائدة"], "tr": ["Yıllık Faiz Oranı", "Faiz Oranı (yıllık)"]},
    "profit_rate": {"en": ["Profit rate (p.a.)", "Profit rate", "Annual profit rate"], "fr": ["Taux de profit annuel"], "ar": ["معدل الربح السنوي", "معدل الربح"], "tr": ["Kâr Payı Oranı (yıllık)"]},
    "property_address": {"en": ["Property address", "Address of property", "Subject property address", "Location of property"], "fr": ["Adresse du bien", "Situation du bien"], "ar": ["عنوان العقار"], "tr": ["Taşınmaz Adresi", "Konut Adresi"]},
    "property_value": {"en": ["Property value", "Market value", "Estimated value of property"], "fr": ["Valeur du bien", "Valeur estimée du bien"], "ar": ["قيمة العقار"], "tr": ["Taşınmaz Değeri", "Ekspertiz Değeri"]},
    "purchase_price": {"en": ["Purchase price", "Sale price (as per SPA)"], "fr": ["Prix d'acquisition", "Prix d'achat"], "ar": ["سعر الشراء"], "tr": ["Satış Bedeli"]},
    "valuation": {"en": ["Valuation amount", "Valuation (bank panel valuer)"], "fr": ["Valeur d'expertise"], "ar": ["قيمة التقييم"], "tr": ["Ekspertiz Değeri"]},
    "down_payment": {"en": ["Down payment", "Own contribution"], "fr": ["Apport personnel"], "ar": ["الدفعة المقدمة"], "tr": ["Peşinat"]},
    "instalment": {"en": ["Estimated monthly instalment", "Monthly instalment (EMI)"], "fr": ["Mensualité estimée"], "ar": ["القسط الشهري"], "tr": ["Aylık Taksit"]},
    "applicant": {"en": ["Applicant", "Main applicant", "Borrower"], "fr": ["Emprunteur", "Demandeur"], "ar": ["مقدم الطلب"], "tr": ["Başvuru Sahibi", "Kredi Müşterisi"]},
    "coapplicant": {"en": ["Co-applicant", "Joint applicant", "Co-borrower"], "fr": ["Co-emprunteur", "Co-demandeur"], "ar": ["مقدم الطلب المشارك"], "tr": ["Müşterek Borçlu"]},
}

SECTION = {
    "personal": {"en": ["Personal details", "Personal information", "Customer details"], "fr": ["Identité du client", "Renseignements personnels", "État civil"], "ar": ["البيانات الشخصية"], "tr": ["Kişisel Bilgiler"]},
    "identity": {"en": ["Identification document", "Identity verification", "ID details"], "fr": ["Pièce d'identité", "Justificatif d'identité"], "ar": ["بيانات وثيقة الهوية"], "tr": ["Kimlik Bilgileri"]},
    "contact": {"en": ["Address and contact", "Contact details", "Residence"], "fr": ["Adresse et coordonnées", "Coordonnées"], "ar": ["العنوان وبيانات الاتصال"], "tr": ["Adres ve İletişim Bilgileri"]},
    "employment": {"en": ["Employment and income", "Occupation and financial profile", "Employment details"], "fr": ["Activité professionnelle et revenus", "Situation professionnelle"], "ar": ["العمل والدخل"], "tr": ["Meslek ve Gelir Bilgileri"]},
    "tax": {"en": ["Tax residency (CRS / FATCA)", "Tax information"], "fr": ["Résidence fiscale (CRS / FATCA)", "Informations fiscales"], "ar": ["الإقامة الضريبية"], "tr": ["Vergi Mukimliği (CRS / FATCA)"]},
    "pep": {"en": ["PEP declaration", "Politically exposed persons", "Declarations"], "fr": ["Déclaration PPE", "Déclarations"], "ar": ["إقرار الأشخاص المعرضين سياسياً"], "tr": ["Beyanlar"]},
    "loan": {"en": ["Finance details", "Loan details", "Facility requested"], "fr": ["Caractéristiques du prêt", "Crédit sollicité"], "ar": ["تفاصيل التمويل"], "tr": ["Kredi Bilgileri"]},
    "property": {"en": ["Property details", "Subject property", "Security / property"], "fr": ["Bien financé", "Description du bien"], "ar": ["بيانات العقار"], "tr": ["Teminat / Taşınmaz Bilgileri"]},
    "income": {"en": ["Monthly income", "Income details (monthly)"], "fr": ["Revenus mensuels"], "ar": ["الدخل الشهري"], "tr": ["Aylık Gelir Bilgileri"]},
    "applicants": {"en": ["Applicant details", "Applicants", "Borrower information"], "fr": ["Emprunteurs", "Identité des emprunteurs"], "ar": ["بيانات مقدمي الطلب"], "tr": ["Başvuru Sahipleri"]},
}


class Ctx:
    """Per document choices: languages, label variants, how bilingual labels are combined."""

    def __init__(self, r: random.Random, langs: tuple[str, ...], combine: str | None = None):
        self.r = r
        self.langs = langs
        self.combine = combine or r.choice(["slash", "slash", "stack", "paren"])
        self.variant: dict[tuple[str, str], str] = {}
        self.blank = r.choice(["", "N/A", "—", "-", "none", "n/a", ""])
        self.lang = langs[0] if langs[0] != "ar" else (langs[1] if len(langs) > 1 else "en")

    def _pick(self, table: dict, key: str, lang: str) -> str:
        k = (key, lang)
        if k not in self.variant:
            self.variant[k] = self.r.choice(table[key][lang])
        return self.variant[k]

    def _combine(self, parts: list[tuple[str, str]]) -> str:
        html_parts = [f'<span class="ar" dir="rtl" lang="ar">{esc(t)}</span>' if lg == "ar" else esc(t) for lg, t in parts]
        if len(html_parts) == 1:
            return html_parts[0]
        if self.combine == "stack":
            return html_parts[0] + "".join(f'<br><span class="l2">{p}</span>' for p in html_parts[1:])
        if self.combine == "paren" and len(html_parts) == 2:
            return f'{html_parts[0]} <span class="l2">({html_parts[1]})</span>'
        return " / ".join(html_parts)

    def L(self, key: str, table: dict | None = None) -> str:
        table = table or LABELS
        return self._combine([(lg, self._pick(table, key, lg)) for lg in self.langs if lg in table[key]])

    def S(self, key: str) -> str:
        return self.L(key, SECTION)

    def plain(self, key: str, lang: str | None = None) -> str:
        lang = lang or self.lang
        return self._pick(LABELS, key, lang if lang in LABELS[key] else "en")


def box(checked: bool, style: str) -> str:
    return {"x": "[X]" if checked else "[ ]", "u": "☒" if checked else "☐", "v": "☑" if checked else "☐", "round": "●" if checked else "○"}[style]


def options(r: random.Random, opts: list[str], chosen: int, style: str | None = None) -> str:
    style = style or r.choice(["x", "u", "v", "round"])
    return "&nbsp;&nbsp; ".join(f"{box(i == chosen, style)} {esc(o)}" for i, o in enumerate(opts))


def yes_no(r: random.Random, value: bool, lang: str, style: str | None = None) -> str:
    yes, no = {"fr": ("Oui", "Non"), "tr": ("Evet", "Hayır"), "ar": ("Yes / نعم", "No / لا")}.get(lang, ("Yes", "No"))
    if style == "word":
        return yes if value else no
    return options(r, [yes, no], 0 if value else 1, style)


CSS_BASE = """
@page { size: A4; margin: %(m)smm %(m)smm %(m)smm %(m)smm; }
body { font-family: %(font)s; font-size: %(fs)spt; color: #111; margin: 0; line-height: 1.32; }
table { border-collapse: collapse; width: 100%%; }
td, th { vertical-align: top; padding: 3px 5px; text-align: left; }
.grid td, .grid th { border: 1px solid #777; }
.lbl { color: #333; }
.cap { font-size: 0.72em; color: #444; display: block; }
.l2 { font-size: 0.85em; color: #444; }
.ar { font-family: 'DejaVu Sans', sans-serif; unicode-bidi: isolate; }
.sec { background: %(band)s; color: %(bandfg)s; font-weight: bold; padding: 3px 6px; margin: 10px 0 4px 0; }
.boxes { display: flex; flex-wrap: wrap; gap: 4px; }
.bx { border: 1px solid #666; padding: 2px 5px 4px 5px; min-height: 30px; box-sizing: border-box; }
.bx .v { display: block; margin-top: 2px; }
.mono { font-family: 'DejaVu Sans Mono', monospace; white-space: pre-wrap; }
.small { font-size: 0.78em; color: #333; }
.right { text-align: right; }
.center { text-align: center; }
.hdr { display: flex; justify-content: space-between; align-items: flex-start; border-bottom: 2px solid %(band)s; padding-bottom: 6px; margin-bottom: 8px; }
.stamp { display: inline-block; border: 2px solid #a22; color: #a22; padding: 2px 8px; font-weight: bold; transform: rotate(-6deg); }
.pb { page-break-before: always; }
.row { margin: 2px 0; }
.tab .l { display: inline-block; width: %(tabw)smm; vertical-align: top; }
.tab .v { display: inline-block; vertical-align: top; max-width: 110mm; }
.dots .l { }
.below .v { display: block; border-bottom: 1px solid #999; min-height: 1.2em; margin-bottom: 4px; }
.mrz { font-family: 'DejaVu Sans Mono', monospace; font-size: 11pt; white-space: pre; }
"""


def page(r: random.Random, body: str, title: str, font: str | None = None, band: str | None = None) -> str:
    font = font or r.choice(["'DejaVu Sans', sans-serif", "'DejaVu Serif', serif", "'DejaVu Sans Condensed', 'DejaVu Sans', sans-serif"])
    band = band or r.choice(["#1f4e79", "#0b6b4f", "#7a1f2b", "#444", "#8a6d1a", "#e6e6e6", "#d9e7f2"])
    fg = "#111" if band in ("#e6e6e6", "#d9e7f2") else "#fff"
    css = CSS_BASE % {"m": r.choice([10, 12, 14, 16]), "font": font, "fs": r.choice(["9", "9.5", "10", "10.5"]), "band": band, "bandfg": fg,
                      "tabw": r.choice([45, 50, 58])}
    return (f'<!DOCTYPE html><html><head><meta charset="utf-8"><title>{esc(title)}</title><style>{css}</style></head>'
            f"<body>{body}</body></html>")


def kv(ctx: Ctx, pairs: list[tuple[str, str | None]], style: str, cols: int = 2) -> str:
    """(label html, value html or None) pairs rendered in one of several arrangements."""
    r = ctx.r

    def val(v):
        return esc(ctx.blank) if v is None else v

    if style == "colon":
        return "".join(f'<div class="row"><span class="lbl">{l}</span>: {val(v)}</div>' for l, v in pairs)
    if style == "bold_colon":
        return "".join(f'<div class="row"><b>{l}:</b> {val(v)}</div>' for l, v in pairs)
    if style == "dots":
        n = r.randint(4, 12)
        return "".join(f'<div class="row"><span class="lbl">{l}</span> {"." * n}: {val(v)}</div>' for l, v in pairs)
    if style == "tab":
        return '<div class="tab">' + "".join(f'<div class="row"><span class="l">{l}</span><span class="v">{val(v)}</span></div>' for l, v in pairs) + "</div>"
    if style == "below":
        return '<div class="below">' + "".join(f'<div class="row"><span class="cap">{l}</span><span class="v">{val(v)}</span></div>' for l, v in pairs) + "</div>"
    if style == "boxes":
        w = {1: 100, 2: 49, 3: 32.5}[cols]
        return '<div class="boxes">' + "".join(
            f'<div class="bx" style="width:{w}%"><span class="cap">{l}</span><span class="v">{val(v)}</span></div>' for l, v in pairs) + "</div>"
    if style == "table":
        return '<table class="grid">' + "".join(f'<tr><td class="lbl" style="width:38%">{l}</td><td>{val(v)}</td></tr>' for l, v in pairs) + "</table>"
    if style == "table4":
        rows = []
        for i in range(0, len(pairs), 2):
            chunk = pairs[i:i + 2]
            cells = "".join(f'<td class="lbl" style="width:20%">{l}</td><td style="width:30%">{val(v)}</td>' for l, v in chunk)
            if len(chunk) == 1:
                cells += "<td></td><td></td>"
            rows.append(f"<tr>{cells}</tr>")
        return '<table class="grid">' + "".join(rows) + "</table>"
    if style == "header_table":  # labels as column headers, values in the row under them
        out = []
        for i in range(0, len(pairs), 4):
            chunk = pairs[i:i + 4]
            out.append('<table class="grid" style="margin-bottom:4px"><tr>' + "".join(f'<th class="small">{l}</th>' for l, _ in chunk) + "</tr><tr>"
                       + "".join(f"<td>{val(v)}</td>" for _, v in chunk) + "</tr></table>")
        return "".join(out)
    raise ValueError(style)


KV_STYLES = ["colon", "bold_colon", "dots", "tab", "below", "boxes", "table", "table4", "header_table"]


def lines_html(lines: list[str], sep: str) -> tuple[str, str]:
    """(html, truth) of a multi-line value printed with line breaks or a separator."""
    if sep == "br":
        return "<br>".join(esc(x) for x in lines), fold(" ".join(lines))
    return esc(sep.join(lines)), fold(sep.join(lines))


def strip_html(html: str) -> str:
    class P(HTMLParser):
        def __init__(self):
            super().__init__()
            self.out: list[str] = []
            self.skip = 0

        def handle_starttag(self, tag, attrs):
            if tag in ("style", "script", "title"):
                self.skip += 1
            if tag in ("br", "div", "p", "tr", "td", "th", "li", "table", "h1", "h2", "h3", "pre", "span"):
                self.out.append("\n" if tag != "span" else "")

        def handle_endtag(self, tag):
            if tag in ("style", "script", "title"):
                self.skip -= 1
            if tag in ("div", "p", "tr", "td", "th", "li", "h1", "h2", "h3"):
                self.out.append("\n")

        def handle_data(self, data):
            if not self.skip:
                self.out.append(data)

    p = P()
    p.feed(html)
    return "".join(p.out)


# --------------------------------------------------------------------------------------------
# people, places, organisations
# --------------------------------------------------------------------------------------------
def person_name(r: random.Random, a3: str, sex: str) -> tuple[str, str]:
    group = COUNTRIES[a3][8]
    if group not in NAMES:
        group = "gulf"
    males, females, surnames = NAMES[group]
    given = r.choice(females if sex == "F" else males)
    if group in ("gulf", "egypt") and r.random() < 0.6:
        given += " " + r.choice(males)  # father's name
    elif group in ("westafrica", "centralafrica", "turkey", "levant") and r.random() < 0.3:
        extra = r.choice(females if sex == "F" else males)
        if extra != given:
            given += " " + extra
    return given, r.choice(surnames)


def address(r: random.Random, a3: str) -> tuple[list[str], str]:
    n = r.randint(1, 240)
    if a3 == "ARE":
        city = r.choice(["Dubai", "Abu Dhabi", "Sharjah", "Ajman"])
        area = r.choice(["Al Barsha 2", "Jumeirah Village Circle", "Al Nahda 1", "Khalifa City A", "Mirdif", "Al Reem Island", "Dubai Marina"])
        return r.choice([[f"Villa {n}, Street {r.randint(1, 60)}", area, city], [f"Apartment {r.randint(101, 2405)}, {r.choice(['Marina Crown', 'Sky Gardens', 'Al Fattan Tower', 'Reef Residence'])}", area, f"P.O. Box {r.randint(1000, 99999)}, {city}"]]), city
    if a3 == "SAU":
        city = r.choice(["Riyadh", "Jeddah", "Dammam", "Al Khobar"])
        return [f"Building {r.randint(1000, 9999)}, {r.choice(['King Fahd Road', 'Prince Sultan Street', 'Al Takhassusi Street', 'Tahlia Street'])}", f"{r.choice(['Al Olaya', 'Al Rawdah', 'Al Nakheel', 'Al Shati'])} District", f"{city} {r.randint(11000, 34999)}, Additional No. {r.randint(1000, 9999)}"], city
    if a3 == "QAT":
        return [f"Zone {r.randint(20, 90)}, Street {r.randint(200, 990)}, Building {n}", r.choice(["West Bay", "Al Sadd", "Al Waab", "The Pearl"]), "Doha"], "Doha"
    if a3 == "KWT":
        city = r.choice(["Salmiya", "Hawally", "Jabriya", "Kuwait City"])
        return [f"Block {r.randint(1, 12)}, Street {r.randint(1, 40)}, House {n}", city], city
    if a3 == "BHR":
        return [f"Flat {r.randint(1, 40)}, Building {r.randint(100, 2999)}, Road {r.randint(100, 4999)}, Block {r.randint(300, 999)}", r.choice(["Juffair", "Seef", "Adliya"]), "Manama"], "Manama"
    if a3 == "OMN":
        return [f"Way {r.randint(1000, 9999)}, House {n}", r.choice(["Al Khuwair", "Qurum", "Madinat Sultan Qaboos", "Al Ghubra"]), f"Muscat {r.randint(100, 135)}"], "Muscat"
    if a3 == "JOR":
        return [f"{n} {r.choice(['Mecca Street', 'Zahran Street', 'Wasfi Al Tal Street', 'Queen Rania Street'])}", r.choice(["Um Uthaina", "Khalda", "Sweifieh", "Abdoun"]), f"Amman {r.randint(11100, 11990)}"], "Amman"
    if a3 == "LBN":
        return [f"{r.choice(['Rue Abdel Wahab El Inglizi', 'Rue Hamra', 'Rue Gouraud', 'Avenue Charles Malek'])}, Immeuble {r.choice(['Nahas', 'Saadeh', 'Fattal', 'Khoury'])}, {r.randint(1, 9)}e étage", r.choice(["Achrafieh", "Hamra", "Mar Mikhael", "Jounieh"]), "Beirut"], "Beirut"
    if a3 == "EGY":
        city = r.choice(["Cairo", "Giza", "Alexandria"])
        return [f"{n} {r.choice(['Gamal Abdel Nasser Street', 'El Thawra Street', 'Abbas El Akkad Street', '90th Street'])}", r.choice(["Heliopolis", "Nasr City", "New Cairo", "Dokki", "Smouha"]), f"{city} {r.randint(11311, 21599)}"], city
    if a3 == "MAR":
        city = r.choice(["Casablanca", "Rabat", "Marrakech", "Tanger"])
        return [f"{n}, {r.choice(['Boulevard Zerktouni', 'Rue Ibnou Mounir', 'Avenue Mohammed V', 'Rue Abou Inane'])}", r.choice(["Maârif", "Agdal", "Gueliz", "Hay Riad"]), f"{r.randint(10000, 90090)} {city}"], city
    if a3 == "TUN":
        city = r.choice(["Tunis", "Sousse", "Sfax"])
        return [f"{n} {r.choice(['Rue de Marseille', 'Avenue Habib Bourguiba', 'Rue du Lac Léman', 'Avenue de Carthage'])}", f"{r.choice(['1053 Les Berges du Lac', '1000', '4000', '3027'])} {city}"], city
    if a3 == "DZA":
        city = r.choice(["Alger", "Oran", "Constantine"])
        return [f"Cité {r.choice(['500 Logements', 'des Annasser', 'El Bahia'])}, Bt {r.randint(1, 40)} N° {r.randint(1, 60)}", f"{r.choice(['Bab Ezzouar', 'Hydra', 'Bir Mourad Raïs', 'Es Senia'])}, {city} {r.randint(16000, 31999)}"], city
    if a3 == "TUR":
        city, dist = r.choice([("İstanbul", "Kadıköy"), ("İstanbul", "Beşiktaş"), ("Ankara", "Çankaya"), ("İzmir", "Karşıyaka"), ("Bursa", "Nilüfer")])
        return [f"{r.choice(['Bağdat Cad.', 'Atatürk Bulvarı', 'Cumhuriyet Cad.', 'Barbaros Bulvarı'])} No: {n} D: {r.randint(1, 30)}", f"{r.choice(['Caddebostan Mah.', 'Levent Mah.', 'Kızılay Mah.', 'Bostanlı Mah.'])}", f"{r.randint(34000, 35999)} {dist}/{city}"], city
    if a3 == "SEN":
        return [r.choice([f"Cité Keur Gorgui, Villa N° {n}", f"Sicap Liberté {r.randint(1, 6)}, Villa {n}", f"Point E, Rue {r.choice(['A', 'B', 'D', 'PE-12'])}, N° {n}"]), "Dakar"], "Dakar"
    if a3 == "CIV":
        return [f"{r.choice(['Cocody Riviera 3', 'Cocody Deux-Plateaux', 'Marcory Zone 4', 'Yopougon Maroc'])}, Lot {n}", f"{r.randint(1, 28):02d} BP {r.randint(100, 2999)} Abidjan {r.randint(1, 28):02d}"], "Abidjan"
    if a3 == "MLI":
        return [f"ACI 2000, Rue {r.randint(300, 450)}, Porte {n}", "Bamako"], "Bamako"
    if a3 == "CMR":
        city = r.choice(["Yaoundé", "Douala"])
        return [f"Quartier {r.choice(['Bastos', 'Bonapriso', 'Akwa', 'Omnisport'])}, Rue {r.randint(1, 3)}.{r.randint(100, 999)}", f"BP {r.randint(1000, 9999)} {city}"], city
    if a3 == "GAB":
        return [f"Quartier {r.choice(['Louis', 'Glass', 'Batterie IV'])}, BP {r.randint(1000, 9999)}", "Libreville"], "Libreville"
    return [f"{n} Main Road", "City Centre"], "City"


EMPLOYERS = {
    "gulf": ["Emirates Facilities Management LLC", "Gulf Petrochemical Services Co.", "National Marine Dredging Company", "Al Futtaim Engineering", "Ministry of Health and Prevention",
             "Qatar Airways Group", "Saudi Electricity Company", "Oman LNG L.L.C.", "Dubai Holding", "Kuwait Oil Company", "Bapco Energies", "Almarai Company"],
    "levant": ["Arab Potash Company", "Aramex International", "Hikma Pharmaceuticals", "Orange Jordan", "Clinique du Levant SAL", "Bank Audi SAL"],
    "egypt": ["Orascom Construction", "Elsewedy Electric", "Commercial International Bank", "Telecom Egypt", "Juhayna Food Industries"],
    "maghreb": ["OCP Group", "Maroc Telecom", "Royal Air Maroc", "Sonatrach", "Poulina Group Holding", "Tunisie Telecom", "Renault Tanger Méditerranée"],
    "turkey": ["Türk Telekom A.Ş.", "Koç Holding A.Ş.", "Arçelik A.Ş.", "Ford Otosan", "Turkcell İletişim Hizmetleri A.Ş.", "Anadolu Sigorta"],
    "westafrica": ["Sonatel SA", "Orange Côte d'Ivoire", "Société Générale Côte d'Ivoire", "Port Autonome de Dakar", "Compagnie Ivoirienne d'Électricité", "SOCOCIM Industries"],
    "centralafrica": ["Société Nationale des Hydrocarbures", "Perenco Cameroun", "Comilog SA", "Orange Cameroun", "Brasseries du Cameroun", "Gabon Oil Company"],
}
OCCUPATIONS = {
    "en": ["Senior Accountant", "Petroleum Engineer", "Civil Engineer", "Pharmacist", "Secondary School Teacher", "IT Project Manager", "Sales Manager",
           "Medical Doctor", "Logistics Coordinator", "Architect", "HR Officer", "Financial Analyst", "Nurse", "Air Traffic Controller"],
    "fr": ["Ingénieur génie civil", "Comptable", "Pharmacienne", "Enseignant", "Chef de projet informatique", "Directeur commercial", "Médecin",
           "Responsable logistique", "Architecte", "Cadre bancaire", "Contrôleur de gestion", "Infirmière"],
    "tr": ["Muhasebe Müdürü", "İnşaat Mühendisi", "Eczacı", "Öğretmen", "Yazılım Uzmanı", "Satış Müdürü", "Doktor", "Mimar", "Finans Analisti"],
}
SELF_EMPLOYED = {"en": ["Business owner", "Self-employed trader", "Independent consultant", "Real estate broker (self-employed)"],
                 "fr": ["Commerçant", "Chef d'entreprise", "Consultant indépendant", "Profession libérale (avocat)"],
                 "tr": ["Serbest Meslek", "İşletme Sahibi", "Serbest Muhasebeci"]}
RETIRED = {"en": ["Retired", "Retired (former civil servant)"], "fr": ["Retraité", "Retraité de la fonction publique"], "tr": ["Emekli"]}
NOT_WORKING = {"en": ["Homemaker", "Student"], "fr": ["Femme au foyer", "Étudiant"], "tr": ["Ev Hanımı", "Öğrenci"]}

SOURCES = {
    "employment": {"en": "Salary / employment income", "fr": "Salaires / revenus d'emploi", "tr": "Maaş geliri"},
    "business": {"en": "Business income", "fr": "Revenus d'activité commerciale", "tr": "Ticari kazanç"},
    "investments": {"en": "Investments / dividends", "fr": "Revenus de placements", "tr": "Yatırım gelirleri"},
    "inheritance": {"en": "Inheritance", "fr": "Héritage / succession", "tr": "Miras"},
    "pension": {"en": "Pension / end-of-service benefits", "fr": "Pension de retraite", "tr": "Emekli maaşı"},
    "other": {"en": "Other", "fr": "Autre", "tr": "Diğer"},
}
OTHER_SOURCES = {"en": ["rental income", "family support", "sale of property"], "fr": ["revenus locatifs", "aide familiale", "vente d'un bien immobilier"], "tr": ["kira geliri", "aile desteği", "gayrimenkul satışı"]}


def id_number(r: random.Random, a3: str, kind: str) -> str:
    L = "ABCDEFGHJKLMNPRSTUVWXYZ"
    d = lambda k: "".join(str(r.randint(0, 9)) for _ in range(k))
    if kind == "passport":
        return {"ARE": lambda: r.choice(L) + d(7), "TUR": lambda: "U" + d(8), "MAR": lambda: r.choice(L) + r.choice(L) + d(7), "LBN": lambda: "LR" + d(7),
                "EGY": lambda: "A" + d(8), "SAU": lambda: r.choice(L) + d(6), "JOR": lambda: r.choice(L) + d(6), "TUN": lambda: r.choice(L) + d(6)}.get(a3, lambda: r.choice(L) + d(r.choice([7, 8])))()
    return {"ARE": lambda: f"784-{r.randint(1970, 2004)}-{d(7)}-{d(1)}", "TUR": lambda: r.choice(L) + d(2) + r.choice(L) + d(5), "MAR": lambda: r.choice(["BE", "BK", "AB", "J"]) + d(6),
            "TUN": lambda: d(8), "DZA": lambda: d(9), "SEN": lambda: d(9), "CIV": lambda: "C" + d(8), "CMR": lambda: d(9), "GAB": lambda: "G" + d(8), "MLI": lambda: d(9),
            "EGY": lambda: d(14), "JOR": lambda: r.choice(L) + r.choice(L) + r.choice(L) + d(5), "SAU": lambda: "1" + d(9), "KWT": lambda: d(12), "QAT": lambda: d(11),
            "BHR": lambda: d(9), "OMN": lambda: d(8), "LBN": lambda: d(9)}.get(a3, lambda: d(9))()


def phone(r: random.Random, a3: str) -> str:
    cc = {"ARE": "971 5", "SAU": "966 5", "QAT": "974 ", "KWT": "965 ", "BHR": "973 3", "OMN": "968 9", "JOR": "962 7", "LBN": "961 3", "EGY": "20 10",
          "MAR": "212 6", "TUN": "216 2", "DZA": "213 5", "TUR": "90 5", "SEN": "221 77", "CIV": "225 07", "MLI": "223 7", "CMR": "237 6", "GAB": "241 0"}.get(a3, "971 5")
    d = "".join(str(r.randint(0, 9)) for _ in range(7))
    return r.choice([f"+{cc}{d[0]} {d[1:4]} {d[4:]}", f"+{cc.replace(' ', '')}{d}", f"00{cc.replace(' ', '')} {d}"])


def email(r: random.Random, given: str, surname: str) -> str:
    g = mrz_clean(given.split()[0]).lower().replace("<", "")
    s = mrz_clean(surname).lower().replace("<", "")
    return f"{r.choice([g + '.' + s, g[0] + s, s + str(r.randint(1, 99)), g + '_' + s[:4]])}@{r.choice(['gmail.com', 'hotmail.com', 'yahoo.fr', 'outlook.com', 'icloud.com', 'emirates.net.ae'])}"


BANKS = {  # home country: (bank name, BIC, city)
    "ARE": [("Emirates Gulf Commercial Bank PJSC", "EGCBAEAD", "Dubai"), ("Al Wafra Islamic Bank PJSC", "AWIBAEAA", "Abu Dhabi")],
    "SAU": [("Arabian National Trade Bank", "ANTBSARI", "Riyadh"), ("Al Rayah Islamic Bank", "ARIBSAJE", "Jeddah")],
    "QAT": [("Doha Peninsula Bank Q.P.S.C.", "DPBKQAQA", "Doha")],
    "KWT": [("Gulf Commercial Bank of Kuwait K.S.C.P.", "GCBKKWKW", "Kuwait City")],
    "BHR": [("Bahrain Pearl Bank B.S.C.", "BPBKBHBM", "Manama")],
    "OMN": [("Bank Muscat Al Sahil S.A.O.G.", "BMASOMRX", "Muscat")],
    "JOR": [("Jordan Levant Bank PLC", "JLBKJOAM", "Amman")],
    "LBN": [("Banque Libano-Méditerranéenne SAL", "BLMELBBX", "Beirut")],
    "EGY": [("Nile Delta Bank S.A.E.", "NDBKEGCX", "Cairo")],
    "MAR": [("Banque Atlas du Maroc", "BAMCMAMC", "Casablanca")],
    "TUN": [("Banque de Carthage pour le Commerce", "BCCOTNTT", "Tunis")],
    "DZA": [("Banque Algérienne du Sahel", "BASADZAL", "Alger")],
    "TUR": [("Anadolu Ticaret Bankası A.Ş.", "ATBKTRIS", "İstanbul"), ("Boğaziçi Katılım Bankası A.Ş.", "BKBKTRIS", "İstanbul")],
    "SEN": [("Banque Sahélienne de Dakar", "BSDKSNDA", "Dakar")],
    "CIV": [("Banque Lagunaire de Côte d'Ivoire", "BLCICIAB", "Abidjan")],
    "MLI": [("Banque du Niger pour le Développement", "BNDVMLBA", "Bamako")],
    "CMR": [("Crédit Équatorial du Cameroun", "CECMCMCX", "Douala")],
    "GAB": [("Banque de l'Estuaire du Gabon", "BEGAGALI", "Libreville")],
}
ISLAMIC_WORDS = ("Islamic", "Katılım", "Rayah", "Wafra")


def is_islamic(bank: str) -> bool:
    return any(w in bank for w in ISLAMIC_WORDS)


def letterhead(r: random.Random, bank: tuple[str, str, str], a3: str, ctx: Ctx | None = None, extra: str = "") -> str:
    name, bic, city = bank
    reg = r.choice([f"Commercial Registration No. {r.randint(10000, 999999)}", f"RC {city} {r.randint(1000, 99999)}", f"Licensed by the Central Bank · Reg. {r.randint(100, 999)}/{r.randint(1990, 2015)}",
                    f"Mersis No: 0{r.randint(100000000, 999999999)}00015", f"Capital social : {r.randint(10, 300)} 000 000 000"])
    addr = f"{r.choice({'TUR': ['Genel Müdürlük', 'Head Office']}.get(a3, ['Siège social', 'Direction générale']) if a3 in FRANCO else {'TUR': ['Genel Müdürlük', 'Head Office']}.get(a3, ['Head Office', 'Main Branch']))}: {esc(' - '.join(address(r, a3)[0]))}"
    return (f'<div class="hdr"><div><div style="font-size:1.35em;font-weight:bold">{esc(name)}</div><div class="small">{addr}</div>'
            f'<div class="small">SWIFT: {bic} · {esc(reg)}</div></div><div class="small right">{extra}</div></div>')


def footer(r: random.Random, bank_name: str, lang: str, pg: str = "") -> str:
    txt = {"en": [f"{bank_name} is regulated by the Central Bank. Information provided will be treated in accordance with applicable AML/CFT laws.",
                  "This form must be completed in block capitals. Incomplete forms will not be processed.",
                  "The customer confirms that the information given is true and undertakes to notify the Bank of any change within 30 days."],
           "fr": [f"{bank_name} – établissement de crédit agréé. Les informations recueillies sont traitées conformément à la réglementation LBC/FT.",
                  "Document à remplir en lettres capitales. Tout dossier incomplet sera retourné.",
                  "Le client certifie l'exactitude des renseignements fournis et s'engage à signaler toute modification."],
           "tr": [f"{bank_name} – 5411 sayılı Bankacılık Kanunu ve 5549 sayılı Kanun kapsamında bilgileriniz gizli tutulur.",
                  "Form büyük harflerle doldurulmalıdır. Eksik formlar işleme alınmaz."]}
    t = r.choice(txt.get(lang, txt["en"]))
    return f'<div class="small" style="margin-top:14px;border-top:1px solid #999;padding-top:4px">{esc(t)} {esc(pg)}</div>'


# --------------------------------------------------------------------------------------------
# KYC
# --------------------------------------------------------------------------------------------
def kyc_person(r: random.Random, home: str, lang: str) -> dict:
    nat = home
    if home in GULF and r.random() < 0.45:
        nat = r.choice(["EGY", "JOR", "LBN", "IND", "PAK", "PHL", "GBR", "MAR", "TUN", "SAU" if home != "SAU" else "ARE"])
    elif home in AFRICA_FR and r.random() < 0.15:
        nat = r.choice(["FRA", "SEN", "CIV", "CMR", "MLI"])
    sex = r.choice("MF")
    given, surname = person_name(r, nat, sex)
    dob = rand_date(r, D(1956, 1, 1), D(2003, 12, 31))
    id_kind = "passport" if (nat != home or r.random() < 0.5) else "national_id"
    if id_kind == "national_id" and home in GULF and nat != home and home != "ARE":
        id_kind = "passport"
    issuer = nat if id_kind == "passport" else home
    if id_kind == "national_id" and nat != home:
        issuer = home  # Emirates ID held by a resident expatriate
    expiry = rand_date(r, D(2026, 3, 1), D(2034, 12, 31))
    issue = expiry.replace(year=expiry.year - (10 if id_kind == "passport" and r.random() < 0.6 else 5)) - _dt.timedelta(days=1)
    lines, city = address(r, home)
    kind = r.choices(["emp", "self", "ret", "none"], [70, 15, 10, 5])[0]
    ol = lang if lang in ("fr", "tr") else "en"
    group = COUNTRIES[home][8]
    employer = None
    if kind == "emp":
        occupation, employer = r.choice(OCCUPATIONS[ol]), r.choice(EMPLOYERS.get(group, EMPLOYERS["gulf"]))
        source = r.choices(["employment", "investments", "inheritance", "other"], [85, 6, 4, 5])[0]
    elif kind == "self":
        occupation, source = r.choice(SELF_EMPLOYED[ol]), r.choices(["business", "investments", "other"], [80, 10, 10])[0]
    elif kind == "ret":
        occupation, source = r.choice(RETIRED[ol]), r.choices(["pension", "investments", "inheritance"], [80, 10, 10])[0]
    else:
        occupation, source = r.choice(NOT_WORKING[ol]), r.choice(["other", "inheritance", "investments"])
    ccy = COUNTRIES[home][6] if r.random() < 0.8 else r.choice(["USD", "EUR"])
    scale = {"KWD": 0.3, "BHD": 0.38, "OMR": 0.38, "JOD": 0.7, "TND": 3, "USD": 1, "EUR": 0.92, "AED": 3.67, "SAR": 3.75, "QAR": 3.64,
             "EGP": 48, "MAD": 10, "DZD": 135, "TRY": 34, "XOF": 600, "XAF": 600}.get(ccy, 1)
    monthly = round(r.uniform(900, 16000) * scale, -1 if scale < 5 else -3)
    if scale < 1:
        monthly = round(r.uniform(900, 16000) * scale, 0) + r.choice([0, 0, 0.5, 0.25])
    monthly_stated = r.random() < 0.5
    annual = round(monthly * 12, 3)
    tin = None
    if r.random() < 0.6:
        tin = {"TUR": lambda: "".join(str(r.randint(0, 9)) for _ in range(10)), "MAR": lambda: str(r.randint(10000000, 99999999)),
               "SEN": lambda: f"{r.randint(1000000, 9999999)} {r.randint(1, 9)}{r.choice('ABCV')}{r.randint(1, 3)}", "CIV": lambda: f"{r.randint(1000000, 9999999)}{r.choice('ABCDEFGH')}",
               "EGY": lambda: f"{r.randint(100, 999)}-{r.randint(100, 999)}-{r.randint(100, 999)}", "SAU": lambda: "3" + "".join(str(r.randint(0, 9)) for _ in range(14))}.get(
            home, lambda: "".join(str(r.randint(0, 9)) for _ in range(r.choice([9, 10, 12, 15]))))()
    return dict(home=home, nat=nat, sex=sex, given=given, surname=surname, dob=dob, id_kind=id_kind, issuer=issuer, id_no=id_number(r, issuer, id_kind),
                issue=issue, expiry=expiry, lines=lines, city=city, kind=kind, occupation=occupation, employer=employer, source=source, ccy=ccy,
                monthly=monthly, annual=annual, monthly_stated=monthly_stated, is_pep=r.random() < 0.12, tin=tin,
                pob=r.choice([address(r, nat)[1] if nat in HOME else COUNTRIES[nat][0], COUNTRIES[nat][0]]),
                phone=phone(r, home), email=email(r, given, surname), marital=r.choice(["married", "single", "divorced", "widowed"]))


def kyc_truth(p: dict, addr_truth: str, full_name: str, sex_stated: bool) -> dict:
    return {
        "full_name": full_name, "date_of_birth": p["dob"].isoformat(), "sex": p["sex"] if sex_stated else None, "nationality": p["nat"],
        "id_document_type": p["id_kind"], "id_document_number": p["id_no"], "id_issuing_country": p["issuer"], "id_expiry_date": p["expiry"].isoformat(),
        "residential_address": addr_truth, "country_of_residence": p["home"], "occupation": p["occupation"], "employer_name": p["employer"],
        "annual_income": round(p["monthly"] * 12, 3) if p["monthly_stated"] else p["annual"], "income_currency": p["ccy"], "source_of_funds": p["source"],
        "is_pep": p["is_pep"], "tax_identification_number": p["tin"],
    }


SEX_WORDS = {"en": ("Male", "Female"), "fr": ("Masculin", "Féminin"), "tr": ("Erkek", "Kadın")}
MARITAL_WORDS = {"en": {"married": "Married", "single": "Single", "divorced": "Divorced", "widowed": "Widowed"},
                 "fr": {"married": "Marié(e)", "single": "Célibataire", "divorced": "Divorcé(e)", "widowed": "Veuf / veuve"},
                 "tr": {"married": "Evli", "single": "Bekâr", "divorced": "Boşanmış", "widowed": "Dul"}}


def id_copy(r: random.Random, p: dict, lang2: str) -> str:
    """A copy of the passport data page or of the national identity card (visual zone + MRZ)."""
    up = r.random() < 0.8
    sn, gn = (p["surname"].upper(), p["given"].upper()) if up else (p["surname"], p["given"])
    iss = p["issuer"]
    ds = r.choice(["pp", "dMy", "dmy.", "dmy/"])
    sexw = p["sex"] if r.random() < 0.6 else {"M": "M/H", "F": "F/F"}[p["sex"]]
    nat_txt = COUNTRIES[p["nat"]][4].upper() if r.random() < 0.6 else p["nat"]
    loc = {"ar": {"surname": "اللقب", "given": "الاسم", "dob": "تاريخ الميلاد", "sex": "الجنس", "nat": "الجنسية", "no": "رقم الجواز", "exp": "تاريخ الانتهاء", "iss": "تاريخ الإصدار"},
           "fr": {"surname": "Nom", "given": "Prénoms", "dob": "Date de naissance", "sex": "Sexe", "nat": "Nationalité", "no": "N° du document", "exp": "Date d'expiration", "iss": "Date de délivrance"},
           "tr": {"surname": "Soyadı", "given": "Adı", "dob": "Doğum tarihi", "sex": "Cinsiyeti", "nat": "Uyruğu", "no": "Belge No", "exp": "Son geçerlilik", "iss": "Veriliş tarihi"}}[lang2]
    en = {"surname": "Surname", "given": "Given names", "dob": "Date of birth", "sex": "Sex", "nat": "Nationality", "no": "Passport No." if p["id_kind"] == "passport" else "Document No.",
          "exp": "Date of expiry", "iss": "Date of issue"}

    def cap(k):
        a = f'<span class="ar" dir="rtl">{esc(loc[k])}</span>' if lang2 == "ar" else esc(loc[k])
        return f'<span class="cap">{a} / {esc(en[k])}</span>'

    cell = lambda k, v: f'<div style="margin:3px 0">{cap(k)}<b>{esc(v)}</b></div>'
    title = ("PASSPORT / PASSEPORT" if lang2 != "tr" else "PASAPORT / PASSPORT") if p["id_kind"] == "passport" else \
        {"ar": "IDENTITY CARD / بطاقة الهوية", "fr": "CARTE NATIONALE D'IDENTITÉ / IDENTITY CARD", "tr": "TÜRKİYE CUMHURİYETİ KİMLİK KARTI / IDENTITY CARD"}[lang2]
    fields = [cell("surname", sn), cell("given", gn), cell("nat", nat_txt), cell("dob", fmt_date(p["dob"], ds)), cell("sex", sexw),
              cell("no", p["id_no"]), cell("iss", fmt_date(p["issue"], ds)), cell("exp", fmt_date(p["expiry"], ds))]
    if p["id_kind"] == "passport":
        mrz = mrz_td3(iss, p["surname"], p["given"], p["id_no"], p["nat"], p["dob"], p["sex"], p["expiry"])
    elif len(p["id_no"]) <= 9:
        mrz = mrz_td1(iss, p["surname"], p["given"], p["id_no"], p["nat"], p["dob"], p["sex"], p["expiry"], opt1="".join(str(r.randint(0, 9)) for _ in range(r.choice([0, 11]))))
    else:
        mrz = []
    stamp = r.choice(["", "", '<span class="stamp">CERTIFIED TRUE COPY</span>', '<span class="stamp">COPIE CONFORME</span>', '<span class="stamp">ORIGINAL SEEN</span>'])
    code = f'<span class="cap">Code / {esc(loc["nat"]) if lang2 != "ar" else "الرمز"}</span><b>{iss}</b>' if p["id_kind"] == "passport" else ""
    mrz_html = f'<div class="mrz" style="margin-top:8px">{esc(chr(10).join(mrz))}</div>' if mrz else ""
    return (f'<div style="border:1px solid #555;border-radius:6px;padding:10px;margin-top:12px;width:165mm">'
            f'<div style="display:flex;justify-content:space-between"><b>{esc(country_name(iss, "en").upper())}</b><b>{esc(title)}</b></div>'
            f'<div style="display:flex;gap:14px"><div style="width:28mm;height:36mm;border:1px dashed #888" class="small center">PHOTO</div>'
            f'<div style="columns:2;flex:1">{"".join(fields)}<div>{code}</div></div></div>{mrz_html}</div><div class="small">{stamp}</div>')


def kyc_values(r: random.Random, p: dict, ctx: Ctx, money: Money, ds: str, name_mode: str, addr_sep: str, addr_country: bool, upper_names: bool):
    """Surface values of the person for a form, and the truth they imply."""
    lang = ctx.lang
    g, s = (p["given"].upper(), p["surname"].upper()) if upper_names else (p["given"], p["surname"])
    lines = list(p["lines"]) + ([country_name(p["home"], lang)] if addr_country else [])
    addr_html, addr_truth = lines_html(lines, addr_sep)
    v = {}
    if name_mode == "full":
        v["full_name"] = esc(f"{g} {s}")
    elif name_mode == "comma":
        v["full_name"] = esc(f"{s}, {g}")
    else:
        v["surname"], v["given"] = esc(s), esc(g)
    v["dob"] = esc(fmt_date(p["dob"], ds))
    v["pob"] = esc(p["pob"])
    sw = SEX_WORDS.get(lang, SEX_WORDS["en"])
    v["sex"] = options(r, list(sw), 0 if p["sex"] == "M" else 1) if r.random() < 0.5 else esc(r.choice([p["sex"], sw[0 if p["sex"] == "M" else 1]]))
    v["nationality"] = esc(nationality_surface(r, p["nat"], lang, p["sex"]))
    mw = MARITAL_WORDS.get(lang, MARITAL_WORDS["en"])
    v["marital"] = esc(mw[p["marital"]])
    idw = {"en": ("Passport", "National ID card"), "fr": ("Passeport", "Carte nationale d'identité"), "tr": ("Pasaport", "T.C. Kimlik Kartı")}.get(lang, ("Passport", "National ID card"))
    if p["issuer"] == "ARE" and p["id_kind"] == "national_id":
        idw = (idw[0], "Emirates ID")
    v["id_type"] = options(r, list(idw), 0 if p["id_kind"] == "passport" else 1) if r.random() < 0.5 else esc(idw[0 if p["id_kind"] == "passport" else 1])
    v["id_number"] = esc(p["id_no"])
    v["id_issue"] = esc(fmt_date(p["issue"], ds))
    v["id_expiry"] = esc(fmt_date(p["expiry"], ds))
    v["id_country"] = esc(country_surface(r, p["issuer"], lang))
    v["address"] = addr_html
    v["country_res"] = esc(country_surface(r, p["home"], lang))
    v["phone"] = esc(p["phone"])
    v["email"] = esc(p["email"])
    v["occupation"] = esc(p["occupation"])
    v["employer"] = esc(p["employer"]) if p["employer"] else None
    if p["kind"] == "self" and r.random() < 0.5:
        v["employer"] = esc({"fr": "Travailleur indépendant", "tr": "Serbest çalışan"}.get(lang, "Self-employed"))
    if p["monthly_stated"]:
        v["monthly_income"] = esc(money(p["monthly"], p["ccy"]))
    else:
        v["annual_income"] = esc(money(p["annual"], p["ccy"]))
    srcs = list(SOURCES)
    names = [SOURCES[k].get(lang, SOURCES[k]["en"]) for k in srcs]
    other = ""
    if p["source"] == "other":
        other = f" ({esc(r.choice(OTHER_SOURCES.get(lang, OTHER_SOURCES['en'])))})"
    if r.random() < 0.55:
        v["source_funds"] = options(r, names, srcs.index(p["source"])) + other
    else:
        v["source_funds"] = esc(names[srcs.index(p["source"])]) + other
    v["pep"] = yes_no(r, p["is_pep"], lang, r.choice([None, None, "word"]))
    if p["is_pep"]:
        v["pep"] += esc(r.choice([" — position: Member of Municipal Council", " — brother of a serving Deputy Minister", " (ancien directeur général d'un établissement public)", " — spouse of a senior army officer"]))
    v["tin"] = esc(p["tin"]) if p["tin"] else None
    v["tax_res"] = esc(country_surface(r, p["home"], lang))
    v["us_person"] = yes_no(r, False, lang)
    full = f"{p['given']} {p['surname']}"
    return v, addr_truth, full


def _kyc_sections(ctx: Ctx, v: dict, r: random.Random, extras: bool = True) -> list[tuple[str, list[tuple[str, str | None]]]]:
    L = ctx.L
    name_rows = [(L("full_name"), v["full_name"])] if "full_name" in v else [(L("surname"), v["surname"]), (L("given"), v["given"])]
    personal = name_rows + [(L("dob"), v["dob"]), (L("pob"), v["pob"]), (L("sex"), v["sex"]), (L("nationality"), v["nationality"]), (L("marital"), v["marital"])]
    if extras and r.random() < 0.3:
        personal.append((L("mother"), esc(r.choice(["Fatima", "Khadija", "Aïcha", "Zeynep", "Mariam"]) + " " + r.choice(["Haddad", "Benali", "Diop", "Öztürk", "Al Shamsi"]))))
    identity = [(L("id_type"), v["id_type"]), (L("id_number"), v["id_number"]), (L("id_issue"), v["id_issue"]), (L("id_expiry"), v["id_expiry"]), (L("id_country"), v["id_country"])]
    contact = [(L("address"), v["address"]), (L("country_res"), v["country_res"]), (L("phone"), v["phone"]), (L("email"), v["email"])]
    if extras and r.random() < 0.35:
        contact.insert(2, (L("prev_address"), r.choice([None, esc(", ".join(address(r, r.choice(HOME))[0]))])))
    inc = [(L("monthly_income"), v["monthly_income"])] if "monthly_income" in v else [(L("annual_income"), v["annual_income"])]
    employment = [(L("occupation"), v["occupation"]), (L("employer"), v["employer"])] + inc + [(L("source_funds"), v["source_funds"])]
    if extras and r.random() < 0.4:
        employment.append((L("source_wealth"), esc(r.choice(["Savings from employment", "Family wealth", "Épargne personnelle", "Sale of real estate", "Birikim"]))))
    tax = [(L("tax_res"), v["tax_res"]), (L("tin"), v["tin"])] + ([(L("us_person"), v["us_person"])] if r.random() < 0.6 else [])
    pep = [(L("pep"), v["pep"])]
    secs = [("personal", personal), ("identity", identity), ("contact", contact), ("employment", employment), ("tax", tax), ("pep", pep)]
    if r.random() < 0.35:
        secs = secs[:1] + secs[2:3] + secs[1:2] + secs[3:]
    if r.random() < 0.3:
        secs[-1], secs[-2] = secs[-2], secs[-1]
    return secs


def _signature_block(r: random.Random, ctx: Ctx, ds: str, city: str) -> str:
    d = rand_date(r, D(2024, 1, 1), D(2025, 12, 31))
    return (f'<table style="margin-top:16px"><tr><td>{ctx.L("signature")}: ______________________</td><td>{ctx.L("date")}: {esc(fmt_date(d, ds))}</td>'
            f'<td class="small">{esc(r.choice(["Verified by (staff ID)", "Contrôlé par", "Onaylayan personel", "Checker"]))}: {r.choice(["E", "S", "T"])}{r.randint(1000, 99999)}</td></tr></table>')


def _kyc_form(r: random.Random, index: int, layout: str, home_pool: list[str], langs: tuple[str, ...], styles: list[str], copy_lang: str,
              title: dict, extras: bool = True, boxes_cols: int = 2) -> AuthoredDocument:
    home = r.choice(home_pool)
    ctx = Ctx(r, langs)
    lang = ctx.lang
    p = kyc_person(r, home, lang)
    money = Money(r, lang, home)
    ds = r.choice(date_styles(lang))
    name_mode = r.choice(["full", "split", "comma", "split"])
    upper = r.random() < 0.5
    addr_sep = r.choice(["br", ", ", "br"])
    addr_country = r.random() < 0.3
    v, addr_truth, full = kyc_values(r, p, ctx, money, ds, name_mode, addr_sep, addr_country, upper)
    has_copy = r.random() < 0.7
    sex_stated = True
    if not has_copy and r.random() < 0.25:
        v["sex"] = "__drop__"
        sex_stated = False
    bank = r.choice(BANKS.get(home, BANKS["ARE"]))
    secs = _kyc_sections(ctx, v, r, extras)
    style = r.choice(styles)
    body = [letterhead(r, bank, home, ctx, f'{ctx.L("customer_no")}: {r.randint(10000000, 99999999)}<br>{ctx.L("branch")}: {esc(bank[2])} {r.choice(["Main", "Centre", "Mall", "Ville"])}')]
    body.append(f'<h2 style="margin:4px 0">{ctx._combine([(lg, title[lg]) for lg in langs if lg in title])}</h2>')
    if r.random() < 0.5:
        body.append(f'<div class="small">{ctx.L("account_type")}: {options(r, ["Current", "Savings", "Wakala deposit" if is_islamic(bank[0]) else "Fixed deposit"], r.randint(0, 2))}</div>')
    for key, rows in secs:
        rows = [(l, val) for l, val in rows if val != "__drop__"]
        st = style if r.random() < 0.8 else r.choice(styles)
        body.append(f'<div class="sec">{ctx.S(key)}</div>' + kv(ctx, rows, st, boxes_cols))
    body.append(_signature_block(r, ctx, ds, p["city"]))
    body.append(footer(r, bank[0], lang, r.choice(["", "Page 1 of 2", "Form KYC-IND v3.2", "Réf. F-CDD-07"])))
    if has_copy:
        body.append(f'<div class="pb"></div><div class="small">{esc(r.choice(["Annex 1 – Copy of identity document", "Annexe : copie de la pièce d’identité", "Ek: Kimlik belgesi fotokopisi", "ID copy attached"]))}</div>')
        body.append(id_copy(r, p, copy_lang))
    truth = kyc_truth(p, addr_truth, full, sex_stated)
    return AuthoredDocument("kyc_individual", layout, page(r, "".join(body), layout), truth)


def kyc_uae_cdd(r, i):
    return _kyc_form(r, i, "uae_cdd_bilingual", ["ARE", "ARE", "QAT", "BHR", "OMN", "KWT", "SAU"], ("en", "ar"), ["table", "table4", "tab"], "ar",
                     {"en": "Customer Due Diligence Form – Individual", "ar": "نموذج العناية الواجبة للعملاء – الأفراد"})


def kyc_maghreb_fiche(r, i):
    return _kyc_form(r, i, "maghreb_fiche_client", ["MAR", "TUN", "DZA", "MAR"], ("fr", "ar") if r.random() < 0.6 else ("fr",), ["dots", "colon", "bold_colon"], "fr",
                     {"fr": "Fiche de connaissance client (KYC) – Personne physique", "ar": "بطاقة معرفة العميل – شخص طبيعي"})


def kyc_turkey(r, i):
    return _kyc_form(r, i, "turkey_musteri_tanima", ["TUR"], ("tr", "en"), ["boxes", "boxes", "table4"], "tr",
                     {"tr": "Müşteri Tanıma Formu (Gerçek Kişi)", "en": "Know Your Customer Form (Individual)"}, boxes_cols=r.choice([2, 3]))


def kyc_franco_africa(r, i):
    return _kyc_form(r, i, "uemoa_cemac_ouverture_compte", ["SEN", "CIV", "MLI", "CMR", "GAB"], ("fr", "en") if r.random() < 0.5 else ("fr",), ["header_table", "below", "table"], "fr",
                     {"fr": "Demande d'ouverture de compte – Personne physique", "en": "Account opening application – Individual"})


def kyc_system_export(r, i):
    home = r.choice(HOME)
    lang = "en"
    p = kyc_person(r, home, lang)
    money = Money(r, "en", home)
    money.local = False
    ds = r.choice(["dmy/", "iso", "dMy", "ymd/", "dmy-"])
    bank = r.choice(BANKS.get(home, BANKS["ARE"]))
    up = lambda s: s.upper()
    name_f = r.choice(["split", "comma", "full"])
    rows = [("CIF NUMBER", str(r.randint(10 ** 9, 10 ** 10 - 1))), ("CUSTOMER TYPE", "INDIVIDUAL - RETAIL"), ("SEGMENT", r.choice(["MASS", "PRIORITY", "PREMIER"]))]
    if name_f == "split":
        rows += [("LAST NAME", up(p["surname"])), ("FIRST NAME(S)", up(p["given"]))]
    elif name_f == "comma":
        rows += [("CUSTOMER NAME", up(f"{p['surname']}, {p['given']}"))]
    else:
        rows += [("FULL NAME (ENG)", up(f"{p['given']} {p['surname']}"))]
    rows += [("FULL NAME (ARB)", "—" if r.random() < 0.5 else "[ARABIC SCRIPT ON FILE]")]
    rows += [("DATE OF BIRTH", fmt_date(p["dob"], ds)), ("GENDER", {"M": "M - MALE", "F": "F - FEMALE"}[p["sex"]]), ("NATIONALITY CODE", f"{COUNTRIES[p['nat']][3]} {up(COUNTRIES[p['nat']][0])}")]
    if home == "SAU":
        hy, hm, hd = hijri(p["dob"])
        rows.append(("DOB HIJRI", f"{hy}/{hm:02d}/{hd:02d}"))
    rows += [("ID TYPE", {"passport": "PP - PASSPORT", "national_id": "NI - NATIONAL ID"}[p["id_kind"]]), ("ID NUMBER", p["id_no"]),
             ("ID ISSUE CTRY", p["issuer"]), ("ID ISSUE DATE", fmt_date(p["issue"], ds)), ("ID EXPIRY DATE", fmt_date(p["expiry"], ds))]
    if p["id_kind"] == "passport" and home in GULF and p["nat"] != home:
        rows.append(("RESIDENCE VISA FILE", f"{r.randint(101, 701)}/{r.randint(2015, 2024)}/{r.randint(1000000, 9999999)}"))
    addr_lines = [up(x) for x in p["lines"]]
    rows += [("RESIDENTIAL ADDR", addr_lines[0])] + [("", x) for x in addr_lines[1:]] + [("ADDR COUNTRY", COUNTRIES[home][3] if r.random() < 0.5 else home)]
    rows += [("MOBILE", p["phone"]), ("EMAIL", p["email"].upper()), ("OCCUPATION", up(p["occupation"])), ("EMPLOYER", up(p["employer"]) if p["employer"] else "")]
    if p["monthly_stated"]:
        rows += [("MONTHLY INCOME", money(p["monthly"], p["ccy"]))]
    else:
        rows += [("ANNUAL INCOME", money(p["annual"], p["ccy"]))]
    rows += [("SOURCE OF FUNDS", {"employment": "SAL - SALARY", "business": "BUS - BUSINESS INCOME", "investments": "INV - INVESTMENTS", "inheritance": "INH - INHERITANCE",
                                  "pension": "PEN - PENSION", "other": "OTH - OTHER"}[p["source"]]),
             ("PEP FLAG", ("Y" if p["is_pep"] else "N") + r.choice(["", " (SCREENED " + fmt_date(rand_date(r, D(2024, 1, 1), D(2025, 12, 1)), ds) + ")"])),
             ("FATCA STATUS", "NON US PERSON"), ("CRS TAX RES", home), ("TIN", p["tin"] or ""),
             ("RISK RATING", r.choice(["LOW", "MEDIUM", "HIGH"])), ("LAST KYC REVIEW", fmt_date(rand_date(r, D(2022, 1, 1), D(2025, 6, 1)), ds)),
             ("RM CODE", f"RM{r.randint(100, 999)}"), ("MAKER / CHECKER", f"U{r.randint(1000, 9999)} / U{r.randint(1000, 9999)}")]
    w = max(len(k) for k, _ in rows) + 2
    sep = r.choice([":", " :", "..:"])
    if r.random() < 0.5:
        text = "\n".join((f"{k.ljust(w, '.')}{sep} {v}" if k else " " * (w + len(sep) + 1) + v) for k, v in rows)
    else:
        text = "\n".join((f"{k.ljust(w)}{sep} {v}" if k else " " * (w + len(sep) + 1) + v) for k, v in rows)
    hdr = (f"{bank[0].upper()}  -  CORE BANKING  -  CUSTOMER MASTER ENQUIRY\nSCREEN: CIF0{r.randint(10, 99)}   USER: T{r.randint(10000, 99999)}   "
           f"DATE: {fmt_date(rand_date(r, D(2024, 1, 1), D(2025, 12, 31)), ds)}   TIME: {r.randint(8, 17):02d}:{r.randint(0, 59):02d}:{r.randint(0, 59):02d}\n" + "-" * 78)
    body = f'<div class="mono">{esc(hdr)}\n{esc(text)}\n{"-" * 78}\n{esc(r.choice(["*** END OF ENQUIRY ***", "F3=EXIT  F7=PREV  F8=NEXT", "PRINTED FOR KYC FILE - CONFIDENTIAL"]))}</div>'
    if r.random() < 0.5:
        body += f'<div class="pb"></div>' + id_copy(r, p, "ar" if home in GULF or home in ("JOR", "EGY") else ("tr" if home == "TUR" else "fr"))
    truth = kyc_truth(p, " ".join(addr_lines), f"{p['given']} {p['surname']}", True)
    truth["residential_address"] = fold(" ".join(addr_lines))
    truth["occupation"] = up(p["occupation"])
    truth["employer_name"] = up(p["employer"]) if p["employer"] else None
    return AuthoredDocument("kyc_individual", "core_banking_cif_print", page(r, body, "CIF", font="'DejaVu Sans Mono', monospace"), truth)


def kyc_call_report(r, i):
    home = r.choice(["ARE", "SAU", "QAT", "KWT", "JOR", "LBN", "EGY", "BHR", "OMN", "MAR"])
    p = kyc_person(r, home, "en")
    p["monthly_stated"] = r.random() < 0.5
    money = Money(r, "en", home)
    ds = r.choice(["en", "dMy", "dmy/"])
    bank = r.choice(BANKS.get(home, BANKS["ARE"]))
    he = "She" if p["sex"] == "F" else "He"
    his = "Her" if p["sex"] == "F" else "His"
    title = "Ms." if p["sex"] == "F" else "Mr."
    full = f"{p['given']} {p['surname']}"
    addr = ", ".join(p["lines"])
    natw = COUNTRIES[p["nat"]][4]
    idw = "passport" if p["id_kind"] == "passport" else ("Emirates ID" if p["issuer"] == "ARE" else "national identity card")
    iss = country_name(p["issuer"], "en")
    job = (f"works as {p['occupation']} with {p['employer']}" if p["employer"] else
           f"is {p['occupation'].lower() if p['kind'] != 'self' else 'self-employed (' + p['occupation'] + ')'}")
    inc = (f"a monthly income of {money(p['monthly'], p['ccy'])}" if p["monthly_stated"] else f"an annual income of {money(p['annual'], p['ccy'])}")
    src = {"employment": "salary", "business": "profits of the client's own business", "investments": "returns on an investment portfolio",
           "inheritance": "an inheritance received from the family", "pension": "the client's pension", "other": "rental income (other)"}[p["source"]]
    pep = ("The client IS a politically exposed person (relative of a serving minister); senior management approval obtained." if p["is_pep"]
           else "The client confirmed that he/she is not a PEP and has no close association with a PEP.")
    tin = f"TIN provided: {p['tin']}." if p["tin"] else "No TIN provided (no tax ID issued in the country of residence)."
    meet = rand_date(r, D(2024, 1, 1), D(2025, 12, 1))
    paras = [
        f"Meeting held on {fmt_date(meet, ds)} at the {bank[2]} branch with {title} {full} ({r.choice(['walk-in', 'referred by an existing client', 'introduced by the employer payroll team'])}).",
        f"{he} is a {natw} national, born on {fmt_date(p['dob'], ds)} in {p['pob']}, and presented {his.lower()} {idw} No. {p['id_no']} issued by {iss}, valid until {fmt_date(p['expiry'], ds)}.",
        f"{he} resides at {addr}, {country_name(home, 'en')}. {he} {job} and declared {inc}. Source of funds: {src}.",
        pep + " " + tin,
        f"Expected activity: {r.randint(3, 15)} transactions per month, mainly {r.choice(['salary credits and card spend', 'transfers to family abroad', 'business receipts'])}. "
        f"Previous bank: {r.choice(['Citi', 'HSBC', 'a local bank', 'none'])}.",
    ]
    hdr = kv(Ctx(r, ("en",)), [("Report type", "Relationship Manager Call Report / KYC"), ("RM", f"{r.choice(['Omar', 'Lina', 'Sami', 'Dana'])} {r.choice(['Fares', 'Hijazi', 'Salem'])} (RM{r.randint(100, 999)})"),
                                 ("Prospect ID", f"P-{r.randint(100000, 999999)}"), ("Risk rating", r.choice(["Low", "Medium", "High"]))], "table4")
    body = letterhead(r, bank, home) + "<h3>Call Report – New Individual Relationship</h3>" + hdr + "".join(f"<p>{esc(x)}</p>" for x in paras)
    body += f'<p class="small">Prepared by the RM; reviewed by Compliance on {esc(fmt_date(meet + _dt.timedelta(days=r.randint(1, 9)), ds))}. Internal use only.</p>'
    if r.random() < 0.5:
        body += '<div class="pb"></div>' + id_copy(r, p, "ar" if home != "MAR" else "fr")
    truth = kyc_truth(p, f"{addr}, {country_name(home, 'en')}", full, True if p["id_kind"] or True else None)
    truth["sex"] = p["sex"]  # stated through Mr./Ms. and the pronouns
    return AuthoredDocument("kyc_individual", "rm_call_report_prose", page(r, body, "Call report"), truth)


def kyc_online(r, i):
    home = r.choice(["ARE", "SAU", "QAT", "KWT", "BHR", "OMN", "EGY", "JOR"])
    ctx = Ctx(r, ("en", "ar") if r.random() < 0.6 else ("en",), combine="stack")
    p = kyc_person(r, home, "en")
    money = Money(r, "en", home)
    ds = r.choice(["dmy/", "dMy", "iso", "en"])
    v, addr_truth, full = kyc_values(r, p, ctx, money, ds, r.choice(["full", "split"]), r.choice(["br", ", "]), r.random() < 0.4, r.random() < 0.3)
    bank = r.choice(BANKS.get(home, BANKS["ARE"]))
    secs = _kyc_sections(ctx, v, r)
    ref = f"DA-{r.randint(2024, 2025)}-{r.randint(1000000, 9999999)}"
    body = [f'<div class="small">{esc(bank[0])} · Digital Onboarding · https://online.{mrz_clean(bank[0].split()[0]).lower()}.example/apply</div>',
            f'<h2>{esc(r.choice(["Your application summary", "Review your details", "Account application – submitted"]))}</h2>',
            f'<div class="small">Application reference {esc(ref)} · submitted {esc(fmt_date(rand_date(r, D(2024, 1, 1), D(2025, 12, 1)), ds))} · UAE PASS / Nafath verified: {r.choice(["Yes", "No"])}</div>']
    for n, (key, rows) in enumerate(secs, 1):
        body.append(f'<div class="sec">Step {n} of {len(secs)} — {ctx.S(key)}</div>' + kv(ctx, rows, r.choice(["below", "boxes"]), 2))
    body.append('<p class="small">By submitting this application I confirm that the information is complete and accurate. Liveness check: PASSED. Device: mobile app.</p>')
    if r.random() < 0.5:
        body.append('<div class="pb"></div><div class="small">Uploaded document (scan)</div>' + id_copy(r, p, "ar"))
    return AuthoredDocument("kyc_individual", "gulf_digital_onboarding_summary", page(r, "".join(body), "Onboarding"), kyc_truth(p, addr_truth, full, True))


def kyc_questionnaire(r, i):
    home = r.choice(["LBN", "JOR", "EGY", "LBN", "TUN"])
    langs = ("en", "fr") if home in ("LBN", "TUN") and r.random() < 0.6 else ("en", "ar")
    ctx = Ctx(r, langs, combine=r.choice(["slash", "stack"]))
    p = kyc_person(r, home, "en")
    money = Money(r, "en", home)
    ds = r.choice(["dmy/", "dMy", "en", "dmy-"])
    v, addr_truth, full = kyc_values(r, p, ctx, money, ds, r.choice(["full", "comma", "split"]), r.choice(["br", ", "]), r.random() < 0.3, r.random() < 0.5)
    bank = r.choice(BANKS.get(home, BANKS["LBN"]))
    secs = _kyc_sections(ctx, v, r)
    body = [letterhead(r, bank, home), f'<h2>{ctx._combine([("en", "Know Your Customer Questionnaire"), (langs[1], {"fr": "Questionnaire KYC", "ar": "استبيان اعرف عميلك"}[langs[1]])])}</h2>',
            '<p class="small">Please answer every question. Where a question does not apply, write "N/A". Tick the appropriate box.</p>']
    q = 0
    for key, rows in secs:
        body.append(f'<div class="sec">{ctx.S(key)}</div>')
        for lbl, val in rows:
            q += 1
            shown = esc(ctx.blank) if val is None else val
            if r.random() < 0.5:
                body.append(f'<div class="row"><b>Q{q}.</b> {lbl}<div style="margin-left:9mm;border-bottom:1px dotted #888">{shown}</div></div>')
            else:
                body.append(f'<div class="row"><b>{q}.</b> {lbl} — {shown}</div>')
    body.append(_signature_block(r, ctx, ds, p["city"]))
    body.append(footer(r, bank[0], "en", "Page 1"))
    if r.random() < 0.6:
        body.append('<div class="pb"></div>' + id_copy(r, p, "fr" if "fr" in langs else "ar"))
    return AuthoredDocument("kyc_individual", "levant_kyc_questionnaire", page(r, "".join(body), "KYC questionnaire"), kyc_truth(p, addr_truth, full, True))


KYC_LAYOUTS = {
    "uae_cdd_bilingual": kyc_uae_cdd,
    "maghreb_fiche_client": kyc_maghreb_fiche,
    "turkey_musteri_tanima": kyc_turkey,
    "uemoa_cemac_ouverture_compte": kyc_franco_africa,
    "core_banking_cif_print": kyc_system_export,
    "rm_call_report_prose": kyc_call_report,
    "gulf_digital_onboarding_summary": kyc_online,
    "levant_kyc_questionnaire": kyc_questionnaire,
}


# --------------------------------------------------------------------------------------------
# Letters of credit
# --------------------------------------------------------------------------------------------
IMPORTERS = {
    "gulf": ["AL NOOR GENERAL TRADING LLC", "GULF HORIZON BUILDING MATERIALS CO. W.L.L.", "DESERT ROSE FOODSTUFF TRADING L.L.C.", "AL SAFWA MEDICAL EQUIPMENT EST.",
             "ARABIAN SHIELD CONTRACTING COMPANY", "BARAKA ELECTRICAL APPLIANCES TRADING"],
    "levant": ["LEVANT PHARMA DISTRIBUTION SAL", "AMMAN STEEL AND PROFILES CO.", "CEDARS AGRO INDUSTRIES SARL"],
    "egypt": ["NILE VALLEY FOODSTUFF TRADING S.A.E.", "DELTA CABLES AND WIRES CO.", "PHAROS PACKAGING INDUSTRIES"],
    "maghreb": ["ATLAS AGRO-INDUSTRIE SA", "SOCIETE TUNISIENNE DES EQUIPEMENTS INDUSTRIELS", "ALGERIE PIECES AUTO SARL", "MAGHREB TEXTILES SARL"],
    "turkey": ["KARADENIZ GIDA SANAYI VE TICARET A.S.", "EGE MAKINA ITHALAT IHRACAT LTD. STI.", "ANKA ENERJI SISTEMLERI A.S."],
    "westafrica": ["SOCIETE SENEGALAISE DE DISTRIBUTION SARL", "IVOIRE RIZ IMPORT SA", "SAHEL MATERIAUX DE CONSTRUCTION SA"],
    "centralafrica": ["CAMEROUN EQUIPEMENTS INDUSTRIELS SA", "GABON BOIS ET MATERIAUX SARL", "DOUALA FROID ET CLIMATISATION SARL"],
}
EXPORTERS = [("ZHEJIANG HENGDA MACHINERY CO., LTD.", ["NO. 88 XINGGONG ROAD", "WENLING, ZHEJIANG 317500", "CHINA"], "CHN", ["SHANGHAI", "NINGBO", "ANY PORT IN CHINA"]),
             ("NINGBO SUNRISE TEXTILE IMP. AND EXP. CO., LTD.", ["ROOM 1203, 555 ZHONGSHAN EAST ROAD", "NINGBO 315000", "CHINA"], "CHN", ["NINGBO", "SHANGHAI"]),
             ("MECCANICA LOMBARDA S.P.A.", ["VIA DELL'INDUSTRIA 14", "24040 BERGAMO", "ITALY"], "ITA", ["GENOA", "LA SPEZIA", "ANY ITALIAN PORT"]),
             ("HANSA PUMPEN GMBH", ["HAFENSTRASSE 21", "28217 BREMEN", "GERMANY"], "DEU", ["HAMBURG", "BREMERHAVEN"]),
             ("SHREE BALAJI RICE EXPORTS PVT. LTD.", ["PLOT 44, GIDC ESTATE", "KANDLA 370210, GUJARAT", "INDIA"], "IND", ["KANDLA", "MUNDRA", "NHAVA SHEVA"]),
             ("CERAMICAS DEL LEVANTE S.L.", ["CAMINO VIEJO DE ONDA KM 3", "12200 ONDA (CASTELLON)", "SPAIN"], "ESP", ["VALENCIA", "CASTELLON"]),
             ("HANBIT STEEL CORPORATION", ["123 TEHERAN-RO, GANGNAM-GU", "SEOUL 06133", "REPUBLIC OF KOREA"], "KOR", ["BUSAN", "GWANGYANG"]),
             ("AGRO SUL COMERCIO EXTERIOR LTDA", ["AV. ANA COSTA 259", "SANTOS SP 11060-001", "BRAZIL"], "BRA", ["SANTOS", "PARANAGUA"]),
             ("ANATOLIA STEEL PROFIL SANAYI A.S.", ["ORGANIZE SANAYI BOLGESI 5. CAD. NO 12", "MERSIN", "TURKEY"], "TUR", ["MERSIN", "ISKENDERUN"]),
             ("DUTCH DAIRY INGREDIENTS B.V.", ["NIEUWE HAVEN 7", "3011 AB ROTTERDAM", "NETHERLANDS"], "NLD", ["ROTTERDAM", "ANTWERP"])]
DISCHARGE = {"ARE": ["JEBEL ALI, UAE", "KHALIFA PORT, ABU DHABI"], "SAU": ["DAMMAM, SAUDI ARABIA", "JEDDAH ISLAMIC PORT"], "QAT": ["HAMAD PORT, QATAR"], "KWT": ["SHUWAIKH PORT, KUWAIT"],
             "BHR": ["KHALIFA BIN SALMAN PORT, BAHRAIN"], "OMN": ["SOHAR, OMAN", "PORT SULTAN QABOOS"], "JOR": ["AQABA, JORDAN"], "LBN": ["BEIRUT PORT"], "EGY": ["ALEXANDRIA, EGYPT", "SOKHNA PORT"],
             "MAR": ["CASABLANCA, MOROCCO", "TANGER MED"], "TUN": ["RADES, TUNISIA"], "DZA": ["ALGIERS PORT", "ORAN, ALGERIA"], "TUR": ["MERSIN, TURKEY", "AMBARLI, ISTANBUL"],
             "SEN": ["DAKAR, SENEGAL"], "CIV": ["ABIDJAN, COTE D'IVOIRE"], "MLI": ["DAKAR, SENEGAL IN TRANSIT TO BAMAKO"], "CMR": ["DOUALA, CAMEROON", "KRIBI"], "GAB": ["OWENDO, LIBREVILLE"]}
GOODS = ["{q} MT OF LONG GRAIN WHITE RICE, 5 PCT BROKEN, PACKED IN 50 KG NEW PP BAGS, AT USD {p} PER MT",
         "{q} UNITS OF CENTRIFUGAL WATER PUMPS MODEL HP-{m} WITH SPARE PARTS AS PER PROFORMA INVOICE NO. PI-{n}",
         "{q} SETS OF CNC LATHE MACHINES TYPE CL-{m} INCLUDING TOOLING AND OPERATION MANUALS",
         "{q} SQM OF PORCELAIN FLOOR TILES 60X60 CM, FIRST CHOICE, AS PER PROFORMA INVOICE {n}",
         "{q} MT OF HOT ROLLED STEEL COILS, GRADE SS400, THICKNESS 2-12 MM",
         "{q} ROLLS OF 100 PCT COTTON FABRIC, ASSORTED COLOURS, AS PER SALES CONTRACT NO. SC{n}",
         "{q} MT OF SKIMMED MILK POWDER, SPRAY DRIED, IN 25 KG BAGS, HALAL CERTIFIED",
         "{q} CARTONS OF SPLIT AIR CONDITIONERS 18000 BTU, INVERTER, R410A"]
DOCS = ["SIGNED COMMERCIAL INVOICE IN {n} ORIGINALS AND {c} COPIES CERTIFYING THAT GOODS ARE OF {o} ORIGIN",
        "FULL SET OF CLEAN ON BOARD OCEAN BILLS OF LADING MADE OUT TO THE ORDER OF {bank} MARKED FREIGHT {fr} AND NOTIFY APPLICANT",
        "PACKING LIST IN {n} ORIGINALS SHOWING GROSS AND NET WEIGHT OF EACH PACKAGE",
        "CERTIFICATE OF ORIGIN ISSUED OR CERTIFIED BY THE CHAMBER OF COMMERCE OF THE EXPORTING COUNTRY",
        "INSURANCE POLICY OR CERTIFICATE IN DUPLICATE ENDORSED IN BLANK FOR 110 PCT OF CIF VALUE COVERING INSTITUTE CARGO CLAUSES (A)",
        "BENEFICIARY'S CERTIFICATE STATING THAT ONE SET OF NON-NEGOTIABLE DOCUMENTS HAS BEEN SENT TO THE APPLICANT BY COURIER WITHIN 5 DAYS AFTER SHIPMENT",
        "CERTIFICATE OF ANALYSIS ISSUED BY SGS OR BUREAU VERITAS",
        "PHYTOSANITARY CERTIFICATE ISSUED BY THE COMPETENT AUTHORITY",
        "HEALTH CERTIFICATE STATING THAT THE GOODS ARE FIT FOR HUMAN CONSUMPTION",
        "HALAL CERTIFICATE ISSUED BY AN ISLAMIC CENTRE APPROVED IN THE COUNTRY OF ORIGIN",
        "SHIPPING COMPANY'S CERTIFICATE STATING THAT THE CARRYING VESSEL IS NOT MORE THAN 20 YEARS OLD AND IS NOT BLACKLISTED",
        "CERTIFICATE OF CONFORMITY ISSUED BY AN ACCREDITED INSPECTION BODY"]
COND47 = ["ALL DOCUMENTS MUST BEAR THE CREDIT NUMBER AND DATE.", "A DISCREPANCY FEE OF USD 75.00 WILL BE DEDUCTED FROM PROCEEDS FOR EACH SET OF DISCREPANT DOCUMENTS.",
          "THIRD PARTY DOCUMENTS EXCEPT INVOICE ARE ACCEPTABLE.", "SHORT FORM AND CHARTER PARTY BILLS OF LADING ARE NOT ACCEPTABLE.",
          "DOCUMENTS ISSUED PRIOR TO THE CREDIT ISSUANCE DATE ARE NOT ACCEPTABLE.", "INSURANCE COVERED BY APPLICANT."]


def lc_record(r: random.Random) -> dict:
    home = r.choice(HOME)
    bank = r.choice(BANKS[home])
    grp = COUNTRIES[home][8]
    appl_name = r.choice(IMPORTERS.get(grp, IMPORTERS["gulf"]))
    appl_lines = [x.upper() for x in address(r, home)[0]] + [COUNTRIES[home][0].upper()]
    appl_lines = [mrz_clean(x).replace("<", " ") if any(ord(c) > 127 for c in x) else x for x in appl_lines]
    ben_name, ben_lines, ben_c, ports = r.choice(EXPORTERS)
    form = r.choices(["IRREVOCABLE", "IRREVOCABLE TRANSFERABLE", "IRREVOCABLE STANDBY"], [78, 14, 8])[0]
    rules = "ISP LATEST VERSION" if form == "IRREVOCABLE STANDBY" and r.random() < 0.7 else r.choices(["UCP LATEST VERSION", "EUCP LATEST VERSION", "OTHR"], [90, 5, 5])[0]
    issue = rand_date(r, D(2024, 1, 5), D(2026, 3, 1))
    expiry = issue + _dt.timedelta(days=r.randint(60, 200))
    ccy = r.choices(["USD", "EUR", "CNY", COUNTRIES[home][6]], [60, 25, 8, 7])[0]
    if ccy in ("XOF", "XAF", "TRY", "EGP", "DZD", "MAD", "TND", "LBP"):
        ccy = "EUR"
    amount = round(r.uniform(20000, 3500000), r.choice([0, 0, 2]))
    if ccy in DEC3:
        amount = round(amount / 3, 3)
    tol = r.choice([None, None, (5, 5), (10, 10), (5, 0), (3, 3)])
    shipping = r.random() < 0.75
    docs_n = r.randint(3, 8)
    bank_upper = mrz_clean(bank[0]).replace("<", " ")
    docs = [d.format(n=r.choice([3, 2, "THREE"]), c=r.choice([2, 3]), o=COUNTRIES[ben_c][0].upper(), bank=bank_upper, fr=r.choice(["PREPAID", "COLLECT"]))
            for d in r.sample(DOCS, docs_n)]
    if form == "IRREVOCABLE STANDBY":
        docs = ["BENEFICIARY'S SIGNED STATEMENT CERTIFYING THAT THE APPLICANT HAS FAILED TO PAY THE AMOUNT DUE UNDER THE CONTRACT", "COPY OF THE UNPAID COMMERCIAL INVOICE"][: r.randint(1, 2)]
    g = r.choice(GOODS).format(q=r.choice([50, 120, 1500, 2500, 25000]), p=r.randint(300, 900), m=r.randint(10, 99), n=r.randint(1000, 9999))
    if r.random() < 0.6:
        g += " " + r.choice(["CFR", "CIF", "FOB", "CPT", "FCA"]) + " " + r.choice(["INCOTERMS 2020", "(INCOTERMS 2020)", r.choice(DISCHARGE[home])])
    adv = r.choice([("ADVISING BANK", "BNPAFRPP"), ("", "ICBKCNBJZJP"), ("", "DEUTDEFF"), ("", "SBININBB"), ("", "HSBCHKHH")])
    avail_with = r.choice(["ANY BANK", "ANY BANK", adv[1], bank[1], bank_upper])
    avail_by = r.choices(["BY NEGOTIATION", "BY PAYMENT", "BY ACCEPTANCE", "BY DEF PAYMENT", "BY MIXED PYMT"], [50, 25, 12, 10, 3])[0]
    if avail_with == "ANY BANK" and avail_by == "BY PAYMENT":
        avail_by = "BY NEGOTIATION"
    return dict(home=home, bank=bank, applicant=(appl_name, appl_lines), beneficiary=(ben_name, ben_lines), form=form, rules=rules, issue=issue, expiry=expiry,
                expiry_place=r.choice([COUNTRIES[ben_c][0].upper(), "AT THE COUNTERS OF THE NEGOTIATING BANK", bank[2].upper(), "IN BENEFICIARY'S COUNTRY"]),
                ccy=ccy, amount=amount, tol=tol, avail_with=avail_with, avail_by=avail_by, adv_bic=adv[1],
                partial=r.choice(["ALLOWED", "NOT ALLOWED", "CONDITIONAL", None]) if shipping else None,
                tranship=r.choice(["ALLOWED", "NOT ALLOWED", None]) if shipping else None,
                pol=(r.choice(ports) if shipping and r.random() < 0.9 else None), pod=(r.choice(DISCHARGE[home]) if shipping and r.random() < 0.9 else None),
                latest=(expiry - _dt.timedelta(days=r.choice([15, 21, 30])) if shipping and r.random() < 0.8 else None),
                goods=g, docs=docs, period=r.choice([21, 21, 15, 10, 30, None]), conf=r.choices(["WITHOUT", "CONFIRM", "MAY ADD"], [60, 25, 15])[0],
                ref=f"{r.choice(['ILC', 'DC', 'LC', 'IMP'])}{r.randint(10, 99)}{issue.strftime('%y')}{r.randint(10000, 99999)}", conds=r.sample(COND47, r.randint(1, 3)))


def lc_truth(c: dict) -> dict:
    return {"lc_number": c["ref"], "form_of_credit": c["form"], "date_of_issue": c["issue"].isoformat(), "applicable_rules": c["rules"],
            "expiry_date": c["expiry"].isoformat(), "expiry_place": c["expiry_place"], "applicant": {"name": c["applicant"][0], "address": " ".join(c["applicant"][1])},
            "beneficiary": {"name": c["beneficiary"][0], "address": " ".join(c["beneficiary"][1])}, "currency": c["ccy"], "amount": c["amount"],
            "tolerance_plus_percent": c["tol"][0] if c["tol"] else None, "tolerance_minus_percent": c["tol"][1] if c["tol"] else None,
            "available_with": c["avail_with"], "available_by": c["avail_by"], "partial_shipments": c["partial"], "transhipment": c["tranship"],
            "port_of_loading": c["pol"], "port_of_discharge": c["pod"], "latest_shipment_date": c["latest"].isoformat() if c["latest"] else None,
            "goods_description": fold(c["goods"]), "documents_required": list(c["docs"]), "presentation_period_days": c["period"], "confirmation_instructions": c["conf"]}


def wrap(text: str, width: int = 65) -> list[str]:
    out, cur = [], ""
    for w in text.split(" "):
        if cur and len(cur) + 1 + len(w) > width:
            out.append(cur)
            cur = w
        else:
            cur = f"{cur} {w}" if cur else w
    return out + ([cur] if cur else [])


def swift_amount(x: float, ccy: str) -> str:
    dec = 3 if ccy in DEC3 else 2
    return f"{x:.{dec}f}".replace(".", ",")


def mt700_fields(r: random.Random, c: dict, docs_style: str = "plus") -> list[tuple[str, str, list[str]]]:
    F = []
    F.append(("27", "SEQUENCE OF TOTAL", ["1/1"]))
    F.append(("40A", "FORM OF DOCUMENTARY CREDIT", [c["form"]]))
    F.append(("20", "DOCUMENTARY CREDIT NUMBER", [c["ref"]]))
    F.append(("31C", "DATE OF ISSUE", [c["issue"].strftime("%y%m%d")]))
    F.append(("40E", "APPLICABLE RULES", [c["rules"] + ("/URDG 758 AS APPLICABLE" if c["rules"] == "OTHR" else "")]))
    F.append(("31D", "DATE AND PLACE OF EXPIRY", [c["expiry"].strftime("%y%m%d") + c["expiry_place"]]))
    if r.random() < 0.5:
        F.append(("51A", "APPLICANT BANK", [c["bank"][1]]))
    F.append(("50", "APPLICANT", [c["applicant"][0]] + c["applicant"][1]))
    F.append(("59", "BENEFICIARY", [c["beneficiary"][0]] + c["beneficiary"][1]))
    F.append(("32B", "CURRENCY CODE, AMOUNT", [c["ccy"] + swift_amount(c["amount"], c["ccy"])]))
    if c["tol"]:
        F.append(("39A", "PERCENTAGE CREDIT AMOUNT TOLERANCE", [f"{c['tol'][0]:02d}/{c['tol'][1]:02d}"]))
    aw = c["avail_with"]
    tag41 = "41A" if re.fullmatch(r"[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?", aw) else "41D"
    F.append((tag41, "AVAILABLE WITH ... BY ...", [aw, c["avail_by"]]))
    if c["avail_by"] in ("BY NEGOTIATION", "BY ACCEPTANCE") and r.random() < 0.7:
        F.append(("42C", "DRAFTS AT ...", [r.choice(["AT SIGHT", "90 DAYS AFTER SIGHT", "120 DAYS FROM B/L DATE"])]))
        F.append(("42A", "DRAWEE", [c["bank"][1]]))
    if c["avail_by"] == "BY DEF PAYMENT":
        F.append(("42P", "NEGOTIATION/DEFERRED PAYMENT DETAILS", [f"{r.choice([60, 90, 180])} DAYS FROM BILL OF LADING DATE"]))
    if c["partial"]:
        F.append(("43P", "PARTIAL SHIPMENTS", [c["partial"]]))
    if c["tranship"]:
        F.append(("43T", "TRANSHIPMENT", [c["tranship"]]))
    if c["pol"]:
        F.append(("44E", "PORT OF LOADING/AIRPORT OF DEPARTURE", [c["pol"]]))
    elif c["partial"] is not None and r.random() < 0.5:
        F.append(("44A", "PLACE OF TAKING IN CHARGE/DISPATCH FROM .../PLACE OF RECEIPT", ["SELLER'S WAREHOUSE"]))
    if c["pod"]:
        F.append(("44F", "PORT OF DISCHARGE/AIRPORT OF DESTINATION", [c["pod"]]))
    if c["latest"]:
        F.append(("44C", "LATEST DATE OF SHIPMENT", [c["latest"].strftime("%y%m%d")]))
    elif c["partial"] is not None and r.random() < 0.6:
        F.append(("44D", "SHIPMENT PERIOD", ["DURING " + r.choice(["THE FIRST HALF OF THE CREDIT VALIDITY", "Q3 2025", "APRIL/MAY 2025"])]))
    F.append(("45A", "DESCRIPTION OF GOODS AND/OR SERVICES", wrap(c["goods"])))
    dl = []
    for k, d in enumerate(c["docs"], 1):
        w = wrap(d, 62)
        pre = {"plus": "+", "num": f"{k}. ", "paren": f"{k}) "}[docs_style]
        dl += [pre + w[0]] + w[1:]
    F.append(("46A", "DOCUMENTS REQUIRED", dl))
    F.append(("47A", "ADDITIONAL CONDITIONS", sum((wrap("+" + x) for x in c["conds"]), [])))
    F.append(("71D", "CHARGES", wrap("ALL BANKING CHARGES OUTSIDE " + COUNTRIES[c["home"]][0].upper() + " ARE FOR BENEFICIARY'S ACCOUNT")))
    if c["period"] is not None:
        F.append(("48", "PERIOD FOR PRESENTATION IN DAYS", [r.choice([f"{c['period']}/FROM THE DATE OF SHIPMENT", f"{c['period']}"])]))
    F.append(("49", "CONFIRMATION INSTRUCTIONS", [c["conf"]]))
    F.append(("78", "INSTRUCTIONS TO THE PAYING/ACCEPTING/NEGOTIATING BANK", wrap("UPON RECEIPT OF COMPLIANT DOCUMENTS AT OUR COUNTERS WE SHALL REMIT THE PROCEEDS AS PER YOUR INSTRUCTIONS.")))
    if r.random() < 0.5:
        F.append(("57A", "'ADVISE THROUGH' BANK", [c["adv_bic"]]))
    return F


def swift_header(r: random.Random, c: dict, ds: str) -> list[tuple[str, str]]:
    t = c["issue"]
    return [("Message type", "MT700 - Issue of a Documentary Credit"), ("Sender", f"{c['bank'][1]}XXX  {mrz_clean(c['bank'][0]).replace('<', ' ')}"),
            ("Receiver", f"{c['adv_bic']}{'XXX' if len(c['adv_bic']) == 8 else ''}"), ("Priority", r.choice(["N - Normal", "U - Urgent"])),
            ("MUR / UETR", f"{r.randint(10 ** 7, 10 ** 8 - 1)}-{r.randint(1000, 9999)}-{r.randint(1000, 9999)}"),
            ("Session / ISN", f"{r.randint(1000, 9999)} / {r.randint(100000, 999999)}"),
            ("Received", f"{fmt_date(t + _dt.timedelta(days=r.randint(0, 1)), ds)} {r.randint(7, 18):02d}:{r.randint(0, 59):02d}")]


LC_LABELS = {
    "ref": {"en": ["Documentary credit number", "Credit No.", "L/C number"], "fr": ["Numéro du crédit documentaire", "Crédit n°"], "ar": ["رقم الاعتماد المستندي"]},
    "form": {"en": ["Form of credit", "Type of credit"], "fr": ["Forme du crédit"], "ar": ["نوع الاعتماد"]},
    "issue": {"en": ["Date of issue", "Issue date"], "fr": ["Date d'émission"], "ar": ["تاريخ الإصدار"]},
    "rules": {"en": ["Applicable rules", "Subject to"], "fr": ["Règles applicables"], "ar": ["القواعد المطبقة"]},
    "expiry": {"en": ["Expiry date", "Date of expiry"], "fr": ["Date de validité", "Date d'expiration"], "ar": ["تاريخ انتهاء الصلاحية"]},
    "place": {"en": ["Place of expiry"], "fr": ["Lieu de validité", "Lieu d'expiration"], "ar": ["مكان انتهاء الصلاحية"]},
    "applicant": {"en": ["Applicant", "Applicant (importer)"], "fr": ["Donneur d'ordre", "Donneur d'ordre (importateur)"], "ar": ["طالب فتح الاعتماد", "الآمر"]},
    "beneficiary": {"en": ["Beneficiary"], "fr": ["Bénéficiaire"], "ar": ["المستفيد"]},
    "amount": {"en": ["Currency and amount", "Amount", "Credit amount"], "fr": ["Montant et devise", "Montant du crédit"], "ar": ["العملة والمبلغ"]},
    "tol": {"en": ["Tolerance", "Amount tolerance"], "fr": ["Tolérance"], "ar": ["نسبة التفاوت"]},
    "avail": {"en": ["Available with / by", "Credit available with"], "fr": ["Réalisable auprès de / par", "Utilisable auprès de"], "ar": ["متاح لدى / بواسطة"]},
    "partial": {"en": ["Partial shipments", "Part shipments"], "fr": ["Expéditions partielles"], "ar": ["الشحن الجزئي"]},
    "tranship": {"en": ["Transhipment"], "fr": ["Transbordement"], "ar": ["إعادة الشحن"]},
    "pol": {"en": ["Port of loading", "Shipment from"], "fr": ["Port d'embarquement"], "ar": ["ميناء الشحن"]},
    "pod": {"en": ["Port of discharge", "Shipment to"], "fr": ["Port de débarquement"], "ar": ["ميناء التفريغ"]},
    "latest": {"en": ["Latest shipment date", "Latest date of shipment"], "fr": ["Date limite d'expédition"], "ar": ["آخر موعد للشحن"]},
    "goods": {"en": ["Description of goods", "Goods"], "fr": ["Désignation des marchandises"], "ar": ["وصف البضاعة"]},
    "docs": {"en": ["Documents required"], "fr": ["Documents exigés", "Documents requis"], "ar": ["المستندات المطلوبة"]},
    "conds": {"en": ["Additional conditions"], "fr": ["Conditions particulières"], "ar": ["شروط إضافية"]},
    "period": {"en": ["Period for presentation", "Presentation period"], "fr": ["Délai de présentation"], "ar": ["فترة تقديم المستندات"]},
    "conf": {"en": ["Confirmation instructions", "Confirmation"], "fr": ["Instructions de confirmation"], "ar": ["تعليمات التعزيز"]},
    "charges": {"en": ["Charges"], "fr": ["Frais"], "ar": ["المصاريف"]},
}
WORDS = {
    "en": {"ALLOWED": ["Allowed", "Permitted"], "NOT ALLOWED": ["Not allowed", "Prohibited"], "CONDITIONAL": ["Conditional"],
           "IRREVOCABLE": ["Irrevocable"], "IRREVOCABLE TRANSFERABLE": ["Irrevocable transferable"], "IRREVOCABLE STANDBY": ["Irrevocable standby"],
           "BY NEGOTIATION": ["by negotiation"], "BY PAYMENT": ["by payment", "by sight payment"], "BY ACCEPTANCE": ["by acceptance"], "BY DEF PAYMENT": ["by deferred payment"],
           "BY MIXED PYMT": ["by mixed payment"], "WITHOUT": ["Without", "Not requested (WITHOUT)"], "CONFIRM": ["Confirm", "Please add your confirmation (CONFIRM)"],
           "MAY ADD": ["May add", "You may add your confirmation (MAY ADD)"]},
    "fr": {"ALLOWED": ["Autorisées", "Autorisé"], "NOT ALLOWED": ["Interdites", "Non autorisé"], "CONDITIONAL": ["Conditionnelles"],
           "IRREVOCABLE": ["Irrévocable"], "IRREVOCABLE TRANSFERABLE": ["Irrévocable et transférable"], "IRREVOCABLE STANDBY": ["Stand-by irrévocable"],
           "BY NEGOTIATION": ["par négociation"], "BY PAYMENT": ["par paiement à vue"], "BY ACCEPTANCE": ["par acceptation"], "BY DEF PAYMENT": ["par paiement différé"],
           "BY MIXED PYMT": ["par paiement mixte"], "WITHOUT": ["Sans confirmation (WITHOUT)", "Sans"], "CONFIRM": ["Confirmation demandée (CONFIRM)"],
           "MAY ADD": ["Confirmation facultative (MAY ADD)"]},
}


def lc_values(r: random.Random, c: dict, lang: str, money: Money, ds: str, docs_mode: str, upper: bool = False) -> dict:
    w = lambda k: r.choice(WORDS[lang][k])
    U = (lambda s: s.upper()) if upper else (lambda s: s)
    v = {"ref": esc(c["ref"]), "form": esc(U(w(c["form"]))), "issue": esc(fmt_date(c["issue"], ds)), "rules": esc(c["rules"]),
         "expiry": esc(fmt_date(c["expiry"], ds)), "place": esc(c["expiry_place"])}
    for k in ("applicant", "beneficiary"):
        name, lines = c[k]
        v[k] = f"<b>{esc(name)}</b><br>" + "<br>".join(esc(x) for x in lines)
    v["amount"] = esc(money(c["amount"], c["ccy"]))
    if c["tol"]:
        p, m = c["tol"]
        v["tol"] = esc(r.choice([f"+{p}% / -{m}%", f"plus {p} % / minus {m} %"] + ([f"+/- {p}%", f"{p} PCT MORE OR LESS"] if p == m else [])))
    else:
        v["tol"] = None
    v["avail"] = esc(f"{c['avail_with']} {U(w(c['avail_by']))}") if r.random() < 0.5 else esc(c["avail_with"]) + "<br>" + esc(U(w(c["avail_by"])))
    v["partial"] = esc(U(w(c["partial"]))) if c["partial"] else None
    v["tranship"] = esc(U(w(c["tranship"]))) if c["tranship"] else None
    v["pol"] = esc(c["pol"]) if c["pol"] else None
    v["pod"] = esc(c["pod"]) if c["pod"] else None
    v["latest"] = esc(fmt_date(c["latest"], ds)) if c["latest"] else None
    v["goods"] = esc(c["goods"])
    if docs_mode == "ol":
        v["docs"] = "<ol>" + "".join(f"<li>{esc(d)}</li>" for d in c["docs"]) + "</ol>"
    elif docs_mode == "plus":
        v["docs"] = "<br>".join(f"+{esc(d)}" for d in c["docs"])
    elif docs_mode == "dash":
        v["docs"] = "<br>".join(f"- {esc(d)}" for d in c["docs"])
    else:  # roman numerals inline paragraph
        rn = ["(i)", "(ii)", "(iii)", "(iv)", "(v)", "(vi)", "(vii)", "(viii)"]
        v["docs"] = " ".join(f"{rn[k]} {esc(d)};" for k, d in enumerate(c["docs"]))
    v["conds"] = "<br>".join(esc(x) for x in c["conds"])
    if c["period"] is not None:
        v["period"] = esc({"en": f"{c['period']} days after the date of shipment but within the validity of the credit",
                           "fr": f"{c['period']} jours après la date d'expédition, dans la limite de validité du crédit"}[lang])
    else:
        v["period"] = None
    v["conf"] = esc(U(w(c["conf"])))
    v["charges"] = esc({"en": "All charges outside the issuing bank are for the beneficiary's account", "fr": "Frais hors de nos caisses à la charge du bénéficiaire"}[lang])
    return v


LC_ORDER = ["ref", "form", "issue", "rules", "expiry", "place", "applicant", "beneficiary", "amount", "tol", "avail", "partial", "tranship", "pol", "pod", "latest", "goods", "docs", "conds", "charges", "period", "conf"]


def _drop_absent(r, rows, ctx):
    """Absent optional fields are either left out or printed as a blank / N/A caption."""
    keep_blank = r.random() < 0.4
    return [(l, v) for l, v in rows if v is not None or keep_blank]


def lc_raw(r, i):
    c = lc_record(r)
    F = mt700_fields(r, c, r.choice(["plus", "plus", "num", "paren"]))
    hdr = ""
    if r.random() < 0.6:
        hdr = (f"{{1:F01{c['adv_bic'][:8]}AXXX{r.randint(1000, 9999)}{r.randint(100000, 999999)}}}{{2:O700{r.randint(1000, 2359):04d}{c['issue'].strftime('%y%m%d')}"
               f"{c['bank'][1]}XXX{r.randint(1000, 9999)}{r.randint(100000, 999999)}{c['issue'].strftime('%y%m%d')}{r.randint(1000, 2359):04d}N}}{{4:\n")
    body = "\n".join(f":{t}:{ls[0]}" + "".join("\n" + x for x in ls[1:]) for t, _, ls in F)
    text = hdr + body + ("\n-}" if hdr else "") + (f"{{5:{{CHK:{r.randint(10 ** 11, 10 ** 12 - 1)}}}}}" if hdr and r.random() < 0.5 else "")
    c["docs"] = list(c["docs"])
    html = page(r, f'<div class="mono">{esc(text)}</div>', "MT700", font="'DejaVu Sans Mono', monospace")
    return AuthoredDocument("letter_of_credit", "mt700_raw", html, lc_truth(c))


def _advising_bank(r):
    return r.choice([("BNP PARIBAS SA, TRADE SERVICES", "BNPAFRPP", "PARIS"), ("ICBC ZHEJIANG BRANCH", "ICBKCNBJZJP", "HANGZHOU"), ("DEUTSCHE BANK AG", "DEUTDEFF", "FRANKFURT"),
                     ("STATE BANK OF INDIA, TRADE FINANCE CPC", "SBININBB", "MUMBAI"), ("UNICREDIT S.P.A.", "UNCRITMM", "MILANO")])


def lc_advice_table(r, i):
    c = lc_record(r)
    ds = r.choice(["dMy", "dmy/", "en", "iso"])
    F = mt700_fields(r, c, r.choice(["plus", "num"]))
    adv = _advising_bank(r)
    c["adv_bic"] = adv[1] if r.random() < 0.5 else c["adv_bic"]
    hdr = swift_header(r, c, ds)
    rows = "".join(f"<tr><td><b>{t}</b></td><td class='small'>{esc(n)}</td><td class='mono'>{esc(chr(10).join(ls))}</td></tr>" for t, n, ls in F)
    body = (f'<div class="hdr"><div><b>{esc(adv[0])}</b><div class="small">{esc(adv[2])} · SWIFT {adv[1]}</div></div><div class="small right">'
            f'{esc(r.choice(["Incoming SWIFT message – printed copy", "SWIFT Alliance – message print", "Trade Services – Incoming MT"]))}<br>Printed: {esc(fmt_date(c["issue"] + _dt.timedelta(days=1), ds))}</div></div>'
            + kv(Ctx(r, ("en",)), hdr, r.choice(["table4", "tab"]))
            + '<table class="grid" style="margin-top:8px"><tr><th style="width:9%">Tag</th><th style="width:28%">Field name</th><th>Content</th></tr>' + rows + "</table>"
            + f'<p class="small">{esc(r.choice(["This advice is for information only and does not constitute an engagement on our part.", "Message authenticated. End of message."]))}</p>')
    return AuthoredDocument("letter_of_credit", "mt700_advice_tag_table", page(r, body, "MT700 advice"), lc_truth(c))


def lc_advice_cover(r, i):
    c = lc_record(r)
    ds = r.choice(["en", "dMy", "dmy/"])
    adv = _advising_bank(r)
    our_ref = f"{r.choice(['EAD', 'ADV', 'LCA'])}/{r.randint(100000, 999999)}/{c['issue'].year}"
    letter = (f'<div class="hdr"><div><b>{esc(adv[0])}</b><div class="small">Documentary Credits Department · {esc(adv[2])}</div></div><div class="small right">'
              f'Our ref: {esc(our_ref)}<br>Date: {esc(fmt_date(c["issue"] + _dt.timedelta(days=r.randint(1, 4)), ds))}</div></div>'
              f'<p>To: <b>{esc(c["beneficiary"][0])}</b><br>{"<br>".join(esc(x) for x in c["beneficiary"][1])}</p>'
              f'<p><b>Advice of documentary credit</b></p><p>Dear Sirs,</p><p>We have pleasure in advising you, without any engagement or responsibility on our part, '
              f'of the documentary credit issued by {esc(c["bank"][0])}, {esc(c["bank"][2])}, the full text of which is reproduced overleaf. '
              f'Please examine the terms carefully; if they are not acceptable, contact the applicant directly. Our advising commission of '
              f'{esc(Money(r, "en")(r.choice([75, 100, 150]), "USD"))} is for your account.</p><p>Yours faithfully,<br><br>Authorised signatories</p>')
    F = mt700_fields(r, c, r.choice(["plus", "num", "paren"]))
    lines = []
    for t, n, ls in F:
        lines.append(f'<div style="margin-top:4px"><b>:{t}:</b> {esc(n)}</div>' + "".join(f'<div class="mono" style="margin-left:14mm">{esc(x)}</div>' for x in ls))
    body = letter + '<div class="pb"></div>' + kv(Ctx(r, ("en",)), swift_header(r, c, ds)[:4], "colon") + "".join(lines) + '<div class="small">--- END OF MESSAGE ---</div>'
    return AuthoredDocument("letter_of_credit", "advice_cover_letter_plus_mt700", page(r, body, "Advice"), lc_truth(c))


def lc_telex(r, i):
    c = lc_record(r)
    ds = r.choice(["dMy", "swift", "dmy."])
    sd = lambda d: fmt_date(d, ds)
    t = [f"ZCZC {r.randint(100, 999)}", f"TLX {r.randint(1000000, 9999999)} {c['bank'][1][:4]} {COUNTRIES[c['home']][3]}", f"FM: {mrz_clean(c['bank'][0]).replace('<', ' ')} {c['bank'][2].upper()}",
         f"TO: {c['adv_bic']}", f"TEST: {r.randint(10000, 99999)} FOR {c['ccy']} {fmt_num(c['amount'], c['ccy'], 'plain')} ON {sd(c['issue'])}", "ATTN: DOCUMENTARY CREDITS DEPT", "",
         f"WE HEREBY ISSUE OUR {c['form']} DOCUMENTARY CREDIT NO. {c['ref']} DATED {sd(c['issue'])}", f"SUBJECT TO {c['rules']}",
         f"EXPIRY {sd(c['expiry'])} IN {c['expiry_place']}", "APPLICANT: " + c["applicant"][0]] + c["applicant"][1] + ["BENEFICIARY: " + c["beneficiary"][0]] + c["beneficiary"][1]
    t.append(f"AMOUNT: {c['ccy']} {fmt_num(c['amount'], c['ccy'], r.choice(['en', 'plain']))}")
    if c["tol"]:
        t.append(f"TOLERANCE: {c['tol'][0]} PCT PLUS / {c['tol'][1]} PCT MINUS")
    t.append(f"AVAILABLE WITH {c['avail_with']} {c['avail_by']}")
    if c["partial"]:
        t.append(f"PARTIAL SHIPMENTS {c['partial']}")
    if c["tranship"]:
        t.append(f"TRANSHIPMENT {c['tranship']}")
    if c["pol"]:
        t.append(f"FROM {c['pol']}")
    if c["pod"]:
        t.append(f"TO {c['pod']}")
    if c["latest"]:
        t.append(f"LATEST SHIPMENT {sd(c['latest'])}")
    t += ["COVERING:"] + wrap(c["goods"], 60) + ["DOCUMENTS REQUIRED:"]
    for k, d in enumerate(c["docs"], 1):
        w = wrap(d, 58)
        t += [f"{k}) {w[0]}"] + ["   " + x for x in w[1:]]
    t += ["ADDITIONAL CONDITIONS:"] + c["conds"]
    if c["period"] is not None:
        t.append(f"DOCS TO BE PRESENTED WITHIN {c['period']} DAYS AFTER SHIPMENT DATE")
    t += [f"CONFIRMATION: {c['conf']}", "REGARDS", "NNNN"]
    html = page(r, f'<div class="mono">{esc(chr(10).join(t))}</div>', "telex", font="'DejaVu Sans Mono', monospace")
    return AuthoredDocument("letter_of_credit", "telex_style_print", html, lc_truth(c))


def lc_letter(r, i):
    c = lc_record(r)
    lang = "en"
    ds = r.choice(["en", "dMy", "dmy/"])
    money = Money(r, "en")
    money.local = False
    v = lc_values(r, c, lang, money, ds, r.choice(["ol", "plus", "dash", "inline"]))
    W = lambda k: r.choice(WORDS["en"][k])
    name, lines = c["beneficiary"]
    aname, alines = c["applicant"]
    ps = [f"Dear Sirs,",
          f"At the request of {esc(aname)}, {esc(', '.join(alines))} (the applicant), we hereby issue our {esc(W(c['form']).lower())} documentary credit No. "
          f"<b>{esc(c['ref'])}</b> dated {esc(fmt_date(c['issue'], ds))} in favour of {esc(name)}, {esc(', '.join(lines))} (the beneficiary), "
          f"for an amount of {v['amount']}" + (f" ({v['tol']} tolerance)" if v["tol"] else "") + ".",
          f"This credit is available with {esc(c['avail_with'])} {esc(W(c['avail_by']))} and expires on {esc(fmt_date(c['expiry'], ds))} at/in {esc(c['expiry_place'])}. "
          f"It is subject to {esc(c['rules'])}.",
          ]
    ship = []
    if c["partial"]:
        ship.append(f"Partial shipments: {esc(W(c['partial']).lower())}")
    if c["tranship"]:
        ship.append(f"transhipment: {esc(W(c['tranship']).lower())}")
    if c["pol"]:
        ship.append(f"shipment from {esc(c['pol'])}")
    if c["pod"]:
        ship.append(f"to {esc(c['pod'])}")
    if c["latest"]:
        ship.append(f"not later than {esc(fmt_date(c['latest'], ds))}")
    if ship:
        ps.append("; ".join(ship) + ".")
    ps.append(f"Covering: {v['goods']}")
    ps.append(f"Documents required:<div style='margin-left:8mm'>{v['docs']}</div>")
    ps.append(f"Additional conditions:<br>{v['conds']}")
    if v["period"]:
        ps.append(f"Documents must be presented within {v['period']}.")
    ps.append(f"Confirmation instructions: {v['conf']}.")
    ps.append("We hereby engage with drawers and/or bona fide holders that drafts drawn and negotiated in conformity with the terms of this credit will be duly honoured.")
    body = letterhead(r, c["bank"], c["home"], extra=f"Trade Finance Operations<br>{esc(fmt_date(c['issue'], ds))}")
    body += f"<p>To: {esc(c['adv_bic'])} (advising bank)</p>" + "".join(f"<p>{x}</p>" for x in ps) + "<p>For and on behalf of<br>" + esc(c["bank"][0]) + "</p>"
    body += footer(r, c["bank"][0], "en")
    truth = lc_truth(c)
    truth["applicant"]["address"] = ", ".join(alines)
    truth["beneficiary"]["address"] = ", ".join(lines)
    return AuthoredDocument("letter_of_credit", "issuing_bank_letter_prose", page(r, body, "LC"), truth)


def _lc_form(r, c, langs, layout, title, docs_mode, styles, ds_lang):
    ctx = Ctx(r, langs)
    lang = "fr" if "fr" in langs else "en"
    ds = r.choice(date_styles(ds_lang))
    money = Money(r, ds_lang)
    money.local = False
    v = lc_values(r, c, lang, money, ds, docs_mode, upper=r.random() < 0.3)
    order = list(LC_ORDER)
    if r.random() < 0.4:
        order.remove("amount")
        order.insert(3, "amount")
    rows = [(ctx.L(k, LC_LABELS), v[k]) for k in order]
    rows = _drop_absent(r, rows, ctx)
    return ctx, rows, kv(ctx, rows, r.choice(styles), 2)


def lc_french(r, i):
    c = lc_record(r)
    while c["home"] not in FRANCO:
        c = lc_record(r)
    langs = ("fr", "en") if r.random() < 0.5 else ("fr",)
    ctx, rows, grid = _lc_form(r, c, langs, "lettre_credit_documentaire_fr", "", r.choice(["ol", "dash", "inline"]), ["table", "dots", "bold_colon"], "fr")
    ds = r.choice(DATE_STYLES_FR)
    head = letterhead(r, c["bank"], c["home"], extra=f"Direction des Opérations Internationales<br>{esc(c['bank'][2])}, le {esc(fmt_date(c['issue'], 'fr'))}")
    intro = (f"<h3>{esc('Ouverture de crédit documentaire irrévocable')}" + (" / Issue of irrevocable documentary credit" if len(langs) > 1 else "") + "</h3>"
             f"<p>Nous avons l'honneur de vous informer que nous émettons le crédit documentaire dont les conditions figurent ci-dessous. "
             f"Notre référence interne (dossier) : {esc('DOS-' + str(r.randint(10000, 99999)))}.</p>")
    body = head + intro + grid + f'<p class="small">Fait à {esc(c["bank"][2])}. Signatures autorisées : ____________ ____________</p>' + footer(r, c["bank"][0], "fr")
    return AuthoredDocument("letter_of_credit", "lettre_credit_documentaire_fr", page(r, body, "Crédit documentaire"), lc_truth(c))


def lc_bilingual_ar(r, i):
    c = lc_record(r)
    while c["home"] not in GULF | {"JOR", "EGY"}:
        c = lc_record(r)
    ctx, rows, grid = _lc_form(r, c, ("en", "ar"), "gulf_bank_lc_issuance_bilingual", "", r.choice(["ol", "plus", "dash"]), ["table", "table", "below"], "en")
    head = letterhead(r, c["bank"], c["home"], extra=f"Trade Finance – Import LC<br>Customer ID {r.randint(100000, 999999)}")
    title = '<h3>Issuance of Documentary Credit / <span class="ar" dir="rtl">إصدار اعتماد مستندي</span></h3>'
    body = head + title + grid + '<p class="small">Issued by authenticated SWIFT MT700 to the advising bank. This print is for the applicant\'s records. <span class="ar" dir="rtl">نسخة العميل</span></p>'
    return AuthoredDocument("letter_of_credit", "gulf_bank_lc_issuance_bilingual", page(r, body, "LC issuance"), lc_truth(c))


def lc_application(r, i):
    c = lc_record(r)
    ds = r.choice(["dmy/", "dMy", "en"])
    money = Money(r, "en")
    money.local = False
    st = r.choice(["x", "u"])
    ctx = Ctx(r, ("en",) if r.random() < 0.5 else ("en", "ar" if c["home"] in GULF else ("fr" if c["home"] in FRANCO else "en")))
    if ctx.langs == ("en", "en"):
        ctx = Ctx(r, ("en",))
    forms = ["IRREVOCABLE", "IRREVOCABLE TRANSFERABLE", "IRREVOCABLE STANDBY"]
    bys = ["BY PAYMENT", "BY ACCEPTANCE", "BY NEGOTIATION", "BY DEF PAYMENT", "BY MIXED PYMT"]
    sh = ["ALLOWED", "NOT ALLOWED", "CONDITIONAL"]
    conf = ["WITHOUT", "CONFIRM", "MAY ADD"]
    def opt(vals, chosen):
        return options(r, vals, vals.index(chosen) if chosen in vals else -1, st)
    rows = [(ctx.L("form", LC_LABELS), opt(forms, c["form"])), (ctx.L("applicant", LC_LABELS), f"<b>{esc(c['applicant'][0])}</b><br>" + "<br>".join(map(esc, c["applicant"][1]))),
            (ctx.L("beneficiary", LC_LABELS), f"<b>{esc(c['beneficiary'][0])}</b><br>" + "<br>".join(map(esc, c["beneficiary"][1]))),
            (ctx.L("amount", LC_LABELS), esc(money(c["amount"], c["ccy"]))),
            (ctx.L("tol", LC_LABELS), esc(f"+{c['tol'][0]}% / -{c['tol'][1]}%") if c["tol"] else None),
            (ctx.L("expiry", LC_LABELS), esc(fmt_date(c["expiry"], ds))), (ctx.L("place", LC_LABELS), esc(c["expiry_place"])),
            (ctx.L("avail", LC_LABELS), esc(c["avail_with"]) + "<br>" + opt(bys, c["avail_by"])),
            (ctx.L("partial", LC_LABELS), opt(sh, c["partial"]) if c["partial"] else None), (ctx.L("tranship", LC_LABELS), opt(sh, c["tranship"]) if c["tranship"] else None),
            (ctx.L("pol", LC_LABELS), esc(c["pol"]) if c["pol"] else None), (ctx.L("pod", LC_LABELS), esc(c["pod"]) if c["pod"] else None),
            (ctx.L("latest", LC_LABELS), esc(fmt_date(c["latest"], ds)) if c["latest"] else None), (ctx.L("goods", LC_LABELS), esc(c["goods"])),
            (ctx.L("docs", LC_LABELS), "<br>".join(f"{st == 'x' and '[X]' or '☒'} {esc(d)}" for d in c["docs"])),
            (ctx.L("conds", LC_LABELS), "<br>".join(map(esc, c["conds"]))),
            (ctx.L("period", LC_LABELS), esc(f"{c['period']} days from shipment date") if c["period"] is not None else None),
            (ctx.L("conf", LC_LABELS), opt(conf, c["conf"])), (ctx.L("rules", LC_LABELS), esc(c["rules"]))]
    rows = _drop_absent(r, rows, ctx)
    bank_use = kv(ctx, [(ctx.L("ref", LC_LABELS), esc(c["ref"])), (ctx.L("issue", LC_LABELS), esc(fmt_date(c["issue"], ds))),
                        ("Checked by", f"{r.choice(['OPS', 'TF'])}{r.randint(10, 99)}"), ("Limit ref.", f"LIM-{r.randint(1000, 9999)}")], "table4")
    body = (letterhead(r, c["bank"], c["home"], extra="Trade Finance") + "<h3>Application for Issuance of Documentary Credit</h3>"
            + f'<p class="small">To: {esc(c["bank"][0])}. We request you to issue by SWIFT an irrevocable documentary credit on the following terms, for which we accept full responsibility. '
              f'Please debit our account no. {r.randint(10 ** 11, 10 ** 12 - 1)} with your charges.</p>'
            + kv(ctx, rows, r.choice(["table", "tab", "boxes"]), 2)
            + '<div class="sec">FOR BANK USE ONLY</div>' + bank_use
            + f'<p class="small">Applicant\'s authorised signature and company stamp: ____________ Date: {esc(fmt_date(c["issue"] - _dt.timedelta(days=r.randint(1, 5)), ds))}</p>')
    # the checkbox rows only state the options that were ticked; documents are marked with a tick box
    return AuthoredDocument("letter_of_credit", "applicant_lc_application_form", page(r, body, "LC application"), lc_truth(c))


LC_LAYOUTS = {
    "mt700_raw": lc_raw,
    "mt700_advice_tag_table": lc_advice_table,
    "advice_cover_letter_plus_mt700": lc_advice_cover,
    "telex_style_print": lc_telex,
    "issuing_bank_letter_prose": lc_letter,
    "lettre_credit_documentaire_fr": lc_french,
    "gulf_bank_lc_issuance_bilingual": lc_bilingual_ar,
    "applicant_lc_application_form": lc_application,
}


# --------------------------------------------------------------------------------------------
# Home-finance applications
# --------------------------------------------------------------------------------------------
PURPOSE_WORDS = {
    "en": {"purchase": ["Purchase of completed property", "Home purchase", "Buy a ready property"], "refinance": ["Refinance / buy-out of existing mortgage", "Balance transfer from another bank"],
           "construction": ["Self-construction of villa", "Construction on own plot"], "other": ["Renovation / extension", "Equity release"]},
    "fr": {"purchase": ["Acquisition d'un logement", "Achat d'un appartement"], "refinance": ["Rachat de crédit immobilier"], "construction": ["Construction d'une maison individuelle"],
           "other": ["Travaux d'aménagement", "Réhabilitation"]},
    "tr": {"purchase": ["Konut alımı"], "refinance": ["Kredi yapılandırma (refinansman)"], "construction": ["Konut inşaatı"], "other": ["Tadilat"]},
}


def loan_record(r: random.Random, home: str, lang: str) -> dict:
    sex = r.choice("MF")
    given, surname = person_name(r, home, sex)
    ccy = COUNTRIES[home][6]
    scale = {"KWD": 0.3, "BHD": 0.38, "OMR": 0.38, "JOD": 0.7, "TND": 3, "USD": 1, "EUR": 0.92, "AED": 3.67, "SAR": 3.75, "QAR": 3.64,
             "EGP": 48, "MAD": 10, "DZD": 135, "TRY": 34, "XOF": 600, "XAF": 600}[ccy]
    basic = round(r.uniform(1500, 12000) * scale, -1 if scale < 30 else -3)
    comps = [("basic", basic)]
    if home in GULF or r.random() < 0.3:
        comps += [("housing", round(basic * r.choice([0.25, 0.3, 0.4]), 0)), ("transport", round(basic * 0.1, 0))]
    if r.random() < 0.4:
        comps.append(("other_allow", round(basic * r.uniform(0.05, 0.2), 0)))
    total = round(sum(x for _, x in comps), 3)
    value = round(r.uniform(60, 400) * basic / 10, -3 if scale > 1 else -2) or 100000
    ltv = r.choice([0.5, 0.6, 0.7, 0.75, 0.8, 0.85])
    amount = round(value * ltv, -3 if scale > 1 else -2)
    years = r.choice([5, 10, 15, 20, 25, 7, 12])
    months = years * 12 if r.random() < 0.85 else r.choice([84, 150, 180, 234, 300])
    rate = round(r.uniform(3.0, 8.5), r.choice([2, 2, 1])) if ccy != "TRY" else round(r.uniform(28, 45), 2)
    if ccy in ("XOF", "XAF"):
        rate = round(r.uniform(6, 9.5), 2)
    co = []
    for _ in range(r.choices([0, 1, 2, 3], [40, 40, 14, 6])[0]):
        s2 = r.choice("MF")
        g2, sn2 = person_name(r, home, s2)
        co.append((g2, sn2 if r.random() < 0.4 else surname, rand_date(r, D(1955, 1, 1), D(2004, 1, 1))))
    marital = r.choices(["married", "unmarried", "separated"], [60, 33, 7])[0]
    if co and r.random() < 0.7:
        marital = "married"
    lines, city = address(r, home)
    return dict(home=home, given=given, surname=surname, sex=sex, dob=rand_date(r, D(1960, 1, 1), D(2000, 12, 31)), marital=marital,
                email=email(r, given, surname) if r.random() < 0.75 else None, phone=phone(r, home) if r.random() < 0.8 else None, co=co,
                employer=r.choice(EMPLOYERS[COUNTRIES[home][8]]), emp_start=rand_date(r, D(2003, 1, 1), D(2024, 6, 1)),
                prev_employer=r.choice(EMPLOYERS[COUNTRIES[home][8]]), comps=comps, total=total, ccy=ccy, amount=amount, value=value,
                purpose=r.choices(["purchase", "refinance", "construction", "other"], [60, 18, 14, 8])[0], months=months, rate=rate,
                prop_lines=address(r, home)[0], cur_lines=lines, city=city,
                app_no=r.choice([f"HF-{r.randint(2024, 2025)}-{r.randint(100000, 999999)}", f"{r.randint(10 ** 9, 10 ** 10 - 1)}", f"DOS/{r.randint(1000, 9999)}/{r.randint(24, 25)}",
                                 f"KK{r.randint(10 ** 7, 10 ** 8 - 1)}", f"MTG/{COUNTRIES[home][3]}/{r.randint(10000, 99999)}"]))


def loan_truth(a: dict, name_truth: str, prop_truth: str) -> dict:
    return {"application_number": a["app_no"],
            "borrower": {"full_name": name_truth, "date_of_birth": a["dob"].isoformat(), "marital_status": a["marital"], "email": a["email"], "phone": a["phone"]},
            "co_borrowers": [{"full_name": f"{g} {s}", "date_of_birth": d.isoformat()} for g, s, d in a["co"]],
            "employer_name": a["employer"], "employment_start_date": a["emp_start"].isoformat(), "monthly_income": a["total"], "income_currency": a["ccy"],
            "loan_amount": a["amount"], "loan_currency": a["ccy"], "loan_purpose": a["purpose"], "loan_term_months": a["months"], "interest_rate_percent": a["rate"],
            "property_address": prop_truth, "property_value": a["value"]}


MARITAL_LOAN = {"en": {"married": ["Married"], "unmarried": ["Single", "Unmarried", "Divorced", "Widowed"], "separated": ["Separated"]},
                "fr": {"married": ["Marié(e)"], "unmarried": ["Célibataire", "Divorcé(e)", "Veuf / veuve"], "separated": ["Séparé(e) de corps"]},
                "tr": {"married": ["Evli"], "unmarried": ["Bekâr", "Boşanmış", "Dul"], "separated": ["Ayrı yaşıyor"]}}


def term_text(r: random.Random, months: int, lang: str) -> str:
    if months % 12 == 0 and r.random() < 0.6:
        return {"fr": f"{months // 12} ans", "tr": f"{months // 12} yıl"}.get(lang, f"{months // 12} years")
    return {"fr": f"{months} mois", "tr": f"{months} ay"}.get(lang, f"{months} months")


def rate_text(r: random.Random, rate: float, lang: str) -> str:
    s = f"{rate:.2f}" if r.random() < 0.6 else f"{rate:g}"
    if lang in ("fr", "tr"):
        s = s.replace(".", ",")
    if lang == "tr":
        return f"%{s}"
    return f"{s} %" if lang == "fr" else f"{s}%" + r.choice(["", " p.a.", " per annum", " (fixed for 3 years)"])


def _loan_values(r, a, ctx, money, ds, lang, islamic, name_mode, upper, addr_sep):
    g, s = (a["given"].upper(), a["surname"].upper()) if upper else (a["given"], a["surname"])
    v = {}
    if name_mode == "full":
        v["full_name"] = esc(f"{g} {s}")
    elif name_mode == "comma":
        v["full_name"] = esc(f"{s}, {g}")
    else:
        v["surname"], v["given"] = esc(s), esc(g)
    v["dob"] = esc(fmt_date(a["dob"], ds))
    v["marital"] = esc(r.choice(MARITAL_LOAN.get(lang, MARITAL_LOAN["en"])[a["marital"]]))
    v["email"] = esc(a["email"]) if a["email"] else None
    v["phone"] = esc(a["phone"]) if a["phone"] else None
    v["employer"] = esc(a["employer"])
    v["emp_start"] = esc(fmt_date(a["emp_start"], ds))
    v["amount_key"] = "finance_amount" if islamic else "loan_amount"
    v["amount"] = esc(money(a["amount"], a["ccy"]))
    v["purpose"] = esc(r.choice(PURPOSE_WORDS.get(lang, PURPOSE_WORDS["en"])[a["purpose"]]))
    v["term"] = esc(term_text(r, a["months"], lang))
    v["rate_key"] = "profit_rate" if islamic else "rate"
    v["rate"] = esc(rate_text(r, a["rate"], lang))
    ph, pt = lines_html(a["prop_lines"], addr_sep)
    v["property_address"] = ph
    v["value_key"] = r.choice(["property_value", "purchase_price", "valuation"]) if a["purpose"] == "purchase" else r.choice(["property_value", "valuation"])
    v["value"] = esc(money(a["value"], a["ccy"]))
    return v, pt


def income_table(ctx: Ctx, a: dict, money: Money, layout_cols: bool) -> str:
    rows = [(ctx.L(k), esc(money(x, a["ccy"]))) for k, x in a["comps"]]
    if len(a["comps"]) == 1:
        return kv(ctx, [(ctx.L("monthly_income"), rows[0][1])], "table")
    rows.append((f"<b>{ctx.L('total_income')}</b>", f"<b>{esc(money(a['total'], a['ccy']))}</b>"))
    if layout_cols:
        return kv(ctx, rows, "header_table")
    return kv(ctx, rows, "table")


def _co_table(ctx: Ctx, a: dict, ds: str, upper: bool) -> str:
    if not a["co"]:
        return f'<div class="small">{ctx.L("coapplicant")}: {esc(ctx.blank or "none")}</div>'
    hd = f'<tr><th>#</th><th>{ctx.L("full_name")}</th><th>{ctx.L("dob")}</th><th>{esc("Relationship")}</th></tr>'
    rows = "".join(f'<tr><td>{k}</td><td>{esc((g + " " + s).upper() if upper else g + " " + s)}</td><td>{esc(fmt_date(d, ds))}</td><td>{esc(["Spouse", "Sibling", "Parent", "Son/Daughter"][k % 4])}</td></tr>'
                   for k, (g, s, d) in enumerate(a["co"], 1))
    return f'<div class="sec">{ctx.L("coapplicant")}</div><table class="grid">{hd}{rows}</table>'


def _loan_form(r, layout, homes, langs, styles, title, income_cols=False):
    home = r.choice(homes)
    ctx = Ctx(r, langs)
    lang = ctx.lang
    a = loan_record(r, home, lang)
    bank = r.choice(BANKS[home])
    islamic = is_islamic(bank[0]) or (home in GULF and r.random() < 0.4)
    money = Money(r, lang)
    ds = r.choice(date_styles(lang))
    upper = r.random() < 0.4
    v, prop_truth = _loan_values(r, a, ctx, money, ds, lang, islamic, r.choice(["full", "split", "comma"]), upper, r.choice(["br", ", "]))
    L = ctx.L
    name_rows = [(L("full_name"), v["full_name"])] if "full_name" in v else [(L("surname"), v["surname"]), (L("given"), v["given"])]
    personal = name_rows + [(L("dob"), v["dob"]), (L("marital"), v["marital"]), (L("nationality"), esc(country_surface(r, home, lang))), (L("phone"), v["phone"]), (L("email"), v["email"])]
    cur_h, _ = lines_html(a["cur_lines"], ", ")
    personal.append((L("address"), cur_h))
    emp = [(L("employer"), v["employer"]), (L("occupation"), esc(r.choice(OCCUPATIONS.get(lang, OCCUPATIONS["en"])))), (L("emp_start"), v["emp_start"])]
    if r.random() < 0.4:
        emp.append((esc({"fr": "Employeur précédent", "tr": "Önceki İşveren"}.get(lang, "Previous employer")), esc(a["prev_employer"] if a["prev_employer"] != a["employer"] else "—")))
    loan = [(L("app_no"), esc(a["app_no"])), (L(v["amount_key"]), v["amount"]), (L("purpose"), v["purpose"]), (L("term"), v["term"]), (L(v["rate_key"]), v["rate"])]
    if islamic:
        loan.append((esc("Structure"), esc(r.choice(["Ijara (lease to own)", "Murabaha", "Diminishing Musharaka"]))))
    if r.random() < 0.5:
        loan.append((L("instalment"), esc(money(round(a["amount"] / a["months"] * 1.4, 0), a["ccy"]))))
    prop = [(L("property_address"), v["property_address"]), (L(v["value_key"]), v["value"])]
    if r.random() < 0.5:
        prop.append((L("down_payment"), esc(money(max(a["value"] - a["amount"], 0), a["ccy"]))))
    secs = [("applicants", personal), ("employment", emp), ("loan", loan), ("property", prop)]
    if r.random() < 0.4:
        secs = [secs[2], secs[3], secs[0], secs[1]]
    body = [letterhead(r, bank, home, ctx, f'{L("branch")}: {esc(bank[2])}<br>{esc(fmt_date(rand_date(r, D(2024, 1, 1), D(2025, 12, 31)), ds))}')]
    body.append(f'<h2 style="margin:4px 0">{ctx._combine([(lg, title[lg]) for lg in langs if lg in title])}</h2>')
    st = r.choice(styles)
    for key, rows in secs:
        rows = [(l, x) for l, x in rows if x is not None or r.random() < 0.5]
        body.append(f'<div class="sec">{ctx.S(key)}</div>' + kv(ctx, rows, st, 2))
        if key == "employment":
            body.append(f'<div class="sec">{ctx.S("income")}</div>' + income_table(ctx, a, money, income_cols))
        if key == "applicants":
            body.append(_co_table(ctx, a, ds, upper))
    body.append(f'<p class="small">{esc({"fr": "Je certifie l’exactitude des informations ci-dessus et autorise la banque à consulter la Centrale des Risques.", "tr": "Yukarıdaki bilgilerin doğru olduğunu beyan ederim. KKB sorgusuna onay veriyorum."}.get(lang, "I/We declare that the information above is true and authorise the Bank to obtain credit reports from the credit bureau."))}</p>')
    body.append(_signature_block(r, ctx, ds, a["city"]))
    body.append(footer(r, bank[0], lang, r.choice(["Page 1/2", "", "Form HF-01"])))
    return AuthoredDocument("loan_application", layout, page(r, "".join(body), layout), loan_truth(a, f"{a['given']} {a['surname']}", prop_truth))


def loan_uae(r, i):
    return _loan_form(r, "gulf_home_finance_bilingual", ["ARE", "QAT", "BHR", "OMN", "KWT"], ("en", "ar"), ["table", "table4", "tab"],
                      {"en": "Home Finance Application", "ar": "طلب تمويل سكني"})


def loan_turkey(r, i):
    return _loan_form(r, "turkey_konut_kredisi", ["TUR"], ("tr", "en") if r.random() < 0.6 else ("tr",), ["boxes", "table4", "colon"],
                      {"tr": "Konut Kredisi Başvuru Formu", "en": "Housing Loan Application Form"})


def loan_maghreb(r, i):
    return _loan_form(r, "maghreb_credit_immobilier", ["MAR", "TUN", "DZA"], ("fr", "ar") if r.random() < 0.5 else ("fr",), ["dots", "bold_colon", "table"],
                      {"fr": "Demande de crédit immobilier", "ar": "طلب قرض عقاري"})


def loan_franco_africa(r, i):
    return _loan_form(r, "uemoa_cemac_pret_habitat", ["SEN", "CIV", "CMR", "GAB", "MLI"], ("fr", "en") if r.random() < 0.4 else ("fr",), ["boxes", "header_table", "below"],
                      {"fr": "Demande de prêt habitat", "en": "Home loan request"}, income_cols=True)


def loan_levant(r, i):
    return _loan_form(r, "levant_egypt_mortgage_form", ["JOR", "LBN", "EGY"], ("en", "ar") if r.random() < 0.7 else ("en", "fr"), ["below", "table", "dots"],
                      {"en": "Housing Loan Application", "ar": "طلب قرض إسكان", "fr": "Demande de prêt logement"})


def loan_side_by_side(r, i):
    """Saudi / Gulf real-estate finance form with the applicants in columns."""
    home = r.choice(["SAU", "SAU", "ARE", "KWT", "QAT"])
    ctx = Ctx(r, ("en", "ar"), combine=r.choice(["slash", "stack"]))
    a = loan_record(r, home, "en")
    bank = r.choice(BANKS[home])
    money = Money(r, "en")
    ds = r.choice(["dmy/", "dMy", "ymd/", "iso"])
    upper = r.random() < 0.5
    people = [(a["given"], a["surname"], a["dob"])] + a["co"]
    U = (lambda s: s.upper()) if upper else (lambda s: s)
    heads = [ctx.L("applicant")] + [f'{ctx.L("coapplicant")} {k}' for k in range(1, len(people))]
    mar = esc(r.choice(MARITAL_LOAN["en"][a["marital"]]))
    rows = [(ctx.L("full_name"), [esc(U(f"{g} {s}")) for g, s, _ in people]), (ctx.L("dob"), [esc(fmt_date(d, ds)) for _, _, d in people])]
    if home == "SAU":
        rows.append((esc("DOB (Hijri)"), [esc("{}/{:02d}/{:02d} H".format(*hijri(d))) for _, _, d in people]))
    rows += [(ctx.L("marital"), [mar] + ["" for _ in a["co"]]), (ctx.L("phone"), [esc(a["phone"] or "")] + [esc(phone(r, home)) for _ in a["co"]]),
             (ctx.L("email"), [esc(a["email"] or "")] + ["" for _ in a["co"]]),
             (ctx.L("employer"), [esc(a["employer"])] + [esc(r.choice(EMPLOYERS["gulf"])) for _ in a["co"]]),
             (ctx.L("emp_start"), [esc(fmt_date(a["emp_start"], ds))] + [esc(fmt_date(rand_date(r, D(2005, 1, 1), D(2023, 1, 1)), ds)) for _ in a["co"]])]
    co_inc = [round(r.uniform(3000, 15000) * 3.7, -2) for _ in a["co"]]
    for k, x in a["comps"]:
        rows.append((ctx.L(k), [esc(money(x, a["ccy"]))] + ["" for _ in a["co"]]))
    rows.append((f"<b>{ctx.L('total_income')}</b>", [f"<b>{esc(money(a['total'], a['ccy']))}</b>"] + [esc(money(x, a["ccy"])) for x in co_inc]))
    table = ('<table class="grid"><tr><th></th>' + "".join(f"<th>{h}</th>" for h in heads) + "</tr>"
             + "".join(f"<tr><td class='lbl'>{l}</td>" + "".join(f"<td>{c}</td>" for c in cells) + "</tr>" for l, cells in rows) + "</table>")
    v, prop_truth = _loan_values(r, a, ctx, money, ds, "en", True, "full", upper, r.choice(["br", ", "]))
    fin = [(ctx.L("app_no"), esc(a["app_no"])), (ctx.L("finance_amount"), v["amount"]), (ctx.L("purpose"), v["purpose"]), (ctx.L("term"), v["term"]),
           (ctx.L("profit_rate"), v["rate"]), (esc("APR"), esc(f"{a['rate'] + round(r.uniform(0.1, 0.6), 2):.2f}%")),
           (esc("Debt burden ratio"), esc(f"{r.randint(25, 55)}%")), (ctx.L("property_address"), v["property_address"]), (ctx.L(v["value_key"]), v["value"])]
    body = (letterhead(r, bank, home, ctx) + f'<h2>Real Estate Finance Application / <span class="ar" dir="rtl">طلب تمويل عقاري</span></h2>'
            + f'<div class="sec">{ctx.S("applicants")}</div>' + table + f'<div class="sec">{ctx.S("loan")}</div>' + kv(ctx, fin, r.choice(["table4", "table"]))
            + '<p class="small">Sakani / REDF eligibility to be verified separately. The APR shown is indicative and includes fees.</p>' + footer(r, bank[0], "en"))
    return AuthoredDocument("loan_application", "gulf_applicants_in_columns", page(r, body, "REF"), loan_truth(a, f"{a['given']} {a['surname']}", prop_truth))


def loan_broker_email(r, i):
    home = r.choice(["ARE", "ARE", "QAT", "BHR", "LBN", "MAR"])
    a = loan_record(r, home, "en")
    bank = r.choice(BANKS[home])
    money = Money(r, "en")
    ds = r.choice(["dmy/", "en", "dMy"])
    full = f"{a['given']} {a['surname']}"
    prop = ", ".join(a["prop_lines"])
    mar = r.choice(MARITAL_LOAN["en"][a["marital"]]).lower()
    broker = r.choice(["Sandstone Mortgage Brokers", "Gulf Home Loans DMCC", "Keystone Finance Advisory", "Cedar Mortgage Partners"])
    co = ""
    if a["co"]:
        co = "<p>Co-applicant(s):</p><ul>" + "".join(f"<li>{esc(g + ' ' + s)} – born {esc(fmt_date(d, ds))}</li>" for g, s, d in a["co"]) + "</ul>"
    else:
        co = "<p>No co-applicant on this file.</p>"
    word = "finance" if is_islamic(bank[0]) else "mortgage"
    rate_lbl = "profit rate" if word == "finance" else "interest rate"
    hdr = (f"From: {r.choice(['Rana', 'Sam', 'Hisham', 'Claire'])} &lt;submissions@{mrz_clean(broker.split()[0]).lower()}.example&gt;<br>"
           f"To: mortgage.desk@{mrz_clean(bank[0].split()[0]).lower()}.example<br>Cc: ops@{mrz_clean(broker.split()[0]).lower()}.example<br>"
           f"Date: {esc(fmt_date(rand_date(r, D(2024, 1, 1), D(2025, 12, 31)), 'en'))} {r.randint(8, 18):02d}:{r.randint(10, 59)}<br>"
           f"Subject: New {word} submission – {esc(full)} – our ref. BRK-{r.randint(1000, 9999)} / your ref. {esc(a['app_no'])}")
    inc = ", ".join(f"{k.replace('_allow', '').replace('other', 'other allowances')} {money(x, a['ccy'])}" for k, x in a["comps"])
    ps = [f"Dear Mortgage Desk,",
          f"Please find below a new application for your review (bank application reference {esc(a['app_no'])}).",
          f"<b>Main applicant:</b> {esc(full)}, born {esc(fmt_date(a['dob'], ds))}, {esc(mar)}" + (f", mobile {esc(a['phone'])}" if a["phone"] else "") +
          (f", e-mail {esc(a['email'])}" if a["email"] else "") + ".",
          co,
          f"<b>Employment:</b> with {esc(a['employer'])} since {esc(fmt_date(a['emp_start'], ds))} (previously {esc(a['prev_employer'])}). "
          f"Monthly package: {esc(inc)}; total gross monthly income {esc(money(a['total'], a['ccy']))}.",
          f"<b>Request:</b> {esc(r.choice(PURPOSE_WORDS['en'][a['purpose']]).lower())}; amount {esc(money(a['amount'], a['ccy']))} over {esc(term_text(r, a['months'], 'en'))} "
          f"at the quoted {rate_lbl} of {esc(rate_text(r, a['rate'], 'en'))}.",
          f"<b>Property:</b> {esc(prop)}; {r.choice(['valuation', 'market value', 'agreed purchase price'])} {esc(money(a['value'], a['ccy']))}.",
          "Salary certificate, 6 months' bank statements and passport copies attached. Kindly confirm receipt.",
          f"Best regards,<br>{esc(broker)}<br>Licensed mortgage consultant · Tel +971 4 {r.randint(300, 499)} {r.randint(1000, 9999)}"]
    body = f'<div class="small" style="border-bottom:1px solid #999;padding-bottom:6px">{hdr}</div>' + "".join(p if p.startswith("<") else f"<p>{p}</p>" for p in ps)
    return AuthoredDocument("loan_application", "broker_email_submission", page(r, body, "email"), loan_truth(a, full, fold(prop)))


def loan_credit_memo(r, i):
    home = r.choice(["ARE", "SAU", "JOR", "EGY", "TUR", "MAR", "KWT"])
    lang = "en"
    a = loan_record(r, home, lang)
    bank = r.choice(BANKS[home])
    money = Money(r, "en")
    ds = r.choice(["dMy", "dmy/", "en", "iso"])
    islamic = is_islamic(bank[0])
    ctx = Ctx(r, ("en",))
    upper = r.random() < 0.6
    people = [("Borrower", a["given"], a["surname"], a["dob"])] + [(f"Co-borrower {k}", g, s, d) for k, (g, s, d) in enumerate(a["co"], 1)]
    app_rows = "".join(f"<tr><td>{esc(role)}</td><td>{esc((s.upper() + ', ' + g) if upper else (g + ' ' + s))}</td><td>{esc(fmt_date(d, ds))}</td><td>{r.randint(620, 820)}</td></tr>"
                       for role, g, s, d in people)
    apps = f'<table class="grid"><tr><th>Role</th><th>Name</th><th>Date of birth</th><th>Bureau score</th></tr>{app_rows}</table>'
    emp = (f'<table class="grid"><tr><th>Employer</th><th>From</th><th>To</th><th>Position</th></tr>'
           f'<tr><td>{esc(a["employer"])}</td><td>{esc(fmt_date(a["emp_start"], ds))}</td><td>present</td><td>{esc(r.choice(OCCUPATIONS["en"]))}</td></tr>'
           f'<tr><td>{esc(a["prev_employer"])}</td><td>{esc(fmt_date(a["emp_start"] - _dt.timedelta(days=r.randint(800, 2500)), ds))}</td><td>{esc(fmt_date(a["emp_start"] - _dt.timedelta(days=r.randint(5, 60)), ds))}</td><td>{esc(r.choice(OCCUPATIONS["en"]))}</td></tr></table>')
    v, prop_truth = _loan_values(r, a, ctx, money, ds, "en", islamic, "full", False, r.choice(["br", ", "]))
    facts = [("Application no.", esc(a["app_no"])), ("Marital status (borrower)", v["marital"]), ("Borrower contact", esc(" / ".join(x for x in (a["phone"], a["email"]) if x) or "not provided")),
             (ctx.L(v["amount_key"]), v["amount"]), (ctx.L("purpose"), v["purpose"]), (ctx.L("term"), v["term"]), (ctx.L(v["rate_key"]), v["rate"]),
             (ctx.L("property_address"), v["property_address"]), (ctx.L(v["value_key"]), v["value"]),
             ("LTV", f"{a['amount'] / a['value'] * 100:.1f}%"), ("DBR / DSR", f"{r.randint(20, 50)}%")]
    body = (letterhead(r, bank, home, extra="Retail Credit Risk – CONFIDENTIAL") + "<h3>Credit Memorandum – Residential Mortgage</h3>"
            + kv(ctx, facts, r.choice(["table4", "table"])) + '<div class="sec">Applicants</div>' + apps
            + '<div class="sec">Employment history (borrower)</div>' + emp + '<div class="sec">Income (monthly, borrower)</div>' + income_table(ctx, a, money, r.random() < 0.5)
            + f'<p>Recommendation: <b>{r.choice(["APPROVE", "APPROVE WITH CONDITIONS", "REFER"])}</b>. Conditions: salary assignment letter; life and property takaful/insurance assigned to the Bank.</p>'
            + f'<p class="small">Underwriter: {r.choice(["N. Haddad", "S. Öztürk", "M. Benali", "A. Rahman"])} · Approver: Head of Retail Credit · {esc(fmt_date(rand_date(r, D(2024, 1, 1), D(2025, 12, 1)), ds))}</p>')
    truth = loan_truth(a, f"{a['given']} {a['surname']}", prop_truth)
    return AuthoredDocument("loan_application", "underwriter_credit_memo", page(r, body, "Credit memo"), truth)


LOAN_LAYOUTS = {
    "gulf_home_finance_bilingual": loan_uae,
    "gulf_applicants_in_columns": loan_side_by_side,
    "turkey_konut_kredisi": loan_turkey,
    "maghreb_credit_immobilier": loan_maghreb,
    "uemoa_cemac_pret_habitat": loan_franco_africa,
    "levant_egypt_mortgage_form": loan_levant,
    "broker_email_submission": loan_broker_email,
    "underwriter_credit_memo": loan_credit_memo,
}

REGISTRY = {"kyc_individual": KYC_LAYOUTS, "letter_of_credit": LC_LAYOUTS, "loan_application": LOAN_LAYOUTS}


def layouts(document_type: str) -> list[str]:
    return list(REGISTRY[document_type])


def generate(document_type: str, index: int, seed: int) -> AuthoredDocument:
    r = random.Random(f"{seed}|{document_type}|{index}")
    names = layouts(document_type)
    name = names[r.randrange(len(names))]
    return _generate_layout(document_type, name, r, index)


def _generate_layout(document_type: str, name: str, r: random.Random, index: int) -> AuthoredDocument:
    doc = REGISTRY[document_type][name](r, index)
    doc.layout = name
    return doc


FREE_TEXT = {
    "kyc_individual": ["full_name", "id_document_number", "residential_address", "occupation", "employer_name", "tax_identification_number"],
    "letter_of_credit": ["lc_number", "expiry_place", "applicant.name", "applicant.address", "beneficiary.name", "beneficiary.address", "available_with",
                         "port_of_loading", "port_of_discharge", "goods_description"],
    "loan_application": ["application_number", "borrower.full_name", "borrower.email", "borrower.phone", "employer_name", "property_address"],
}
NAME_FIELDS = {"full_name", "borrower.full_name"}


def _get(d: dict, path: str):
    for p in path.split("."):
        d = d.get(p) if isinstance(d, dict) else None
    return d


def _norm(s: str) -> str:
    return re.sub(r"\s+", " ", s).strip().casefold()


def self_check(per_type: int = 3, seed: int = 0) -> None:
    """For every layout: the truth validates against its schema and every free-text truth value is on the page
    (person names: every word, since forms print them surname first or split)."""
    import json
    from pathlib import Path
    import jsonschema
    root = Path(__file__).resolve().parents[2]
    for dt, table in REGISTRY.items():
        schema = json.loads((root / "schemas" / f"{dt}.schema.json").read_text())
        validator = jsonschema.Draft202012Validator(schema, format_checker=jsonschema.FormatChecker())
        for name in table:
            for k in range(per_type):
                r = random.Random(f"{seed}|{dt}|{name}|{k}")
                doc = _generate_layout(dt, name, r, k)
                errors = list(validator.iter_errors(doc.truth))
                assert not errors, (dt, name, k, errors[0].message)
                text = _norm(strip_html(doc.html))
                paths = FREE_TEXT[dt] + [f"co_borrowers.{j}" for j in range(len(doc.truth.get("co_borrowers", [])))] + (["documents_required"] if dt == "letter_of_credit" else [])
                for path in paths:
                    if path.startswith("co_borrowers."):
                        val = doc.truth["co_borrowers"][int(path.split(".")[1])]["full_name"]
                        words = True
                    elif path == "documents_required":
                        for item in doc.truth["documents_required"]:
                            assert _norm(item) in text, (dt, name, k, "document", item)
                        continue
                    else:
                        val = _get(doc.truth, path)
                        words = path in NAME_FIELDS
                    if val is None:
                        continue
                    if words:
                        for w in _norm(val).split(" "):
                            assert w in text, (dt, name, k, path, val, w)
                    else:
                        assert _norm(val) in text, (dt, name, k, path, val)
    print("self_check ok")


if __name__ == "__main__":
    self_check(2)
