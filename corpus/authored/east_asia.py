"""Independent training-document generator: banks of East and South-East Asia.

Japan, Korea, China, Taiwan, Hong Kong, Singapore, Malaysia, Thailand, Viet Nam, Indonesia and
the Philippines: bilingual forms, surname-first names, year-first dates, local ID cards and
passports, documentary credits for the region's exporters and importers, housing-loan
applications.  Standard library only; deterministic in (document_type, index, seed).
"""
from __future__ import annotations

import html as _html
import random
import re
from dataclasses import dataclass
from datetime import date, timedelta

__all__ = ["AuthoredDocument", "layouts", "generate", "self_check"]


@dataclass
class AuthoredDocument:
    document_type: str
    layout: str
    html: str
    truth: dict


# ----------------------------------------------------------------------------------------------
# basic helpers

_HY = re.compile(r"(\S*\w[-/]\w\S*)")


def E(s) -> str:
    """Escaped text; tokens with an inner hyphen or slash are kept on one printed line so that
    Chromium does not break a value (``810-0001``, ``XL-4981``) across lines."""
    return _HY.sub(r"<span class='nw'>\1</span>", _html.escape(str(s), quote=False))


MON = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"]
MONTH = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
         "October", "November", "December"]

DATE_STYLES = ["iso", "slash_ymd", "dot_ymd", "cjk", "cjk_pad", "ko", "dmy_slash", "dmy_dash", "d_mon_y",
               "d_month_y", "month_d_y", "compact", "dmony", "vi", "dot_dmy"]


def fmt_date(d: date, style: str) -> str:
    y, m, dd = d.year, d.month, d.day
    return {
        "iso": f"{y:04d}-{m:02d}-{dd:02d}",
        "slash_ymd": f"{y:04d}/{m:02d}/{dd:02d}",
        "dot_ymd": f"{y:04d}.{m:02d}.{dd:02d}",
        "cjk": f"{y}年{m}月{dd}日",
        "cjk_pad": f"{y}年{m:02d}月{dd:02d}日",
        "ko": f"{y}년 {m}월 {dd}일",
        "dmy_slash": f"{dd:02d}/{m:02d}/{y:04d}",
        "dmy_dash": f"{dd:02d}-{m:02d}-{y:04d}",
        "dot_dmy": f"{dd:02d}.{m:02d}.{y:04d}",
        "d_mon_y": f"{dd:02d} {MON[m - 1]} {y}",
        "d_month_y": f"{dd} {MONTH[m - 1]} {y}",
        "month_d_y": f"{MONTH[m - 1]} {dd}, {y}",
        "compact": f"{y:04d}{m:02d}{dd:02d}",
        "dmony": f"{dd:02d}{MON[m - 1]}{y}",
        "vi": f"ngày {dd:02d} tháng {m:02d} năm {y}",
        "swift": f"{y % 100:02d}{m:02d}{dd:02d}",
    }[style]


def rand_date(rng: random.Random, start: date, end: date) -> date:
    return start + timedelta(days=rng.randrange((end - start).days + 1))


def iso(d: date | None):
    return d.isoformat() if d else None


NO_DEC = {"JPY", "KRW", "VND", "IDR", "TWD"}
SYMBOL = {"SGD": "S$", "HKD": "HK$", "MYR": "RM", "KRW": "₩", "THB": "฿", "VND": "₫", "IDR": "Rp",
          "PHP": "₱", "TWD": "NT$", "USD": "US$", "EUR": "€"}
SUFFIX = {"JPY": "円", "KRW": "원", "CNY": "元", "VND": "đồng", "THB": "บาท", "IDR": "rupiah", "TWD": "元"}


def group(n: int, sep: str) -> str:
    s = str(n)
    out = []
    while len(s) > 3:
        out.insert(0, s[-3:])
        s = s[:-3]
    out.insert(0, s)
    return sep.join(out)


def fmt_num(rng: random.Random, x: float, cur: str, decimals: bool | None = None) -> str:
    """A number with a randomly drawn but unambiguous thousand/decimal convention."""
    if decimals is None:
        decimals = cur not in NO_DEC and rng.random() < 0.75 or abs(x - round(x)) > 1e-9
    whole = int(round(x * 100)) // 100
    cents = int(round(x * 100)) % 100
    style = rng.choice(["comma", "comma", "dot", "space", "apos", "none"])
    if style == "dot" and not decimals and whole < 1_000_000:
        style = "comma"
    if style == "none" and whole >= 1_000_000 and rng.random() < 0.5:
        style = "comma"
    sep, dec = {"comma": (",", "."), "dot": (".", ","), "space": ("\u00a0", "."), "apos": ("'", "."),
                "none": ("", ".")}[style]
    if style == "comma" and not decimals and whole < 1000:
        pass
    s = group(whole, sep) if sep else str(whole)
    if decimals:
        s += f"{dec}{cents:02d}"
    return s


def fmt_money(rng: random.Random, x: float, cur: str, decimals: bool | None = None) -> str:
    n = fmt_num(rng, x, cur, decimals)
    r = rng.random()
    if r < 0.45:
        return f"{cur} {n}"
    if r < 0.65:
        return f"{n} {cur}"
    if r < 0.85 and cur in SYMBOL:
        return f"{SYMBOL[cur]}{'' if SYMBOL[cur].endswith('$') else ' '}{n}"
    if cur in SUFFIX and cur not in ("THB", "VND"):
        return f"{n} {SUFFIX[cur]} ({cur})" if rng.random() < 0.5 else f"{cur} {n}"
    return f"{cur}{n}" if rng.random() < 0.3 else f"{cur} {n}"


ONES = ["", "ONE", "TWO", "THREE", "FOUR", "FIVE", "SIX", "SEVEN", "EIGHT", "NINE", "TEN", "ELEVEN", "TWELVE",
        "THIRTEEN", "FOURTEEN", "FIFTEEN", "SIXTEEN", "SEVENTEEN", "EIGHTEEN", "NINETEEN"]
TENS = ["", "", "TWENTY", "THIRTY", "FORTY", "FIFTY", "SIXTY", "SEVENTY", "EIGHTY", "NINETY"]


def words(n: int) -> str:
    if n == 0:
        return "ZERO"
    out = []
    for div, name in ((1_000_000_000, "BILLION"), (1_000_000, "MILLION"), (1000, "THOUSAND"), (1, "")):
        q, n = divmod(n, div)
        if q:
            h, t = divmod(q, 100)
            part = []
            if h:
                part.append(ONES[h] + " HUNDRED")
            if t >= 20:
                part.append(TENS[t // 10] + (" " + ONES[t % 10] if t % 10 else ""))
            elif t:
                part.append(ONES[t])
            out.append(" ".join(part) + (" " + name if name else ""))
    return " ".join(out)


# ----------------------------------------------------------------------------------------------
# countries, people, places

C = {
    "JPN": dict(a2="JP", name="JAPAN", title="Japan", adj="Japanese", local="日本", lang="ja", cur="JPY"),
    "KOR": dict(a2="KR", name="REPUBLIC OF KOREA", title="Korea", adj="Korean", local="대한민국", lang="ko", cur="KRW"),
    "CHN": dict(a2="CN", name="CHINA", title="China", adj="Chinese", local="中国", lang="zh", cur="CNY"),
    "TWN": dict(a2="TW", name="TAIWAN", title="Taiwan", adj="Taiwanese", local="臺灣", lang="zht", cur="TWD"),
    "HKG": dict(a2="HK", name="HONG KONG", title="Hong Kong", adj="Hong Kong", local="香港", lang="zht", cur="HKD"),
    "SGP": dict(a2="SG", name="SINGAPORE", title="Singapore", adj="Singaporean", local="新加坡", lang="en", cur="SGD"),
    "MYS": dict(a2="MY", name="MALAYSIA", title="Malaysia", adj="Malaysian", local="Malaysia", lang="ms", cur="MYR"),
    "THA": dict(a2="TH", name="THAILAND", title="Thailand", adj="Thai", local="ประเทศไทย", lang="th", cur="THB"),
    "VNM": dict(a2="VN", name="VIET NAM", title="Vietnam", adj="Vietnamese", local="Việt Nam", lang="vi", cur="VND"),
    "IDN": dict(a2="ID", name="INDONESIA", title="Indonesia", adj="Indonesian", local="Indonesia", lang="id", cur="IDR"),
    "PHL": dict(a2="PH", name="PHILIPPINES", title="Philippines", adj="Filipino", local="Pilipinas", lang="en", cur="PHP"),
}
CODES = list(C)

NAMES = {
    "JPN": (["SATO", "SUZUKI", "TAKAHASHI", "TANAKA", "WATANABE", "ITO", "YAMAMOTO", "NAKAMURA", "KOBAYASHI",
             "KATO", "YOSHIDA", "YAMADA", "MATSUMOTO", "INOUE", "KIMURA", "SHIMIZU", "MORI", "IKEDA"],
            ["HIROSHI", "KENJI", "TAKESHI", "SHOTA", "DAISUKE", "RYOTA", "KAZUYA", "NAOKI"],
            ["YUKI", "AKIKO", "NAOMI", "HARUKA", "MEGUMI", "YUMIKO", "SAYAKA", "EMI"]),
    "KOR": (["KIM", "LEE", "PARK", "CHOI", "JUNG", "KANG", "CHO", "YOON", "JANG", "LIM", "HAN", "SHIN", "OH", "SEO"],
            ["MIN-JUN", "JI-HOON", "SEUNG-WOO", "DONG-HYUN", "JAE-SUNG", "HYUN-WOO", "SANG-HOON"],
            ["SEO-YEON", "JI-YOUNG", "HYE-JIN", "SOO-AH", "MIN-JI", "EUN-BI", "YU-NA"]),
    "CHN": (["WANG", "LI", "ZHANG", "LIU", "CHEN", "YANG", "ZHAO", "HUANG", "ZHOU", "WU", "XU", "SUN", "MA", "GAO"],
            ["WEI", "JIANHUA", "HAORAN", "ZHIQIANG", "YUXUAN", "JUN", "MINGHAO", "TAO"],
            ["XIAOYAN", "LINA", "JING", "MEILING", "YUTONG", "XIN", "FANG", "QIAN"]),
    "TWN": (["CHEN", "LIN", "HUANG", "CHANG", "LI", "WANG", "WU", "LIU", "TSAI", "YANG", "HSU", "CHENG"],
            ["CHIH-MING", "CHIA-HAO", "WEN-CHUN", "CHENG-EN", "YU-HSIANG", "KUAN-TING"],
            ["YU-TING", "HSIN-YI", "SHU-FEN", "YA-TING", "PEI-SHAN", "I-CHEN"]),
    "HKG": (["CHAN", "WONG", "LEUNG", "CHEUNG", "LAU", "LEE", "HO", "NG", "LAM", "TSANG", "YEUNG", "CHOW"],
            ["TAI MAN", "WING KEUNG", "CHI HO", "KA LOK", "SIU MING", "HO YIN"],
            ["KA YAN", "MEI LING", "SIU FAN", "WING SZE", "HOI YAN", "PUI KEI"]),
    "SGP": (["TAN", "LIM", "LEE", "NG", "ONG", "WONG", "GOH", "CHUA", "KOH", "TEO", "ANG", "YEO"],
            ["WEI MING", "JUN JIE", "KAI WEN", "ZHI HAO", "BOON KIAT", "JIA HUI"],
            ["HUI LING", "XIN YI", "SHU HUI", "MEI XUAN", "LI TING", "PEI SHAN"]),
    "MYS": (["LIM", "TEH", "CHONG", "YAP", "LOH", "OOI", "KHOO", "CHEAH"],
            ["CHEE KEONG", "WAI LUN", "KOK WAH", "BOON HOCK"],
            ["SIEW LING", "MEI FONG", "POH LIAN", "SUET YEE"]),
    "THA": (["SRISUK", "WONGSAWAT", "CHAIYAPORN", "SUKSAWAT", "BOONMA", "CHANTHARA", "WONGSUWAN", "SUKPRASERT",
             "THONGDEE", "RATTANAKUL"],
            ["SOMCHAI", "NATTAPONG", "WIRAT", "ANUCHA", "KITTIPONG", "PRASERT"],
            ["SUPAPORN", "KANYARAT", "PORNTHIP", "WANIDA", "NARUMOL", "SIRIPORN"]),
    "VNM": (["NGUYEN", "TRAN", "LE", "PHAM", "HOANG", "VU", "DANG", "BUI", "DO", "NGO"],
            ["VAN AN", "MINH TUAN", "QUOC BAO", "DUC THANG", "HOANG NAM", "THANH LONG"],
            ["THI HOA", "THI LAN", "THU TRANG", "NGOC ANH", "THI MAI", "BICH NGOC"]),
    "IDN": (["SANTOSO", "WIBOWO", "SETIAWAN", "HIDAYAT", "GUNAWAN", "KUSUMA", "HALIM", "SAPUTRA"],
            ["BUDI", "AGUS", "RUDY", "ARIF", "HENDRA", "DIMAS"],
            ["DEWI", "SITI", "RINA", "MAYA", "INDAH", "PUTRI"]),
    "PHL": (["DELA CRUZ", "SANTOS", "REYES", "GARCIA", "MENDOZA", "BAUTISTA", "VILLANUEVA", "RAMOS", "AQUINO"],
            ["JUAN MIGUEL", "JOSE ANTONIO", "MARK ANTHONY", "RAFAEL", "CARLO"],
            ["MARIA CRISTINA", "ANNA LIZA", "KATHERINE", "JOY", "MARICEL"]),
}
MALAY = (["AHMAD FAUZI", "MOHD HAFIZ", "MUHAMMAD AMIRUL", "ZULKIFLI"], ["NURUL AINI", "SITI AISYAH", "NOR HAYATI"],
         ["ISMAIL", "ABDULLAH", "HASSAN", "OTHMAN", "RAHMAN"])


def make_person(rng: random.Random, code: str, sex: str | None = None) -> dict:
    sex = sex or rng.choice("MF")
    if code == "MYS" and rng.random() < 0.45:
        given = rng.choice(MALAY[0] if sex == "M" else MALAY[1])
        full = f"{given} {'BIN' if sex == 'M' else 'BINTI'} {rng.choice(MALAY[2])}"
        return dict(surname=None, given=None, single=full, sex=sex, country=code)
    sur, men, women = NAMES[code]
    return dict(surname=rng.choice(sur), given=rng.choice(men if sex == "M" else women), single=None, sex=sex,
                country=code)


def name_forms(rng: random.Random, p: dict, case: str | None = None):
    """(style, printed pieces, truth).  style: 'fields' (surname, given printed apart), 'comma', 'western'
    or 'single'.  Truth is always given names then surname (or the single string)."""
    case = case or rng.choice(["upper", "upper", "title", "mixed"])

    def cs(s, is_sur=False):
        if case == "upper" or (case == "mixed" and is_sur):
            return s.upper()
        return "-".join(w.capitalize() for w in s.lower().split("-")) if "-" in s else " ".join(
            w.capitalize() for w in s.lower().split())

    if p["single"]:
        s = cs(p["single"]) if case != "mixed" else p["single"]
        return dict(style="single", sur=None, given=None, text=s, truth=s)
    sur, giv = cs(p["surname"], True), cs(p["given"])
    style = rng.choice(["fields", "fields", "comma", "western"])
    if style == "fields":
        text = None
    elif style == "comma":
        text = f"{sur}, {giv}"
    else:
        text = f"{giv} {sur}"
    return dict(style=style, sur=sur, given=giv, text=text, truth=f"{giv} {sur}")


# street/place material per country: (line builders)
def make_address(rng: random.Random, code: str, with_country: bool | None = None) -> list[str]:
    r = rng.randint
    ch = rng.choice
    if code == "JPN":
        ward, city, zipc = ch([("Shinjuku-ku", "Tokyo", "160-0023"), ("Minato-ku", "Tokyo", "105-0011"),
                               ("Kita-ku", "Osaka", "530-0001"), ("Naka-ku", "Yokohama", "231-0015"),
                               ("Chuo-ku", "Fukuoka", "810-0001"), ("Showa-ku", "Nagoya", "466-0064")])
        lines = [f"{r(1, 5)}-{r(1, 30)}-{r(1, 20)} {ch(['Nishi-Shinjuku', 'Shiba-koen', 'Umeda', 'Honcho', 'Tenjin', 'Gokiso-cho'])}",
                 f"{ch(['Sakura Heights', 'Park Residence', 'Maison Aoba', 'Grand Court'])} {r(1, 15)}0{r(1, 9)}",
                 f"{ward}, {city} {zipc}"]
    elif code == "KOR":
        lines = [f"{r(101, 115)}-{r(2, 25)}0{r(1, 6)}, {r(10, 400)} {ch(['Teheran-ro', 'Olympic-ro', 'Haeundae-ro', 'Gangnam-daero', 'Banpo-daero'])}",
                 f"{ch(['Gangnam-gu', 'Songpa-gu', 'Seocho-gu', 'Mapo-gu', 'Haeundae-gu'])}, {ch(['Seoul', 'Seoul', 'Busan'])} {r(10000, 69999):05d}"]
    elif code == "CHN":
        lines = [f"Room {r(2, 30)}0{r(1, 8)}, Building {r(1, 12)}",
                 f"{r(1, 999)} {ch(['Century Avenue', 'Zhongshan Road', 'Jianguo Road', 'Tianhe Road', 'Nanjing West Road'])}",
                 f"{ch(['Pudong New District, Shanghai 200120', 'Chaoyang District, Beijing 100020', 'Tianhe District, Guangzhou 510620', 'Nanshan District, Shenzhen 518057', 'Jing an District, Shanghai 200040'])}"]
    elif code == "TWN":
        lines = [f"{r(2, 20)}F., No. {r(1, 300)}, Sec. {r(1, 5)}, {ch(['Zhongxiao E. Rd.', 'Xinyi Rd.', 'Minsheng E. Rd.', 'Wenhua Rd.'])}",
                 f"{ch(['Da an Dist., Taipei City 106', 'Xinyi Dist., Taipei City 110', 'Banqiao Dist., New Taipei City 220', 'Xitun Dist., Taichung City 407'])}"]
    elif code == "HKG":
        lines = [f"Flat {ch('ABCDEFGH')}, {r(2, 45)}/F, {ch(['Block', 'Tower'])} {r(1, 6)}",
                 f"{ch(['Taikoo Shing', 'Mei Foo Sun Chuen', 'Laguna City', 'Whampoa Garden', 'City Garden'])}, {r(1, 50)} {ch(['Tai Koo Wan Road', 'Broadway', 'Cha Kwo Ling Road', 'Tak On Street', 'Electric Road'])}",
                 f"{ch(['Quarry Bay', 'Lai Chi Kok', 'Kwun Tong', 'Hung Hom', 'North Point'])}, {ch(['Hong Kong', 'Kowloon'])}"]
    elif code == "SGP":
        if rng.random() < 0.6:
            lines = [f"Blk {r(100, 999)} {ch(['Ang Mo Kio Avenue 3', 'Tampines Street 21', 'Bedok North Road', 'Jurong West Street 52', 'Toa Payoh Lorong 1'])}",
                     f"#{r(2, 25):02d}-{r(10, 999)}", f"Singapore {r(100000, 799999)}"]
        else:
            lines = [f"{r(1, 120)} {ch(['Holland Road', 'Bukit Timah Road', 'Marine Parade Road', 'River Valley Road'])}",
                     f"#{r(2, 30):02d}-{r(1, 12):02d} {ch(['The Sail', 'Parc Vista', 'Casa Merah', 'Kovan Residences'])}",
                     f"Singapore {r(100000, 799999)}"]
        return lines if with_country is not False else lines
    elif code == "MYS":
        lines = [f"No. {r(1, 88)}, Jalan {ch(['SS 2/24', 'Ampang', 'Bukit Bintang', 'Tun Razak', 'Kenari 5', 'Setia Indah 3'])}",
                 f"{ch(['Taman Megah', 'Taman Setia Indah', 'Bandar Sunway', 'Desa ParkCity'])}",
                 f"{ch(['47300 Petaling Jaya, Selangor', '50450 Kuala Lumpur', '81200 Johor Bahru, Johor', '11900 Bayan Lepas, Pulau Pinang'])}"]
    elif code == "THA":
        lines = [f"{r(1, 199)}/{r(1, 99)} Moo {r(1, 12)}, Soi {ch(['Sukhumvit 71', 'Ladprao 48', 'Ramkhamhaeng 24', 'Ratchadaphisek 3'])}",
                 f"{ch(['Khlong Tan Nuea, Watthana', 'Chatuchak, Chatuchak', 'Hua Mak, Bang Kapi', 'Din Daeng, Din Daeng'])}",
                 f"Bangkok {r(10110, 10900)}"]
    elif code == "VNM":
        lines = [f"So {r(1, 120)}, Ngo {r(2, 200)} {ch(['Pho Cau Giay', 'Duong Lang', 'Nguyen Trai', 'Le Van Sy'])}",
                 f"{ch(['Phuong Quan Hoa, Quan Cau Giay, Ha Noi', 'Phuong Lang Thuong, Quan Dong Da, Ha Noi', 'Phuong 13, Quan Phu Nhuan, TP. Ho Chi Minh', 'Phuong Ben Nghe, Quan 1, TP. Ho Chi Minh'])}"]
    elif code == "IDN":
        lines = [f"Jl. {ch(['Kebon Jeruk Raya', 'Melawai', 'Cikini Raya', 'Tebet Barat Dalam', 'Darmo Permai'])} No. {r(1, 120)}",
                 f"RT {r(1, 15):03d} RW {r(1, 12):03d}, {ch(['Kebon Jeruk', 'Kebayoran Baru', 'Menteng', 'Tebet'])}",
                 f"{ch(['Jakarta Barat 11530', 'Jakarta Selatan 12160', 'Jakarta Pusat 10330', 'Surabaya 60226'])}"]
    else:  # PHL
        lines = [f"Unit {r(2, 40)}{r(1, 20):02d}, {ch(['One Serendra Tower', 'Avida Towers', 'The Residences at Greenbelt', 'Salcedo Park'])}",
                 f"{ch(['11th Avenue, Bonifacio Global City', 'Esperanza Street, Legaspi Village', 'Ortigas Avenue, San Antonio'])}",
                 f"{ch(['Taguig City 1634', 'Makati City 1229', 'Pasig City 1605'])}"]
    if with_country is None:
        with_country = rng.random() < 0.6
    if with_country:
        lines.append(rng.choice([C[code]["name"], C[code]["title"]]))
    return lines


def render_addr(rng: random.Random, lines: list[str], mode: str | None = None):
    """(html, truth) for an address; truth is the printed text with line breaks as spaces."""
    mode = mode or rng.choice(["br", "br", "comma", "space"])
    if mode == "br":
        return "<br>".join(E(x) for x in lines), " ".join(lines)
    if mode == "comma":
        t = ", ".join(lines)
        return E(t), t
    t = " ".join(lines)
    return E(t), t


CO_CORE = ["HUAXIN", "SEIMITSU", "HANBIT", "GOLDEN LOTUS", "LION CITY", "BRIGHT STAR", "PACIFIC RIM", "SUNRISE",
           "EVERGLORY", "JADE RIVER", "SILVER BAY", "MEKONG", "CAHAYA BUMI", "PERMATA", "SAKURA", "DAEHAN",
           "ORIENT PEARL", "TRIPLE CROWN", "KINTA", "NAM VIET", "ASIA UNITED", "FORMOSA GLORY"]
CO_TRADE = ["ELECTRONICS", "TRADING", "INDUSTRIES", "FOODS", "TEXTILES", "MACHINERY", "COMMODITIES", "AGRO",
            "PLASTICS", "STEEL", "RUBBER", "SEAFOOD"]


def make_company(rng: random.Random, code: str) -> str:
    core, trade = rng.choice(CO_CORE), rng.choice(CO_TRADE)
    city = {"CHN": ["SHENZHEN", "NINGBO", "QINGDAO", "XIAMEN"], "JPN": ["OSAKA", "NAGOYA", "TOKYO"],
            "KOR": ["BUSAN", "INCHEON", "SEOUL"], "TWN": ["TAICHUNG", "KAOHSIUNG"], "VNM": ["SAIGON", "HAIPHONG"],
            "THA": ["SIAM", "CHONBURI"]}.get(code, [""])
    pre = rng.choice(city)
    base = f"{pre + ' ' if pre and rng.random() < 0.5 else ''}{core} {trade}"
    return {"JPN": f"{base} CO., LTD.", "KOR": f"{base} CO., LTD.", "CHN": f"{base} CO., LTD.",
            "TWN": f"{base} CORPORATION", "HKG": f"{base} (HK) LIMITED", "SGP": f"{base} PTE. LTD.",
            "MYS": f"{base} SDN. BHD.", "THA": f"{base} CO., LTD.", "VNM": f"{base} JOINT STOCK COMPANY",
            "IDN": f"PT {base}", "PHL": f"{base} CORPORATION"}[code]


BANKS = {
    "JPN": [("SAKURA KAIGAI BANK, LTD.", "SKKBJPJT"), ("MINATO TRUST BANK", "MNTBJPJT")],
    "KOR": [("HANGANG BANK", "HGBKKRSE"), ("KOREA UNION BANK", "KUBAKRSE")],
    "CHN": [("CHANGJIANG COMMERCIAL BANK", "CJCBCNSH"), ("BANK OF HUAXIA TRADE", "BHXTCNBJ")],
    "TWN": [("FORMOSA UNION BANK", "FUBKTWTP"), ("TAIPEI HARBOUR BANK", "THBKTWTP")],
    "HKG": [("VICTORIA HARBOUR BANK LIMITED", "VHBLHKHH"), ("KOWLOON MERCHANT BANK", "KMBKHKHH")],
    "SGP": [("STRAITS MERCANTILE BANK LTD", "SMBLSGSG"), ("MARINA ORIENT BANK", "MOBKSGSG")],
    "MYS": [("BANK PERDANA NUSANTARA BERHAD", "BPNBMYKL"), ("MALACCA STRAITS BANK BHD", "MSBBMYKL")],
    "THA": [("SIAM RIVER BANK PCL", "SRBKTHBK"), ("CHAO PHRAYA COMMERCIAL BANK", "CPCBTHBK")],
    "VNM": [("SAIGON DRAGON COMMERCIAL BANK", "SDCBVNVX"), ("HANOI PROSPERITY BANK", "HPBKVNVX")],
    "IDN": [("BANK NUSA RAYA TBK", "BNRYIDJA"), ("BANK MERAPI INTERNASIONAL", "BMRIIDJA")],
    "PHL": [("PHILIPPINE ISLANDS TRUST BANK", "PITBPHMM"), ("LUZON METRO BANK", "LMBKPHMM")],
}


def bank_of(rng: random.Random, code: str):
    name, bic = rng.choice(BANKS[code])
    return dict(name=name, bic=bic + rng.choice(["", "XXX"]), country=code,
                addr=make_address(rng, code, with_country=True))


# ----------------------------------------------------------------------------------------------
# labels (English variants plus local languages)

L = {
    "surname": dict(en=["Surname", "Family Name", "Last Name"], ja="姓", ko="성", zh="姓", zht="姓", th="นามสกุล",
                    vi="Họ", ms="Nama Keluarga", id="Nama Keluarga"),
    "given": dict(en=["Given Name(s)", "First Name", "Given names"], ja="名", ko="이름", zh="名", zht="名",
                  th="ชื่อ", vi="Tên", ms="Nama Diberi", id="Nama Depan"),
    "name": dict(en=["Full Name", "Name of Customer", "Customer Name", "Name (as in ID)", "Name"], ja="氏名",
                 ko="성명", zh="姓名", zht="姓名", th="ชื่อ-นามสกุล", vi="Họ và tên", ms="Nama Penuh",
                 id="Nama Lengkap"),
    "dob": dict(en=["Date of Birth", "DOB", "Birth Date", "Date of birth"], ja="生年月日", ko="생년월일",
                zh="出生日期", zht="出生日期", th="วันเกิด", vi="Ngày sinh", ms="Tarikh Lahir", id="Tanggal Lahir"),
    "pob": dict(en=["Place of Birth", "Birthplace"], ja="出生地", ko="출생지", zh="出生地", zht="出生地",
                th="สถานที่เกิด", vi="Nơi sinh", ms="Tempat Lahir", id="Tempat Lahir"),
    "sex": dict(en=["Sex", "Gender"], ja="性別", ko="성별", zh="性别", zht="性別", th="เพศ", vi="Giới tính",
                ms="Jantina", id="Jenis Kelamin"),
    "nationality": dict(en=["Nationality", "Citizenship"], ja="国籍", ko="국적", zh="国籍", zht="國籍",
                        th="สัญชาติ", vi="Quốc tịch", ms="Warganegara", id="Kewarganegaraan"),
    "id_type": dict(en=["ID Type", "Identity Document", "Type of ID"], ja="本人確認書類", ko="신분증 종류",
                    zh="证件类型", zht="證件類別", th="ประเภทบัตร", vi="Loại giấy tờ", ms="Jenis Pengenalan",
                    id="Jenis Identitas"),
    "id_no": dict(en=["ID No.", "Document Number", "Identification No.", "ID Number"], ja="番号", ko="번호",
                  zh="证件号码", zht="證件號碼", th="เลขที่บัตร", vi="Số giấy tờ", ms="No. Pengenalan",
                  id="Nomor Identitas"),
    "issuer": dict(en=["Issuing Country", "Country of Issue", "Issued by"], ja="発行国", ko="발급국가",
                   zh="签发国", zht="簽發國家", th="ประเทศที่ออก", vi="Nơi cấp", ms="Negara Pengeluar",
                   id="Negara Penerbit"),
    "expiry": dict(en=["Expiry Date", "Date of Expiry", "Valid Until", "Expiration Date"], ja="有効期限",
                   ko="만료일", zh="有效期至", zht="有效期限", th="วันหมดอายุ", vi="Có giá trị đến",
                   ms="Tarikh Luput", id="Berlaku Hingga"),
    "issue": dict(en=["Date of Issue", "Issue Date"], ja="発行日", ko="발급일", zh="签发日期", zht="發證日期",
                  th="วันออกบัตร", vi="Ngày cấp", ms="Tarikh Dikeluarkan", id="Tanggal Terbit"),
    "address": dict(en=["Residential Address", "Home Address", "Address", "Current Residential Address"],
                    ja="現住所", ko="주소", zh="居住地址", zht="住宅地址", th="ที่อยู่ปัจจุบัน", vi="Địa chỉ thường trú",
                    ms="Alamat Kediaman", id="Alamat Tempat Tinggal"),
    "prev_address": dict(en=["Previous Address", "Former Address", "Mailing Address (if different)"],
                         ja="旧住所", ko="이전 주소", zh="通讯地址", zht="通訊地址", th="ที่อยู่เดิม",
                         vi="Địa chỉ liên lạc", ms="Alamat Surat-menyurat", id="Alamat Surat"),
    "residence": dict(en=["Country of Residence", "Residence Country", "Country of residence"], ja="居住国",
                      ko="거주국가", zh="居住国家", zht="居住國家", th="ประเทศที่พำนัก", vi="Quốc gia cư trú",
                      ms="Negara Kediaman", id="Negara Domisili"),
    "occupation": dict(en=["Occupation", "Job Title", "Profession", "Position"], ja="職業", ko="직업", zh="职业",
                       zht="職業", th="อาชีพ", vi="Nghề nghiệp", ms="Pekerjaan", id="Pekerjaan"),
    "employer": dict(en=["Employer", "Name of Employer", "Company Name", "Employer's Name"], ja="勤務先",
                     ko="직장명", zh="工作单位", zht="服務機構", th="ชื่อสถานที่ทำงาน", vi="Nơi làm việc",
                     ms="Nama Majikan", id="Nama Perusahaan"),
    "income_y": dict(en=["Annual Income", "Gross Annual Income", "Yearly Income"], ja="年収", ko="연소득",
                     zh="年收入", zht="年收入", th="รายได้ต่อปี", vi="Thu nhập hàng năm", ms="Pendapatan Tahunan",
                     id="Penghasilan per Tahun"),
    "income_m": dict(en=["Monthly Income", "Gross Monthly Income", "Monthly Salary"], ja="月収", ko="월소득",
                     zh="月收入", zht="月收入", th="รายได้ต่อเดือน", vi="Thu nhập hàng tháng",
                     ms="Pendapatan Bulanan", id="Penghasilan per Bulan"),
    "sof": dict(en=["Source of Funds", "Source of Funds / Wealth", "Origin of funds"], ja="資金源", ko="자금원천",
                zh="资金来源", zht="資金來源", th="แหล่งที่มาของเงินทุน", vi="Nguồn tiền", ms="Sumber Dana",
                id="Sumber Dana"),
    "pep": dict(en=["Politically Exposed Person (PEP)?", "Are you a PEP?", "PEP status",
                    "Are you or your family members a Politically Exposed Person?"], ja="外国PEPsへの該当",
                ko="정치적 주요인물 해당 여부", zh="是否为政治公众人物", zht="是否為政治人物",
                th="บุคคลที่มีสถานภาพทางการเมือง", vi="Người có ảnh hưởng chính trị", ms="Individu Berpengaruh Politik",
                id="Orang yang Populer secara Politis"),
    "tin": dict(en=["Tax Identification Number (TIN)", "TIN", "Tax ID No.", "Taxpayer ID"], ja="納税者番号",
                ko="납세자번호", zh="纳税人识别号", zht="稅籍編號", th="เลขประจำตัวผู้เสียภาษี", vi="Mã số thuế",
                ms="No. Cukai Pendapatan", id="NPWP"),
    "phone": dict(en=["Mobile", "Tel.", "Phone", "Contact No."], ja="電話番号", ko="휴대전화", zh="手机号码",
                  zht="聯絡電話", th="โทรศัพท์", vi="Điện thoại", ms="No. Telefon", id="No. Telepon"),
    "email": dict(en=["E-mail", "Email Address"], ja="メールアドレス", ko="이메일", zh="电子邮箱", zht="電郵地址",
                  th="อีเมล", vi="Email", ms="E-mel", id="Surel"),
    "marital": dict(en=["Marital Status", "Civil Status"], ja="婚姻状況", ko="혼인여부", zh="婚姻状况",
                    zht="婚姻狀況", th="สถานภาพสมรส", vi="Tình trạng hôn nhân", ms="Taraf Perkahwinan",
                    id="Status Perkawinan"),
    "app_no": dict(en=["Application No.", "Application Ref.", "Loan Application No.", "Reference No."],
                   ja="申込番号", ko="신청번호", zh="申请编号", zht="申請編號", th="เลขที่ใบคำขอ", vi="Số hồ sơ",
                   ms="No. Permohonan", id="No. Aplikasi"),
    "emp_start": dict(en=["Date Joined", "Employment Start Date", "Employed Since", "Date of Joining"],
                      ja="入社年月日", ko="입사일", zh="入职日期", zht="到職日期", th="วันที่เริ่มงาน",
                      vi="Ngày bắt đầu làm việc", ms="Tarikh Mula Bekerja", id="Mulai Bekerja"),
    "loan_amount": dict(en=["Loan Amount Applied", "Loan Amount", "Amount Requested", "Financing Amount"],
                        ja="借入希望額", ko="신청금액", zh="申请贷款金额", zht="申請貸款金額", th="วงเงินกู้ที่ขอ",
                        vi="Số tiền vay", ms="Jumlah Pinjaman", id="Jumlah Kredit"),
    "purpose": dict(en=["Purpose of Loan", "Loan Purpose", "Purpose"], ja="資金使途", ko="대출용도", zh="贷款用途",
                    zht="貸款用途", th="วัตถุประสงค์", vi="Mục đích vay", ms="Tujuan Pinjaman", id="Tujuan Kredit"),
    "term": dict(en=["Loan Tenure", "Term", "Repayment Period", "Tenor"], ja="借入期間", ko="대출기간",
                 zh="贷款期限", zht="貸款期限", th="ระยะเวลากู้", vi="Thời hạn vay", ms="Tempoh Pinjaman",
                 id="Jangka Waktu"),
    "rate": dict(en=["Interest Rate", "Rate (p.a.)", "Indicative Rate", "Interest rate % p.a."], ja="適用金利",
                 ko="금리", zh="贷款利率", zht="利率", th="อัตราดอกเบี้ย", vi="Lãi suất", ms="Kadar Faedah",
                 id="Suku Bunga"),
    "prop_address": dict(en=["Property Address", "Address of Property", "Collateral Address",
                             "Address of property to be mortgaged"], ja="物件所在地", ko="담보물 소재지",
                         zh="房产地址", zht="物業地址", th="ที่ตั้งหลักประกัน", vi="Địa chỉ tài sản",
                         ms="Alamat Hartanah", id="Alamat Agunan"),
    "prop_value": dict(en=["Purchase Price", "Property Value", "Valuation", "Market Value"], ja="物件価格",
                       ko="담보가액", zh="房屋总价", zht="成交價", th="ราคาทรัพย์", vi="Giá trị tài sản",
                       ms="Harga Belian", id="Nilai Agunan"),
}

LANG_OF = {code: C[code]["lang"] for code in C}


def label(rng: random.Random, key: str, lang: str, mode: str) -> str:
    d = L[key]
    en = rng.choice(d["en"])
    loc = d.get(lang) if lang != "en" else None
    if not loc or mode == "en":
        return E(en)
    if mode == "local":
        return E(loc)
    if mode == "local/en":
        return f"{E(loc)} / {E(en)}"
    if mode == "en/local":
        return f"{E(en)} / {E(loc)}"
    return f"{E(loc)}<br><span class='sm'>{E(en)}</span>"


def pick_label_mode(rng: random.Random, lang: str) -> str:
    if lang == "en":
        return "en"
    latin = lang in ("ms", "id", "vi")
    return rng.choices(["en", "local", "local/en", "en/local", "stack"],
                       [1, 3 if latin else 1, 4, 2, 3])[0]


# ----------------------------------------------------------------------------------------------
# rendering of label/value items

def val(v: str) -> str:
    return f"<span class='v'>{v}</span>"


def render_items(rng: random.Random, items: list, mode: str) -> str:
    """items: (label_html, value_html) pairs; value_html '' = blank caption."""
    if mode == "colon":
        sep = rng.choice([":", ":", " :", "："])
        return "".join(f"<div class='kv'><span class='l'>{lb}{sep}</span> {val(v)}</div>" for lb, v in items)
    if mode == "leader":
        return "".join(f"<div class='kv'><span class='l'>{lb}</span> <span class='dots'>{'.' * rng.randint(6, 18)}</span> {val(v)}</div>"
                       for lb, v in items)
    if mode == "below":
        return "".join(f"<div class='blw'><div class='cap'>{lb}</div><div class='bv'>{val(v) if v else '&nbsp;'}</div></div>"
                       for lb, v in items)
    if mode == "boxes":
        wide = " style='width:97%'"
        cells = "".join(f"<div class='bx'{wide if '<br>' in v or len(v) > 60 else ''}><div class='cap'>{lb}</div>"
                        f"<div>{val(v) if v else '&nbsp;'}</div></div>" for lb, v in items)
        return f"<div class='grid'>{cells}</div>"
    if mode == "table2":
        rows = "".join(f"<tr><th>{lb}</th><td>{val(v)}</td></tr>" for lb, v in items)
        return f"<table class='t'>{rows}</table>"
    if mode == "table4":
        rows = []
        for i in range(0, len(items), 2):
            pair = items[i:i + 2]
            cells = "".join(f"<th>{lb}</th><td>{val(v)}</td>" for lb, v in pair)
            if len(pair) == 1:
                cells += "<th></th><td></td>"
            rows.append(f"<tr>{cells}</tr>")
        return f"<table class='t'>{''.join(rows)}</table>"
    if mode == "hdr":
        out = []
        for i in range(0, len(items), 4):
            chunk = items[i:i + 4]
            out.append("<table class='t'><tr>" + "".join(f"<th>{lb}</th>" for lb, _ in chunk) + "</tr><tr>" +
                       "".join(f"<td>{val(v)}</td>" for _, v in chunk) + "</tr></table>")
        return "".join(out)
    raise ValueError(mode)


def section(rng: random.Random, title: str, items: list, modes: list[str], numbered: str = "") -> str:
    mode = rng.choice(modes)
    return f"<div class='sec'><div class='st'>{numbered}{title}</div>{render_items(rng, items, mode)}</div>"


def checks(rng: random.Random, options: list[str], selected: int, style: str | None = None) -> str:
    style = style or rng.choice(["brackets", "boxes", "tick"])
    out = []
    for i, o in enumerate(options):
        on = i == selected
        if style == "brackets":
            out.append(f"[{'X' if on else ' '}] {o}")
        elif style == "boxes":
            out.append(f"{'☒' if on else '☐'} {o}")
        else:
            out.append(f"{'☑' if on else '☐'} {o}")
    return "&nbsp;&nbsp; ".join(out)


def css(rng: random.Random, mono: bool = False) -> str:
    font = "'DejaVu Sans Mono', 'Courier New', monospace" if mono else rng.choice(
        ["'DejaVu Sans', Arial, sans-serif", "'DejaVu Serif', Georgia, serif", "'Liberation Sans', Helvetica, sans-serif",
         "'Noto Sans CJK JP', 'DejaVu Sans', sans-serif"])
    size = rng.choice([9.5, 10, 10.5, 11]) if not mono else rng.choice([9, 9.5, 10])
    accent = rng.choice(["#123a6b", "#7a1020", "#0b5a3c", "#333", "#5a2d82", "#b35c00"])
    fill = rng.choice(["#000", "#0a2a8a", "#111"])
    return f"""<style>
@page {{ size: A4; margin: {rng.choice([12, 14, 16, 18])}mm; }}
body {{ font-family: {font}; font-size: {size}pt; color: #111; font-variant-ligatures: none; font-feature-settings: 'liga' 0; }}
.nw {{ white-space: nowrap; }}
.page + .page {{ page-break-before: always; }}
.hd {{ border-bottom: 2px solid {accent}; margin-bottom: 8px; padding-bottom: 4px; }}
.bank {{ font-size: 1.5em; font-weight: bold; color: {accent}; }}
.small, .sm {{ font-size: 0.78em; color: #444; }}
.title {{ font-size: 1.25em; font-weight: bold; text-align: center; margin: 8px 0; }}
.sec {{ margin: 7px 0; }}
.st {{ background: {accent}; color: #fff; padding: 2px 5px; font-weight: bold; margin-bottom: 3px; }}
.kv {{ margin: 2px 0; }}
.l {{ color: #333; }}
.v {{ color: {fill}; font-weight: {rng.choice(['normal', 'bold', '600'])}; }}
.dots {{ color: #999; }}
.cap {{ font-size: 0.78em; color: #555; }}
.blw {{ margin: 3px 0 5px 0; }}
.bv {{ border-bottom: 1px solid #999; min-height: 1.1em; }}
.grid {{ display: flex; flex-wrap: wrap; }}
.bx {{ border: 1px solid #777; padding: 2px 4px; margin: -1px 0 0 -1px; width: {rng.choice(['46%', '30%', '47%'])}; min-height: 2.2em; }}
table.t {{ border-collapse: collapse; width: 100%; margin: 2px 0; }}
table.t th, table.t td {{ border: 1px solid #888; padding: 2px 4px; text-align: left; vertical-align: top; }}
table.t th {{ background: #eef; font-weight: normal; font-size: 0.9em; }}
.mono {{ font-family: 'DejaVu Sans Mono', 'Courier New', monospace; white-space: pre-wrap; }}
.mrz {{ font-family: 'DejaVu Sans Mono', 'OCR B', monospace; font-size: 11pt; margin-top: 8px; }}
.stamp {{ border: 2px solid #b00; color: #b00; display: inline-block; padding: 2px 8px; font-weight: bold; }}
.ft {{ border-top: 1px solid #aaa; margin-top: 14px; font-size: 0.75em; color: #555; }}
.pp {{ border: 1px solid #555; border-radius: 8px; padding: 10px; margin-top: 10px; }}
p {{ margin: 5px 0; }}
</style>"""


def page_doc(rng: random.Random, pages: list[str], mono: bool = False, title: str = "Document") -> str:
    body = "".join(f"<div class='page'>{p}</div>" for p in pages)
    return (f"<!DOCTYPE html><html><head><meta charset='utf-8'><title>{_html.escape(title)}</title>{css(rng, mono)}</head>"
            f"<body>{body}</body></html>")


def footer(rng: random.Random, bank: dict, page: int | None = None, total: int | None = None) -> str:
    reg = rng.choice([f"Company Reg. No. {rng.randint(190000000, 202499999)}{rng.choice('KMNWZ')}",
                      f"Registered in {C[bank['country']]['title']} No. {rng.randint(10000, 999999)}",
                      f"Licensed bank. SWIFT {bank['bic']}", f"Form {rng.choice(['AO', 'KYC', 'HL', 'TF'])}-{rng.randint(100, 999)} (Rev. {rng.randint(1, 12):02d}/{rng.randint(2019, 2025)})"])
    pg = f" &nbsp; Page {page} of {total}" if page else ""
    return f"<div class='ft'>{E(bank['name'])} &middot; {E(', '.join(bank['addr']))} &middot; {E(reg)}{pg}</div>"


def letterhead(rng: random.Random, bank: dict, local_title: str = "") -> str:
    branch = rng.choice(["Head Office", "Main Branch", "Orchard Branch", "Central Branch", "Trade Finance Centre",
                         "Retail Banking Division", "Personal Banking"])
    return (f"<div class='hd'><span class='bank'>{E(bank['name'])}</span> {E(local_title)}<br>"
            f"<span class='small'>{E(branch)} &middot; {E(', '.join(bank['addr']))} &middot; Tel {tel(rng, bank['country'])}</span></div>")


def tel(rng: random.Random, code: str) -> str:
    cc = {"JPN": "81", "KOR": "82", "CHN": "86", "TWN": "886", "HKG": "852", "SGP": "65", "MYS": "60", "THA": "66",
          "VNM": "84", "IDN": "62", "PHL": "63"}[code]
    r = rng.randint
    return rng.choice([f"+{cc} {r(2, 99)} {r(1000, 9999)} {r(1000, 9999)}", f"+{cc}-{r(10, 99)}-{r(1000, 9999)}-{r(1000, 9999)}",
                       f"0{r(10, 99)}-{r(100, 9999)}-{r(1000, 9999)}", f"+{cc} {r(8000, 9999)} {r(1000, 9999)}"])


# ----------------------------------------------------------------------------------------------
# identity documents and the ICAO 9303 MRZ

def _cd(s: str) -> str:
    tot = 0
    for i, ch in enumerate(s):
        v = int(ch) if ch.isdigit() else (0 if ch == "<" else ord(ch) - 55)
        tot += v * (7, 3, 1)[i % 3]
    return str(tot % 10)


def _mrz_name(s: str) -> str:
    return re.sub(r"[^A-Z<]", "", s.upper().replace("-", "<").replace(" ", "<").replace(",", ""))


def mrz_td3(issuer: str, surname: str, given: str, number: str, nat: str, dob: date, sex: str, exp: date) -> list[str]:
    nm = _mrz_name(surname) + ("<<" + _mrz_name(given) if given else "")
    l1 = ("P<" + issuer + nm + "<" * 44)[:44]
    num = (re.sub(r"[^A-Z0-9]", "", number.upper()) + "<" * 9)[:9]
    d1, d2 = fmt_date(dob, "swift"), fmt_date(exp, "swift")
    opt = "<" * 14
    body = num + _cd(num) + nat + d1 + _cd(d1) + (sex if sex in "MF" else "<") + d2 + _cd(d2) + opt + _cd(opt)
    comp = _cd(num + _cd(num) + d1 + _cd(d1) + d2 + _cd(d2) + opt + _cd(opt))
    return [l1, body + comp]


def passport_number(rng: random.Random, code: str) -> str:
    L_ = "ABCDEFGHJKLMNPRSTUVWXYZ"
    r = rng.randint
    return {"JPN": lambda: rng.choice(["TK", "TZ", "MU", "TR"]) + f"{r(0, 9999999):07d}",
            "KOR": lambda: rng.choice("MS") + f"{r(0, 99999999):08d}",
            "CHN": lambda: "E" + rng.choice(L_) + f"{r(0, 9999999):07d}",
            "TWN": lambda: f"{r(300000000, 399999999)}",
            "HKG": lambda: "K" + f"{r(0, 99999999):08d}",
            "SGP": lambda: rng.choice("EK") + f"{r(0, 9999999):07d}" + rng.choice(L_),
            "MYS": lambda: rng.choice("AH") + f"{r(0, 99999999):08d}",
            "THA": lambda: rng.choice(["AA", "AB", "AC"]) + f"{r(0, 9999999):07d}",
            "VNM": lambda: rng.choice("CBN") + f"{r(0, 9999999):07d}",
            "IDN": lambda: rng.choice(["B", "C", "X"]) + f"{r(0, 9999999):07d}",
            "PHL": lambda: "P" + f"{r(0, 9999999):07d}" + rng.choice("ABC")}[code]()


def national_id(rng: random.Random, code: str, dob: date, sex: str) -> tuple[str, str]:
    """(card name, number as printed)."""
    r = rng.randint
    yy, mmdd = f"{dob.year % 100:02d}", f"{dob.month:02d}{dob.day:02d}"
    if code == "SGP":
        return "NRIC", rng.choice("ST") + f"{r(0, 9999999):07d}" + rng.choice("ABCDEFGHIZJ")
    if code == "MYS":
        return "MyKad", f"{yy}{mmdd}-{r(1, 16):02d}-{r(1000, 9999)}"
    if code == "HKG":
        return "HKID Card", rng.choice("ACDEGKPRVZ") + f"{r(100000, 999999)}({r(0, 9)})"
    if code == "TWN":
        return "National ID Card", rng.choice("ABFHKLST") + ("1" if sex == "M" else "2") + f"{r(0, 99999999):08d}"
    if code == "KOR":
        s = (1 if sex == "M" else 2) + (2 if dob.year >= 2000 else 0)
        return "Resident Registration Card", f"{yy}{mmdd}-{s}{r(0, 999999):06d}"
    if code == "CHN":
        core = f"{r(110101, 650000)}{dob.year}{mmdd}{r(0, 999):03d}"
        return "Resident Identity Card", core + rng.choice("0123456789X")
    if code == "THA":
        d = f"{r(1, 8)}{r(0, 999999999999):012d}"
        return "Thai National ID Card", f"{d[0]} {d[1:5]} {d[5:10]} {d[10:12]} {d[12]}"
    if code == "VNM":
        return "Citizen Identity Card (CCCD)", f"0{r(1, 96):02d}{r(0, 999999999):09d}"
    if code == "IDN":
        return "KTP (e-KTP)", f"{r(1101, 9471)}{r(10, 99)}{dob.day + (40 if sex == 'F' else 0):02d}{dob.month:02d}{yy}{r(1, 9999):04d}"
    if code == "PHL":
        return "PhilSys National ID", f"{r(1000, 9999)}-{r(1000, 9999)}-{r(1000, 9999)}-{r(1000, 9999)}"
    return "My Number Card", f"{r(1000, 9999)} {r(1000, 9999)} {r(1000, 9999)}"  # JPN


def tin_for(rng: random.Random, code: str, id_no: str | None) -> str:
    r = rng.randint
    if code in ("SGP", "HKG", "TWN", "CHN") and id_no and rng.random() < 0.6:
        return id_no
    return {"JPN": lambda: f"{r(1000, 9999)}{r(1000, 9999)}{r(1000, 9999)}",
            "KOR": lambda: f"{r(100, 999)}-{r(10, 99)}-{r(10000, 99999)}",
            "CHN": lambda: f"91{r(110000, 659999)}MA{r(10000000, 99999999)}",
            "TWN": lambda: f"{r(10000000, 99999999)}",
            "HKG": lambda: f"{r(1000, 9999)} {r(1000, 9999)} {r(1000, 9999)}",
            "SGP": lambda: f"S{r(1000000, 9999999)}{rng.choice('ABCDZ')}",
            "MYS": lambda: f"IG {r(100000000, 999999999)}0{r(10, 99)}",
            "THA": lambda: f"{r(1000000000000, 9999999999999)}",
            "VNM": lambda: f"{r(1000000000, 9999999999)}",
            "IDN": lambda: f"{r(10, 99)}.{r(100, 999)}.{r(100, 999)}.{r(1, 9)}-{r(100, 999)}.{r(100, 999)}",
            "PHL": lambda: f"{r(100, 999)}-{r(100, 999)}-{r(100, 999)}-000"}[code]()


PASSPORT_LBL = {
    "ja": dict(t="日本国旅券 JAPAN PASSPORT", sur="姓/Surname", giv="名/Given name", nat="国籍/Nationality",
               dob="生年月日/Date of birth", sex="性別/Sex", no="旅券番号/Passport No.", iss="発行年月日/Date of issue",
               exp="有効期間満了日/Date of expiry", auth="発行官庁/Authority", auth_v="MINISTRY OF FOREIGN AFFAIRS"),
    "ko": dict(t="대한민국 여권 REPUBLIC OF KOREA PASSPORT", sur="성/Surname", giv="이름/Given names",
               nat="국적/Nationality", dob="생년월일/Date of birth", sex="성별/Sex", no="여권번호/Passport No.",
               iss="발급일/Date of issue", exp="기간만료일/Date of expiry", auth="발행관청/Authority",
               auth_v="MINISTRY OF FOREIGN AFFAIRS"),
    "zh": dict(t="中华人民共和国护照 PASSPORT", sur="姓/Surname", giv="名/Given names", nat="国籍/Nationality",
               dob="出生日期/Date of birth", sex="性别/Sex", no="护照号/Passport No.", iss="签发日期/Date of issue",
               exp="有效期至/Date of expiry", auth="签发机关/Authority", auth_v="NATIONAL IMMIGRATION ADMINISTRATION"),
    "zht": dict(t="護照 PASSPORT", sur="姓/Surname", giv="名/Given names", nat="國籍/Nationality",
                dob="出生日期/Date of birth", sex="性別/Sex", no="護照號碼/Passport No.", iss="發照日期/Date of issue",
                exp="效期截止日期/Date of expiry", auth="發照機關/Authority", auth_v="IMMIGRATION DEPARTMENT"),
    "th": dict(t="หนังสือเดินทาง PASSPORT", sur="นามสกุล/Surname", giv="ชื่อ/Name", nat="สัญชาติ/Nationality",
               dob="วันเกิด/Date of birth", sex="เพศ/Sex", no="เลขที่หนังสือเดินทาง/Passport No.",
               iss="วันออก/Date of issue", exp="วันหมดอายุ/Date of expiry", auth="ออกให้โดย/Authority",
               auth_v="MINISTRY OF FOREIGN AFFAIRS"),
    "vi": dict(t="HỘ CHIẾU / PASSPORT", sur="Họ/Surname", giv="Chữ đệm và tên/Given names", nat="Quốc tịch/Nationality",
               dob="Ngày sinh/Date of birth", sex="Giới tính/Sex", no="Số hộ chiếu/Passport No.",
               iss="Ngày cấp/Date of issue", exp="Có giá trị đến/Date of expiry", auth="Nơi cấp/Place of issue",
               auth_v="CUC QUAN LY XUAT NHAP CANH"),
    "ms": dict(t="PASPORT MALAYSIA / PASSPORT", sur="Nama/Name", giv="", nat="Warganegara/Nationality",
               dob="Tarikh lahir/Date of birth", sex="Jantina/Sex", no="No. Pasport/Passport No.",
               iss="Tarikh dikeluarkan/Date of issue", exp="Tarikh tamat tempoh/Date of expiry",
               auth="Pejabat pengeluar/Issuing office", auth_v="IMIGRESEN KUALA LUMPUR"),
    "id": dict(t="PASPOR REPUBLIK INDONESIA", sur="Nama Lengkap/Full Name", giv="", nat="Kewarganegaraan/Nationality",
               dob="Tgl. Lahir/Date of birth", sex="Jenis Kelamin/Sex", no="No. Paspor/Passport No.",
               iss="Tgl. Pengeluaran/Date of issue", exp="Tgl. Habis Berlaku/Date of expiry",
               auth="Kantor yang mengeluarkan/Issuing office", auth_v="KANIM JAKARTA SELATAN"),
    "en": dict(t="PASSPORT", sur="Surname", giv="Given names", nat="Nationality", dob="Date of birth", sex="Sex",
               no="Passport No.", iss="Date of issue", exp="Date of expiry", auth="Authority",
               auth_v="IMMIGRATION AUTHORITY"),
}


def passport_page(rng: random.Random, P: dict) -> str:
    """The copy of a passport data page: visual zone plus the two-line MRZ."""
    code = P["id_country"]
    lb = PASSPORT_LBL.get(C[code]["lang"], PASSPORT_LBL["en"])
    nf = P["nf_pass"]
    ds = rng.choice(["d_mon_y", "d_mon_y", "dmony"])
    rows = [("Type/Code", f"P &nbsp;&nbsp; {code}")]
    if nf["style"] == "single" or not lb["giv"]:
        whole = nf["truth"] if nf["style"] == "single" else f"{nf['given']} {nf['sur']}"
        rows.append((lb["sur"], E(whole.upper())))
    else:
        rows += [(lb["sur"], E(nf["sur"].upper())), (lb["giv"], E(nf["given"].upper()))]
    rows += [(lb["nat"], E(C[P["nationality"]]["name"] if rng.random() < 0.7 else C[P["nationality"]]["adj"].upper())),
             (lb["dob"], fmt_date(P["dob"], ds)), (lb["sex"], P["sex"] or "X"),
             (lb["no"], E(P["id_no"])), (lb["iss"], fmt_date(P["id_issue"], ds)),
             (lb["exp"], fmt_date(P["id_expiry"], ds)), (lb["auth"], E(lb["auth_v"]))]
    if rng.random() < 0.5:
        rows.insert(4, ("Place of birth", E(rng.choice(["TOKYO", "SEOUL", "SHANGHAI", "TAIPEI", "HONG KONG",
                                                        "SINGAPORE", "PENANG", "BANGKOK", "HA NOI", "JAKARTA",
                                                        "CEBU", "OSAKA", "BUSAN"]))))
    vis = "".join(f"<div class='kv'><span class='cap'>{E(a) if '<' not in a else a}</span><br>{val(b)}</div>"
                  for a, b in rows)
    if nf["style"] == "single":
        sur, giv = nf["truth"], ""
    else:
        sur, giv = nf["sur"], nf["given"]
    mrz = mrz_td3(code, sur, giv, P["id_no"], P["nationality"], P["dob"], P["sex"] or "<", P["id_expiry"])
    stamp = rng.choice(["", "<span class='stamp'>CERTIFIED TRUE COPY</span>", "<span class='stamp'>COPY</span>",
                        "<span class='stamp'>ORIGINAL SIGHTED</span>"])
    head = rng.choice(["Copy of passport (data page)", "Identity document copy / 本人確認書類写し",
                       "Attachment: Passport bio-data page", "ID Verification - Passport"])
    return (f"<div class='small'>{E(head)}</div><div class='pp'><div class='st'>{E(lb['t'])}</div>"
            f"<div style='columns:2'>{vis}</div>"
            f"<div class='mrz'>{E(mrz[0])}<br>{E(mrz[1])}</div></div>{stamp}"
            f"<p class='small'>Verified by: {E(rng.choice(['Officer', 'CSO', 'RM']))} {rng.randint(1000, 9999)} &nbsp; "
            f"Date: {fmt_date(P['signed'], 'iso')}</p>")


def id_card_page(rng: random.Random, P: dict) -> str:
    code = P["id_country"]
    nf = P["nf_pass"]
    name = nf["truth"] if nf["style"] == "single" else (
        f"{nf['given']} {nf['sur']}" if rng.random() < 0.5 else None)
    ds = rng.choice(["slash_ymd", "dot_ymd", "d_mon_y", "dmy_slash", "iso"])
    rows = [(E(P["id_card"]), "")]
    if name:
        rows.append(("Name", E(name)))
    else:
        rows += [("Surname", E(nf["sur"])), ("Given Name", E(nf["given"]))]
    rows += [("No.", E(P["id_no"])), ("Date of Birth", fmt_date(P["dob"], ds))]
    if P["sex"]:
        rows.append(("Sex", P["sex"]))
    rows.append(("Date of Expiry" if rng.random() < 0.7 else "Valid Thru", fmt_date(P["id_expiry"], ds)))
    body = "".join(f"<div class='kv'><span class='cap'>{a}</span> {val(b)}</div>" for a, b in rows)
    return (f"<div class='small'>Photocopy of identity card ({E(C[code]['title'])}) - front</div>"
            f"<div class='pp' style='width:60%'>{body}</div>"
            f"<p class='small'>Copy certified against original by branch staff.</p>")


# ----------------------------------------------------------------------------------------------
# KYC

SOF = ["employment", "business", "investments", "inheritance", "pension", "other"]
SOF_TEXT = {"employment": ["Salary", "Employment income", "Salary / Wages"],
            "business": ["Business income", "Business proceeds", "Own business"],
            "investments": ["Investment income", "Investments / dividends", "Return on investments"],
            "inheritance": ["Inheritance", "Inheritance / gift"],
            "pension": ["Pension", "Retirement pension", "Pension / annuity"],
            "other": ["Others", "Other (sale of property)", "Other"]}
SOF_LOCAL = {"ja": ["給与", "事業収入", "投資", "相続", "年金", "その他"], "ko": ["근로소득", "사업소득", "투자", "상속", "연금", "기타"],
             "zh": ["工资", "经营收入", "投资", "继承", "养老金", "其他"], "zht": ["薪金", "營業收入", "投資", "繼承", "退休金", "其他"],
             "ms": ["Gaji", "Perniagaan", "Pelaburan", "Warisan", "Pencen", "Lain-lain"],
             "id": ["Gaji", "Usaha", "Investasi", "Warisan", "Pensiun", "Lainnya"],
             "vi": ["Lương", "Kinh doanh", "Đầu tư", "Thừa kế", "Lương hưu", "Khác"],
             "th": ["เงินเดือน", "ธุรกิจ", "การลงทุน", "มรดก", "บำนาญ", "อื่นๆ"]}
OCCS = [("Software Engineer", True), ("Accountant", True), ("Sales Manager", True), ("Nurse", True),
        ("Civil Engineer", True), ("Teacher", True), ("Marketing Executive", True), ("Financial Analyst", True),
        ("Pharmacist", True), ("Operations Manager", True), ("Business Owner", False), ("Self-employed trader", False),
        ("Retired", False), ("Homemaker", False), ("Director", True), ("Physician", True)]
INCOME = {"JPY": (3_500_000, 18_000_000), "KRW": (35_000_000, 150_000_000), "CNY": (120_000, 900_000),
          "TWD": (600_000, 3_500_000), "HKD": (250_000, 2_400_000), "SGD": (45_000, 400_000),
          "MYR": (48_000, 480_000), "THB": (360_000, 4_000_000), "VND": (180_000_000, 1_800_000_000),
          "IDR": (90_000_000, 1_500_000_000), "PHP": (480_000, 6_000_000), "USD": (30_000, 300_000)}
RESIDE_ABROAD = {"MYS": "SGP", "IDN": "SGP", "PHL": "HKG", "VNM": "JPN", "CHN": "HKG", "KOR": "SGP", "THA": "JPN",
                 "JPN": "SGP", "TWN": "HKG", "SGP": "HKG", "HKG": "SGP"}


def kyc_person(rng: random.Random) -> dict:
    nat = rng.choice(CODES)
    res = nat if rng.random() < 0.8 else RESIDE_ABROAD[nat]
    p = make_person(rng, nat)
    dob = rand_date(rng, date(1952, 1, 1), date(2003, 12, 31))
    if res == nat and rng.random() < 0.55:
        idt = "national_id"
        card, idno = national_id(rng, nat, dob, p["sex"])
    else:
        idt, card, idno = "passport", "Passport", passport_number(rng, nat)
    signed = rand_date(rng, date(2023, 1, 1), date(2026, 3, 31))
    issue = rand_date(rng, signed - timedelta(days=3400), signed - timedelta(days=30))
    expiry = issue + timedelta(days=rng.choice([3652, 3651, 3650, 3652]))
    if expiry < signed + timedelta(days=60):
        expiry = issue + timedelta(days=3652 + 1826)
    occ, employed = rng.choice(OCCS)
    employer = make_company(rng, res) if employed and rng.random() < 0.93 else None
    if occ == "Retired":
        sof = rng.choice(["pension", "investments"])
    elif occ == "Homemaker":
        sof = rng.choice(["other", "inheritance", "investments"])
    elif not employed:
        sof = "business"
    else:
        sof = rng.choices(SOF, [8, 1, 2, 1, 0, 1])[0]
    cur = C[res]["cur"] if rng.random() < 0.9 else "USD"
    lo, hi = INCOME[cur]
    monthly = rng.random() < 0.35
    if monthly:
        m = round(rng.uniform(lo / 12, hi / 12), -2 if cur not in ("VND", "IDR", "KRW") else -4)
        annual = float(m * 12)
    else:
        m = None
        annual = float(round(rng.uniform(lo, hi), -3))
    nf = name_forms(rng, p)
    sex = p["sex"]
    if rng.random() < 0.03:
        sex = "X"
    P = dict(person=p, nf=nf, nf_pass=nf, dob=dob, sex=sex, nationality=nat, residence=res, id_type=idt,
             id_card=card, id_no=idno, id_country=nat, id_expiry=expiry, id_issue=issue,
             addr=make_address(rng, res), occupation=occ, employer=employer, income_cur=cur, annual=annual,
             monthly=m, sof=sof, pep=rng.random() < 0.12, signed=signed,
             tin=tin_for(rng, res, idno if idt == "national_id" else None) if rng.random() < 0.6 else None,
             phone=tel(rng, res), email=None)
    return P


def kyc_truth(P: dict, addr_truth: str, sex_stated: bool) -> dict:
    return dict(full_name=P["nf"]["truth"], date_of_birth=iso(P["dob"]), sex=P["sex"] if sex_stated else None,
                nationality=P["nationality"], id_document_type=P["id_type"], id_document_number=P["id_no"],
                id_issuing_country=P["id_country"], id_expiry_date=iso(P["id_expiry"]),
                residential_address=addr_truth, country_of_residence=P["residence"], occupation=P["occupation"],
                employer_name=P["employer"], annual_income=P["annual"], income_currency=P["income_cur"],
                source_of_funds=P["sof"], is_pep=P["pep"], tax_identification_number=P["tin"])


def country_text(rng: random.Random, code: str, kind: str = "any") -> str:
    c = C[code]
    opts = [c["name"], c["title"], code, f"{c['title']} ({code})"]
    if kind == "nat":
        opts += [c["adj"], c["adj"].upper()]
        if code == "HKG":
            opts = [c["title"], code]
    if c["lang"] != "en" and c["local"] != c["title"]:
        opts.append(f"{c['local']} {c['title']}")
    return rng.choice(opts)


def sex_text(rng: random.Random, sex: str, lang: str) -> str:
    loc = {"ja": ("男", "女"), "ko": ("남", "여"), "zh": ("男", "女"), "zht": ("男", "女"), "vi": ("Nam", "Nữ"),
           "ms": ("Lelaki", "Perempuan"), "id": ("Laki-laki", "Perempuan"), "th": ("ชาย", "หญิง")}.get(lang)
    if sex == "X":
        return "X"
    en = rng.choice([("M", "F"), ("Male", "Female"), ("MALE", "FEMALE")])
    i = 0 if sex == "M" else 1
    if loc and rng.random() < 0.4:
        return f"{loc[i]} / {en[i]}"
    if rng.random() < 0.3:
        return checks(rng, ["Male", "Female"], i)
    return en[i]


def kyc_items(rng: random.Random, P: dict, lang: str, lm: str, sex_stated: bool, addr_mode: str | None = None):
    """Common KYC label/value material; returns dict of sections (lists of items) and the address truth."""
    ds = P["ds"]
    lb = lambda k: label(rng, k, lang, lm)  # noqa: E731
    nf = P["nf"]
    personal = []
    if nf["style"] == "fields":
        personal += [(lb("surname"), E(nf["sur"])), (lb("given"), E(nf["given"]))]
    else:
        personal.append((lb("name"), E(nf["text"] or nf["truth"])))
    if rng.random() < 0.4:
        personal.append(("Title", rng.choice(["Mr." if P["sex"] == "M" else "Ms.", "Dr."])))
    personal.append((lb("dob"), fmt_date(P["dob"], ds)))
    if sex_stated:
        personal.append((lb("sex"), sex_text(rng, P["sex"], lang)))
    if rng.random() < 0.4:
        personal.append((lb("pob"), E(rng.choice(["Tokyo", "Seoul", "Shanghai", "Taipei", "Hong Kong", "Singapore",
                                                  "Ipoh", "Chiang Mai", "Da Nang", "Bandung", "Davao"]))))
    personal.append((lb("nationality"), E(country_text(rng, P["nationality"], "nat"))))
    if rng.random() < 0.5:
        personal.append((lb("marital"), rng.choice(["Single", "Married", "Divorced", "Widowed"])))
    ident = []
    idtype_txt = P["id_card"] if P["id_type"] == "national_id" else rng.choice(["Passport", "PASSPORT", "International Passport"])
    if rng.random() < 0.5:
        opts = ["Passport", "National ID", "Others"]
        ident.append((lb("id_type"), checks(rng, opts, 0 if P["id_type"] == "passport" else 1) +
                      (f" ({E(P['id_card'])})" if P["id_type"] == "national_id" else "")))
    else:
        ident.append((lb("id_type"), E(idtype_txt)))
    ident.append((lb("id_no"), E(P["id_no"])))
    ident.append((lb("issuer"), E(country_text(rng, P["id_country"]))))
    if rng.random() < 0.5:
        ident.append((lb("issue"), fmt_date(P["id_issue"], ds)))
    ident.append((lb("expiry"), fmt_date(P["id_expiry"], ds)))
    a_html, a_truth = render_addr(rng, P["addr"], addr_mode)
    addr = [(lb("address"), a_html)]
    if rng.random() < 0.35:
        prev = make_address(rng, P["residence"])
        addr.append((lb("prev_address"), render_addr(rng, prev)[0]))
    elif rng.random() < 0.3:
        addr.append((lb("prev_address"), rng.choice(["", "Same as above", "N/A"])))
    addr.append((lb("residence"), E(country_text(rng, P["residence"]))))
    addr.append((lb("phone"), E(P["phone"])))
    if rng.random() < 0.5:
        addr.append((lb("email"), E(f"{(nf['given'] or 'user').split()[0].lower().replace('-', '')}{rng.randint(1, 99)}@{rng.choice(['gmail.com', 'yahoo.co.jp', 'naver.com', 'outlook.com', 'qq.com'])}")))
    emp = [(lb("occupation"), E(P["occupation"]))]
    emp.append((lb("employer"), E(P["employer"]) if P["employer"] else rng.choice(["", "N/A", "—", "Not applicable", "-"])))
    if P["employer"] and rng.random() < 0.5:
        emp.append(("Employer address", E(", ".join(make_address(rng, P["residence"], False)[-2:]))))
    if P["monthly"] is not None:
        emp.append((lb("income_m"), E(fmt_money(rng, P["monthly"], P["income_cur"]))))
        if rng.random() < 0.4:
            emp.append((lb("income_y"), rng.choice(["", "—"])))
    else:
        emp.append((lb("income_y"), E(fmt_money(rng, P["annual"], P["income_cur"]))))
    if rng.random() < 0.3:
        emp.append(("Estimated net worth", E(fmt_money(rng, P["annual"] * rng.randint(3, 20), P["income_cur"]))))
    sof_opts = SOF_LOCAL.get(lang)
    i = SOF.index(P["sof"])
    if rng.random() < 0.55:
        if sof_opts and rng.random() < 0.5:
            names = [f"{a}/{b}" for a, b in zip(sof_opts, ["Salary", "Business", "Investment", "Inheritance",
                                                           "Pension", "Others"])]
        else:
            names = ["Salary", "Business", "Investment", "Inheritance", "Pension", "Others"]
        sof_v = checks(rng, names, i)
    else:
        sof_v = E(rng.choice(SOF_TEXT[P["sof"]]))
    emp.append((lb("sof"), sof_v))
    decl = [(lb("pep"), checks(rng, ["Yes", "No"], 0 if P["pep"] else 1) if rng.random() < 0.7 else ("YES" if P["pep"] else "NO"))]
    if P["pep"] and rng.random() < 0.7:
        decl.append(("If yes, position held", E(rng.choice(["Member of city council", "Deputy director-general, ministry",
                                                            "Spouse of a member of parliament", "Senior officer, state-owned enterprise"]))))
    decl.append((lb("tin"), E(P["tin"]) if P["tin"] else rng.choice(["", "N/A", "—", "none"])))
    if rng.random() < 0.5:
        decl.append(("US person (FATCA)?", checks(rng, ["Yes", "No"], 1)))
    if rng.random() < 0.4:
        decl.append(("Tax residency (CRS)", E(country_text(rng, P["residence"]))))
    return dict(personal=personal, ident=ident, addr=addr, emp=emp, decl=decl), a_truth


SEC_TITLES = {
    "personal": dict(en=["Personal Particulars", "Personal Information", "Customer Details", "Section A - Personal Details"],
                     ja="お客さま情報", ko="고객 정보", zh="个人基本信息", zht="個人資料", th="ข้อมูลส่วนตัว",
                     vi="Thông tin cá nhân", ms="Butiran Peribadi", id="Data Pribadi"),
    "ident": dict(en=["Identification", "Identity Document", "ID Verification"], ja="本人確認書類", ko="신분 확인",
                  zh="身份证件", zht="身份證明文件", th="เอกสารแสดงตน", vi="Giấy tờ tùy thân", ms="Pengenalan Diri",
                  id="Dokumen Identitas"),
    "addr": dict(en=["Address & Contact", "Contact Details", "Residential Address"], ja="住所・連絡先",
                 ko="주소 및 연락처", zh="联系方式", zht="聯絡資料", th="ที่อยู่และการติดต่อ", vi="Địa chỉ liên hệ",
                 ms="Alamat & Perhubungan", id="Alamat & Kontak"),
    "emp": dict(en=["Employment & Income", "Occupation and Financial Profile", "Employment / Source of Funds"],
                ja="ご職業・収入", ko="직업 및 소득", zh="职业与收入", zht="職業及收入", th="อาชีพและรายได้",
                vi="Nghề nghiệp và thu nhập", ms="Pekerjaan & Pendapatan", id="Pekerjaan & Penghasilan"),
    "decl": dict(en=["Declarations (PEP / FATCA / CRS)", "Regulatory Declarations", "Tax Residency & PEP"],
                 ja="確認事項", ko="확인 사항", zh="声明事项", zht="聲明", th="คำรับรอง", vi="Cam kết",
                 ms="Akuan", id="Pernyataan"),
}


def sec_title(rng: random.Random, key: str, lang: str, lm: str) -> str:
    d = SEC_TITLES[key]
    en = rng.choice(d["en"])
    loc = d.get(lang)
    if not loc or lm == "en":
        return E(en)
    if lm == "local":
        return E(loc)
    return f"{E(loc)} &nbsp; {E(en)}"


KYC_LAYOUTS = ["jp_account_opening", "kr_cdd_form", "sg_eform_printout", "hk_bilingual_account_form",
               "cn_customer_register", "rm_call_report", "my_id_bahasa_form", "cif_screen_print", "passport_packet"]

LAYOUT_COUNTRY = {"jp_account_opening": ["JPN"], "kr_cdd_form": ["KOR"], "sg_eform_printout": ["SGP"],
                  "hk_bilingual_account_form": ["HKG"], "cn_customer_register": ["CHN"],
                  "my_id_bahasa_form": ["MYS", "IDN"], "cif_screen_print": ["TWN", "THA", "PHL", "VNM"],
                  "rm_call_report": CODES, "passport_packet": ["VNM", "PHL", "THA", "IDN", "SGP", "HKG"]}

KYC_TITLES = {"ja": "口座開設申込書 兼 お客さま情報確認書", "ko": "고객확인서 (CDD/EDD)", "zh": "个人客户信息登记表",
              "zht": "個人開戶申請表", "ms": "Borang Pembukaan Akaun Individu", "id": "Formulir Pembukaan Rekening Perorangan",
              "th": "แบบฟอร์มรู้จักลูกค้า", "vi": "Giấy đề nghị mở tài khoản", "en": ""}


def gen_kyc(rng: random.Random, layout: str) -> tuple[str, dict]:
    P = kyc_person(rng)
    bank_c = rng.choice(LAYOUT_COUNTRY[layout])
    # the residence fits the bank; a foreigner keeps a passport
    if P["residence"] != bank_c:
        P["residence"] = bank_c
        P["addr"] = make_address(rng, bank_c)
        if P["nationality"] != bank_c:
            P["id_type"], P["id_card"] = "passport", "Passport"
            P["id_no"] = passport_number(rng, P["nationality"])
            P["tin"] = tin_for(rng, bank_c, None) if P["tin"] else None
        if P["income_cur"] != "USD":
            P["income_cur"] = C[bank_c]["cur"]
            lo, hi = INCOME[P["income_cur"]]
            if P["monthly"] is not None:
                P["monthly"] = round(rng.uniform(lo / 12, hi / 12), -2 if P["income_cur"] not in ("VND", "IDR", "KRW") else -4)
                P["annual"] = float(P["monthly"] * 12)
            else:
                P["annual"] = float(round(rng.uniform(lo, hi), -3))
        if P["employer"]:
            P["employer"] = make_company(rng, bank_c)
    if P["id_type"] == "national_id" and P["nationality"] != bank_c:
        P["id_type"], P["id_card"], P["id_no"] = "passport", "Passport", passport_number(rng, P["nationality"])
    bank = bank_of(rng, bank_c)
    lang = C[bank_c]["lang"]
    lm = pick_label_mode(rng, lang)
    P["ds"] = rng.choice({"ja": ["slash_ymd", "cjk", "cjk_pad", "iso"], "ko": ["dot_ymd", "ko", "iso", "slash_ymd"],
                          "zh": ["cjk_pad", "iso", "slash_ymd", "compact"], "zht": ["slash_ymd", "cjk", "dmy_slash", "iso"],
                          }.get(lang, ["dmy_slash", "d_mon_y", "iso", "slash_ymd", "d_month_y", "dot_dmy", "dmy_dash"]))
    with_passport = P["id_type"] == "passport" and (layout == "passport_packet" or rng.random() < 0.55)
    with_card = P["id_type"] == "national_id" and rng.random() < 0.35
    sex_stated = with_passport or rng.random() < 0.8
    if layout == "passport_packet":
        P["id_type"], P["id_card"] = "passport", "Passport"
        if not P["id_no"] or not re.fullmatch(r"[A-Z0-9]+", P["id_no"]):
            P["id_no"] = passport_number(rng, P["nationality"])
        with_passport, sex_stated = True, True
    if P["sex"] is None:
        sex_stated = False
    if with_passport and P["sex"] == "X":
        pass
    if layout in ("cif_screen_print",):
        html_, addr_truth = kyc_screen(rng, P, bank, lang, sex_stated)
    elif layout == "rm_call_report":
        html_, addr_truth, sex_stated = kyc_call_report(rng, P, bank, with_passport, sex_stated)
    else:
        html_, addr_truth = kyc_form(rng, layout, P, bank, lang, lm, sex_stated, with_passport, with_card)
    return html_, kyc_truth(P, addr_truth, sex_stated)


def kyc_form(rng, layout, P, bank, lang, lm, sex_stated, with_passport, with_card):
    secs, addr_truth = kyc_items(rng, P, lang, lm, sex_stated)
    modes = {"jp_account_opening": ["boxes", "boxes", "table4"], "kr_cdd_form": ["table2", "table4", "hdr"],
             "sg_eform_printout": ["colon", "table2", "below"], "hk_bilingual_account_form": ["boxes", "table4", "below"],
             "cn_customer_register": ["table4", "table2", "hdr"], "my_id_bahasa_form": ["leader", "colon", "below"],
             "passport_packet": ["colon", "table2", "leader", "boxes"]}[layout]
    order = ["personal", "ident", "addr", "emp", "decl"]
    if rng.random() < 0.5:
        mid = order[1:4]
        rng.shuffle(mid)
        order = [order[0]] + mid + [order[4]]
    numbering = rng.choice(["", "roman", "num", "alpha"])
    title_local = KYC_TITLES.get(lang, "")
    en_title = rng.choice(["Account Opening Form - Individual", "Customer Due Diligence Form", "Know Your Customer (KYC) Form",
                           "Personal Account Application", "Customer Information Sheet"])
    top = letterhead(rng, bank)
    title = f"<div class='title'>{E(title_local)}{'<br>' if title_local else ''}{E(en_title)}</div>"
    meta = (f"<div class='small'>Branch code {rng.randint(100, 999)} &nbsp; Customer no. {rng.randint(10 ** 7, 10 ** 8 - 1)} "
            f"&nbsp; Date: {fmt_date(P['signed'], P['ds'])} &nbsp; {rng.choice(['Channel: Branch', 'Channel: Online', 'Channel: Mobile app', 'Walk-in'])}</div>")
    instr = rng.choice(["<p class='small'>Please complete in BLOCK LETTERS and tick (X) where appropriate. "
                        "Fields marked * are mandatory.</p>",
                        "<p class='small'>* 該当する項目に☒をご記入ください。 Please mark the applicable boxes.</p>", ""])
    body = []
    for k, key in enumerate(order):
        pre = {"": "", "roman": ["I", "II", "III", "IV", "V"][k] + ". ", "num": f"{k + 1}. ", "alpha": "ABCDE"[k] + ". "}[numbering]
        body.append(section(rng, sec_title(rng, key, lang, lm), secs[key], modes, pre))
    sign = (f"<div class='sec'><p class='small'>I/We declare that the information given is true and complete and "
            f"authorise {E(bank['name'])} to verify it. I undertake to inform the Bank of any change within 30 days.</p>"
            f"<table class='t'><tr><th>Signature of applicant</th><th>Date</th><th>For bank use: verified by</th></tr>"
            f"<tr><td>&nbsp;</td><td>{fmt_date(P['signed'], P['ds'])}</td><td>{rng.choice(['Staff ID ', 'Officer '])}{rng.randint(10000, 99999)}</td></tr></table></div>")
    pages = [top + title + meta + instr + "".join(body[:3]), "".join(body[3:]) + sign + footer(rng, bank)]
    if rng.random() < 0.5:
        pages = [pages[0] + pages[1]]
    if with_passport:
        pages.append(passport_page(rng, P))
    elif with_card:
        pages.append(id_card_page(rng, P))
    return page_doc(rng, pages, title=en_title), addr_truth


def kyc_screen(rng, P, bank, lang, sex_stated):
    nf = P["nf"]
    a_lines = P["addr"]
    w = rng.choice([22, 24, 26])
    rows = [("CIF NO", str(rng.randint(10 ** 9, 10 ** 10 - 1))), ("BRANCH", f"{rng.randint(1, 999):03d}")]
    if nf["style"] == "fields":
        rows += [("SURNAME", nf["sur"].upper()), ("GIVEN NAME", nf["given"].upper())]
    else:
        rows.append(("CUSTOMER NAME", (nf["text"] or nf["truth"]).upper()))
    ds = rng.choice(["iso", "slash_ymd", "compact", "dmony"])
    rows += [("DATE OF BIRTH", fmt_date(P["dob"], ds))]
    if sex_stated:
        rows.append(("GENDER", P["sex"]))
    rows += [("NATIONALITY", rng.choice([P["nationality"], C[P["nationality"]]["a2"] + " " + C[P["nationality"]]["name"]])),
             ("ID TYPE", "PASSPORT" if P["id_type"] == "passport" else "NATIONAL ID (" + P["id_card"].upper() + ")"),
             ("ID NUMBER", P["id_no"]), ("ID ISSUE CTRY", P["id_country"]), ("ID EXPIRY", fmt_date(P["id_expiry"], ds)),
             ("RESIDENTIAL ADDR", a_lines[0])]
    for ln in a_lines[1:]:
        rows.append(("", ln))
    rows += [("RES COUNTRY", P["residence"]), ("MOBILE", P["phone"]), ("OCCUPATION", P["occupation"].upper()),
             ("EMPLOYER", (P["employer"] or "").upper())]
    if P["monthly"] is not None:
        rows.append(("MONTHLY INCOME", f"{P['income_cur']} {fmt_num(rng, P['monthly'], P['income_cur'])}"))
    else:
        rows.append(("ANNUAL INCOME", f"{P['income_cur']} {fmt_num(rng, P['annual'], P['income_cur'])}"))
    rows += [("SOURCE OF FUNDS", {"employment": "SALARY", "business": "BUSINESS", "investments": "INVESTMENT",
                                  "inheritance": "INHERITANCE", "pension": "PENSION", "other": "OTHERS"}[P["sof"]]),
             ("PEP FLAG", "Y" if P["pep"] else "N"), ("FATCA STATUS", "NON-US"), ("TIN", P["tin"] or ""),
             ("RISK RATING", rng.choice(["LOW", "MEDIUM", "HIGH" if P["pep"] else "LOW"])),
             ("LAST REVIEW", fmt_date(P["signed"], ds))]
    if P["employer"] is None:
        rows[[r[0] for r in rows].index("EMPLOYER")] = ("EMPLOYER", rng.choice(["", "N/A", "-"]))
    # upper-case copies: truth is case-insensitive but keep address as printed
    addr_truth = " ".join(a_lines)
    P["nf"] = dict(nf, truth=nf["truth"].upper())
    P["occupation"] = P["occupation"].upper()
    if P["employer"]:
        P["employer"] = P["employer"].upper()
    lines = [f"{bank['bic'][:8]}  CUSTOMER MASTER INQUIRY        SCREEN CIF0{rng.randint(10, 99)}   {fmt_date(P['signed'], 'iso')} {rng.randint(8, 18):02d}:{rng.randint(0, 59):02d}",
             "-" * 78]
    for k, v in rows:
        lines.append(f"{k:<{w}}: {v}" if k else f"{'':<{w}}  {v}")
    lines += ["-" * 78, "F3=EXIT  F5=REFRESH  F7=PREV  F8=NEXT  F12=CANCEL", "",
              f"PRINTED BY USER {rng.choice(['OPS', 'KYC', 'CDD'])}{rng.randint(100, 999)}  *** INTERNAL USE ONLY ***"]
    head = (f"<div class='small'>{E(bank['name'])} - {rng.choice(['Core banking system', 'eKYC system export', 'CIF maintenance'])}</div>")
    text = "\n".join(E(x) for x in lines)
    return page_doc(rng, [head + f"<div class='mono'>{text}</div>"], mono=True, title="CIF inquiry"), addr_truth


def kyc_call_report(rng, P, bank, with_passport, sex_stated):
    nf = P["nf"]
    name_txt = nf["text"] or f"{nf['sur']}, {nf['given']}"
    if nf["style"] == "fields":
        P["nf"] = dict(nf, truth=f"{nf['given']} {nf['sur']}")
        name_txt = f"{nf['sur']}, {nf['given']}"
    ds = rng.choice(["d_month_y", "d_mon_y", "iso", "month_d_y"])
    a_html, a_truth = render_addr(rng, P["addr"], "comma")
    pron = "He" if P["sex"] == "M" else ("She" if P["sex"] == "F" else "The client")
    sex_sentence = {"M": "male", "F": "female", "X": "non-binary (X)"}[P["sex"]]
    inc = (f"a monthly income of {E(fmt_money(rng, P['monthly'], P['income_cur']))}" if P["monthly"] is not None
           else f"an annual income of about {E(fmt_money(rng, P['annual'], P['income_cur']))}")
    job = (f"works as {E(P['occupation'])} at {E(P['employer'])}" if P["employer"]
           else f"describes the occupation as {E(P['occupation'])}")
    idtxt = ("passport" if P["id_type"] == "passport" else E(P["id_card"]))
    sof = {"employment": "accumulated salary", "business": "profits of the client's own business",
           "investments": "returns on investments held with other banks", "inheritance": "an inheritance from a parent",
           "pension": "pension payments", "other": "the sale of a property (other)"}[P["sof"]]
    paras = [
        f"<p><b>Client:</b> {E(name_txt)} &nbsp; <b>Meeting date:</b> {fmt_date(P['signed'], ds)} &nbsp; "
        f"<b>RM:</b> {E(rng.choice(['K. Tanaka', 'J. Lim', 'S. Park', 'W. Chen', 'N. Srisuk', 'M. Reyes']))}</p>",
        f"<p>Met the prospect at the branch to open a {rng.choice(['priority banking', 'private banking', 'savings', 'multi-currency'])} account. "
        f"{pron} was born on {fmt_date(P['dob'], ds)}" + (f" ({sex_sentence})" if sex_stated else "") +
        f" and holds {E(C[P['nationality']]['adj'])} nationality. Identity was verified against the client's "
        f"{idtxt} no. {E(P['id_no'])} issued by {E(country_text(rng, P['id_country']))}, "
        f"valid until {fmt_date(P['id_expiry'], ds)}.</p>",
        f"<p>{pron} lives at {a_html} and is resident in {E(C[P['residence']]['title'])}. {pron} {job}, with {inc}. "
        f"Funds for the initial deposit of {E(fmt_money(rng, rng.randint(5, 200) * 1000, P['income_cur']))} come from {sof}.</p>",
        f"<p>PEP screening: {'the client IS a politically exposed person; EDD performed and senior management approval obtained' if P['pep'] else 'client confirmed that they are not a PEP; no adverse news found'}. "
        + (f"Tax identification number provided: {E(P['tin'])}." if P["tin"] else "No tax identification number was provided.") + "</p>",
        f"<p>Next steps: {rng.choice(['obtain proof of address (utility bill dated within 3 months)', 'schedule a portfolio review in Q3', 'arrange signing of the account mandate'])}.</p>"]
    head = letterhead(rng, bank) + f"<div class='title'>{rng.choice(['Call Report', 'Client Call Memo', 'KYC Interview Notes'])}</div>"
    pages = [head + "".join(paras) + footer(rng, bank)]
    if with_passport:
        pages.append(passport_page(rng, P))
    if P["sex"] == "X" and not sex_stated:
        pass
    return page_doc(rng, pages, title="Call report"), a_truth, sex_stated


# ----------------------------------------------------------------------------------------------
# letters of credit

PORTS = {"CHN": ["SHANGHAI", "NINGBO", "QINGDAO", "SHENZHEN (YANTIAN)", "XIAMEN"], "JPN": ["TOKYO", "YOKOHAMA", "KOBE", "NAGOYA"],
         "KOR": ["BUSAN", "INCHEON"], "TWN": ["KAOHSIUNG", "KEELUNG", "TAICHUNG"], "HKG": ["HONG KONG"],
         "SGP": ["SINGAPORE"], "MYS": ["PORT KLANG", "PENANG", "PASIR GUDANG"], "THA": ["LAEM CHABANG", "BANGKOK"],
         "VNM": ["HAI PHONG", "HO CHI MINH CITY (CAT LAI)"], "IDN": ["TANJUNG PRIOK, JAKARTA", "SURABAYA"],
         "PHL": ["MANILA", "CEBU", "BATANGAS"]}
GOODS = [("LED TELEVISION PANELS MODEL {m}", "PCS", 40, 180), ("COLD ROLLED STEEL COILS GRADE SPCC", "MT", 520, 780),
         ("FROZEN VANNAMEI SHRIMP, HEADLESS SHELL-ON", "KGS", 6, 11), ("NATURAL RUBBER SMR 20", "MT", 1400, 1900),
         ("CRUDE PALM OIL IN BULK", "MT", 800, 1100), ("100 PCT COTTON YARN NE 30/1 COMBED", "KGS", 2, 4),
         ("ROBUSTA COFFEE BEANS GRADE 2, SCREEN 13", "MT", 2400, 4200), ("THAI HOM MALI JASMINE RICE 100 PCT GRADE A", "MT", 900, 1200),
         ("AUTOMOTIVE BRAKE PADS PART NO. {m}", "SETS", 8, 25), ("INJECTION MOULDING MACHINE MODEL {m}", "UNITS", 45000, 120000),
         ("SEMICONDUCTOR WAFERS 200MM, TEST GRADE", "PCS", 30, 90), ("CANNED PINEAPPLE SLICES IN LIGHT SYRUP", "CARTONS", 14, 22),
         ("POLYPROPYLENE RESIN HOMOPOLYMER", "MT", 950, 1300), ("LITHIUM-ION BATTERY CELLS TYPE {m}", "PCS", 2, 6),
         ("DESICCATED COCONUT, FINE GRADE", "MT", 1800, 2600), ("STAINLESS STEEL SHEETS 304 2B", "MT", 1900, 2800)]
COO_FORM = {("CHN", True): "FORM E", ("KOR", True): "FORM AK", ("JPN", True): "FORM AJ"}
ASEAN = {"SGP", "MYS", "THA", "VNM", "IDN", "PHL"}


def swiftify(s: str) -> str:
    s = s.upper().replace("#", "UNIT ").replace("&", "AND").replace(";", ",")
    return re.sub(r"[^A-Z0-9/\-?:().,'+ ]", "", s).replace("  ", " ").strip()


def wrap(text: str, width: int) -> list[str]:
    out, cur = [], ""
    for w in text.split():
        if cur and len(cur) + 1 + len(w) > width:
            out.append(cur)
            cur = w
        else:
            cur = f"{cur} {w}" if cur else w
    if cur:
        out.append(cur)
    return out


def lc_data(rng: random.Random) -> dict:
    app_c = rng.choice(CODES)
    ben_c = rng.choice([c for c in CODES if c != app_c])
    issuing, advising = bank_of(rng, app_c), bank_of(rng, ben_c)
    cur = rng.choices(["USD", C[app_c]["cur"], "EUR", "JPY", "CNY"], [7, 1, 1, 1, 1])[0]
    if cur in ("VND", "IDR", "KRW", "THB", "PHP", "TWD", "MYR"):
        cur = "USD"
    gname, unit, plo, phi = rng.choice(GOODS)
    gname = gname.replace("{m}", f"{rng.choice('ABCDKLMX')}{rng.choice('ABCDEHKLMNPRSTX')}-{rng.randint(100, 9999)}")
    qty = rng.choice([1, 2, 5, 10, 20, 50, 100]) * rng.randint(2, 60) if unit != "UNITS" else rng.randint(1, 8)
    price = round(rng.uniform(plo, phi), 2)
    fx = {"USD": 1, "EUR": 0.92, "JPY": 150, "CNY": 7.2, "SGD": 1.35, "HKD": 7.8}.get(cur, 1)
    price = round(price * fx, 2 if cur != "JPY" else 0)
    amount = round(qty * price, 2 if cur != "JPY" else 0)
    if amount < 5000:
        qty *= 50
        amount = round(qty * price, 2 if cur != "JPY" else 0)
    if cur != "JPY" and rng.random() < 0.3:
        amount = float(round(amount, -2))
    issue = rand_date(rng, date(2024, 1, 2), date(2026, 6, 30))
    expiry = issue + timedelta(days=rng.randint(60, 200))
    lsd = expiry - timedelta(days=rng.choice([10, 14, 15, 21, 21, 30])) if rng.random() < 0.85 else None
    incoterm = rng.choice(["FOB", "CFR", "CIF", "CIP", "FCA", "EXW"])
    pol_c, pod_c = ben_c, app_c
    pol = rng.choice([f"{rng.choice(PORTS[pol_c])}, {C[pol_c]['name']}", rng.choice(PORTS[pol_c]) + " PORT",
                      f"ANY PORT IN {C[pol_c]['name']}", rng.choice(PORTS[pol_c])])
    pod = rng.choice([f"{rng.choice(PORTS[pod_c])}, {C[pod_c]['name']}", rng.choice(PORTS[pod_c])])
    if rng.random() < 0.12:
        pol = None
    if rng.random() < 0.12:
        pod = None
    place = (pod or rng.choice(PORTS[pod_c])).split(",")[0]
    goods = swiftify(f"{group(int(qty), ',')} {unit} OF {gname} AT {cur} {price:,.2f} PER {unit.rstrip('S')} "
                     f"{incoterm} {place} INCOTERMS 2020" + rng.choice([
                         "", f" AS PER PROFORMA INVOICE NO. PI-{issue.year}-{rng.randint(100, 9999)} DATED {fmt_date(issue - timedelta(days=rng.randint(5, 40)), 'iso')}",
                         f" AS PER SALES CONTRACT NO. {rng.choice(['SC', 'CT', 'PO'])}{rng.randint(10000, 99999)}",
                         ", PACKED IN EXPORT STANDARD PACKING"]))
    airfreight = unit in ("PCS",) and rng.random() < 0.3
    docs = [f"SIGNED COMMERCIAL INVOICE IN {rng.choice(['3', 'THREE', '2', 'ONE ORIGINAL AND 3'])} {'COPIES' if rng.random() < 0.5 else 'FOLDS'} INDICATING THIS CREDIT NUMBER"]
    if airfreight:
        docs.append(f"AIR WAYBILL CONSIGNED TO {issuing['name']} MARKED FREIGHT {'PREPAID' if incoterm in ('CIP', 'CFR', 'CIF') else 'COLLECT'} NOTIFY APPLICANT")
    else:
        docs.append(f"FULL SET OF CLEAN ON BOARD OCEAN BILLS OF LADING MADE OUT TO THE ORDER OF {issuing['name']} MARKED FREIGHT {'PREPAID' if incoterm in ('CFR', 'CIF', 'CIP') else 'COLLECT'} AND NOTIFY APPLICANT")
    docs.append(f"PACKING LIST IN {rng.choice(['3', 'TRIPLICATE', '2'])} COPIES SHOWING GROSS AND NET WEIGHT")
    form = COO_FORM.get((ben_c, app_c in ASEAN)) or ("FORM D" if ben_c in ASEAN and app_c in ASEAN else "")
    docs.append(f"CERTIFICATE OF ORIGIN {form + ' ' if form else ''}ISSUED BY THE COMPETENT AUTHORITY IN {C[ben_c]['name']}")
    if incoterm in ("CIF", "CIP"):
        docs.append("INSURANCE POLICY OR CERTIFICATE IN DUPLICATE ENDORSED IN BLANK FOR 110 PCT OF THE INVOICE VALUE COVERING INSTITUTE CARGO CLAUSES (A)")
    extra = [f"BENEFICIARY'S CERTIFICATE STATING THAT ONE SET OF NON-NEGOTIABLE DOCUMENTS HAS BEEN SENT TO THE APPLICANT BY COURIER WITHIN {rng.choice([3, 5, 7])} DAYS AFTER SHIPMENT",
             "CERTIFICATE OF ANALYSIS ISSUED BY AN INDEPENDENT INSPECTION COMPANY",
             "PHYTOSANITARY CERTIFICATE ISSUED BY THE PLANT QUARANTINE AUTHORITY",
             "FUMIGATION CERTIFICATE FOR WOODEN PACKING MATERIAL",
             "WEIGHT AND QUALITY CERTIFICATE ISSUED BY THE MANUFACTURER",
             "SHIPPING ADVICE FAXED OR E-MAILED TO THE APPLICANT WITHIN 2 WORKING DAYS AFTER SHIPMENT"]
    rng.shuffle(extra)
    docs += extra[:rng.randint(0, 3)]
    docs = [swiftify(d) for d in docs][:8]
    tol = rng.choice([None, None, (5, 5), (10, 10), (10, 0), (5, 0)])
    avail_by = rng.choices(["BY NEGOTIATION", "BY PAYMENT", "BY ACCEPTANCE", "BY DEF PAYMENT", "BY MIXED PYMT"],
                           [8, 3, 2, 2, 1])[0]
    aw = rng.random()
    if avail_by == "BY NEGOTIATION" and aw < 0.55:
        avail_with, aw_kind = "ANY BANK", "D"
    elif aw < 0.8:
        avail_with, aw_kind = advising["bic"], "A"
    else:
        avail_with, aw_kind = advising["name"], "D"
    lc_no = rng.choice([f"{rng.choice(['LC', 'DC', 'ILC', 'M'])}{issue.year % 100}{rng.randint(1, 12):02d}{rng.randint(10000, 99999)}",
                        f"{rng.randint(100, 999)}{rng.choice(['LC', 'IM', 'LU'])}{issue.year % 100}{rng.randint(100000, 999999)}",
                        f"{rng.choice(['ILC', 'TF', 'IMP'])}/{issue.year}/{rng.randint(1000, 99999):05d}",
                        f"M{rng.randint(1000, 9999)}{issue.year % 100}{rng.choice(['NU', 'NS', 'EU'])}{rng.randint(10000, 99999)}"])
    form = rng.choices(["IRREVOCABLE", "IRREVOCABLE TRANSFERABLE"], [5, 1])[0]
    rules = rng.choices(["UCP LATEST VERSION", "EUCP LATEST VERSION", "OTHR"], [12, 1, 0.5])[0]
    exp_place = rng.choice([C[ben_c]["name"], rng.choice(PORTS[ben_c]).split(",")[0].split(" (")[0],
                            f"{C[ben_c]['name']}", "AT THE COUNTERS OF THE NEGOTIATING BANK"]) if avail_with == "ANY BANK" else rng.choice(
        [C[ben_c]["name"], "AT ADVISING BANK'S COUNTER", rng.choice(PORTS[ben_c]).split(",")[0].split(" (")[0]])
    app_addr = [swiftify(x) for x in make_address(rng, app_c, with_country=True)]
    ben_addr = [swiftify(x) for x in make_address(rng, ben_c, with_country=True)]
    return dict(
        lc_number=lc_no, form=form, issue=issue, rules=rules, expiry=expiry, exp_place=exp_place,
        app=dict(name=swiftify(make_company(rng, app_c)), addr=app_addr), ben=dict(name=swiftify(make_company(rng, ben_c)), addr=ben_addr),
        cur=cur, amount=float(amount), tol=tol, avail_with=avail_with, aw_kind=aw_kind, avail_by=avail_by,
        partial=rng.choice([None, "ALLOWED", "NOT ALLOWED", "ALLOWED", "NOT ALLOWED", "CONDITIONAL"]),
        tranship=rng.choice([None, "ALLOWED", "NOT ALLOWED", "ALLOWED"]),
        pol=pol, pod=pod, lsd=lsd, goods=goods, docs=docs,
        pres=rng.choice([None, 21, 21, 15, 10, 14, 7]) if rng.random() < 0.8 else None,
        confirm=rng.choices(["WITHOUT", "CONFIRM", "MAY ADD"], [6, 2, 2])[0],
        issuing=issuing, advising=advising, app_c=app_c, ben_c=ben_c, incoterm=incoterm,
        airfreight=airfreight, drafts=rng.choice(["AT SIGHT", "AT 30 DAYS AFTER SIGHT", "AT 60 DAYS AFTER B/L DATE", "AT 90 DAYS SIGHT"]),
        ref23=f"PRE{rng.randint(10000, 99999)}" if rng.random() < 0.2 else None,
        conds=[swiftify(x) for x in rng.sample([
            "ALL DOCUMENTS MUST INDICATE THIS CREDIT NUMBER AND THE NAME OF THE ISSUING BANK",
            f"A DISCREPANCY FEE OF USD {rng.choice([75, 80, 100])}.00 WILL BE DEDUCTED FROM THE PROCEEDS OF EACH DISCREPANT PRESENTATION",
            "THIRD PARTY DOCUMENTS EXCEPT DRAFTS AND COMMERCIAL INVOICE ARE ACCEPTABLE",
            "DOCUMENTS ISSUED PRIOR TO THE DATE OF ISSUE OF THIS CREDIT ARE NOT ACCEPTABLE",
            "SHORT FORM OR CHARTER PARTY BILLS OF LADING ARE NOT ACCEPTABLE",
            "ENGLISH LANGUAGE DOCUMENTS ONLY"], rng.randint(1, 4))],
    )


def lc_truth(d: dict) -> dict:
    return dict(
        lc_number=d["lc_number"], form_of_credit=d["form"], date_of_issue=iso(d["issue"]), applicable_rules=d["rules"],
        expiry_date=iso(d["expiry"]), expiry_place=d["exp_place"],
        applicant=dict(name=d["app"]["name"], address=" ".join(d["app"]["addr"])),
        beneficiary=dict(name=d["ben"]["name"], address=" ".join(d["ben"]["addr"])),
        currency=d["cur"], amount=d["amount"],
        tolerance_plus_percent=d["tol"][0] if d["tol"] else None, tolerance_minus_percent=d["tol"][1] if d["tol"] else None,
        available_with=d["avail_with"], available_by=d["avail_by"], partial_shipments=d["partial"],
        transhipment=d["tranship"], port_of_loading=d["pol"], port_of_discharge=d["pod"],
        latest_shipment_date=iso(d["lsd"]), goods_description=d["goods"], documents_required=list(d["docs"]),
        presentation_period_days=d["pres"], confirmation_instructions=d["confirm"])


def swift_amount(x: float) -> str:
    s = f"{x:.2f}".replace(".", ",")
    return s[:-3] if s.endswith(",00") and False else s


def doc_list_lines(rng: random.Random, docs: list[str], style: str, width: int = 65) -> list[str]:
    out = []
    for i, d in enumerate(docs, 1):
        pre = {"plus": "+", "num": f"{i}.", "paren": f"({i})", "num2": f"{i})", "dash": "-", "zero": f"{i:02d}."}[style]
        lines = wrap(f"{pre}{'' if style == 'plus' else ' '}{d}", width)
        out += lines
    return out


def mt700_fields(rng: random.Random, d: dict, width: int = 65) -> list[tuple[str, str, list[str]]]:
    """(tag, field name, content lines) in MT700 order."""
    f = [("27", "SEQUENCE OF TOTAL", ["1/1"]), ("40A", "FORM OF DOCUMENTARY CREDIT", [d["form"]]),
         ("20", "DOCUMENTARY CREDIT NUMBER", [d["lc_number"]])]
    if d["ref23"]:
        f.append(("23", "REFERENCE TO PRE-ADVICE", [d["ref23"]]))
    f += [("31C", "DATE OF ISSUE", [fmt_date(d["issue"], "swift")]), ("40E", "APPLICABLE RULES", [d["rules"]] + (["ICC RULES FOR CUSTOMS"] if d["rules"] == "OTHR" else [])),
          ("31D", "DATE AND PLACE OF EXPIRY", [fmt_date(d["expiry"], "swift") + d["exp_place"]]),
          ("51A", "APPLICANT BANK", [d["issuing"]["bic"]]) if rng.random() < 0.3 else None,
          ("50", "APPLICANT", [d["app"]["name"]] + d["app"]["addr"]),
          ("59", "BENEFICIARY", ([f"/{rng.randint(10 ** 9, 10 ** 12)}"] if rng.random() < 0.3 else []) + [d["ben"]["name"]] + d["ben"]["addr"]),
          ("32B", "CURRENCY CODE, AMOUNT", [d["cur"] + swift_amount(d["amount"])])]
    if d["tol"]:
        f.append(("39A", "PERCENTAGE CREDIT AMOUNT TOLERANCE", [f"{d['tol'][0]}/{d['tol'][1]}"]))
    f.append((f"41{d['aw_kind']}", "AVAILABLE WITH ... BY ...", [d["avail_with"], d["avail_by"]]))
    if d["avail_by"] in ("BY NEGOTIATION", "BY ACCEPTANCE", "BY PAYMENT") and rng.random() < 0.8:
        f.append(("42C", "DRAFTS AT ...", [d["drafts"] if d["avail_by"] != "BY PAYMENT" else "AT SIGHT"]))
        f.append(("42A", "DRAWEE", [d["issuing"]["bic"]]))
    if d["avail_by"] == "BY DEF PAYMENT":
        f.append(("42P", "NEGOTIATION/DEFERRED PAYMENT DETAILS", [f"{rng.choice([60, 90, 120])} DAYS AFTER B/L DATE"]))
    if d["avail_by"] == "BY MIXED PYMT":
        f.append(("42M", "MIXED PAYMENT DETAILS", ["50 PCT AT SIGHT, 50 PCT AT 90 DAYS AFTER B/L DATE"]))
    if d["partial"]:
        f.append(("43P", "PARTIAL SHIPMENTS", [d["partial"]]))
    if d["tranship"]:
        f.append(("43T", "TRANSHIPMENT", [d["tranship"]]))
    if d["pol"] is None and rng.random() < 0.6:
        f.append(("44A", "PLACE OF TAKING IN CHARGE/DISPATCH FROM", [f"FACTORY IN {C[d['ben_c']]['name']}"]))
    if d["pol"]:
        f.append(("44E", "PORT OF LOADING/AIRPORT OF DEPARTURE", [d["pol"]]))
    if d["pod"]:
        f.append(("44F", "PORT OF DISCHARGE/AIRPORT OF DESTINATION", [d["pod"]]))
    if d["pod"] is None and rng.random() < 0.6:
        f.append(("44B", "PLACE OF FINAL DESTINATION", [f"WAREHOUSE OF APPLICANT, {C[d['app_c']]['name']}"]))
    if d["lsd"]:
        f.append(("44C", "LATEST DATE OF SHIPMENT", [fmt_date(d["lsd"], "swift")]))
    else:
        f.append(("44D", "SHIPMENT PERIOD", [f"DURING {MON[d['expiry'].month - 2].upper()} {d['expiry'].year}" if d['expiry'].month > 1 else "AS SOON AS POSSIBLE"]))
    f.append(("45A", "DESCRIPTION OF GOODS AND/OR SERVICES", wrap(d["goods"], width)))
    style = rng.choice(["plus", "plus", "plus", "num", "paren", "num2", "dash", "zero"])
    d["_doc_style"] = style
    f.append(("46A", "DOCUMENTS REQUIRED", doc_list_lines(rng, d["docs"], style, width)))
    f.append(("47A", "ADDITIONAL CONDITIONS", doc_list_lines(rng, d["conds"], "plus" if style == "plus" else "num", width)))
    f.append(("71D", "CHARGES", wrap(rng.choice(["ALL BANKING CHARGES OUTSIDE " + C[d["app_c"]]["name"] + " ARE FOR ACCOUNT OF BENEFICIARY",
                                                  "ALL CHARGES OUTSIDE ISSUING BANK ARE FOR BENEFICIARY'S ACCOUNT"]), width)))
    if d["pres"] is not None:
        f.append(("48", "PERIOD FOR PRESENTATION IN DAYS", rng.choice([
            [f"{d['pres']}/FROM THE DATE OF SHIPMENT"],
            wrap(f"DOCUMENTS TO BE PRESENTED WITHIN {d['pres']} DAYS AFTER THE DATE OF SHIPMENT BUT WITHIN THE VALIDITY OF THE CREDIT", width),
            [f"{d['pres']}"]])))
    f.append(("49", "CONFIRMATION INSTRUCTIONS", [d["confirm"]]))
    if rng.random() < 0.7:
        f.append(("78", "INSTRUCTIONS TO THE PAYING/ACCEPTING/NEGOTIATING BANK", wrap(
            f"UPON RECEIPT OF COMPLYING DOCUMENTS AT OUR COUNTERS WE SHALL REMIT THE PROCEEDS AS PER YOUR INSTRUCTIONS. "
            f"DOCUMENTS TO BE SENT TO {d['issuing']['name']}, {', '.join(d['issuing']['addr'])} IN ONE LOT BY COURIER.", width)))
    f.append(("57A", "ADVISE THROUGH BANK", [d["advising"]["bic"]]) if rng.random() < 0.4 else None)
    if rng.random() < 0.4:
        f.append(("72Z", "SENDER TO RECEIVER INFORMATION", ["PLEASE ADVISE BENEFICIARY", "WITHOUT ADDING YOUR CONFIRMATION" if d["confirm"] == "WITHOUT" else "PLEASE ACKNOWLEDGE RECEIPT"]))
    return [x for x in f if x]


def swift_header(rng: random.Random, d: dict, style: str) -> str:
    s, r = d["issuing"]["bic"], d["advising"]["bic"]
    s11, r11 = (s + "XXX")[:11], (r + "XXX")[:11]
    ts = f"{fmt_date(d['issue'], 'iso')} {rng.randint(0, 23):02d}:{rng.randint(0, 59):02d}:{rng.randint(0, 59):02d}"
    uetr = "-".join(f"{rng.getrandbits(b):0{b // 4}x}" for b in (32, 16, 16, 16, 48))
    if style == "table":
        rows = [("Message Type", "MT700 Issue of a Documentary Credit"), ("Direction", "Incoming / Received"),
                ("Sender", f"{s11} {d['issuing']['name']}"), ("Receiver", f"{r11} {d['advising']['name']}"),
                ("Priority", rng.choice(["Normal", "N", "Urgent"])), ("MIR", f"{fmt_date(d['issue'], 'swift')}{s11[:8]}A{s11[8:]}{rng.randint(1000, 9999)}{rng.randint(100000, 999999)}"),
                ("UETR", uetr), ("Received", ts)]
        return "<table class='t'>" + "".join(f"<tr><th>{E(a)}</th><td>{E(b)}</td></tr>" for a, b in rows) + "</table>"
    return "\n".join([f"------------------- Instance Type and Transmission -------------------",
                      f"Original received from SWIFT", f"Priority        : {rng.choice(['Normal', 'Urgent'])}",
                      f"Message Output Reference : {rng.randint(1000, 2359)} {fmt_date(d['issue'], 'swift')}{r11}{rng.randint(1000, 9999)}{rng.randint(100000, 999999)}",
                      f"--------------------------- Message Header ---------------------------",
                      f"Swift Output    : FIN 700 Issue of a Documentary Credit",
                      f"Sender          : {s11}", f"                  {d['issuing']['name']}",
                      f"Receiver        : {r11}", f"                  {d['advising']['name']}",
                      f"UETR            : {uetr}",
                      f"--------------------------- Message Text -----------------------------"])


def lc_raw(rng, d, layout):
    fields = mt700_fields(rng, d)
    lines = []
    if layout == "fin_block_print":
        s, r = (d["issuing"]["bic"] + "XXX")[:11], (d["advising"]["bic"] + "XXX")[:11]
        lines.append(f"{{1:F01{r[:8]}A{r[8:]}{rng.randint(1000, 9999)}{rng.randint(100000, 999999)}}}"
                     f"{{2:O700{rng.randint(1000, 2359)}{fmt_date(d['issue'], 'swift')}{s[:8]}A{s[8:]}{rng.randint(1000, 9999)}{rng.randint(100000, 999999)}N}}"
                     f"{{3:{{108:{rng.randint(10 ** 9, 10 ** 10)}}}}}{{4:")
    for tag, name, content in fields:
        lines.append(f":{tag}:{content[0]}")
        lines += content[1:]
    if layout == "fin_block_print":
        lines.append(f"-}}{{5:{{CHK:{rng.getrandbits(48):012X}}}}}")
    head = ""
    if layout == "raw_mt700":
        head = rng.choice(["", f"MT700 received {fmt_date(d['issue'], 'iso')}\n\n", f"Message: MT 700\nFrom: {d['issuing']['bic']}\nTo: {d['advising']['bic']}\n\n"])
    txt = E(head) + "\n".join(E(x) for x in lines)
    return page_doc(rng, [f"<div class='mono'>{txt}</div>"], mono=True, title="MT700")


def lc_system_advice(rng, d):
    fields = mt700_fields(rng, d)
    hstyle = rng.choice(["table", "text"])
    reform = rng.random() < 0.4
    parts = [letterhead(rng, d["advising"]), f"<div class='title'>{rng.choice(['SWIFT MESSAGE PRINT', 'INCOMING SWIFT MT700', 'Documentary Credit - Message Details'])}</div>"]
    if hstyle == "table":
        parts.append(swift_header(rng, d, "table"))
        body = []
        for tag, name, content in fields:
            c = content
            if reform and tag in ("31C", "44C"):
                c = [fmt_date(d["issue"] if tag == "31C" else d["lsd"], rng.choice(["d_mon_y", "iso", "dmony"]))]
            body.append(f"<tr><td>{tag}</td><td>{E(name.title() if rng.random() < 0.3 else name)}</td><td class='mono'>{'<br>'.join(E(x) for x in c)}</td></tr>")
        parts.append("<table class='t'><tr><th>Tag</th><th>Field</th><th>Content</th></tr>" + "".join(body) + "</table>")
        html_ = page_doc(rng, ["".join(parts) + footer(rng, d["advising"])], title="MT700 advice")
    else:
        out = [swift_header(rng, d, "text")]
        for tag, name, content in fields:
            out.append(f"{('F' + tag) if rng.random() < 0.0 else ':' + tag + ':'} {name}")
            out += [f"        {x}" for x in content]
        out.append("--------------------------- Message Trailer ---------------------------")
        out.append(f"{{CHK:{rng.getrandbits(48):012X}}}  PKI Signature: MAC-Equivalent")
        html_ = page_doc(rng, ["".join(parts[:1]) + "<div class='mono'>" + "\n".join(E(x) for x in out) + "</div>"], mono=True, title="MT700")
    return html_


def lc_telex(rng, d):
    fields = mt700_fields(rng, d, width=60)
    out = ["ZCZC " + str(rng.randint(1000, 9999)), f"TO  : {d['advising']['name']}", f"FM  : {d['issuing']['name']}",
           f"TEST: {rng.randint(10000, 99999)} ON USD {rng.randint(10, 99)}", f"DATE: {fmt_date(d['issue'], 'dmony')}", "",
           "WE HEREBY ISSUE OUR DOCUMENTARY CREDIT AS FOLLOWS:", ""]
    for tag, name, content in fields:
        out.append(f"{tag:<4} {name}: {content[0]}")
        out += [f"     {x}" for x in content[1:]]
    out += ["", "PLS ADVISE BENEFICIARY. RGDS", "NNNN"]
    return page_doc(rng, ["<div class='mono'>" + "\n".join(E(x) for x in out) + "</div>"], mono=True, title="Telex")


LC_BI = {"ko": dict(t="취소불능화환신용장 통지서 / ADVICE OF IRREVOCABLE DOCUMENTARY CREDIT", f={"20": "신용장번호", "31C": "개설일자", "40A": "신용장 종류",
                                                                                               "31D": "유효기일 및 장소", "50": "개설의뢰인", "59": "수익자", "32B": "통화 및 금액", "45A": "상품명세", "46A": "구비서류"}),
         "ja": dict(t="信用状接受通知書 / ADVICE OF DOCUMENTARY CREDIT", f={"20": "信用状番号", "31C": "発行日", "40A": "信用状の種類",
                                                                           "31D": "有効期限及び場所", "50": "発行依頼人", "59": "受益者", "32B": "通貨・金額", "45A": "商品明細", "46A": "必要書類"}),
         "zh": dict(t="信用证通知书 / NOTIFICATION OF DOCUMENTARY CREDIT", f={"20": "信用证号", "31C": "开证日期", "40A": "信用证类型",
                                                                            "31D": "有效期及地点", "50": "申请人", "59": "受益人", "32B": "币种金额", "45A": "货物描述", "46A": "单据要求"}),
         "zht": dict(t="信用狀通知書 / ADVICE OF DOCUMENTARY CREDIT", f={"20": "信用狀號碼", "31C": "開狀日期", "40A": "信用狀種類",
                                                                       "31D": "有效日期及地點", "50": "申請人", "59": "受益人", "32B": "幣別金額", "45A": "貨物說明", "46A": "應提示單據"})}


def lc_bilingual_table(rng, d):
    lang = rng.choice(list(LC_BI))
    adv_c = {"ko": "KOR", "ja": "JPN", "zh": "CHN", "zht": "TWN"}[lang]
    d["advising"] = bank_of(rng, adv_c)
    if d["aw_kind"] == "A":
        d["avail_with"] = d["advising"]["bic"]
    fields = mt700_fields(rng, d, width=55)
    bi = LC_BI[lang]
    our_ref = f"A{rng.choice(['D', 'V'])}{rng.randint(100000, 999999)}"
    rows = []
    for tag, name, content in fields:
        loc = bi["f"].get(tag)
        nm = f"{E(loc)}<br><span class='sm'>{E(name)}</span>" if loc else E(name)
        rows.append(f"<tr><td>{tag}</td><td>{nm}</td><td>{'<br>'.join(E(x) for x in content)}</td></tr>")
    top = (letterhead(rng, d["advising"]) + f"<div class='title'>{E(bi['t'])}</div>"
           f"<table class='t'><tr><th>To (Beneficiary)</th><td>{E(d['ben']['name'])}</td><th>Our Advice No.</th><td>{our_ref}</td></tr>"
           f"<tr><th>Issuing Bank</th><td>{E(d['issuing']['name'])} ({d['issuing']['bic']})</td><th>Advice Date</th><td>{fmt_date(d['issue'] + timedelta(days=rng.randint(1, 4)), rng.choice(['slash_ymd', 'cjk', 'dot_ymd', 'iso']))}</td></tr></table>"
           f"<p class='small'>We have the pleasure of advising you that we have received the following SWIFT MT700 credit. "
           f"This advice conveys no engagement on our part unless we have added our confirmation.</p>")
    table = "<table class='t'><tr><th>Tag</th><th>Field</th><th>Content</th></tr>" + "".join(rows) + "</table>"
    return page_doc(rng, [top + table + footer(rng, d["advising"])], title="LC advice")


def lc_cover_then_mt(rng, d):
    adv = d["advising"]
    our_ref = f"{rng.choice(['EXA', 'ADV', 'OBA'])}-{d['issue'].year}-{rng.randint(10000, 99999)}"
    ds = rng.choice(["d_month_y", "slash_ymd", "iso", "d_mon_y"])
    conf = {"WITHOUT": "without adding our confirmation", "CONFIRM": "and we have been requested to add our confirmation",
            "MAY ADD": "and we are authorised to add our confirmation at your request"}[d["confirm"]]
    letter = (letterhead(rng, adv) + f"<p>Date: {fmt_date(d['issue'] + timedelta(days=rng.randint(1, 5)), ds)}<br>Our reference: {our_ref}</p>"
              f"<p>{E(d['ben']['name'])}<br>{'<br>'.join(E(x) for x in d['ben']['addr'])}</p>"
              f"<p><b>Re: Advice of Documentary Credit</b></p>"
              f"<p>Dear Sirs,<br>At the request of {E(d['issuing']['name'])}, {E(C[d['app_c']]['title'])}, we advise you of their documentary credit, "
              f"the full text of which is attached, {conf}. Please quote our reference {our_ref} in all correspondence. "
              f"Our advising commission of {rng.choice(['USD 50.00', 'SGD 80.00', 'HKD 500.00', 'USD 75.00'])} is for your account.</p>"
              f"<p>Please check the terms carefully; if they are not acceptable, contact the applicant directly to arrange an amendment.</p>"
              f"<p>Yours faithfully,<br>for {E(adv['name'])}<br><br>Authorised Signature &nbsp;&nbsp;&nbsp; Authorised Signature</p>" + footer(rng, adv, 1, 2))
    fields = mt700_fields(rng, d)
    out = [swift_header(rng, d, "text")]
    for tag, name, content in fields:
        out.append(f":{tag}:{name}")
        out += [f"    {x}" for x in content]
    return page_doc(rng, [letter, "<div class='mono'>" + "\n".join(E(x) for x in out) + "</div>"], title="Advice")


def lc_docs_html(rng, docs, style):
    if style == "inline":
        return "<p>" + " ".join(f"{i}) {E(x)}" for i, x in enumerate(docs, 1)) + "</p>"
    if style == "ol":
        return "<p>" + "<br>".join(f"{i}. {E(x)}" for i, x in enumerate(docs, 1)) + "</p>"
    if style == "plus":
        return "<p>" + "<br>".join(f"+{E(x)}" for x in docs) + "</p>"
    return "<p>" + "<br>".join(f"({chr(96 + i)}) {E(x)}" for i, x in enumerate(docs, 1)) + "</p>"


def lc_prose_letter(rng, d):
    iss = d["issuing"]
    ds = rng.choice(["d_month_y", "month_d_y", "d_mon_y", "slash_ymd", "iso"])
    amt = fmt_money(rng, d["amount"], d["cur"], decimals=d["cur"] != "JPY")
    words_ = {"USD": "US DOLLARS", "EUR": "EURO", "JPY": "JAPANESE YEN", "CNY": "CHINESE YUAN RENMINBI"}.get(d["cur"], d["cur"])
    say = f" (SAY {words_} {words(int(d['amount']))}{' AND CENTS ' + words(round(d['amount'] * 100) % 100) if round(d['amount'] * 100) % 100 else ''} ONLY)" if rng.random() < 0.7 else ""
    tol = f", {d['tol'][0]} PCT more or {d['tol'][1]} PCT less in amount acceptable" if d["tol"] and d["tol"][0] == d["tol"][1] else (
        f" with a tolerance of plus {d['tol'][0]} percent / minus {d['tol'][1]} percent" if d["tol"] else "")
    byw = {"BY NEGOTIATION": "by negotiation", "BY PAYMENT": "by payment at sight", "BY ACCEPTANCE": "by acceptance of drafts",
           "BY DEF PAYMENT": "by deferred payment", "BY MIXED PYMT": "by mixed payment"}[d["avail_by"]]
    withw = "any bank" if d["avail_with"] == "ANY BANK" else E(d["avail_with"])
    form = {"IRREVOCABLE": "irrevocable", "IRREVOCABLE TRANSFERABLE": "irrevocable transferable"}[d["form"]]
    ship = []
    if d["pol"]:
        ship.append(f"from {E(d['pol'])}")
    if d["pod"]:
        ship.append(f"to {E(d['pod'])}")
    shp = f"Shipment {' '.join(ship)}" if ship else "Shipment"
    shp += f" not later than {fmt_date(d['lsd'], ds)}." if d["lsd"] else "."
    ps = {"ALLOWED": "Partial shipments are allowed.", "NOT ALLOWED": "Partial shipments are not allowed.",
          "CONDITIONAL": "Partial shipments: conditional (see additional conditions).", None: ""}[d["partial"]]
    ts = {"ALLOWED": "Transhipment is allowed.", "NOT ALLOWED": "Transhipment is not allowed.", "CONDITIONAL": "Transhipment: conditional.", None: ""}[d["tranship"]]
    pres = (f"Documents must be presented within {d['pres']} days after the date of shipment but within the validity of the credit."
            if d["pres"] is not None else "")
    conf = {"WITHOUT": "The advising bank is requested to advise this credit without adding its confirmation.",
            "CONFIRM": "The advising bank is requested to add its confirmation to this credit.",
            "MAY ADD": "The advising bank may add its confirmation at the request of the beneficiary."}[d["confirm"]]
    rules = {"UCP LATEST VERSION": "This credit is subject to the UCP latest version (UCP LATEST VERSION).",
             "EUCP LATEST VERSION": "This credit is subject to EUCP LATEST VERSION.",
             "OTHR": "Applicable rules: OTHR (as stated in the additional conditions)."}[d["rules"]]
    dstyle = rng.choice(["inline", "ol", "plus", "alpha"])
    party = lambda p: f"{E(p['name'])}<br>{'<br>'.join(E(x) for x in p['addr'])}"  # noqa: E731
    body = (letterhead(rng, iss) +
            f"<p style='text-align:right'>{fmt_date(d['issue'], ds)}</p>"
            f"<p>To: {E(d['advising']['name'])} ({d['advising']['bic']})<br>{E(', '.join(d['advising']['addr']))}</p>"
            f"<p><b>Documentary Credit No. {E(d['lc_number'])}</b> &nbsp; Date of issue: {fmt_date(d['issue'], ds)}</p>"
            f"<table class='t'><tr><th>Applicant</th><th>Beneficiary</th></tr><tr><td>{party(d['app'])}</td><td>{party(d['ben'])}</td></tr></table>"
            f"<p>Dear Sirs,</p><p>At the request of the applicant we hereby issue our {form} documentary credit No. {E(d['lc_number'])} "
            f"in favour of the beneficiary named above for an amount of {E(amt)}{E(say)}{E(tol)}, available with {withw} {byw} "
            f"{'against drafts drawn ' + E(d['drafts'].lower()) + ' on us and ' if d['avail_by'] in ('BY NEGOTIATION', 'BY ACCEPTANCE') and rng.random() < 0.6 else ''}"
            f"against presentation of the documents listed below.</p>"
            f"<p>The credit expires on {fmt_date(d['expiry'], ds)} {'' if d['exp_place'].startswith('AT ') else 'in '}{E(d['exp_place'])}.</p>"
            f"<p><b>Covering:</b> {E(d['goods'])}</p>"
            f"<p><b>Documents required:</b></p>{lc_docs_html(rng, d['docs'], dstyle)}"
            f"<p><b>Additional conditions:</b> {E(' '.join(d['conds']))}</p>"
            f"<p>{shp} {ps} {ts} {pres}</p><p>{conf} {rules} All banking charges outside {E(C[d['app_c']]['title'])} are for the account of the beneficiary.</p>"
            f"<p>We hereby engage that drafts drawn and/or documents presented in compliance with the terms of this credit will be duly honoured.</p>"
            f"<p>Yours faithfully,<br>{E(iss['name'])}<br>Trade Finance Operations</p>" + footer(rng, iss))
    return page_doc(rng, [body], title="Documentary credit")


def lc_application(rng, d):
    lang = rng.choice(["zh", "ja", "ko", "en", "zht"])
    tt = {"zh": "不可撤销跟单信用证开证申请书", "ja": "取消不能荷為替信用状発行依頼書", "ko": "취소불능화환신용장 개설신청서",
          "zht": "開發信用狀申請書", "en": ""}[lang]
    ds = rng.choice(["iso", "slash_ymd", "d_mon_y", "cjk_pad"])
    iss = d["issuing"]
    forms = ["IRREVOCABLE", "IRREVOCABLE TRANSFERABLE"]
    byopts = ["BY PAYMENT", "BY ACCEPTANCE", "BY NEGOTIATION", "BY DEF PAYMENT", "BY MIXED PYMT"]
    ship3 = ["ALLOWED", "NOT ALLOWED", "CONDITIONAL"]
    ck = lambda opts, v: checks(rng, opts, opts.index(v) if v in opts else -1, cstyle)  # noqa: E731
    cstyle = rng.choice(["brackets", "boxes", "tick"])
    amt = fmt_money(rng, d["amount"], d["cur"], decimals=True)
    rows = [
        ("Applicant (name and address)", f"{E(d['app']['name'])}<br>{'<br>'.join(E(x) for x in d['app']['addr'])}"),
        ("Beneficiary (name and address)", f"{E(d['ben']['name'])}<br>{'<br>'.join(E(x) for x in d['ben']['addr'])}"),
        ("Advising bank", f"{E(d['advising']['name'])} SWIFT: {d['advising']['bic']}"),
        ("Form of credit (40A)", ck(forms, d["form"])),
        ("Applicable rules (40E)", ck(["UCP LATEST VERSION", "EUCP LATEST VERSION", "ISP LATEST VERSION", "OTHR"], d["rules"])),
        ("Currency and amount (32B)", E(amt)),
        ("Amount tolerance (39A)", f"+{d['tol'][0]}% / -{d['tol'][1]}%" if d["tol"] else rng.choice(["", "—", "N/A"])),
        ("Expiry date and place (31D)", f"{fmt_date(d['expiry'], ds)} &nbsp; in {E(d['exp_place'])}"),
        ("Available with (41a)", E(d["avail_with"])),
        ("Available by", ck(byopts, d["avail_by"])),
        ("Partial shipments (43P)", ck(ship3, d["partial"]) if d["partial"] else ck(ship3, None)),
        ("Transhipment (43T)", ck(ship3, d["tranship"]) if d["tranship"] else ck(ship3, None)),
        ("Port of loading (44E)", E(d["pol"]) if d["pol"] else ""),
        ("Port of discharge (44F)", E(d["pod"]) if d["pod"] else ""),
        ("Latest date of shipment (44C)", fmt_date(d["lsd"], ds) if d["lsd"] else ""),
        ("Description of goods (45A)", E(d["goods"])),
        ("Documents required (46A)", lc_docs_html(rng, d["docs"], rng.choice(["ol", "plus", "alpha"]))),
        ("Additional conditions (47A)", "<br>".join(E(x) for x in d["conds"])),
        ("Presentation period (48)", f"{d['pres']} days after shipment date" if d["pres"] is not None else ""),
        ("Confirmation (49)", ck(["CONFIRM", "MAY ADD", "WITHOUT"], d["confirm"])),
    ]
    blanks = rng.random() < 0.5
    rows = [r for r in rows if r[1] or blanks]
    table = "<table class='t'>" + "".join(f"<tr><th style='width:30%'>{E(a)}</th><td>{b}</td></tr>" for a, b in rows) + "</table>"
    bank_box = (f"<div class='sec'><div class='st'>FOR BANK USE ONLY {'/ 银行填写' if lang == 'zh' else ''}</div>"
                f"<table class='t'><tr><th>L/C No.</th><td>{E(d['lc_number'])}</td><th>Date of issue</th><td>{fmt_date(d['issue'], ds)}</td></tr>"
                f"<tr><th>Margin</th><td>{rng.choice([0, 10, 20, 30])}%</td><th>Approved by</th><td>{rng.randint(1000, 9999)}</td></tr></table></div>")
    top = (letterhead(rng, iss) + f"<div class='title'>{E(tt)}{'<br>' if tt else ''}APPLICATION FOR IRREVOCABLE DOCUMENTARY CREDIT</div>"
           f"<p class='small'>To: {E(iss['name'])}. Please issue by SWIFT an irrevocable documentary credit on the terms below. "
           f"Date of application: {fmt_date(d['issue'] - timedelta(days=rng.randint(1, 6)), ds)}</p>")
    sign = ("<p class='small'>We agree to the terms of the General Agreement for Commercial Letters of Credit. "
            "Applicant's authorised signature(s) and company chop:</p><p>______________________</p>")
    order = [top, table, sign, bank_box] if rng.random() < 0.6 else [top, bank_box, table, sign]
    return page_doc(rng, ["".join(order) + footer(rng, iss)], title="LC application")


LC_LAYOUTS = ["raw_mt700", "fin_block_print", "system_advice_print", "telex_print", "bilingual_tag_table",
              "advice_cover_letter", "issuing_bank_letter", "lc_application_form"]


def gen_lc(rng: random.Random, layout: str) -> tuple[str, dict]:
    d = lc_data(rng)
    if layout in ("raw_mt700", "fin_block_print"):
        h = lc_raw(rng, d, layout)
    elif layout == "system_advice_print":
        h = lc_system_advice(rng, d)
    elif layout == "telex_print":
        h = lc_telex(rng, d)
    elif layout == "bilingual_tag_table":
        h = lc_bilingual_table(rng, d)
    elif layout == "advice_cover_letter":
        h = lc_cover_then_mt(rng, d)
    elif layout == "issuing_bank_letter":
        h = lc_prose_letter(rng, d)
    else:
        h = lc_application(rng, d)
    return h, lc_truth(d)


# ----------------------------------------------------------------------------------------------
# housing-loan applications

LOAN_RANGE = {"JPY": (20_000_000, 65_000_000, 0.35, 1.9), "KRW": (200_000_000, 900_000_000, 3.4, 5.6),
              "CNY": (500_000, 3_500_000, 3.0, 4.3), "TWD": (5_000_000, 25_000_000, 1.9, 2.9),
              "HKD": (3_000_000, 12_000_000, 3.0, 4.6), "SGD": (350_000, 1_600_000, 2.5, 4.2),
              "MYR": (300_000, 1_300_000, 3.8, 4.9), "THB": (2_000_000, 9_000_000, 5.2, 7.1),
              "VND": (1_000_000_000, 6_000_000_000, 6.5, 11.0), "IDR": (500_000_000, 3_500_000_000, 6.5, 11.0),
              "PHP": (3_000_000, 14_000_000, 5.8, 9.0)}
PURPOSES = ["purchase", "refinance", "construction", "other"]
PURPOSE_TXT = {"purchase": ["Purchase", "Purchase of property", "New purchase", "Purchase of completed unit"],
               "refinance": ["Refinance", "Refinancing", "Refinancing (transfer from another bank)"],
               "construction": ["Construction", "Construction of house", "Self-build on own land"],
               "other": ["Renovation", "Other (renovation)", "Others - home improvement"]}
PURPOSE_LOCAL = {"ja": ["購入", "借換え", "新築", "その他"], "ko": ["구입", "대환", "신축", "기타"],
                 "zh": ["购房", "转按揭", "自建房", "其他"], "zht": ["購屋", "轉貸", "自建", "其他"],
                 "ms": ["Pembelian", "Pembiayaan semula", "Pembinaan", "Lain-lain"],
                 "id": ["Pembelian", "Take over / refinancing", "Pembangunan", "Lainnya"]}
MARITAL = {"married": ["Married", "MARRIED"], "unmarried": ["Single", "Unmarried", "Divorced", "Widowed"],
           "separated": ["Separated", "SEPARATED"]}
MARITAL_LOCAL = {"ja": ["既婚", "未婚", "別居"], "ko": ["기혼", "미혼", "별거"], "zh": ["已婚", "未婚", "分居"],
                 "zht": ["已婚", "未婚", "分居"], "ms": ["Berkahwin", "Bujang", "Berpisah"], "id": ["Kawin", "Belum Kawin", "Pisah"]}
LOAN_LAYOUTS = ["jp_housing_loan", "kr_mortgage_form", "sg_joint_applicant_columns", "hk_mortgage_bilingual",
                "broker_email", "underwriter_credit_memo", "cn_housing_loan_table", "my_id_financing_form"]
LOAN_COUNTRY = {"jp_housing_loan": ["JPN"], "kr_mortgage_form": ["KOR"], "sg_joint_applicant_columns": ["SGP", "MYS"],
                "hk_mortgage_bilingual": ["HKG"], "broker_email": ["SGP", "PHL", "MYS", "HKG", "THA"],
                "underwriter_credit_memo": ["TWN", "THA", "VNM", "PHL", "SGP"], "cn_housing_loan_table": ["CHN"],
                "my_id_financing_form": ["MYS", "IDN"]}


def loan_data(rng: random.Random, code: str) -> dict:
    cur = C[code]["cur"]
    lo, hi, rlo, rhi = LOAN_RANGE[cur]
    sex = rng.choice("MF")
    b = make_person(rng, code, sex)
    marital = rng.choices(["married", "unmarried", "separated"], [6, 3, 1])[0]
    ncob = rng.choices([0, 1, 2, 3], [4, 5, 2, 1])[0]
    cobs = []
    for k in range(ncob):
        if k == 0 and marital == "married":
            cobs.append(make_person(rng, code, "F" if sex == "M" else "M"))
        else:
            cobs.append(make_person(rng, code))
    case = rng.choice(["upper", "title", "mixed"])
    nfs = [name_forms(rng, b, case)]
    style = nfs[0]["style"]
    for c in cobs:
        nf = name_forms(rng, c, case)
        if nf["style"] != "single" and style != "single":
            nf = dict(nf, style=style, text={"comma": f"{nf['sur']}, {nf['given']}", "western": f"{nf['given']} {nf['sur']}"}.get(style))
        nfs.append(nf)
    dobs = [rand_date(rng, date(1960, 1, 1), date(1998, 12, 31)) for _ in range(1 + ncob)]
    signed = rand_date(rng, date(2023, 6, 1), date(2026, 4, 30))
    dobs[0] = min(dobs[0], signed - timedelta(days=365 * 24))
    value = float(round(rng.uniform(lo * 1.2, hi * 1.4), -4 if cur not in ("VND", "IDR", "KRW") else -6))
    amount = float(round(value * rng.uniform(0.5, 0.88), -3 if cur not in ("VND", "IDR", "KRW") else -6))
    years = rng.choice([10, 15, 20, 25, 30, 35]) if cur != "JPY" else rng.choice([20, 25, 30, 35])
    term = years * 12 if rng.random() < 0.85 else years * 12 + rng.choice([6, -6])
    inc_lo = amount / 250
    monthly = float(round(rng.uniform(inc_lo, inc_lo * 3), -2 if cur not in ("VND", "IDR", "KRW") else -4))
    return dict(code=code, cur=cur, b=b, nfs=nfs, dobs=dobs, cobs=cobs, marital=marital, signed=signed,
                email=(f"{(nfs[0]['given'] or nfs[0]['truth']).split()[0].lower().replace('-', '')}.{rng.randint(1, 999)}@{rng.choice(['gmail.com', 'yahoo.com', 'hotmail.com', 'naver.com', 'icloud.com'])}"
                       if rng.random() < 0.7 else None),
                phone=tel(rng, code) if rng.random() < 0.8 else None,
                employer=make_company(rng, code), emp_start=rand_date(rng, max(date(1995, 1, 1), dobs[0] + timedelta(days=365 * 21)), signed - timedelta(days=200)),
                prev_employer=make_company(rng, code) if rng.random() < 0.5 else None,
                position=rng.choice(["Senior Engineer", "Manager", "Accountant", "Sales Director", "Teacher", "Analyst", "Nurse", "Civil Servant"]),
                monthly=monthly, amount=amount, purpose=rng.choices(PURPOSES, [6, 2, 1, 1])[0], term=term,
                rate=round(rng.uniform(rlo, rhi), rng.choice([2, 2, 3])), prop=make_address(rng, code),
                value=value, app_no=rng.choice([f"HL{signed.year}{rng.randint(100000, 999999)}", f"{rng.randint(100, 999)}-{rng.randint(1000000, 9999999)}",
                                                f"MTG/{signed.year % 100}/{rng.randint(10000, 99999)}", f"{C[code]['a2']}{rng.randint(10 ** 8, 10 ** 9)}"]),
                value_label=None, cob_incomes=[float(round(monthly * rng.uniform(0.3, 1.1), -2 if cur not in ("VND", "IDR", "KRW") else -4)) for _ in cobs])


def loan_truth(L_: dict, prop_truth: str) -> dict:
    return dict(application_number=L_["app_no"],
                borrower=dict(full_name=L_["nfs"][0]["truth"], date_of_birth=iso(L_["dobs"][0]), marital_status=L_["marital"],
                              email=L_["email"], phone=L_["phone"]),
                co_borrowers=[dict(full_name=nf["truth"], date_of_birth=iso(dob)) for nf, dob in zip(L_["nfs"][1:], L_["dobs"][1:])],
                employer_name=L_["employer"], employment_start_date=iso(L_["emp_start"]), monthly_income=L_["monthly"],
                income_currency=L_["cur"], loan_amount=L_["amount"], loan_currency=L_["cur"], loan_purpose=L_["purpose"],
                loan_term_months=L_["term"], interest_rate_percent=L_["rate"], property_address=prop_truth,
                property_value=L_["value"])


def term_text(rng: random.Random, months: int, lang: str) -> str:
    y, m = divmod(months, 12)
    opts = [f"{months} months", f"{months} mths"]
    if m == 0:
        opts += [f"{y} years", f"{y} yrs"]
        if lang in ("ja", "zh", "zht"):
            opts.append(f"{y}年 ({y} years)")
        if lang == "ko":
            opts.append(f"{y}년 ({months}개월)")
    else:
        opts.append(f"{y} years {m} months")
    return rng.choice(opts)


def rate_text(rng: random.Random, r: float) -> str:
    s = f"{r:.{rng.choice([2, 3]) if round(r, 2) != r else 2}f}" if rng.random() < 0.7 else f"{r}"
    return rng.choice([f"{s}%", f"{s} % p.a.", f"{s}% per annum", f"{s}%（年利）" if rng.random() < 0.3 else f"{s} %"])


def nm_cells(nf: dict) -> list[tuple[str, str]]:
    if nf["style"] == "fields":
        return [("surname", nf["sur"]), ("given", nf["given"])]
    return [("name", nf["text"] or nf["truth"])]


def marital_text(rng: random.Random, m: str, lang: str) -> str:
    loc = MARITAL_LOCAL.get(lang)
    i = ["married", "unmarried", "separated"].index(m)
    if rng.random() < 0.4:
        opts = ["Married", "Single", "Separated"]
        if loc and rng.random() < 0.5:
            opts = [f"{a}/{b}" for a, b in zip(loc, opts)]
        return checks(rng, opts, i)
    t = rng.choice(MARITAL[m])
    return f"{loc[i]} / {t}" if loc and rng.random() < 0.4 else t


def purpose_text(rng: random.Random, p: str, lang: str) -> str:
    i = PURPOSES.index(p)
    if rng.random() < 0.5:
        opts = ["Purchase", "Refinance", "Construction", "Others"]
        loc = PURPOSE_LOCAL.get(lang)
        if loc and rng.random() < 0.5:
            opts = [f"{a}/{b}" for a, b in zip(loc, opts)]
        out = checks(rng, opts, i)
        if p == "other":
            out += " (renovation)"
        return out
    return E(rng.choice(PURPOSE_TXT[p]))


def income_table(rng: random.Random, L_: dict, lb) -> str:
    tot = L_["monthly"]
    cur = L_["cur"]
    dp = cur not in NO_DEC
    basic = float(round(tot * rng.uniform(0.7, 0.9), 0))
    allow = float(round((tot - basic) * rng.uniform(0.2, 0.8), 0))
    other = round(tot - basic - allow, 2)
    f = lambda x: fmt_num(rng, x, cur, dp)  # noqa: E731
    rows = [("Basic salary", basic), ("Fixed allowances", allow), (rng.choice(["Overtime / commission", "Variable bonus (monthly avg.)"]), other)]
    body = "".join(f"<tr><td>{a}</td><td>{f(b)}</td></tr>" for a, b in rows)
    return (f"<table class='t'><tr><th>{lb('income_m')} ({cur})</th><th>Amount</th></tr>{body}"
            f"<tr><th>Total gross monthly income</th><th>{f(tot)}</th></tr></table>")


def gen_loan(rng: random.Random, layout: str) -> tuple[str, dict]:
    code = rng.choice(LOAN_COUNTRY[layout])
    L_ = loan_data(rng, code)
    bank = bank_of(rng, code)
    lang = C[code]["lang"]
    lm = pick_label_mode(rng, lang)
    _lbl: dict = {}
    lb = lambda k: _lbl.setdefault(k, label(rng, k, lang, lm))  # noqa: E731  (one wording per field in a document)
    ds = rng.choice({"ja": ["slash_ymd", "cjk", "iso"], "ko": ["dot_ymd", "ko", "iso"], "zh": ["cjk_pad", "iso", "slash_ymd"],
                     "zht": ["slash_ymd", "cjk", "iso"]}.get(lang, ["dmy_slash", "d_mon_y", "iso", "d_month_y", "dot_dmy"]))
    cur = L_["cur"]
    money = lambda x: E(fmt_money(rng, x, cur))  # noqa: E731
    p_html, p_truth = render_addr(rng, L_["prop"])
    if layout in ("broker_email",):
        h = loan_email(rng, L_, bank, ds, p_truth)
        return h, loan_truth(L_, p_truth)
    if layout == "underwriter_credit_memo":
        h, p_truth = loan_memo(rng, L_, bank, ds)
        return h, loan_truth(L_, p_truth)
    # ---- application forms
    people = []
    for k, (nf, dob) in enumerate(zip(L_["nfs"], L_["dobs"])):
        items = [(lb(key), E(v)) for key, v in nm_cells(nf)]
        items.append((lb("dob"), fmt_date(dob, ds)))
        if k == 0:
            items.append((lb("marital"), marital_text(rng, L_["marital"], lang)))
            items.append((lb("phone"), E(L_["phone"]) if L_["phone"] else rng.choice(["", "—", "N/A"])))
            items.append((lb("email"), E(L_["email"]) if L_["email"] else rng.choice(["", "—", "nil"])))
            a_html, _ = render_addr(rng, make_address(rng, code) if rng.random() < 0.5 else L_["prop"])
            items.append((lb("address"), a_html))
        else:
            items.append(("Relationship to borrower", rng.choice(["Spouse", "Parent", "Child", "Sibling"]) if k > 1 or L_["marital"] != "married" else "Spouse"))
            items.append((lb("employer"), E(make_company(rng, code))))
            items.append((lb("income_m"), money(L_["cob_incomes"][k - 1])))
        people.append(items)
    emp = [(lb("employer"), E(L_["employer"])), ("Position / Job title", E(L_["position"])),
           (lb("emp_start"), fmt_date(L_["emp_start"], ds))]
    if L_["prev_employer"]:
        emp.append(("Previous employer", E(L_["prev_employer"])))
        emp.append(("Previous employment period", f"{fmt_date(L_['emp_start'] - timedelta(days=rng.randint(900, 3000)), ds)} – {fmt_date(L_['emp_start'] - timedelta(days=rng.randint(10, 60)), ds)}"))
    inc_as_table = rng.random() < 0.4
    if not inc_as_table:
        emp.append((lb("income_m"), money(L_["monthly"])))
        if rng.random() < 0.4:
            emp.append((lb("income_y") + " (incl. bonus)", money(L_["monthly"] * 12 + L_["monthly"] * rng.choice([0, 1, 2, 3]))))
    loan = [(lb("loan_amount"), money(L_["amount"])), (lb("purpose"), purpose_text(rng, L_["purpose"], lang)),
            (lb("term"), E(term_text(rng, L_["term"], lang))), (lb("rate"), E(rate_text(rng, L_["rate"])))]
    if rng.random() < 0.5:
        loan.append(("Repayment method", rng.choice(["Equal instalments (principal and interest)", "Equal principal", "元利均等 / Annuity"])))
    if rng.random() < 0.4:
        loan.append(("Down payment / own funds", money(max(L_["value"] - L_["amount"], 1000))))
    vlabel = {"purchase": rng.choice(["Purchase Price", "Property Value", "Sale and Purchase Price"]),
              "refinance": rng.choice(["Current Market Value", "Valuation", "Property Value"]),
              "construction": rng.choice(["Estimated value on completion", "Property Value"]),
              "other": rng.choice(["Property Value", "Market Value"])}[L_["purpose"]]
    lv = L["prop_value"].get(lang) if lang != "en" else None
    prop = [(lb("prop_address"), p_html), (f"{E(lv) + ' / ' if lv and lm != 'en' else ''}{vlabel}", money(L_["value"])),
            ("Property type", rng.choice(["Condominium", "HDB flat", "Landed house", "Apartment", "Townhouse", "Detached house"]))]
    if rng.random() < 0.4:
        prop.append(("Tenure", rng.choice(["Freehold", "Leasehold 99 years", "Leasehold"])))
    title = {"jp_housing_loan": "住宅ローン借入申込書 / Housing Loan Application", "kr_mortgage_form": "주택담보대출 신청서 / Mortgage Loan Application",
             "sg_joint_applicant_columns": rng.choice(["Home Loan Application Form", "Housing Loan Application (Private / HDB)"]),
             "hk_mortgage_bilingual": "住宅按揭貸款申請表 / Residential Mortgage Application Form",
             "cn_housing_loan_table": "个人住房贷款申请表 / Personal Housing Loan Application",
             "my_id_financing_form": rng.choice(["Borang Permohonan Pinjaman Perumahan / Housing Loan Application Form",
                                                 "Formulir Permohonan Kredit Pemilikan Rumah (KPR) / Home Loan Application"])}[layout]
    modes = {"jp_housing_loan": ["boxes", "table4"], "kr_mortgage_form": ["table2", "table4", "hdr"],
             "sg_joint_applicant_columns": ["table2", "colon", "below"], "hk_mortgage_bilingual": ["boxes", "table4", "below"],
             "cn_housing_loan_table": ["table4", "table2"], "my_id_financing_form": ["leader", "colon", "below"]}[layout]
    head = (letterhead(rng, bank) + f"<div class='title'>{E(title)}</div>"
            f"<div class='small'>{lb('app_no')}: <b>{E(L_['app_no'])}</b> &nbsp; Date received: {fmt_date(L_['signed'], ds)} &nbsp; "
            f"{rng.choice(['Branch', 'Sales channel', 'Referral'])}: {rng.choice(['Mortgage Centre', 'Online', 'Developer booth', 'Branch ' + str(rng.randint(100, 999))])}</div>")
    if rng.random() < 0.4:
        head += "<p class='small'>Please complete all sections in BLOCK LETTERS. Incomplete applications may delay processing.</p>"
    secs = []
    tits = {"app": ["Applicant Details", "Borrower Information", "Section 1 - Applicant(s)"],
            "emp": ["Employment & Income (Main Applicant)", "Employment Details", "Income Information"],
            "loan": ["Loan Details", "Facility Requested", "Financing Required"],
            "prop": ["Property Details", "Collateral / Security", "Property to be Financed"]}
    if layout == "sg_joint_applicant_columns" or (layout in ("hk_mortgage_bilingual", "jp_housing_loan") and rng.random() < 0.5):
        heads = ["Main Applicant"] + [f"Joint Applicant {k}" for k in range(1, len(people))]
        if layout == "jp_housing_loan":
            heads = ["申込人 / Applicant"] + [f"連帯債務者 / Joint Debtor {k}" for k in range(1, len(people))]
        keys = []
        for items in people:
            for a, _ in items:
                pass
        # column table: row labels from the union of captions in order
        rows_lbl = []
        cols = []
        for items in people:
            col = {}
            for a, v in items:
                k = re.sub(r"<[^>]+>", " ", a)
                col[k] = v
                if k not in rows_lbl:
                    rows_lbl.append(k)
            cols.append(col)
        rows_html = "".join(f"<tr><th>{E(r)}</th>" + "".join(f"<td>{c.get(r, '')}</td>" for c in cols) + "</tr>" for r in rows_lbl)
        secs.append(f"<div class='sec'><div class='st'>{rng.choice(tits['app'])}</div><table class='t'><tr><th></th>"
                    + "".join(f"<th>{E(h)}</th>" for h in heads) + f"</tr>{rows_html}</table></div>")
    else:
        secs.append(section(rng, rng.choice(tits["app"]), people[0], modes))
        for k, items in enumerate(people[1:], 1):
            secs.append(section(rng, rng.choice(["Co-Borrower", "Co-applicant", "Joint Borrower", "Guarantor / Co-borrower"]) + f" {k}", items, modes))
    emp_sec = section(rng, rng.choice(tits["emp"]), emp, modes)
    if inc_as_table:
        emp_sec = emp_sec[:-6] + income_table(rng, L_, lb) + "</div>"
    rest = [emp_sec, section(rng, rng.choice(tits["loan"]), loan, modes), section(rng, rng.choice(tits["prop"]), prop, modes)]
    if rng.random() < 0.5:
        rest = [rest[1], rest[2], rest[0]]
    decl = (f"<div class='sec'><p class='small'>I/We declare that the information above is true and correct and authorise "
            f"{E(bank['name'])} to obtain credit reports. The Bank may decline this application without giving reasons.</p>"
            f"<table class='t'><tr><th>Signature of Applicant</th><th>Signature of Joint Applicant(s)</th><th>Date</th></tr>"
            f"<tr><td>&nbsp;</td><td>&nbsp;</td><td>{fmt_date(L_['signed'], ds)}</td></tr></table>"
            f"<p class='small'>For bank use: Officer {rng.randint(1000, 9999)} &nbsp; DSR {rng.randint(20, 55)}% &nbsp; LTV {round(L_['amount'] / L_['value'] * 100, 1)}%</p></div>")
    pages = [head + "".join(secs), "".join(rest) + decl + footer(rng, bank)]
    if rng.random() < 0.4:
        pages = [pages[0] + pages[1]]
    return page_doc(rng, pages, title=title), loan_truth(L_, p_truth)


def loan_email(rng, L_, bank, ds, p_truth):
    nfs = L_["nfs"]
    nm = lambda nf: nf["text"] or (f"{nf['sur']}, {nf['given']}" if nf["style"] == "fields" else nf["truth"])  # noqa: E731
    if nfs[0]["style"] == "fields":
        for i, nf in enumerate(nfs):
            nfs[i] = dict(nf, style="comma", text=f"{nf['sur']}, {nf['given']}")
    cur = L_["cur"]
    money = lambda x: E(fmt_money(rng, x, cur))  # noqa: E731
    broker = rng.choice(["HomeKey Mortgage Advisory", "Lion Gate Loan Brokers", "Pinoy Home Finance Partners", "Harbour Mortgage Consultants"])
    cobs = "".join(f"<li>Co-borrower: {E(nm(nf))}, born {fmt_date(dob, ds)}</li>" for nf, dob in zip(nfs[1:], L_["dobs"][1:]))
    contact = []
    if L_["phone"]:
        contact.append(f"mobile {E(L_['phone'])}")
    if L_["email"]:
        contact.append(f"e-mail {E(L_['email'])}")
    y, m = divmod(L_["term"], 12)
    term = f"{y} years" if m == 0 and rng.random() < 0.7 else f"{L_['term']} months"
    purp = {"purchase": "purchase of a completed unit", "refinance": "refinancing of an existing housing loan with another bank",
            "construction": "construction of a house on land already owned", "other": "renovation and home improvement (other purpose)"}[L_["purpose"]]
    vlab = "purchase price" if L_["purpose"] == "purchase" else "latest valuation"
    mar = rng.choice(MARITAL[L_["marital"]]).lower()
    body = (f"<div class='mono' style='font-size:9pt'>From: {E(broker)} &lt;submissions@{broker.split()[0].lower()}.example&gt;\n"
            f"To: mortgage.desk@{bank['bic'][:4].lower()}.example\nDate: {fmt_date(L_['signed'], 'd_mon_y')} {rng.randint(8, 18):02d}:{rng.randint(0, 59):02d}\n"
            f"Subject: New home loan submission - Ref {E(L_['app_no'])}\n</div><hr>"
            f"<p>Dear Mortgage Desk,</p><p>Please find below a new housing loan submission for your kind assessment "
            f"(our file ref {E(L_['app_no'])}).</p><ul>"
            f"<li>Main borrower: {E(nm(nfs[0]))}, date of birth {fmt_date(L_['dobs'][0], ds)}, {E(mar)}"
            f"{', ' + ', '.join(contact) if contact else ''}</li>{cobs}"
            f"<li>Employment: {E(L_['position'])} with {E(L_['employer'])} since {fmt_date(L_['emp_start'], ds)}"
            f"{'; previously with ' + E(L_['prev_employer']) if L_['prev_employer'] else ''}</li>"
            f"<li>Gross monthly income: {money(L_['monthly'])} (main borrower only)</li>"
            f"<li>Loan requested: {money(L_['amount'])} over {term} at an indicative rate of {E(rate_text(rng, L_['rate']))}, for {purp}</li>"
            f"<li>Property: {E(p_truth)}; {vlab} {money(L_['value'])}</li></ul>"
            f"<p>Supporting documents (payslips for 3 months, CPF/EPF/SSS statements, ID copies, option to purchase) are attached. "
            f"Our referral fee of {rng.choice(['0.3%', '0.5%', '0.25%'])} is payable upon disbursement.</p>"
            f"<p>Best regards,<br>{E(rng.choice(['Grace Tan', 'Ryan Lim', 'Carlo Santos', 'Aileen Wong']))}<br>{E(broker)}<br>"
            f"Licence no. {rng.randint(100000, 999999)}</p><p class='small'>CONFIDENTIALITY: This e-mail and attachments are intended for the addressee only.</p>")
    return page_doc(rng, [body], title="Broker submission")


def loan_memo(rng, L_, bank, ds):
    cur = L_["cur"]
    f = lambda x: fmt_num(rng, x, cur)  # noqa: E731
    nfs = L_["nfs"]
    rows = []
    for k, (nf, dob) in enumerate(zip(nfs, L_["dobs"])):
        role = "Borrower" if k == 0 else rng.choice(["Co-borrower", "Joint borrower"])
        nm = nf["text"] or (f"{nf['sur']}, {nf['given']}" if nf["style"] == "fields" else nf["truth"])
        if nf["style"] == "fields":
            nfs[k] = dict(nf, style="comma", text=nm)
        inc = L_["monthly"] if k == 0 else L_["cob_incomes"][k - 1]
        rows.append(f"<tr><td>{role}</td><td>{E(nm)}</td><td>{fmt_date(dob, ds)}</td><td>{f(inc)}</td></tr>")
    p_lines = L_["prop"]
    p_html, p_truth = render_addr(rng, p_lines, rng.choice(["comma", "br"]))
    y, m = divmod(L_["term"], 12)
    contact = []
    if L_["phone"]:
        contact.append(f"Tel {E(L_['phone'])}")
    if L_["email"]:
        contact.append(E(L_["email"]))
    memo = (letterhead(rng, bank) + f"<div class='title'>{rng.choice(['CREDIT MEMORANDUM - RESIDENTIAL MORTGAGE', 'Housing Loan Credit Proposal', 'Underwriting Summary'])}</div>"
            f"<table class='t'><tr><th>Application no.</th><td>{E(L_['app_no'])}</td><th>Memo date</th><td>{fmt_date(L_['signed'] + timedelta(days=rng.randint(2, 10)), ds)}</td></tr>"
            f"<tr><th>Prepared by</th><td>{E(rng.choice(['Credit Analyst', 'Underwriter']))} {rng.randint(100, 999)}</td><th>Approval level</th><td>{rng.choice(['L2', 'L3', 'Credit Committee'])}</td></tr></table>"
            f"<div class='sec'><div class='st'>1. Applicants</div><table class='t'><tr><th>Role</th><th>Name</th><th>Date of birth</th><th>Gross monthly income ({cur})</th></tr>{''.join(rows)}</table>"
            f"<p>Marital status of borrower: {E(rng.choice(MARITAL[L_['marital']]))}. {' / '.join(contact)}</p></div>"
            f"<div class='sec'><div class='st'>2. Employment</div><table class='t'><tr><th>Employer</th><th>Position</th><th>From</th><th>To</th></tr>"
            f"<tr><td>{E(L_['employer'])}</td><td>{E(L_['position'])}</td><td>{fmt_date(L_['emp_start'], ds)}</td><td>Present</td></tr>"
            + (f"<tr><td>{E(L_['prev_employer'])}</td><td>Officer</td><td>{fmt_date(L_['emp_start'] - timedelta(days=rng.randint(1200, 3000)), ds)}</td><td>{fmt_date(L_['emp_start'] - timedelta(days=rng.randint(5, 90)), ds)}</td></tr>" if L_["prev_employer"] else "")
            + "</table></div>"
            f"<div class='sec'><div class='st'>3. Facility</div><table class='t'>"
            f"<tr><th>Loan amount</th><td>{E(fmt_money(rng, L_['amount'], cur))}</td><th>Purpose</th><td>{E(rng.choice(PURPOSE_TXT[L_['purpose']]))}</td></tr>"
            f"<tr><th>Tenor</th><td>{E(term_text(rng, L_['term'], 'en'))}</td><th>Rate</th><td>{E(rate_text(rng, L_['rate']))}</td></tr>"
            f"<tr><th>Property</th><td>{p_html}</td><th>{'Purchase price' if L_['purpose'] == 'purchase' else 'Valuation'}</th><td>{E(fmt_money(rng, L_['value'], cur))}</td></tr></table></div>"
            f"<div class='sec'><div class='st'>4. Analysis</div><p>LTV {round(L_['amount'] / L_['value'] * 100, 1)}% within policy limit of {rng.choice([70, 75, 80, 90])}%. "
            f"Debt service ratio {rng.randint(18, 48)}% based on combined income. Credit bureau: no adverse records. "
            f"Existing obligations: {E(fmt_money(rng, rng.randint(2, 40) * 1000, cur))} car loan.</p>"
            f"<p><b>Recommendation:</b> {rng.choice(['Approve', 'Approve subject to valuation', 'Approve with conditions'])}.</p></div>" + footer(rng, bank))
    return page_doc(rng, [memo], title="Credit memo"), p_truth


# ----------------------------------------------------------------------------------------------
# public interface

_LAYOUTS = {"kyc_individual": KYC_LAYOUTS, "letter_of_credit": LC_LAYOUTS, "loan_application": LOAN_LAYOUTS}


def layouts(document_type: str) -> list[str]:
    return list(_LAYOUTS[document_type])


def generate(document_type: str, index: int, seed: int) -> AuthoredDocument:
    rng = random.Random(f"{seed}|{document_type}|{index}")
    lay = _LAYOUTS[document_type]
    layout = lay[index % len(lay)] if rng.random() < 0.0 else rng.choice(lay)
    if document_type == "kyc_individual":
        h, t = gen_kyc(rng, layout)
    elif document_type == "letter_of_credit":
        h, t = gen_lc(rng, layout)
    elif document_type == "loan_application":
        h, t = gen_loan(rng, layout)
    else:
        raise ValueError(document_type)
    return AuthoredDocument(document_type, layout, h, t)


def _generate_layout(document_type: str, layout: str, index: int, seed: int) -> AuthoredDocument:
    rng = random.Random(f"{seed}|{document_type}|{layout}|{index}")
    fn = {"kyc_individual": gen_kyc, "letter_of_credit": gen_lc, "loan_application": gen_loan}[document_type]
    h, t = fn(rng, layout)
    return AuthoredDocument(document_type, layout, h, t)


def html_text(h: str) -> str:
    h = re.sub(r"<style.*?</style>|<title>.*?</title>", " ", h, flags=re.S)
    h = re.sub(r"<[^>]+>", " ", h)
    return re.sub(r"\s+", " ", _html.unescape(h)).strip().casefold()


def _fold(s: str) -> str:
    return re.sub(r"\s+", " ", s.replace("\u00a0", " ")).strip().casefold()


def _free_text(document_type: str, t: dict) -> list[tuple[str, str]]:
    out = []
    if document_type == "kyc_individual":
        keys = ["full_name", "id_document_number", "residential_address", "occupation", "employer_name",
                "tax_identification_number"]
        out = [(k, t[k]) for k in keys]
    elif document_type == "letter_of_credit":
        out = [("lc_number", t["lc_number"]), ("expiry_place", t["expiry_place"]), ("applicant.name", t["applicant"]["name"]),
               ("applicant.address", t["applicant"]["address"]), ("beneficiary.name", t["beneficiary"]["name"]),
               ("beneficiary.address", t["beneficiary"]["address"]), ("available_with", t["available_with"]),
               ("port_of_loading", t["port_of_loading"]), ("port_of_discharge", t["port_of_discharge"]),
               ("goods_description", t["goods_description"])]
        out += [(f"documents_required[{i}]", x) for i, x in enumerate(t["documents_required"])]
    else:
        out = [("application_number", t["application_number"]), ("borrower.full_name", t["borrower"]["full_name"]),
               ("borrower.email", t["borrower"]["email"]), ("borrower.phone", t["borrower"]["phone"]),
               ("employer_name", t["employer_name"]), ("property_address", t["property_address"])]
        out += [(f"co_borrowers[{i}].full_name", c["full_name"]) for i, c in enumerate(t["co_borrowers"])]
    return [(k, v) for k, v in out if v is not None]


def _schema(document_type: str) -> dict:
    import json
    from pathlib import Path
    p = Path(__file__).resolve().parents[2] / "schemas" / f"{document_type}.schema.json"
    return json.loads(p.read_text())


def self_check(per_type: int = 3, seed: int = 0) -> None:
    """For every layout, ``per_type`` documents: the truth validates against its schema and every stated
    free-text value (names token by token) is in the page's text."""
    import jsonschema
    for dt in _LAYOUTS:
        validator = jsonschema.Draft202012Validator(_schema(dt), format_checker=jsonschema.FormatChecker())
        for layout in _LAYOUTS[dt]:
            for i in range(per_type):
                doc = _generate_layout(dt, layout, i, seed)
                errs = [e.message for e in validator.iter_errors(doc.truth)]
                assert not errs, (dt, layout, i, errs)
                text = html_text(doc.html)
                # the folded text with separators: mono screens use ': ' and lines; check folded forms
                for key, v in _free_text(dt, doc.truth):
                    fv = _fold(v)
                    if fv in text:
                        continue
                    if key.endswith("full_name"):
                        missing = [w for w in fv.replace(",", " ").split() if w not in text]
                        assert not missing, (dt, layout, i, key, v, missing)
                        continue
                    raise AssertionError((dt, layout, i, key, v))
                assert doc.html.startswith("<!DOCTYPE html>")
    print("self_check ok")
