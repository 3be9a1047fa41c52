"""Eurasian bank documents: retail KYC questionnaires (anketa), import documentary credits and
mortgage applications from banks of Russia, Ukraine, Kazakhstan, Uzbekistan, Georgia, Armenia,
Azerbaijan, Serbia and the Western Balkans.

Pages are bilingual (local script beside English), values mostly in Latin transliteration as in
a passport's Latin fields, dates day-first, amounts with space (or dot) thousands and comma
decimals. ``generate`` uses the standard library only.
"""
from __future__ import annotations

import datetime as _dt
import html as _html
import random
import re
import textwrap
from dataclasses import dataclass

__all__ = ["AuthoredDocument", "layouts", "generate", "self_check"]


@dataclass
class AuthoredDocument:
    document_type: str
    layout: str
    html: str
    truth: dict


# --------------------------------------------------------------------------- small helpers

_HYPHENATED = re.compile(r"(?<!\S)(\S*\w-\w\S*)")


def E(s) -> str:
    """Escaped text; words with an inner hyphen are kept on one line (Chromium breaks after hyphens)."""
    t = _html.escape(str(s), quote=True)
    return _HYPHENATED.sub(r'<span class="nw">\1</span>', t) if "-" in t else t


def NW(s) -> str:
    """A value that must not wrap (identifiers, numbers, e-mails)."""
    return '<span style="white-space:nowrap">' + E(s) + "</span>"


def _d(y, m, d):
    return _dt.date(y, m, d)


def rand_date(rng, start: _dt.date, end: _dt.date) -> _dt.date:
    return start + _dt.timedelta(days=rng.randint(0, max(0, (end - start).days)))


def add_years(d: _dt.date, n: int) -> _dt.date:
    try:
        return d.replace(year=d.year + n)
    except ValueError:
        return d.replace(year=d.year + n, day=28)


RU_MONTHS = ["января", "февраля", "марта", "апреля", "мая", "июня", "июля", "августа",
             "сентября", "октября", "ноября", "декабря"]
UK_MONTHS = ["січня", "лютого", "березня", "квітня", "травня", "червня", "липня", "серпня",
             "вересня", "жовтня", "листопада", "грудня"]
SR_MONTHS = ["januar", "februar", "mart", "april", "maj", "jun", "jul", "avgust", "septembar",
             "oktobar", "novembar", "decembar"]
EN_MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
             "September", "October", "November", "December"]


def fd(d: _dt.date, style: str = "dot") -> str:
    if style == "dot":
        return d.strftime("%d.%m.%Y")
    if style == "dot_sr":
        return d.strftime("%d.%m.%Y.")
    if style == "slash":
        return d.strftime("%d/%m/%Y")
    if style == "dash":
        return d.strftime("%d-%m-%Y")
    if style == "iso":
        return d.isoformat()
    if style == "ru":
        return f"{d.day:02d} {RU_MONTHS[d.month - 1]} {d.year} г."
    if style == "ru_q":
        return f"«{d.day:02d}» {RU_MONTHS[d.month - 1]} {d.year} г."
    if style == "uk":
        return f"{d.day} {UK_MONTHS[d.month - 1]} {d.year} р."
    if style == "sr":
        return f"{d.day}. {SR_MONTHS[d.month - 1]} {d.year}."
    if style == "en":
        return f"{d.day} {EN_MONTHS[d.month - 1]} {d.year}"
    if style == "mon":
        return f"{d.day:02d} {EN_MONTHS[d.month - 1][:3].upper()} {d.year}"
    if style == "swift":
        return d.strftime("%y%m%d")
    raise ValueError(style)


def fa(x: float, style: str = "sc", dec: bool = True) -> str:
    """Amount surface forms: sc '1 250 000,00', sd '1 250 000.00', dc '1.250.000,00',
    cd '1,250,000.00', sw '1250000,00' (SWIFT), pl '1250000.00'."""
    neg = x < 0
    x = abs(x)
    whole = int(round(x * 100)) // 100
    cents = int(round(x * 100)) % 100
    groups = f"{whole:,}"
    if style == "sc":
        s = groups.replace(",", " ") + (f",{cents:02d}" if dec else "")
    elif style == "sd":
        s = groups.replace(",", " ") + (f".{cents:02d}" if dec else "")
    elif style == "dc":
        s = groups.replace(",", ".") + (f",{cents:02d}" if dec else "")
    elif style == "cd":
        s = groups + (f".{cents:02d}" if dec else "")
    elif style == "sw":
        s = str(whole) + "," + (f"{cents:02d}" if cents else "")
    elif style == "pl":
        s = str(whole) + (f".{cents:02d}" if dec else "")
    else:
        raise ValueError(style)
    return ("-" if neg else "") + s


def frate(r: float, comma: bool = True, strip: bool = False) -> str:
    s = f"{r:.2f}"
    if strip:
        s = s.rstrip("0").rstrip(".")
    return s.replace(".", ",") if comma else s


_ONES = ["", "ONE", "TWO", "THREE", "FOUR", "FIVE", "SIX", "SEVEN", "EIGHT", "NINE", "TEN", "ELEVEN",
         "TWELVE", "THIRTEEN", "FOURTEEN", "FIFTEEN", "SIXTEEN", "SEVENTEEN", "EIGHTEEN", "NINETEEN"]
_TENS = ["", "", "TWENTY", "THIRTY", "FORTY", "FIFTY", "SIXTY", "SEVENTY", "EIGHTY", "NINETY"]


def en_words(n: int) -> str:
    def small(k):
        out = []
        if k >= 100:
            out += [_ONES[k // 100], "HUNDRED"]
            k %= 100
        if k >= 20:
            out.append(_TENS[k // 10] + ("-" + _ONES[k % 10] if k % 10 else ""))
        elif k:
            out.append(_ONES[k])
        return out
    if n == 0:
        return "ZERO"
    parts = []
    for div, name in ((10 ** 9, "BILLION"), (10 ** 6, "MILLION"), (1000, "THOUSAND"), (1, "")):
        if n >= div:
            parts += small(n // div) + ([name] if name else [])
            n %= div
    return " ".join(parts)


def money_round(rng, lo, hi, step):
    return float(rng.randint(int(lo // step), int(hi // step)) * step)


def digits(rng, n):
    return "".join(str(rng.randint(0, 9)) for _ in range(n))


def letters(rng, n, alphabet="ABCDEFGHJKLMNPRSTUVWXYZ"):
    return "".join(rng.choice(alphabet) for _ in range(n))


def ru_inn(rng) -> str:
    d = [rng.randint(0, 9) for _ in range(10)]
    d[0] = rng.randint(1, 9)
    w1 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]
    c1 = sum(a * b for a, b in zip(d, w1)) % 11 % 10
    d.append(c1)
    w2 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]
    c2 = sum(a * b for a, b in zip(d, w2)) % 11 % 10
    d.append(c2)
    return "".join(map(str, d))


def kz_iin(rng, dob, sex) -> str:
    cent = 3 if dob.year < 2000 else 5
    c = cent + (0 if sex == "M" else 1)
    return dob.strftime("%y%m%d") + str(c) + digits(rng, 5)


def uz_pinfl(rng, dob, sex) -> str:
    c = (3 if sex == "M" else 4) if dob.year < 2000 else (5 if sex == "M" else 6)
    return str(c) + dob.strftime("%d%m%y") + digits(rng, 7)


def jmbg(rng, dob, sex, region="71") -> str:
    base = dob.strftime("%d%m") + f"{dob.year % 1000:03d}" + region + (f"{rng.randint(0, 499):03d}" if sex == "M" else f"{rng.randint(500, 999):03d}")
    w = [7, 6, 5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
    m = 11 - sum(int(a) * b for a, b in zip(base, w)) % 11
    k = 0 if m > 9 else m
    return base + str(k)


# --------------------------------------------------------------------------- MRZ

def _mrz_val(c):
    if c.isdigit():
        return int(c)
    if c == "<":
        return 0
    return ord(c) - 55


def mrz_check(s: str) -> str:
    w = (7, 3, 1)
    return str(sum(_mrz_val(c) * w[i % 3] for i, c in enumerate(s)) % 10)


_MRZ_TR = str.maketrans({"Ć": "C", "Č": "C", "Š": "S", "Ž": "Z", "Đ": "D", "'": "", "’": "", "-": "<", " ": "<",
                         "Ə": "A", "Ü": "U", "Ö": "O", "Ğ": "G", "Ş": "S", "Ç": "C", "İ": "I", "I": "I"})


def mrz_name(s: str) -> str:
    return s.upper().translate(_MRZ_TR)


def mrz_lines(doc_code, issuer, surname, given, number, nationality, dob, sex, expiry, personal="") -> tuple[str, str]:
    l1 = (doc_code + "<" + issuer + mrz_name(surname) + "<<" + mrz_name(given))[:44].ljust(44, "<")
    num = number.replace(" ", "")[:9].ljust(9, "<")
    pn = personal[:14].ljust(14, "<")
    part = num + mrz_check(num) + nationality + dob.strftime("%y%m%d") + mrz_check(dob.strftime("%y%m%d")) + (sex or "<") \
        + expiry.strftime("%y%m%d") + mrz_check(expiry.strftime("%y%m%d")) + pn + mrz_check(pn)
    comp = num + mrz_check(num) + dob.strftime("%y%m%d") + mrz_check(dob.strftime("%y%m%d")) + expiry.strftime("%y%m%d") \
        + mrz_check(expiry.strftime("%y%m%d")) + pn + mrz_check(pn)
    return l1, part + mrz_check(comp)


# --------------------------------------------------------------------------- regional data
# given names: (latin, local); surnames: (latin m, latin f, local m, local f);
# patronymics: (latin m, latin f, local m, local f) or None for countries that do not use them.

C = {
    "RUS": dict(en="RUSSIAN FEDERATION", en2="Russia", loc="Российская Федерация", cur="RUB", cur_loc="руб.",
                m=[("IVAN", "Иван"), ("DMITRII", "Дмитрий"), ("SERGEI", "Сергей"), ("ALEKSANDR", "Александр"),
                   ("MAKSIM", "Максим"), ("ANDREI", "Андрей"), ("PAVEL", "Павел"), ("NIKOLAI", "Николай"),
                   ("ARTEM", "Артём"), ("KIRILL", "Кирилл"), ("ROMAN", "Роман"), ("EVGENII", "Евгений")],
                f=[("ANNA", "Анна"), ("EKATERINA", "Екатерина"), ("OLGA", "Ольга"), ("IRINA", "Ирина"),
                   ("MARIIA", "Мария"), ("TATIANA", "Татьяна"), ("NATALIA", "Наталья"), ("ELENA", "Елена"),
                   ("DARIA", "Дарья"), ("SVETLANA", "Светлана"), ("KSENIIA", "Ксения"), ("POLINA", "Полина")],
                s=[("SOKOLOV", "SOKOLOVA", "Соколов", "Соколова"), ("VOLKOV", "VOLKOVA", "Волков", "Волкова"),
                   ("KUZNETSOV", "KUZNETSOVA", "Кузнецов", "Кузнецова"), ("LEBEDEV", "LEBEDEVA", "Лебедев", "Лебедева"),
                   ("MOROZOV", "MOROZOVA", "Морозов", "Морозова"), ("ZAKHAROV", "ZAKHAROVA", "Захаров", "Захарова"),
                   ("BELOUSOV", "BELOUSOVA", "Белоусов", "Белоусова"), ("GRIGOREV", "GRIGOREVA", "Григорьев", "Григорьева"),
                   ("TARASOV", "TARASOVA", "Тарасов", "Тарасова"), ("FEDOSEEV", "FEDOSEEVA", "Федосеев", "Федосеева"),
                   ("KOMAROV", "KOMAROVA", "Комаров", "Комарова"), ("ZHUKOV", "ZHUKOVA", "Жуков", "Жукова"),
                   ("SHCHERBAKOV", "SHCHERBAKOVA", "Щербаков", "Щербакова"), ("ORLOV", "ORLOVA", "Орлов", "Орлова")],
                p=[("IVANOVICH", "IVANOVNA", "Иванович", "Ивановна"), ("SERGEEVICH", "SERGEEVNA", "Сергеевич", "Сергеевна"),
                   ("ALEKSANDROVICH", "ALEKSANDROVNA", "Александрович", "Александровна"),
                   ("DMITRIEVICH", "DMITRIEVNA", "Дмитриевич", "Дмитриевна"), ("PETROVICH", "PETROVNA", "Петрович", "Петровна"),
                   ("NIKOLAEVICH", "NIKOLAEVNA", "Николаевич", "Николаевна"),
                   ("VLADIMIROVICH", "VLADIMIROVNA", "Владимирович", "Владимировна"),
                   ("ANDREEVICH", "ANDREEVNA", "Андреевич", "Андреевна"), ("IUREVICH", "IUREVNA", "Юрьевич", "Юрьевна")],
                cities=[("Moscow", "1{:05d}", ["ul. Profsoyuznaya", "ul. Bolshaya Cheremushkinskaya", "Leninskii prospekt",
                                               "ul. Marshala Biryuzova", "Kutuzovskii prospekt", "ul. Novoslobodskaya"]),
                        ("Saint Petersburg", "19{:04d}", ["Nevskii prospekt", "ul. Marata", "Moskovskii prospekt",
                                                         "ul. Savushkina", "prospekt Prosveshcheniya"]),
                        ("Kazan", "420{:03d}", ["ul. Baumana", "prospekt Pobedy", "ul. Chistopolskaya"]),
                        ("Yekaterinburg", "620{:03d}", ["ul. Malysheva", "ul. Vainera", "ul. Akademika Shvartsa"]),
                        ("Novosibirsk", "630{:03d}", ["Krasnyi prospekt", "ul. Frunze", "ul. Titova"]),
                        ("Nizhny Novgorod", "603{:03d}", ["ul. Bolshaya Pokrovskaya", "ul. Rodionova"]),
                        ("Krasnodar", "350{:03d}", ["ul. Krasnaya", "ul. Stavropolskaya", "ul. Severnaya"])],
                addr="ru", phone="+7 9{:02d} {:03d}-{:02d}-{:02d}"),
    "UKR": dict(en="UKRAINE", en2="Ukraine", loc="Україна", cur="UAH", cur_loc="грн",
                m=[("OLEKSANDR", "Олександр"), ("ANDRII", "Андрій"), ("TARAS", "Тарас"), ("BOHDAN", "Богдан"),
                   ("MYKOLA", "Микола"), ("SERHII", "Сергій"), ("VOLODYMYR", "Володимир"), ("YURII", "Юрій"),
                   ("DMYTRO", "Дмитро"), ("OSTAP", "Остап")],
                f=[("OKSANA", "Оксана"), ("IRYNA", "Ірина"), ("NATALIIA", "Наталія"), ("KATERYNA", "Катерина"),
                   ("YULIIA", "Юлія"), ("SOLOMIIA", "Соломія"), ("HALYNA", "Галина"), ("OLENA", "Олена")],
                s=[(x, x, y, y) for x, y in [("SHEVCHUK", "Шевчук"), ("KOVALENKO", "Коваленко"), ("BONDARENKO", "Бондаренко"),
                                               ("TKACHUK", "Ткачук"), ("MELNYK", "Мельник"), ("KRAVCHUK", "Кравчук"),
                                               ("HONCHARUK", "Гончарук"), ("LYSENKO", "Лисенко"), ("SAVCHUK", "Савчук"),
                                               ("MOROZ", "Мороз"), ("PAVLENKO", "Павленко"), ("RUDENKO", "Руденко")]],
                p=[("OLEKSANDROVYCH", "OLEKSANDRIVNA", "Олександрович", "Олександрівна"),
                   ("PETROVYCH", "PETRIVNA", "Петрович", "Петрівна"), ("MYKOLAIOVYCH", "MYKOLAIVNA", "Миколайович", "Миколаївна"),
                   ("IVANOVYCH", "IVANIVNA", "Іванович", "Іванівна"), ("VASYLOVYCH", "VASYLIVNA", "Васильович", "Василівна"),
                   ("STEPANOVYCH", "STEPANIVNA", "Степанович", "Степанівна")],
                cities=[("Kyiv", "0{:04d}", ["vul. Saksahanskoho", "prosp. Beresteiskyi", "vul. Antonovycha", "vul. Velyka Vasylkivska"]),
                        ("Lviv", "790{:02d}", ["vul. Zelena", "vul. Stryiska", "vul. Kulparkivska"]),
                        ("Dnipro", "490{:02d}", ["prosp. Dmytra Yavornytskoho", "vul. Naberezhna Peremohy"]),
                        ("Vinnytsia", "210{:02d}", ["vul. Soborna", "prosp. Kotsiubynskoho"]),
                        ("Kharkiv", "610{:02d}", ["vul. Sumska", "prosp. Nauky"])],
                addr="ua", phone="+380 {:02d} {:03d} {:02d} {:02d}"),
    "KAZ": dict(en="REPUBLIC OF KAZAKHSTAN", en2="Kazakhstan", loc="Қазақстан Республикасы", cur="KZT", cur_loc="тенге",
                m=[("NURLAN", "Нурлан"), ("YERLAN", "Ерлан"), ("ASKAR", "Аскар"), ("DAULET", "Даулет"),
                   ("TIMUR", "Тимур"), ("ARMAN", "Арман"), ("AZAMAT", "Азамат"), ("BAURZHAN", "Бауржан")],
                f=[("AIGERIM", "Айгерим"), ("DANA", "Дана"), ("ZHANNA", "Жанна"), ("MADINA", "Мадина"),
                   ("ASEL", "Асель"), ("GULNARA", "Гульнара"), ("ALIYA", "Алия"), ("SAULE", "Сауле")],
                s=[("NURPEISOV", "NURPEISOVA", "Нурпеисов", "Нурпеисова"), ("ABDRAKHMANOV", "ABDRAKHMANOVA", "Абдрахманов", "Абдрахманова"),
                   ("ZHAKUPOV", "ZHAKUPOVA", "Жакупов", "Жакупова"), ("SEITKALIYEV", "SEITKALIYEVA", "Сейткалиев", "Сейткалиева"),
                   ("BEKMUKHAMBETOV", "BEKMUKHAMBETOVA", "Бекмухамбетов", "Бекмухамбетова"),
                   ("ISMAILOV", "ISMAILOVA", "Исмаилов", "Исмаилова"), ("KASYMOV", "KASYMOVA", "Касымов", "Касымова"),
                   ("TULEUOV", "TULEUOVA", "Тулеуов", "Тулеуова")],
                p=[("SERIKOVICH", "SERIKOVNA", "Серикович", "Сериковна"), ("BOLATOVICH", "BOLATOVNA", "Болатович", "Болатовна"),
                   ("MARATOVICH", "MARATOVNA", "Маратович", "Маратовна"), ("KAIRATOVICH", "KAIRATOVNA", "Кайратович", "Кайратовна"),
                   ("ERZHANOVICH", "ERZHANOVNA", "Ержанович", "Ержановна")],
                cities=[("Almaty", "0500{:02d}", ["ul. Zharokova", "prosp. Abaya", "mkr. Samal-2, ul. Mendikulova", "ul. Tole bi"]),
                        ("Astana", "0100{:02d}", ["prosp. Mangilik Yel", "ul. Kenesary", "prosp. Kabanbai batyra"]),
                        ("Karaganda", "1000{:02d}", ["prosp. Bukhar-Zhyrau", "ul. Erubaeva"]),
                        ("Shymkent", "1600{:02d}", ["prosp. Tauke khana", "ul. Baitursynova"])],
                addr="kz", phone="+7 7{:02d} {:03d} {:02d} {:02d}"),
    "UZB": dict(en="REPUBLIC OF UZBEKISTAN", en2="Uzbekistan", loc="O‘zbekiston Respublikasi", cur="UZS", cur_loc="сум",
                m=[("JAHONGIR", "Жахонгир"), ("SARDOR", "Сардор"), ("BEKZOD", "Бекзод"), ("OTABEK", "Отабек"),
                   ("RUSTAM", "Рустам"), ("SHERZOD", "Шерзод"), ("ULUGBEK", "Улугбек")],
                f=[("DILNOZA", "Дилноза"), ("NILUFAR", "Нилуфар"), ("SHAKHNOZA", "Шахноза"), ("GULNORA", "Гулнора"),
                   ("MALIKA", "Малика"), ("SEVARA", "Севара")],
                s=[("KARIMOV", "KARIMOVA", "Каримов", "Каримова"), ("YUSUPOV", "YUSUPOVA", "Юсупов", "Юсупова"),
                   ("RAKHIMOV", "RAKHIMOVA", "Рахимов", "Рахимова"), ("TOSHMATOV", "TOSHMATOVA", "Тошматов", "Тошматова"),
                   ("ALIMOV", "ALIMOVA", "Алимов", "Алимова"), ("SAIDOV", "SAIDOVA", "Саидов", "Саидова"),
                   ("NAZAROV", "NAZAROVA", "Назаров", "Назарова")],
                p=[("ALISHEROVICH", "ALISHEROVNA", "Алишерович", "Алишеровна"),
                   ("BAKHTIYAROVICH", "BAKHTIYAROVNA", "Бахтиярович", "Бахтияровна"),
                   ("SHAVKATOVICH", "SHAVKATOVNA", "Шавкатович", "Шавкатовна"),
                   ("ILKHOMOVICH", "ILKHOMOVNA", "Ильхомович", "Ильхомовна")],
                cities=[("Tashkent", "1000{:02d}", ["Amir Temur ko'chasi", "Mustaqillik shoh ko'chasi", "Bobur ko'chasi",
                                                    "Chilonzor tumani, Bunyodkor shoh ko'chasi"]),
                        ("Samarkand", "1401{:02d}", ["Registon ko'chasi", "Universitet xiyoboni"]),
                        ("Namangan", "1600{:02d}", ["Navoiy ko'chasi"])],
                addr="uz", phone="+998 9{:01d} {:03d} {:02d} {:02d}"),
    "GEO": dict(en="GEORGIA", en2="Georgia", loc="საქართველო", cur="GEL", cur_loc="ლარი",
                m=[("GIORGI", "გიორგი"), ("LEVAN", "ლევანი"), ("DAVIT", "დავითი"), ("NIKOLOZ", "ნიკოლოზი"),
                   ("IRAKLI", "ირაკლი"), ("ZURAB", "ზურაბი"), ("LUKA", "ლუკა")],
                f=[("NINO", "ნინო"), ("TAMAR", "თამარი"), ("MARIAM", "მარიამი"), ("KETEVAN", "ქეთევანი"),
                   ("ANA", "ანა"), ("SALOME", "სალომე"), ("EKA", "ეკა")],
                s=[(x, x, y, y) for x, y in [("BERIDZE", "ბერიძე"), ("KAPANADZE", "კაპანაძე"), ("GELASHVILI", "გელაშვილი"),
                                               ("MAISURADZE", "მაისურაძე"), ("TSIKLAURI", "წიკლაური"), ("LOMIDZE", "ლომიძე"),
                                               ("JAPARIDZE", "ჯაფარიძე"), ("KVARATSKHELIA", "კვარაცხელია"), ("ABULADZE", "აბულაძე")]],
                p=None,
                cities=[("Tbilisi", "01{:02d}", ["Ilia Chavchavadze Ave.", "Pekini Ave.", "Vazha-Pshavela Ave.", "Kostava St.",
                                                 "Kazbegi Ave."]),
                        ("Batumi", "60{:02d}", ["Rustaveli Ave.", "Gorgiladze St.", "Chavchavadze St."]),
                        ("Kutaisi", "46{:02d}", ["Tsereteli St.", "Rustaveli Ave."])],
                addr="ge", phone="+995 5{:02d} {:02d} {:02d} {:02d}"),
    "ARM": dict(en="REPUBLIC OF ARMENIA", en2="Armenia", loc="Հայաստանի Հանրապետություն", cur="AMD", cur_loc="դրամ",
                m=[("ARMEN", "Արմեն"), ("DAVIT", "Դավիթ"), ("HAYK", "Հայկ"), ("TIGRAN", "Տիգրան"), ("ARAM", "Արամ"),
                   ("GOR", "Գոռ"), ("NAREK", "Նարեկ")],
                f=[("ANI", "Անի"), ("LILIT", "Լիլիթ"), ("MARINE", "Մարինե"), ("ANNA", "Աննա"), ("GAYANE", "Գայանե"),
                   ("SONA", "Սոնա"), ("ARMINE", "Արմինե")],
                s=[(x, x, y, y) for x, y in [("HAKOBYAN", "Հակոբյան"), ("GRIGORYAN", "Գրիգորյան"), ("SARGSYAN", "Սարգսյան"),
                                               ("MKRTCHYAN", "Մկրտչյան"), ("PETROSYAN", "Պետրոսյան"), ("KHACHATRYAN", "Խաչատրյան"),
                                               ("AVETISYAN", "Ավետիսյան"), ("MANUKYAN", "Մանուկյան")]],
                p=[(x, x, y, y) for x, y in [("SURENI", "Սուրենի"), ("GAGIKI", "Գագիկի"), ("VAHANI", "Վահանի"),
                                               ("ASHOTI", "Աշոտի"), ("KAREN", "Կարենի")]],
                cities=[("Yerevan", "00{:02d}", ["Komitas Ave.", "Mashtots Ave.", "Tigran Mets Ave.", "Arshakunyats Ave.",
                                                 "Baghramyan Ave.", "Khorenatsi St."]),
                        ("Gyumri", "31{:02d}", ["Abovyan St.", "Rizhkov St."]),
                        ("Vanadzor", "20{:02d}", ["Tigran Mets St."])],
                addr="am", phone="+374 {:02d} {:03d} {:03d}"),
    "AZE": dict(en="REPUBLIC OF AZERBAIJAN", en2="Azerbaijan", loc="Azərbaycan Respublikası", cur="AZN", cur_loc="manat",
                m=[("RASHAD", "Rəşad"), ("ELVIN", "Elvin"), ("TURAL", "Tural"), ("FARID", "Fərid"), ("KAMRAN", "Kamran"),
                   ("ORKHAN", "Orxan"), ("ELCHIN", "Elçin")],
                f=[("AYTAN", "Aytən"), ("LEYLA", "Leyla"), ("NARMIN", "Nərmin"), ("GUNAY", "Günay"), ("SEVINJ", "Sevinc"),
                   ("KONUL", "Könül")],
                s=[("MAMMADOV", "MAMMADOVA", "Məmmədov", "Məmmədova"), ("HASANOV", "HASANOVA", "Həsənov", "Həsənova"),
                   ("GULIYEV", "GULIYEVA", "Quliyev", "Quliyeva"), ("HUSEYNOV", "HUSEYNOVA", "Hüseynov", "Hüseynova"),
                   ("ISMAYILOV", "ISMAYILOVA", "İsmayılov", "İsmayılova"), ("JAFAROV", "JAFAROVA", "Cəfərov", "Cəfərova"),
                   ("BABAYEV", "BABAYEVA", "Babayev", "Babayeva")],
                p=None, fathers=["ELDAR", "TOFIQ", "VUGAR", "RAFIG", "NATIQ", "ILHAM"],
                cities=[("Baku", "AZ1{:03d}", ["Nizami str.", "Bakikhanov str.", "Hasan bey Zardabi ave.", "Azadliq ave.",
                                               "Fatali Khan Khoyski str."]),
                        ("Ganja", "AZ2{:03d}", ["Ataturk ave.", "Javad khan str."]),
                        ("Sumgait", "AZ5{:03d}", ["Sulh str."])],
                addr="az", phone="+994 {:02d} {:03d} {:02d} {:02d}"),
    "SRB": dict(en="REPUBLIC OF SERBIA", en2="Serbia", loc="Република Србија", cur="RSD", cur_loc="dinara",
                m=[("MARKO", "Марко"), ("NIKOLA", "Никола"), ("STEFAN", "Стефан"), ("MILOŠ", "Милош"), ("DUŠAN", "Душан"),
                   ("NEMANJA", "Немања"), ("ALEKSANDAR", "Александар"), ("VLADIMIR", "Владимир")],
                f=[("JELENA", "Јелена"), ("MILICA", "Милица"), ("ANA", "Ана"), ("TIJANA", "Тијана"), ("MARIJA", "Марија"),
                   ("KATARINA", "Катарина"), ("JOVANA", "Јована")],
                s=[(x, x, y, y) for x, y in [("JOVANOVIĆ", "Јовановић"), ("PETROVIĆ", "Петровић"), ("NIKOLIĆ", "Николић"),
                                               ("MARKOVIĆ", "Марковић"), ("ĐORĐEVIĆ", "Ђорђевић"), ("STOJANOVIĆ", "Стојановић"),
                                               ("ILIĆ", "Илић"), ("PAVLOVIĆ", "Павловић"), ("RADOSAVLJEVIĆ", "Радосављевић")]],
                p=None, fathers=["DRAGAN", "ZORAN", "GORAN", "MILAN", "SLOBODAN", "DEJAN"],
                cities=[("Beograd", "11{:03d}", ["Bulevar kralja Aleksandra", "Ustanička", "Bulevar Mihajla Pupina",
                                                 "Cara Dušana", "Vojvode Stepe"]),
                        ("Novi Sad", "21{:03d}", ["Bulevar oslobođenja", "Futoška", "Narodnog fronta"]),
                        ("Niš", "18{:03d}", ["Obrenovićeva", "Vizantijski bulevar"]),
                        ("Kragujevac", "34{:03d}", ["Kralja Petra I"])],
                addr="rs", phone="+381 6{:01d} {:03d} {:04d}"),
    "BIH": dict(en="BOSNIA AND HERZEGOVINA", en2="Bosnia and Herzegovina", loc="Bosna i Hercegovina", cur="BAM", cur_loc="KM",
                m=[("AMAR", "Амар"), ("HARIS", "Харис"), ("DARKO", "Дарко"), ("EMIR", "Емир"), ("IGOR", "Игор")],
                f=[("EMINA", "Емина"), ("AMRA", "Амра"), ("SANJA", "Сања"), ("LEJLA", "Лејла"), ("DIJANA", "Дијана")],
                s=[(x, x, y, y) for x, y in [("HODŽIĆ", "Хоџић"), ("BEGOVIĆ", "Беговић"), ("DELIĆ", "Делић"),
                                               ("KOVAČEVIĆ", "Ковачевић"), ("MUJIĆ", "Мујић"), ("TOMIĆ", "Томић")]],
                p=None, fathers=["MUHAMED", "ZORAN", "SENAD", "MIRSAD"],
                cities=[("Sarajevo", "71{:03d}", ["Zmaja od Bosne", "Titova", "Ferhadija", "Hamdije Kreševljakovića"]),
                        ("Banja Luka", "78{:03d}", ["Kralja Petra I Karađorđevića", "Bulevar cara Dušana"]),
                        ("Tuzla", "75{:03d}", ["Turalibegova"])],
                addr="rs", phone="+387 6{:01d} {:03d} {:03d}"),
    "MNE": dict(en="MONTENEGRO", en2="Montenegro", loc="Црна Гора", cur="EUR", cur_loc="EUR",
                m=[("VUK", "Вук"), ("LAZAR", "Лазар"), ("ANDRIJA", "Андрија"), ("BALŠA", "Балша")],
                f=[("DANICA", "Даница"), ("SARA", "Сара"), ("TEODORA", "Теодора"), ("NINA", "Нина")],
                s=[(x, x, y, y) for x, y in [("VUKOVIĆ", "Вуковић"), ("RADULOVIĆ", "Радуловић"), ("PEROVIĆ", "Перовић"),
                                               ("LAKIĆ", "Лакић"), ("VUJOŠEVIĆ", "Вујошевић")]],
                p=None, fathers=["MILO", "RADOVAN", "VESELIN"],
                cities=[("Podgorica", "81{:03d}", ["Bulevar Svetog Petra Cetinjskog", "Bulevar Džordža Vašingtona", "Njegoševa"]),
                        ("Budva", "85{:03d}", ["Mediteranska", "Jadranski put"])],
                addr="rs", phone="+382 6{:01d} {:03d} {:03d}"),
}

LOCAL_CUR_WORDS = {"RUB": ["руб.", "рублей", "RUB"], "UAH": ["грн", "UAH"], "KZT": ["тенге", "KZT", "₸"],
                   "UZS": ["so'm", "UZS", "сум"], "GEL": ["GEL", "₾", "ლარი"], "AMD": ["AMD", "դրամ"],
                   "AZN": ["AZN", "manat", "₼"], "RSD": ["RSD", "dinara"], "BAM": ["KM", "BAM"], "EUR": ["EUR", "€"],
                   "USD": ["USD", "$"]}


def cur_word(rng, code):
    return rng.choice(LOCAL_CUR_WORDS.get(code, [code]))


@dataclass
class Person:
    sex: str
    given: str
    surname: str
    patr: str | None
    given_loc: str
    surname_loc: str
    patr_loc: str | None
    dob: _dt.date
    cc: str
    father: str | None = None

    def full(self, patr=True) -> str:
        parts = [self.given] + ([self.patr] if (patr and self.patr) else []) + [self.surname]
        return " ".join(parts)

    def ru_order(self, patr=True) -> str:
        return " ".join([self.surname, self.given] + ([self.patr] if (patr and self.patr) else []))

    def loc_ru_order(self) -> str:
        return " ".join([self.surname_loc, self.given_loc] + ([self.patr_loc] if self.patr_loc else []))

    def title(self, s) -> str:
        return " ".join(w.capitalize() if not w.isupper() or len(w) > 1 else w for w in s.split())


def person(rng, cc, sex=None, born=(1958, 2003), surname_of: Person | None = None, patr=True) -> Person:
    c = C[cc]
    sex = sex or rng.choice("MF")
    g = rng.choice(c["m"] if sex == "M" else c["f"])
    s = surname_of and next((x for x in c["s"] if surname_of.surname in (x[0], x[1])), None) or rng.choice(c["s"])
    i = 0 if sex == "M" else 1
    p = rng.choice(c["p"]) if c.get("p") and patr else None
    dob = rand_date(rng, _d(born[0], 1, 1), _d(born[1], 12, 28))
    father = rng.choice(c["fathers"]) if c.get("fathers") else None
    return Person(sex, g[0], s[i], p[i] if p else None, g[1], s[2 + i], p[2 + i] if p else None, dob, cc, father)


def tcase(s: str) -> str:
    """Title case for Latin names/words ('SOKOLOV' -> 'Sokolov', 'MILOŠ' -> 'Miloš')."""
    return " ".join(w[:1].upper() + w[1:].lower() for w in s.split(" "))


def address(rng, cc, style=None, city=None) -> str:
    c = C[cc]
    cname, pc, streets = city or rng.choice(c["cities"])
    street = rng.choice(streets)
    n = rng.randint(1, 180)
    apt = rng.randint(1, 260)
    post = pc.format(rng.randint(1, 99 if "{:02d}" in pc else (999 if "{:03d}" in pc else 9999)))
    a = c["addr"]
    bld = rng.choice(["", "", f", korp. {rng.randint(1, 4)}"])
    if a == "ru":
        return rng.choice([f"{street}, d. {n}{bld}, kv. {apt}, {cname}, {post}",
                           f"{post}, {cname}, {street}, d. {n}{bld}, kv. {apt}",
                           f"{post}, Russian Federation, {cname}, {street}, d. {n}, kv. {apt}"])
    if a == "ua":
        return rng.choice([f"{street}, bud. {n}, kv. {apt}, {cname}, {post}", f"{post}, {cname}, {street}, {n}, kv. {apt}"])
    if a == "kz":
        return rng.choice([f"{cname}, {street}, d. {n}, kv. {apt}, {post}", f"{post}, {cname}, {street} {n}, kv. {apt}"])
    if a == "uz":
        return rng.choice([f"{cname}, {street}, {n}-uy, {apt}-xonadon, {post}", f"{post}, {cname} sh., {street}, {n}, kv. {apt}"])
    if a == "ge":
        return rng.choice([f"{n} {street}, apt. {apt}, {cname} {post}", f"{cname}, {street} N{n}, apt. {apt}, {post}"])
    if a == "am":
        return rng.choice([f"{street} {n}, apt. {apt}, {cname} {post}", f"{post}, {cname}, {street} {n}/{rng.randint(1, 9)}, apt. {apt}"])
    if a == "az":
        return rng.choice([f"{street} {n}, apt. {apt}, {cname} {post}", f"{cname} city, {street} {n}, apt. {apt}, {post}"])
    if a == "rs":
        return rng.choice([f"{street} {n}, stan {apt}, {post} {cname}", f"{street} {n}/{rng.randint(1, 12)}, {post} {cname}"])
    raise ValueError(a)


def phone(rng, cc) -> str:
    r = rng.randint
    if cc == "RUS":
        return rng.choice([f"+7 9{r(10, 99)} {r(100, 999)}-{r(10, 99)}-{r(10, 99)}", f"8 (9{r(10, 99)}) {r(100, 999)}-{r(10, 99)}-{r(10, 99)}"])
    if cc == "UKR":
        return f"+380 {rng.choice(['50', '63', '67', '93', '97', '66'])} {r(100, 999)} {r(10, 99)} {r(10, 99)}"
    if cc == "KAZ":
        return f"+7 70{r(0, 8)} {r(100, 999)} {r(10, 99)} {r(10, 99)}"
    if cc == "UZB":
        return f"+998 9{rng.choice('01345789')} {r(100, 999)} {r(10, 99)} {r(10, 99)}"
    if cc == "GEO":
        return f"+995 5{r(50, 99)} {r(10, 99)} {r(10, 99)} {r(10, 99)}"
    if cc == "ARM":
        return f"+374 {rng.choice(['91', '93', '94', '77', '99', '55'])} {r(100, 999)}{r(100, 999)}"
    if cc == "AZE":
        return f"+994 {rng.choice(['50', '51', '55', '70', '77'])} {r(100, 999)} {r(10, 99)} {r(10, 99)}"
    if cc == "SRB":
        return f"+381 6{r(0, 6)} {r(100, 999)} {r(1000, 9999)}"
    if cc == "BIH":
        return f"+387 6{r(1, 6)} {r(100, 999)} {r(100, 999)}"
    return f"+382 6{r(7, 9)} {r(100, 999)} {r(100, 999)}"


_TRANSLIT_MAIL = str.maketrans({"Ć": "c", "Č": "c", "Š": "s", "Ž": "z", "Đ": "dj", "ć": "c", "č": "c", "š": "s", "ž": "z", "đ": "dj"})


def email(rng, p: Person) -> str:
    g = p.given.lower().translate(_TRANSLIT_MAIL)
    s = p.surname.lower().translate(_TRANSLIT_MAIL)
    dom = rng.choice(["mail.ru", "gmail.com", "yandex.ru", "inbox.ru", "ukr.net", "mail.kz", "gmail.com", "outlook.com",
                      "yahoo.com", "protonmail.com"])
    form = rng.choice([f"{g}.{s}", f"{g[0]}.{s}", f"{s}.{g}{p.dob.year % 100:02d}", f"{g}{s[:3]}{rng.randint(1, 99)}", f"{s}_{g[0]}"])
    return form + "@" + dom


# --------------------------------------------------------------------------- banks, employers, occupations

BANKS = {
    "RUS": [("Volgo-Kamsky Commercial Bank (JSC)", "АО «Волго-Камский коммерческий банк»", "VKKBRUMM",
             "ul. Pyatnitskaya, d. 71, Moscow, 115054", "Bank of Russia licence No. 2417"),
            ("Severny Kreditny Bank PJSC", "ПАО «Северный кредитный банк»", "SKRBRU2P",
             "Bolshoi Sampsonievskii prospekt, d. 28, Saint Petersburg, 194044", "Bank of Russia licence No. 1963"),
            ("Uralsky Torgovy Bank (JSC)", "АО «Уральский торговый банк»", "URTBRU4E",
             "ul. Radishcheva, d. 10, Yekaterinburg, 620014", "Bank of Russia licence No. 3120")],
    "UKR": [("JSC Dnipro Credit Bank", "АТ «Дніпро Кредит Банк»", "DKBAUA2D",
             "vul. Hlinky, 7, Dnipro, 49000", "NBU banking licence No. 187"),
            ("JSC Podilskyi Commercial Bank", "АТ «Подільський Комерційний Банк»", "PCBKUAUK",
             "vul. Khreshchatyk, 32, Kyiv, 01001", "NBU banking licence No. 92")],
    "KAZ": [("Altyn Dala Bank JSC", "АО «Алтын Дала Банк»", "ADBKKZKA",
             "prosp. Al-Farabi, 77/7, Almaty, A15E3H4", "ARDFM licence No. 1.2.41/213"),
            ("Steppe Commercial Bank JSC", "АО «Степной коммерческий банк»", "STCBKZKX",
             "prosp. Mangilik Yel, 55/20, Astana, Z05T3E2", "ARDFM licence No. 1.2.77/18")],
    "UZB": [("JSCB Turon Savdo Bank", "АКБ «Турон Савдо Банк»", "TSAVUZ22",
             "Amir Temur ko'chasi, 16, Tashkent, 100000", "CBU licence No. 81")],
    "GEO": [("JSC Mtatsminda Bank", "სს „მთაწმინდა ბანკი“", "MTBKGE22",
             "29a Gagarini St., Tbilisi 0160", "NBG registration No. 204 379 112"),
            ("JSC Kolkhida Bank", "სს „კოლხიდა ბანკი“", "KOLBGE22",
             "3 Pushkin St., Batumi 6000", "NBG registration No. 245 511 903")],
    "ARM": [("Ararat Valley Bank CJSC", "«Արարատյան հովիտ բանկ» ՓԲԸ", "AVBKAM22",
             "Vazgen Sargsyan St. 6, Yerevan 0010", "CBA licence No. 71"),
            ("Sevan Credit Bank CJSC", "«Սևան Կրեդիտ Բանկ» ՓԲԸ", "SEVCAM22",
             "Nalbandyan St. 48, Yerevan 0010", "CBA licence No. 54")],
    "AZE": [("Absheron International Bank OJSC", "«Abşeron Beynəlxalq Bankı» ASC", "ABIBAZ22",
             "Uzeyir Hajibeyov str. 40, Baku AZ1010", "CBAR licence No. 244")],
    "SRB": [("Dunavska Komercijalna Banka a.d. Beograd", "Дунавска комерцијална банка а.д. Београд", "DKBBRSBG",
             "Bulevar Zorana Đinđića 121, 11070 Novi Beograd", "NBS, matični broj 07740131"),
            ("Vojvođanska Kreditna Banka a.d. Novi Sad", "Војвођанска кредитна банка а.д. Нови Сад", "VKBNRS22",
             "Trg slobode 7, 21000 Novi Sad", "NBS, matični broj 08074313")],
    "BIH": [("Bosna Invest Banka d.d. Sarajevo", "Босна Инвест Банка д.д. Сарајево", "BIBSBA22",
             "Maršala Tita 18, 71000 Sarajevo", "FBA licenca br. 03-1-44")],
    "MNE": [("Primorska Banka AD Podgorica", "Приморска банка АД Подгорица", "PRBAMEPG",
             "Bulevar revolucije 9, 81000 Podgorica", "CBCG licenca br. 0101-21")],
}


def bank(rng, cc):
    return rng.choice(BANKS[cc])


EMPLOYERS = {
    "RUS": ['LLC "Sibirskaya Logistika"', 'JSC "Uralskii Zavod Truboprovodnoi Armatury"', 'PJSC "Volzhskaya Energosbytovaya Kompaniya"',
            'City Clinical Hospital No. 15 (GBUZ)', 'LLC "Tekhnoprom Servis"', 'JSC "Severstroiinvest"', 'LLC "Softlain Razrabotka"',
            'Kazan Federal University', 'LLC "Agrokompleks Kubani"', 'JSC "Baltiiskii Sudoremontnyi Zavod"'],
    "UKR": ['TOV "Kyivski Budivelni Systemy"', 'PrAT "Lvivska Kondyterska Fabryka Svitanok"', 'TOV "Ahrotreid Podillia"',
            'KNP "Miska Klinichna Likarnia No. 8"', 'TOV "SoftServis Dnipro"', 'PrAT "Kharkivskyi Pryladobudivnyi Zavod"'],
    "KAZ": ['TOO "Kaspii Logistics"', 'AO "KazTransStroi"', 'TOO "Almaty Med Center"', 'AO "Karagandinskii Metallurgicheskii Kombinat"',
            'TOO "Step IT Solutions"', 'KGP "Gorodskaya Poliklinika No. 5"'],
    "UZB": ['"Toshkent Qurilish Invest" MChJ', '"Samarqand Tekstil" AJ', '"UzAgroEksport" MChJ', '"Navoiy Kon Servis" MChJ',
            'Tashkent State Technical University'],
    "GEO": ['Kavkasia Logistics LLC', 'Rustavi Steel Works JSC', 'Tbilisi Medical Center LLC', 'Saperavi Wine Company LLC',
            'GeoSoft Solutions LLC', 'Black Sea Terminal Ltd'],
    "ARM": ['Ararat Cognac Production CJSC', 'Yerevan Software Lab LLC', 'Armenergo Service CJSC', 'Erebuni Medical Center CJSC',
            'Shirak Textile LLC'],
    "AZE": ['Caspian Drilling Services LLC', 'Absheron Logistics LLC', 'Baku Medical Plaza LLC', 'Ganja Agro Industry OJSC',
            'AzInfoTech LLC'],
    "SRB": ['Dunav Logistika d.o.o. Beograd', 'Elektroprivreda Vojvodine d.o.o.', 'Klinički centar Niš', 'Šumadija Metal a.d.',
            'Novi Sad Software d.o.o.', 'Javno komunalno preduzeće Beogradske elektrane'],
    "BIH": ['Energoinvest Servis d.o.o. Sarajevo', 'Klinički centar Univerziteta u Sarajevu', 'Bosna Drvo d.o.o.'],
    "MNE": ['Luka Bar AD', 'Jadranski Turizam d.o.o.', 'Crnogorski Telekom Servis d.o.o.'],
}

OCC_EMPLOYED = ["Software engineer", "Chief accountant", "Physician", "Sales manager", "Secondary school teacher",
                "Logistics coordinator", "Civil engineer", "Financial analyst", "Pharmacist", "Head of procurement",
                "Mechanical engineer", "HR specialist", "Lawyer", "Project manager", "Nurse", "Marketing manager"]


def kyc_profile(rng, cc):
    """(occupation, employer or None, source_of_funds, monthly income in local currency)."""
    r = rng.random()
    scale = {"RUB": 1, "UAH": 0.45, "KZT": 5.5, "UZS": 140, "GEL": 0.03, "AMD": 4.3, "AZN": 0.019, "RSD": 1.2,
             "BAM": 0.021, "EUR": 0.0105}[C[cc]["cur"]]
    if r < 0.62:
        occ = rng.choice(OCC_EMPLOYED)
        return occ, rng.choice(EMPLOYERS[cc]), "employment", money_round(rng, 60000 * scale, 420000 * scale, max(1, 1000 * scale) if scale >= 1 else 10)
    if r < 0.75:
        own = rng.choice(EMPLOYERS[cc])
        if rng.random() < 0.5:
            return "Individual entrepreneur", None, "business", money_round(rng, 120000 * scale, 900000 * scale, 1000 * scale if scale >= 1 else 50)
        return "General director (owner)", own, "business", money_round(rng, 200000 * scale, 1200000 * scale, 1000 * scale if scale >= 1 else 50)
    if r < 0.86:
        return "Pensioner", None, "pension", money_round(rng, 20000 * scale, 45000 * scale, 100 * scale if scale >= 1 else 5)
    if r < 0.92:
        return "Private investor", None, "investments", money_round(rng, 150000 * scale, 800000 * scale, 1000 * scale if scale >= 1 else 50)
    if r < 0.96:
        return "Homemaker", None, "inheritance", money_round(rng, 40000 * scale, 150000 * scale, 1000 * scale if scale >= 1 else 10)
    return "Student", None, "other", money_round(rng, 15000 * scale, 40000 * scale, 100 * scale if scale >= 1 else 5)


ID_DOCS = {
    # cc: list of (kind, latin label, local label, number maker, validity years, authority)
    "RUS": [("passport", "International passport (zagranpasport)", "Заграничный паспорт",
             lambda r: f"{r.randint(70, 76)} {digits(r, 7)}", 10, "MVD 77{:03d}"),
            ("national_id", "Internal passport of a citizen of the RF (national ID)", "Паспорт гражданина РФ",
             lambda r: f"{r.randint(40, 99):02d} {r.randint(0, 24):02d} {digits(r, 6)}", 20, "GU MVD ROSSII, kod podrazdeleniya {}-{}")],
    "UKR": [("passport", "Passport for travelling abroad", "Паспорт для виїзду за кордон",
             lambda r: letters(r, 2, "EFGH") + digits(r, 6), 10, "{}"),
            ("national_id", "ID card (passport of a citizen of Ukraine)", "ID-картка",
             lambda r: "00" + digits(r, 7), 10, "{}")],
    "KAZ": [("national_id", "Identity card", "Удостоверение личности", lambda r: "0" + digits(r, 8), 10, "MVD RK"),
            ("passport", "Passport", "Паспорт", lambda r: "N" + digits(r, 8), 10, "MVD RK")],
    "UZB": [("passport", "Biometric passport", "Биометрический паспорт", lambda r: r.choice(["AA", "AB", "AC", "FA"]) + digits(r, 7), 10, "IIV"),
            ("national_id", "ID card", "ID-карта", lambda r: "AD" + digits(r, 7), 10, "IIV")],
    "GEO": [("national_id", "Personal ID card", "პირადობის მოწმობა", lambda r: digits(r, 2) + letters(r, 2, "ABDIK") + digits(r, 5), 10, "PSDA"),
            ("passport", "Passport", "პასპორტი", lambda r: digits(r, 2) + letters(r, 2, "AIHL") + digits(r, 5), 10, "PSDA")],
    "ARM": [("passport", "Passport", "Անձնագիր", lambda r: r.choice(["AT", "AU", "AS"]) + digits(r, 7), 10, "0{:02d}"),
            ("national_id", "ID card", "Նույնականացման քարտ", lambda r: digits(r, 9), 10, "0{:02d}")],
    "AZE": [("national_id", "Identity card", "Şəxsiyyət vəsiqəsi", lambda r: "AA" + digits(r, 7), 10, "ASAN"),
            ("passport", "Passport", "Pasport", lambda r: "C" + digits(r, 8), 10, "DMX")],
    "SRB": [("national_id", "Identity card", "Lična karta", lambda r: "0" + digits(r, 8), 10, "PU za grad Beograd"),
            ("passport", "Passport", "Pasoš", lambda r: "0" + digits(r, 8), 10, "PU za grad Beograd")],
    "BIH": [("national_id", "Identity card", "Lična karta", lambda r: digits(r, 1) + letters(r, 1, "EHK") + letters(r, 1, "ABC") + digits(r, 6), 10, "MUP KS"),
            ("passport", "Passport", "Pasoš", lambda r: letters(r, 1, "ABC") + digits(r, 7), 10, "MUP KS")],
    "MNE": [("national_id", "Identity card", "Lična karta", lambda r: digits(r, 9), 10, "MUP CG"),
            ("passport", "Passport", "Pasoš", lambda r: digits(r, 8), 10, "MUP CG")],
}

TAX_LABEL = {"RUS": ("INN", "ИНН"), "UKR": ("RNOKPP (tax number)", "РНОКПП"), "KAZ": ("IIN", "ИИН"),
             "UZB": ("PINFL", "ПИНФЛ"), "GEO": ("Personal number", "პირადი ნომერი"), "ARM": ("TIN", "ՀՎՀՀ"),
             "AZE": ("TIN (VÖEN)", "VÖEN"), "SRB": ("JMBG / PIB", "ЈМБГ"), "BIH": ("JMB", "JMB"), "MNE": ("JMB", "JMB")}


def tax_id(rng, cc, p: Person) -> str:
    if cc == "RUS":
        return ru_inn(rng)
    if cc == "UKR":
        return f"{(p.dob - _d(1899, 12, 31)).days:05d}" + digits(rng, 5)
    if cc == "KAZ":
        return kz_iin(rng, p.dob, p.sex)
    if cc == "UZB":
        return uz_pinfl(rng, p.dob, p.sex)
    if cc == "GEO":
        return "0" + digits(rng, 10)
    if cc == "ARM":
        return digits(rng, 8)
    if cc == "AZE":
        return str(rng.randint(1, 4)) + digits(rng, 9)
    return jmbg(rng, p.dob, p.sex, {"SRB": "71", "BIH": "17", "MNE": "21"}[cc])


def kyc_case(rng, bank_cc, p_cc=None, today=None):
    """Everything a retail KYC page may say about one person."""
    p_cc = p_cc or bank_cc
    today = today or rand_date(rng, _d(2024, 1, 10), _d(2026, 9, 30))
    p = person(rng, p_cc, born=(1952, 2004))
    kind = rng.choice(ID_DOCS[p_cc])
    if p_cc == "RUS" and kind[0] == "national_id":
        # internal passport: replaced at 20 and 45; the anketa prints the replacement date as validity
        age = today.year - p.dob.year
        if age >= 44:
            kind = ID_DOCS["RUS"][0]
    num = kind[3](rng)
    if p_cc == "RUS" and kind[0] == "national_id":
        age = today.year - p.dob.year
        issue = add_years(p.dob, 20 if age < 45 else 45) + _dt.timedelta(days=rng.randint(5, 60))
        expiry = add_years(p.dob, 45)
        if age < 20:
            issue = add_years(p.dob, 14) + _dt.timedelta(days=rng.randint(5, 60))
            expiry = add_years(p.dob, 20)
    else:
        issue = rand_date(rng, today - _dt.timedelta(days=365 * kind[4] - 200), today - _dt.timedelta(days=30))
        expiry = add_years(issue, kind[4]) - _dt.timedelta(days=1)
    occ, employer, sof, monthly = kyc_profile(rng, bank_cc)
    res_cc = bank_cc if (p_cc == bank_cc or rng.random() < 0.85) else p_cc
    addr = address(rng, res_cc)
    reg_addr = addr if (rng.random() < 0.45 or res_cc != p_cc) else address(rng, p_cc)
    if res_cc != p_cc:
        reg_addr = address(rng, p_cc)
    prev_addr = address(rng, res_cc)
    tin_cc = res_cc if res_cc == bank_cc else p_cc
    tin = tax_id(rng, tin_cc, p) if rng.random() < 0.8 else None
    inc_cur = C[bank_cc]["cur"] if rng.random() < 0.85 else "USD"
    if inc_cur == "USD":
        monthly = money_round(rng, 1500, 9000, 50)
    return dict(today=today, p=p, p_cc=p_cc, bank_cc=bank_cc, res_cc=res_cc, id_kind=kind[0], id_label=kind[1],
                id_label_loc=kind[2], id_number=num, id_issue=issue, id_expiry=expiry, id_authority=kind[5],
                occupation=occ, employer=employer, sof=sof, monthly=monthly, inc_cur=inc_cur,
                annual=round(monthly * 12, 2), addr=addr, reg_addr=reg_addr, prev_addr=prev_addr,
                same_as_reg=(addr == reg_addr), tin=tin, tin_cc=tin_cc, pep=rng.random() < 0.1,
                phone=phone(rng, res_cc), email=email(rng, p), prev_employer=rng.choice(EMPLOYERS[bank_cc]),
                account_no=digits(rng, 20) if bank_cc == "RUS" else ("UA" + digits(rng, 27) if bank_cc == "UKR" else
                                                                     ("KZ" + digits(rng, 18) if bank_cc == "KAZ" else
                                                                      ("GE" + digits(rng, 2) + "MB" + digits(rng, 16) if bank_cc == "GEO" else digits(rng, 16)))),
                customer_id=digits(rng, 8), bank=bank(rng, bank_cc))


def kyc_truth(k, full_name, sex_stated=True, annual_stated=None, tin_stated=True, employer_stated=True) -> dict:
    return {
        "full_name": full_name,
        "date_of_birth": k["p"].dob.isoformat(),
        "sex": k["p"].sex if sex_stated else None,
        "nationality": k["p_cc"],
        "id_document_type": k["id_kind"],
        "id_document_number": k["id_number"],
        "id_issuing_country": k["p_cc"],
        "id_expiry_date": k["id_expiry"].isoformat(),
        "residential_address": k["addr"],
        "country_of_residence": k["res_cc"],
        "occupation": k["occupation"],
        "employer_name": k["employer"] if employer_stated else None,
        "annual_income": k["annual"] if annual_stated is None else annual_stated,
        "income_currency": k["inc_cur"],
        "source_of_funds": k["sof"],
        "is_pep": k["pep"],
        "tax_identification_number": k["tin"] if tin_stated else None,
    }


SOF_LABELS = [("employment", "Заработная плата", "Salary / employment"), ("business", "Доход от предпринимательской деятельности", "Business income"),
              ("investments", "Доход от инвестиций", "Investments"), ("inheritance", "Наследство", "Inheritance"),
              ("pension", "Пенсия", "Pension"), ("other", "Иное", "Other")]


def box(checked: bool) -> str:
    return "☒" if checked else "☐"


def authority(rng, k) -> str:
    tpl = k["id_authority"]
    return tpl.format(*[rng.randint(100, 999) for _ in range(tpl.count("{"))])


# --------------------------------------------------------------------------- page shell

BASE_CSS = "@page{size:A4;margin:14mm 13mm 16mm 13mm} body{margin:0;color:#111;font-variant-ligatures:none;font-feature-settings:'liga' 0,'clig' 0} .pb{break-before:page} " \
           "table{border-collapse:collapse} td,th{vertical-align:top} .nw{white-space:nowrap}"


def page(title, css, body, lang="en") -> str:
    return (f'<!DOCTYPE html><html lang="{lang}"><head><meta charset="utf-8"><title>{_html.escape(title)}</title>'
            f"<style>{BASE_CSS} {css}</style></head><body>{body}</body></html>")


def boilerplate_ru(rng) -> str:
    paras = [
        "Настоящим подтверждаю, что сведения, указанные в анкете, являются полными и достоверными. Обязуюсь уведомлять Банк "
        "об изменении указанных сведений в течение 7 (семи) рабочих дней с даты их изменения.",
        "Я даю согласие на обработку моих персональных данных в соответствии с Федеральным законом № 152-ФЗ «О персональных "
        "данных», в том числе на их передачу в бюро кредитных историй.",
        "I hereby confirm that the information given in this questionnaire is complete and true and undertake to inform the "
        "Bank of any change within seven business days.",
        "Банк вправе отказать в открытии счёта в случаях, предусмотренных Федеральным законом № 115-ФЗ «О противодействии "
        "легализации (отмыванию) доходов, полученных преступным путём, и финансированию терроризма».",
    ]
    return "".join(f"<p>{E(x)}</p>" for x in rng.sample(paras, rng.randint(2, 4)))


# --------------------------------------------------------------------------- KYC layouts

def kyc_ru_anketa_boxed(rng):
    k = kyc_case(rng, "RUS", p_cc=rng.choice(["RUS"] * 5 + ["KAZ", "UZB", "ARM"]))
    p, b = k["p"], k["bank"]
    upper = rng.random() < 0.7
    nm = (lambda s: s) if upper else tcase
    sex_stated = rng.random() < 0.8
    monthly_form = rng.random() < 0.6
    tin_stated = k["tin"] is not None and k["tin_cc"] == "RUS"
    if k["tin"] is not None and k["tin_cc"] != "RUS":
        tin_stated = True
    tin_lab = TAX_LABEL[k["tin_cc"]]

    def cell(cap, val, span=1, raw=False):
        v = val if raw else (E(val) if val not in (None, "") else "&nbsp;")
        return f'<td colspan="{span}"><div class="cap">{cap}</div><div class="val">{v}</div></td>'

    rows = []
    rows.append(cell("Фамилия / Surname", nm(p.surname), 2) + cell("Имя / Given name", nm(p.given), 1)
                + cell("Отчество / Patronymic", nm(p.patr) if p.patr else "—", 1))
    rows.append(cell("ФИО на русском языке / Name in Cyrillic" if p.cc in ("RUS", "KAZ", "UZB", "UKR") else "ФИО на языке документа / Name in native script", p.loc_ru_order(), 2)
                + cell("Дата рождения / Date of birth", fd(p.dob, "dot"))
                + (cell("Пол / Sex", f"{box(p.sex == 'M')} М / M &nbsp; {box(p.sex == 'F')} Ж / F", raw=True) if sex_stated
                   else cell("Место рождения / Place of birth", C[p.cc]["cities"][0][0].upper())))
    rows.append(cell("Гражданство / Citizenship", C[k["p_cc"]]["en"], 2)
                + cell("Страна постоянного проживания / Country of residence", C[k["res_cc"]]["en2"].upper(), 2))
    rows.append(cell("Документ, удостоверяющий личность / Identity document", f"{k['id_label_loc']} / {k['id_label']}", 4))
    auth = authority(rng, k)
    rows.append(cell("Серия и номер / Series and number", NW(k["id_number"]), 1, raw=True)
                + cell("Дата выдачи / Date of issue", fd(k["id_issue"]))
                + cell("Действителен до / Valid until", fd(k["id_expiry"]))
                + cell("Кем выдан / Issuing authority", auth))
    rows.append(cell("Адрес регистрации / Registration address", k["reg_addr"], 4))
    if k["same_as_reg"]:
        rows.append(cell("Адрес фактического проживания / Actual residential address",
                         f"{box(True)} совпадает с адресом регистрации / same as registration address", 4, raw=True))
    else:
        rows.append(cell("Адрес фактического проживания / Actual residential address", k["addr"], 4))
    rows.append(cell(f"{tin_lab[1]} / {tin_lab[0]}", NW(k["tin"]) if tin_stated else "не присвоен / not assigned", 2, raw=True)
                + cell("Телефон / Phone", NW(k["phone"]), 1, raw=True) + cell("E-mail", NW(k["email"]), 1, raw=True))
    sec1 = '<table class="grid">' + "".join(f"<tr>{r}</tr>" for r in rows) + "</table>"

    inc = k["monthly"] if monthly_form else k["annual"]
    cw = "руб." if k["inc_cur"] == "RUB" else "USD"
    rows2 = [cell("Род занятий, должность / Occupation, position", k["occupation"], 2)
             + cell("Наименование работодателя / Employer", k["employer"] or "—", 2)]
    if rng.random() < 0.5:
        rows2.append(cell("Предыдущее место работы / Previous employer", k["prev_employer"], 2)
                     + cell("Период / Period", f"{fd(p.dob.replace(year=p.dob.year + 22) if p.dob.month != 2 else p.dob, 'dot')} – "
                                               f"{fd(k['today'] - _dt.timedelta(days=rng.randint(400, 1500)))}", 2))
    rows2.append(cell(("Среднемесячный доход / Average monthly income" if monthly_form else "Годовой доход / Annual income"),
                      f"{fa(inc, 'sc')} {cw}", 2)
                 + cell("Планируемый оборот по счёту в месяц / Expected monthly turnover",
                        f"до {fa(money_round(rng, 50000, 900000, 10000), 'sc', False)} руб.", 2))
    sof = "<br>".join(f"{box(code == k['sof'])} {ru} / {en}" for code, ru, en in SOF_LABELS)
    rows2.append(cell("Источник происхождения денежных средств / Source of funds", sof, 4, raw=True))
    pep = (f"{box(k['pep'])} Да / Yes &nbsp;&nbsp; {box(not k['pep'])} Нет / No")
    rows2.append(cell("Являетесь ли Вы иностранным, российским или международным публичным должностным лицом (ИПДЛ/РПДЛ/МПДЛ), "
                      "его супругом или близким родственником? / Are you a politically exposed person (PEP)?", pep, 4, raw=True))
    rows2.append(cell("Являетесь ли Вы налоговым резидентом США? / Are you a US tax resident (FATCA)?",
                      f"{box(False)} Да / Yes &nbsp;&nbsp; {box(True)} Нет / No", 4, raw=True))
    sec2 = '<table class="grid">' + "".join(f"<tr>{r}</tr>" for r in rows2) + "</table>"
    officer = person(rng, "RUS")
    body = (f'<div class="hdr"><b>{E(b[1])}</b><br>{E(b[0])}<br><small>{E(b[3])} · {E(b[4])} · БИК {digits(rng, 9)}</small></div>'
            f'<div class="formno">Форма № А-{rng.randint(10, 99)}/ФЛ · Клиентский номер / Customer No. {NW(k["customer_id"])}</div>'
            f"<h1>АНКЕТА КЛИЕНТА — ФИЗИЧЕСКОГО ЛИЦА<br><small>CUSTOMER QUESTIONNAIRE — INDIVIDUAL</small></h1>"
            f"<h2>1. Сведения о клиенте / Customer details</h2>{sec1}"
            + ('<div class="pb"></div>' if rng.random() < 0.5 else "")
            + f"<h2>2. Сведения о занятости и доходах / Employment and income</h2>{sec2}"
            f"<h2>3. Заявление клиента / Customer declaration</h2><div class='small'>{boilerplate_ru(rng)}</div>"
            f'<table class="sig"><tr><td>Подпись клиента / Signature<br><br>________________</td>'
            f'<td>Дата заполнения / Date<br><br>{fd(k["today"], "dot")}</td>'
            f'<td>Анкету принял / Received by<br><br>{E(officer.surname_loc)} {E(officer.given_loc[0])}. '
            f'{E(officer.patr_loc[0]) + "." if officer.patr_loc else ""}, менеджер</td></tr></table>'
            f'<div class="foot">{E(b[0])} · стр. 1 из 2 / page 1 of 2</div>')
    css = ("body{font-family:'DejaVu Sans',Arial,sans-serif;font-size:9.5pt} .hdr{border-bottom:2px solid #1b3d6d;padding-bottom:4px} "
           "h1{font-size:13pt;text-align:center;margin:10px 0} h2{font-size:10.5pt;background:#1b3d6d;color:#fff;padding:2px 6px;margin:10px 0 4px} "
           ".grid{width:100%} .grid td{border:1px solid #555;padding:2px 4px} .cap{font-size:7pt;color:#444} .val{font-size:10pt;min-height:13px} "
           ".formno{text-align:right;font-size:8pt} .small{font-size:8pt} .sig{width:100%;margin-top:14px} .sig td{width:33%;font-size:8.5pt} "
           ".foot{margin-top:16px;font-size:7.5pt;color:#666;text-align:center}")
    full = nm(p.full(True))
    truth = kyc_truth(k, full, sex_stated=sex_stated, tin_stated=tin_stated)
    return page("Анкета клиента", css, body, "ru"), truth


def _passport_page(rng, k, lang_lab, date_style="dot"):
    """A passport data page replica with the ICAO two-line MRZ (given names without patronymic)."""
    p = k["p"]
    pn = k["tin"] if (k["tin"] and k["p_cc"] in ("UZB", "KAZ", "GEO") and len(k["tin"]) <= 14) else ""
    l1, l2 = mrz_lines("P", k["p_cc"], p.surname, p.given, k["id_number"], k["p_cc"], p.dob, p.sex, k["id_expiry"], pn)
    rows = [("Тип / Type", "P"), ("Код государства / Code", k["p_cc"]), ("Номер паспорта / Passport No.", k["id_number"]),
            (f"{lang_lab[0]} / Surname", p.surname), (f"{lang_lab[1]} / Given names", p.given),
            ("Гражданство / Nationality", C[k["p_cc"]]["en"]), ("Дата рождения / Date of birth", fd(p.dob, date_style)),
            ("Пол / Sex", p.sex), ("Дата выдачи / Date of issue", fd(k["id_issue"], date_style)),
            ("Дата окончания срока действия / Date of expiry", fd(k["id_expiry"], date_style))]
    cells = "".join(f'<div class="pf"><div class="pl">{E(a)}</div><div class="pv">{NW(v)}</div></div>' for a, v in rows)
    return (f'<div class="pp"><div class="ppt">{E(C[k["p_cc"]]["loc"].upper())} · {E(C[k["p_cc"]]["en"])} · ПАСПОРТ / PASSPORT</div>'
            f'<div class="photo">ФОТО</div><div class="pfs">{cells}</div>'
            f'<div class="mrz">{E(l1)}<br>{E(l2)}</div></div>')


PP_CSS = (".pp{border:1.5px solid #333;border-radius:8px;padding:8px;margin-top:10px;background:#f4f1ea} .ppt{font-weight:bold;font-size:9pt} "
          ".photo{float:left;width:80px;height:100px;border:1px solid #999;margin:6px 10px 0 0;text-align:center;line-height:100px;color:#999} "
          ".pfs{display:grid;grid-template-columns:1fr 1fr;gap:2px 12px;margin-top:6px} .pl{font-size:6.5pt;color:#555} .pv{font-size:9.5pt;font-weight:bold} "
          ".mrz{clear:both;font-family:'DejaVu Sans Mono','Courier New',monospace;font-size:10.5pt;letter-spacing:1px;margin-top:10px;white-space:pre}")


def kyc_ru_passport_packet(rng):
    k = kyc_case(rng, "RUS", p_cc=rng.choice(["RUS", "RUS", "KAZ", "UZB", "ARM", "UKR"]))
    # this packet is always built on the international passport
    p = k["p"]
    for kind in ID_DOCS[k["p_cc"]]:
        if kind[0] == "passport":
            k["id_kind"], k["id_label"], k["id_label_loc"] = kind[0], kind[1], kind[2]
            k["id_number"] = kind[3](rng)
            k["id_issue"] = rand_date(rng, k["today"] - _dt.timedelta(days=3300), k["today"] - _dt.timedelta(days=40))
            k["id_expiry"] = add_years(k["id_issue"], 10) - _dt.timedelta(days=1)
    b = k["bank"]
    tin_stated = k["tin"] is not None
    lab = TAX_LABEL[k["tin_cc"]]
    kv = [("Фамилия (лат.) / Surname", p.surname), ("Имя (лат.) / Given names", p.given),
          ("Фамилия, имя, отчество (кирилл.) / Name in Cyrillic", p.loc_ru_order()),
          ("Дата рождения / Date of birth", fd(p.dob, rng.choice(["dot", "ru"]))),
          ("Гражданство / Citizenship", C[k["p_cc"]]["loc"] + " / " + C[k["p_cc"]]["en2"]),
          ("Документ / Identity document", "Заграничный паспорт / International passport, см. копию на стр. 2 (see copy on page 2)"),
          ("Адрес места жительства / Residential address", k["addr"]),
          ("Страна проживания / Country of residence", C[k["res_cc"]]["en2"]),
          (f"{lab[1]} / {lab[0]}", k["tin"] if tin_stated else "—"),
          ("Профессия / Occupation", k["occupation"]), ("Работодатель / Employer", k["employer"] or "не работает по найму / not employed"),
          ("Доход за последние 12 месяцев / Income for the last 12 months", f"{fa(k['annual'], 'sc')} {k['inc_cur']}"),
          ("Источник средств / Source of funds", {c: f"{ru} / {en}" for c, ru, en in SOF_LABELS}[k["sof"]]),
          ("Статус ПДЛ / PEP status", "ПДЛ / PEP" if k["pep"] else "не является ПДЛ / not a PEP"),
          ("Мобильный телефон / Mobile", k["phone"])]
    if not k["same_as_reg"]:
        kv.insert(7, ("Адрес регистрации по месту жительства (прежний) / Registration address (previous)", k["reg_addr"]))
    trs = "".join(f"<tr><th>{E(a)}</th><td>{NW(v) if len(v) < 30 else E(v)}</td></tr>" for a, v in kv)
    checklist = "".join(f"<li>{box(x)} {E(t)}</li>" for x, t in [
        (True, "Копия паспорта / Passport copy"), (k["p_cc"] != "RUS", "Миграционная карта / Migration card"),
        (False, "Вид на жительство / Residence permit"), (True, "Анкета клиента / Questionnaire"),
        (tin_stated, "Свидетельство ИНН / TIN certificate")])
    officer = person(rng, "RUS")
    body = (f'<div class="top"><span>{E(b[0])}</span><span>Отделение «{E(rng.choice(["Тверское", "Невское", "Центральное", "Приволжское"]))}» · '
            f"{E(b[3])}</span></div>"
            f"<h1>Карточка клиента — физического лица<br><span>Individual client card</span></h1>"
            f'<p class="meta">№ {NW(k["customer_id"])} от {fd(k["today"], "dot")} · Счёт / Account {NW(k["account_no"])}</p>'
            f'<table class="kv">{trs}</table>'
            f"<h3>Перечень представленных документов / Documents provided</h3><ul class='cl'>{checklist}</ul>"
            f'<p class="off">Сотрудник банка / Bank officer: {E(officer.ru_order(False))} &nbsp; Подпись ____________</p>'
            f'<div class="pb"></div><h3>Приложение: копия страницы паспорта с фотографией / Annex: copy of the passport data page</h3>'
            f'{_passport_page(rng, k, ("Фамилия", "Имя"))}'
            f'<p class="cert">Копия верна / Certified true copy. {E(officer.surname_loc)} {fd(k["today"], "dot")}</p>')
    css = ("body{font-family:Arial,'Liberation Sans',sans-serif;font-size:10pt} .top{display:flex;justify-content:space-between;font-size:8pt;"
           "border-bottom:1px solid #888} h1{font-size:13pt;margin:12px 0 2px} h1 span{font-size:10pt;font-weight:normal;color:#555} "
           ".meta{font-size:9pt} .kv{width:100%} .kv th{width:44%;text-align:left;font-weight:normal;font-size:8.5pt;color:#333;"
           "border-bottom:1px dotted #aaa;padding:3px} .kv td{border-bottom:1px dotted #aaa;padding:3px;font-weight:bold} h3{font-size:10pt;margin-top:14px} "
           ".cl{list-style:none;padding-left:8px;font-size:9pt} .off{font-size:9pt;margin-top:16px} .cert{font-size:8pt;margin-top:6px} " + PP_CSS)
    truth = kyc_truth(k, p.full(False), tin_stated=tin_stated)
    return page("Карточка клиента", css, body, "ru"), truth


def kyc_kz_trilingual(rng):
    k = kyc_case(rng, "KAZ", p_cc=rng.choice(["KAZ"] * 6 + ["RUS", "UZB"]))
    p, b = k["p"], k["bank"]
    if k["tin"] is None and k["tin_cc"] == "KAZ":
        k["tin"] = tax_id(rng, "KAZ", p)
    show_patr = p.patr is not None and rng.random() < 0.85
    monthly = rng.random() < 0.7
    sex_stated = rng.random() < 0.75
    lab = TAX_LABEL[k["tin_cc"]]
    rows = [(("Тегі", "Фамилия", "Surname"), p.surname), (("Аты", "Имя", "Name"), p.given)]
    if show_patr:
        rows.append((("Әкесінің аты", "Отчество", "Patronymic"), p.patr))
    rows += [(("Туған күні", "Дата рождения", "Date of birth"), fd(p.dob, "dot"))]
    if sex_stated:
        rows.append((("Жынысы", "Пол", "Sex"), {"M": "ЕР / МУЖ / MALE", "F": "ӘЙЕЛ / ЖЕН / FEMALE"}[p.sex]))
    rows += [(("Азаматтығы", "Гражданство", "Citizenship"), C[k["p_cc"]]["en"]),
             (("Жеке басты куәландыратын құжат", "Документ, удостоверяющий личность", "Identity document"), k["id_label"]),
             (("Құжат нөмірі", "Номер документа", "Document number"), k["id_number"]),
             (("Берілген күні", "Дата выдачи", "Date of issue"), fd(k["id_issue"])),
             (("Жарамдылық мерзімі", "Срок действия", "Valid until"), fd(k["id_expiry"])),
             (("Берген орган", "Кем выдан", "Issued by"), "MINISTRY OF INTERNAL AFFAIRS" if k["p_cc"] == "KAZ" else C[k["p_cc"]]["en"]),
             ((lab[1] if k["tin_cc"] != "KAZ" else "ЖСН", lab[1], lab[0]), k["tin"] if k["tin"] else "—"),
             (("Тұрғылықты мекенжайы", "Адрес проживания", "Residential address"), k["addr"]),
             (("Тұратын елі", "Страна проживания", "Country of residence"), C[k["res_cc"]]["en"]),
             (("Тіркелген мекенжайы", "Адрес прописки", "Registered address"), k["reg_addr"]),
             (("Телефон", "Телефон", "Phone"), k["phone"]),
             (("Қызметі", "Род деятельности / должность", "Occupation"), k["occupation"]),
             (("Жұмыс орны", "Место работы", "Employer"), k["employer"] or "—"),
             ((("Айлық табысы", "Ежемесячный доход", "Monthly income") if monthly else ("Жылдық табысы", "Годовой доход", "Annual income")),
              f"{fa(k['monthly'] if monthly else k['annual'], rng.choice(['sc', 'sd']))} {k['inc_cur'] if rng.random() < 0.6 else cur_word(rng, k['inc_cur']) if k['inc_cur'] != 'KZT' else 'тенге'}"),
             (("Қаражат көзі", "Источник средств", "Source of funds"),
              {"employment": "ЖАЛАҚЫ / ЗАРПЛАТА / SALARY", "business": "КӘСІПКЕРЛІК / ПРЕДПРИНИМАТЕЛЬСТВО / BUSINESS",
               "investments": "ИНВЕСТИЦИЯЛАР / ИНВЕСТИЦИИ / INVESTMENTS", "inheritance": "МҰРА / НАСЛЕДСТВО / INHERITANCE",
               "pension": "ЗЕЙНЕТАҚЫ / ПЕНСИЯ / PENSION", "other": "БАСҚА / ИНОЕ / OTHER (STIPEND)"}[k["sof"]]),
             (("Жария лауазымды тұлға", "Публичное должностное лицо", "Politically exposed person"), "ИӘ / ДА / YES" if k["pep"] else "ЖОҚ / НЕТ / NO")]
    if k["inc_cur"] == "USD":
        pass
    trs = "".join(f'<tr><td class="l"><span class="kz">{E(a)}</span><br>{E(r)}<br><i>{E(e)}</i></td><td class="v">{E(v)}</td></tr>'
                  for (a, r, e), v in rows)
    split = rng.random() < 0.4
    if split:
        i = len(rows) // 2 + 1
        parts = trs.split("</tr>")
        trs = "</tr>".join(parts[:i]) + '</tr></table><div class="pb"></div><table class="t">' + "</tr>".join(parts[i:])
    body = (f'<div class="logo">{E(b[1])}<br><small>{E(b[0])} · БСК/BIC {E(b[2])} · {E(b[3])}</small></div>'
            f"<h1>Жеке тұлға клиенттің сауалнамасы<br>Анкета клиента — физического лица<br><i>Know-your-customer form (individual)</i></h1>"
            f'<p class="ref">Өтініш № / Заявка № / Ref. {NW("KYC-" + digits(rng, 7))} · {fd(k["today"])}</p>'
            f'<table class="t">{trs}</table>'
            f'<p class="decl">Мен берілген мәліметтердің дұрыстығын растаймын. Я подтверждаю достоверность сведений. '
            f"I confirm the information above is true and complete. Банк вправе запросить дополнительные документы в соответствии с "
            f"Законом РК «О противодействии легализации (отмыванию) доходов».</p>"
            f'<p class="sig">Клиент / Client: ____________ &nbsp;&nbsp; Менеджер / Officer: {E(person(rng, "KAZ").surname)} · '
            f"Операционный день {fd(k['today'])}</p>")
    css = ("body{font-family:Arial,sans-serif;font-size:9.5pt} .logo{color:#0a6b55;font-weight:bold;font-size:12pt;border-bottom:3px solid #d9a300} "
           ".logo small{color:#333;font-weight:normal;font-size:7.5pt} h1{font-size:11pt;text-align:center} .t{width:100%} "
           ".t td{border:1px solid #999;padding:3px 5px} .l{width:42%;font-size:7.5pt;background:#f1f6f4} .kz{color:#0a6b55} "
           ".v{font-weight:bold;font-size:10pt} .ref{text-align:right;font-size:8pt} .decl{font-size:7.5pt;margin-top:10px} .sig{font-size:8.5pt}")
    full = p.full(show_patr)
    truth = kyc_truth(k, full, sex_stated=sex_stated, tin_stated=k["tin"] is not None)
    return page("Анкета клиента", css, body, "kk"), truth


def kyc_ua_numbered(rng):
    k = kyc_case(rng, "UKR", p_cc="UKR")
    p, b = k["p"], k["bank"]
    refusal = k["tin"] is None and rng.random() < 0.6
    unzr = p.dob.strftime("%Y%m%d") + "-" + digits(rng, 5)
    qs = []
    qs.append(("Прізвище, ім'я, по батькові (латиницею, як у паспорті) / Full name: surname, given name, patronymic (Latin, as in passport)",
               p.ru_order(True)))
    qs.append(("Прізвище, ім'я, по батькові (українською) / Full name in Ukrainian", p.loc_ru_order()))
    qs.append(("Дата народження / Date of birth", fd(p.dob, rng.choice(["dot", "uk"]))))
    qs.append(("Стать / Sex", {"M": "чоловіча / male", "F": "жіноча / female"}[p.sex]))
    qs.append(("Громадянство / Citizenship", "Україна / Ukraine"))
    qs.append(("Документ, що посвідчує особу / Identity document",
               f"{k['id_label_loc']} / {k['id_label']}, № {k['id_number']}, виданий / issued {fd(k['id_issue'])} органом / by "
               f"{rng.randint(1000, 8099)}, дійсний до / valid until {fd(k['id_expiry'])}"))
    if k["id_kind"] == "national_id":
        qs.append(("Унікальний номер запису в ЄДДР (УНЗР) / Record number in the Unified State Demographic Register", unzr))
    qs.append(("Реєстраційний номер облікової картки платника податків (РНОКПП) / Taxpayer registration number",
               k["tin"] if k["tin"] else ("відмова від РНОКПП через релігійні переконання (відмітка в паспорті) / "
                                          "refused for religious reasons (mark in passport)" if refusal else "—")))
    if not k["same_as_reg"]:
        qs.append(("Зареєстроване місце проживання / Registered place of residence", k["reg_addr"]))
        qs.append(("Фактичне місце проживання / Actual place of residence", k["addr"]))
    else:
        qs.append(("Місце проживання (зареєстроване і фактичне) / Place of residence (registered and actual)", k["addr"]))
    qs.append(("Країна проживання / Country of residence", C[k["res_cc"]]["en2"]))
    qs.append(("Контактний телефон, e-mail / Phone, e-mail", f"{k['phone']}, {k['email']}"))
    qs.append(("Вид діяльності, посада / Occupation, position", k["occupation"]))
    qs.append(("Місце роботи / Employer", k["employer"] or "не працевлаштований(а) за наймом / not employed"))
    qs.append(("Загальний річний дохід / Total annual income", f"{fa(k['annual'], 'sc')} {'грн' if k['inc_cur'] == 'UAH' else 'USD'}"))
    qs.append(("Джерела походження коштів / Source of funds",
               {"employment": "заробітна плата / salary", "business": "підприємницька діяльність / business income",
                "investments": "доходи від інвестицій / investment income", "inheritance": "спадщина / inheritance",
                "pension": "пенсія / pension", "other": "інше: стипендія / other: stipend"}[k["sof"]]))
    qs.append(("Чи є Ви політично значущою особою (PEP), членом сім'ї або пов'язаною особою? / Are you a PEP, a family member or a close associate?",
               "Так / Yes" if k["pep"] else "Ні / No"))
    qs.append(("Мета відкриття рахунку / Purpose of the account", rng.choice(["зарплатний проект / salary project",
                                                                              "поточні розрахунки / everyday payments",
                                                                              "депозит / term deposit"])))
    items = "".join(f'<div class="q"><div class="qn">{i}. {E(q)}</div><div class="a">{NW(a) if len(a) < 28 else E(a)}</div></div>'
                    for i, (q, a) in enumerate(qs, 1))
    body = (f'<table class="h"><tr><td><b>{E(b[1])}</b><br>{E(b[0])}</td><td class="r">{E(b[3])}<br>{E(b[4])}<br>'
            f'МФО {digits(rng, 6)} · ЄДРПОУ {digits(rng, 8)}</td></tr></table>'
            f"<h1>АНКЕТА-ОПИТУВАЛЬНИК КЛІЄНТА — ФІЗИЧНОЇ ОСОБИ<br><small>Customer due diligence questionnaire — individual</small></h1>"
            f'<p class="note">Заповнюється відповідно до Закону України «Про запобігання та протидію легалізації (відмиванню) доходів, '
            f"одержаних злочинним шляхом». Completed under the AML/CFT law of Ukraine. Поля, позначені *, обов'язкові.</p>"
            f"{items}"
            f'<p class="sig">Дата / Date: {fd(k["today"], "dot")} &nbsp;&nbsp; Підпис клієнта / Client signature: __________ &nbsp;&nbsp;'
            f'Працівник банку / Bank employee: {E(person(rng, "UKR").ru_order(False))}</p>')
    css = ("body{font-family:'Times New Roman','Liberation Serif',serif;font-size:10.5pt} .h{width:100%;font-size:8.5pt;border-bottom:1px solid #000} "
           ".r{text-align:right} h1{font-size:12.5pt;text-align:center} .note{font-size:8pt;font-style:italic} .q{margin:5px 0;break-inside:avoid} "
           ".qn{font-size:9pt} .a{border:1px solid #333;padding:3px 6px;margin-top:2px;font-family:Arial,sans-serif;font-size:10pt;min-height:14px} "
           ".sig{margin-top:18px;font-size:9pt}")
    return page("Анкета-опитувальник", css, body, "uk"), kyc_truth(k, p.full(True))


def kyc_ge_account_opening(rng):
    k = kyc_case(rng, "GEO", p_cc=rng.choice(["GEO"] * 5 + ["RUS", "UKR", "ARM", "AZE"]))
    p, b = k["p"], k["bank"]
    show_pp = k["id_kind"] == "passport" and rng.random() < 0.6
    monthly = rng.random() < 0.6
    tin_stated = k["tin"] is not None
    tin_lab = "Personal number / პირადი ნომერი" if k["tin_cc"] == "GEO" else f"TIN / საიდ. ნომერი ({TAX_LABEL[k['tin_cc']][0]})"

    def ld(ka, en, v, nw=False):
        if len(v) > 30 and not nw:
            return (f'<div class="ldb"><span class="lb">{E(ka)} / {E(en)}</span><div class="lvb">{E(v)}</div></div>')
        return (f'<div class="ld"><span class="lb">{E(ka)} / {E(en)}</span><span class="dots"></span>'
                f'<span class="lv">{NW(v) if nw else E(v)}</span></div>')
    left = (ld("გვარი", "Surname", p.surname) + ld("სახელი", "Name", p.given) + ld("დაბადების თარიღი", "Date of birth", fd(p.dob, "slash"), True)
            + ld("სქესი", "Gender", {"M": "Male", "F": "Female"}[p.sex])
            + ld("მოქალაქეობა", "Citizenship", C[k["p_cc"]]["en2"])
            + ld("დოკუმენტის ტიპი", "Document type", k["id_label"]) + ld("დოკუმენტის ნომერი", "Document No.", k["id_number"], True)
            + ld("გამცემი ქვეყანა", "Issuing country", C[k["p_cc"]]["en2"])
            + ld("მოქმედების ვადა", "Valid till", fd(k["id_expiry"], "slash"), True)
            + ld("საიდენტიფიკაციო", tin_lab.split(" / ")[0] if k["tin_cc"] == "GEO" else TAX_LABEL[k["tin_cc"]][0],
                 k["tin"] if tin_stated else "N/A"))
    right = (ld("ფაქტობრივი მისამართი", "Actual address", k["addr"]) + ld("ქვეყანა", "Country of residence", C[k["res_cc"]]["en2"])
             + (ld("იურიდიული მისამართი", "Legal (registration) address", k["reg_addr"]) if not k["same_as_reg"] else "")
             + ld("მობილური", "Mobile", k["phone"], True) + ld("ელ-ფოსტა", "E-mail", k["email"], True)
             + ld("საქმიანობა", "Occupation", k["occupation"]) + ld("დამსაქმებელი", "Employer", k["employer"] or "-")
             + ld("შემოსავალი", "Monthly income" if monthly else "Annual income",
                  f"{fa(k['monthly'] if monthly else k['annual'], 'sd')} {k['inc_cur']}")
             + ld("სახსრების წყარო", "Source of funds", {"employment": "Salary", "business": "Business activity",
                                                           "investments": "Investment income", "inheritance": "Inheritance",
                                                           "pension": "Pension", "other": "Other"}[k["sof"]])
             + ld("პოლიტიკურად აქტიური პირი", "PEP", "Yes" if k["pep"] else "No"))
    prod = "".join(f"<li>{box(x)} {E(t)}</li>" for x, t in [(True, "Current account GEL / USD / EUR"), (rng.random() < 0.5, "Visa Classic debit card"),
                                                          (rng.random() < 0.3, "Savings deposit"), (True, "Internet banking")])
    body = (f'<div class="band"><b>{E(b[0])}</b> · {E(b[1])}<span class="ra">{E(b[3])} · SWIFT {E(b[2])}</span></div>'
            f"<h1>ანგარიშის გახსნის განაცხადი — ფიზიკური პირი<br><span>Account opening application — individual</span></h1>"
            f'<p class="sm">Application No. {NW("AO-" + digits(rng, 8))} · Branch: {E(rng.choice(["Vake", "Saburtalo", "Batumi Central", "Didube"]))} '
            f"· Date {fd(k['today'], 'slash')}</p>"
            f'<table class="cols"><tr><td><h2>პირადი მონაცემები / Personal data</h2>{left}</td>'
            f'<td><h2>საკონტაქტო და ეკონომიკური ინფორმაცია / Contact and economic profile</h2>{right}</td></tr></table>'
            f"<h2>მომსახურება / Requested services</h2><ul>{prod}</ul>"
            f'<p class="sm">By signing, the client confirms that the data is accurate and consents to the processing of personal data '
            f"under the Law of Georgia on Personal Data Protection. The Bank is supervised by the National Bank of Georgia.</p>"
            + (f'<div class="pb"></div><h2>Passport copy / პასპორტის ასლი</h2>{_passport_page(rng, k, ("Фамилия", "Имя"), "dot")}' if show_pp else ""))
    if show_pp:
        body = body.replace("Тип / Type", "Type").replace("Код государства / Code", "Code")
    css = ("body{font-family:'DejaVu Sans',Arial,sans-serif;font-size:9pt} .band{background:#7a1e2c;color:#fff;padding:5px 8px} .ra{float:right;font-size:7.5pt} "
           "h1{font-size:12pt;margin:8px 0} h1 span{font-size:9.5pt;color:#555} h2{font-size:9.5pt;color:#7a1e2c;border-bottom:1px solid #7a1e2c} "
           ".cols{width:100%;table-layout:fixed} .cols>tbody>tr>td{width:50%;padding:0 6px} .ld{display:flex;align-items:flex-end;margin:3px 0} "
           ".lb{font-size:7.5pt;color:#444;white-space:nowrap} .dots{flex:1 1 auto;border-bottom:1px dotted #888;margin:0 3px 3px;min-width:8px} "
           ".lv{font-weight:bold;text-align:right;max-width:60%} .ldb{margin:3px 0;border-bottom:1px dotted #888} .lvb{font-weight:bold;padding-left:10px} .sm{font-size:7.5pt} ul{list-style:none;font-size:8.5pt} " + PP_CSS)
    return page("Account opening", css, body, "ka"), kyc_truth(k, p.full(False), tin_stated=tin_stated,
                                                                annual_stated=k["annual"])


def kyc_am_cdd_statement(rng):
    k = kyc_case(rng, "ARM", p_cc=rng.choice(["ARM"] * 5 + ["RUS", "GEO"]))
    p, b = k["p"], k["bank"]
    show_patr = p.patr is not None and rng.random() < 0.8
    tin_stated = k["tin"] is not None
    amt_style = rng.choice(["cd", "sd", "sc"])

    def r4(a, av, c, cv):
        return (f'<tr><td class="k">{a}</td><td class="v">{E(av) if av is not None else ""}</td>'
                f'<td class="k">{c}</td><td class="v">{E(cv) if cv is not None else ""}</td></tr>')
    t = (r4("Ազգանուն<br>Surname", p.surname, "Անուն<br>First name", p.given)
         + r4("Հայրանուն<br>Patronymic", p.patr if show_patr else "—", "Ծննդյան ամսաթիվ<br>Date of birth", fd(p.dob, "dot"))
         + r4("Սեռ<br>Sex", "M" if p.sex == "M" else "F", "Քաղաքացիություն<br>Citizenship", C[k["p_cc"]]["en"])
         + r4("Փաստաթուղթ<br>ID document", k["id_label"], "Համար<br>Number", k["id_number"])
         + r4("Տրված է<br>Issued on", fd(k["id_issue"], "dot"), "Վավեր է մինչև<br>Valid until", fd(k["id_expiry"], "dot"))
         + r4("Տրող մարմին<br>Authority", authority(rng, k),
              "Թողարկող երկիր<br>Issuing state", C[k["p_cc"]]["en2"])
         + r4("ՀԾՀ / ՀՎՀՀ<br>" + ("TIN" if k["tin_cc"] == "ARM" else TAX_LABEL[k["tin_cc"]][0]), k["tin"] if tin_stated else "not provided",
              "Բնակության երկիր<br>Country of residence", C[k["res_cc"]]["en2"]))
    addr = (f'<tr><td class="k">Բնակության հասցե<br>Residential address</td><td class="v" colspan="3">{E(k["addr"])}</td></tr>'
            f'<tr><td class="k">Նախորդ հասցե<br>Previous address (until {fd(k["today"] - _dt.timedelta(days=rng.randint(300, 2000)))})</td>'
            f'<td class="v" colspan="3">{E(k["prev_addr"])}</td></tr>')
    emp = (r4("Զբաղմունք<br>Occupation", k["occupation"], "Գործատու<br>Employer", k["employer"] or "—")
           + r4("Տարեկան եկամուտ<br>Annual income", f"{fa(k['annual'], amt_style)} {k['inc_cur']}",
                "Միջոցների աղբյուր<br>Source of funds", {"employment": "Employment income", "business": "Own business",
                                                          "investments": "Investments", "inheritance": "Inheritance",
                                                          "pension": "Pension", "other": "Other"}[k["sof"]])
           + r4("ՔԱՊ<br>PEP", "Yes" if k["pep"] else "No", "Հեռախոս<br>Phone", k["phone"]))
    other = "".join(f"<tr><td>{E(n)}</td><td>{E(c)}</td><td class='n'>{fa(money_round(rng, 1000, 900000, 10), amt_style)}</td></tr>"
                    for n, c in rng.sample([("Ameriabank CJSC", "AMD"), ("Evocabank CJSC", "USD"), ("Converse Bank CJSC", "AMD"),
                                            ("Inecobank CJSC", "EUR"), ("VTB Bank (Armenia) CJSC", "RUB")], rng.randint(0, 3)))
    body = (f'<div class="hd"><div class="bn">{E(b[1])}<br>{E(b[0])}</div><div class="ba">{E(b[3])}<br>{E(b[4])}<br>SWIFT: {E(b[2])}</div></div>'
            f"<h1>ՀԱՃԱԽՈՐԴԻ ՊԱՏՇԱՃ ՈՒՍՈՒՄՆԱՍԻՐՈՒԹՅԱՆ ՁԵՎ<br>CUSTOMER DUE DILIGENCE FORM — NATURAL PERSON</h1>"
            f'<p class="m">Customer code {NW(k["customer_id"])} · Risk level: {E(rng.choice(["Low", "Standard", "Standard", "High"]))} · '
            f"Form date {fd(k['today'], 'dot')}</p>"
            f'<h2>A. Identification</h2><table class="g">{t}{addr}</table>'
            f'<h2>B. Economic profile</h2><table class="g">{emp}</table>'
            + (f'<h2>C. Accounts held in other banks</h2><table class="o"><tr><th>Bank</th><th>Currency</th><th>Balance</th></tr>{other}</table>'
               if other else '<h2>C. Accounts held in other banks</h2><p class="m">None declared.</p>')
            + '<p class="m">The customer confirms the accuracy of the data above in accordance with the Law of the Republic of Armenia '
              '"On Combating Money Laundering and Terrorism Financing". Relationship manager: '
            + E(person(rng, "ARM").full(False)) + ".</p>")
    css = ("body{font-family:Arial,'DejaVu Sans',sans-serif;font-size:9pt} .hd{display:flex;justify-content:space-between;border-bottom:2px solid #c77700} "
           ".bn{font-weight:bold;color:#c77700} .ba{font-size:7.5pt;text-align:right} h1{font-size:11pt;text-align:center} h2{font-size:9.5pt;margin:8px 0 3px} "
           ".g{width:100%;table-layout:fixed} .g td{border:1px solid #bbb;padding:3px} .k{width:20%;font-size:7pt;color:#555;background:#faf5ec} "
           ".v{font-weight:bold} .o td,.o th{border:1px solid #ccc;padding:2px 8px;font-size:8.5pt} .n{text-align:right} .m{font-size:8pt}")
    return page("CDD form", css, body, "hy"), kyc_truth(k, p.full(show_patr), tin_stated=tin_stated)


def kyc_rs_upitnik(rng):
    bcc = rng.choice(["SRB", "SRB", "BIH", "MNE"])
    k = kyc_case(rng, bcc, p_cc=bcc if rng.random() < 0.85 else rng.choice(["SRB", "RUS", "UKR"]))
    p, b = k["p"], k["bank"]
    if k["tin"] is None and k["tin_cc"] in ("SRB", "BIH", "MNE") and rng.random() < 0.5:
        k["tin"] = tax_id(rng, k["tin_cc"], p)
    tin_stated = k["tin"] is not None
    monthly = rng.random() < 0.55
    lead = rng.random() < 0.5

    def row(sr, en, v, nw=False):
        vv = NW(v) if nw else E(v)
        if lead:
            return f'<div class="r"><span class="l">{E(sr)} / <i>{E(en)}</i></span><span class="f"></span><span class="v">{vv}</span></div>'
        return f'<div class="r2"><div class="l">{E(sr)} / <i>{E(en)}</i>:</div><div class="v2">{vv}</div></div>'
    tl = TAX_LABEL[k["tin_cc"]]
    sec = [("1. Podaci o klijentu / Client data",
            [row("Prezime", "Surname", p.surname), row("Ime", "Name", p.given),
             row("Ime jednog roditelja", "Name of one parent", p.father or (p.patr or "—")),
             row("Datum rođenja", "Date of birth", fd(p.dob, "dot_sr"), True),
             row("Mesto rođenja", "Place of birth", C[k["p_cc"]]["cities"][-1][0]),
             row("Pol", "Sex", {"M": "muški / male", "F": "ženski / female"}[p.sex]),
             row("Državljanstvo", "Citizenship", C[k["p_cc"]]["en2"]),
             row(("JMBG" if k["tin_cc"] == "SRB" else tl[1]), tl[0], k["tin"] if tin_stated else "nije dostavljen / not provided", True)]),
           ("2. Identifikacioni dokument / Identification document",
            [row("Vrsta", "Type", f"{k['id_label_loc']} ({k['id_label']})"), row("Broj", "Number", k["id_number"], True),
             row("Izdat od", "Issued by", authority(rng, k)),
             row("Datum izdavanja", "Date of issue", fd(k["id_issue"], "dot_sr"), True),
             row("Važi do", "Valid until", fd(k["id_expiry"], "dot_sr"), True)]),
           ("3. Adresa / Address",
            [row("Adresa prebivališta", "Permanent residence (registered)", k["reg_addr"])]
            + ([row("Adresa boravišta", "Current residential address", k["addr"])] if not k["same_as_reg"] else
               [row("Adresa stanovanja", "Residential address", "ista kao adresa prebivališta / same as permanent residence")])
            + [row("Država stanovanja", "Country of residence", C[k["res_cc"]]["en2"]),
               row("Telefon", "Phone", k["phone"], True), row("E-pošta", "E-mail", k["email"], True)]),
           ("4. Zaposlenje i prihodi / Employment and income",
            [row("Zanimanje", "Occupation", k["occupation"]), row("Poslodavac", "Employer", k["employer"] or "—"),
             row("Mesečni prihodi" if monthly else "Godišnji prihodi", "Monthly income" if monthly else "Annual income",
                 f"{fa(k['monthly'] if monthly else k['annual'], 'dc')} {k['inc_cur']}", True),
             row("Poreklo sredstava", "Source of funds", {"employment": "zarada / salary", "business": "preduzetnička delatnost / business",
                                                          "investments": "prihodi od ulaganja / investments", "inheritance": "nasledstvo / inheritance",
                                                          "pension": "penzija / pension", "other": "ostalo / other"}[k["sof"]]),
             row("Funkcioner (PEP)", "Politically exposed person", "DA / YES" if k["pep"] else "NE / NO")])]
    if rng.random() < 0.5:
        sec[1], sec[2] = sec[2], sec[1]
    html_secs = "".join(f"<h2>{E(t)}</h2>" + "".join(rs) for t, rs in sec)
    body = (f'<div class="hd"><b>{E(b[0])}</b><br><span>{E(b[1])}</span><br><small>{E(b[3])} · {E(b[4])} · SWIFT {E(b[2])}</small></div>'
            f"<h1>UPITNIK ZA FIZIČKA LICA — POZNAVANJE I PRAĆENJE KLIJENTA<br><small>Know Your Customer questionnaire for natural persons</small></h1>"
            f'<p class="n">Popunjava se u skladu sa Zakonom o sprečavanju pranja novca i finansiranja terorizma. Broj: {NW("KYC/" + str(k["today"].year) + "/" + digits(rng, 6))}</p>'
            f"{html_secs}"
            f'<p class="n">Izjavljujem pod punom materijalnom i krivičnom odgovornošću da su navedeni podaci tačni. I declare the data above to be true.</p>'
            f'<table class="s"><tr><td>U {E(C[bcc]["cities"][0][0])}, dana {fd(k["today"], "dot_sr")}</td><td>Potpis klijenta ______________</td>'
            f'<td>Ovlašćeni radnik banke: {E(person(rng, bcc).full(False))}</td></tr></table>')
    css = ("body{font-family:'Liberation Sans',Arial,sans-serif;font-size:9.5pt} .hd{text-align:center;border-bottom:1px solid #333} "
           "h1{font-size:11.5pt;text-align:center} h2{font-size:10pt;margin:10px 0 2px;color:#003a70} .r{display:flex;margin:2px 0} "
           ".l{white-space:nowrap;font-size:8.5pt} .f{flex:1;border-bottom:1px dotted #000;margin:0 4px 3px} .v{font-weight:bold;max-width:62%;text-align:right} "
           ".r2{margin:3px 0} .r2 .l{font-size:8pt;color:#444} .v2{font-weight:bold;padding-left:14px} .n{font-size:8pt} .s{width:100%;font-size:8.5pt;margin-top:14px}")
    return page("Upitnik", css, body, "sr"), kyc_truth(k, p.full(False), tin_stated=tin_stated)


def _pre_field(label, value, width=34, vw=60):
    lines = textwrap.wrap(value, vw) or [""]
    out = label.ljust(width, ".") + " " + lines[0]
    for ln in lines[1:]:
        out += "\n" + " " * (width + 1) + ln
    return out


def kyc_uz_abs_print(rng):
    k = kyc_case(rng, "UZB", p_cc=rng.choice(["UZB"] * 6 + ["KAZ", "RUS"]))
    p, b = k["p"], k["bank"]
    if k["tin"] is None and rng.random() < 0.5:
        k["tin"] = tax_id(rng, k["tin_cc"], p)
    show_patr = p.patr is not None and rng.random() < 0.7
    monthly = rng.random() < 0.7
    sex_stated = rng.random() < 0.7
    tl = TAX_LABEL[k["tin_cc"]]
    L = [f"{b[1]}  /  {b[0]}".center(96), f"MFO {digits(rng, 5)}   INN {digits(rng, 9)}   {b[3]}".center(96), "",
         "MIJOZ ANKETASI (JISMONIY SHAXS) / АНКЕТА КЛИЕНТА - ФИЗИЧЕСКОГО ЛИЦА".center(96),
         f"Mijoz kodi / Код клиента: {k['customer_id']}     Sana / Дата: {fd(k['today'])}     Filial / Филиал: {digits(rng, 5)}".center(96),
         "=" * 96,
         _pre_field("FAMILIYASI / ФАМИЛИЯ", p.surname), _pre_field("ISMI / ИМЯ", p.given)]
    if show_patr:
        L.append(_pre_field("OTASINING ISMI / ОТЧЕСТВО", p.patr))
    L += [_pre_field("TUG'ILGAN SANASI / ДАТА РОЖДЕНИЯ", fd(p.dob))]
    if sex_stated:
        L.append(_pre_field("JINSI / ПОЛ", "ERKAK (M)" if p.sex == "M" else "AYOL (F)"))
    L += [_pre_field("FUQAROLIGI / ГРАЖДАНСТВО", C[k["p_cc"]]["en"]),
          _pre_field("HUJJAT TURI / ВИД ДОКУМЕНТА", k["id_label"].upper()),
          _pre_field("SERIYASI VA RAQAMI / СЕРИЯ И НОМЕР", k["id_number"]),
          _pre_field("BERILGAN SANA / ДАТА ВЫДАЧИ", fd(k["id_issue"])),
          _pre_field("AMAL QILISH MUDDATI / СРОК ДЕЙСТВИЯ", fd(k["id_expiry"])),
          _pre_field(f"{'JSHSHIR' if k['tin_cc'] == 'UZB' else tl[0]} / {tl[1]}", k["tin"] or ""),
          _pre_field("YASHASH MANZILI / АДРЕС ПРОЖИВАНИЯ", k["addr"]),
          _pre_field("YASHASH MAMLAKATI / СТРАНА", C[k["res_cc"]]["en"]),
          _pre_field("DOIMIY RO'YXAT / ПРОПИСКА", k["reg_addr"]),
          _pre_field("TELEFON", k["phone"]), "-" * 96,
          _pre_field("KASBI / РОД ЗАНЯТИЙ", k["occupation"].upper()),
          _pre_field("ISH JOYI / МЕСТО РАБОТЫ", k["employer"] or ""),
          _pre_field("OYLIK DAROMAD / ДОХОД В МЕСЯЦ" if monthly else "YILLIK DAROMAD / ДОХОД В ГОД",
                     f"{fa(k['monthly'] if monthly else k['annual'], 'sc')} {k['inc_cur']}"),
          _pre_field("MABLAG' MANBAI / ИСТОЧНИК СРЕДСТВ", {"employment": "ISH HAQI / ЗАРПЛАТА", "business": "TADBIRKORLIK / БИЗНЕС",
                                                            "investments": "INVESTITSIYA / ИНВЕСТИЦИИ", "inheritance": "MEROS / НАСЛЕДСТВО",
                                                            "pension": "PENSIYA / ПЕНСИЯ", "other": "BOSHQA / ПРОЧЕЕ"}[k["sof"]]),
          _pre_field("PEP (СИЗОЛ) / ПДЛ", "HA / ДА" if k["pep"] else "YO'Q / НЕТ"),
          _pre_field("XAVF DARAJASI / УРОВЕНЬ РИСКА", rng.choice(["PAST / НИЗКИЙ", "O'RTA / СРЕДНИЙ"])),
          "=" * 96,
          f"Operator: {person(rng, 'UZB').ru_order(False)}   Chop etildi / Распечатано: {fd(k['today'])} {rng.randint(9, 17):02d}:{rng.randint(0, 59):02d}",
          "iABS v.7.4  ::  CLIENT_CARD_FL  ::  sahifa 1/1"]
    body = f'<pre>{E(chr(10).join(L))}</pre>'
    css = "body{} pre{font-family:'DejaVu Sans Mono','Liberation Mono',monospace;font-size:7.6pt;line-height:1.35;white-space:pre}"
    full = p.full(show_patr)
    return page("iABS print", css, body, "uz"), kyc_truth(k, full, sex_stated=sex_stated, tin_stated=k["tin"] is not None,
                                                        employer_stated=k["employer"] is not None)


def kyc_az_compliance_email(rng):
    k = kyc_case(rng, "AZE", p_cc=rng.choice(["AZE"] * 6 + ["RUS", "GEO"]))
    p, b = k["p"], k["bank"]
    monthly = rng.random() < 0.7
    tin_stated = k["tin"] is not None
    sender = person(rng, "AZE")
    to = person(rng, "AZE")
    mail = lambda x: f"{x.given.lower()}.{x.surname.lower()}@abib.az"
    sof_txt = {"employment": "salary from employment", "business": "income from own business", "investments": "investment income",
               "inheritance": "inherited funds", "pension": "state pension", "other": "other sources (scholarship)"}[k["sof"]]
    sex_word = {"M": "Mr.", "F": "Ms."}[p.sex]
    inc_val = k["monthly"] if monthly else k["annual"]
    lines = [("Soyadı / Surname", p.surname), ("Adı / Name", p.given), ("Atasının adı / Father's name", p.father or "-"),
             ("Doğum tarixi / Date of birth", fd(p.dob, "dot")), ("Cinsi / Sex", "Kişi / Male" if p.sex == "M" else "Qadın / Female"),
             ("Vətəndaşlıq / Citizenship", C[k["p_cc"]]["en2"]), ("Sənəd / Document", k["id_label"]),
             ("Sənədin nömrəsi / Document number", k["id_number"]), ("Etibarlıdır / Valid until", fd(k["id_expiry"], "dot")),
             ("FİN / Personal ID code", letters(rng, 1) + digits(rng, 1) + letters(rng, 2) + digits(rng, 1) + letters(rng, 2))]
    if tin_stated:
        lines.append((f"VÖEN / TIN" if k["tin_cc"] == "AZE" else f"TIN ({TAX_LABEL[k['tin_cc']][0]})", k["tin"]))
    lines += [("Yaşayış ünvanı / Residential address", k["addr"]), ("Ölkə / Country of residence", C[k["res_cc"]]["en2"]),
              ("Qeydiyyat ünvanı / Registration address", k["reg_addr"]),
              ("Peşə / Occupation", k["occupation"]), ("İş yeri / Employer", k["employer"] or "-"),
              ("Aylıq gəlir / Monthly income" if monthly else "İllik gəlir / Annual income", f"{fa(inc_val, 'sd')} {k['inc_cur']}"),
              ("Vəsaitlərin mənbəyi / Source of funds", sof_txt), ("PEP", "Bəli / Yes" if k["pep"] else "Xeyr / No")]
    kv = "".join(f"<tr><td>{E(a)}:</td><td>{NW(v) if len(v) < 26 else E(v)}</td></tr>" for a, v in lines)
    prose = (f"Dear colleagues,<br><br>Please review the onboarding file of {sex_word} {E(tcase(p.surname))}, who visited our "
             f"{E(rng.choice(['Nizami', 'Narimanov', 'Yasamal', 'Ganja']))} branch on {fd(k['today'], 'en')} to open a current account and a "
             f"debit card. The client was identified on the basis of the original document; copies are attached to the ticket. "
             f"{'The client declared PEP status, so senior management approval is required.' if k['pep'] else 'No adverse media hits were found.'}"
             f"<br><br>Customer data as captured in the core system:")
    quoted = (f'<div class="q">-----Original Message-----<br>From: {E(to.full(False))} &lt;{E(mail(to))}&gt;<br>'
              f"Sent: {fd(k['today'] - _dt.timedelta(days=1), 'en')}<br>Subject: RE: weekly onboarding queue<br><br>"
              f"Please send new individual clients above AZN {fa(money_round(rng, 3000, 10000, 1000), 'sd', False)} monthly turnover "
              f"to compliance before activation. Thanks.</div>")
    body = (f'<div class="hdrs"><b>From:</b> {E(sender.full(False))} &lt;{E(mail(sender))}&gt;<br><b>To:</b> Compliance Onboarding &lt;kyc@abib.az&gt;<br>'
            f"<b>Cc:</b> {E(to.full(False))}<br><b>Date:</b> {fd(k['today'], 'en')} {rng.randint(9, 18)}:{rng.randint(10, 59)}<br>"
            f"<b>Subject:</b> KYC review – new client {E(p.surname)} / ticket {NW('CMP-' + digits(rng, 6))}</div><hr>"
            f'<div class="bd">{prose}<table class="kv">{kv}</table><br>Best regards,<br>{E(sender.full(False))}<br>Retail Banking, {E(b[0])}<br>'
            f"{E(b[3])}<br>Tel.: +994 12 {rng.randint(400, 599)} {rng.randint(10, 99)} {rng.randint(10, 99)}</div>{quoted}"
            f'<p class="disc">CONFIDENTIALITY NOTICE: This e-mail and any attachments are intended only for the addressee and may contain '
            f"confidential information of {E(b[0])}. If you received it in error, please delete it.</p>")
    css = ("body{font-family:Calibri,'Carlito',Arial,sans-serif;font-size:10.5pt} .hdrs{font-size:9.5pt;background:#f3f3f3;padding:6px} "
           ".kv td{padding:1px 8px 1px 0} .kv td:first-child{color:#444} .q{color:#555;border-left:2px solid #999;padding-left:8px;margin-top:12px;font-size:9.5pt} "
           ".disc{font-size:7.5pt;color:#777;margin-top:14px}")
    return page("KYC review", css, body, "az"), kyc_truth(k, p.full(False), tin_stated=tin_stated)


# --------------------------------------------------------------------------- letters of credit

IMPORTERS = {
    "RUS": ['LLC "TEKHNOPROM IMPORT"', 'LLC "VOLGA AGROSNAB"', 'JSC "URALMASHKOMPLEKT"', 'LLC "SIBIRSKAYA MEDTEKHNIKA"', 'LLC "NEVA TEKSTIL TORG"'],
    "UKR": ['TOV "AGROTEKH PODILLIA"', 'TOV "DNIPRO POLIMER TRADE"', 'PrAT "LVIVSKYI MASHZAVOD"', 'TOV "KYIV MEDSERVIS"'],
    "KAZ": ['TOO "KASPII MACHINERY"', 'TOO "ALMATY TEXTILE GROUP"', 'AO "KARAGANDA STROIMASH"', 'TOO "STEP AGRO TRADE"'],
    "UZB": ['"TOSHKENT MASHINA SAVDO" MCHJ', '"SAMARQAND TEKSTIL" AJ', '"FARG\'ONA POLIMER" MCHJ'],
    "GEO": ['KAVKASIA LOGISTICS LLC', 'GEOAGRO IMPORT LLC', 'RUSTAVI METAL SERVICE LLC', 'IMERETI PHARMA LLC'],
    "ARM": ['ARARAT MACHINERY CJSC', 'YEREVAN TEXTILE LLC', 'SHIRAK AGRO IMPORT LLC'],
    "AZE": ['ABSHERON INDUSTRIAL SUPPLY LLC', 'CASPIAN TEXTILE LLC', 'GANJA AGRO MACHINERY LLC'],
    "SRB": ['DUNAV MAŠINE D.O.O. BEOGRAD', 'VOJVODINA AGRAR D.O.O. NOVI SAD', 'ŠUMADIJA POLIMER D.O.O. KRAGUJEVAC'],
}

# name, address, sea port, airport, road place, (bank name, BIC), goods choices
EXPORTERS = [
    ("HESSLER MASCHINENBAU GMBH", "INDUSTRIESTRASSE 14, 73230 KIRCHHEIM UNTER TECK, GERMANY", "HAMBURG, GERMANY", "FRANKFURT AM MAIN AIRPORT, GERMANY",
     "KIRCHHEIM UNTER TECK, GERMANY", ("RHEINISCHE HANDELSBANK AG, FRANKFURT AM MAIN", "RHHBDEFF"), "mach"),
    ("OFFICINE MECCANICHE BRENTA S.P.A.", "VIA DELL INDUSTRIA 22, 35010 VIGONZA (PD), ITALY", "GENOA, ITALY", "MILAN MALPENSA AIRPORT, ITALY",
     "VIGONZA, ITALY", ("BANCA LOMBARDA COMMERCIALE S.P.A., MILANO", "BLCOITMM"), "mach"),
    ("ZHEJIANG LANXIN PUMP CO., LTD.", "NO. 88 BINHAI ROAD, JIAOJIANG DISTRICT, TAIZHOU, ZHEJIANG 318000, CHINA", "NINGBO, CHINA",
     "HANGZHOU XIAOSHAN AIRPORT, CHINA", "KHORGOS, CHINA", ("CHINA EASTERN COMMERCE BANK, HANGZHOU BRANCH", "CECBCNBJHZH"), "pump"),
    ("EGE TEKSTIL SANAYI VE TICARET A.S.", "ATATURK ORGANIZE SANAYI BOLGESI 10003 SK. NO. 7, CIGLI, IZMIR, TURKEY", "IZMIR, TURKEY",
     "ISTANBUL AIRPORT, TURKEY", "IZMIR, TURKEY", ("ANADOLU TICARET BANKASI A.S., ISTANBUL", "ANTBTRIS"), "tex"),
    ("SHREE GANESH POLYMERS PVT. LTD.", "PLOT 42, GIDC PHASE II, VAPI, GUJARAT 396195, INDIA", "NHAVA SHEVA, INDIA",
     "MUMBAI AIRPORT, INDIA", "VAPI, INDIA", ("BHARAT COMMERCIAL BANK LTD, MUMBAI", "BCBLINBB"), "poly"),
    ("HANSOL PRECISION INDUSTRIES CO., LTD.", "45 GONGDAN RO, SEONGSAN GU, CHANGWON, GYEONGSANGNAM DO 51567, KOREA", "BUSAN, KOREA",
     "INCHEON AIRPORT, KOREA", "CHANGWON, KOREA", ("KOREA TRADE AND INDUSTRY BANK, SEOUL", "KTIBKRSE"), "mach"),
    ("AGROMASZ POLSKA SP. Z O.O.", "UL. PRZEMYSLOWA 8, 62080 TARNOWO PODGORNE, POLAND", "GDANSK, POLAND", "WARSAW CHOPIN AIRPORT, POLAND",
     "TARNOWO PODGORNE, POLAND", ("BANK HANDLOWY WIELKOPOLSKI S.A., POZNAN", "BHWIPLPP"), "agro"),
    ("MEDIZINTECHNIK ALPENLAND GMBH", "GEWERBEPARK 3, 6020 INNSBRUCK, AUSTRIA", "KOPER, SLOVENIA", "VIENNA AIRPORT, AUSTRIA",
     "INNSBRUCK, AUSTRIA", ("TIROLER HANDELSBANK AG, INNSBRUCK", "TIHBAT2I"), "med"),
]

GOODS = {
    "mach": ["CNC VERTICAL MACHINING CENTRE MODEL VMC 850, {n} UNITS, INCLUDING TOOLING AND COMMISSIONING, AS PER CONTRACT NO. {c} DATED {d}",
             "HYDRAULIC PRESS BRAKE 220 TONS, {n} SETS, NEW, YEAR OF MANUFACTURE {y}, AS PER PROFORMA INVOICE NO. {c} DATED {d}"],
    "pump": ["CENTRIFUGAL WATER PUMPS SERIES LX 150, {n} PCS, AND SPARE PARTS AS PER CONTRACT NO. {c} DATED {d}",
             "SUBMERSIBLE BOREHOLE PUMPS 4SP, {n} UNITS, AS PER PROFORMA INVOICE NO. {c} DATED {d}"],
    "tex": ["100 PCT COTTON DENIM FABRIC, WIDTH 150 CM, {n} 000 METERS, AS PER CONTRACT NO. {c} DATED {d}",
            "KNITTED POLYESTER FABRIC, {n} 000 KG, AS PER PROFORMA INVOICE NO. {c} DATED {d}"],
    "poly": ["HIGH DENSITY POLYETHYLENE GRANULES GRADE HD 5502, {n}0 METRIC TONS, AS PER CONTRACT NO. {c} DATED {d}",
             "PVC RESIN SUSPENSION GRADE K67, {n}0 MT, PACKED IN 25 KG BAGS, AS PER PROFORMA INVOICE NO. {c} DATED {d}"],
    "agro": ["SEED DRILLS MODEL AM 6000, {n} UNITS, AND SPARE PARTS KIT, AS PER CONTRACT NO. {c} DATED {d}",
             "TRAILED FIELD SPRAYERS 4000 L, {n} UNITS, AS PER CONTRACT NO. {c} DATED {d}"],
    "med": ["ULTRASOUND DIAGNOSTIC SYSTEMS MODEL SONA 7, {n} UNITS, WITH INSTALLATION AND TRAINING, AS PER CONTRACT NO. {c} DATED {d}",
            "PATIENT MONITORS PM 12 AND CENTRAL STATION, {n} SETS, AS PER CONTRACT NO. {c} DATED {d}"],
}

DISCHARGE = {"RUS": ["NOVOROSSIYSK, RUSSIA", "SAINT PETERSBURG, RUSSIA"], "UKR": ["IZMAIL, UKRAINE", "CONSTANTA, ROMANIA"],
             "KAZ": ["AKTAU, KAZAKHSTAN"], "UZB": ["POTI, GEORGIA"], "GEO": ["POTI, GEORGIA", "BATUMI, GEORGIA"],
             "ARM": ["POTI, GEORGIA"], "AZE": ["BAKU (ALAT), AZERBAIJAN"], "SRB": ["BAR, MONTENEGRO", "KOPER, SLOVENIA"]}
AIRPORTS = {"RUS": "MOSCOW SHEREMETYEVO AIRPORT, RUSSIA", "UKR": "RZESZOW AIRPORT, POLAND", "KAZ": "ALMATY AIRPORT, KAZAKHSTAN",
            "UZB": "TASHKENT AIRPORT, UZBEKISTAN", "GEO": "TBILISI AIRPORT, GEORGIA", "ARM": "YEREVAN ZVARTNOTS AIRPORT, ARMENIA",
            "AZE": "BAKU HEYDAR ALIYEV AIRPORT, AZERBAIJAN", "SRB": "BELGRADE NIKOLA TESLA AIRPORT, SERBIA"}
CITY_UP = {"RUS": "MOSCOW", "UKR": "KYIV", "KAZ": "ALMATY", "UZB": "TASHKENT", "GEO": "TBILISI", "ARM": "YEREVAN", "AZE": "BAKU", "SRB": "BELGRADE"}


def company_address(rng, cc) -> str:
    a = address(rng, cc)
    for x, y in ((", kv. ", ", of. "), ("apt.", "office"), ("stan ", "lokal "), ("-xonadon", "-ofis")):
        a = a.replace(x, y)
    return a.upper()


def lc_case(rng, cc):
    b = bank(rng, cc)
    ex = rng.choice(EXPORTERS)
    issue = rand_date(rng, _d(2024, 1, 8), _d(2026, 8, 28))
    r = rng.random()
    form = "IRREVOCABLE" if r < 0.82 else ("IRREVOCABLE TRANSFERABLE" if r < 0.93 else "IRREVOCABLE STANDBY")
    standby = form == "IRREVOCABLE STANDBY"
    rules = "ISP LATEST VERSION" if (standby and rng.random() < 0.7) else rng.choice(["UCP LATEST VERSION"] * 14 + ["EUCP LATEST VERSION", "OTHR"])
    cur = rng.choice(["USD", "USD", "EUR", "EUR", "CNY"] if ex[6] == "pump" else ["USD", "EUR", "EUR", "USD"])
    amount = money_round(rng, 40000, 4800000, 50) + (rng.choice([0, 0, 0, 0.5, 0.25, 0.8]) if rng.random() < 0.3 else 0)
    tol = rng.choice([None, None, (5, 5), (10, 10), (10, 10), (10, 0), (3, 3), (0, 5)])
    mode = "none" if standby else rng.choice(["sea", "sea", "sea", "air", "road"])
    if cc in ("UZB", "ARM") and mode == "sea" and rng.random() < 0.4:
        mode = "road"
    expiry = issue + _dt.timedelta(days=rng.randint(75, 240))
    latest = None if (mode == "none" or rng.random() < 0.12) else expiry - _dt.timedelta(days=rng.choice([14, 21, 21, 30, 45]))
    pres = None if rng.random() < 0.2 else rng.choice([21, 21, 15, 10, 30])
    if mode == "sea":
        pol, pod = ex[2], rng.choice(DISCHARGE[cc])
    elif mode == "air":
        pol, pod = ex[3], AIRPORTS[cc]
    else:
        pol = pod = None
    place_taking = ex[4] if mode == "road" else None
    place_final = (CITY_UP[cc] + ", " + C[cc]["en2"].upper()) if mode == "road" else None
    exp_place = rng.choice([ex[1].split(", ")[-1], ex[4].split(", ")[0], ex[5][0].split(", ")[-1], CITY_UP[cc]])
    by = rng.choice(["BY NEGOTIATION", "BY NEGOTIATION", "BY PAYMENT", "BY PAYMENT", "BY DEF PAYMENT", "BY ACCEPTANCE", "BY MIXED PYMT"])
    if standby:
        by = "BY PAYMENT"
    aw_kind = rng.choice(["bic", "name", "any", "issuing"]) if by == "BY NEGOTIATION" else rng.choice(["bic", "name", "issuing"])
    contract = rng.choice(["", "IMP-", "K-", "N "]) + f"{rng.randint(1, 999):03d}/{issue.year % 100:02d}" + rng.choice(["", "-" + ex[0][:2]])
    cdate = issue - _dt.timedelta(days=rng.randint(20, 120))
    goods = rng.choice(GOODS[ex[6]]).format(n=rng.randint(2, 40), c=contract.strip(), d=fd(cdate, "dot"), y=issue.year)
    if rng.random() < 0.5 and not standby:
        goods += ", " + rng.choice(["CIP", "CPT", "FCA", "CIF", "DAP", "FOB"]) + " " + (pod or place_final or CITY_UP[cc]).split(",")[0] + " INCOTERMS 2020"
    if standby:
        goods = "PAYMENT GUARANTEE FOR DELIVERIES OF " + goods.split(",")[0] + " UNDER CONTRACT NO. " + contract.strip()
    docs = []
    if standby:
        docs = ["BENEFICIARY'S SIGNED DEMAND FOR PAYMENT STATING THAT THE APPLICANT HAS FAILED TO PAY THE AMOUNT DUE UNDER CONTRACT NO. " + contract.strip(),
                "COPY OF THE UNPAID COMMERCIAL INVOICE"][: rng.randint(1, 2)]
    else:
        n_orig = rng.choice(["3", "2", "THREE", "ONE"])
        docs.append(f"SIGNED COMMERCIAL INVOICE IN {n_orig} ORIGINALS AND {rng.choice(['2', 'TWO', '1'])} COPIES INDICATING CONTRACT NO. {contract.strip()}")
        if mode == "sea":
            docs.append("FULL SET OF CLEAN ON BOARD OCEAN BILLS OF LADING MADE OUT TO THE ORDER OF " + b[0].upper()
                        + ", MARKED FREIGHT " + rng.choice(["PREPAID", "COLLECT"]) + " AND NOTIFY APPLICANT")
        elif mode == "air":
            docs.append("AIR WAYBILL CONSIGNED TO " + b[0].upper() + " MARKED FREIGHT PREPAID AND NOTIFY APPLICANT")
        else:
            docs.append("COPY OF INTERNATIONAL CONSIGNMENT NOTE (CMR) SHOWING THE APPLICANT AS CONSIGNEE AND BEARING THE CARRIER'S RECEIPT STAMP")
        extra = ["PACKING LIST IN 3 ORIGINALS SHOWING GROSS AND NET WEIGHT OF EACH PACKAGE",
                 "CERTIFICATE OF ORIGIN ISSUED BY THE CHAMBER OF COMMERCE OF THE EXPORTING COUNTRY",
                 "INSURANCE POLICY OR CERTIFICATE IN DUPLICATE FOR 110 PCT OF THE INVOICE VALUE COVERING INSTITUTE CARGO CLAUSES (A)",
                 "QUALITY CERTIFICATE ISSUED BY THE MANUFACTURER",
                 "EUR.1 MOVEMENT CERTIFICATE",
                 "BENEFICIARY'S CERTIFICATE CONFIRMING THAT ONE SET OF NON NEGOTIABLE DOCUMENTS HAS BEEN SENT TO THE APPLICANT BY COURIER WITHIN 5 DAYS AFTER SHIPMENT",
                 "TECHNICAL PASSPORT (MANUAL) FOR EACH UNIT IN ENGLISH AND RUSSIAN",
                 "COPY OF THE EXPORT DECLARATION"]
        docs += rng.sample(extra, rng.randint(0, 5))
    if rng.random() < 0.06 and not standby:
        docs = []
    adv = ex[5]
    aw = {"bic": adv[1], "name": adv[0], "any": "ANY BANK", "issuing": b[0].upper()}[aw_kind]
    conf = rng.choice(["WITHOUT", "WITHOUT", "WITHOUT", "CONFIRM", "MAY ADD"])
    partial = None if mode == "none" or rng.random() < 0.1 else rng.choice(["ALLOWED", "NOT ALLOWED", "ALLOWED", "CONDITIONAL"])
    trans = None if mode == "none" or rng.random() < 0.15 else rng.choice(["ALLOWED", "NOT ALLOWED", "NOT ALLOWED"])
    num = rng.choice([f"ILC{issue.year % 100:02d}{digits(rng, 5)}", f"{b[2][:4]}{issue.year}{digits(rng, 4)}", f"LC/{issue.year % 100:02d}/{digits(rng, 6)}",
                      f"0{digits(rng, 2)}IMLC{digits(rng, 6)}", f"DC-{issue.year}-{digits(rng, 5)}"])
    truth = {
        "lc_number": num, "form_of_credit": form, "date_of_issue": issue.isoformat(), "applicable_rules": rules,
        "expiry_date": expiry.isoformat(), "expiry_place": exp_place,
        "applicant": {"name": rng.choice(IMPORTERS[cc]), "address": company_address(rng, cc)},
        "beneficiary": {"name": ex[0], "address": ex[1]},
        "currency": cur, "amount": amount,
        "tolerance_plus_percent": tol[0] if tol else None, "tolerance_minus_percent": tol[1] if tol else None,
        "available_with": aw, "available_by": by, "partial_shipments": partial, "transhipment": trans,
        "port_of_loading": pol, "port_of_discharge": pod, "latest_shipment_date": latest.isoformat() if latest else None,
        "goods_description": goods, "documents_required": docs[:8], "presentation_period_days": pres,
        "confirmation_instructions": conf,
    }
    ctx = dict(bank=b, adv=adv, aw_kind=aw_kind, mode=mode, place_taking=place_taking, place_final=place_final, issue=issue,
               expiry=expiry, latest=latest, contract=contract.strip(), cdate=cdate, ex=ex, cc=cc,
               drafts=("AT SIGHT" if by in ("BY NEGOTIATION", "BY PAYMENT") else f"AT {rng.choice([60, 90, 120, 180])} DAYS AFTER B/L DATE"),
               charges=rng.choice(["ALL BANKING CHARGES OUTSIDE " + C[cc]["en2"].upper() + " ARE FOR BENEFICIARY'S ACCOUNT",
                                   "ALL CHARGES OF THE ISSUING BANK ARE FOR APPLICANT, ALL OTHER CHARGES ARE FOR BENEFICIARY"]),
               period_text=None)
    return truth, ctx


def lc_period_text(t, ctx):
    d = t["presentation_period_days"]
    return None if d is None else f"{d}/DOCUMENTS TO BE PRESENTED WITHIN {d} DAYS AFTER THE DATE OF SHIPMENT BUT WITHIN THE VALIDITY OF THE CREDIT"


def lc_tolerance_text(t):
    return None if t["tolerance_plus_percent"] is None else f"{t['tolerance_plus_percent']}/{t['tolerance_minus_percent']}"


def lc_additional(rng, t, ctx):
    conds = [f"ALL DOCUMENTS MUST INDICATE THE CREDIT NUMBER AND CONTRACT NO. {ctx['contract']}",
             f"A DISCREPANCY FEE OF {t['currency']} {rng.choice([80, 100, 150])}.00 WILL BE DEDUCTED FROM THE PROCEEDS FOR EACH DISCREPANT PRESENTATION",
             "THIRD PARTY DOCUMENTS EXCEPT INVOICE ARE ACCEPTABLE",
             "DOCUMENTS ISSUED EARLIER THAN THE CREDIT ISSUANCE DATE ARE ACCEPTABLE",
             "SHORT FORM AND CHARTER PARTY BILLS OF LADING ARE NOT ACCEPTABLE",
             "ALL DOCUMENTS MUST BE ISSUED IN ENGLISH"]
    return rng.sample(conds, rng.randint(1, 4))


def swift_wrap(text, width=65):
    return textwrap.wrap(text, width, break_long_words=False, break_on_hyphens=False) or [""]


def swift_name_addr(name, addr):
    return swift_wrap(name, 35) + swift_wrap(addr, 35)


def _mt700_fields(rng, t, ctx, expanded=False):
    """(tag, name, lines) in MT700 order."""
    b, adv = ctx["bank"], ctx["adv"]
    F = [("27", "Sequence of Total", ["1/1"]), ("40A", "Form of Documentary Credit", [t["form_of_credit"]]),
         ("20", "Documentary Credit Number", [t["lc_number"]]), ("31C", "Date of Issue", [fd(ctx["issue"], "swift")]),
         ("40E", "Applicable Rules", [t["applicable_rules"] + ("/URDG 758" if t["applicable_rules"] == "OTHR" else "")])]
    if expanded:
        F.append(("31D", "Date and Place of Expiry", ["Date: " + fd(ctx["expiry"], "swift"), "Place: " + t["expiry_place"]]))
    else:
        F.append(("31D", "Date and Place of Expiry", [fd(ctx["expiry"], "swift") + t["expiry_place"]]))
    if rng.random() < 0.5:
        F.append(("51A", "Applicant Bank", [b[2]]))
    F.append(("50", "Applicant", swift_name_addr(t["applicant"]["name"], t["applicant"]["address"])))
    acct = ["/" + rng.choice(["DE", "IT", "PL", "AT"]) + digits(rng, 20)] if rng.random() < 0.5 else []
    F.append(("59", "Beneficiary - Name & Address", acct + swift_name_addr(t["beneficiary"]["name"], t["beneficiary"]["address"])))
    cur_amt = t["currency"] + fa(t["amount"], "sw")
    F.append(("32B", "Currency Code, Amount", ["Currency: " + t["currency"], "Amount: #" + fa(t["amount"], "sw") + "#"] if expanded else [cur_amt]))
    if t["tolerance_plus_percent"] is not None:
        F.append(("39A", "Percentage Credit Amount Tolerance", [lc_tolerance_text(t)]))
    tag41 = "41A" if ctx["aw_kind"] == "bic" else "41D"
    F.append((tag41, "Available With ... By ...", swift_wrap(t["available_with"], 35) + [t["available_by"]]))
    if t["available_by"] in ("BY NEGOTIATION", "BY ACCEPTANCE", "BY PAYMENT") and t["form_of_credit"] != "IRREVOCABLE STANDBY":
        F.append(("42C", "Drafts at ...", [ctx["drafts"]]))
        F.append(("42A", "Drawee", [b[2] if rng.random() < 0.6 else adv[1]]))
    if t["available_by"] == "BY DEF PAYMENT":
        F.append(("42P", "Negotiation/Deferred Payment Details", swift_wrap(f"AT {rng.choice([90, 120, 180])} DAYS AFTER THE DATE OF SHIPMENT", 35)))
    if t["available_by"] == "BY MIXED PYMT":
        F.append(("42M", "Mixed Payment Details", swift_wrap("30 PCT AT SIGHT AGAINST DOCUMENTS, 70 PCT AT 120 DAYS AFTER SHIPMENT DATE", 35)))
    if t["partial_shipments"]:
        F.append(("43P", "Partial Shipments", [t["partial_shipments"]]))
    if t["transhipment"]:
        F.append(("43T", "Transhipment", [t["transhipment"]]))
    if ctx["place_taking"]:
        F.append(("44A", "Place of Taking in Charge/Dispatch from .../Place of Receipt", [ctx["place_taking"]]))
    if t["port_of_loading"]:
        F.append(("44E", "Port of Loading/Airport of Departure", [t["port_of_loading"]]))
    if t["port_of_discharge"]:
        F.append(("44F", "Port of Discharge/Airport of Destination", [t["port_of_discharge"]]))
    if ctx["place_final"]:
        F.append(("44B", "Place of Final Destination/For Transportation to.../Place of Delivery", [ctx["place_final"]]))
    if t["latest_shipment_date"]:
        F.append(("44C", "Latest Date of Shipment", [fd(ctx["latest"], "swift")]))
    elif ctx["mode"] != "none" and rng.random() < 0.5:
        F.append(("44D", "Shipment Period", swift_wrap("DURING " + EN_MONTHS[ctx["expiry"].month - 2].upper() + " " + str(ctx["expiry"].year), 65)))
    F.append(("45A", "Description of Goods and/or Services", swift_wrap(t["goods_description"])))
    if t["documents_required"]:
        lines = []
        for d in t["documents_required"]:
            w = swift_wrap("+" + d)
            lines += w
        F.append(("46A", "Documents Required", lines))
    F.append(("47A", "Additional Conditions", sum((swift_wrap("+" + c) for c in lc_additional(rng, t, ctx)), [])))
    F.append(("71D", "Charges", swift_wrap(ctx["charges"], 35)))
    if t["presentation_period_days"] is not None:
        F.append(("48", "Period for Presentation in Days", swift_wrap(lc_period_text(t, ctx), 35)))
    F.append(("49", "Confirmation Instructions", [t["confirmation_instructions"]]))
    F.append(("78", "Instructions to the Paying/Accepting/Negotiating Bank",
              swift_wrap("UPON RECEIPT OF CREDIT COMPLIANT DOCUMENTS AT OUR COUNTERS WE WILL REMIT THE PROCEEDS AS PER YOUR INSTRUCTIONS. "
                         f"DOCUMENTS TO BE SENT TO {b[0].upper()}, {b[3].upper()} IN ONE LOT BY COURIER.")))
    if rng.random() < 0.6:
        F.append(("57A", "'Advise Through' Bank", [adv[1]]))
    return F


def lc_swift_alliance(rng):
    cc = rng.choice(["RUS", "KAZ", "UZB", "GEO", "ARM", "AZE", "SRB", "UKR"])
    t, ctx = lc_case(rng, cc)
    b, adv = ctx["bank"], ctx["adv"]
    F = _mt700_fields(rng, t, ctx, expanded=True)
    W = 78
    out = ["-" * 20 + " Instance Type and Transmittal " + "-" * 27,
           "Copy sent to SWIFT", "Priority       : Normal",
           f"Message Input Reference    : {rng.randint(1000, 2359)} {fd(ctx['issue'], 'swift')}{b[2]}AXXX{digits(rng, 10)}",
           "-" * 28 + " Message Header " + "-" * 34,
           "Swift Input    : FIN 700 Issue of a Documentary Credit",
           f"Sender         : {b[2]}XXX", f"                 {b[0].upper()}", f"                 {CITY_UP[cc]} {cc[:2]}",
           f"Receiver       : {adv[1][:8]}XXX", f"                 {adv[0]}",
           f"MUR            : {digits(rng, 16)}",
           f"Banking Priority : N   UETR : {digits(rng, 8)}-{digits(rng, 4)}-4{digits(rng, 3)}-a{digits(rng, 3)}-{digits(rng, 12)}",
           "-" * 28 + " Message Text " + "-" * 36]
    blocks = [out]
    for tag, name, lines in F:
        blocks.append([f"        {tag}: {name}"] + [" " * 12 + ln for ln in lines])
    blocks.append(["-" * 28 + " Message Trailer " + "-" * 33, "{CHK:" + letters(rng, 4, "0123456789ABCDEF") + digits(rng, 8) + "}",
                   "PKI Signature: MAC-Equivalent", "-" * 30 + " Interventions " + "-" * 33,
                   "Category     : Network Report", f"Creation Time: {fd(ctx['issue'], 'swift')} {rng.randint(10, 17)}{rng.randint(10, 59)}",
                   "Text         : {1:F21" + b[2] + "AXXX" + digits(rng, 10) + "}{4:{177:" + fd(ctx["issue"], "swift") + digits(rng, 4) + "}{451:0}}"])
    pages, cur = [], []
    for blk in blocks:
        if cur and len(cur) + len(blk) > 62:
            pages.append(cur)
            cur = []
        cur = cur + blk
    pages.append(cur)
    body = "".join((f'<div class="pb"></div>' if i else "") + f'<div class="ph">Printed by {E(person(rng, cc).surname)} on '
                   f'{fd(ctx["issue"], "dot")} · SWIFT Alliance Access · Page {i + 1}</div><pre>{E(chr(10).join(pg))}</pre>'
                   for i, pg in enumerate(pages))
    css = "pre{font-family:'Courier New','Liberation Mono',monospace;font-size:8.6pt;line-height:1.25;margin:0} .ph{font-family:Arial;font-size:7pt;color:#555;text-align:right}"
    return page("MT700", css, body), t


def lc_raw_fin(rng):
    cc = rng.choice(["RUS", "KAZ", "UZB", "GEO", "ARM", "AZE", "SRB", "UKR"])
    t, ctx = lc_case(rng, cc)
    b, adv = ctx["bank"], ctx["adv"]
    F = _mt700_fields(rng, t, ctx, expanded=False)
    head = "{1:F01" + b[2] + "AXXX" + digits(rng, 10) + "}{2:I700" + adv[1][:8] + "XXXXN}{3:{108:" + letters(rng, 3) + digits(rng, 9) + "}{121:" \
        + digits(rng, 8) + "-" + digits(rng, 4) + "-4" + digits(rng, 3) + "-8" + digits(rng, 3) + "-" + digits(rng, 12) + "}}{4:"
    lines = [head]
    for tag, _, ls in F:
        lines.append(f":{tag}:{ls[0]}")
        lines += ls[1:]
    lines.append("-}{5:{MAC:" + digits(rng, 8) + "}{CHK:" + digits(rng, 12) + "}}")
    note = (f"<div class='n'>{E(b[0])} · Trade Finance Department · outgoing message copy for the applicant's file "
            f"· ref. {E(ctx['contract'])}</div>")
    body = note + f"<pre>{E(chr(10).join(lines))}</pre>"
    css = "pre{font-family:'DejaVu Sans Mono',monospace;font-size:8.8pt;line-height:1.3;white-space:pre} .n{font-family:Arial;font-size:8pt;border-bottom:1px solid #999}"
    return page("FIN 700", css, body), t


LC_LABELS_RU = {
    "num": ("Номер аккредитива", "Credit number"), "form": ("Форма аккредитива", "Form of credit"),
    "issue": ("Дата выпуска", "Date of issue"), "rules": ("Применимые правила", "Applicable rules"),
    "expiry": ("Дата истечения срока действия", "Expiry date"), "place": ("Место истечения", "Place of expiry"),
    "app": ("Приказодатель", "Applicant"), "ben": ("Бенефициар", "Beneficiary"), "amt": ("Сумма и валюта", "Currency and amount"),
    "tol": ("Допустимое отклонение суммы", "Amount tolerance"), "aw": ("Исполняющий банк", "Available with"),
    "by": ("Способ исполнения", "Available by"), "part": ("Частичные отгрузки", "Partial shipments"), "trans": ("Перевалка", "Transhipment"),
    "pol": ("Порт погрузки", "Port of loading"), "pod": ("Порт разгрузки", "Port of discharge"),
    "latest": ("Последний срок отгрузки", "Latest shipment date"), "goods": ("Описание товара", "Description of goods"),
    "docs": ("Требуемые документы", "Documents required"), "pres": ("Срок представления документов", "Presentation period"),
    "conf": ("Инструкции по подтверждению", "Confirmation instructions"),
}


def _lc_table_rows(rng, t, ctx, lab, date_style="dot", amt_style="sc", tol_fmt=None, days_word="дней / days"):
    rows = [("num", NW(t["lc_number"])), ("form", E(t["form_of_credit"])), ("issue", E(fd(ctx["issue"], date_style))),
            ("rules", E(t["applicable_rules"])), ("expiry", E(fd(ctx["expiry"], date_style))), ("place", E(t["expiry_place"])),
            ("app", E(t["applicant"]["name"]) + "<br>" + E(t["applicant"]["address"])),
            ("ben", E(t["beneficiary"]["name"]) + "<br>" + E(t["beneficiary"]["address"])),
            ("amt", NW(f"{fa(t['amount'], amt_style)} {t['currency']}") if rng.random() < 0.5 else NW(f"{t['currency']} {fa(t['amount'], amt_style)}"))]
    if t["tolerance_plus_percent"] is not None:
        rows.append(("tol", E(tol_fmt(t) if tol_fmt else f"+{t['tolerance_plus_percent']}% / -{t['tolerance_minus_percent']}%")))
    rows += [("aw", E(t["available_with"])), ("by", E(t["available_by"]))]
    if t["partial_shipments"]:
        rows.append(("part", E(t["partial_shipments"])))
    if t["transhipment"]:
        rows.append(("trans", E(t["transhipment"])))
    if t["port_of_loading"]:
        rows.append(("pol", E(t["port_of_loading"])))
    if t["port_of_discharge"]:
        rows.append(("pod", E(t["port_of_discharge"])))
    if t["latest_shipment_date"]:
        rows.append(("latest", E(fd(ctx["latest"], date_style))))
    rows.append(("goods", E(t["goods_description"])))
    if t["documents_required"]:
        rows.append(("docs", "<ol>" + "".join(f"<li>{E(d)}</li>" for d in t["documents_required"]) + "</ol>"))
    if t["presentation_period_days"] is not None:
        rows.append(("pres", E(f"{t['presentation_period_days']} {days_word}")))
    rows.append(("conf", E(t["confirmation_instructions"])))
    return [(lab[k], v) for k, v in rows]


def lc_ru_notice_bilingual(rng):
    cc = rng.choice(["RUS", "RUS", "KAZ", "UZB"])
    t, ctx = lc_case(rng, cc)
    b, adv = ctx["bank"], ctx["adv"]
    rows = _lc_table_rows(rng, t, ctx, LC_LABELS_RU, date_style=rng.choice(["dot", "dot", "ru"]), amt_style="sc")
    # the advising bank row (a distractor for available_with)
    rows.insert(9, (("Авизующий банк", "Advising bank"), E(adv[0]) + " (SWIFT " + NW(adv[1]) + ")"))
    trs = "".join(f'<tr><td class="l">{E(a)}<br><i>{E(e)}</i></td><td>{v}</td></tr>' for (a, e), v in rows)
    app_date = ctx["issue"] - _dt.timedelta(days=rng.randint(1, 6))
    fee = money_round(rng, 15000, 250000, 10) if cc == "RUS" else money_round(rng, 80000, 900000, 100)
    cw = C[cc]["cur"]
    body = (f'<table class="lh"><tr><td><b>{E(b[1])}</b><br>{E(b[0])}<br>{E(b[3])}<br>SWIFT {E(b[2])}</td>'
            f'<td class="r">{E(t["applicant"]["name"])}<br>Генеральному директору / To the General Director<br>'
            f'Исх. № {NW(str(rng.randint(100, 9999)) + "/ТФ")} от {fd(ctx["issue"], "dot")}</td></tr></table>'
            f"<h1>УВЕДОМЛЕНИЕ О ВЫПУСКЕ ИМПОРТНОГО АККРЕДИТИВА<br><small>NOTICE OF ISSUANCE OF AN IMPORT DOCUMENTARY CREDIT</small></h1>"
            f"<p>Настоящим уведомляем, что по Вашему заявлению от {fd(app_date, 'dot')} Банк выпустил документарный аккредитив "
            f"на следующих условиях (сообщение SWIFT MT700 направлено в авизующий банк). We inform you that, upon your application, "
            f"the Bank has issued a documentary credit on the following terms:</p>"
            f'<table class="t">{trs}</table>'
            f"<p>Комиссия за выпуск аккредитива в размере {fa(fee, 'sc')} {cw} списана с Вашего счёта № {NW(digits(rng, 20))} "
            f"{fd(ctx['issue'], 'dot')}. Покрытие по аккредитиву: {rng.choice(['депонированное', 'непокрытый, в рамках кредитной линии'])}.</p>"
            f'<p class="s">Начальник управления торгового финансирования / Head of Trade Finance<br>{E(person(rng, cc).loc_ru_order())}'
            f"<br><br>Исполнитель / Officer: {E(person(rng, cc).surname_loc)}, тел. {E(phone(rng, cc))}</p>")
    css = ("body{font-family:'PT Serif','Liberation Serif',serif;font-size:10pt} .lh{width:100%;font-size:8.5pt} .r{text-align:right} "
           "h1{font-size:12pt;text-align:center} .t{width:100%} .t td{border:1px solid #444;padding:3px 5px} .l{width:32%;font-size:8.5pt} "
           "ol{margin:0;padding-left:18px} .s{margin-top:16px}")
    return page("Уведомление", css, body, "ru"), t


def lc_ua_issuing_letter(rng):
    t, ctx = lc_case(rng, "UKR")
    b, adv = ctx["bank"], ctx["adv"]
    amt = fa(t["amount"], "cd")
    whole = int(t["amount"])
    cents = int(round((t["amount"] - whole) * 100))
    curname = {"USD": "US DOLLARS", "EUR": "EURO", "CNY": "CHINESE YUAN"}[t["currency"]]
    words = f"{curname} {en_words(whole)}" + (f" AND {cents:02d}/100" if cents else "") + " ONLY"
    tol = ""
    if t["tolerance_plus_percent"] is not None:
        tol = (f" The credit amount tolerance is plus {t['tolerance_plus_percent']} percent and minus {t['tolerance_minus_percent']} percent.")
    ship = ""
    if t["port_of_loading"]:
        ship += f" Shipment from {E(t['port_of_loading'])} to {E(t['port_of_discharge'])}"
    elif ctx["place_taking"]:
        ship += f" Dispatch from {E(ctx['place_taking'])} for transportation to {E(ctx['place_final'])}"
    if t["latest_shipment_date"]:
        ship += f", not later than {fd(ctx['latest'], 'en')}."
    elif ship:
        ship += "."
    ps = {"ALLOWED": "allowed", "NOT ALLOWED": "not allowed", "CONDITIONAL": "conditional"}
    if t["partial_shipments"]:
        ship += f" Partial shipments: {t['partial_shipments']}."
    if t["transhipment"]:
        ship += f" Transhipment: {t['transhipment']}."
    docs = "".join(f"<li>{E(d)}</li>" for d in t["documents_required"])
    conf = {"WITHOUT": "Please advise this credit to the beneficiary without adding your confirmation (confirmation instructions: WITHOUT).",
            "CONFIRM": "You are requested to add your confirmation to this credit (confirmation instructions: CONFIRM).",
            "MAY ADD": "You are authorised to add your confirmation at the beneficiary's request and cost (confirmation instructions: MAY ADD)."}[t["confirmation_instructions"]]
    pres = (f" Documents must be presented within {t['presentation_period_days']} days after the date of shipment but within the validity of the credit."
            if t["presentation_period_days"] is not None else "")
    sign1, sign2 = person(rng, "UKR"), person(rng, "UKR")
    body = (f'<div class="lh"><div class="bn">{E(b[0])}</div><div class="ba">{E(b[3])} · {E(b[4])} · SWIFT: {E(b[2])} · '
            f"tel. +380 44 {rng.randint(200, 599)} {rng.randint(10, 99)} {rng.randint(10, 99)}</div></div>"
            f'<p class="r">Kyiv, {fd(ctx["issue"], "en")}<br>Our ref.: {NW(t["lc_number"])}<br>Your ref.: {E(ctx["contract"])}</p>'
            f"<p>To: {E(adv[0])}<br>SWIFT: {E(adv[1])}</p><p>For the attention of: Trade Services / Documentary Credits</p>"
            f"<p><b>Re: Our {E(t['form_of_credit'].title())} Documentary Credit No. {NW(t['lc_number'])}</b></p>"
            f"<p>Dear Sirs,</p><p>At the request of <b>{E(t['applicant']['name'])}</b>, {E(t['applicant']['address'])} (the applicant), we hereby "
            f"issue our {E(t['form_of_credit'].lower())} documentary credit No. {NW(t['lc_number'])} dated {fd(ctx['issue'], 'en')} in favour of "
            f"<b>{E(t['beneficiary']['name'])}</b>, {E(t['beneficiary']['address'])} (the beneficiary), for an amount of "
            f"<b>{t['currency']} {amt}</b> (SAY {E(words)}).{tol}</p>"
            f"<p>The credit is subject to {E(t['applicable_rules'])} and expires on {fd(ctx['expiry'], 'en')} in {E(t['expiry_place'])}. "
            f"It is available with {E(t['available_with'])} {E(t['available_by'])}"
            f"{', drafts ' + E(ctx['drafts']) + ' drawn on us' if t['available_by'] in ('BY NEGOTIATION', 'BY ACCEPTANCE') else ''}.{ship}</p>"
            f"<p>Covering: {E(t['goods_description'])}.</p>"
            + (f"<p>Documents required:</p><ol>{docs}</ol>" if docs else "")
            + f"<p>{pres} {E(ctx['charges'].capitalize())}. {conf}</p>"
            f"<p>Upon receipt of documents in strict compliance with the terms of this credit we shall pay/reimburse as instructed by you. "
            f"This letter is the operative credit instrument; no mail confirmation will follow. Our contract with the applicant "
            f"No. {E(ctx['contract'])} of {fd(ctx['cdate'], 'en')} is for reference only.</p>"
            f'<table class="sg"><tr><td>{E(sign1.full(False))}<br>Head of Documentary Operations</td>'
            f'<td>{E(sign2.full(False))}<br>Chief Specialist, Trade Finance</td></tr></table>')
    css = ("body{font-family:Georgia,'DejaVu Serif',serif;font-size:10.5pt;line-height:1.35} .lh{border-bottom:2px solid #005bbb} "
           ".bn{font-size:15pt;color:#005bbb;font-weight:bold} .ba{font-size:7.5pt} .r{text-align:right;font-size:9.5pt} "
           "ol{padding-left:22px} li{margin-bottom:3px} .sg{width:100%;margin-top:26px;font-size:9.5pt}")
    return page("Documentary Credit", css, body), t


def lc_kz_application_copy(rng):
    cc = rng.choice(["KAZ", "KAZ", "RUS"])
    t, ctx = lc_case(rng, cc)
    b, adv = ctx["bank"], ctx["adv"]
    app_date = ctx["issue"] - _dt.timedelta(days=rng.randint(1, 8))

    def cbs(options, chosen):
        return " &nbsp; ".join(f"{box(v == chosen)} {E(lbl)}" for v, lbl in options)
    forms = [("IRREVOCABLE", "безотзывный / IRREVOCABLE"), ("IRREVOCABLE TRANSFERABLE", "безотзывный переводной / IRREVOCABLE TRANSFERABLE"),
             ("IRREVOCABLE STANDBY", "резервный / IRREVOCABLE STANDBY")]
    bys = [("BY PAYMENT", "платёж по предъявлении / BY PAYMENT"), ("BY DEF PAYMENT", "отсроченный платёж / BY DEF PAYMENT"),
           ("BY ACCEPTANCE", "акцепт / BY ACCEPTANCE"), ("BY NEGOTIATION", "негоциация / BY NEGOTIATION"), ("BY MIXED PYMT", "смешанный / BY MIXED PYMT")]
    yn = [("ALLOWED", "разрешены / ALLOWED"), ("NOT ALLOWED", "запрещены / NOT ALLOWED"), ("CONDITIONAL", "условно / CONDITIONAL")]
    conf = [("WITHOUT", "без подтверждения / WITHOUT"), ("CONFIRM", "подтвердить / CONFIRM"), ("MAY ADD", "может быть подтверждён / MAY ADD")]
    rules = [("UCP LATEST VERSION", "UCP LATEST VERSION"), ("EUCP LATEST VERSION", "EUCP LATEST VERSION"),
             ("ISP LATEST VERSION", "ISP LATEST VERSION"), ("OTHR", "OTHR (иные / other)")]
    n = iter(range(1, 40))
    R = []

    def add(ru, en, v):
        R.append(f'<tr><td class="n">{next(n)}</td><td class="l">{E(ru)}<br><i>{E(en)}</i></td><td>{v}</td></tr>')
    add("Приказодатель (наименование, адрес)", "Applicant (name, address)", E(t["applicant"]["name"]) + "<br>" + E(t["applicant"]["address"]))
    add("БИН приказодателя / счёт", "Applicant BIN / account", NW(digits(rng, 12)) + " / " + NW("KZ" + digits(rng, 18)))
    add("Бенефициар (наименование, адрес)", "Beneficiary (name, address)", E(t["beneficiary"]["name"]) + "<br>" + E(t["beneficiary"]["address"]))
    add("Банк бенефициара / авизующий банк", "Advising bank", E(adv[0]) + ", SWIFT " + NW(adv[1]))
    add("Форма аккредитива", "Form of credit", cbs(forms, t["form_of_credit"]))
    add("Применимые правила", "Applicable rules", cbs(rules, t["applicable_rules"]))
    add("Сумма аккредитива, валюта", "Amount, currency", NW(f"{fa(t['amount'], 'sc')} {t['currency']}"))
    add("Допустимое отклонение, %", "Tolerance, %",
        E(f"+{t['tolerance_plus_percent']} / -{t['tolerance_minus_percent']}") if t["tolerance_plus_percent"] is not None else "не предусмотрено / none")
    add("Дата и место истечения", "Expiry date and place", E(f"{fd(ctx['expiry'], 'dot')}, {t['expiry_place']}"))
    add("Исполняющий банк", "Available with", E(t["available_with"]))
    add("Способ исполнения", "Available by", cbs(bys, t["available_by"]))
    add("Частичные отгрузки", "Partial shipments", cbs(yn, t["partial_shipments"]) if t["partial_shipments"] else "—")
    add("Перегрузка", "Transhipment", cbs(yn, t["transhipment"]) if t["transhipment"] else "—")
    add("Место отправки / порт погрузки", "Place of dispatch / port of loading",
        E(t["port_of_loading"]) if t["port_of_loading"] else ("Место принятия к перевозке / place of taking in charge: " + E(ctx["place_taking"]) if ctx["place_taking"] else "—"))
    add("Порт разгрузки / место назначения", "Port of discharge / final destination",
        E(t["port_of_discharge"]) if t["port_of_discharge"] else ("Конечный пункт / final destination: " + E(ctx["place_final"]) if ctx["place_final"] else "—"))
    add("Последняя дата отгрузки", "Latest shipment date", fd(ctx["latest"], "dot") if ctx["latest"] else "—")
    add("Описание товара", "Goods", E(t["goods_description"]))
    add("Документы", "Documents required", ("<br>".join("+" + E(d) for d in t["documents_required"])) or "—")
    add("Срок представления документов (дней)", "Presentation period (days)",
        str(t["presentation_period_days"]) if t["presentation_period_days"] is not None else "—")
    add("Подтверждение", "Confirmation", cbs(conf, t["confirmation_instructions"]))
    add("Комиссии", "Charges", E(ctx["charges"]))
    stamp = (f'<div class="stamp">ОТМЕТКИ БАНКА / FOR BANK USE<br>Аккредитив выпущен / Credit issued<br>№ {NW(t["lc_number"])}<br>'
             f"Дата выпуска / Date of issue: {fd(ctx['issue'], 'dot')}<br>Принял: {E(person(rng, cc).surname)}</div>")
    body = (f'<div class="hd">{E(b[1])} · {E(b[0])} · {E(b[3])}</div>{stamp}'
            f"<h1>ЗАЯВЛЕНИЕ НА ОТКРЫТИЕ ДОКУМЕНТАРНОГО АККРЕДИТИВА<br><small>APPLICATION FOR ISSUANCE OF A DOCUMENTARY CREDIT</small></h1>"
            f'<p class="m">№ заявления / Application No. {NW("Z-" + digits(rng, 5))} &nbsp; Дата / Date: {fd(app_date, "dot")} &nbsp; '
            f"Копия клиента / Customer copy</p>"
            f'<table class="t">{"".join(R)}</table>'
            f'<p class="m">Приказодатель поручает Банку выпустить аккредитив на указанных условиях и обязуется возместить все суммы, '
            f"выплаченные по аккредитиву. The applicant requests the Bank to issue the credit on the terms above.</p>"
            f'<p class="m">Руководитель / Director: ____________ &nbsp;&nbsp; Главный бухгалтер / Chief accountant: ____________ &nbsp;&nbsp; М.П.</p>')
    css = ("body{font-family:Arial,sans-serif;font-size:9pt} .hd{font-size:8pt;border-bottom:1px solid #333} h1{font-size:11pt;text-align:center;margin-top:4px} "
           ".stamp{float:right;border:2px solid #2a4ea0;color:#2a4ea0;padding:4px 8px;font-size:8pt;margin:6px 0 4px 10px;transform:rotate(-2deg)} "
           ".t{width:100%;clear:both} .t td{border:1px solid #777;padding:2px 4px} .n{width:16px;text-align:center} .l{width:30%;font-size:8pt} .m{font-size:8pt}")
    return page("Заявление на аккредитив", css, body, "ru"), t


def lc_rs_advice_table(rng):
    t, ctx = lc_case(rng, "SRB")
    b, adv = ctx["bank"], ctx["adv"]
    F = _mt700_fields(rng, t, ctx, expanded=False)
    naz = {"27": "Redni broj / Sequence of total", "40A": "Forma akreditiva / Form of credit", "20": "Broj akreditiva / Credit number",
           "31C": "Datum otvaranja / Date of issue", "40E": "Pravila / Applicable rules", "31D": "Datum i mesto važenja / Date and place of expiry",
           "51A": "Banka nalogodavca / Applicant bank", "50": "Nalogodavac / Applicant", "59": "Korisnik / Beneficiary",
           "32B": "Valuta i iznos / Currency, amount", "39A": "Tolerancija iznosa / Amount tolerance", "41A": "Raspoloživ kod / Available with ... by",
           "41D": "Raspoloživ kod / Available with ... by", "42C": "Menice / Drafts at", "42A": "Trasat / Drawee", "42P": "Odloženo plaćanje / Deferred payment",
           "42M": "Mešovito plaćanje / Mixed payment", "43P": "Delimične isporuke / Partial shipments", "43T": "Pretovar / Transhipment",
           "44A": "Mesto preuzimanja / Place of taking in charge", "44E": "Luka utovara / Port of loading", "44F": "Luka istovara / Port of discharge",
           "44B": "Krajnje odredište / Final destination", "44C": "Poslednji rok isporuke / Latest date of shipment", "44D": "Period isporuke / Shipment period",
           "45A": "Opis robe / Description of goods", "46A": "Potrebna dokumenta / Documents required", "47A": "Dodatni uslovi / Additional conditions",
           "71D": "Troškovi / Charges", "48": "Rok za prezentaciju / Period for presentation", "49": "Instrukcije za potvrdu / Confirmation instructions",
           "78": "Instrukcije banci / Instructions to the bank", "57A": "Avizirati preko / Advise through"}
    rows = []
    for tag, _, lines in F:
        if tag == "31D":
            lines = [fd(ctx["expiry"], "dot_sr") + " " + t["expiry_place"]]
        if tag == "31C":
            lines = [fd(ctx["issue"], "dot_sr")]
        if tag == "32B":
            lines = [f"{t['currency']} {fa(t['amount'], 'dc')}"]
        if tag == "44C":
            lines = [fd(ctx["latest"], "dot_sr")]
        if tag == "46A":
            rows.append((tag, naz[tag], "<br>".join("+" + E(d) for d in t["documents_required"])))
            continue
        joiner = "<br>" if tag in ("50", "59", "41A", "41D") else " "
        rows.append((tag, naz[tag], joiner.join(E(x) for x in lines)))
    trs = "".join(f"<tr><td class='tg'>{a}</td><td class='nz'>{E(n)}</td><td>{v}</td></tr>" for a, n, v in rows)
    prov = money_round(rng, 5000, 60000, 10)
    body = (f'<div class="hd"><b>{E(b[0])}</b> · {E(b[1])}<br><small>{E(b[3])} · PIB {digits(rng, 9)} · {E(b[4])} · SWIFT {E(b[2])}</small></div>'
            f"<h1>OBAVEŠTENJE O OTVARANJU UVOZNOG DOKUMENTARNOG AKREDITIVA<br><small>Advice of issuance of an import documentary credit</small></h1>"
            f'<p>Poštovani, obaveštavamo Vas da smo po Vašem nalogu otvorili akreditiv sledeće sadržine (SWIFT MT700 upućen banci '
            f"{E(adv[0])}). Naknada za otvaranje u iznosu od {fa(prov, 'dc')} RSD biće naplaćena sa Vašeg računa "
            f"{NW('160-' + digits(rng, 13) + '-' + digits(rng, 2))}.</p>"
            f'<table class="t"><tr><th>Polje</th><th>Naziv polja / Field</th><th>Sadržaj / Content</th></tr>{trs}</table>'
            f'<p class="s">S poštovanjem,<br>Sektor sredstava plaćanja u međunarodnom poslovanju<br>{E(person(rng, "SRB").full(False))}, '
            f"{E(person(rng, 'SRB').full(False))}</p>")
    css = ("body{font-family:'Liberation Sans',Arial,sans-serif;font-size:9pt} .hd{text-align:center} h1{font-size:11pt;text-align:center} "
           ".t{width:100%} .t th{background:#003a70;color:#fff;font-size:8pt;padding:3px} .t td{border:1px solid #999;padding:2px 4px} "
           ".tg{width:30px;font-weight:bold} .nz{width:27%;font-size:8pt;color:#333} .s{margin-top:16px}")
    return page("Obaveštenje", css, body, "sr"), t


def lc_ge_trade_email(rng):
    cc = rng.choice(["GEO", "GEO", "ARM", "AZE"])
    t, ctx = lc_case(rng, cc)
    b, adv = ctx["bank"], ctx["adv"]
    sender = person(rng, cc)
    kv = [("LC No.", t["lc_number"]), ("Form", t["form_of_credit"]), ("Issue date", fd(ctx["issue"], "slash")),
          ("Rules", t["applicable_rules"]), ("Expiry", f"{fd(ctx['expiry'], 'slash')}, place: {t['expiry_place']}"),
          ("Applicant", t["applicant"]["name"]), ("Applicant address", t["applicant"]["address"]),
          ("Beneficiary", t["beneficiary"]["name"]), ("Beneficiary address", t["beneficiary"]["address"]),
          ("Amount", f"{t['currency']} {fa(t['amount'], 'cd')}")]
    if t["tolerance_plus_percent"] is not None:
        kv.append(("Tolerance", f"+/- {t['tolerance_plus_percent']}%" if t["tolerance_plus_percent"] == t["tolerance_minus_percent"]
                   else f"plus {t['tolerance_plus_percent']}% minus {t['tolerance_minus_percent']}%"))
    kv += [("Available with", t["available_with"]), ("Available by", t["available_by"])]
    if t["partial_shipments"]:
        kv.append(("Partial shipments", t["partial_shipments"]))
    if t["transhipment"]:
        kv.append(("Transhipment", t["transhipment"]))
    if ctx["place_taking"]:
        kv.append(("Place of taking in charge", ctx["place_taking"]))
    if t["port_of_loading"]:
        kv.append(("Port of loading", t["port_of_loading"]))
    if t["port_of_discharge"]:
        kv.append(("Port of discharge", t["port_of_discharge"]))
    if ctx["place_final"]:
        kv.append(("Final destination", ctx["place_final"]))
    if t["latest_shipment_date"]:
        kv.append(("Latest shipment", fd(ctx["latest"], "slash")))
    if t["presentation_period_days"] is not None:
        kv.append(("Presentation period", f"{t['presentation_period_days']} days after shipment date"))
    kv.append(("Confirmation", t["confirmation_instructions"]))
    lines = []
    for k_, v in kv:
        w = textwrap.wrap(v, 70) or [""]
        lines.append(f"{k_ + ':':<28}{w[0]}")
        lines += [" " * 28 + x for x in w[1:]]
    lines.append("Goods:")
    lines += ["  " + x for x in textwrap.wrap(t["goods_description"], 90)]
    if t["documents_required"]:
        lines.append("Documents required:")
        for i, d in enumerate(t["documents_required"], 1):
            w = textwrap.wrap(d, 88)
            lines.append(f"{i:>2}) {w[0]}")
            lines += ["    " + x for x in w[1:]]
    to = t["applicant"]["name"]
    dom = re.sub(r"[^a-z]", "", max(to.lower().replace("llc", "").replace("cjsc", "").split(), key=len))
    body = (f'<div class="h"><b>From:</b> Trade Finance &lt;tradefinance@{b[2][:4].lower()}.{cc[:2].lower()}&gt;<br>'
            f"<b>To:</b> {E(to)} &lt;finance@{E(dom)}.com&gt;<br>"
            f"<b>Sent:</b> {fd(ctx['issue'], 'en')} {rng.randint(10, 18)}:{rng.randint(10, 59)}<br>"
            f"<b>Subject:</b> Issued: import LC {E(t['lc_number'])} / {E(t['beneficiary']['name'])}<br>"
            f"<b>Attachments:</b> MT700_{E(t['lc_number'].replace('/', '_'))}.pdf; fee_advice.pdf</div>"
            f"<p>Dear client,</p><p>We are pleased to inform you that your documentary credit was issued today and transmitted via SWIFT to "
            f"{E(adv[0])} ({E(adv[1])}). Main terms are summarised below; the full MT700 is attached. Please check the terms and "
            f"revert within 2 business days if any amendment is needed (amendment fee {C[cc]['cur']} {rng.choice([50, 80, 100])}).</p>"
            f"<pre>{E(chr(10).join(lines))}</pre>"
            f"<p>Kind regards,<br>{E(sender.full(False))}<br>Trade Finance Unit | {E(b[0])}<br>{E(b[3])}</p>"
            f'<p class="d">This message is confidential. {E(b[0])} is regulated by the central bank. Please consider the environment before printing.</p>')
    css = ("body{font-family:Verdana,'DejaVu Sans',sans-serif;font-size:9pt} .h{background:#eef1f6;padding:6px;font-size:8.5pt} "
           "pre{font-family:'DejaVu Sans Mono',monospace;font-size:7.8pt;border-left:3px solid #9ab;padding-left:6px} .d{font-size:7pt;color:#777}")
    return page("LC issued", css, body), t


def lc_am_two_column(rng):
    cc = rng.choice(["ARM", "ARM", "AZE", "GEO"])
    t, ctx = lc_case(rng, cc)
    b, adv = ctx["bank"], ctx["adv"]
    loc = {"ARM": ["Ակրեդիտիվի համար", "Թողարկման ամսաթիվ", "Ձև", "Կանոններ", "Ժամկետ", "Վայր", "Դիմորդ", "Շահառու", "Գումար",
                   "Շեղում", "Հասանելի է", "Եղանակ", "Մասնակի առաքում", "Վերաբեռնում", "Բեռնման նավահանգիստ", "Բեռնաթափման նավահանգիստ",
                   "Վերջին առաքման ամսաթիվ", "Ապրանքներ", "Փաստաթղթեր", "Ներկայացման ժամկետ", "Հաստատում"],
           "AZE": ["Akkreditiv nömrəsi", "Buraxılış tarixi", "Forma", "Qaydalar", "Bitmə tarixi", "Yer", "Ərizəçi", "Benefisiar", "Məbləğ",
                   "Tolerantlıq", "İcra edən bank", "Üsul", "Hissə-hissə göndərmə", "Yükün aktarılması", "Yükləmə limanı", "Boşaltma limanı",
                   "Son göndərmə tarixi", "Mallar", "Sənədlər", "Təqdimetmə müddəti", "Təsdiq"],
           "GEO": ["აკრედიტივის ნომერი", "გაცემის თარიღი", "ფორმა", "წესები", "ვადა", "ადგილი", "განმცხადებელი", "ბენეფიციარი", "თანხა",
                   "დაშვება", "ხელმისაწვდომია", "მეთოდი", "ნაწილობრივი გადაზიდვა", "გადატვირთვა", "დატვირთვის პორტი", "გადმოტვირთვის პორტი",
                   "ბოლო გადაზიდვა", "საქონელი", "დოკუმენტები", "წარდგენის ვადა", "დადასტურება"]}[cc]
    en = ["Credit number", "Date of issue", "Form of credit", "Applicable rules", "Date of expiry", "Place of expiry", "Applicant",
          "Beneficiary", "Amount", "Tolerance", "Available with", "Available by", "Partial shipments", "Transhipment", "Port of loading",
          "Port of discharge", "Latest shipment date", "Goods", "Documents required", "Presentation period", "Confirmation"]
    amt_style = rng.choice(["cd", "sd"])
    vals = [NW(t["lc_number"]), fd(ctx["issue"], "dot"), E(t["form_of_credit"]), E(t["applicable_rules"]), fd(ctx["expiry"], "dot"),
            E(t["expiry_place"]), E(t["applicant"]["name"]) + "<br>" + E(t["applicant"]["address"]),
            E(t["beneficiary"]["name"]) + "<br>" + E(t["beneficiary"]["address"]), NW(f"{t['currency']} {fa(t['amount'], amt_style)}"),
            (f"+{t['tolerance_plus_percent']} % / -{t['tolerance_minus_percent']} %" if t["tolerance_plus_percent"] is not None else None),
            E(t["available_with"]), E(t["available_by"]), E(t["partial_shipments"]) if t["partial_shipments"] else None,
            E(t["transhipment"]) if t["transhipment"] else None, E(t["port_of_loading"]) if t["port_of_loading"] else None,
            E(t["port_of_discharge"]) if t["port_of_discharge"] else None,
            fd(ctx["latest"], "dot") if ctx["latest"] else None, E(t["goods_description"]),
            ("".join(f"<div class='doc'>• {E(d)}</div>" for d in t["documents_required"]) or None),
            (f"{t['presentation_period_days']} days" if t["presentation_period_days"] is not None else None), E(t["confirmation_instructions"])]
    blocks = [f'<div class="blk"><div class="cap">{E(a)} / {E(e)}</div><div class="val">{v}</div></div>'
              for a, e, v in zip(loc, en, vals) if v is not None]
    if ctx["place_taking"]:
        blocks.insert(14, f'<div class="blk"><div class="cap">Place of taking in charge (44A)</div><div class="val">{E(ctx["place_taking"])}</div></div>')
        blocks.insert(15, f'<div class="blk"><div class="cap">Place of final destination (44B)</div><div class="val">{E(ctx["place_final"])}</div></div>')
    half = (len(blocks) + 1) // 2 if rng.random() < 0.5 else 12
    left, right = "".join(blocks[:half]), "".join(blocks[half:])
    fee = money_round(rng, 50, 1500, 5)
    body = (f'<div class="hd"><span class="bn">{E(b[1])}</span><br>{E(b[0])} · {E(b[3])} · SWIFT {E(b[2])}</div>'
            f"<h1>IMPORT DOCUMENTARY CREDIT — ISSUANCE CONFIRMATION</h1>"
            f'<p class="m">Customer: {E(t["applicant"]["name"])} · Statement ref. {NW("TF" + digits(rng, 9))} · Printed {fd(ctx["issue"] + _dt.timedelta(days=1), "dot")}'
            f" · Advising bank: {E(adv[0])}</p>"
            f'<table class="two"><tr><td>{left}</td><td>{right}</td></tr></table>'
            f'<p class="m">Issuance commission {C[cc]["cur"]} {fa(fee * (400 if cc == "ARM" else 1), amt_style)} and SWIFT fee {C[cc]["cur"]} '
            f"{fa(25 * (400 if cc == 'ARM' else 1), amt_style)} debited on {fd(ctx['issue'], 'dot')}. This confirmation is computer generated "
            f"and valid without signature.</p>")
    css = ("body{font-family:'Segoe UI','DejaVu Sans',Arial,sans-serif;font-size:9pt} .hd{font-size:8pt;border-bottom:2px solid #444} "
           ".bn{font-size:12pt;font-weight:bold} h1{font-size:11.5pt} .two{width:100%;table-layout:fixed} .two>tbody>tr>td{width:50%;padding:0 8px} "
           ".blk{margin-bottom:5px;border-left:3px solid #c7a24a;padding-left:5px;break-inside:avoid} .cap{font-size:7pt;color:#666} .val{font-weight:600} "
           ".doc{margin:1px 0} .m{font-size:8pt}")
    return page("LC issuance", css, body), t


# --------------------------------------------------------------------------- mortgage / loan applications

RATE = {"RUS": (6.0, 19.5), "UKR": (7.0, 16.0), "KAZ": (7.0, 18.5), "UZB": (16.0, 22.0), "GEO": (9.0, 13.5), "ARM": (10.0, 14.5),
        "AZE": (8.0, 12.0), "SRB": (4.5, 7.9), "BIH": (3.9, 6.5), "MNE": (4.2, 7.0)}
PRICE = {"RUB": (4_500_000, 28_000_000, 10_000), "UAH": (1_400_000, 6_500_000, 5_000), "KZT": (18_000_000, 95_000_000, 100_000),
         "UZS": (450_000_000, 1_900_000_000, 1_000_000), "GEL": (120_000, 650_000, 1_000), "AMD": (25_000_000, 140_000_000, 100_000),
         "AZN": (90_000, 420_000, 1_000), "RSD": (7_000_000, 28_000_000, 10_000), "EUR": (60_000, 260_000, 500), "BAM": (120_000, 480_000, 1_000),
         "USD": (60_000, 300_000, 500)}
INCOME = {"RUB": (70_000, 450_000, 100), "UAH": (30_000, 160_000, 50), "KZT": (350_000, 2_400_000, 1_000), "UZS": (9_000_000, 60_000_000, 10_000),
          "GEL": (2_000, 14_000, 10), "AMD": (400_000, 2_800_000, 1_000), "AZN": (1_200, 7_500, 10), "RSD": (90_000, 520_000, 100),
          "EUR": (900, 5_500, 10), "BAM": (1_600, 9_000, 10)}

PURPOSES = {"purchase": ("Приобретение готового жилья", "Purchase of a completed apartment"),
            "construction": ("Строительство индивидуального жилого дома", "Construction of a detached house"),
            "refinance": ("Рефинансирование ипотечного кредита другого банка", "Refinancing of a mortgage with another bank"),
            "other": ("Кредит на любые цели под залог недвижимости", "Any-purpose loan secured by real estate")}


def loan_case(rng, cc, loan_cur=None):
    today = rand_date(rng, _d(2024, 1, 10), _d(2026, 9, 30))
    b = bank(rng, cc)
    p = person(rng, cc, born=(1966, 2000))
    r = rng.random()
    ms = "married" if r < 0.58 else ("separated" if r < 0.63 else "unmarried")
    ms_detail = ms if ms != "unmarried" else rng.choice(["single", "single", "divorced", "widowed"])
    cob = []
    if ms == "married" and rng.random() < 0.75:
        sp = person(rng, cc, sex="F" if p.sex == "M" else "M", born=(max(1960, p.dob.year - 8), min(2003, p.dob.year + 8)),
                    surname_of=p if rng.random() < 0.8 else None)
        cob.append((sp, "spouse"))
    if rng.random() < 0.22:
        par = person(rng, cc, born=(1945, max(1946, p.dob.year - 20)), surname_of=p)
        cob.append((par, "parent"))
    if rng.random() < 0.08:
        sib = person(rng, cc, born=(max(1960, p.dob.year - 10), min(2003, p.dob.year + 10)), surname_of=p)
        cob.append((sib, "sibling"))
    cob = cob[:3]
    cur = C[cc]["cur"]
    lcur = loan_cur or cur
    inc = money_round(rng, *INCOME[cur])
    lo, hi, st = PRICE[lcur]
    value = money_round(rng, lo, hi, st)
    down = money_round(rng, value * 0.12, value * 0.45, st)
    purpose = rng.choice(["purchase"] * 6 + ["construction", "construction", "refinance", "refinance", "other"])
    loan = value - down if purpose in ("purchase", "construction") else money_round(rng, value * 0.25, value * 0.7, st)
    years = rng.choice([5, 7, 10, 12, 15, 15, 20, 20, 25, 30])
    rlo, rhi = RATE[cc]
    rate = round(rng.uniform(rlo, rhi) * 20) / 20
    if rng.random() < 0.3:
        rate = round(rng.uniform(rlo, rhi) * 100) / 100
    start = rand_date(rng, add_years(today, -12), today - _dt.timedelta(days=200))
    prev_start = rand_date(rng, add_years(start, -8), start - _dt.timedelta(days=400))
    prop = address(rng, cc)
    appno = rng.choice([f"IP-{today.year}-{digits(rng, 6)}", f"{digits(rng, 3)}/{today.year}/ML{digits(rng, 5)}",
                        f"ZK{today.strftime('%y%m')}{digits(rng, 5)}", f"MTG-{b[2][:3]}-{digits(rng, 7)}", f"{digits(rng, 10)}"])
    guarantor = person(rng, cc)
    truth = {
        "application_number": appno,
        "borrower": {"full_name": None, "date_of_birth": p.dob.isoformat(), "marital_status": ms,
                     "email": email(rng, p) if rng.random() < 0.75 else None, "phone": phone(rng, cc) if rng.random() < 0.85 else None},
        "co_borrowers": [],
        "employer_name": rng.choice(EMPLOYERS[cc]), "employment_start_date": start.isoformat(),
        "monthly_income": inc, "income_currency": cur, "loan_amount": loan, "loan_currency": lcur, "loan_purpose": purpose,
        "loan_term_months": years * 12 if rng.random() < 0.8 else years * 12 + rng.choice([6, 3, -6]),
        "interest_rate_percent": rate, "property_address": prop, "property_value": value,
    }
    ctx = dict(today=today, bank=b, p=p, cob=cob, ms_detail=ms_detail, down=down, start=start, prev_start=prev_start,
               prev_employer=rng.choice([e for e in EMPLOYERS[cc] if e != truth["employer_name"]]), guarantor=guarantor,
               position=rng.choice(OCC_EMPLOYED), cc=cc, net=round(inc * (0.87 if cc == "RUS" else 0.8), 2),
               payment=round(loan * (rate / 1200) / (1 - (1 + rate / 1200) ** (-(years * 12))), 2),
               reg_addr=address(rng, cc), tin=tax_id(rng, cc, p), id_number=rng.choice(ID_DOCS[cc])[3](rng))
    return truth, ctx


def set_names(t, ctx, fn_b, fn_c):
    t["borrower"]["full_name"] = fn_b(ctx["p"])
    t["co_borrowers"] = [{"full_name": fn_c(x), "date_of_birth": x.dob.isoformat()} for x, _ in ctx["cob"]]
    return t


REL_RU = {"spouse": ("супруг(а)", "spouse"), "parent": ("родитель", "parent"), "sibling": ("брат/сестра", "sibling")}
MS_RU = [("married", "женат / замужем", "married"), ("single", "холост / не замужем", "single"), ("divorced", "разведён(а)", "divorced"),
         ("widowed", "вдовец / вдова", "widowed"), ("separated", "в браке, проживаем раздельно", "married, living separately")]


def ndfl_certificate(rng, t, ctx, year):
    p = ctx["p"]
    inc = t["monthly_income"]
    rows = "".join(f"<tr><td>{m:02d}</td><td>2000</td><td class='n'>{fa(inc, 'sc')}</td><td></td><td></td></tr>" for m in range(1, 13))
    bonus_m = rng.randint(3, 12)
    return (f'<div class="pb"></div><div class="nd"><p class="r">Приложение к анкете / Annex: income certificate</p>'
            f"<h2>СПРАВКА О ДОХОДАХ И СУММАХ НАЛОГА ФИЗИЧЕСКОГО ЛИЦА за {year} год<br><small>(по форме 2-НДФЛ / personal income tax certificate)</small></h2>"
            f"<p><b>1. Налоговый агент / Tax agent:</b> {E(t['employer_name'])}, ИНН {NW(digits(rng, 10))}, КПП {NW(digits(rng, 9))}</p>"
            f"<p><b>2. Получатель дохода / Employee:</b> {E(p.ru_order(True))}, дата рождения {fd(p.dob)}, ИНН {NW(ctx['tin'])}, "
            f"гражданство 643</p>"
            f"<p><b>3. Доходы, облагаемые по ставке 13 % / Income taxed at 13 %</b></p>"
            f'<table class="nt"><tr><th>Месяц</th><th>Код дохода</th><th>Сумма дохода</th><th>Код вычета</th><th>Сумма вычета</th></tr>{rows}</table>'
            f"<p><b>5. Общие суммы / Totals:</b> общая сумма дохода {fa(inc * 12, 'sc')}; налоговая база {fa(inc * 12, 'sc')}; "
            f"сумма налога исчисленная {fa(round(inc * 12 * 0.13), 'sc')}; удержанная {fa(round(inc * 12 * 0.13), 'sc')}.</p>"
            f"<p>Справка выдана для представления по месту требования. Главный бухгалтер {E(person(rng, 'RUS').loc_ru_order())}. "
            f"Дата {fd(ctx['today'] - _dt.timedelta(days=rng.randint(3, 25)))}</p></div>")


def loan_ru_ipoteka_anketa(rng):
    t, ctx = loan_case(rng, "RUS")
    p, b = ctx["p"], ctx["bank"]
    set_names(t, ctx, lambda x: x.full(True), lambda x: x.full(True))

    def cell(cap, val, span=1):
        return f'<td colspan="{span}"><div class="c">{cap}</div><div class="v">{val}</div></td>'
    pur = "<br>".join(f"{box(k == t['loan_purpose'])} {E(v[0])} / {E(v[1])}" for k, v in PURPOSES.items())
    term_years = t["loan_term_months"] % 12 == 0 and rng.random() < 0.4
    term = f"{t['loan_term_months'] // 12} лет / years" if term_years else f"{t['loan_term_months']} мес. / months"
    g1 = (f"<tr>{cell('Цель кредита / Loan purpose', pur, 4)}</tr>"
          f"<tr>{cell('Сумма кредита / Loan amount', NW(fa(t['loan_amount'], 'sc') + ' руб.'))}"
          f"{cell('Срок кредита / Term', E(term))}{cell('Процентная ставка, % годовых / Interest rate, % p.a.', frate(t['interest_rate_percent'], True, rng.random() < 0.5))}"
          f"{cell('Валюта / Currency', 'RUB')}</tr>"
          f"<tr>{cell('Стоимость объекта недвижимости (по отчёту об оценке) / Property value (appraisal)', NW(fa(t['property_value'], 'sc') + ' руб.'), 2)}"
          f"{cell('Первоначальный взнос / Down payment', NW(fa(ctx['down'], 'sc') + ' руб.'))}"
          f"{cell('Материнский капитал / Maternity capital', rng.choice(['не используется / not used', '630 380,78 руб.']))}</tr>"
          f"<tr>{cell('Адрес объекта недвижимости (залог) / Address of the property (collateral)', E(t['property_address']), 4)}</tr>"
          f"<tr>{cell('Описание объекта / Property description', E(rng.choice(['квартира, 2 комнаты, 54,3 кв. м, 7/17 этаж / 2-room flat, 54.3 sq m', 'квартира, 3 комнаты, 78,9 кв. м / 3-room flat, 78.9 sq m', 'жилой дом 142 кв. м с земельным участком 6 соток / house with land plot', 'квартира-студия 29,6 кв. м / studio flat'])), 4)}</tr>")
    ms_opts = " &nbsp; ".join(f"{box(ctx['ms_detail'] == k)} {E(ru)}" for k, ru, _ in MS_RU)
    g2 = (f"<tr>{cell('Фамилия / Surname', E(p.surname))}{cell('Имя / Name', E(p.given))}{cell('Отчество / Patronymic', E(p.patr))}"
          f"{cell('Дата рождения / Date of birth', fd(p.dob))}</tr>"
          f"<tr>{cell('ФИО (кириллицей)', E(p.loc_ru_order()), 2)}{cell('ИНН', NW(ctx['tin']))}{cell('Паспорт / Passport', NW(ctx['id_number']))}</tr>"
          f"<tr>{cell('Семейное положение / Marital status', ms_opts, 4)}</tr>"
          f"<tr>{cell('Мобильный телефон / Mobile', NW(t['borrower']['phone']) if t['borrower']['phone'] else '—', 2)}"
          f"{cell('E-mail', NW(t['borrower']['email']) if t['borrower']['email'] else '—', 2)}</tr>"
          f"<tr>{cell('Адрес регистрации / Registration address', E(ctx['reg_addr']), 4)}</tr>")
    if ctx["cob"]:
        cb = "".join(f"<tr><td>{i}</td><td>{E(x.surname)} {E(x.given)} {E(x.patr or '')}</td><td>{fd(x.dob)}</td><td>{E(REL_RU[r][0])} / {E(REL_RU[r][1])}</td></tr>"
                     for i, (x, r) in enumerate(ctx["cob"], 1))
        cobt = ('<table class="cb"><tr><th>№</th><th>Фамилия Имя Отчество / Surname, name, patronymic</th><th>Дата рождения / DOB</th>'
                f"<th>Степень родства / Relation</th></tr>{cb}</table>")
    else:
        cobt = '<p class="s">Созаёмщики отсутствуют / No co-borrowers.</p>'
    gr = ctx["guarantor"]
    guar = (f'<p class="s">Поручитель / Guarantor (не является созаёмщиком / not a co-borrower): {E(gr.ru_order(True))}, '
            f"{fd(gr.dob)}</p>") if rng.random() < 0.35 else ""
    g3 = (f"<tr>{cell('Текущее место работы / Current employer', E(t['employer_name']), 2)}{cell('Должность / Position', E(ctx['position']))}"
          f"{cell('Дата начала работы / Employed since', fd(ctx['start']))}</tr>"
          f"<tr>{cell('Предыдущее место работы / Previous employer', E(ctx['prev_employer']), 2)}"
          f"{cell('Период работы / Period', fd(ctx['prev_start']) + ' – ' + fd(ctx['start'] - _dt.timedelta(days=rng.randint(1, 40))), 2)}</tr>"
          f"<tr>{cell('Среднемесячный доход до налогообложения / Gross monthly income', NW(fa(t['monthly_income'], 'sc') + ' руб.'), 2)}"
          f"{cell('Доход после уплаты НДФЛ / Net income', NW(fa(ctx['net'], 'sc') + ' руб.'), 2)}</tr>")
    cert = ndfl_certificate(rng, t, ctx, ctx["today"].year - 1) if rng.random() < 0.5 else ""
    body = (f'<div class="hd"><b>{E(b[1])}</b> · {E(b[4])}<br><small>{E(b[3])}</small></div>'
            f'<h1>АНКЕТА-ЗАЯВЛЕНИЕ НА ПОЛУЧЕНИЕ ИПОТЕЧНОГО КРЕДИТА<br><small>Mortgage loan application form</small></h1>'
            f'<p class="no">Заявка № / Application No. {NW(t["application_number"])} от {fd(ctx["today"])} · Программа: '
            f'{E(rng.choice(["Семейная ипотека", "Вторичное жильё", "Новостройка", "Рефинансирование"]))}</p>'
            f'<h2>1. Параметры кредита / Loan details</h2><table class="g">{g1}</table>'
            f'<h2>2. Сведения о заёмщике / Borrower</h2><table class="g">{g2}</table>'
            f"<h2>3. Созаёмщики / Co-borrowers</h2>{cobt}{guar}"
            f'<h2>4. Занятость и доход / Employment and income</h2><table class="g">{g3}</table>'
            f'<p class="s">Расчётный ежемесячный платёж / Estimated monthly payment: {fa(ctx["payment"], "sc")} руб. (информационно). '
            f"Я согласен на запрос моей кредитной истории в бюро кредитных историй и подтверждаю достоверность сведений.</p>"
            f'<p class="s">Подпись заёмщика ____________ Дата {fd(ctx["today"])} &nbsp; Кредитный специалист: {E(person(rng, "RUS").loc_ru_order())}</p>'
            f"{cert}")
    css = ("body{font-family:Arial,'Liberation Sans',sans-serif;font-size:9pt} .hd{border-bottom:2px solid #0b5e2e} h1{font-size:12pt;text-align:center} "
           "h2{font-size:9.5pt;background:#e3efe7;padding:2px 4px;margin:8px 0 3px} .g{width:100%;table-layout:fixed} .g td{border:1px solid #777;padding:2px 4px} "
           ".c{font-size:6.8pt;color:#555} .v{font-size:9.5pt;font-weight:bold} .cb{width:100%} .cb td,.cb th{border:1px solid #777;padding:2px 4px;font-size:8.5pt} "
           ".s{font-size:8pt} .no{font-size:8.5pt} .nd{font-size:8.5pt} .nt td,.nt th{border:1px solid #999;padding:1px 6px} .n{text-align:right} .r{text-align:right}")
    return page("Ипотека", css, body, "ru"), t


def _ms_word(ms_detail, table):
    return table[ms_detail]


def loan_kz_trilingual(rng):
    t, ctx = loan_case(rng, "KAZ")
    p, b = ctx["p"], ctx["bank"]
    show_patr = rng.random() < 0.8
    set_names(t, ctx, lambda x: x.full(show_patr), lambda x: x.full(show_patr))
    ms = {"married": "ҮЙЛЕНГЕН / ЖЕНАТ(ЗАМУЖЕМ) / MARRIED", "single": "ҮЙЛЕНБЕГЕН / ХОЛОСТ(НЕ ЗАМУЖЕМ) / SINGLE",
          "divorced": "АЖЫРАСҚАН / РАЗВЕДЁН(А) / DIVORCED", "widowed": "ЖЕСІР / ВДОВЕЦ(ВДОВА) / WIDOWED",
          "separated": "БӨЛЕК ТҰРАДЫ / ПРОЖИВАЮТ РАЗДЕЛЬНО / SEPARATED"}[ctx["ms_detail"]]
    pur = {"purchase": "ТҰРҒЫН ҮЙ САТЫП АЛУ / ПОКУПКА ЖИЛЬЯ / PURCHASE OF HOUSING", "construction": "ҚҰРЫЛЫС / СТРОИТЕЛЬСТВО / CONSTRUCTION",
           "refinance": "ҚАЙТА ҚАРЖЫЛАНДЫРУ / РЕФИНАНСИРОВАНИЕ / REFINANCING", "other": "КЕЗ КЕЛГЕН МАҚСАТ / НА ЛЮБЫЕ ЦЕЛИ / ANY PURPOSE (SECURED)"}[t["loan_purpose"]]
    rows = [(("Өтінім нөмірі", "Номер заявки", "Application No."), NW(t["application_number"])),
            (("Тегі", "Фамилия", "Surname"), E(p.surname)), (("Аты", "Имя", "Name"), E(p.given))]
    if show_patr:
        rows.append((("Әкесінің аты", "Отчество", "Patronymic"), E(p.patr)))
    rows += [(("Туған күні", "Дата рождения", "Date of birth"), fd(p.dob)), (("ЖСН", "ИИН", "IIN"), NW(ctx["tin"])),
             (("Отбасылық жағдайы", "Семейное положение", "Marital status"), E(ms))]
    if t["borrower"]["phone"]:
        rows.append((("Ұялы телефон", "Мобильный телефон", "Mobile phone"), NW(t["borrower"]["phone"])))
    if t["borrower"]["email"]:
        rows.append((("Электрондық пошта", "Эл. почта", "E-mail"), NW(t["borrower"]["email"])))
    rows += [(("Жұмыс орны", "Место работы", "Employer"), E(t["employer_name"])), (("Лауазымы", "Должность", "Position"), E(ctx["position"])),
             (("Жұмысқа кірген күні", "Дата приёма на работу", "Employment start date"), fd(ctx["start"])),
             (("Айлық табыс (салық шегерілгенге дейін)", "Ежемесячный доход (до налогов)", "Monthly gross income"), NW(fa(t["monthly_income"], "sc") + " KZT")),
             (("Қарыз сомасы", "Сумма займа", "Loan amount"), NW(fa(t["loan_amount"], "sc") + " тенге")),
             (("Мерзімі (ай)", "Срок (мес.)", "Term (months)"), str(t["loan_term_months"])),
             (("Сыйақы мөлшерлемесі", "Ставка вознаграждения", "Interest rate"), frate(t["interest_rate_percent"], True) + " %"),
             (("Мақсаты", "Цель", "Purpose"), E(pur)),
             (("Кепіл мүлкінің мекенжайы", "Адрес залогового имущества", "Collateral address"), E(t["property_address"])),
             (("Нарықтық құны", "Рыночная стоимость", "Market value"), NW(fa(t["property_value"], "sc") + " KZT")),
             (("Бастапқы жарна", "Первоначальный взнос", "Down payment"), NW(fa(ctx["down"], "sc") + " KZT"))]
    trs = "".join(f'<tr><td class="l"><span class="kz">{E(a)}</span> / {E(r)}<br><i>{E(e)}</i></td><td class="v">{v}</td></tr>' for (a, r, e), v in rows)
    cob = ""
    if ctx["cob"]:
        cob = ("<h2>Қосалқы қарыз алушылар / Созаемщики / Co-borrowers</h2><table class='t2'><tr><th>Аты-жөні / ФИО / Full name</th>"
               "<th>Туған күні / Дата рождения / DOB</th><th>Туыстығы / Родство / Relation</th></tr>"
               + "".join(f"<tr><td>{E(x.full(show_patr))}</td><td>{fd(x.dob)}</td><td>{E({'spouse': 'ЖҰБАЙЫ / СУПРУГ(А) / SPOUSE', 'parent': 'АТА-АНАСЫ / РОДИТЕЛЬ / PARENT', 'sibling': 'БАУЫРЫ / БРАТ, СЕСТРА / SIBLING'}[r])}</td></tr>"
                         for x, r in ctx["cob"]) + "</table>")
    body = (f'<div class="logo">{E(b[1])}<br><small>{E(b[0])} · {E(b[3])} · {E(b[4])}</small></div>'
            f"<h1>Ипотекалық қарызға өтініш<br>Заявление на ипотечный займ<br><i>Mortgage loan application</i></h1>"
            f'<table class="t">{trs}</table>{cob}'
            f'<p class="d">Келісемін / Согласен на получение сведений из ГКБ и ГБД ФЛ. I consent to credit bureau checks. '
            f"Болжамды ай сайынғы төлем / Предварительный ежемесячный платёж / Indicative monthly payment: {fa(ctx['payment'], 'sc')} KZT. "
            f"Қолы / Подпись __________ {fd(ctx['today'])}</p>")
    css = ("body{font-family:Arial,sans-serif;font-size:9.2pt} .logo{color:#005f8f;font-weight:bold;font-size:12pt;border-bottom:3px solid #f2b705} "
           ".logo small{color:#333;font-weight:normal;font-size:7.5pt} h1{font-size:11pt;text-align:center} .t,.t2{width:100%} "
           ".t td,.t2 td,.t2 th{border:1px solid #9aa;padding:3px 5px} .l{width:45%;font-size:7.5pt;background:#eef5f9} .kz{color:#005f8f} "
           ".v{font-weight:bold} h2{font-size:9.5pt} .t2 th{font-size:7.5pt;background:#eef5f9} .d{font-size:7.5pt;margin-top:10px}")
    return page("Ипотека", css, body, "kk"), t


def loan_ua_numbered(rng):
    t, ctx = loan_case(rng, "UKR")
    p, b = ctx["p"], ctx["bank"]
    set_names(t, ctx, lambda x: x.full(True), lambda x: x.full(True))
    ms = {"married": "одружений(а) / married", "single": "неодружений(а) / single", "divorced": "розлучений(а) / divorced",
          "widowed": "вдівець / вдова / widowed", "separated": "у шлюбі, проживаємо окремо / married, living separately"}[ctx["ms_detail"]]
    pur = {"purchase": "придбання житла (програма «єОселя») / purchase of housing", "construction": "будівництво житлового будинку / construction of a house",
           "refinance": "рефінансування іпотеки / refinancing", "other": "нецільовий кредит під заставу нерухомості / other (secured)"}[t["loan_purpose"]]
    secs = [("1. Параметри кредиту / Loan parameters",
             [("1.1", "Сума кредиту / Loan amount", f"{fa(t['loan_amount'], 'sc')} грн (UAH)"),
              ("1.2", "Строк кредиту / Term", f"{t['loan_term_months']} місяців / months"),
              ("1.3", "Процентна ставка / Interest rate", f"{frate(t['interest_rate_percent'])} % річних / p.a."),
              ("1.4", "Мета кредиту / Purpose", pur),
              ("1.5", "Власний внесок / Own contribution", f"{fa(ctx['down'], 'sc')} грн")]),
            ("2. Відомості про позичальника / Borrower",
             [("2.1", "ПІБ (латиницею) / Surname, name, patronymic (Latin)", p.ru_order(True)),
              ("2.2", "ПІБ (українською) / Name in Ukrainian", p.loc_ru_order()),
              ("2.3", "Дата народження / Date of birth", fd(p.dob)), ("2.4", "РНОКПП / Tax number", ctx["tin"]),
              ("2.5", "Сімейний стан / Marital status", ms)]
             + ([("2.6", "Телефон / Phone", t["borrower"]["phone"])] if t["borrower"]["phone"] else [])
             + ([("2.7", "Електронна пошта / E-mail", t["borrower"]["email"])] if t["borrower"]["email"] else [])
             + [("2.8", "Адреса реєстрації / Registered address", ctx["reg_addr"])]),
            ("3. Співпозичальники / Co-borrowers",
             [(f"3.{i}", f"Співпозичальник {i} / Co-borrower {i} ({ {'spouse': 'дружина/чоловік / spouse', 'parent': 'батько/мати / parent', 'sibling': 'брат/сестра / sibling'}[r] })",
               f"{x.ru_order(True)}, дата народження / born {fd(x.dob)}") for i, (x, r) in enumerate(ctx["cob"], 1)]
             or [("3.0", "Співпозичальники / Co-borrowers", "відсутні / none")]),
            ("4. Зайнятість та доходи / Employment and income",
             [("4.1", "Місце роботи / Employer", t["employer_name"]), ("4.2", "Посада / Position", ctx["position"]),
              ("4.3", "Дата прийняття на роботу / Start date", fd(ctx["start"])),
              ("4.4", "Попереднє місце роботи / Previous employer", f"{ctx['prev_employer']} ({fd(ctx['prev_start'])} – {fd(ctx['start'] - _dt.timedelta(days=3))})"),
              ("4.5", "Середньомісячний дохід (брутто) / Gross monthly income", f"{fa(t['monthly_income'], 'sc')} грн"),
              ("4.6", "Чистий дохід / Net income", f"{fa(ctx['net'], 'sc')} грн")]),
            ("5. Об'єкт нерухомості (застава) / Property (collateral)",
             [("5.1", "Адреса об'єкта / Property address", t["property_address"]),
              ("5.2", "Ринкова вартість за звітом оцінювача / Market value per valuation report", f"{fa(t['property_value'], 'sc')} грн"),
              ("5.3", "Суб'єкт оціночної діяльності / Valuer", rng.choice(['ТОВ "Експерт Оцінка"', 'ПП "Центр незалежної оцінки"']))])]
    html_s = ""
    for title, items in secs:
        html_s += f"<h2>{E(title)}</h2><table class='t'>" + "".join(
            f"<tr><td class='n'>{n}</td><td class='q'>{E(q)}</td><td class='a'>{NW(a) if len(a) < 24 else E(a)}</td></tr>" for n, q, a in items) + "</table>"
    body = (f'<div class="hd">{E(b[1])} · {E(b[0])}<br><small>{E(b[3])} · {E(b[4])}</small></div>'
            f"<h1>ЗАЯВА-АНКЕТА НА ОТРИМАННЯ ІПОТЕЧНОГО КРЕДИТУ<br><small>Mortgage loan application</small></h1>"
            f'<p class="m">Номер заявки / Application No.: {NW(t["application_number"])} · Дата / Date: {fd(ctx["today"], "uk")} · '
            f'Відділення / Branch No. {rng.randint(1, 300)}</p>{html_s}'
            f'<p class="m">Я надаю згоду на обробку персональних даних та отримання інформації з Кредитного реєстру НБУ і бюро кредитних історій. '
            f"Орієнтовний щомісячний платіж / Indicative monthly payment: {fa(ctx['payment'], 'sc')} грн.</p>"
            f'<p class="m">Підпис позичальника / Borrower signature: ________ &nbsp; Кредитний експерт: {E(person(rng, "UKR").ru_order(False))}</p>')
    css = ("body{font-family:'Times New Roman','Liberation Serif',serif;font-size:10pt} .hd{font-size:9pt;border-bottom:1px solid #000} "
           "h1{font-size:12pt;text-align:center} h2{font-size:10pt;margin:8px 0 2px} .t{width:100%} .t td{border:1px solid #666;padding:2px 4px} "
           ".n{width:26px} .q{width:42%;font-size:8.5pt} .a{font-family:Arial,sans-serif;font-size:9.5pt} .m{font-size:8.5pt}")
    return page("Заява-анкета", css, body, "uk"), t


def loan_ge_table(rng):
    cc = rng.choice(["GEO", "GEO", "AZE"])
    lcur = "USD" if (cc == "GEO" and rng.random() < 0.3) else None
    t, ctx = loan_case(rng, cc, loan_cur=lcur)
    p, b = ctx["p"], ctx["bank"]
    set_names(t, ctx, lambda x: x.full(False), lambda x: x.full(False))
    st = rng.choice(["cd", "sd"])
    pur = {"purchase": "Purchase of apartment", "construction": "Construction / renovation of house", "refinance": "Refinancing",
           "other": "Consumer loan secured by real estate"}[t["loan_purpose"]]
    ms = {"married": "Married", "single": "Single", "divorced": "Divorced", "widowed": "Widowed", "separated": "Separated"}[ctx["ms_detail"]]
    th = lambda *xs: "<tr>" + "".join(f"<th>{x}</th>" for x in xs) + "</tr>"
    tr = lambda *xs: "<tr>" + "".join(f"<td>{x}</td>" for x in xs) + "</tr>"
    geo = cc == "GEO"
    L = (lambda ka, en: f"{ka}<br>{en}") if geo else (lambda ka, en: en)
    loan_t = ("<table class='t'>" + th(L("თანხა", "Amount"), L("ვალუტა", "Currency"), L("ვადა (თვე)", "Term (months)"),
                                      L("საპროცენტო განაკვეთი", "Interest rate"), L("მიზნობრიობა", "Purpose"))
              + tr(NW(fa(t["loan_amount"], st)), t["loan_currency"], str(t["loan_term_months"]), frate(t["interest_rate_percent"], False) + "%", E(pur)) + "</table>")
    bor_t = ("<table class='t'>" + th(L("გვარი, სახელი", "Name, surname"), L("დაბადების თარიღი", "Date of birth"), L("ოჯახური მდგომარეობა", "Marital status"),
                                     L("ტელეფონი", "Phone"), L("ელ-ფოსტა", "E-mail"))
             + tr(E(p.full(False)), fd(p.dob, "slash"), ms, NW(t["borrower"]["phone"] or "—"), NW(t["borrower"]["email"] or "—")) + "</table>")
    cob_t = ("<table class='t'>" + th(L("თანამსესხებელი", "Co-borrower"), L("დაბადების თარიღი", "Date of birth"), L("კავშირი", "Relationship"))
             + "".join(tr(E(x.full(False)), fd(x.dob, "slash"), {"spouse": "Spouse", "parent": "Parent", "sibling": "Sibling"}[r]) for x, r in ctx["cob"])
             + "</table>") if ctx["cob"] else "<p class='m'>No co-borrowers / თანამსესხებელი არ არის</p>"
    emp_t = ("<table class='t'>" + th(L("დამსაქმებელი", "Employer"), L("თანამდებობა", "Position"), L("დაწყების თარიღი", "Start date"),
                                     L("ხელფასი (დაბეგვრამდე)", "Gross monthly salary"), L("ხელზე ასაღები", "Net salary"))
             + tr(E(t["employer_name"]), E(ctx["position"]), fd(ctx["start"], "slash"), NW(f"{fa(t['monthly_income'], st)} {t['income_currency']}"),
                  NW(f"{fa(ctx['net'], st)} {t['income_currency']}"))
             + tr(E(ctx["prev_employer"]) + " <i>(previous)</i>", "—", fd(ctx["prev_start"], "slash"), "—", "—") + "</table>")
    col_t = ("<table class='t'>" + th(L("უძრავი ქონების მისამართი", "Property address"), L("ტიპი", "Type"), L("საბაზრო ღირებულება", "Market value"),
                                     L("შემფასებელი", "Valuer"))
             + tr(E(t["property_address"]), rng.choice(["Apartment", "House", "Apartment (new build)"]), NW(f"{fa(t['property_value'], st)} {t['loan_currency']}"),
                  rng.choice(["Expert Valuation LLC", "Georgian Appraisal Group LLC", "Baku Expert Valuation LLC"])) + "</table>")
    body = (f'<div class="top"><b>{E(b[0])}</b> · {E(b[1])}<span>{E(b[3])}</span></div>'
            f"<h1>{'იპოთეკური სესხის განაცხადი / ' if geo else ''}Mortgage loan application</h1>"
            f'<p class="m">Application No. {NW(t["application_number"])} · Submitted {fd(ctx["today"], "slash")} · Channel: '
            f'{rng.choice(["Branch", "Internet bank", "Mobile app"])}</p>'
            f"<h2>1. Requested loan</h2>{loan_t}<h2>2. Borrower</h2>{bor_t}<h2>3. Co-borrowers</h2>{cob_t}"
            f"<h2>4. Employment</h2>{emp_t}<h2>5. Collateral</h2>{col_t}"
            f'<p class="m">Down payment: {fa(ctx["down"], st)} {t["loan_currency"]}. Indicative monthly instalment {fa(ctx["payment"], st)} '
            f"{t['loan_currency']}. The effective interest rate will be disclosed in the loan agreement. The applicant authorises the Bank to "
            f"obtain a credit report from the credit bureau.</p>")
    css = ("body{font-family:'DejaVu Sans',Arial,sans-serif;font-size:8.8pt} .top{border-bottom:3px solid #e35205;padding-bottom:3px} .top span{float:right;font-size:7.5pt} "
           "h1{font-size:12pt} h2{font-size:9.5pt;color:#e35205;margin:9px 0 3px} .t{width:100%} .t th{background:#f6e7dd;font-size:7.5pt;text-align:left;padding:3px;border:1px solid #caa} "
           ".t td{border:1px solid #caa;padding:3px} .m{font-size:8pt}")
    return page("Mortgage application", css, body, "ka" if geo else "az"), t


def loan_am_letter(rng):
    t, ctx = loan_case(rng, "ARM")
    p, b = ctx["p"], ctx["bank"]
    show_patr = rng.random() < 0.6
    set_names(t, ctx, lambda x: x.full(show_patr), lambda x: x.full(False))
    st = rng.choice(["cd", "sd"])
    ms = {"married": "married", "single": "single (never married)", "divorced": "divorced", "widowed": "widowed",
          "separated": "legally married but living separately from my spouse"}[ctx["ms_detail"]]
    purpose = {"purchase": f"the purchase of the apartment located at {E(t['property_address'])}",
               "construction": f"the construction of a residential house on the land plot at {E(t['property_address'])}",
               "refinance": f"the refinancing of my existing mortgage loan with another bank secured by the apartment at {E(t['property_address'])}",
               "other": f"general purposes, secured by the apartment owned by me at {E(t['property_address'])}"}[t["loan_purpose"]]
    seller = person(rng, "ARM")
    cob = ""
    if ctx["cob"]:
        parts = [f"{E(x.full(False))}, born on {fd(x.dob, 'dot')} ({ {'spouse': 'my spouse', 'parent': 'my parent', 'sibling': 'my sibling'}[r] })"
                 for x, r in ctx["cob"]]
        cob = ("<p>The following person" + ("s join" if len(parts) > 1 else " joins") + " this application as co-borrower"
               + ("s" if len(parts) > 1 else "") + ": " + "; ".join(parts) + ".</p>")
    contact = []
    if t["borrower"]["phone"]:
        contact.append(f"by phone at {NW(t['borrower']['phone'])}")
    if t["borrower"]["email"]:
        contact.append(f"by e-mail at {NW(t['borrower']['email'])}")
    contact_s = ("<p>I can be contacted " + " or ".join(contact) + ".</p>") if contact else ""
    stamp = (f'<div class="st">{E(b[0]).upper()}<br>ՄՈՒՏՔ / RECEIVED<br>{fd(ctx["today"], "dot")}<br>Reg. No. {NW(t["application_number"])}</div>')
    body = (f'<div class="to">To: Chairman of the Management Board<br>{E(b[0])}<br>{E(b[3])}<br><br>From: {E(p.full(show_patr))}<br>'
            f"Registered at: {E(ctx['reg_addr'])}<br>Passport: {NW(ctx['id_number'])}</div>{stamp}"
            f"<h1>ԴԻՄՈՒՄ / APPLICATION<br><small>for a mortgage loan</small></h1>"
            f"<p>I, {E(p.full(show_patr))}, born on {fd(p.dob, 'dot')}, {ms}, kindly ask the Bank to grant me a mortgage loan in the amount "
            f"of {NW(t['loan_currency'] + ' ' + fa(t['loan_amount'], st))} for a term of {t['loan_term_months']} months at an annual "
            f"interest rate of {frate(t['interest_rate_percent'], False)}% for {purpose}.</p>"
            f"<p>The market value of the property is {NW(t['loan_currency'] + ' ' + fa(t['property_value'], st))} according to valuation "
            f"report No. {digits(rng, 4)}/{ctx['today'].year % 100} prepared by {E(rng.choice(['Ararat Appraisal LLC', 'Expert Group Valuation CJSC']))}. "
            + (f"The seller of the property is {E(seller.full(False))}; my own contribution is "
               f"{t['loan_currency']} {fa(ctx['down'], st)}. " if t["loan_purpose"] == "purchase" else "")
            + "</p>"
            f"<p>Since {fd(ctx['start'], 'dot')} I have been employed by {E(t['employer_name'])} as {E(ctx['position']).lower()}; my gross "
            f"monthly salary is {NW(t['income_currency'] + ' ' + fa(t['monthly_income'], st))} (net {t['income_currency']} {fa(ctx['net'], st)}). "
            f"Before that I worked at {E(ctx['prev_employer'])} from {fd(ctx['prev_start'], 'dot')}.</p>"
            f"{cob}{contact_s}"
            f"<p>I confirm that the information provided is true and consent to the Bank obtaining my credit history from ACRA Credit Reporting.</p>"
            f"<p>Attachments: copy of passport; employer's salary certificate; valuation report; extract from the real estate cadastre.</p>"
            f'<p class="sg">{fd(ctx["today"], "dot")} &nbsp;&nbsp;&nbsp; Signature: ______________</p>')
    css = ("body{font-family:'Noto Serif Armenian','DejaVu Serif',serif;font-size:10.5pt;line-height:1.45} .to{margin-left:50%;font-size:9.5pt} "
           ".st{position:absolute;top:18px;left:10px;border:2px solid #7b1fa2;color:#7b1fa2;font-size:7.5pt;padding:4px;text-align:center;transform:rotate(-4deg)} "
           "h1{text-align:center;font-size:13pt;margin-top:18px} p{text-align:justify} .sg{margin-top:30px}")
    return page("Application", css, body, "hy"), t


def loan_rs_zahtev(rng):
    bcc = rng.choice(["SRB", "SRB", "BIH", "MNE"])
    lcur = "EUR" if (bcc == "SRB" and rng.random() < 0.6) else None
    t, ctx = loan_case(rng, bcc, loan_cur=lcur)
    p, b = ctx["p"], ctx["bank"]
    set_names(t, ctx, lambda x: x.full(False), lambda x: x.full(False))
    ms = {"married": ("oženjen / udata", "married"), "single": ("neoženjen / neudata", "single"), "divorced": ("razveden(a)", "divorced"),
          "widowed": ("udovac / udovica", "widowed"), "separated": ("u braku, živi odvojeno", "separated")}[ctx["ms_detail"]]
    pur = {"purchase": ("kupovina stambenog prostora", "purchase of residential property"), "construction": ("izgradnja", "construction"),
           "refinance": ("refinansiranje stambenog kredita", "refinancing"), "other": ("gotovinski kredit uz hipoteku", "cash loan secured by mortgage")}[t["loan_purpose"]]

    def row(sr, en, v):
        return f'<div class="r"><span class="l">{E(sr)} / <i>{E(en)}</i></span><span class="f"></span><span class="v">{v}</span></div>'
    lc = t["loan_currency"]
    idx = " (u dinarskoj protivvrednosti po srednjem kursu NBS / RSD equivalent, EUR indexed)" if (lc == "EUR" and bcc == "SRB") else ""
    rows = (f"<h2>I. Kredit / Loan</h2>"
            + row("Iznos kredita", "Loan amount", NW(f"{fa(t['loan_amount'], 'dc')} {lc}") + E(idx))
            + row("Rok otplate", "Repayment period", f"{t['loan_term_months']} meseci / months")
            + row("Nominalna kamatna stopa", "Nominal interest rate", f"{frate(t['interest_rate_percent'])}% godišnje"
                  + rng.choice(["", " (fiksna / fixed)", " (6M EURIBOR + marža / margin)"]))
            + row("Namena", "Purpose", f"{E(pur[0])} / {E(pur[1])}")
            + row("Učešće", "Down payment", NW(f"{fa(ctx['down'], 'dc')} {lc}"))
            + f"<h2>II. Podnosilac zahteva / Applicant</h2>"
            + row("Ime i prezime", "Name and surname", E(p.full(False)))
            + row("Ime jednog roditelja", "Parent's name", E(p.father or "—"))
            + row("Datum rođenja", "Date of birth", fd(p.dob, "dot_sr"))
            + row("JMBG", "Personal ID number", NW(ctx["tin"]))
            + row("Bračni status", "Marital status", f"{E(ms[0])} / {E(ms[1])}")
            + (row("Mobilni telefon", "Mobile phone", NW(t["borrower"]["phone"])) if t["borrower"]["phone"] else "")
            + (row("E-mail", "E-mail", NW(t["borrower"]["email"])) if t["borrower"]["email"] else "")
            + row("Adresa prebivališta", "Permanent address", E(ctx["reg_addr"]))
            + "<h2>III. Sudužnici / Co-debtors</h2>"
            + ("".join(row(f"Sudužnik {i}", f"Co-debtor {i}", f"{E(x.full(False))}, rođen(a) {fd(x.dob, 'dot_sr')}, "
                           + {"spouse": "supružnik / spouse", "parent": "roditelj / parent", "sibling": "brat/sestra / sibling"}[r])
                       for i, (x, r) in enumerate(ctx["cob"], 1)) or "<p class='n'>Nema sudužnika / none.</p>")
            + (f"<p class='n'>Jemac / Guarantor (nije sudužnik / not a co-debtor): {E(ctx['guarantor'].full(False))}</p>" if rng.random() < 0.3 else "")
            + "<h2>IV. Zaposlenje i prihodi / Employment and income</h2>"
            + row("Poslodavac", "Employer", E(t["employer_name"]))
            + row("Radno mesto", "Position", E(ctx["position"]))
            + row("Zaposlen od", "Employed since", fd(ctx["start"], "dot_sr"))
            + row("Prethodni poslodavac", "Previous employer", E(ctx["prev_employer"]))
            + row("Bruto mesečna zarada", "Gross monthly salary", NW(f"{fa(t['monthly_income'], 'dc')} {t['income_currency']}"))
            + row("Neto mesečna zarada (prosek 3 meseca)", "Net monthly salary (3-month average)", NW(f"{fa(ctx['net'], 'dc')} {t['income_currency']}"))
            + "<h2>V. Nepokretnost / Property</h2>"
            + row("Adresa nepokretnosti", "Property address", E(t["property_address"]))
            + row("Tržišna vrednost (procena)", "Market value (appraisal)", NW(f"{fa(t['property_value'], 'dc')} {lc}"))
            + row("List nepokretnosti / KO", "Title deed", f"br. {rng.randint(100, 9999)}, KO {E(C[bcc]['cities'][0][0])}"))
    body = (f'<div class="hd"><b>{E(b[0])}</b><br><small>{E(b[3])} · {E(b[4])}</small></div>'
            f"<h1>ZAHTEV ZA STAMBENI KREDIT<br><small>Housing loan application</small></h1>"
            f'<p class="n">Broj zahteva / Application No.: {NW(t["application_number"])} · Datum: {fd(ctx["today"], "dot_sr")} · '
            f"Ekspozitura {E(rng.choice(['Slavija', 'Novi Beograd', 'Centar', 'Liman', 'Stari Grad']))}</p>"
            f"{rows}"
            f'<p class="n">Saglasan sam da banka pribavi izveštaj Kreditnog biroa Udruženja banaka Srbije. Informativni mesečni anuitet: '
            f"{fa(ctx['payment'], 'dc')} {lc}.</p><p class='n'>Potpis podnosioca ______________</p>")
    css = ("body{font-family:'Liberation Sans',Arial,sans-serif;font-size:9.5pt} .hd{border-bottom:2px solid #8b0000} h1{font-size:12pt;text-align:center} "
           "h2{font-size:10pt;color:#8b0000;margin:9px 0 2px} .r{display:flex;margin:2px 0} .l{white-space:nowrap;font-size:8.5pt} "
           ".f{flex:1;border-bottom:1px dotted #000;margin:0 4px 3px;min-width:10px} .v{font-weight:bold;max-width:64%;text-align:right} .n{font-size:8pt}")
    return page("Zahtev za kredit", css, body, "sr"), t


def loan_uz_print(rng):
    t, ctx = loan_case(rng, "UZB")
    p, b = ctx["p"], ctx["bank"]
    show_patr = rng.random() < 0.7
    set_names(t, ctx, lambda x: x.full(show_patr), lambda x: x.full(show_patr))
    ms = {"married": "UYLANGAN/TURMUSHDA (MARRIED)", "single": "BOYDOQ (SINGLE)", "divorced": "AJRASHGAN (DIVORCED)",
          "widowed": "BEVA (WIDOWED)", "separated": "ALOHIDA YASHAYDI (SEPARATED)"}[ctx["ms_detail"]]
    pur = {"purchase": "UY-JOY SOTIB OLISH / PURCHASE", "construction": "QURILISH / CONSTRUCTION", "refinance": "QAYTA MOLIYALASH / REFINANCE",
           "other": "BOSHQA MAQSAD / OTHER"}[t["loan_purpose"]]
    L = [f"{b[1]} / {b[0]}", f"IPOTEKA KREDITI BO'YICHA ARIZA / ЗАЯВКА НА ИПОТЕЧНЫЙ КРЕДИТ            {fd(ctx['today'], 'iso')}",
         "=" * 92, _pre_field("ARIZA RAQAMI / APPLICATION NO", t["application_number"], 36),
         _pre_field("FAMILIYA / SURNAME", p.surname, 36), _pre_field("ISM / NAME", p.given, 36)]
    if show_patr:
        L.append(_pre_field("OTASINING ISMI / PATRONYMIC", p.patr, 36))
    L += [_pre_field("TUG'ILGAN SANA / DATE OF BIRTH", fd(p.dob, "iso"), 36), _pre_field("JSHSHIR / PINFL", ctx["tin"], 36),
          _pre_field("OILAVIY HOLATI / MARITAL STATUS", ms, 36)]
    if t["borrower"]["phone"]:
        L.append(_pre_field("TELEFON / PHONE", t["borrower"]["phone"], 36))
    if t["borrower"]["email"]:
        L.append(_pre_field("E-MAIL", t["borrower"]["email"], 36))
    L += ["-" * 92, _pre_field("ISH JOYI / EMPLOYER", t["employer_name"], 36),
          _pre_field("LAVOZIM / POSITION", ctx["position"].upper(), 36),
          _pre_field("ISHGA KIRGAN SANA / EMPLOYED SINCE", fd(ctx["start"], "iso"), 36),
          _pre_field("OYLIK DAROMAD (BRUTTO) / GROSS MONTHLY", fa(t["monthly_income"], "sc") + " UZS", 36),
          _pre_field("OLDINGI ISH JOYI / PREVIOUS EMPLOYER", ctx["prev_employer"], 36), "-" * 92,
          _pre_field("KREDIT SUMMASI / LOAN AMOUNT", fa(t["loan_amount"], "sc") + " UZS", 36),
          _pre_field("MUDDAT (OY) / TERM (MONTHS)", str(t["loan_term_months"]), 36),
          _pre_field("FOIZ STAVKASI / INTEREST RATE", frate(t["interest_rate_percent"], False) + " %", 36),
          _pre_field("MAQSAD / PURPOSE", pur, 36),
          _pre_field("GAROV MANZILI / COLLATERAL ADDRESS", t["property_address"], 36, 54),
          _pre_field("BOZOR QIYMATI / MARKET VALUE", fa(t["property_value"], "sc") + " UZS", 36),
          _pre_field("BOSHLANG'ICH BADAL / DOWN PAYMENT", fa(ctx["down"], "sc") + " UZS", 36), "-" * 92,
          "BIRGALIKDAGI QARZ OLUVCHILAR / CO-BORROWERS:"]
    if ctx["cob"]:
        L.append(f"  {'#':<3}{'F.I.O. / FULL NAME':<44}{'TUG. SANA / DOB':<16}{'QARINDOSHLIK / RELATION'}")
        for i, (x, r) in enumerate(ctx["cob"], 1):
            L.append(f"  {i:<3}{x.full(show_patr):<44}{fd(x.dob, 'iso'):<16}{ {'spouse': 'TURMUSH O`RTOG`I', 'parent': 'OTA-ONA', 'sibling': 'AKA-UKA/OPA-SINGIL'}[r] }")
    else:
        L.append("  YO'Q / NONE")
    L += ["=" * 92, f"Kredit inspektori: {person(rng, 'UZB').ru_order(False)}      Skoring bali: {rng.randint(410, 890)}      "
          f"Oylik to'lov (taxminiy): {fa(ctx['payment'], 'sc')}", "iABS :: LOAN_APPL_FORM :: 1/1"]
    body = f"<pre>{E(chr(10).join(L))}</pre>"
    css = "pre{font-family:'DejaVu Sans Mono','Liberation Mono',monospace;font-size:7.8pt;line-height:1.35}"
    return page("Loan application print", css, body, "uz"), t


def loan_ru_credit_memo(rng):
    cc = rng.choice(["RUS", "RUS", "KAZ"])
    t, ctx = loan_case(rng, cc)
    p, b = ctx["p"], ctx["bank"]
    set_names(t, ctx, lambda x: x.full(True), lambda x: x.full(True))
    cw = "руб." if cc == "RUS" else "тенге"
    ms = {"married": "женат/замужем (married)", "single": "холост/не замужем (single)", "divorced": "разведён(а) (divorced)",
          "widowed": "вдовец/вдова (widowed)", "separated": "состоит в браке, проживает раздельно (separated)"}[ctx["ms_detail"]]
    left = [("Заявка / Application", NW(t["application_number"])), ("Дата поступления / Received", fd(ctx["today"])),
            ("Заёмщик (Ф.И.О.) / Borrower (surname, name, patronymic)", E(p.ru_order(True))),
            ("Дата рождения / DOB", fd(p.dob)), ("Семейное положение / Marital status", E(ms))]
    if t["borrower"]["phone"]:
        left.append(("Телефон / Phone", NW(t["borrower"]["phone"])))
    if t["borrower"]["email"]:
        left.append(("E-mail", NW(t["borrower"]["email"])))
    left += [("Работодатель / Employer", E(t["employer_name"])), ("Стаж с / Employed since", fd(ctx["start"])),
             ("Доход (брутто) в месяц / Gross monthly income", NW(f"{fa(t['monthly_income'], 'sc')} {cw}")),
             ("Доход (нетто) в месяц / Net monthly income", NW(f"{fa(ctx['net'], 'sc')} {cw}"))]
    right = [("Продукт / Product", "Ипотека / Mortgage"), ("Цель / Purpose", E(PURPOSES[t["loan_purpose"]][0] + " / " + PURPOSES[t["loan_purpose"]][1])),
             ("Запрошенная сумма / Requested amount", NW(f"{fa(t['loan_amount'], 'sc')} {cw}")), ("Валюта / Currency", t["loan_currency"]),
             ("Срок / Term", f"{t['loan_term_months']} мес."), ("Ставка / Rate", f"{frate(t['interest_rate_percent'])} % годовых"),
             ("Объект залога / Collateral", E(t["property_address"])), ("Рыночная стоимость / Market value", NW(f"{fa(t['property_value'], 'sc')} {cw}")),
             ("Залоговая стоимость (дисконт 20%) / Collateral value", NW(f"{fa(round(t['property_value'] * 0.8, 2), 'sc')} {cw}")),
             ("LTV", f"{round(t['loan_amount'] / t['property_value'] * 100, 1)}".replace(".", ",") + " %"),
             ("PTI", f"{round(ctx['payment'] / t['monthly_income'] * 100, 1)}".replace(".", ",") + " %")]
    kv = lambda rows: "".join(f"<tr><th>{E(a)}</th><td>{v}</td></tr>" for a, v in rows)
    cob = "".join(f"<tr><td>{E(x.ru_order(True))}</td><td>{fd(x.dob)}</td><td>{E(REL_RU[r][0])}</td><td>{fa(money_round(rng, 30000, 200000, 1000), 'sc')}</td></tr>"
                  for x, r in ctx["cob"])
    cobt = (f"<table class='c'><tr><th>Созаёмщик / Co-borrower (Ф.И.О.)</th><th>Дата рожд.</th><th>Родство</th><th>Доход, {cw}</th></tr>{cob}</table>"
            if cob else "<p>Созаёмщики: нет / Co-borrowers: none</p>")
    loans = "".join(f"<tr><td>{E(rng.choice(['Потребкредит', 'Кредитная карта', 'Автокредит']))}</td><td>{E(rng.choice(['Банк А', 'Банк Б', 'МФО']))}</td>"
                    f"<td>{fa(money_round(rng, 50000, 900000, 1000), 'sc')}</td><td>{fd(rand_date(rng, add_years(ctx['today'], -4), ctx['today']))}</td></tr>"
                    for _ in range(rng.randint(0, 3)))
    g = ctx["guarantor"]
    body = (f'<div class="hd">{E(b[1])} · Управление розничного кредитования · ДЛЯ ВНУТРЕННЕГО ИСПОЛЬЗОВАНИЯ / INTERNAL</div>'
            f"<h1>ЗАКЛЮЧЕНИЕ ПО КРЕДИТНОЙ ЗАЯВКЕ<br><small>Credit memo on the loan application</small></h1>"
            f'<table class="two"><tr><td><table class="kv">{kv(left)}</table></td><td><table class="kv">{kv(right)}</table></td></tr></table>'
            f"<h2>Созаёмщики / Co-borrowers</h2>{cobt}"
            + (f"<p>Поручительство / Guarantee: {E(g.ru_order(True))}, {fd(g.dob)} — поручитель, не созаёмщик.</p>" if rng.random() < 0.4 else "")
            + (f"<h2>Действующие обязательства (БКИ) / Existing liabilities</h2><table class='c'><tr><th>Вид</th><th>Кредитор</th>"
               f"<th>Остаток</th><th>Дата выдачи</th></tr>{loans}</table>" if loans else "<p>Действующих обязательств нет.</p>")
            + f"<h2>Вывод / Conclusion</h2><p>Скоринговый балл {rng.randint(520, 910)}. Рекомендуется {rng.choice(['одобрить', 'одобрить с условием страхования', 'передать на кредитный комитет'])}. "
            f"Ежемесячный платёж {fa(ctx['payment'], 'sc')} {cw}.</p>"
            f"<p class='sg'>Кредитный аналитик {E(person(rng, cc).loc_ru_order())} · {fd(ctx['today'] + _dt.timedelta(days=rng.randint(1, 5)))}</p>")
    css = ("body{font-family:'Liberation Sans',Arial,sans-serif;font-size:8.8pt} .hd{font-size:7.5pt;background:#333;color:#fff;padding:3px 6px} "
           "h1{font-size:11.5pt} h2{font-size:9.5pt;border-bottom:1px solid #333;margin:8px 0 3px} .two{width:100%;table-layout:fixed} "
           ".two>tbody>tr>td{width:50%;padding-right:8px} .kv{width:100%} .kv th{text-align:left;font-weight:normal;color:#555;font-size:7.5pt;width:45%;"
           "border-bottom:1px solid #ddd;padding:2px} .kv td{border-bottom:1px solid #ddd;padding:2px;font-weight:bold} .c{width:100%} "
           ".c td,.c th{border:1px solid #aaa;padding:2px 4px;font-size:8pt} .sg{margin-top:14px}")
    return page("Кредитное заключение", css, body, "ru"), t


# --------------------------------------------------------------------------- registry and API

_LAYOUTS = {
    "kyc_individual": {
        "ru_anketa_boxed": kyc_ru_anketa_boxed,
        "ru_client_card_passport": kyc_ru_passport_packet,
        "kz_trilingual_form": kyc_kz_trilingual,
        "ua_numbered_questionnaire": kyc_ua_numbered,
        "ge_account_opening_leaders": kyc_ge_account_opening,
        "am_cdd_grid": kyc_am_cdd_statement,
        "rs_upitnik": kyc_rs_upitnik,
        "uz_iabs_monospace": kyc_uz_abs_print,
        "az_compliance_email": kyc_az_compliance_email,
    },
    "letter_of_credit": {
        "swift_alliance_print": lc_swift_alliance,
        "raw_fin_mt700": lc_raw_fin,
        "ru_issuance_notice": lc_ru_notice_bilingual,
        "ua_issuing_bank_letter": lc_ua_issuing_letter,
        "kz_application_copy": lc_kz_application_copy,
        "rs_advice_tag_table": lc_rs_advice_table,
        "caucasus_trade_email": lc_ge_trade_email,
        "caucasus_two_column": lc_am_two_column,
    },
    "loan_application": {
        "ru_ipoteka_anketa": loan_ru_ipoteka_anketa,
        "kz_mortgage_trilingual": loan_kz_trilingual,
        "ua_mortgage_numbered": loan_ua_numbered,
        "ge_mortgage_tables": loan_ge_table,
        "am_application_letter": loan_am_letter,
        "rs_zahtev_leaders": loan_rs_zahtev,
        "uz_iabs_loan_print": loan_uz_print,
        "ru_credit_memo": loan_ru_credit_memo,
    },
}


def layouts(document_type: str) -> list[str]:
    return list(_LAYOUTS[document_type])


def generate(document_type: str, index: int, seed: int, layout: str | None = None) -> AuthoredDocument:
    names = layouts(document_type)
    if layout is None:
        offset = random.Random(f"eurasia|pick|{document_type}|{seed}").randrange(len(names))
        layout = names[(index + offset) % len(names)]
    if layout not in _LAYOUTS[document_type]:
        raise ValueError(f"unknown layout {layout!r} for {document_type}")
    rng = random.Random(f"eurasia|{document_type}|{index}|{seed}|{layout}")
    html_text, truth = _LAYOUTS[document_type][layout](rng)
    return AuthoredDocument(document_type, layout, html_text, truth)


# --------------------------------------------------------------------------- self check

def visible_text(html_text: str) -> str:
    s = re.sub(r"(?is)<head>.*?</head>", " ", html_text)
    s = re.sub(r"(?is)<(script|style)[^>]*>.*?</\1>", " ", s)
    s = re.sub(r"<[^>]+>", " ", s)
    s = _html.unescape(s)
    return re.sub(r"\s+", " ", s).strip().casefold()


def _fold(s: str) -> str:
    return re.sub(r"\s+", " ", s).strip().casefold()


_FREE = {
    "kyc_individual": ["residential_address", "occupation", "employer_name", "id_document_number", "tax_identification_number"],
    "letter_of_credit": ["lc_number", "expiry_place", "applicant.name", "applicant.address", "beneficiary.name", "beneficiary.address",
                         "available_with", "port_of_loading", "port_of_discharge", "goods_description"],
    "loan_application": ["application_number", "borrower.email", "borrower.phone", "employer_name", "property_address"],
}
_NAMES = {"kyc_individual": ["full_name"], "letter_of_credit": [], "loan_application": ["borrower.full_name"]}


def _get(d, path):
    for k in path.split("."):
        d = d.get(k) if isinstance(d, dict) else None
    return d


def self_check(per_type: int = 3, seed: int = 0) -> None:
    import json
    from pathlib import Path
    import jsonschema

    root = Path(__file__).resolve().parents[2]
    for dt in _LAYOUTS:
        schema = json.loads((root / "schemas" / f"{dt}.schema.json").read_text())
        validator = jsonschema.Draft202012Validator(schema, format_checker=jsonschema.Draft202012Validator.FORMAT_CHECKER)
        for lay in layouts(dt):
            for i in range(per_type):
                doc = generate(dt, i, seed, lay)
                again = generate(dt, i, seed, lay)
                assert doc.html == again.html and doc.truth == again.truth, f"{lay}: not deterministic"
                errs = sorted(validator.iter_errors(doc.truth), key=lambda e: list(e.path))
                assert not errs, f"{lay} #{i}: schema: {'.'.join(map(str, errs[0].path))}: {errs[0].message}"
                text = visible_text(doc.html)
                for path in _FREE[dt]:
                    v = _get(doc.truth, path)
                    if v is not None:
                        assert _fold(v) in text, f"{lay} #{i}: field {path} {v!r} not in the page text"
                for path in _NAMES[dt]:
                    v = _get(doc.truth, path)
                    for tok in v.split():
                        assert tok.casefold() in text, f"{lay} #{i}: field {path} token {tok!r} not in the page text"
                if dt == "letter_of_credit":
                    for j, d in enumerate(doc.truth["documents_required"]):
                        assert _fold(d) in text, f"{lay} #{i}: field documents_required[{j}] not in the page text"
                if dt == "loan_application":
                    for j, c in enumerate(doc.truth["co_borrowers"]):
                        for tok in c["full_name"].split():
                            assert tok.casefold() in text, f"{lay} #{i}: field co_borrowers[{j}].full_name token {tok!r} not in the page text"
