"""Training documents in the manner of Latin American banks (Mexico, Brazil, Colombia, Chile,
Argentina, Peru and Central America): KYC packets in Spanish / Portuguese (often with English
beside), documentary credits of those banks (MT700 prints, "carta de crédito" letters) and
residential mortgage applications ("solicitud de crédito hipotecario", "financiamento
imobiliário") with co-applicants.

Independent generator: ``generate(document_type, index, seed)`` gives an ``AuthoredDocument``
whose ``truth`` is the record a careful reader of the printed page would write following
docs/CONTRACT.md. Standard library only (jsonschema only in ``self_check``).
"""
from __future__ import annotations

import datetime as _dt
import html as _html
import random
import re
import textwrap
import unicodedata
from dataclasses import dataclass
from typing import Callable

__all__ = ["AuthoredDocument", "layouts", "generate", "self_check"]

DOCUMENT_TYPES = ("kyc_individual", "letter_of_credit", "loan_application")


@dataclass
class AuthoredDocument:
    document_type: str
    layout: str
    html: str
    truth: dict


# ----------------------------------------------------------------------------------------------
# small helpers
# ----------------------------------------------------------------------------------------------

def esc(s: str) -> str:
    return _html.escape(str(s), quote=False)


def fold(s: str) -> str:
    return re.sub(r"\s+", " ", s).strip()


def deaccent(s: str) -> str:
    return unicodedata.normalize("NFKD", s).encode("ascii", "ignore").decode()


def digits(r: random.Random, n: int) -> str:
    return "".join(r.choice("0123456789") for _ in range(n))


def letters(r: random.Random, n: int, pool: str = "ABCDEFGHJKLMNPRSTUVWXYZ") -> str:
    return "".join(r.choice(pool) for _ in range(n))


def pick_pattern(r: random.Random, pattern: str) -> str:
    return "".join(r.choice("0123456789") if c == "D" else r.choice("ABCDEFGHJKLMNPRSTUVWXYZ") if c == "L" else c
                   for c in pattern)


def rdate(r: random.Random, start: _dt.date, end: _dt.date) -> _dt.date:
    return start + _dt.timedelta(days=r.randint(0, (end - start).days))


def iso(d: _dt.date | None) -> str | None:
    return d.isoformat() if d else None


MES_ES = "enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre".split()
MES_PT = "janeiro fevereiro março abril maio junho julho agosto setembro outubro novembro dezembro".split()
MON_EN = "January February March April May June July August September October November December".split()
AB_ES = "ENE FEB MAR ABR MAY JUN JUL AGO SEP OCT NOV DIC".split()
AB_PT = "JAN FEV MAR ABR MAI JUN JUL AGO SET OUT NOV DEZ".split()
AB_EN = "JAN FEB MAR APR MAY JUN JUL AUG SEP OCT NOV DEC".split()

DATE_STYLES = ["d/m/Y", "d-m-Y", "d.m.Y", "d de M de Y", "d-MON-Y", "d MON Y", "d/MON/Y", "Y-m-d", "d Mon. Y",
               "dd/mm/yyyy"]
US_DATE_STYLES = ["m/d/Y", "Month d, Y", "m-d-Y"]


def fdate(d: _dt.date, style: str, lang: str = "es") -> str:
    ab = AB_PT if lang == "pt" else AB_EN if lang == "en" else AB_ES
    mes = MES_PT if lang == "pt" else MES_ES
    if style in ("d/m/Y", "dd/mm/yyyy"):
        return f"{d.day:02d}/{d.month:02d}/{d.year}"
    if style == "d-m-Y":
        return f"{d.day:02d}-{d.month:02d}-{d.year}"
    if style == "d.m.Y":
        return f"{d.day:02d}.{d.month:02d}.{d.year}"
    if style == "d de M de Y":
        if lang == "en":
            return f"{d.day} {MON_EN[d.month - 1]} {d.year}"
        return f"{d.day} de {mes[d.month - 1]} de {d.year}"
    if style == "d-MON-Y":
        return f"{d.day:02d}-{ab[d.month - 1]}-{d.year}"
    if style == "d MON Y":
        return f"{d.day:02d} {ab[d.month - 1]} {d.year}"
    if style == "d/MON/Y":
        return f"{d.day:02d}/{ab[d.month - 1]}/{d.year}"
    if style == "Y-m-d":
        return d.isoformat()
    if style == "d Mon. Y":
        return f"{d.day} {ab[d.month - 1].capitalize()}. {d.year}"
    if style == "m/d/Y":
        return f"{d.month:02d}/{d.day:02d}/{d.year}"
    if style == "m-d-Y":
        return f"{d.month:02d}-{d.day:02d}-{d.year}"
    if style == "Month d, Y":
        return f"{MON_EN[d.month - 1]} {d.day}, {d.year}"
    if style == "swift":
        return d.strftime("%y%m%d")
    raise ValueError(style)


NUM_STYLES = [(".", ","), (".", ","), (",", "."), (",", "."), (" ", ","), ("'", ","), ("", ","), ("", "."), ("'", ".")]


def fnum(x: float, th: str, dec: str, decimals: int = 2) -> str:
    s = f"{x:,.{decimals}f}"
    ip, _, fp = s.partition(".")
    ip = ip.replace(",", th)
    return ip + (dec + fp if decimals else "")


CUR_SYMBOL = {"BRL": "R$", "USD": "US$", "PEN": "S/", "CLF": "UF", "GTQ": "Q", "EUR": "€"}
CUR_WORDS = {"MXN": "pesos mexicanos", "COP": "pesos colombianos", "CLP": "pesos chilenos", "ARS": "pesos argentinos",
             "DOP": "pesos dominicanos", "UYU": "pesos uruguayos", "BRL": "reais", "USD": "dólares de los EE.UU.",
             "PEN": "soles", "GTQ": "quetzales", "CRC": "colones", "HNL": "lempiras", "CLF": "unidades de fomento",
             "EUR": "euros", "NIO": "córdobas", "BOB": "bolivianos", "PYG": "guaraníes"}
NO_CENTS = {"CLP", "COP", "PYG"}


class Money:
    """A document-wide amount style (separators, where the currency sits)."""

    def __init__(self, r: random.Random, lang: str = "es", numstyle: tuple[str, str] | None = None):
        self.r = r
        self.th, self.dec = numstyle or r.choice(NUM_STYLES)
        self.mode = r.choice(["code_pre", "code_post", "sym", "sym", "dollar_code", "words"])
        self.drop_zero_cents = r.random() < 0.4
        self.lang = lang

    def num(self, x: float, cur: str = "") -> str:
        decimals = 2
        if cur != "CLF" and (cur in NO_CENTS or self.drop_zero_cents) and abs(x - round(x)) < 1e-9 and x >= 1000:
            decimals = 0
        return fnum(x, self.th, self.dec, decimals)

    def __call__(self, x: float, cur: str, mode: str | None = None) -> str:
        n = self.num(x, cur)
        mode = mode or self.mode
        if mode == "sym" and cur in CUR_SYMBOL:
            return f"{CUR_SYMBOL[cur]} {n}" if self.r.random() < 0.8 else f"{CUR_SYMBOL[cur]}{n}"
        if mode == "dollar_code" and cur not in ("BRL", "EUR", "PEN", "GTQ", "CLF"):
            return f"$ {n} {cur}" if cur != "MXN" or self.r.random() < 0.5 else f"${n} M.N."
        if mode == "words" and cur in CUR_WORDS and self.lang != "en":
            w = CUR_WORDS[cur]
            if self.lang == "pt":
                w = {"USD": "dólares americanos", "EUR": "euros", "BRL": "reais"}.get(cur, w)
            return f"{n} {w}" if cur not in CUR_SYMBOL else f"{CUR_SYMBOL[cur]} {n}"
        if mode == "code_post":
            return f"{n} {cur}"
        return f"{cur} {n}"


def money_value(r: random.Random, lo: float, hi: float, step: float = 1.0, cents: float = 0.0) -> float:
    v = round(r.uniform(lo, hi) / step) * step
    if cents and r.random() < cents:
        v += r.randint(1, 99) / 100
    return round(v, 2)


# ----------------------------------------------------------------------------------------------
# countries, names, places
# ----------------------------------------------------------------------------------------------

# code: (es name, pt name, en name, es adj f, es adj m, pt adj f, pt adj m, en adj)
COUNTRIES = {
    "MEX": ("México", "México", "Mexico", "mexicana", "mexicano", "mexicana", "mexicano", "Mexican"),
    "BRA": ("Brasil", "Brasil", "Brazil", "brasileña", "brasileño", "brasileira", "brasileiro", "Brazilian"),
    "COL": ("Colombia", "Colômbia", "Colombia", "colombiana", "colombiano", "colombiana", "colombiano", "Colombian"),
    "CHL": ("Chile", "Chile", "Chile", "chilena", "chileno", "chilena", "chileno", "Chilean"),
    "ARG": ("Argentina", "Argentina", "Argentina", "argentina", "argentino", "argentina", "argentino", "Argentine"),
    "PER": ("Perú", "Peru", "Peru", "peruana", "peruano", "peruana", "peruano", "Peruvian"),
    "GTM": ("Guatemala", "Guatemala", "Guatemala", "guatemalteca", "guatemalteco", "guatemalteca", "guatemalteco",
            "Guatemalan"),
    "CRI": ("Costa Rica", "Costa Rica", "Costa Rica", "costarricense", "costarricense", "costa-riquenha",
            "costa-riquenho", "Costa Rican"),
    "PAN": ("Panamá", "Panamá", "Panama", "panameña", "panameño", "panamenha", "panamenho", "Panamanian"),
    "HND": ("Honduras", "Honduras", "Honduras", "hondureña", "hondureño", "hondurenha", "hondurenho", "Honduran"),
    "SLV": ("El Salvador", "El Salvador", "El Salvador", "salvadoreña", "salvadoreño", "salvadorenha",
            "salvadorenho", "Salvadoran"),
    "ECU": ("Ecuador", "Equador", "Ecuador", "ecuatoriana", "ecuatoriano", "equatoriana", "equatoriano", "Ecuadorian"),
    "URY": ("Uruguay", "Uruguai", "Uruguay", "uruguaya", "uruguayo", "uruguaia", "uruguaio", "Uruguayan"),
    "VEN": ("Venezuela", "Venezuela", "Venezuela", "venezolana", "venezolano", "venezuelana", "venezuelano",
            "Venezuelan"),
    "BOL": ("Bolivia", "Bolívia", "Bolivia", "boliviana", "boliviano", "boliviana", "boliviano", "Bolivian"),
    "DOM": ("República Dominicana", "República Dominicana", "Dominican Republic", "dominicana", "dominicano",
            "dominicana", "dominicano", "Dominican"),
    "ESP": ("España", "Espanha", "Spain", "española", "español", "espanhola", "espanhol", "Spanish"),
    "PRT": ("Portugal", "Portugal", "Portugal", "portuguesa", "portugués", "portuguesa", "português", "Portuguese"),
    "ITA": ("Italia", "Itália", "Italy", "italiana", "italiano", "italiana", "italiano", "Italian"),
    "PRY": ("Paraguay", "Paraguai", "Paraguay", "paraguaya", "paraguayo", "paraguaia", "paraguaio", "Paraguayan"),
}
LOCAL_CURRENCY = {"MEX": "MXN", "BRA": "BRL", "COL": "COP", "CHL": "CLP", "ARG": "ARS", "PER": "PEN", "GTM": "GTQ",
                  "CRI": "CRC", "PAN": "USD", "HND": "HNL", "SLV": "USD", "ECU": "USD", "DOM": "DOP", "URY": "UYU"}


def country_name(code: str, lang: str) -> str:
    c = COUNTRIES[code]
    return c[1] if lang == "pt" else c[2] if lang == "en" else c[0]


def nationality_word(code: str, lang: str, sex: str) -> str:
    c = COUNTRIES[code]
    if lang == "en":
        return c[7]
    if lang == "pt":
        return c[5] if sex == "F" else c[6]
    return c[3] if sex == "F" else c[4]


def show_country(r: random.Random, code: str, lang: str, upper: bool = False) -> str:
    k = r.random()
    if k < 0.2:
        return code
    s = country_name(code, lang)
    if k < 0.3 and lang != "en":
        s = f"{s} ({code})"
    return s.upper() if upper else s


def show_nationality(r: random.Random, code: str, lang: str, sex: str, upper: bool = False) -> str:
    k = r.random()
    if k < 0.15:
        return code
    if k < 0.3:
        s = country_name(code, lang)
    else:
        s = nationality_word(code, lang, sex)
        s = s[0].upper() + s[1:] if r.random() < 0.6 else s
    return s.upper() if upper else s


ES_GIVEN_F = ["María Fernanda", "Ana Lucía", "Daniela", "Valentina", "Camila Andrea", "Sofía", "Gabriela", "Lucía",
              "Carolina", "Paola Andrea", "Ximena", "Isabel Cristina", "Mariana", "Luz Marina", "Verónica", "Natalia",
              "Claudia Patricia", "Guadalupe", "Rocío", "Florencia", "Josefina", "Catalina", "Milagros", "Yesenia",
              "Adriana", "María José", "Renata", "Itzel", "Mónica Alejandra", "Fabiola"]
ES_GIVEN_M = ["José Luis", "Juan Carlos", "Luis Alberto", "Carlos Eduardo", "Andrés Felipe", "Jorge", "Miguel Ángel",
              "Diego", "Sebastián", "Francisco Javier", "Alejandro", "Ricardo", "Fernando", "Héctor", "Julio César",
              "Matías", "Rodrigo", "Santiago", "Óscar", "Raúl", "Cristián", "Gonzalo", "Emilio", "Arturo", "Iván",
              "Juan Pablo", "Ernesto", "Mauricio", "Hugo Armando", "Tomás"]
ES_SUR = ["González", "Rodríguez", "Hernández", "García", "Martínez", "López", "Pérez", "Sánchez", "Ramírez",
          "Torres", "Flores", "Rivera", "Gómez", "Díaz", "Vargas", "Castillo", "Jiménez", "Moreno", "Romero",
          "Herrera", "Medina", "Aguilar", "Guzmán", "Muñoz", "Rojas", "Contreras", "Salazar", "Valenzuela", "Quispe",
          "Mamani", "Chávez", "Ortiz", "Castro", "Suárez", "Mendoza", "Navarro", "Espinoza", "Cárdenas", "Benítez",
          "Villalobos", "Ibáñez", "Fuentes", "Sepúlveda", "Zúñiga", "Arce", "Paredes", "Ochoa", "Bustamante",
          "de la Cruz", "del Valle", "Echeverría", "Solís", "Figueroa", "Cifuentes", "Barrientos", "Huamán"]
PT_GIVEN_F = ["Ana Beatriz", "Maria Eduarda", "Juliana", "Fernanda", "Camila", "Larissa", "Patrícia", "Luciana",
              "Beatriz", "Gabriela", "Aline", "Renata", "Mariana", "Letícia", "Cláudia", "Vanessa", "Raquel",
              "Tatiane", "Maria Clara", "Isabela"]
PT_GIVEN_M = ["João Pedro", "Lucas", "Gabriel", "Rafael", "Pedro Henrique", "Bruno", "Thiago", "Felipe", "Gustavo",
              "Rodrigo", "Marcelo", "André Luiz", "Carlos Alberto", "Leonardo", "Eduardo", "Vinícius", "Fábio",
              "José Roberto", "Antônio Carlos", "Caio"]
PT_SUR = ["Silva", "Santos", "Oliveira", "Souza", "Rodrigues", "Ferreira", "Alves", "Pereira", "Lima", "Gomes",
          "Costa", "Ribeiro", "Martins", "Carvalho", "Almeida", "Lopes", "Araújo", "Fernandes", "Rocha", "Barbosa",
          "Cardoso", "Teixeira", "Mendes", "Nascimento", "Moreira", "Cavalcanti", "Monteiro", "Barros", "Freitas",
          "Pinto", "Azevedo", "Vasconcelos"]


@dataclass
class Person:
    given: str
    sur1: str
    sur2: str
    sex: str
    dob: _dt.date

    @property
    def surnames(self) -> str:
        return f"{self.sur1} {self.sur2}".strip()

    @property
    def full(self) -> str:
        return f"{self.given} {self.surnames}"


def make_person(r: random.Random, lang: str, sex: str | None = None, dob: _dt.date | None = None,
                country: str = "MEX", surname1: str | None = None) -> Person:
    sex = sex or r.choice("MF")
    dob = dob or rdate(r, _dt.date(1952, 1, 1), _dt.date(2003, 12, 28))
    if lang == "pt":
        given = r.choice(PT_GIVEN_F if sex == "F" else PT_GIVEN_M)
        s1 = r.choice(PT_SUR)
        if r.random() < 0.25:
            s1 = ("dos " if s1 == "Santos" else "da " if s1 in ("Silva", "Costa", "Rocha") else "de ") + s1
        s2 = surname1 or r.choice([x for x in PT_SUR if not s1.endswith(x)])
        return Person(given, s1, s2, sex, dob)
    given = r.choice(ES_GIVEN_F if sex == "F" else ES_GIVEN_M)
    s1 = surname1 or r.choice(ES_SUR)
    s2 = r.choice(ES_SUR) if (country != "ARG" or r.random() < 0.3) else ""
    if s2 == s1:
        s2 = r.choice(ES_SUR)
    return Person(given, s1, s2, sex, dob)


# streets and towns per country: lines of a residential address
def address_lines(r: random.Random, country: str) -> list[str]:
    n = r.randint(10, 4999)
    if country == "MEX":
        st = r.choice(["Av. Insurgentes Sur", "Calle Río Lerma", "Av. Paseo de la Reforma", "Calle Hamburgo",
                       "Av. Vallarta", "Calle Morelos", "Av. Constitución", "Blvd. Adolfo López Mateos",
                       "Calle Tehuantepec", "Av. Universidad"])
        col, town = r.choice([("Del Valle Centro", "Benito Juárez, C.P. 03100, Ciudad de México"),
                              ("Cuauhtémoc", "Cuauhtémoc, C.P. 06500, CDMX"),
                              ("Polanco V Sección", "Miguel Hidalgo, C.P. 11560, Ciudad de México"),
                              ("Americana", "C.P. 44160, Guadalajara, Jal."),
                              ("Obispado", "C.P. 64060, Monterrey, N.L."),
                              ("La Paz", "C.P. 72160, Puebla, Pue."),
                              ("Centro Sur", "C.P. 76090, Santiago de Querétaro, Qro."),
                              ("García Ginerés", "C.P. 97070, Mérida, Yuc.")])
        first = f"{st} {n}" + (f", Int. {r.randint(1, 12)}0{r.randint(1, 4)}" if r.random() < 0.5 else "")
        return [first, f"Col. {col}", town]
    if country == "BRA":
        st = r.choice(["Rua Haddock Lobo", "Av. Paulista", "Rua das Laranjeiras", "Av. Atlântica", "Rua Padre Chagas",
                       "Av. Afonso Pena", "Rua da Bahia", "Rua Oscar Freire", "Av. Boa Viagem", "Rua XV de Novembro"])
        bairro, town, cep = r.choice([("Cerqueira César", "São Paulo - SP", "01414-001"), ("Bela Vista", "São Paulo - SP", "01310-100"),
                                      ("Laranjeiras", "Rio de Janeiro - RJ", "22240-003"), ("Copacabana", "Rio de Janeiro - RJ", "22021-001"),
                                      ("Moinhos de Vento", "Porto Alegre - RS", "90570-020"), ("Funcionários", "Belo Horizonte - MG", "30130-009"),
                                      ("Centro", "Curitiba - PR", "80020-310"), ("Boa Viagem", "Recife - PE", "51021-000")])
        first = f"{st}, {n}" + (f", apto {r.randint(1, 20)}{r.randint(1, 4)}" if r.random() < 0.6 else "")
        return [first, bairro, town, f"CEP {cep}"]
    if country == "COL":
        t = r.choice(["Calle", "Carrera", "Avenida Calle", "Transversal", "Diagonal"])
        first = f"{t} {r.randint(1, 150)}{r.choice(['', 'A', 'B', ' Bis'])} # {r.randint(1, 99)}-{r.randint(1, 99)}"
        if r.random() < 0.6:
            first += f" Apto {r.randint(1, 18)}0{r.randint(1, 4)}"
        town = r.choice(["Bogotá D.C.", "Medellín, Antioquia", "Cali, Valle del Cauca", "Barranquilla, Atlántico",
                         "Bucaramanga, Santander", "Pereira, Risaralda"])
        return [first, "Barrio " + r.choice(["Chicó Norte", "El Poblado", "Granada", "Alto Prado", "Cabecera", "Rosales"]), town]
    if country == "CHL":
        st = r.choice(["Av. Apoquindo", "Los Militares", "Av. Providencia", "Av. Irarrázaval", "Av. Vitacura",
                       "Calle Málaga", "Av. Libertad", "Av. Grecia"])
        first = f"{st} {n}" + (f", depto. {r.randint(2, 22)}0{r.randint(1, 9)}" if r.random() < 0.6 else "")
        return [first, r.choice(["Las Condes, Santiago", "Providencia, Santiago", "Ñuñoa, Región Metropolitana",
                                 "Vitacura, Santiago", "Viña del Mar, Región de Valparaíso", "Concepción, Región del Biobío"])]
    if country == "ARG":
        st = r.choice(["Av. Santa Fe", "Av. Corrientes", "Av. Cabildo", "Calle Arenales", "Av. Rivadavia", "Bv. Oroño",
                       "Av. Colón", "Calle Juncal"])
        first = f"{st} {n}" + (f", Piso {r.randint(1, 14)} Dto. {r.choice('ABCDEF')}" if r.random() < 0.6 else "")
        return [first, r.choice(["C1123AAN CABA", "C1425BHF Ciudad Autónoma de Buenos Aires", "S2000 Rosario, Santa Fe",
                                 "X5000 Córdoba", "M5500 Mendoza", "B1642 San Isidro, Buenos Aires"])]
    if country == "PER":
        st = r.choice(["Av. Javier Prado Este", "Av. Larco", "Jr. Huallaga", "Calle Los Laureles", "Av. Benavides",
                       "Av. El Golf", "Calle Schell"])
        first = f"{st} {n}" + (f", Dpto. {r.randint(1, 15)}0{r.randint(1, 4)}" if r.random() < 0.6 else "")
        return [first, r.choice(["San Isidro, Lima 15036", "Miraflores, Lima 15074", "Santiago de Surco, Lima",
                                 "La Molina, Lima", "Cercado, Arequipa", "Trujillo, La Libertad"])]
    if country == "GTM":
        return [f"{r.randint(1, 20)} calle {r.randint(1, 15)}-{r.randint(10, 99)} zona {r.choice([1, 4, 9, 10, 14, 15])}",
                r.choice(["Edificio Géminis, Apto. 8B", "Residenciales Las Margaritas, casa 12", "Condominio Vista Hermosa"]),
                "Ciudad de Guatemala"]
    if country == "CRI":
        return [f"{r.choice(['Barrio Escalante', 'Sabana Norte', 'Rohrmoser', 'San Pedro de Montes de Oca'])}, "
                f"{r.choice(['200 m norte', '150 m oeste', '100 m sur', '50 m este'])} "
                f"{r.choice(['de la iglesia', 'de la escuela', 'del parque', 'de la estación de servicio'])}",
                f"casa {r.randint(1, 400)}", r.choice(["San José", "Heredia", "Escazú, San José"])]
    if country == "PAN":
        return [f"Calle {r.randint(40, 78)} {r.choice(['Este', 'Oeste'])}, PH {r.choice(['Torre Ocean', 'Vista Mar', 'Bahía Park', 'Terrazas del Mar'])}, "
                f"Apto {r.randint(2, 40)}{r.choice('ABCD')}", r.choice(["Obarrio", "Bella Vista", "Punta Pacífica", "San Francisco"]),
                "Ciudad de Panamá"]
    if country == "HND":
        return [f"Colonia {r.choice(['Palmira', 'Lomas del Guijarro', 'Los Próceres'])}, {r.choice(['Avenida República de Chile', 'Calle Principal', 'Bloque C'])}, casa {r.randint(1, 900)}",
                r.choice(["Tegucigalpa, M.D.C.", "San Pedro Sula, Cortés"])]
    if country == "SLV":
        return [f"Colonia {r.choice(['Escalón', 'San Benito', 'Flor Blanca'])}, Pasaje {r.choice(['Los Pinos', 'Las Palmas', '3'])} #{r.randint(1, 99)}",
                r.choice(["San Salvador", "Antiguo Cuscatlán, La Libertad"])]
    if country == "DOM":
        return [f"Av. {r.choice(['Winston Churchill', 'Abraham Lincoln', 'Sarasota', 'Anacaona'])} {r.randint(1, 300)}, Apto. {r.randint(1, 12)}-{r.choice('ABC')}",
                r.choice(["Piantini", "Naco", "Bella Vista", "Evaristo Morales"]), "Santo Domingo, D.N."]
    if country == "ECU":
        return [f"Av. {r.choice(['República de El Salvador', 'Amazonas', '6 de Diciembre'])} N{r.randint(20, 40)}-{r.randint(10, 200)} y {r.choice(['Suiza', 'Portugal', 'Naciones Unidas'])}",
                r.choice(["Quito", "Guayaquil"])]
    if country == "URY":
        return [f"{r.choice(['Av. 26 de Marzo', 'Bulevar Artigas', 'Av. Brasil'])} {n}, apto. {r.randint(1, 12)}0{r.randint(1, 4)}",
                "Montevideo"]
    if country == "PRI":
        return [f"{r.randint(100, 2200)} {r.choice(['Ave. Ponce de León', 'Calle Loíza', 'Ave. Ashford', 'Calle Las Flores'])}"
                + (f", Apt. {r.randint(1, 15)}0{r.randint(1, 4)}" if r.random() < 0.5 else ""),
                f"{r.choice(['San Juan', 'Guaynabo', 'Bayamón', 'Carolina'])}, PR 00{r.randint(900, 987)}"]
    return [f"{r.choice(['Calle Mayor', 'Avenida Central', 'Calle Real'])} {n}", "Centro"]


def city_of(lines: list[str]) -> str:
    """The town of an address (for places of birth and of signing)."""
    skip = re.compile(r"^(C\.P\.|CEP|Col\.|Barrio|Int\.|Apto|casa|Edificio|Residenciales|Condominio|\d)", re.I)
    for line in reversed(lines):
        for seg in re.split(r",| - ", line):
            seg = re.sub(r"^[A-Z]\d{4}[A-Z]{0,3}\s+", "", seg.strip())
            if seg and not skip.match(seg) and not re.search(r"\d", seg) and len(seg) > 3:
                return seg
    return lines[-1]


def address_text(lines: list[str], inline_sep: str | None) -> tuple[str, str]:
    """(html, truth): printed on several lines (truth joined by a space) or on one line with a separator."""
    if inline_sep is None:
        return "<br>".join(esc(x) for x in lines), " ".join(lines)
    s = inline_sep.join(lines)
    return esc(s), s


def phone(r: random.Random, country: str) -> str:
    if country == "MEX":
        return r.choice([f"+52 55 {digits(r, 4)} {digits(r, 4)}", f"(33) {digits(r, 4)}-{digits(r, 4)}", f"81 {digits(r, 4)} {digits(r, 4)}"])
    if country == "BRA":
        return r.choice([f"(11) 9{digits(r, 4)}-{digits(r, 4)}", f"+55 21 9{digits(r, 4)}-{digits(r, 4)}", f"(31) 3{digits(r, 3)}-{digits(r, 4)}"])
    if country == "COL":
        return r.choice([f"+57 3{digits(r, 2)} {digits(r, 3)} {digits(r, 4)}", f"3{digits(r, 2)} {digits(r, 7)}", f"(601) {digits(r, 3)} {digits(r, 4)}"])
    if country == "CHL":
        return r.choice([f"+56 9 {digits(r, 4)} {digits(r, 4)}", f"(2) 2{digits(r, 3)} {digits(r, 4)}"])
    if country == "ARG":
        return r.choice([f"+54 9 11 {digits(r, 4)}-{digits(r, 4)}", f"(011) 4{digits(r, 3)}-{digits(r, 4)}"])
    if country == "PER":
        return r.choice([f"+51 9{digits(r, 2)} {digits(r, 3)} {digits(r, 3)}", f"(01) {digits(r, 3)}-{digits(r, 4)}"])
    if country == "PRI":
        return r.choice([f"(787) {digits(r, 3)}-{digits(r, 4)}", f"939-{digits(r, 3)}-{digits(r, 4)}"])
    code = {"GTM": "502", "CRI": "506", "PAN": "507", "HND": "504", "SLV": "503", "DOM": "1 809", "ECU": "593", "URY": "598"}.get(country, "1")
    return f"+{code} {digits(r, 4)}-{digits(r, 4)}"


def email_for(r: random.Random, p: Person) -> str:
    g = deaccent(p.given.split()[0]).lower()
    s = deaccent(p.sur1.split()[-1]).lower()
    dom = r.choice(["gmail.com", "hotmail.com", "outlook.com", "yahoo.com.mx", "uol.com.br", "terra.com.br",
                    "prodigy.net.mx", "live.cl", "icloud.com", "yahoo.es"])
    return r.choice([f"{g}.{s}@{dom}", f"{g[0]}{s}{r.randint(1, 99)}@{dom}", f"{s}.{g}{p.dob.year % 100:02d}@{dom}"])


# ---- national identifiers -------------------------------------------------------------------

def rut_dv(n: int) -> str:
    s, m = 0, 2
    for ch in reversed(str(n)):
        s += int(ch) * m
        m = 2 if m == 7 else m + 1
    v = 11 - s % 11
    return "0" if v == 11 else "K" if v == 10 else str(v)


def cpf(r: random.Random) -> str:
    base = [r.randint(0, 9) for _ in range(9)]
    for k in (10, 11):
        s = sum(d * w for d, w in zip(base, range(k, 1, -1)))
        base.append((s * 10 % 11) % 10)
    d = "".join(map(str, base))
    return f"{d[:3]}.{d[3:6]}.{d[6:9]}-{d[9:]}"


def dotted(n: int) -> str:
    return f"{n:,}".replace(",", ".")


def national_id(r: random.Random, country: str, p: Person) -> tuple[str, str]:
    """(document name in local language, number as written)."""
    if country == "MEX":
        a = deaccent(p.sur1.replace(" ", "")).upper()
        b = deaccent((p.sur2 or "X").replace(" ", "")).upper()
        g = deaccent(p.given.replace(" ", "")).upper()
        clave = (a[:2] + b[:2] + g[:2]).ljust(6, "X") + p.dob.strftime("%y%m%d") + digits(r, 2) + ("M" if p.sex == "F" else "H") + digits(r, 3)
        return "Credencial para votar (INE)", clave
    if country == "BRA":
        return "RG (Carteira de Identidade)", f"{r.randint(10, 59)}.{digits(r, 3)}.{digits(r, 3)}-{r.choice('0123456789X')}"
    if country == "COL":
        return "Cédula de ciudadanía", dotted(r.choice([r.randint(10_000_000, 99_999_999), r.randint(1_000_000_000, 1_199_999_999)]))
    if country == "CHL":
        n = r.randint(7_000_000, 26_000_000)
        return "Cédula de identidad (RUN)", f"{dotted(n)}-{rut_dv(n)}"
    if country == "ARG":
        return "DNI", dotted(r.randint(14_000_000, 46_000_000))
    if country == "PER":
        return "DNI", digits(r, 8)
    if country == "GTM":
        return "DPI", f"{r.randint(1000, 3999)} {digits(r, 5)} {r.choice(['0101', '0108', '0901', '1301'])}"
    if country == "CRI":
        return "Cédula de identidad", f"{r.randint(1, 7)}-{digits(r, 4)}-{digits(r, 4)}"
    if country == "PAN":
        return "Cédula de identidad personal", f"{r.randint(1, 9)}-{r.randint(100, 999)}-{r.randint(100, 9999)}"
    if country == "HND":
        return "Documento Nacional de Identificación", f"0801-{p.dob.year}-{digits(r, 5)}"
    if country == "SLV":
        return "DUI", f"{digits(r, 8)}-{r.randint(0, 9)}"
    if country == "DOM":
        return "Cédula de identidad y electoral", f"{digits(r, 3)}-{digits(r, 7)}-{r.randint(0, 9)}"
    if country == "ECU":
        return "Cédula de ciudadanía", digits(r, 10)
    if country == "URY":
        n = r.randint(1_000_000, 6_999_999)
        return "Cédula de identidad", f"{dotted(n)}-{r.randint(0, 9)}"
    return "Documento de identidad", digits(r, 9)


PASSPORT_PATTERN = {"MEX": "LDDDDDDDD", "BRA": "LLDDDDDD", "COL": "LLDDDDDD", "CHL": "LDDDDDDDD", "ARG": "LLLDDDDDD",
                    "PER": "DDDDDDDDD", "ESP": "LLLDDDDDD", "VEN": "DDDDDDDDD", "ITA": "LLDDDDDDD", "PRT": "LDDDDDD",
                    "GTM": "DDDDDDDDD", "CRI": "DDDDDDDDD", "PAN": "LLDDDDDDD", "ECU": "LDDDDDDDD", "URY": "LDDDDDD",
                    "DOM": "LLDDDDDDD", "HND": "LDDDDDDD", "SLV": "LDDDDDDD"}


def tax_id(r: random.Random, country: str, p: Person, nid: str | None) -> tuple[str, str] | None:
    """(label, number) of the person's tax identification number in the country of residence."""
    if country == "MEX":
        a = deaccent(p.sur1.replace(" ", "")).upper()
        b = deaccent((p.sur2 or "X").replace(" ", "")).upper()
        g = deaccent(p.given).upper()
        return "RFC", (a[:2] + b[:1] + g[:1]) + p.dob.strftime("%y%m%d") + letters(r, 2, "ABCDEFGHJKLMNPQRSTUVWXYZ123456789") + r.choice("0123456789A")
    if country == "BRA":
        return "CPF", cpf(r)
    if country == "CHL":
        if nid and re.match(r"^[\d.]+-[\dK]$", nid):
            return "RUT", nid
        n = r.randint(7_000_000, 26_000_000)
        return "RUT", f"{dotted(n)}-{rut_dv(n)}"
    if country == "COL":
        return "NIT", f"{dotted(r.randint(10_000_000, 99_999_999))}-{r.randint(0, 9)}"
    if country == "ARG":
        return r.choice(["CUIT", "CUIL"]), f"{27 if p.sex == 'F' else 20}-{digits(r, 8)}-{r.randint(0, 9)}"
    if country == "PER":
        return "RUC", "10" + digits(r, 9)
    if country == "GTM":
        return "NIT", f"{digits(r, 7)}-{r.randint(0, 9)}"
    if country == "CRI":
        return "Número de identificación tributaria", f"{r.randint(1, 7)}-{digits(r, 4)}-{digits(r, 4)}"
    if country == "PAN":
        return "RUC", f"{r.randint(1, 9)}-{r.randint(100, 999)}-{r.randint(100, 9999)} DV {digits(r, 2)}"
    if country == "HND":
        return "RTN", digits(r, 14)
    if country == "SLV":
        return "NIT", f"0614-{p.dob.strftime('%d%m%y')}-{digits(r, 3)}-{r.randint(0, 9)}"
    if country == "DOM":
        return "RNC", f"{digits(r, 3)}-{digits(r, 7)}-{r.randint(0, 9)}"
    if country == "ECU":
        return "RUC", digits(r, 10) + "001"
    return None


def curp(r: random.Random, p: Person) -> str:
    a = deaccent(p.sur1.replace(" ", "")).upper()
    b = deaccent((p.sur2 or "X").replace(" ", "")).upper()
    g = deaccent(p.given).upper()
    return (a[:2] + b[:1] + g[:1]) + p.dob.strftime("%y%m%d") + ("M" if p.sex == "F" else "H") + r.choice(["DF", "JC", "NL", "PL", "QT", "YN"]) + letters(r, 3) + r.choice("0A") + str(r.randint(0, 9))


# ---- ICAO 9303 MRZ --------------------------------------------------------------------------

def _mrz_val(c: str) -> int:
    if c.isdigit():
        return int(c)
    if c == "<":
        return 0
    return ord(c) - 55


def mrz_check(s: str) -> str:
    return str(sum(_mrz_val(c) * (7, 3, 1)[i % 3] for i, c in enumerate(s)) % 10)


def mrz_name(s: str) -> str:
    s = deaccent(s).upper().replace("-", " ").replace("'", "")
    return re.sub(r"[^A-Z ]", "", s).strip().replace(" ", "<")


def mrz_td3(p: Person, issuer: str, nat: str, number: str, expiry: _dt.date) -> list[str]:
    l1 = ("P<" + issuer + mrz_name(p.surnames) + "<<" + mrz_name(p.given)).ljust(44, "<")[:44]
    num = re.sub(r"[^A-Z0-9]", "", number.upper())[:9].ljust(9, "<")
    dob, exp = p.dob.strftime("%y%m%d"), expiry.strftime("%y%m%d")
    pers = "<" * 14
    sx = p.sex if p.sex in "MF" else "<"
    l2 = num + mrz_check(num) + nat + dob + mrz_check(dob) + sx + exp + mrz_check(exp) + pers + "<"
    comp = l2[0:10] + l2[13:20] + l2[21:43]
    return [l1, l2 + mrz_check(comp)]


def mrz_td1(p: Person, issuer: str, nat: str, number: str, expiry: _dt.date, code: str = "ID") -> list[str]:
    num = re.sub(r"[^A-Z0-9]", "", number.upper())[:9].ljust(9, "<")
    l1 = (code + issuer + num + mrz_check(num)).ljust(30, "<")
    dob, exp = p.dob.strftime("%y%m%d"), expiry.strftime("%y%m%d")
    sx = p.sex if p.sex in "MF" else "<"
    l2 = (dob + mrz_check(dob) + sx + exp + mrz_check(exp) + nat).ljust(29, "<")
    comp = l1[5:30] + l2[0:7] + l2[8:15] + l2[18:29]
    l2 += mrz_check(comp)
    l3 = (mrz_name(p.surnames) + "<<" + mrz_name(p.given)).ljust(30, "<")[:30]
    return [l1, l2, l3]


# ---- page furniture -----------------------------------------------------------------------------

FONTS = ["Arial, Helvetica, sans-serif", "'Times New Roman', Times, serif", "Verdana, sans-serif",
         "Georgia, serif", "'Trebuchet MS', sans-serif", "'Liberation Sans', Arial, sans-serif", "Tahoma, sans-serif"]
MONO = "'Courier New', Courier, 'DejaVu Sans Mono', monospace"


def page(body: str, r: random.Random, font: str | None = None, size: float | None = None, extra_css: str = "") -> str:
    font = font or r.choice(FONTS)
    size = size or r.choice([9, 9.5, 10, 10.5, 11])
    accent = r.choice(["#123f6e", "#7a1020", "#1d5e34", "#3b3b3b", "#5a2d82", "#0b5c6b", "#8a4b08"])
    css = f"""
@page {{ size: A4; margin: {r.choice([12, 14, 16, 18])}mm {r.choice([12, 14, 16])}mm; }}
body {{ font-family: {font}; font-size: {size}pt; color: #111; margin: 0; }}
h1 {{ font-size: {size + 5}pt; margin: 2px 0 6px 0; color: {accent}; }}
h2 {{ font-size: {size + 2}pt; margin: 10px 0 4px 0; color: {accent}; border-bottom: 1px solid {accent}; }}
h3 {{ font-size: {size + 1}pt; margin: 8px 0 3px 0; }}
table {{ border-collapse: collapse; width: 100%; }}
td, th {{ vertical-align: top; padding: 2px 4px; }}
table.grid td, table.grid th {{ border: 1px solid #777; }}
th {{ text-align: left; background: #e9edf2; font-weight: bold; }}
.cap {{ font-size: {size - 2}pt; color: #444; }}
.box td {{ border: 1px solid #555; padding: 1px 4px 3px 4px; }}
.v {{ font-weight: 600; }}
.small {{ font-size: {size - 2}pt; color: #333; }}
.mono {{ font-family: {MONO}; }}
pre {{ font-family: {MONO}; font-size: {size - 0.5}pt; margin: 0; white-space: pre-wrap; }}
.lh {{ border-bottom: 2px solid {accent}; margin-bottom: 6px; padding-bottom: 4px; }}
.stamp {{ border: 2px solid #b00; color: #b00; padding: 2px 8px; font-weight: bold; display: inline-block; }}
.foot {{ font-size: {size - 2.5}pt; color: #555; border-top: 1px solid #aaa; margin-top: 14px; padding-top: 3px; }}
.pb {{ page-break-before: always; }}
.nw {{ white-space: nowrap; }}
.lead {{ display: flex; }} .lead .dots {{ flex: 1; border-bottom: 1px dotted #666; margin: 0 4px 3px 4px; }}
{extra_css}
"""
    return f"<!DOCTYPE html><html><head><meta charset='utf-8'><style>{css}</style></head><body>{_no_break(body)}</body></html>"


_TOKEN_WITH_BREAK = re.compile(r"(\S*\w[-/]\S*\w)")


def _no_break(body: str) -> str:
    """Chromium may break a line after '-' or '/': keep such tokens (ids, numbers, dates) whole so that
    the text layer holds them unsplit."""
    parts = re.split(r"(<[^>]+>)", body)
    for i in range(0, len(parts), 2):
        parts[i] = _TOKEN_WITH_BREAK.sub(r"<span class='nw'>\1</span>", parts[i])
    return "".join(parts)


def checkbox(style: str, on: bool) -> str:
    return {"brk": "[X]" if on else "[ ]", "box": "☒" if on else "☐", "par": "(X)" if on else "( )",
            "sq": "■" if on else "□"}[style]


def options_line(style: str, opts: list[str], chosen: int) -> str:
    return " &nbsp; ".join(f"{checkbox(style, i == chosen)} {esc(o)}" for i, o in enumerate(opts))


BLANKS = ["", "N/A", "—", "-", "No aplica", "______________", "ninguno"]


def blank(r: random.Random, lang: str = "es") -> str:
    b = r.choice(BLANKS)
    if lang == "pt" and b in ("No aplica", "ninguno"):
        b = r.choice(["Não se aplica", "nenhum"])
    return b


# A field is (label, value html). Renderers lay out a list of them.

def render_fields(r: random.Random, fields: list[tuple[str, str]], style: str, cols: int = 2) -> str:
    if not fields:
        return ""
    if style == "colon":
        cells = [f"<b>{esc(l)}:</b> {v}" for l, v in fields]
        if cols == 1:
            return "".join(f"<div style='margin:2px 0'>{c}</div>" for c in cells)
        rows = ["<tr>" + "".join(f"<td style='width:{100 // cols}%'>{c}</td>" for c in cells[i:i + cols]) + "</tr>"
                for i in range(0, len(cells), cols)]
        return "<table>" + "".join(rows) + "</table>"
    if style == "leader":
        return "".join(f"<div class='lead'><span>{esc(l)}</span><span class='dots'></span><span class='v'>{v or '&nbsp;'}</span></div>"
                       for l, v in fields)
    if style == "textdots":
        return "".join(f"<div>{esc(l)} {'.' * max(3, 38 - len(l))} <span class='v'>{v}</span></div>" for l, v in fields)
    if style == "box":
        cells = [f"<td><div class='cap'>{esc(l)}</div><div class='v'>{v or '&nbsp;'}</div></td>" for l, v in fields]
        rows = ["<tr>" + "".join(cells[i:i + cols]) + "</tr>" for i in range(0, len(cells), cols)]
        return "<table class='box'>" + "".join(rows) + "</table>"
    if style == "rows":
        return "<table class='grid'>" + "".join(
            f"<tr><td style='width:38%'>{esc(l)}</td><td class='v'>{v}</td></tr>" for l, v in fields) + "</table>"
    if style == "header":
        out = []
        n = max(2, cols + 1)
        for i in range(0, len(fields), n):
            chunk = fields[i:i + n]
            out.append("<table class='grid' style='margin-bottom:3px'><tr>" + "".join(f"<th>{esc(l)}</th>" for l, _ in chunk)
                       + "</tr><tr>" + "".join(f"<td>{v or '&nbsp;'}</td>" for _, v in chunk) + "</tr></table>")
        return "".join(out)
    if style == "below":
        return "".join(f"<div style='margin:3px 0'><div class='cap'>{esc(l)}</div><div class='v' style='border-bottom:1px solid #999'>{v or '&nbsp;'}</div></div>"
                       for l, v in fields)
    if style == "pre":
        w = min(34, max(len(l) for l, _ in fields) + 1)
        lines = []
        for l, v in fields:
            v_txt = _html.unescape(re.sub(r"<[^>]+>", "", re.sub(r"<br>", "\n", v)))
            v_lines = v_txt.split("\n")
            lines.append(f"{l[:w].ljust(w)}: {v_lines[0]}")
            lines += [" " * (w + 2) + x for x in v_lines[1:]]
        return "<pre>" + esc("\n".join(lines)) + "</pre>"
    raise ValueError(style)


FIELD_STYLES = ["colon", "leader", "textdots", "box", "rows", "header", "below", "pre"]


def strip_html(h: str) -> str:
    h = re.sub(r"(?is)<(style|script)[^>]*>.*?</\1>", " ", h)
    h = re.sub(r"(?i)<br\s*/?>", "\n", h)
    h = re.sub(r"(?i)</?(span|b|i|u|em|strong)(\s[^>]*)?>", "", h)
    h = re.sub(r"<[^>]+>", " ", h)
    return fold(_html.unescape(h))


# ----------------------------------------------------------------------------------------------
# shared vocabulary
# ----------------------------------------------------------------------------------------------

LBL = {
    "name": {"es": ["Nombre completo", "Nombre y apellidos", "Nombre del cliente", "Cliente"], "pt": ["Nome completo", "Nome do cliente", "Nome"], "en": ["Full name", "Customer name", "Name"]},
    "sur1": {"es": ["Apellido paterno", "Primer apellido"], "pt": ["Sobrenome"], "en": ["Surname", "First surname"]},
    "sur2": {"es": ["Apellido materno", "Segundo apellido"], "pt": ["Segundo sobrenome"], "en": ["Second surname"]},
    "surs": {"es": ["Apellidos"], "pt": ["Sobrenomes"], "en": ["Surnames"]},
    "given": {"es": ["Nombre(s)", "Nombres"], "pt": ["Prenome(s)", "Nome(s)"], "en": ["Given names", "First name(s)"]},
    "dob": {"es": ["Fecha de nacimiento", "Fecha nac.", "F. de nacimiento"], "pt": ["Data de nascimento", "Data nasc."], "en": ["Date of birth", "DOB"]},
    "pob": {"es": ["Lugar de nacimiento"], "pt": ["Naturalidade", "Local de nascimento"], "en": ["Place of birth"]},
    "sex": {"es": ["Sexo", "Género"], "pt": ["Sexo"], "en": ["Sex", "Gender"]},
    "nat": {"es": ["Nacionalidad"], "pt": ["Nacionalidade"], "en": ["Nationality", "Citizenship"]},
    "civil": {"es": ["Estado civil"], "pt": ["Estado civil"], "en": ["Marital status"]},
    "idtype": {"es": ["Tipo de documento", "Documento de identidad"], "pt": ["Tipo de documento", "Documento de identificação"], "en": ["ID document type", "Type of ID"]},
    "idnum": {"es": ["Número de documento", "N° de documento", "No. de identificación"], "pt": ["Número do documento", "Nº do documento"], "en": ["Document number", "ID number"]},
    "idissuer": {"es": ["País emisor", "País de expedición"], "pt": ["País emissor", "País de emissão"], "en": ["Issuing country", "Country of issue"]},
    "idissue": {"es": ["Fecha de expedición", "Fecha de emisión"], "pt": ["Data de emissão", "Data de expedição"], "en": ["Date of issue"]},
    "idexp": {"es": ["Fecha de vencimiento", "Válido hasta", "Fecha de caducidad", "Vigencia"], "pt": ["Data de validade", "Válido até"], "en": ["Expiry date", "Valid until", "Date of expiry"]},
    "addr": {"es": ["Domicilio particular", "Dirección de residencia", "Domicilio", "Dirección"], "pt": ["Endereço residencial", "Endereço"], "en": ["Residential address", "Home address", "Address"]},
    "prevaddr": {"es": ["Domicilio anterior"], "pt": ["Endereço anterior"], "en": ["Previous address"]},
    "res": {"es": ["País de residencia"], "pt": ["País de residência"], "en": ["Country of residence"]},
    "phone": {"es": ["Teléfono", "Tel. celular", "Teléfono móvil"], "pt": ["Telefone", "Celular"], "en": ["Phone", "Mobile"]},
    "email": {"es": ["Correo electrónico", "E-mail"], "pt": ["E-mail", "Correio eletrônico"], "en": ["E-mail", "Email address"]},
    "occ": {"es": ["Ocupación", "Profesión u oficio", "Profesión / ocupación", "Actividad u ocupación"], "pt": ["Profissão", "Ocupação"], "en": ["Occupation", "Profession"]},
    "emp": {"es": ["Empresa donde labora", "Nombre del empleador", "Empleador", "Razón social del empleador"], "pt": ["Empresa onde trabalha", "Empregador", "Nome da empresa empregadora"], "en": ["Employer", "Employer name"]},
    "empaddr": {"es": ["Dirección del empleador", "Dirección de la empresa"], "pt": ["Endereço comercial"], "en": ["Employer address"]},
    "since": {"es": ["Fecha de ingreso", "Antigüedad desde"], "pt": ["Data de admissão"], "en": ["Employed since"]},
    "inc_m": {"es": ["Ingreso mensual", "Ingresos mensuales", "Ingreso bruto mensual", "Renta mensual"], "pt": ["Renda mensal", "Renda bruta mensal", "Rendimento mensal"], "en": ["Monthly income", "Gross monthly income"]},
    "inc_a": {"es": ["Ingreso anual", "Ingresos anuales", "Renta anual"], "pt": ["Renda anual", "Rendimento anual"], "en": ["Annual income", "Yearly income"]},
    "cur": {"es": ["Moneda"], "pt": ["Moeda"], "en": ["Currency"]},
    "sof": {"es": ["Origen de los fondos", "Origen de los recursos", "Fuente de los recursos"], "pt": ["Origem dos recursos", "Origem dos fundos"], "en": ["Source of funds"]},
    "patr": {"es": ["Patrimonio estimado", "Patrimonio total aproximado"], "pt": ["Patrimônio estimado"], "en": ["Estimated net worth"]},
    "dep": {"es": ["Monto mensual estimado de depósitos", "Transaccionalidad mensual esperada"], "pt": ["Movimentação mensal prevista"], "en": ["Expected monthly deposits"]},
    "pep": {"es": ["¿Es usted una Persona Expuesta Políticamente (PEP)?", "¿Desempeña o ha desempeñado funciones públicas destacadas (PEP)?"], "pt": ["É Pessoa Exposta Politicamente (PEP)?", "Declara-se Pessoa Politicamente Exposta?"], "en": ["Are you a politically exposed person (PEP)?"]},
    "peprel": {"es": ["¿Tiene familiares o asociados cercanos que sean PEP?"], "pt": ["Possui familiar ou estreito colaborador PEP?"], "en": ["Relative or close associate of a PEP?"]},
    "taxres": {"es": ["País de residencia fiscal"], "pt": ["País de residência fiscal"], "en": ["Country of tax residence"]},
    "usperson": {"es": ["¿Es ciudadano o residente de los EE.UU. (FATCA)?"], "pt": ["É cidadão ou residente fiscal nos EUA (FATCA)?"], "en": ["US person (FATCA)?"]},
    "tin": {"es": ["Número de identificación tributaria"], "pt": ["Número de identificação fiscal"], "en": ["Tax ID (TIN)", "TIN"]},
    "custno": {"es": ["Número de cliente", "No. de cliente", "Código único de cliente"], "pt": ["Código do cliente", "Nº do cliente"], "en": ["Customer number", "CIF"]},
    "branch": {"es": ["Sucursal", "Oficina", "Agencia"], "pt": ["Agência"], "en": ["Branch"]},
}


def lab(r: random.Random, key: str, lang: str, bi: bool = False) -> str:
    main = r.choice(LBL[key][lang])
    if bi and lang != "en":
        return f"{main} / {r.choice(LBL[key]['en'])}"
    return main


def yes_no(r: random.Random, val: bool, lang: str, style: str) -> str:
    yes, no = ("Sim", "Não") if lang == "pt" else ("Yes", "No") if lang == "en" else (r.choice(["Sí", "SI"]), "No")
    if style == "word":
        return esc(yes if val else no)
    if style == "both_first_yes":
        return f"{checkbox('brk', val)} {yes} &nbsp; {checkbox('brk', not val)} {no}"
    if style in ("box", "par", "sq"):
        return f"{esc(yes)} {checkbox(style, val)} &nbsp;&nbsp; {esc(no)} {checkbox(style, not val)}"
    return f"{checkbox('brk', not val)} {no} &nbsp; {checkbox('brk', val)} {yes}"


YN_STYLES = ["word", "both_first_yes", "box", "par", "brk_no_first", "sq"]

OCCUPATIONS = [
    ("Ingeniero civil", "Ingeniera civil", "Engenheiro civil", "Engenheira civil", "emp"),
    ("Contador público", "Contadora pública", "Contador", "Contadora", "emp"),
    ("Médico cirujano", "Médica cirujana", "Médico", "Médica", "emp"),
    ("Abogado", "Abogada", "Advogado", "Advogada", "emp"),
    ("Analista de sistemas", "Analista de sistemas", "Analista de sistemas", "Analista de sistemas", "emp"),
    ("Gerente de ventas", "Gerente de ventas", "Gerente comercial", "Gerente comercial", "emp"),
    ("Profesor universitario", "Profesora universitaria", "Professor universitário", "Professora universitária", "emp"),
    ("Enfermero", "Enfermera", "Enfermeiro", "Enfermeira", "emp"),
    ("Arquitecto", "Arquitecta", "Arquiteto", "Arquiteta", "emp"),
    ("Jefe de logística", "Jefa de logística", "Coordenador de logística", "Coordenadora de logística", "emp"),
    ("Ejecutivo de cuentas", "Ejecutiva de cuentas", "Executivo de contas", "Executiva de contas", "emp"),
    ("Comerciante", "Comerciante", "Comerciante", "Comerciante", "biz"),
    ("Empresario", "Empresaria", "Empresário", "Empresária", "biz"),
    ("Productor agropecuario", "Productora agropecuaria", "Produtor rural", "Produtora rural", "biz"),
    ("Consultor independiente", "Consultora independiente", "Consultor autônomo", "Consultora autônoma", "biz"),
    ("Jubilado", "Jubilada", "Aposentado", "Aposentada", "ret"),
    ("Pensionado", "Pensionada", "Pensionista", "Pensionista", "ret"),
    ("Inversionista", "Inversionista", "Investidor", "Investidora", "inv"),
    ("Rentista", "Rentista", "Rentista", "Rentista", "inv"),
]

SOF_WORDS = {
    "es": {"employment": ["Sueldos y salarios", "Salario", "Ingresos laborales"], "business": ["Actividad empresarial", "Negocio propio", "Actividad comercial independiente"],
           "investments": ["Inversiones", "Rendimientos financieros"], "inheritance": ["Herencia", "Herencia / legado"],
           "pension": ["Pensión / jubilación", "Pensión"], "other": ["Otro (remesas familiares)", "Otro (venta de inmueble)"]},
    "pt": {"employment": ["Salário", "Rendimentos do trabalho assalariado"], "business": ["Atividade empresarial própria", "Lucros de empresa própria"],
           "investments": ["Investimentos", "Rendimentos de aplicações financeiras"], "inheritance": ["Herança"],
           "pension": ["Aposentadoria / pensão"], "other": ["Outros (venda de imóvel)", "Outros (doação)"]},
    "en": {"employment": ["Salary / employment"], "business": ["Own business"], "investments": ["Investments"], "inheritance": ["Inheritance"],
           "pension": ["Pension / retirement"], "other": ["Other"]},
}
SOF_KEYS = ["employment", "business", "investments", "inheritance", "pension", "other"]

CO_CORE = ["Sierra Madre", "Andes", "Pacífico", "Altiplano", "del Valle", "Cordillera", "Atlántico", "Sol del Sur",
           "Los Volcanes", "Río Grande", "Horizonte", "Tres Ríos", "Aurora", "Mirador", "Cóndor", "Quetzal", "Ceiba",
           "Maipo", "Magdalena", "Paraná"]


def company(r: random.Random, country: str) -> str:
    core = r.choice(CO_CORE)
    if country == "BRA":
        kind = r.choice(["Indústria", "Construtora", "Logística", "Distribuidora", "Laboratórios", "Comercial", "Hospital",
                         "Tecnologia", "Mineração", "Agroindústria", "Transportes"])
        return f"{kind} {core.replace('del ', 'do ')} {r.choice(['Ltda.', 'S.A.', 'Ltda'])}"
    kind = r.choice(["Grupo Industrial", "Constructora", "Servicios Logísticos", "Distribuidora", "Laboratorios",
                     "Comercializadora", "Clínica", "Tecnología", "Minera", "Agroindustrial", "Transportes", "Seguros"])
    suffix = {"MEX": ["S.A. de C.V.", "S.A.P.I. de C.V.", "S. de R.L. de C.V."], "COL": ["S.A.S.", "S.A."], "CHL": ["SpA", "S.A.", "Ltda."],
              "ARG": ["S.A.", "S.R.L."], "PER": ["S.A.C.", "S.A.A.", "E.I.R.L."], "DOM": ["S.R.L.", "S.A."], "PRI": ["Inc.", "LLC", "Corp."]}.get(country, ["S.A.", "Ltda."])
    return f"{kind} {core} {r.choice(suffix)}"


BANKS = {
    "MEX": [("Banco Sierra Madre, S.A., Institución de Banca Múltiple", "BSMAMXMM", "Av. Paseo de la Reforma 2620, Lomas Altas, Ciudad de México"),
            ("Banca Anáhuac, S.A.", "BANHMXMM", "Av. Constitución 1500 Ote., Monterrey, N.L.")],
    "BRA": [("Banco Serrano S.A.", "BSERBRSP", "Av. Brigadeiro Faria Lima, 3900, São Paulo - SP"),
            ("Banco Tropical Capital S.A.", "BTCPBRRJ", "Av. Rio Branco, 110, Rio de Janeiro - RJ")],
    "COL": [("Banco Cafetero Unido S.A.", "BCUNCOBB", "Carrera 7 # 71-21, Bogotá D.C."),
            ("Banco de la Sabana S.A.", "BSABCOBB", "Calle 72 # 10-07, Bogotá D.C.")],
    "CHL": [("Banco Cordillera", "BCORCLRM", "Av. Isidora Goyenechea 2800, Las Condes, Santiago"),
            ("Banco Austral de Chile", "BAUSCLRM", "Huérfanos 1234, Santiago")],
    "ARG": [("Banco Mercantil del Plata S.A.", "BMDPARBA", "Reconquista 330, C1003ABH CABA"),
            ("Banco Pampeano S.A.", "BPAMARBA", "Av. Corrientes 1174, CABA")],
    "PER": [("Banco Altiplano del Perú S.A.A.", "BALTPEPL", "Av. Rivera Navarrete 600, San Isidro, Lima"),
            ("Banco Inca de Comercio", "BINCPEPL", "Jr. Lampa 499, Lima")],
    "GTM": [("Banco Maya de Guatemala, S.A.", "BMAYGTGC", "Avenida La Reforma 9-55 zona 10, Ciudad de Guatemala")],
    "CRI": [("Banco Volcán de Costa Rica, S.A.", "BVOLCRSJ", "Paseo Colón, San José")],
    "PAN": [("Banco Istmeño, S.A.", "BISTPAPA", "Calle 50, Torre Istmeño, Ciudad de Panamá")],
    "HND": [("Banco Atlántico de Honduras, S.A.", "BATLHNTE", "Boulevard Morazán, Tegucigalpa")],
    "SLV": [("Banco Cuscatlán del Pacífico, S.A.", "BCUPSVSS", "Alameda Roosevelt, San Salvador")],
    "DOM": [("Banco Caribe Mercantil, S.A.", "BCMEDOSD", "Av. John F. Kennedy 20, Santo Domingo")],
    "ECU": [("Banco del Litoral Andino", "BLANECEG", "Av. 9 de Octubre 100, Guayaquil")],
    "URY": [("Banco Oriental del Uruguay", "BORUUYMM", "25 de Mayo 500, Montevideo")],
    "PRI": [("Banco Borinquen Hipotecario", "BBHIPRSJ", "268 Ave. Muñoz Rivera, San Juan, PR 00918")],
}


def bank(r: random.Random, country: str) -> tuple[str, str, str]:
    return r.choice(BANKS[country])


def footer_text(r: random.Random, bname: str, country: str, lang: str) -> str:
    if lang == "pt":
        t = [f"{bname} — CNPJ {digits(r, 2)}.{digits(r, 3)}.{digits(r, 3)}/0001-{digits(r, 2)}. Ouvidoria: 0800 {digits(r, 3)} {digits(r, 4)}.",
             "SAC 24 horas. Documento de uso interno. As informações prestadas são de inteira responsabilidade do cliente."]
    else:
        reg = {"MEX": "Regulado por la CNBV y Banxico", "COL": "Vigilado Superintendencia Financiera de Colombia",
               "CHL": "Infórmese sobre la garantía estatal de los depósitos en su banco o en www.cmfchile.cl",
               "ARG": "Entidad financiera regida por la Ley 21.526", "PER": "Supervisado por la SBS",
               "PAN": "Regulado por la Superintendencia de Bancos de Panamá"}.get(country, "Entidad supervisada")
        t = [f"{bname}. {reg}.", "La información proporcionada será tratada conforme a la ley de protección de datos personales."]
    return f"<div class='foot'>{esc(r.choice(t))} &nbsp; Form. {letters(r, 2)}-{digits(r, 3)} v{r.randint(1, 9)}.{r.randint(0, 9)}</div>"


# ----------------------------------------------------------------------------------------------
# KYC
# ----------------------------------------------------------------------------------------------

INCOME_RANGE = {"MXN": (15000, 180000, 500), "BRL": (4000, 60000, 50), "COP": (3_000_000, 40_000_000, 50_000),
                "CLP": (900_000, 9_000_000, 10_000), "ARS": (800_000, 12_000_000, 10_000), "PEN": (3000, 40000, 50),
                "GTQ": (6000, 60000, 100), "CRC": (700_000, 6_000_000, 5000), "USD": (1500, 15000, 50),
                "HNL": (20000, 200000, 500), "DOP": (40000, 400000, 500), "UYU": (50000, 400000, 1000)}


class KycProfile:
    def __init__(self, r: random.Random, res: str, allow_foreign: bool = True):
        self.r = r
        self.res = res
        self.lang = "pt" if res == "BRA" else "es"
        foreign = allow_foreign and r.random() < 0.2
        self.nat = res if not foreign else r.choice([c for c in ["VEN", "COL", "ARG", "ESP", "PER", "MEX", "BRA", "ITA", "URY"] if c != res])
        plang = "pt" if self.nat in ("BRA", "PRT") else "es"
        self.p = make_person(r, plang, country=self.nat)
        self.acc = r.random() < 0.7
        self.docdate = rdate(r, _dt.date(2024, 1, 1), _dt.date(2026, 6, 30))
        self.id_type = "national_id" if (not foreign and r.random() < 0.5) else "passport"
        if self.id_type == "national_id":
            self.id_name, self.id_number = national_id(r, res, self.p)
            self.id_issuer = res
        else:
            self.id_name = {"es": "Pasaporte", "pt": "Passaporte"}[self.lang]
            self.id_number = pick_pattern(r, PASSPORT_PATTERN.get(self.nat, "LDDDDDDD"))
            self.id_issuer = self.nat
        self.id_issue = self.docdate - _dt.timedelta(days=r.randint(60, 3200))
        years = r.choice([5, 6, 10])
        self.id_expiry = self.id_issue.replace(day=min(self.id_issue.day, 28), year=self.id_issue.year + years) - _dt.timedelta(days=r.choice([0, 1]))
        if self.id_expiry <= self.docdate:
            self.id_expiry = self.id_expiry.replace(day=min(self.id_expiry.day, 28), year=self.id_expiry.year + 5)
        self.addr = address_lines(r, res)
        self.prev_addr = address_lines(r, res if r.random() < 0.7 else r.choice(["MEX", "COL", "CHL", "ARG", "PER"]))
        occ = r.choice([o for o in OCCUPATIONS if (o[4] == "emp") == (r.random() < 0.72)])
        kind = occ[4]
        self.occupation = (occ[2] if self.p.sex == "M" else occ[3]) if self.lang == "pt" else (occ[0] if self.p.sex == "M" else occ[1])
        self.employer = company(r, res) if kind == "emp" else None
        self.emp_since = rdate(r, _dt.date(2004, 1, 1), self.docdate - _dt.timedelta(days=200)) if self.employer else None
        self.sof = {"emp": "employment", "biz": "business", "ret": "pension", "inv": "investments"}[kind]
        if r.random() < 0.12:
            self.sof = r.choice(["inheritance", "other"])
        self.currency = LOCAL_CURRENCY.get(res, "USD") if r.random() < 0.85 else "USD"
        lo, hi, step = INCOME_RANGE[self.currency]
        self.monthly = money_value(r, lo, hi, step, cents=0.15 if self.currency not in NO_CENTS else 0)
        self.income_mode = r.choice(["monthly", "annual"])
        if self.income_mode == "annual":
            self.annual = round(self.monthly * 12 + (step * r.randint(0, 9) if r.random() < 0.5 else 0), 2)
        else:
            self.annual = round(self.monthly * 12, 2)
        self.pep = r.random() < 0.1
        self.pep_rel = r.random() < 0.12
        t = tax_id(r, res, self.p, self.id_number if self.id_type == "national_id" else None)
        self.tax_label, self.tax = (t if t and r.random() < 0.8 else (t[0] if t else "TIN", None))
        self.phone = phone(r, res)
        self.email = email_for(r, self.p)
        self.civil = r.choice({"es": ["Soltero(a)", "Casado(a)", "Divorciado(a)", "Unión libre", "Viudo(a)"],
                               "pt": ["Solteiro(a)", "Casado(a)", "Divorciado(a)", "União estável"]}[self.lang])
        self.custno = digits(r, r.choice([7, 8, 10]))
        self.bank = bank(r, res)
        self.money = Money(r, self.lang)
        self.date_style = r.choice(DATE_STYLES)
        self.upper = r.random() < 0.5
        self.sex_on_form = r.random() < 0.75

    # --- printed forms ---
    def nm(self, s: str) -> str:
        s = s if self.acc else deaccent(s)
        return s.upper() if self.upper else s

    def d(self, x: _dt.date, lang: str | None = None) -> str:
        return fdate(x, self.date_style, lang or self.lang)

    def full_name_truth(self) -> str:
        return f"{self.nm(self.p.given)} {self.nm(self.p.surnames)}"

    def truth(self, sex_stated: bool, tax_stated: bool) -> dict:
        return {
            "full_name": self.full_name_truth(),
            "date_of_birth": iso(self.p.dob),
            "sex": self.p.sex if sex_stated else None,
            "nationality": self.nat,
            "id_document_type": self.id_type,
            "id_document_number": self.id_number,
            "id_issuing_country": self.id_issuer,
            "id_expiry_date": iso(self.id_expiry),
            "residential_address": self.addr_truth,
            "country_of_residence": self.res,
            "occupation": self.occupation,
            "employer_name": self.employer,
            "annual_income": self.annual,
            "income_currency": self.currency,
            "source_of_funds": self.sof,
            "is_pep": self.pep,
            "tax_identification_number": self.tax if tax_stated else None,
        }

    addr_truth = ""

    def addr_html(self, inline: bool | None = None) -> str:
        inline = self.r.random() < 0.5 if inline is None else inline
        h, t = address_text(self.addr, self.r.choice([", ", " - ", ", "]) if inline else None)
        self.addr_truth = t
        return h


def sex_value(r: random.Random, sex: str, lang: str) -> str:
    if lang == "pt":
        return r.choice(["Feminino" if sex == "F" else "Masculino", f"{checkbox('brk', sex == 'F')} F &nbsp; {checkbox('brk', sex == 'M')} M"])
    if lang == "en":
        return "Female" if sex == "F" else "Male"
    return r.choice(["Femenino" if sex == "F" else "Masculino", "Mujer" if sex == "F" else "Hombre",
                     f"{checkbox('brk', sex == 'F')} Femenino &nbsp; {checkbox('brk', sex == 'M')} Masculino"])


def name_fields(r: random.Random, P: KycProfile, lang: str, bi: bool, mode: str | None = None) -> list[tuple[str, str]]:
    mode = mode or r.choice(["full", "split3", "split2", "comma"])
    p = P.p
    if mode == "split3" and lang == "es" and p.sur2:
        return [(lab(r, "sur1", lang, bi), esc(P.nm(p.sur1))), (lab(r, "sur2", lang, bi), esc(P.nm(p.sur2))),
                (lab(r, "given", lang, bi), esc(P.nm(p.given)))]
    if mode in ("split2", "split3"):
        return [(lab(r, "surs" if lang == "es" else "sur1", lang, bi), esc(P.nm(p.surnames))), (lab(r, "given", lang, bi), esc(P.nm(p.given)))]
    if mode == "comma":
        return [(lab(r, "name", lang, bi), esc(f"{P.nm(p.surnames)}, {P.nm(p.given)}"))]
    return [(lab(r, "name", lang, bi), esc(P.nm(p.full)))]


def money_field(P: KycProfile, x: float) -> str:
    return f"<span class='nw'>{esc(P.money(x, P.currency))}</span>"


SEC_TITLES = {
    "A": {"es": ["Datos personales", "Información del titular", "Identificación del cliente"], "pt": ["Dados pessoais", "Identificação do cliente"], "en": ["Personal details"]},
    "B": {"es": ["Domicilio y contacto", "Datos de residencia"], "pt": ["Endereço e contato", "Dados residenciais"], "en": ["Address and contact"]},
    "C": {"es": ["Actividad económica e ingresos", "Información laboral y financiera", "Perfil económico"], "pt": ["Atividade profissional e renda", "Informações financeiras"], "en": ["Employment and income"]},
    "D": {"es": ["Personas Expuestas Políticamente", "Declaración PEP"], "pt": ["Pessoa Exposta Politicamente", "Declaração PEP"], "en": ["Politically exposed persons"]},
    "E": {"es": ["Información fiscal (FATCA / CRS)", "Residencia fiscal"], "pt": ["Informações fiscais (FATCA / CRS)", "Residência fiscal"], "en": ["Tax residency (FATCA / CRS)"]},
}


def kyc_sections(r: random.Random, P: KycProfile, lang: str, bi: bool, name_mode: str | None = None) -> dict[str, list[tuple[str, str]]]:
    """Fields of a KYC form, by section; records on P which optional values were printed."""
    p = P.p
    A = name_fields(r, P, lang, bi, name_mode)
    A.append((lab(r, "dob", lang, bi), esc(P.d(p.dob, lang))))
    if r.random() < 0.5:
        A.append((lab(r, "pob", lang, bi), esc(city_of(P.addr) if P.nat == P.res else country_name(P.nat, lang))))
    P.form_sex = P.sex_on_form
    if P.sex_on_form:
        A.append((lab(r, "sex", lang, bi), sex_value(r, p.sex, lang)))
    A.append((lab(r, "nat", lang, bi), esc(show_nationality(r, P.nat, lang, p.sex, P.upper))))
    if r.random() < 0.6:
        A.append((lab(r, "civil", lang, bi), esc(P.civil)))
    A.append((lab(r, "idtype", lang, bi), esc(P.id_name)))
    A.append((lab(r, "idnum", lang, bi), esc(P.id_number)))
    A.append((lab(r, "idissuer", lang, bi), esc(show_country(r, P.id_issuer, lang, P.upper))))
    if r.random() < 0.6:
        A.append((lab(r, "idissue", lang, bi), esc(P.d(P.id_issue, lang))))
    A.append((lab(r, "idexp", lang, bi), esc(P.d(P.id_expiry, lang))))
    if P.res == "MEX" and P.nat == "MEX" and r.random() < 0.8:
        A.append(("CURP", esc(curp(r, p))))
    if P.res == "BRA" and P.id_type == "passport" and P.nat == "BRA" and r.random() < 0.7:
        A.append(("RG", esc(national_id(r, "BRA", p)[1])))
    B = [(lab(r, "addr", lang, bi), P.addr_html()),
         (lab(r, "res", lang, bi), esc(show_country(r, P.res, lang, P.upper)))]
    if r.random() < 0.7:
        B.append((lab(r, "phone", lang, bi), esc(P.phone)))
    if r.random() < 0.6:
        B.append((lab(r, "email", lang, bi), esc(P.email)))
    if r.random() < 0.3:
        B.append((lab(r, "prevaddr", lang, bi), esc(", ".join(P.prev_addr))))
    C = [(lab(r, "occ", lang, bi), esc(P.occupation))]
    if P.employer:
        C.append((lab(r, "emp", lang, bi), esc(P.employer)))
        if r.random() < 0.4:
            C.append((lab(r, "empaddr", lang, bi), esc(", ".join(address_lines(r, P.res)))))
        if r.random() < 0.5:
            C.append((lab(r, "since", lang, bi), esc(P.d(P.emp_since, lang))))
    elif r.random() < 0.6:
        C.append((lab(r, "emp", lang, bi), esc(blank(r, lang))))
    if P.income_mode == "monthly":
        C.append((lab(r, "inc_m", lang, bi), money_field(P, P.monthly)))
    else:
        C.append((lab(r, "inc_a", lang, bi), money_field(P, P.annual)))
    if r.random() < 0.5:
        C.append((lab(r, "cur", lang, bi), esc(P.currency)))
    words = SOF_WORDS[lang]
    if r.random() < 0.5:
        C.append((lab(r, "sof", lang, bi), options_line(r.choice(["brk", "box", "par"]), [words[k][0] for k in SOF_KEYS], SOF_KEYS.index(P.sof))))
    else:
        C.append((lab(r, "sof", lang, bi), esc(r.choice(words[P.sof]))))
    if r.random() < 0.5:
        C.append((lab(r, "patr", lang, bi), money_field(P, round(P.annual * r.uniform(2, 15), -3))))
    if r.random() < 0.4:
        C.append((lab(r, "dep", lang, bi), money_field(P, round(P.monthly * r.uniform(0.4, 1.5), -2))))
    yn = r.choice(YN_STYLES)
    D = [(lab(r, "pep", lang, bi), yes_no(r, P.pep, lang, yn))]
    if r.random() < 0.5:
        D.append((lab(r, "peprel", lang, bi), yes_no(r, P.pep_rel, lang, yn)))
    if P.pep:
        D.append(({"es": "Cargo público desempeñado", "pt": "Cargo público exercido", "en": "Public function"}[lang],
                  esc(r.choice(["Regidor municipal", "Director general adjunto", "Magistrado", "Diputado suplente", "Subsecretario"]))))
    E = [(lab(r, "taxres", lang, bi), esc(show_country(r, P.res, lang, P.upper)))]
    P.form_tax = P.tax is not None
    E.append((f"{P.tax_label}" + (f" / {r.choice(LBL['tin']['en'])}" if bi else ""), esc(P.tax) if P.tax else esc(blank(r, lang))))
    E.append((lab(r, "usperson", lang, bi), yes_no(r, False, lang, yn)))
    if r.random() < 0.5:
        E.append(({"es": "TIN extranjero (si aplica)", "pt": "NIF estrangeiro (se aplicável)", "en": "Foreign TIN (if any)"}[lang], esc(blank(r, lang))))
    return {"A": A, "B": B, "C": C, "D": D, "E": E}


def passport_date(d: _dt.date, lang: str) -> str:
    a = (AB_PT if lang == "pt" else AB_ES)[d.month - 1]
    b = AB_EN[d.month - 1]
    return f"{d.day:02d} {a}/{b} {d.year}" if a != b else f"{d.day:02d} {b} {d.year}"


def passport_page(r: random.Random, P: KycProfile, caption: bool = True) -> str:
    c = P.nat
    lang = "pt" if c in ("BRA", "PRT") else "es"
    p = P.p
    up = (lambda s: (s if P.acc else deaccent(s)).upper())
    L = {"es": ("PASAPORTE", "Apellidos", "Nombres", "Nacionalidad", "Fecha de nacimiento", "Sexo", "Lugar de nacimiento",
                "Fecha de expedición", "Fecha de caducidad", "Autoridad", "No. de pasaporte", "Tipo", "Código del país"),
         "pt": ("PASSAPORTE", "Sobrenome", "Nome", "Nacionalidade", "Data de nascimento", "Sexo", "Local de nascimento",
                "Data de expedição", "Válido até", "Autoridade", "Passaporte nº", "Tipo", "Código do país")}[lang]
    E = ("PASSPORT", "Surname", "Given names", "Nationality", "Date of birth", "Sex", "Place of birth", "Date of issue",
         "Date of expiry", "Authority", "Passport No.", "Type", "Country code")
    F = ("PASSEPORT", "Nom", "Prénoms", "Nationalité", "Date de naissance", "Sexe", "Lieu de naissance", "Date de délivrance",
         "Date d'expiration", "Autorité", "N° du passeport", "Type", "Code du pays")
    tri = r.random() < 0.6

    def L3(i: int) -> str:
        return f"{L[i]} / {E[i]}" + (f" / {F[i]}" if tri else "")

    state = {"MEX": "ESTADOS UNIDOS MEXICANOS", "BRA": "REPÚBLICA FEDERATIVA DO BRASIL", "COL": "REPÚBLICA DE COLOMBIA",
             "CHL": "REPÚBLICA DE CHILE", "ARG": "REPÚBLICA ARGENTINA", "PER": "REPÚBLICA DEL PERÚ", "VEN": "REPÚBLICA BOLIVARIANA DE VENEZUELA",
             "ESP": "REINO DE ESPAÑA", "ITA": "REPUBBLICA ITALIANA", "URY": "REPÚBLICA ORIENTAL DEL URUGUAY", "PRT": "REPÚBLICA PORTUGUESA",
             "GTM": "REPÚBLICA DE GUATEMALA", "CRI": "REPÚBLICA DE COSTA RICA", "PAN": "REPÚBLICA DE PANAMÁ", "HND": "REPÚBLICA DE HONDURAS",
             "SLV": "REPÚBLICA DE EL SALVADOR", "DOM": "REPÚBLICA DOMINICANA", "ECU": "REPÚBLICA DEL ECUADOR"}.get(c, country_name(c, "es").upper())
    pob = city_of(P.addr).upper() if P.nat == P.res else country_name(c, lang).upper()
    rows = [
        [(L3(11), "P"), (L3(12), c), (L3(10), P.id_number)],
        [(L3(1), up(p.surnames))],
        [(L3(2), up(p.given))],
        [(L3(3), nationality_word(c, lang, p.sex).upper()), (L3(4), passport_date(p.dob, lang)), (L3(5), p.sex)],
        [(L3(6), pob), (L3(7), passport_date(P.id_issue, lang)), (L3(8), passport_date(P.id_expiry, lang))],
        [(L3(9), r.choice(["SRE", "POLICIA FEDERAL", "MINISTERIO DE RELACIONES EXTERIORES", "DIRECCIÓN GENERAL DE MIGRACIÓN", "REGISTRO CIVIL"]))],
    ]
    body = "".join("<tr>" + "".join(f"<td colspan='{3 // len(row)}'><div class='cap'>{esc(a)}</div><div class='v'>{esc(b)}</div></td>" for a, b in row) + "</tr>" for row in rows)
    mrz = mrz_td3(p, c, c, P.id_number, P.id_expiry)
    cap = ""
    if caption:
        cap = f"<div class='small'>{esc(r.choice(['Copia del pasaporte (página de datos)', 'Cópia do passaporte - página de identificação', 'Anexo: copia simple del documento de identidad', 'COPY OF PASSPORT DATA PAGE']))}</div>"
    stamp = f"<div style='text-align:right'><span class='stamp'>{r.choice(['COPIA FIEL DEL ORIGINAL', 'CONFERE COM O ORIGINAL', 'COTEJADO', 'COPIA'])}</span></div>" if r.random() < 0.6 else ""
    return (f"{cap}<div style='border:1px solid #333; padding:8px; margin-top:6px'>"
            f"<div style='text-align:center; font-weight:bold'>{esc(state)}</div>"
            f"<div style='text-align:center'>{esc(L[0])} / {E[0]}{' / ' + F[0] if tri else ''}</div>"
            f"<table class='box' style='margin-top:6px'>{body}</table>"
            f"<pre style='margin-top:10px; font-size:11pt'>{esc(chr(10).join(mrz))}</pre></div>{stamp}")


def id_card_page(r: random.Random, P: KycProfile) -> str:
    c, p = P.res, P.p
    up = (lambda s: (s if P.acc else deaccent(s)).upper())
    title = {"ARG": "REPÚBLICA ARGENTINA — MERCOSUR<br>DOCUMENTO NACIONAL DE IDENTIDAD", "PER": "REPÚBLICA DEL PERÚ<br>DOCUMENTO NACIONAL DE IDENTIDAD"}[c]
    rows = [("Apellido / Surname", up(p.surnames)), ("Nombre / Name", up(p.given)), ("Sexo / Sex", p.sex),
            ("Nacionalidad / Nationality", c), ("Fecha de nacimiento / Date of birth", passport_date(p.dob, "es")),
            ("Fecha de emisión / Date of issue", passport_date(P.id_issue, "es")),
            ("Fecha de vencimiento / Date of expiry", passport_date(P.id_expiry, "es")), ("Documento / Document", P.id_number)]
    mrz = mrz_td1(p, c, c, P.id_number, P.id_expiry, "ID" if c == "ARG" else "I<")
    return (f"<div class='small'>Anverso y reverso del documento de identidad</div>"
            f"<div style='border:1px solid #333; padding:8px; width:70%'><div style='font-weight:bold'>{title}</div>"
            + render_fields(r, rows, "below") + "</div>"
            f"<div style='border:1px solid #333; padding:8px; width:70%; margin-top:6px'><pre style='font-size:11pt'>{esc(chr(10).join(mrz))}</pre></div>")


def signature_block(r: random.Random, P: KycProfile, lang: str, place: str) -> str:
    exec_p = make_person(r, P.lang)
    if lang == "pt":
        t = f"{esc(place)}, {esc(P.d(P.docdate, 'pt'))}.<br><br>______________________________<br>Assinatura do(a) cliente"
        t2 = f"Gerente responsável: {esc(exec_p.full)} — Matrícula {digits(r, 6)}"
    else:
        t = f"{esc(place)}, a {esc(P.d(P.docdate, 'es'))}.<br><br>______________________________<br>Firma del cliente"
        t2 = f"Ejecutivo(a) que verificó la identidad: {esc(exec_p.full)} — Código {digits(r, 5)}"
    decl = {"es": "Declaro bajo protesta de decir verdad que los datos aquí asentados son correctos y que los recursos que manejo en esta institución provienen de fuentes lícitas. Me obligo a actualizar esta información cuando cambie.",
            "pt": "Declaro, sob as penas da lei, que as informações acima são verdadeiras e que os recursos movimentados têm origem lícita. Comprometo-me a atualizá-las sempre que houver alteração."}[lang if lang != "en" else "es"]
    return f"<p class='small'>{decl}</p><table><tr><td>{t}</td><td class='small'>{t2}<br>{esc(lab(r, 'branch', lang))}: {r.randint(1, 999):03d}</td></tr></table>"


def _header(r: random.Random, P: KycProfile, title: str, lang: str, extra: str = "") -> str:
    bname, bic, baddr = P.bank
    ref = {"es": r.choice(["Folio", "No. de solicitud", "Expediente"]), "pt": r.choice(["Proposta nº", "Protocolo"])}.get(lang, "Ref.")
    right = f"{esc(ref)}: {letters(r, 2)}{digits(r, 7)}<br>{esc(lab(r, 'custno', lang))}: {P.custno}"
    return (f"<div class='lh'><table><tr><td><b style='font-size:120%'>{esc(bname)}</b><br><span class='small'>{esc(baddr)}</span></td>"
            f"<td style='text-align:right' class='small'>{right}</td></tr></table></div><h1>{esc(title)}</h1>{extra}")


def _kyc_form_doc(r: random.Random, P: KycProfile, lang: str, bi: bool, title: str, styles: list[str], order: list[str],
                  numbered: bool = False, copy: str | None = None, copy_first: bool = False, name_mode: str | None = None,
                  intro: str = "") -> tuple[str, dict]:
    secs = kyc_sections(r, P, lang, bi, name_mode)
    parts = [_header(r, P, title, lang)]
    if intro:
        parts.append(f"<p class='small'>{intro}</p>")
    doc_style = r.choice(styles)
    for i, key in enumerate(order):
        t = r.choice(SEC_TITLES[key][lang])
        if bi and lang != "en":
            t += " / " + SEC_TITLES[key]["en"][0]
        if numbered:
            t = f"{r.choice(['', 'Sección '])}{i + 1}. {t}" if lang == "es" else f"{i + 1}. {t}"
        st = doc_style if r.random() < 0.75 else r.choice(styles)
        parts.append(f"<h2>{esc(t)}</h2>" + render_fields(r, secs[key], st, cols=r.choice([1, 2, 2, 3]) if st != "colon" else r.choice([1, 2])))
    place = city_of(P.addr)
    parts.append(signature_block(r, P, lang, place))
    parts.append(footer_text(r, P.bank[0], P.res, lang))
    copy_html = ""
    if copy == "passport" and P.id_type == "passport":
        copy_html = passport_page(r, P)
    elif copy == "idcard" and P.id_type == "national_id" and P.res in ("ARG", "PER"):
        copy_html = id_card_page(r, P)
    body = "".join(parts)
    if copy_html:
        body = (copy_html + "<div class='pb'></div>" + body) if copy_first else (body + "<div class='pb'></div>" + copy_html)
    truth = P.truth(sex_stated=P.sex_on_form or bool(copy_html), tax_stated=("E" in order and P.tax is not None))
    return page(body, r), truth


def kyc_mx_apertura(r: random.Random) -> tuple[str, dict]:
    P = KycProfile(r, "MEX")
    title = r.choice(["Solicitud de apertura de cuenta — Persona física", "Formato de identificación del cliente (KYC)",
                      "Contrato de apertura: datos generales del cliente persona física"])
    order = ["A", "B", "C", "D", "E"]
    if r.random() < 0.4:
        order = ["A", "B", "E", "C", "D"]
    return _kyc_form_doc(r, P, "es", r.random() < 0.3, title, ["box", "box", "below", "header"], order,
                         numbered=r.random() < 0.5, copy="passport" if r.random() < 0.7 else None,
                         name_mode="split3" if r.random() < 0.7 else None)


def kyc_br_ficha(r: random.Random) -> tuple[str, dict]:
    P = KycProfile(r, "BRA")
    title = r.choice(["Ficha Cadastral — Pessoa Física", "Cadastro de Cliente Pessoa Física (Conheça seu Cliente)", "Proposta de Abertura de Conta Corrente"])
    order = r.choice([["A", "B", "C", "D", "E"], ["A", "B", "C", "E", "D"], ["A", "C", "B", "D", "E"]])
    intro = "Preencher em letra de forma. Campos marcados com * são obrigatórios (Circular BCB nº 3.978/2020)." if r.random() < 0.5 else ""
    return _kyc_form_doc(r, P, "pt", r.random() < 0.2, title, ["rows", "leader", "colon", "box"], order,
                         numbered=r.random() < 0.5, copy="passport" if r.random() < 0.6 else None, intro=intro)


def kyc_co_bilingue(r: random.Random) -> tuple[str, dict]:
    P = KycProfile(r, r.choice(["COL", "COL", "ECU"]))
    title = r.choice(["Formulario de vinculación persona natural / Individual onboarding form",
                      "Formato único de conocimiento del cliente — SARLAFT / Know your customer form"])
    intro = "Diligencie todos los campos. Please complete all fields in block letters."
    return _kyc_form_doc(r, P, "es", True, title, ["header", "box", "colon"], ["A", "B", "C", "E", "D"],
                         numbered=True, copy="passport" if r.random() < 0.5 else None, intro=intro)


def kyc_cono_sur(r: random.Random) -> tuple[str, dict]:
    P = KycProfile(r, r.choice(["CHL", "ARG", "PER", "URY"]))
    title = r.choice(["Declaración de conocimiento del cliente", "Ficha de debida diligencia — persona natural",
                      "Formulario de alta de cliente — Persona humana" if P.res == "ARG" else "Registro de cliente — persona natural"])
    order = r.choice([["A", "B", "C", "D", "E"], ["A", "C", "B", "E", "D"]])
    copy = "idcard" if P.id_type == "national_id" else ("passport" if r.random() < 0.5 else None)
    return _kyc_form_doc(r, P, "es", r.random() < 0.2, title, ["textdots", "leader", "colon"], order, numbered=True, copy=copy)


def kyc_centroamerica(r: random.Random) -> tuple[str, dict]:
    P = KycProfile(r, r.choice(["GTM", "CRI", "PAN", "HND", "SLV", "DOM"]))
    title = r.choice(["Perfil del cliente — Debida diligencia", "Formulario conozca a su cliente (persona individual)",
                      "Declaración jurada y perfil transaccional del cliente"])
    return _kyc_form_doc(r, P, "es", r.random() < 0.5, title, ["rows", "box", "colon", "header"],
                         r.choice([["A", "B", "C", "D", "E"], ["A", "B", "D", "C", "E"]]), numbered=r.random() < 0.5,
                         copy="passport" if r.random() < 0.5 else None)


def kyc_passport_first(r: random.Random) -> tuple[str, dict]:
    P = KycProfile(r, r.choice(["MEX", "COL", "CHL", "PER", "BRA", "PAN", "ARG"]))
    P.id_type = "passport"
    P.id_name = {"es": "Pasaporte", "pt": "Passaporte"}[P.lang]
    P.id_number = pick_pattern(r, PASSPORT_PATTERN.get(P.nat, "LDDDDDDD"))
    P.id_issuer = P.nat
    lang = P.lang
    title = {"es": r.choice(["Declaración jurada de origen de fondos y actualización de datos", "Actualización de datos del cliente"]),
             "pt": "Declaração de origem de recursos e atualização cadastral"}[lang]
    return _kyc_form_doc(r, P, lang, r.random() < 0.3, title, ["colon", "rows", "below"], ["A", "B", "C", "D", "E"],
                         copy="passport", copy_first=True)


def _screen_label(label: str) -> str:
    l = deaccent(label).upper()
    if "FAMILIAR" in l and "PEP" in l:
        return "FAMILIAR/ASOCIADO PEP (S/N)"
    if "PEP" in l:
        return "PEP (S/N)"
    if "FATCA" in l:
        return "US PERSON FATCA (S/N)"
    return l.replace("¿", "").replace("?", "")[:32]


def kyc_core_screen(r: random.Random) -> tuple[str, dict]:
    P = KycProfile(r, r.choice(["MEX", "COL", "CHL", "PER", "ARG", "GTM", "PAN", "BRA"]))
    P.acc = False
    P.upper = True
    lang = P.lang
    secs = kyc_sections(r, P, lang, False, r.choice(["split3", "comma", "full"]))
    user = letters(r, 1) + deaccent(r.choice(ES_SUR)).upper()[:7]
    ts = f"{P.docdate.strftime('%d/%m/%Y')} {r.randint(8, 18):02d}:{r.randint(0, 59):02d}:{r.randint(0, 59):02d}"
    sysname = r.choice(["SISTEMA INTEGRAL DE CLIENTES", "CORE BANCARIO — MÓDULO CIF", "T24 CUSTOMER", "SIBAN / CLIENTES"])
    screens = []
    keys = ["A", "B", "C", "D", "E"]
    for i, k in enumerate(keys):
        fields = [(_screen_label(l), v) for l, v in secs[k]]
        head = f"{sysname:<40} PANTALLA {i + 1}/{len(keys)}\nTX: {letters(r, 2)}{digits(r, 3)}   USUARIO: {user:<10} {ts}\nCLIENTE: {P.custno}\n" + "-" * 72
        screens.append("<pre>" + esc(head) + "</pre>" + render_fields(r, fields, "pre") + "<pre>" + "-" * 72 + "\nF3=SALIR  F7=ANTERIOR  F8=SIGUIENTE  F12=CANCELAR</pre><br>")
    body = (f"<div class='small'>Impresión de pantalla — {esc(P.bank[0])} — uso interno</div>" + "".join(screens))
    copy = ""
    if P.id_type == "passport" and r.random() < 0.5:
        copy = "<div class='pb'></div>" + passport_page(r, P)
    truth = P.truth(sex_stated=P.sex_on_form or bool(copy), tax_stated=P.tax is not None)
    return page(body + copy, r, font=MONO, size=9), truth


def kyc_ekyc_export(r: random.Random) -> tuple[str, dict]:
    P = KycProfile(r, r.choice(["BRA", "MEX", "COL", "CHL", "PER"]))
    lang = P.lang
    secs = kyc_sections(r, P, lang, r.random() < 0.3)
    rows = []
    for k in ["A", "B", "C", "D", "E"]:
        rows.append(f"<tr><th colspan='2'>{esc(r.choice(SEC_TITLES[k][lang]))}</th></tr>")
        rows += [f"<tr><td style='width:40%'>{esc(l)}</td><td>{v}</td></tr>" for l, v in secs[k]]
    verif = {"es": [("Prueba de vida (liveness)", "APROBADA"), ("Coincidencia facial", f"{r.uniform(0.9, 0.999):.3f}"),
                    ("Consulta listas restrictivas", "SIN COINCIDENCIAS"), ("Dirección IP", f"{r.randint(100, 200)}.{r.randint(0, 255)}.{r.randint(0, 255)}.{r.randint(1, 254)}"),
                    ("Dispositivo", r.choice(["Android 14", "iOS 17.5", "Chrome 126 / Windows"]))],
             "pt": [("Prova de vida", "APROVADA"), ("Similaridade facial", f"{r.uniform(0.9, 0.999):.3f}"),
                    ("Consulta a listas restritivas", "SEM OCORRÊNCIAS"), ("Endereço IP", f"{r.randint(100, 200)}.{r.randint(0, 255)}.{r.randint(0, 255)}.{r.randint(1, 254)}"),
                    ("Dispositivo", r.choice(["Android 14", "iOS 17.5"]))]}[lang]
    title = {"es": "Exportación de expediente de onboarding digital", "pt": "Exportação do dossiê de abertura digital"}[lang]
    stamp = f"ID sesión: {letters(r, 4).lower()}-{digits(r, 6)} · {P.docdate.isoformat()}T{r.randint(8, 22):02d}:{r.randint(10, 59)}:{r.randint(10, 59)}Z"
    body = (f"<h1>{esc(title)}</h1><div class='small'>{esc(P.bank[0])} · {esc(stamp)}</div>"
            f"<table class='grid' style='margin-top:6px'><tr><th>{'Campo' if lang == 'es' else 'Campo'}</th><th>{'Valor' if lang == 'es' else 'Valor'}</th></tr>{''.join(rows)}</table>"
            f"<h2>{'Verificaciones' if lang == 'es' else 'Verificações'}</h2>" + render_fields(r, verif, "rows"))
    copy = ""
    if P.id_type == "passport":
        copy = "<div class='pb'></div>" + passport_page(r, P)
    elif P.res in ("ARG", "PER"):
        copy = "<div class='pb'></div>" + id_card_page(r, P)
    truth = P.truth(sex_stated=P.sex_on_form or bool(copy), tax_stated=P.tax is not None)
    return page(body + footer_text(r, P.bank[0], P.res, lang) + copy, r), truth


SOF_PHRASE = {"es": {"employment": "su salario como empleado(a)", "business": "la actividad de su negocio propio", "investments": "rendimientos de inversiones financieras",
                     "inheritance": "una herencia familiar recibida", "pension": "su pensión de jubilación", "other": "otras fuentes (venta de un inmueble)"},
              "pt": {"employment": "seu salário como empregado(a)", "business": "a atividade de sua empresa própria", "investments": "rendimentos de aplicações financeiras",
                     "inheritance": "uma herança recebida", "pension": "sua aposentadoria", "other": "outras fontes (venda de imóvel)"}}


def kyc_call_report(r: random.Random) -> tuple[str, dict]:
    P = KycProfile(r, r.choice(["MEX", "COL", "CHL", "PER", "ARG", "PAN", "BRA", "CRI"]))
    P.id_type = "passport"
    P.id_name = {"es": "pasaporte", "pt": "passaporte"}[P.lang]
    P.id_number = pick_pattern(r, PASSPORT_PATTERN.get(P.nat, "LDDDDDDD"))
    P.id_issuer = P.nat
    lang = P.lang
    p = P.p
    rm = make_person(r, lang)
    spouse = make_person(r, lang, sex="M" if p.sex == "F" else "F")
    addr = P.addr_html(inline=True)
    name = P.nm(p.full)
    m = P.money
    inc = (f"un ingreso mensual bruto de {m(P.monthly, P.currency)}" if P.income_mode == "monthly" else f"ingresos anuales de {m(P.annual, P.currency)}") if lang == "es" else \
          (f"renda mensal bruta de {m(P.monthly, P.currency)}" if P.income_mode == "monthly" else f"renda anual de {m(P.annual, P.currency)}")
    if lang == "es":
        job = f"Se desempeña como {P.occupation.lower()} en {P.employer}" + (f" desde el {P.d(P.emp_since)}" if r.random() < 0.5 else "") if P.employer else f"Su ocupación declarada es {P.occupation.lower()}, sin relación de dependencia"
        paras = [
            f"El día {P.d(P.docdate)} se realizó entrevista presencial en la {lab(r, 'branch', 'es').lower()} {r.choice(['Centro', 'Norte', 'Plaza', 'Corporativa'])} con {name}, de nacionalidad {nationality_word(P.nat, 'es', p.sex)}, nacido(a) el {P.d(p.dob)}, quien se identificó con {P.id_name} número {P.id_number}, emitido por {country_name(P.id_issuer, 'es')} y válido hasta el {P.d(P.id_expiry)}.",
            f"El cliente reside en {_html.unescape(addr)}, {country_name(P.res, 'es')}. {job}, con {inc}. Los fondos que se depositarán provienen de {SOF_PHRASE['es'][P.sof]}.",
            f"Su cónyuge, {spouse.full}, no será cotitular de la cuenta. " + ("El cliente declara ser Persona Expuesta Políticamente; se requiere aprobación de la Gerencia de Cumplimiento." if P.pep else "El cliente declara no ser Persona Expuesta Políticamente ni tener vínculos con PEP."),
            (f"Número de identificación tributaria ({P.tax_label}): {P.tax}." if P.tax else "No se obtuvo número de identificación tributaria; se solicitará en la próxima visita.") + f" Se adjunta copia del {P.id_name}.",
            f"Riesgo asignado: {r.choice(['BAJO', 'MEDIO', 'ALTO' if P.pep else 'MEDIO'])}. Próxima revisión: {P.d(P.docdate.replace(day=min(P.docdate.day, 28), year=P.docdate.year + r.choice([1, 2, 3])))}.",
        ]
        title = r.choice(["Informe de visita al cliente", "Reporte de entrevista — Debida diligencia ampliada", "Memorando de conocimiento del cliente"])
        sign = f"Elaborado por: {rm.full}, Ejecutivo(a) de Banca Personal"
    else:
        job = f"Trabalha como {P.occupation.lower()} na empresa {P.employer}" if P.employer else f"Declara a ocupação de {P.occupation.lower()}, sem vínculo empregatício"
        paras = [
            f"Em {P.d(P.docdate)} realizamos entrevista na agência com {name}, de nacionalidade {nationality_word(P.nat, 'pt', p.sex)}, nascido(a) em {P.d(p.dob)}, portador(a) do {P.id_name} nº {P.id_number}, emitido por {country_name(P.id_issuer, 'pt')}, válido até {P.d(P.id_expiry)}.",
            f"Reside em {_html.unescape(addr)}, {country_name(P.res, 'pt')}. {job}, com {inc}. Os recursos têm origem em {SOF_PHRASE['pt'][P.sof]}.",
            f"Cônjuge: {spouse.full} (não participa da conta). " + ("O cliente declarou ser Pessoa Exposta Politicamente." if P.pep else "O cliente declarou não ser Pessoa Exposta Politicamente."),
            (f"{P.tax_label}: {P.tax}." if P.tax else "CPF a confirmar.") + " Cópia do passaporte em anexo.",
        ]
        title = "Relatório de visita — Conheça seu Cliente"
        sign = f"Responsável: {rm.full}, Gerente de Relacionamento"
    body = (_header(r, P, title, lang) + "".join(f"<p>{esc(x)}</p>" for x in paras) + f"<p class='small'>{esc(sign)}</p>"
            + footer_text(r, P.bank[0], P.res, lang) + "<div class='pb'></div>" + passport_page(r, P))
    return page(body, r), P.truth(sex_stated=True, tax_stated=P.tax is not None)


KYC_LAYOUTS: dict[str, Callable[[random.Random], tuple[str, dict]]] = {
    "mx_apertura_cuenta": kyc_mx_apertura,
    "br_ficha_cadastral": kyc_br_ficha,
    "co_vinculacion_bilingue": kyc_co_bilingue,
    "cono_sur_declaracion": kyc_cono_sur,
    "centroamerica_perfil": kyc_centroamerica,
    "pasaporte_primero": kyc_passport_first,
    "core_pantallas": kyc_core_screen,
    "ekyc_exportacion": kyc_ekyc_export,
    "informe_visita": kyc_call_report,
}


# ----------------------------------------------------------------------------------------------
# Letters of credit
# ----------------------------------------------------------------------------------------------

FOREIGN = {
    "CHN": (["NINGBO", "SHENZHEN", "QINGDAO", "XIAMEN", "TIANJIN"], "CHINA", ["NINGBO, CHINA", "SHANGHAI, CHINA", "ANY PORT IN CHINA", "QINGDAO PORT, CHINA"],
            ["CO., LTD.", "TRADING CO., LTD.", "IMP. AND EXP. CO., LTD."], ["NO. {n} KEJI ROAD", "ROOM {n}, BLDG 3, HUAXIA PLAZA", "NO. {n} ZHONGSHAN EAST ROAD"]),
    "DEU": (["HAMBURG", "BREMEN", "DUESSELDORF", "STUTTGART"], "GERMANY", ["HAMBURG, GERMANY", "BREMERHAVEN, GERMANY"], ["GMBH", "GMBH AND CO. KG", "AG"], ["INDUSTRIESTRASSE {n}", "HAFENSTRASSE {n}"]),
    "ITA": (["MILANO", "TORINO", "BOLOGNA"], "ITALY", ["GENOA, ITALY", "LA SPEZIA, ITALY"], ["S.P.A.", "S.R.L."], ["VIA ROMA {n}", "VIA DELL INDUSTRIA {n}"]),
    "ESP": (["VALENCIA", "BARCELONA", "BILBAO"], "SPAIN", ["VALENCIA, SPAIN", "BARCELONA, SPAIN"], ["S.L.", "S.A."], ["POLIGONO INDUSTRIAL EL OLIVERAL, NAVE {n}", "CALLE ARAGON {n}"]),
    "USA": (["HOUSTON", "MIAMI", "LOS ANGELES"], "USA", ["HOUSTON, TX, USA", "MIAMI, FL, USA", "ANY US GULF PORT"], ["INC.", "LLC", "CORP."], ["{n} COMMERCE PARK DRIVE", "{n} NW 25TH STREET"]),
    "KOR": (["BUSAN", "SEOUL", "INCHEON"], "KOREA", ["BUSAN, KOREA", "INCHEON, KOREA"], ["CO., LTD.", "CORPORATION"], ["{n}, TEHERAN-RO, GANGNAM-GU", "{n} GAYA-DAERO"]),
    "IND": (["MUMBAI", "CHENNAI", "AHMEDABAD"], "INDIA", ["NHAVA SHEVA, INDIA", "CHENNAI, INDIA"], ["PVT. LTD.", "LIMITED"], ["PLOT {n}, MIDC INDUSTRIAL AREA", "{n} MOUNT ROAD"]),
    "TUR": (["ISTANBUL", "IZMIR"], "TURKEY", ["MERSIN, TURKEY", "IZMIR, TURKEY"], ["A.S.", "LTD. STI."], ["ORGANIZE SANAYI BOLGESI {n}. CADDE", "ATATURK BULVARI NO {n}"]),
}
FOREIGN_BANKS = [("BANK OF NINGBO COMMERCE", "BNCMCNSH"), ("HANSEATIC HANDELSBANK AG", "HNHBDEHH"), ("BANCA LOMBARDA DEL COMMERCIO", "BLDCITMM"),
                 ("BANCO LEVANTINO S.A.", "BLEVESVV"), ("GULF COAST TRADE BANK", "GCTBUS44"), ("HANGANG COMMERCIAL BANK", "HGCBKRSE"),
                 ("WESTERN GHATS BANK LTD", "WGBKINBB"), ("ANADOLU TICARET BANKASI", "ANTBTRIS")]
DISCHARGE = {"MEX": ["MANZANILLO, MEXICO", "VERACRUZ, MEXICO", "LAZARO CARDENAS, MEXICO"], "BRA": ["SANTOS, BRAZIL", "PARANAGUA, BRAZIL", "ITAJAI, BRAZIL"],
             "COL": ["BUENAVENTURA, COLOMBIA", "CARTAGENA, COLOMBIA"], "CHL": ["SAN ANTONIO, CHILE", "VALPARAISO, CHILE"],
             "ARG": ["BUENOS AIRES, ARGENTINA"], "PER": ["CALLAO, PERU"], "GTM": ["PUERTO QUETZAL, GUATEMALA", "SANTO TOMAS DE CASTILLA, GUATEMALA"],
             "CRI": ["PUERTO LIMON, COSTA RICA", "PUERTO CALDERA, COSTA RICA"], "PAN": ["MANZANILLO INTERNATIONAL TERMINAL, COLON, PANAMA"],
             "HND": ["PUERTO CORTES, HONDURAS"], "SLV": ["ACAJUTLA, EL SALVADOR"], "DOM": ["CAUCEDO, DOMINICAN REPUBLIC"], "ECU": ["GUAYAQUIL, ECUADOR"]}
LATAM_CITY = {"MEX": "CIUDAD DE MEXICO", "BRA": "SAO PAULO", "COL": "BOGOTA", "CHL": "SANTIAGO", "ARG": "BUENOS AIRES", "PER": "LIMA",
              "GTM": "GUATEMALA", "CRI": "SAN JOSE", "PAN": "PANAMA", "HND": "TEGUCIGALPA", "SLV": "SAN SALVADOR", "DOM": "SANTO DOMINGO", "ECU": "GUAYAQUIL"}
IMPORT_GOODS = ["{n} UNITS INDUSTRIAL SEWING MACHINES MODEL {m} AS PER PROFORMA INVOICE NO. {pi}",
                "{n} MT HOT ROLLED STEEL COILS GRADE SAE 1006 AS PER PROFORMA INVOICE NO. {pi}",
                "SPARE PARTS FOR MINING EQUIPMENT AS PER PURCHASE ORDER NO. {po}",
                "{n} PCS SOLAR PHOTOVOLTAIC MODULES 550W MONOCRYSTALLINE AS PER CONTRACT NO. {po}",
                "{n} MT HIGH DENSITY POLYETHYLENE RESIN (HDPE) INJECTION GRADE",
                "{n} KG PARACETAMOL USP POWDER (PHARMACEUTICAL RAW MATERIAL) AS PER PROFORMA INVOICE NO. {pi}",
                "{n} UNITS AGRICULTURAL TRACTORS 4WD 110 HP WITH STANDARD ACCESSORIES",
                "{n} M2 PORCELAIN FLOOR TILES 60X60 CM FIRST QUALITY AS PER ORDER NO. {po}",
                "PACKAGING MACHINERY LINE MODEL {m}, COMPLETE WITH INSTALLATION SUPERVISION, AS PER CONTRACT NO. {po}"]
EXPORT_GOODS = {"COL": ["{n} BAGS OF 70 KG COLOMBIAN GREEN COFFEE EXCELSO EP", "{n} BOXES FRESH CUT FLOWERS (ROSES AND CARNATIONS)"],
                "PER": ["{n} MT FISH MEAL STANDARD GRADE 65 PCT PROTEIN", "{n} MT FRESH HASS AVOCADOS IN 4 KG CARTONS"],
                "CHL": ["{n} MT COPPER CATHODES GRADE A, LME REGISTERED", "{n} CASES CHILEAN RED WINE CABERNET SAUVIGNON"],
                "BRA": ["{n} MT BRAZILIAN SOYBEANS IN BULK, CROP 2025", "{n} MT RAW CANE SUGAR VHP"],
                "MEX": ["{n} MT FRESH HASS AVOCADOS", "{n} UNITS AUTOMOTIVE WIRE HARNESSES AS PER PO {po}"],
                "ARG": ["{n} MT FROZEN BONELESS BEEF CUTS", "{n} MT SUNFLOWER OIL CRUDE DEGUMMED IN BULK"]}
DOCS_EN = ["SIGNED COMMERCIAL INVOICE IN ONE ORIGINAL AND THREE COPIES INDICATING THE CREDIT NUMBER",
           "FULL SET OF CLEAN ON BOARD OCEAN BILLS OF LADING MADE OUT TO THE ORDER OF {bank} MARKED FREIGHT PREPAID AND NOTIFY APPLICANT",
           "PACKING LIST IN THREE COPIES",
           "CERTIFICATE OF ORIGIN ISSUED BY THE CHAMBER OF COMMERCE",
           "INSURANCE POLICY OR CERTIFICATE IN DUPLICATE ENDORSED IN BLANK FOR 110 PCT OF THE CIF VALUE COVERING INSTITUTE CARGO CLAUSES (A)",
           "INSPECTION CERTIFICATE ISSUED BY SGS OR BUREAU VERITAS PRIOR TO SHIPMENT",
           "BENEFICIARY'S CERTIFICATE CERTIFYING THAT ONE SET OF NON-NEGOTIABLE DOCUMENTS HAS BEEN SENT TO THE APPLICANT BY COURIER WITHIN 5 DAYS AFTER SHIPMENT",
           "CERTIFICATE OF ANALYSIS ISSUED BY THE MANUFACTURER",
           "PHYTOSANITARY CERTIFICATE ISSUED BY THE COMPETENT AUTHORITY OF THE COUNTRY OF ORIGIN",
           "WEIGHT AND QUALITY CERTIFICATE ISSUED BY AN INDEPENDENT SURVEYOR"]
DOCS_ES = ["Factura comercial original y tres copias, firmada por el beneficiario, indicando el número de este crédito",
           "Juego completo de conocimientos de embarque marítimo limpios a bordo, emitidos a la orden de {bank}, marcados flete pagado y notificar al ordenante",
           "Lista de empaque en tres ejemplares",
           "Certificado de origen expedido por la cámara de comercio",
           "Póliza o certificado de seguro endosado en blanco por el 110% del valor CIF, cubriendo cláusulas (A) del Instituto",
           "Certificado de inspección previa al embarque emitido por SGS",
           "Certificado del beneficiario que acredite el envío al ordenante de un juego de copias no negociables",
           "Certificado de análisis emitido por el fabricante"]
DOCS_PT = ["Fatura comercial em uma via original e três cópias, assinada pelo beneficiário",
           "Jogo completo de conhecimentos de embarque marítimo limpos a bordo, emitidos à ordem do {bank}, com frete pago e notificando o ordenante",
           "Romaneio de embarque (packing list) em três vias",
           "Certificado de origem emitido pela câmara de comércio",
           "Apólice ou certificado de seguro endossado em branco por 110% do valor CIF",
           "Certificado de inspeção emitido por empresa independente",
           "Certificado de análise emitido pelo fabricante"]
CONDITIONS = ["ALL DOCUMENTS MUST INDICATE THE CREDIT NUMBER.", "A DISCREPANCY FEE OF USD 80.00 WILL BE DEDUCTED FROM THE PROCEEDS FOR EACH SET OF DISCREPANT DOCUMENTS.",
              "THIRD PARTY DOCUMENTS EXCEPT INVOICE ARE ACCEPTABLE.", "SHORT FORM AND CHARTER PARTY BILLS OF LADING ARE NOT ACCEPTABLE.",
              "DOCUMENTS ISSUED PRIOR TO THE ISSUANCE DATE OF THIS CREDIT ARE ACCEPTABLE.", "INSURANCE TO BE COVERED BY THE APPLICANT."]
TAG_NAMES = {
    "27": ("Sequence of Total", "Secuencia del total", "Sequência do total"),
    "40A": ("Form of Documentary Credit", "Forma del crédito documentario", "Forma do crédito documentário"),
    "20": ("Documentary Credit Number", "Número del crédito documentario", "Número do crédito documentário"),
    "31C": ("Date of Issue", "Fecha de emisión", "Data de emissão"),
    "40E": ("Applicable Rules", "Reglas aplicables", "Regras aplicáveis"),
    "31D": ("Date and Place of Expiry", "Fecha y lugar de vencimiento", "Data e local de validade"),
    "51A": ("Applicant Bank", "Banco del ordenante", "Banco do ordenante"),
    "50": ("Applicant", "Ordenante", "Ordenante"),
    "59": ("Beneficiary", "Beneficiario", "Beneficiário"),
    "32B": ("Currency Code, Amount", "Moneda y monto", "Moeda e valor"),
    "39A": ("Percentage Credit Amount Tolerance", "Tolerancia porcentual del monto", "Tolerância percentual"),
    "41A": ("Available With ... By ...", "Disponible con ... mediante ...", "Disponível com ... por ..."),
    "41D": ("Available With ... By ...", "Disponible con ... mediante ...", "Disponível com ... por ..."),
    "42C": ("Drafts at ...", "Giros a ...", "Saques a ..."),
    "42A": ("Drawee", "Girado", "Sacado"),
    "42P": ("Negotiation/Deferred Payment Details", "Detalles de pago diferido", "Detalhes de pagamento diferido"),
    "43P": ("Partial Shipments", "Embarques parciales", "Embarques parciais"),
    "43T": ("Transhipment", "Transbordos", "Transbordo"),
    "44A": ("Place of Taking in Charge/Dispatch from .../Place of Receipt", "Lugar de recepción", "Local de recebimento"),
    "44E": ("Port of Loading/Airport of Departure", "Puerto de carga / aeropuerto de salida", "Porto de embarque / aeroporto de partida"),
    "44F": ("Port of Discharge/Airport of Destination", "Puerto de descarga / aeropuerto de destino", "Porto de descarga / aeroporto de destino"),
    "44B": ("Place of Final Destination/For Transportation to .../Place of Delivery", "Lugar de destino final", "Local de destino final"),
    "44C": ("Latest Date of Shipment", "Fecha límite de embarque", "Data limite de embarque"),
    "44D": ("Shipment Period", "Período de embarque", "Período de embarque"),
    "45A": ("Description of Goods and/or Services", "Descripción de las mercancías y/o servicios", "Descrição das mercadorias e/ou serviços"),
    "46A": ("Documents Required", "Documentos requeridos", "Documentos exigidos"),
    "47A": ("Additional Conditions", "Condiciones adicionales", "Condições adicionais"),
    "71D": ("Charges", "Gastos", "Despesas"),
    "48": ("Period for Presentation in Days", "Plazo para la presentación en días", "Prazo para apresentação em dias"),
    "49": ("Confirmation Instructions", "Instrucciones de confirmación", "Instruções de confirmação"),
    "53A": ("Reimbursing Bank", "Banco reembolsador", "Banco reembolsador"),
    "78": ("Instructions to the Paying/Accepting/Negotiating Bank", "Instrucciones al banco pagador/aceptante/negociador", "Instruções ao banco pagador/negociador"),
    "57A": ("'Advise Through' Bank", "Banco avisador intermediario", "Banco avisador intermediário"),
    "72Z": ("Sender to Receiver Information", "Información del remitente al receptor", "Informações do remetente ao destinatário"),
}


def wrap(text: str, width: int) -> list[str]:
    return textwrap.wrap(text, width, break_long_words=False, break_on_hyphens=False) or [text]


class LcProfile:
    def __init__(self, r: random.Random, export: bool = False, lang_docs: str = "en", country: str | None = None):
        self.r = r
        fc = r.choice(list(FOREIGN))
        cities, fcountry, loading, suffixes, streets = FOREIGN[fc]
        self.lc_country = country or (r.choice(["MEX", "BRA", "COL", "CHL", "ARG", "PER"]) if export else r.choice(list(DISCHARGE)))
        lc = self.lc_country
        self.local_bank = bank(r, lc)
        self.foreign_bank = r.choice(FOREIGN_BANKS)
        city = r.choice(cities)
        fname = f"{city} {r.choice(['BRIGHTWAY', 'GOLDEN BRIDGE', 'NORDLICHT', 'STELLA', 'MERIDIAN', 'EVERGROW', 'SUNRISE', 'BLUE OCEAN', 'ATLAS'])} {r.choice(['INDUSTRIAL', 'MACHINERY', 'TRADING', 'MATERIALS', 'FOODS'])} {r.choice(suffixes)}"
        faddr = [r.choice(streets).format(n=r.randint(1, 999)), f"{city} {digits(r, 5)}, {fcountry}" if r.random() < 0.6 else f"{city}, {fcountry}"]
        lname = deaccent(company(r, lc)).upper()
        laddr = [deaccent(x).upper() for x in address_lines(r, lc)]
        if r.random() < 0.5:
            laddr.append(deaccent(country_name(lc, "en")).upper())
        self.export = export
        if export:
            self.applicant, self.applicant_addr = fname, faddr
            self.beneficiary, self.beneficiary_addr = lname, laddr
            self.issuing = self.foreign_bank
            self.advising = (self.local_bank[0], self.local_bank[1])
            self.port_loading = r.choice(DISCHARGE[lc] if lc in DISCHARGE else ["ANY PORT"])
            self.port_discharge = r.choice(loading)
            goods = r.choice(EXPORT_GOODS[lc])
        else:
            self.applicant, self.applicant_addr = lname, laddr
            self.beneficiary, self.beneficiary_addr = fname, faddr
            self.issuing = (deaccent(self.local_bank[0]).upper(), self.local_bank[1])
            self.advising = self.foreign_bank
            self.port_loading = r.choice(loading)
            self.port_discharge = r.choice(DISCHARGE[lc])
            goods = r.choice(IMPORT_GOODS)
        self.form = r.choices(["IRREVOCABLE", "IRREVOCABLE TRANSFERABLE", "IRREVOCABLE STANDBY"], [75, 13, 12])[0]
        standby = self.form == "IRREVOCABLE STANDBY"
        self.rules = "ISP LATEST VERSION" if standby and r.random() < 0.8 else r.choices(["UCP LATEST VERSION", "EUCP LATEST VERSION", "OTHR"], [90, 5, 5])[0]
        self.issue = rdate(r, _dt.date(2024, 1, 5), _dt.date(2026, 5, 30))
        self.expiry = self.issue + _dt.timedelta(days=r.randint(60, 240))
        self.expiry_place = r.choice([city, fcountry, LATAM_CITY[lc]] if not export else [LATAM_CITY[lc], city])
        self.number = r.choice([f"LC{self.issue.strftime('%y')}{digits(r, 6)}", f"IMP{digits(r, 7)}", f"{self.issuing[1][:4]}{self.issue.strftime('%y')}LC{digits(r, 4)}",
                                f"CDI-{self.issue.year}-{digits(r, 5)}", f"0{digits(r, 11)}", f"M{digits(r, 4)}IU{digits(r, 5)}"])
        self.currency = r.choices(["USD", "EUR", "USD", "USD"], [5, 2, 1, 1])[0]
        self.amount = money_value(r, 18000, 2_400_000, 10, cents=0.4)
        self.tol = r.choice([None, None, None, (5, 5), (10, 10), (10, 0), (5, 0), (3, 3)])
        self.available_by = r.choices(["BY NEGOTIATION", "BY PAYMENT", "BY ACCEPTANCE", "BY DEF PAYMENT", "BY MIXED PYMT"], [40, 30, 12, 14, 4])[0]
        k = r.random()
        if k < 0.35 or self.available_by == "BY NEGOTIATION" and k < 0.6:
            self.available_with, self.avail_kind = "ANY BANK", "D"
        elif k < 0.75:
            self.available_with, self.avail_kind = self.advising[1] + r.choice(["", "XXX"]), "A"
        else:
            self.available_with, self.avail_kind = self.advising[0], "D"
        pick = lambda: r.choices(["ALLOWED", "NOT ALLOWED", "CONDITIONAL", None], [45, 35, 5, 15])[0]
        self.partial, self.tranship = pick(), pick()
        self.shipment_kind = r.choices(["44C", "44D", None], [75, 10, 15])[0]
        self.latest_ship = self.expiry - _dt.timedelta(days=r.choice([15, 21, 30, 45]))
        if standby:
            self.partial = self.tranship = self.port_loading = self.port_discharge = None
            self.shipment_kind = None
        else:
            if r.random() < 0.1:
                self.port_loading = None
            if r.random() < 0.08:
                self.port_discharge = None
        n = r.choice([50, 120, 250, 480, 1200, 2500, 5000, 18000])
        g = goods.format(n=n, m=f"{letters(r, 2)}-{r.randint(100, 990)}", pi=f"{letters(r, 2)}{digits(r, 5)}", po=f"{digits(r, 4)}/{self.issue.year}")
        if standby:
            g = f"STANDBY LETTER OF CREDIT TO GUARANTEE PAYMENT FOR THE SUPPLY OF {g}"
        else:
            inc = r.choice(["CIF", "CFR", "FOB", "FCA"])
            port = (self.port_discharge if inc in ("CIF", "CFR") else self.port_loading) or "NAMED PLACE"
            g += f" {inc} {port.split(',')[0]} INCOTERMS 2020" if r.random() < 0.8 else f", {inc} {port.split(',')[0]}"
        self.goods = g
        if standby:
            self.docs = ["BENEFICIARY'S SIGNED STATEMENT CERTIFYING THAT THE APPLICANT HAS FAILED TO PAY THE AMOUNT DUE UNDER THE SUPPLY CONTRACT",
                         "COPY OF THE UNPAID COMMERCIAL INVOICE(S)"][:r.choice([1, 2])]
        else:
            pool = {"en": DOCS_EN, "es": DOCS_ES, "pt": DOCS_PT}[lang_docs]
            chosen = [pool[0], pool[1]] + r.sample(pool[2:], r.randint(1, min(5, len(pool) - 2)))
            self.docs = [d.format(bank=self.issuing[0] if lang_docs == "en" else self.issuing[0].title()) for d in chosen]
            if lang_docs == "en" and r.random() < 0.5:
                self.docs[1] = self.docs[1].replace("FULL SET OF CLEAN ON BOARD OCEAN BILLS OF LADING", "CLEAN AIR WAYBILL") if r.random() < 0.2 else self.docs[1]
        self.conditions = r.sample(CONDITIONS, r.randint(1, 4))
        self.presentation = r.choice([None, 21, 21, 15, 10, 30, 45])
        self.confirmation = r.choices(["WITHOUT", "CONFIRM", "MAY ADD"], [60, 25, 15])[0]
        self.money = Money(r, "es")
        self.date_style = r.choice(DATE_STYLES)

    def truth(self) -> dict:
        return {
            "lc_number": self.number, "form_of_credit": self.form, "date_of_issue": iso(self.issue),
            "applicable_rules": self.rules, "expiry_date": iso(self.expiry), "expiry_place": self.expiry_place,
            "applicant": {"name": self.applicant, "address": getattr(self, "app_addr_printed", None) or " ".join(self.applicant_addr)},
            "beneficiary": {"name": self.beneficiary, "address": getattr(self, "ben_addr_printed", None) or " ".join(self.beneficiary_addr)},
            "currency": self.currency, "amount": self.amount,
            "tolerance_plus_percent": self.tol[0] if self.tol else None, "tolerance_minus_percent": self.tol[1] if self.tol else None,
            "available_with": self.available_with, "available_by": self.available_by,
            "partial_shipments": self.partial, "transhipment": self.tranship,
            "port_of_loading": self.port_loading, "port_of_discharge": self.port_discharge,
            "latest_shipment_date": iso(self.latest_ship) if self.shipment_kind == "44C" else None,
            "goods_description": self.goods, "documents_required": list(self.docs),
            "presentation_period_days": self.presentation, "confirmation_instructions": self.confirmation,
        }

    def tags(self) -> list[tuple[str, list[str]]]:
        """MT700 fields in message order: (tag, lines)."""
        r = self.r
        T: list[tuple[str, list[str]]] = [("27", ["1/1"]), ("40A", [self.form]), ("20", [self.number]),
                                          ("31C", [self.issue.strftime("%y%m%d")])]
        T.append(("40E", [self.rules] if self.rules != "OTHR" else ["OTHR/URC 522 AND LOCAL PRACTICE"]))
        T.append(("31D", [self.expiry.strftime("%y%m%d") + self.expiry_place]))
        if r.random() < 0.5:
            T.append(("51A", [self.issuing[1]]))
        T.append(("50", [self.applicant] + self.applicant_addr))
        T.append(("59", ([f"/{digits(r, 12)}"] if r.random() < 0.3 else []) + [self.beneficiary] + self.beneficiary_addr))
        T.append(("32B", [self.currency + fnum(self.amount, "", ",", 2)]))
        if self.tol:
            T.append(("39A", [f"{self.tol[0]:02d}/{self.tol[1]:02d}" if r.random() < 0.5 else f"{self.tol[0]}/{self.tol[1]}"]))
        T.append(("41" + self.avail_kind, [self.available_with, self.available_by]))
        if self.available_by in ("BY NEGOTIATION", "BY ACCEPTANCE"):
            T.append(("42C", [r.choice(["AT SIGHT", "AT 90 DAYS AFTER B/L DATE", "AT 60 DAYS SIGHT"])]))
            T.append(("42A", [self.issuing[1]]))
        if self.available_by == "BY DEF PAYMENT":
            T.append(("42P", [f"{r.choice([60, 90, 120, 180])} DAYS AFTER BILL OF LADING DATE"]))
        if self.partial:
            T.append(("43P", [self.partial]))
        if self.tranship:
            T.append(("43T", [self.tranship]))
        if r.random() < 0.3 and self.port_loading:
            T.append(("44A", [r.choice(["SUPPLIER'S WAREHOUSE", "FACTORY PREMISES"])]))
        if self.port_loading:
            T.append(("44E", [self.port_loading]))
        if self.port_discharge:
            T.append(("44F", [self.port_discharge]))
        if self.port_discharge and r.random() < 0.3:
            T.append(("44B", [r.choice(["APPLICANT'S WAREHOUSE", "FINAL DESTINATION AS PER APPLICANT"])]))
        if self.shipment_kind == "44C":
            T.append(("44C", [self.latest_ship.strftime("%y%m%d")]))
        elif self.shipment_kind == "44D":
            T.append(("44D", [f"SHIPMENT DURING {AB_EN[self.latest_ship.month - 1]} {self.latest_ship.year}"]))
        T.append(("45A", wrap(self.goods, 65)))
        bullet = r.choice(["+", "+", "num", "+ "])
        docs = []
        for i, d in enumerate(self.docs):
            pre = f"{i + 1}. " if bullet == "num" else bullet
            docs += wrap(pre + d, 65)
        T.append(("46A", docs))
        T.append(("47A", sum((wrap("+" + c, 65) for c in self.conditions), [])))
        T.append(("71D", ["ALL CHARGES OUTSIDE ISSUING BANK", "ARE FOR BENEFICIARY'S ACCOUNT"]))
        if self.presentation is not None:
            n = self.presentation
            T.append(("48", r.choice([[str(n)], [f"{n} DAYS"], [f"{n} DAYS AFTER THE DATE OF SHIPMENT", "BUT WITHIN THE VALIDITY OF THE CREDIT"]])))
        T.append(("49", [self.confirmation]))
        if r.random() < 0.4:
            T.append(("53A", [r.choice(["CITIUS33", "BOFAUS3N", "CHASUS33", "DEUTDEFF"])]))
        if r.random() < 0.6:
            T.append(("78", wrap("UPON RECEIPT OF COMPLIANT DOCUMENTS AT OUR COUNTERS WE SHALL REMIT THE PROCEEDS AS PER YOUR INSTRUCTIONS.", 65)))
        if r.random() < 0.2:
            T.append(("72Z", ["PLEASE ACKNOWLEDGE RECEIPT"]))
        return T


def _mt_header_block(r: random.Random, L: LcProfile, fl: int) -> list[tuple[str, str]]:
    sender, receiver = L.issuing, L.advising
    names = [("Sender", "Remitente", "Remetente"), ("Receiver", "Receptor", "Destinatário"), ("Message Type", "Tipo de mensaje", "Tipo de mensagem"),
             ("Priority", "Prioridad", "Prioridade"), ("MUR", "Referencia (MUR)", "Referência (MUR)"), ("UETR", "UETR", "UETR")]
    vals = [f"{sender[1]}XXX {sender[0]}", f"{receiver[1]}XXX {receiver[0]}", "700 Issue of a Documentary Credit", r.choice(["Normal", "N", "Urgent"]),
            f"{letters(r, 3)}{digits(r, 9)}", f"{digits(r, 8)}-{digits(r, 4)}-4{digits(r, 3)}-a{digits(r, 3)}-{digits(r, 12)}"]
    return [(names[i][fl], v) for i, v in enumerate(vals) if i < 4 or r.random() < 0.6]


def lc_raw(r: random.Random) -> tuple[str, dict]:
    L = LcProfile(r)
    t = L.issue
    lines = [f"{{1:F01{L.advising[1]}AXXX{digits(r, 4)}{digits(r, 6)}}}{{2:O700{r.randint(1000, 2359)}{t.strftime('%y%m%d')}{L.issuing[1]}AXXX{digits(r, 10)}{t.strftime('%y%m%d')}{r.randint(1000, 2359)}N}}{{3:{{108:{letters(r, 3)}{digits(r, 8)}}}}}{{4:"]
    for tag, content in L.tags():
        lines.append(f":{tag}:{content[0]}")
        lines += content[1:]
    lines.append("-}{5:{CHK:" + letters(r, 4) + digits(r, 8) + "}}")
    body = "<pre>" + esc("\n".join(lines)) + "</pre>"
    return page(body, r, font=MONO, size=r.choice([9, 9.5, 10])), L.truth()


def _mt_table(r: random.Random, L: LcProfile, fl: int, style: str) -> str:
    rows = []
    for tag, content in L.tags():
        name = TAG_NAMES[tag][fl]
        if style == "table":
            rows.append(f"<tr><td class='mono'>:{tag}:</td><td>{esc(name)}</td><td class='mono'>{'<br>'.join(esc(c) for c in content)}</td></tr>")
        else:
            rows.append(f"<div style='margin-top:4px'><b>:{tag}: {esc(name)}</b><pre style='margin-left:24px'>{esc(chr(10).join(content))}</pre></div>")
    if style == "table":
        head = {0: ("Tag", "Field", "Content"), 1: ("Campo", "Descripción", "Contenido"), 2: ("Campo", "Descrição", "Conteúdo")}[fl]
        return f"<table class='grid'><tr><th style='width:8%'>{head[0]}</th><th style='width:30%'>{head[1]}</th><th>{head[2]}</th></tr>{''.join(rows)}</table>"
    return "".join(rows)


def lc_advice_print(r: random.Random) -> tuple[str, dict]:
    L = LcProfile(r)
    fl = r.choice([0, 0, 1, 2])
    title = ["SWIFT MESSAGE — INCOMING", "MENSAJE SWIFT RECIBIDO", "MENSAGEM SWIFT RECEBIDA"][fl]
    head = render_fields(r, _mt_header_block(r, L, fl), r.choice(["rows", "colon", "pre"]), cols=1)
    printed = f"{L.issue.strftime('%d/%m/%Y')} {r.randint(8, 18):02d}:{r.randint(10, 59)}"
    body = (f"<div class='small' style='text-align:right'>{esc(L.advising[0])} — Trade Services — {printed} — Page 1</div>"
            f"<h1>{title}</h1>{head}<br>" + _mt_table(r, L, fl, r.choice(["table", "blocks"]))
            + f"<div class='foot'>{r.choice(['*** END OF MESSAGE ***', '--- FIN DEL MENSAJE ---', 'Impreso por: ' + letters(r, 6)])}</div>")
    return page(body, r), L.truth()


def lc_telex(r: random.Random) -> tuple[str, dict]:
    L = LcProfile(r)
    short = {"20": "DOC CREDIT NUMBER", "40A": "FORM OF DOC CREDIT", "31C": "DATE OF ISSUE", "40E": "APPLICABLE RULES", "31D": "EXPIRY",
             "50": "APPLICANT", "59": "BENEFICIARY", "32B": "AMOUNT", "39A": "PCT CREDIT AMT TOLERANCE", "41A": "AVAILABLE WITH/BY",
             "41D": "AVAILABLE WITH/BY", "43P": "PARTIAL SHIPMTS", "43T": "TRANSHIPMENT", "44E": "PORT OF LOADING", "44F": "PORT OF DISCHARGE",
             "44C": "LATEST SHIPMENT", "44D": "SHIPMENT PERIOD", "45A": "GOODS", "46A": "DOCUMENTS REQUIRED", "47A": "ADDITIONAL COND.",
             "48": "PRESENTATION PERIOD", "49": "CONFIRMATION", "71D": "CHARGES", "78": "INSTRUCTIONS", "27": "SEQUENCE OF TOTAL"}
    out = [f"ZCZC {digits(r, 4)}", f"{L.advising[1]} {digits(r, 6)}", f"FM {L.issuing[0]}", f"TO {L.advising[0]}",
           f"DATE {L.issue.strftime('%d%m%y')}", "", "MT 700  ISSUE OF A DOCUMENTARY CREDIT", ""]
    for tag, content in L.tags():
        nm = short.get(tag, TAG_NAMES[tag][0].upper())
        out.append(f"{tag:<4}{nm:<26}: {content[0]}")
        out += [" " * 32 + c for c in content[1:]]
    out += ["", "NNNN"]
    return page("<pre>" + esc("\n".join(out)) + "</pre>", r, font=MONO, size=9.5), L.truth()


AVAIL_ES = {"BY NEGOTIATION": "negociación", "BY PAYMENT": "pago a la vista", "BY ACCEPTANCE": "aceptación de giros",
            "BY DEF PAYMENT": "pago diferido", "BY MIXED PYMT": "pago mixto"}
AVAIL_PT = {"BY NEGOTIATION": "negociação", "BY PAYMENT": "pagamento à vista", "BY ACCEPTANCE": "aceite de saques",
            "BY DEF PAYMENT": "pagamento diferido", "BY MIXED PYMT": "pagamento misto"}
SHIP_ES = {"ALLOWED": "permitidos", "NOT ALLOWED": "no permitidos", "CONDITIONAL": "condicionados (ver condiciones adicionales)"}
SHIP_PT = {"ALLOWED": "permitidos", "NOT ALLOWED": "não permitidos", "CONDITIONAL": "condicionados (ver condições adicionais)"}
FORM_ES = {"IRREVOCABLE": "irrevocable", "IRREVOCABLE TRANSFERABLE": "irrevocable y transferible", "IRREVOCABLE STANDBY": "irrevocable standby"}
FORM_PT = {"IRREVOCABLE": "irrevogável", "IRREVOCABLE TRANSFERABLE": "irrevogável e transferível", "IRREVOCABLE STANDBY": "irrevogável standby"}
RULES_ES = {"UCP LATEST VERSION": "las Reglas y Usos Uniformes relativos a los Créditos Documentarios de la CCI, última versión (UCP LATEST VERSION)",
            "EUCP LATEST VERSION": "las reglas eUCP de la CCI, última versión (EUCP LATEST VERSION)",
            "ISP LATEST VERSION": "las Prácticas Internacionales relativas a Standby, última versión (ISP LATEST VERSION)",
            "OTHR": "otras reglas (OTHR): URC 522 y usos locales"}
RULES_PT = {"UCP LATEST VERSION": "às Regras e Usos Uniformes relativos a Créditos Documentários da CCI, última versão (UCP LATEST VERSION)",
            "EUCP LATEST VERSION": "às regras eUCP, última versão (EUCP LATEST VERSION)",
            "ISP LATEST VERSION": "às Práticas Internacionais de Standby, última versão (ISP LATEST VERSION)", "OTHR": "a outras regras (OTHR)"}
CONF_ES = {"CONFIRM": "Solicitamos a ustedes añadir su confirmación a este crédito.", "MAY ADD": "Ustedes pueden añadir su confirmación a solicitud del beneficiario.",
           "WITHOUT": "Este crédito deberá avisarse al beneficiario sin agregar su confirmación."}
CONF_PT = {"CONFIRM": "Solicitamos que V.Sas. adicionem sua confirmação a este crédito.", "MAY ADD": "V.Sas. poderão adicionar sua confirmação a pedido do beneficiário.",
           "WITHOUT": "Favor avisar este crédito ao beneficiário sem adicionar sua confirmação."}


def _lc_letter(r: random.Random, lang: str) -> tuple[str, dict]:
    L = LcProfile(r, lang_docs=lang, country="BRA" if lang == "pt" else r.choice([c for c in DISCHARGE if c != "BRA"]))
    es = lang == "es"
    bname, bic, baddr = L.local_bank
    city = L.applicant_addr[-2 if len(L.applicant_addr) > 2 else -1].split(",")[-1].strip().title()
    ds = L.date_style
    d = lambda x: fdate(x, ds, lang)
    m = L.money
    av = L.available_with
    if av == "ANY BANK":
        av_txt = "cualquier banco (ANY BANK)" if es else "qualquer banco (ANY BANK)"
    else:
        av_txt = av
    addr_sep = r.choice([", ", " - "])
    app_addr, ben_addr = addr_sep.join(L.applicant_addr), addr_sep.join(L.beneficiary_addr)
    L.app_addr_printed, L.ben_addr_printed = app_addr, ben_addr
    paras = []
    if es:
        paras.append(f"Por cuenta y orden de {L.applicant}, con domicilio en {app_addr}, emitimos a favor de {L.beneficiary}, {ben_addr}, nuestra carta de crédito documentaria {FORM_ES[L.form]} No. {L.number}, por un importe máximo de {m(L.amount, L.currency)}, sujeta a {RULES_ES[L.rules]}.")
        if L.tol:
            paras.append(f"Se admite una tolerancia de más/menos {L.tol[0]}% sobre el importe del crédito." if L.tol[0] == L.tol[1] else f"Se admite una tolerancia de más {L.tol[0]}% y menos {L.tol[1]}% sobre el importe.")
        paras.append(f"El crédito vence el {d(L.expiry)} en {L.expiry_place} y es utilizable con {av_txt} mediante {AVAIL_ES[L.available_by]}.")
        ship = []
        if L.port_loading:
            ship.append(f"Puerto de embarque: {L.port_loading}.")
        if L.port_discharge:
            ship.append(f"Puerto de destino: {L.port_discharge}.")
        if L.shipment_kind == "44C":
            ship.append(f"Fecha límite de embarque: {d(L.latest_ship)}.")
        elif L.shipment_kind == "44D":
            ship.append(f"Embarque durante {MES_ES[L.latest_ship.month - 1]} de {L.latest_ship.year}.")
        if L.partial:
            ship.append(f"Embarques parciales: {SHIP_ES[L.partial]}.")
        if L.tranship:
            ship.append(f"Transbordos: {SHIP_ES[L.tranship]}.")
        if ship:
            paras.append(" ".join(ship))
        paras.append(f"Descripción de la mercancía: {L.goods}")
        docs_head = "Documentos requeridos:"
        pres = f"Los documentos deberán presentarse dentro de los {L.presentation} días siguientes a la fecha de embarque, pero dentro de la vigencia del crédito." if L.presentation is not None else ""
        conf = CONF_ES[L.confirmation]
        cond_head = "Condiciones adicionales:"
        salute = f"Señores<br>{esc(L.advising[0])}<br>SWIFT {L.advising[1]}"
        subject = f"Ref.: Emisión de carta de crédito documentaria No. {esc(L.number)}"
        close = "Atentamente,"
        sig = "Firmas autorizadas"
        title = "Departamento de Comercio Exterior"
    else:
        paras.append(f"Por conta e ordem de {L.applicant}, com endereço em {app_addr}, emitimos em favor de {L.beneficiary}, {ben_addr}, nossa carta de crédito documentário {FORM_PT[L.form]} nº {L.number}, no valor máximo de {m(L.amount, L.currency)}, sujeita {RULES_PT[L.rules]}.")
        if L.tol:
            paras.append(f"Admite-se tolerância de mais/menos {L.tol[0]}% sobre o valor do crédito." if L.tol[0] == L.tol[1] else f"Admite-se tolerância de mais {L.tol[0]}% e menos {L.tol[1]}% sobre o valor.")
        paras.append(f"O crédito é válido até {d(L.expiry)} em {L.expiry_place} e está disponível com {av_txt} por {AVAIL_PT[L.available_by]}.")
        ship = []
        if L.port_loading:
            ship.append(f"Porto de embarque: {L.port_loading}.")
        if L.port_discharge:
            ship.append(f"Porto de destino: {L.port_discharge}.")
        if L.shipment_kind == "44C":
            ship.append(f"Data limite de embarque: {d(L.latest_ship)}.")
        elif L.shipment_kind == "44D":
            ship.append(f"Embarque durante {MES_PT[L.latest_ship.month - 1]} de {L.latest_ship.year}.")
        if L.partial:
            ship.append(f"Embarques parciais: {SHIP_PT[L.partial]}.")
        if L.tranship:
            ship.append(f"Transbordo: {SHIP_PT[L.tranship]}.")
        if ship:
            paras.append(" ".join(ship))
        paras.append(f"Descrição das mercadorias: {L.goods}")
        docs_head = "Documentos exigidos:"
        pres = f"Os documentos deverão ser apresentados em até {L.presentation} dias após a data de embarque, dentro da validade do crédito." if L.presentation is not None else ""
        conf = CONF_PT[L.confirmation]
        cond_head = "Condições adicionais:"
        salute = f"Ao<br>{esc(L.advising[0])}<br>SWIFT {L.advising[1]}"
        subject = f"Ref.: Carta de crédito de importação nº {esc(L.number)}"
        close = "Atenciosamente,"
        sig = "Assinaturas autorizadas"
        title = "Departamento de Câmbio e Comércio Exterior"
    numbering = r.choice(["ol", "num", "dash", "letter"])
    if numbering == "ol":
        docs_html = "<ol>" + "".join(f"<li>{esc(x)}</li>" for x in L.docs) + "</ol>"
    else:
        mk = {"num": lambda i: f"{i + 1})", "dash": lambda i: "–", "letter": lambda i: f"{'abcdefgh'[i]})"}[numbering]
        docs_html = "".join(f"<div style='margin-left:16px'>{mk(i)} {esc(x)}</div>" for i, x in enumerate(L.docs))
    place_date = f"{esc(LATAM_CITY[L.lc_country].title())}, {esc(d(L.issue))}"
    body = (f"<div class='lh'><b style='font-size:130%'>{esc(bname)}</b><br><span class='small'>{esc(title)} · {esc(baddr)} · SWIFT {bic}</span></div>"
            f"<p style='text-align:right'>{place_date}</p><p>{salute}</p><p><b>{subject}</b></p>"
            + "".join(f"<p>{esc(x)}</p>" for x in paras) + f"<p>{docs_head}</p>{docs_html}"
            + f"<p>{cond_head}</p>" + "".join(f"<div style='margin-left:16px'>- {esc(c)}</div>" for c in L.conditions)
            + (f"<p>{esc(pres)}</p>" if pres else "") + f"<p>{esc(conf)}</p><p>{close}</p><br><table><tr>"
            + "".join(f"<td>______________________<br>{esc(make_person(r, lang).full)}<br><span class='small'>{sig}</span></td>" for _ in range(2))
            + "</tr></table>" + footer_text(r, bname, L.lc_country, lang))
    return page(body, r), L.truth()


def lc_carta_es(r: random.Random) -> tuple[str, dict]:
    return _lc_letter(r, "es")


def lc_carta_pt(r: random.Random) -> tuple[str, dict]:
    return _lc_letter(r, "pt")


def lc_cover_advice(r: random.Random) -> tuple[str, dict]:
    L = LcProfile(r, export=True)
    lang = "pt" if L.lc_country == "BRA" else "es"
    bname, bic, baddr = L.local_bank
    today = L.issue + _dt.timedelta(days=r.randint(1, 4))
    our_ref = f"{r.choice(['AVX', 'AEX', 'CCE'])}-{today.year}-{digits(r, 5)}"
    ds = L.date_style
    d = lambda x: fdate(x, ds, lang)
    if lang == "es":
        text = [f"Señores<br>{esc(L.beneficiary)}<br>{'<br>'.join(esc(x) for x in L.beneficiary_addr)}",
                f"<b>Asunto: Aviso de carta de crédito de exportación — Nuestra referencia {our_ref}</b>",
                f"Tenemos el agrado de informarles que hemos recibido de {esc(L.issuing[0])} ({L.issuing[1]}) el mensaje SWIFT MT700 que se transcribe en la página siguiente, mediante el cual se emite un crédito documentario a su favor.",
                "Este aviso no implica compromiso alguno de nuestra parte" + (" salvo que se indique expresamente nuestra confirmación." if L.confirmation == "CONFIRM" else "."),
                f"Comisión de aviso: {L.money(r.choice([80, 120, 150]), 'USD')}. Sírvanse citar nuestra referencia {our_ref} en toda correspondencia.",
                "Atentamente,<br><br>Gerencia de Comercio Exterior"]
    else:
        text = [f"À<br>{esc(L.beneficiary)}<br>{'<br>'.join(esc(x) for x in L.beneficiary_addr)}",
                f"<b>Assunto: Aviso de carta de crédito de exportação — Nossa referência {our_ref}</b>",
                f"Informamos que recebemos do {esc(L.issuing[0])} ({L.issuing[1]}) a mensagem SWIFT MT700 transcrita na página seguinte, pela qual foi emitido um crédito documentário em seu favor.",
                "Este aviso não implica qualquer compromisso de nossa parte.",
                f"Tarifa de aviso: {L.money(r.choice([80, 120, 150]), 'USD')}. Favor mencionar nossa referência {our_ref}.",
                "Atenciosamente,<br><br>Gerência de Comércio Exterior"]
    cover = (f"<div class='lh'><b style='font-size:130%'>{esc(bname)}</b><br><span class='small'>{esc(baddr)} · SWIFT {bic}</span></div>"
             f"<p style='text-align:right'>{esc(LATAM_CITY[L.lc_country].title())}, {esc(d(today))}</p>" + "".join(f"<p>{t}</p>" for t in text)
             + footer_text(r, bname, L.lc_country, lang))
    fl = r.choice([0, 1 if lang == "es" else 2])
    head = render_fields(r, _mt_header_block(r, L, fl), "rows", cols=1)
    msg = f"<div class='pb'></div><h2>{['MT700 — Issue of a Documentary Credit', 'MT700 — Emisión de crédito documentario', 'MT700 — Emissão de crédito documentário'][fl]}</h2>{head}<br>" + _mt_table(r, L, fl, r.choice(["table", "blocks"]))
    return page(cover + msg, r), L.truth()


def lc_bilingual_form(r: random.Random) -> tuple[str, dict]:
    L = LcProfile(r, lang_docs="en", country=r.choice([c for c in DISCHARGE if c != "BRA"]))
    bname, bic, baddr = L.local_bank
    ds = L.date_style
    d = lambda x: fdate(x, ds, "es")
    m = L.money
    blank_v = lambda: esc(r.choice(["", "—", "N/A"]))
    box = [("Número del crédito / Credit number", esc(L.number)), ("Fecha de emisión / Date of issue", esc(d(L.issue))),
           ("Forma del crédito / Form of credit", esc(L.form)), ("Reglas aplicables / Applicable rules", esc(L.rules)),
           ("Fecha de vencimiento / Expiry date", esc(d(L.expiry))), ("Lugar de vencimiento / Place of expiry", esc(L.expiry_place)),
           ("Ordenante / Applicant", f"{esc(L.applicant)}<br>{'<br>'.join(esc(x) for x in L.applicant_addr)}"),
           ("Beneficiario / Beneficiary", f"{esc(L.beneficiary)}<br>{'<br>'.join(esc(x) for x in L.beneficiary_addr)}"),
           ("Moneda / Currency", esc(L.currency)), ("Monto / Amount", esc(m.num(L.amount, L.currency))),
           ("Tolerancia / Tolerance (+/- %)", esc(f"+{L.tol[0]}% / -{L.tol[1]}%") if L.tol else blank_v()),
           ("Disponible con / Available with", esc(L.available_with)), ("Mediante / By", esc(L.available_by)),
           ("Embarques parciales / Partial shipments", esc(L.partial) if L.partial else blank_v()),
           ("Transbordos / Transhipment", esc(L.tranship) if L.tranship else blank_v()),
           ("Puerto de carga / Port of loading", esc(L.port_loading) if L.port_loading else blank_v()),
           ("Puerto de descarga / Port of discharge", esc(L.port_discharge) if L.port_discharge else blank_v()),
           ("Fecha límite de embarque / Latest shipment date", esc(d(L.latest_ship)) if L.shipment_kind == "44C" else blank_v()),
           ("Plazo de presentación (días) / Presentation period (days)", esc(str(L.presentation)) if L.presentation is not None else blank_v()),
           ("Confirmación / Confirmation", esc(L.confirmation)),
           ("Banco avisador / Advising bank", esc(f"{L.advising[0]} ({L.advising[1]})"))]
    numbered = [(f"{i + 1}. {l}", v) for i, (l, v) in enumerate(box)] if r.random() < 0.6 else box
    goods = f"<h3>Descripción de la mercancía / Description of goods</h3><div style='border:1px solid #555; padding:4px'>{esc(L.goods)}</div>"
    bullet = r.choice(["+", "•", "num"])
    docs = "".join(f"<div>{(str(i + 1) + '.') if bullet == 'num' else bullet} {esc(x)}</div>" for i, x in enumerate(L.docs))
    docs = f"<h3>Documentos requeridos / Documents required</h3><div style='border:1px solid #555; padding:4px'>{docs}</div>"
    cond = "<h3>Condiciones adicionales / Additional conditions</h3>" + "".join(f"<div>{esc(c)}</div>" for c in L.conditions)
    body = (f"<div class='lh'><b style='font-size:130%'>{esc(bname)}</b> <span class='small'>· SWIFT {bic} · {esc(baddr)}</span></div>"
            f"<h1>CARTA DE CRÉDITO DOCUMENTARIA / DOCUMENTARY CREDIT</h1>"
            + render_fields(r, numbered, r.choice(["box", "rows"]), cols=r.choice([2, 3])) + goods + docs + cond
            + "<p class='small'>Este crédito está sujeto a las reglas indicadas en la casilla correspondiente. This credit is subject to the rules stated above.</p>"
            + footer_text(r, bname, L.lc_country, "es"))
    return page(body, r), L.truth()


def lc_application(r: random.Random) -> tuple[str, dict]:
    L = LcProfile(r, lang_docs="es", country=r.choice([c for c in DISCHARGE if c != "BRA"]))
    bname, bic, baddr = L.local_bank
    ds = L.date_style
    d = lambda x: fdate(x, ds, "es")
    cb = r.choice(["brk", "box", "par"])
    opt = lambda opts, sel: options_line(cb, [o for o, _ in opts], next((i for i, (_, v) in enumerate(opts) if v == sel), -1))
    app_date = L.issue - _dt.timedelta(days=r.randint(1, 6))
    f1 = [("Ordenante (nombre / razón social)", esc(L.applicant)), ("Domicilio del ordenante", "<br>".join(esc(x) for x in L.applicant_addr)),
          ("Cuenta corriente a debitar", f"{digits(r, 3)}-{digits(r, 7)}-{digits(r, 2)}"),
          ("Beneficiario", esc(L.beneficiary)), ("Dirección del beneficiario", "<br>".join(esc(x) for x in L.beneficiary_addr)),
          ("Banco avisador sugerido", esc(f"{L.advising[0]} — SWIFT {L.advising[1]}"))]
    f2 = [("Tipo de crédito", opt([("Irrevocable", "IRREVOCABLE"), ("Irrevocable transferible", "IRREVOCABLE TRANSFERABLE"), ("Standby", "IRREVOCABLE STANDBY")], L.form)),
          ("Reglas", opt([("UCP última versión", "UCP LATEST VERSION"), ("eUCP última versión", "EUCP LATEST VERSION"), ("ISP última versión", "ISP LATEST VERSION"), ("Otras", "OTHR")], L.rules)),
          ("Moneda e importe", esc(L.money(L.amount, L.currency, "code_pre"))),
          ("Tolerancia", esc(f"+{L.tol[0]}% / -{L.tol[1]}%") if L.tol else esc(blank(r))),
          ("Vencimiento (fecha y lugar)", esc(f"{d(L.expiry)} — {L.expiry_place}")),
          ("Disponible con", esc(L.available_with) if L.available_with != "ANY BANK" else opt([("Cualquier banco (ANY BANK)", 1), ("Banco avisador", 2)], 1)),
          ("Forma de utilización", opt([("Pago a la vista", "BY PAYMENT"), ("Aceptación", "BY ACCEPTANCE"), ("Negociación", "BY NEGOTIATION"), ("Pago diferido", "BY DEF PAYMENT"), ("Pago mixto", "BY MIXED PYMT")], L.available_by)),
          ("Embarques parciales", opt([("Permitidos", "ALLOWED"), ("No permitidos", "NOT ALLOWED"), ("Condicional", "CONDITIONAL")], L.partial)),
          ("Transbordos", opt([("Permitidos", "ALLOWED"), ("No permitidos", "NOT ALLOWED"), ("Condicional", "CONDITIONAL")], L.tranship)),
          ("Puerto de embarque", esc(L.port_loading or blank(r))), ("Puerto de destino", esc(L.port_discharge or blank(r))),
          ("Fecha límite de embarque", esc(d(L.latest_ship)) if L.shipment_kind == "44C" else esc(blank(r))),
          ("Plazo de presentación de documentos (días)", esc(str(L.presentation)) if L.presentation is not None else esc(blank(r))),
          ("Confirmación", opt([("Confirmar", "CONFIRM"), ("Puede agregar", "MAY ADD"), ("Sin confirmación", "WITHOUT")], L.confirmation))]
    if L.port_loading is None or L.port_discharge is None:
        pass
    docs = "".join(f"<div>{i + 1}. {esc(x)}</div>" for i, x in enumerate(L.docs))
    bank_box = render_fields(r, [("Carta de crédito No.", esc(L.number)), ("Fecha de emisión", esc(d(L.issue))), ("Ejecutivo", esc(make_person(r, "es").full)),
                                 ("Comisión de apertura", esc(f"{r.choice([0.25, 0.3, 0.5])}% trimestral"))], "box", cols=4)
    style = r.choice(["rows", "box", "colon"])
    body = (f"<div class='lh'><b style='font-size:130%'>{esc(bname)}</b><br><span class='small'>{esc(baddr)}</span></div>"
            f"<h1>Solicitud de apertura de carta de crédito de importación</h1>"
            f"<p>{esc(LATAM_CITY[L.lc_country].title())}, {esc(d(app_date))}</p><p>Por medio de la presente solicitamos a ustedes la emisión de una carta de crédito documentaria en los siguientes términos:</p>"
            + "<h2>1. Partes</h2>" + render_fields(r, f1, style, cols=2) + "<h2>2. Condiciones del crédito</h2>" + render_fields(r, f2, style, cols=2)
            + f"<h2>3. Mercancía</h2><div>{esc(L.goods)}</div><h2>4. Documentos requeridos</h2>{docs}"
            + "<h2>5. Condiciones adicionales</h2>" + "".join(f"<div>{esc(c)}</div>" for c in L.conditions)
            + "<p class='small'>El ordenante autoriza al banco a debitar de su cuenta las comisiones y gastos y declara conocer las reglas aplicables.</p>"
            + "<p>______________________<br>Firma autorizada del ordenante</p>"
            + f"<h3>Para uso exclusivo del banco</h3>{bank_box}" + footer_text(r, bname, L.lc_country, "es"))
    return page(body, r), L.truth()


LC_LAYOUTS: dict[str, Callable[[random.Random], tuple[str, dict]]] = {
    "mt700_crudo": lc_raw,
    "mt700_impresion_aviso": lc_advice_print,
    "mt700_telex": lc_telex,
    "aviso_exportacion_con_carta": lc_cover_advice,
    "carta_credito_es": lc_carta_es,
    "carta_credito_pt": lc_carta_pt,
    "formulario_bilingue": lc_bilingual_form,
    "solicitud_apertura": lc_application,
}


# ----------------------------------------------------------------------------------------------
# Loan applications
# ----------------------------------------------------------------------------------------------

MARITAL = {"es": {"married": ["Casado(a)", "Casado", "Casada"], "unmarried": ["Soltero(a)", "Divorciado(a)", "Viudo(a)", "Unión libre"], "separated": ["Separado(a)", "Separado(a) de hecho"]},
           "pt": {"married": ["Casado(a)"], "unmarried": ["Solteiro(a)", "Divorciado(a)", "Viúvo(a)", "União estável"], "separated": ["Separado(a) judicialmente"]},
           "en": {"married": ["Married"], "unmarried": ["Unmarried", "Single"], "separated": ["Separated"]}}
PURPOSE = {"es": {"purchase": ["Compra de vivienda", "Adquisición de vivienda", "Compra de vivienda nueva", "Adquisición de vivienda usada"],
                  "refinance": ["Refinanciamiento", "Sustitución de hipoteca (portabilidad)"], "construction": ["Construcción de vivienda", "Autoconstrucción en terreno propio"],
                  "other": ["Remodelación y ampliación", "Liquidez con garantía hipotecaria"]},
           "pt": {"purchase": ["Aquisição de imóvel residencial", "Compra de imóvel"], "refinance": ["Portabilidade de financiamento", "Refinanciamento"],
                  "construction": ["Construção em terreno próprio"], "other": ["Reforma", "Crédito com garantia de imóvel (home equity)"]},
           "en": {"purchase": ["Purchase"], "refinance": ["Refinance"], "construction": ["Construction"], "other": ["Other"]}}
RATE_RANGE = {"MXN": (8.9, 12.5), "BRL": (9.0, 12.5), "CLP": (3.9, 5.9), "CLF": (3.9, 5.5), "COP": (10.5, 14.5), "PEN": (7.0, 10.5),
              "USD": (5.25, 8.5), "GTQ": (6.5, 9.5), "CRC": (7.0, 11.0), "HNL": (9.0, 13.0), "DOP": (9.5, 13.5), "ARS": (4.0, 9.0)}
LOAN_RANGE = {"MXN": (800_000, 6_000_000, 10_000), "BRL": (180_000, 1_800_000, 1_000), "CLP": (40_000_000, 250_000_000, 500_000), "CLF": (1_500, 9_000, 10),
              "COP": (120_000_000, 900_000_000, 1_000_000), "PEN": (180_000, 1_200_000, 1_000), "USD": (90_000, 650_000, 500), "GTQ": (400_000, 3_000_000, 5_000),
              "CRC": (40_000_000, 250_000_000, 500_000), "HNL": (1_200_000, 8_000_000, 10_000), "DOP": (3_000_000, 18_000_000, 50_000),
              "ARS": (40_000_000, 300_000_000, 100_000)}


class LoanProfile:
    def __init__(self, r: random.Random, country: str, lang: str | None = None, currency: str | None = None):
        self.r = r
        self.country = country
        self.lang = lang or ("pt" if country == "BRA" else "es")
        plang = "pt" if country == "BRA" else "es"
        self.acc = r.random() < 0.75
        self.upper = r.random() < 0.35
        self.docdate = rdate(r, _dt.date(2024, 1, 8), _dt.date(2026, 6, 28))
        self.b = make_person(r, plang, dob=rdate(r, _dt.date(1960, 1, 1), _dt.date(1999, 12, 28)), country=country)
        self.marital = r.choices(["married", "unmarried", "separated"], [55, 38, 7])[0]
        self.marital_word = r.choice(MARITAL[self.lang][self.marital])
        n_co = r.choices([0, 1, 2, 3], [30, 45, 17, 8])[0]
        self.co: list[Person] = []
        for i in range(n_co):
            if i == 0 and self.marital == "married":
                self.co.append(make_person(r, plang, sex="F" if self.b.sex == "M" else "M", dob=rdate(r, _dt.date(1960, 1, 1), _dt.date(2000, 12, 28)), country=country))
            else:
                self.co.append(make_person(r, plang, dob=rdate(r, _dt.date(1950, 1, 1), _dt.date(2003, 12, 28)), country=country,
                                           surname1=self.b.sur1 if plang == "es" and r.random() < 0.5 else None))
        self.email = email_for(r, self.b) if r.random() < 0.75 else None
        self.phone = phone(r, country) if r.random() < 0.8 else None
        self.employer = company(r, country)
        self.emp_start = rdate(r, _dt.date(2005, 1, 1), self.docdate - _dt.timedelta(days=240))
        self.prev_employer = company(r, country)
        self.prev_start = rdate(r, _dt.date(1998, 1, 1), self.emp_start - _dt.timedelta(days=400))
        self.prev_end = self.emp_start - _dt.timedelta(days=r.randint(1, 60))
        self.currency = currency or LOCAL_CURRENCY.get(country, "USD")
        self.income_currency = self.currency if self.currency != "CLF" else "CLP"
        lo, hi, step = INCOME_RANGE[self.income_currency]
        self.base = money_value(r, lo, hi, step)
        self.overtime = money_value(r, 0, lo * 0.3, step) if r.random() < 0.4 else 0.0
        self.bonus = money_value(r, 0, lo * 0.5, step) if r.random() < 0.5 else 0.0
        self.monthly = round(self.base + self.overtime + self.bonus, 2)
        self.co_income = [money_value(r, lo, hi, step) for _ in self.co]
        self.co_employer = [company(r, country) for _ in self.co]
        llo, lhi, lstep = LOAN_RANGE[self.currency]
        self.loan = money_value(r, llo, lhi, lstep)
        self.value = round(self.loan / r.uniform(0.5, 0.9) / lstep) * lstep
        self.purpose = r.choices(["purchase", "refinance", "construction", "other"], [60, 18, 12, 10])[0]
        self.purpose_word = r.choice(PURPOSE[self.lang][self.purpose])
        self.term = r.choice([5, 8, 10, 12, 15, 20, 25, 30]) * 12 if r.random() < 0.85 else r.choice([84, 150, 198, 210, 270, 300, 360, 420])
        a, bb = RATE_RANGE[self.currency]
        self.rate = round(r.uniform(a, bb), r.choice([1, 2]))
        self.prop_addr = address_lines(r, country)
        self.app_no = r.choice([f"SCH-{self.docdate.year}-{digits(r, 6)}", f"{digits(r, 10)}", f"HIP/{self.docdate.year}/{digits(r, 6)}",
                                f"{letters(r, 2)}-{digits(r, 8)}", f"{digits(r, 4)}.{digits(r, 4)}.{digits(r, 4)}-{r.randint(0, 9)}"])
        self.money = Money(r, self.lang)
        self.date_style = r.choice(DATE_STYLES)
        self.bank = bank(r, country)
        self.prop_truth = ""

    def nm(self, s: str) -> str:
        s = s if self.acc else deaccent(s)
        return s.upper() if self.upper else s

    def d(self, x: _dt.date) -> str:
        return fdate(x, self.date_style, self.lang)

    def m(self, x: float, cur: str | None = None) -> str:
        return f"<span class='nw'>{esc(self.money(x, cur or self.income_currency))}</span>"

    def name(self, p: Person, mode: str = "full") -> str:
        if mode == "comma":
            return esc(f"{self.nm(p.surnames)}, {self.nm(p.given)}")
        return esc(self.nm(p.full))

    def name_truth(self, p: Person) -> str:
        return f"{self.nm(p.given)} {self.nm(p.surnames)}"

    def term_text(self) -> str:
        t = self.term
        yrs = {"es": "años", "pt": "anos", "en": "years"}[self.lang]
        mos = {"es": "meses", "pt": "meses", "en": "months"}[self.lang]
        if t % 12 == 0:
            return self.r.choice([f"{t // 12} {yrs}", f"{t} {mos}", f"{t // 12} {yrs} ({t} {mos})"])
        return f"{t} {mos}"

    def rate_text(self) -> str:
        x = fnum(self.rate, "", self.money.dec, 2 if self.r.random() < 0.6 else len(str(self.rate).split(".")[1]))
        suf = {"es": [" % anual", "% anual fija", "% nominal anual", "%"], "pt": ["% a.a.", "% ao ano", "%"], "en": ["% p.a.", "%"]}[self.lang]
        return esc(x + self.r.choice(suf))

    def prop_html(self, inline: bool | None = None) -> str:
        inline = self.r.random() < 0.5 if inline is None else inline
        h, t = address_text(self.prop_addr, ", " if inline else None)
        self.prop_truth = t
        return h

    def truth(self) -> dict:
        return {
            "application_number": self.app_no,
            "borrower": {"full_name": self.name_truth(self.b), "date_of_birth": iso(self.b.dob), "marital_status": self.marital,
                         "email": self.email, "phone": self.phone},
            "co_borrowers": [{"full_name": self.name_truth(p), "date_of_birth": iso(p.dob)} for p in self.co],
            "employer_name": self.employer, "employment_start_date": iso(self.emp_start),
            "monthly_income": self.monthly, "income_currency": self.income_currency,
            "loan_amount": self.loan, "loan_currency": self.currency, "loan_purpose": self.purpose,
            "loan_term_months": self.term, "interest_rate_percent": self.rate,
            "property_address": self.prop_truth, "property_value": self.value,
        }


def _income_table(r: random.Random, P: LoanProfile, labels: tuple[str, str, str, str], who: list[tuple[str, float | None]]) -> str:
    """Monthly income table: rows base/overtime/bonus/total, one column per applicant (only the borrower broken down)."""
    head = "".join(f"<th>{esc(w)}</th>" for w, _ in who)
    rows = []
    vals_b = [P.base, P.overtime, P.bonus, P.monthly]
    for i, lbl in enumerate(labels):
        cells = []
        for j, (_, total) in enumerate(who):
            if j == 0:
                v = vals_b[i]
                cells.append(f"<td style='text-align:right'>{P.m(v) if (v or i in (0, 3)) else '—'}</td>")
            else:
                cells.append(f"<td style='text-align:right'>{P.m(total) if i in (0, 3) else '—'}</td>")
        style = " style='font-weight:bold'" if i == 3 else ""
        rows.append(f"<tr{style}><td>{esc(lbl)}</td>{''.join(cells)}</tr>")
    return f"<table class='grid'><tr><th></th>{head}</tr>{''.join(rows)}</table>"


def _loan_header(r: random.Random, P: LoanProfile, title: str, sub: str = "") -> str:
    bname, _, baddr = P.bank
    lbl = {"es": r.choice(["Solicitud No.", "Folio", "N° de operación"]), "pt": r.choice(["Proposta nº", "Nº do protocolo"]), "en": "Application No."}[P.lang]
    return (f"<div class='lh'><table><tr><td><b style='font-size:125%'>{esc(bname)}</b><br><span class='small'>{esc(baddr)}</span></td>"
            f"<td style='text-align:right'><b>{esc(lbl)}</b> {esc(P.app_no)}<br><span class='small'>{esc(P.d(P.docdate))}</span></td></tr></table></div>"
            f"<h1>{esc(title)}</h1>" + (f"<div class='small'>{esc(sub)}</div>" if sub else ""))


def _person_fields(r: random.Random, P: LoanProfile, p: Person, role: str, main: bool, idx: int = 0) -> list[tuple[str, str]]:
    es = P.lang != "pt"
    f = [(role + (" — " if role else "") + ("Nombre completo" if es else "Nome completo"), P.name(p, r.choice(["full", "full", "comma"]))),
         ("Fecha de nacimiento" if es else "Data de nascimento", esc(P.d(p.dob)))]
    if P.country == "MEX":
        f.append(("RFC", esc(tax_id(r, "MEX", p, None)[1])))
    elif P.country == "BRA":
        f.append(("CPF", esc(cpf(r))))
    elif P.country in ("CHL", "COL", "PER", "ARG", "GTM", "CRI", "PAN"):
        nm, num = national_id(r, P.country, p)
        f.append((nm, esc(num)))
    if main:
        f.append(("Estado civil", esc(P.marital_word)))
        f.append(("Correo electrónico" if es else "E-mail", esc(P.email) if P.email else esc(blank(r, P.lang))))
        f.append(("Teléfono" if es else "Telefone", esc(P.phone) if P.phone else esc(blank(r, P.lang))))
        f.append(("Empresa / empleador" if es else "Empresa empregadora", esc(P.employer)))
        f.append(("Fecha de ingreso" if es else "Data de admissão", esc(P.d(P.emp_start))))
        f.append(("Ingreso mensual bruto" if es else "Renda bruta mensal", P.m(P.monthly)))
    else:
        if r.random() < 0.5:
            f.append(("Parentesco" if es else "Parentesco", esc(r.choice(["Cónyuge", "Hijo(a)", "Padre/Madre", "Hermano(a)"] if es else ["Cônjuge", "Filho(a)", "Pai/Mãe", "Irmão(ã)"]))))
        f.append(("Empleador" if es else "Empregador", esc(P.co_employer[idx])))
        f.append(("Ingreso mensual" if es else "Renda mensal", P.m(P.co_income[idx])))
    return f


def _loan_terms_fields(r: random.Random, P: LoanProfile) -> list[tuple[str, str]]:
    es = P.lang != "pt"
    f = [("Monto solicitado" if es else "Valor do financiamento", P.m(P.loan, P.currency)),
         ("Destino del crédito" if es else "Finalidade", esc(P.purpose_word)),
         ("Plazo" if es else "Prazo", esc(P.term_text())),
         ("Tasa de interés anual" if es else "Taxa de juros nominal", P.rate_text())]
    if r.random() < 0.6:
        f.append(("Sistema de amortización" if es else "Sistema de amortização", esc(r.choice(["Francés (cuota fija)", "Cuota creciente"] if es else ["SAC", "PRICE"]))))
    if P.purpose == "purchase" and r.random() < 0.6:
        dp = {"MEX": "Enganche", "CHL": "Pie", "COL": "Cuota inicial", "PER": "Cuota inicial"}.get(P.country, "Aporte propio / prima")
        f.append((dp if es else "Valor de entrada", P.m(round(P.value - P.loan, 2), P.currency)))
    return f


def _property_fields(r: random.Random, P: LoanProfile) -> list[tuple[str, str]]:
    es = P.lang != "pt"
    lbl_v = r.choice(["Valor del inmueble", "Valor comercial del inmueble", "Precio de compraventa"] if es else ["Valor do imóvel", "Valor de compra e venda", "Valor de avaliação"])
    f = [("Dirección del inmueble" if es else "Endereço do imóvel", P.prop_html()), (lbl_v, P.m(P.value, P.currency)),
         ("Tipo de inmueble" if es else "Tipo de imóvel", esc(r.choice(["Casa habitación", "Departamento", "Casa en condominio"] if es else ["Apartamento", "Casa", "Casa em condomínio"])))]
    if r.random() < 0.4:
        f.append(("Folio real / matrícula" if es else "Matrícula do imóvel", esc(f"{digits(r, 5)}-{digits(r, 2)}")))
    return f


def _signatures(r: random.Random, P: LoanProfile) -> str:
    es = P.lang != "pt"
    people = [P.b] + P.co
    cells = "".join(f"<td>______________________<br>{P.name(p)}<br><span class='small'>{'Firma' if es else 'Assinatura'}</span></td>" for p in people)
    decl = ("Declaro(amos) que la información proporcionada es verídica y autorizo(amos) la consulta de mi historial en las sociedades de información crediticia."
            if es else "Declaro(amos) que as informações são verdadeiras e autorizo(amos) a consulta ao SCR do Banco Central.")
    return f"<p class='small'>{decl}</p><table><tr>{cells}</tr></table>"


def loan_mx(r: random.Random) -> tuple[str, dict]:
    P = LoanProfile(r, "MEX")
    style = r.choice(["box", "box", "below", "header"])
    parts = [_loan_header(r, P, r.choice(["Solicitud de crédito hipotecario", "Solicitud de crédito para adquisición de vivienda"]),
                          "Persona física — acreditado y coacreditados")]
    secs = [("Datos del solicitante (acreditado)", _person_fields(r, P, P.b, "", True))]
    for i, c in enumerate(P.co):
        secs.append((f"Coacreditado {i + 1}", _person_fields(r, P, c, "", False, i)))
    secs.append(("Características del crédito", _loan_terms_fields(r, P) + ([("CAT promedio (informativo)", esc(f"{P.rate + r.uniform(1.5, 3.5):.1f}% sin IVA"))] if r.random() < 0.7 else [])))
    secs.append(("Datos del inmueble en garantía", _property_fields(r, P)))
    if r.random() < 0.5:
        secs.append(("Empleo anterior", [("Empresa", esc(P.prev_employer)), ("Periodo", esc(f"{P.d(P.prev_start)} a {P.d(P.prev_end)}"))]))
    for i, (t, f) in enumerate(secs):
        parts.append(f"<h2>{i + 1}. {esc(t)}</h2>" + render_fields(r, f, style, cols=3))
    parts.append(_signatures(r, P) + footer_text(r, P.bank[0], "MEX", "es"))
    return page("".join(parts), r), P.truth()


def loan_br(r: random.Random) -> tuple[str, dict]:
    P = LoanProfile(r, "BRA")
    style = r.choice(["rows", "leader", "colon"])
    parts = [_loan_header(r, P, r.choice(["Proposta de Financiamento Imobiliário", "Ficha de Proposta — Crédito Imobiliário (SFH)"]),
                          "Proponente e compositores de renda")]
    secs = [("Proponente", _person_fields(r, P, P.b, "", True))]
    for i, c in enumerate(P.co):
        secs.append((f"Compositor de renda {i + 1}", _person_fields(r, P, c, "", False, i)))
    terms = _loan_terms_fields(r, P)
    if r.random() < 0.7:
        terms.append(("CET — Custo Efetivo Total", esc(f"{fnum(P.rate + r.uniform(0.8, 2.5), '', ',', 2)}% a.a.")))
    secs += [("Condições do financiamento", terms), ("Imóvel objeto da garantia (alienação fiduciária)", _property_fields(r, P))]
    if r.random() < 0.5:
        secs.insert(1, ("Composição da renda mensal do proponente", []))
    for t, f in secs:
        if not f:
            parts.append(f"<h2>{esc(t)}</h2>" + _income_table(r, P, ("Salário base", "Horas extras", "Comissões / bônus", "Total bruto mensal"), [("Proponente", None)]))
            continue
        parts.append(f"<h2>{esc(t)}</h2>" + render_fields(r, f, style, cols=2))
    parts.append(_signatures(r, P) + footer_text(r, P.bank[0], "BRA", "pt"))
    return page("".join(parts), r), P.truth()


def loan_cl_uf(r: random.Random) -> tuple[str, dict]:
    P = LoanProfile(r, "CHL", currency="CLF" if r.random() < 0.6 else "CLP")
    es_roles = ["Titular"] + [f"Codeudor {i + 1}" for i in range(len(P.co))]
    people = [P.b] + P.co
    rows = [("Nombre", [P.name(p) for p in people]),
            ("RUT", [esc(national_id(r, "CHL", p)[1]) for p in people]),
            ("Fecha de nacimiento", [esc(P.d(p.dob)) for p in people]),
            ("Estado civil", [esc(P.marital_word)] + [esc(r.choice(MARITAL["es"][r.choice(["married", "unmarried"])])) for _ in P.co]),
            ("Empleador", [esc(P.employer)] + [esc(e) for e in P.co_employer]),
            ("Fecha de ingreso", [esc(P.d(P.emp_start))] + [esc(P.d(rdate(r, _dt.date(2003, 1, 1), P.docdate))) for _ in P.co]),
            ("Renta líquida mensual" if r.random() < 0.0 else "Renta bruta mensual", [P.m(P.monthly)] + [P.m(x) for x in P.co_income]),
            ("Correo electrónico", [esc(P.email or "")] + [""] * len(P.co)),
            ("Teléfono", [esc(P.phone or "")] + [""] * len(P.co))]
    table = "<table class='grid'><tr><th></th>" + "".join(f"<th>{x}</th>" for x in es_roles) + "</tr>" + "".join(
        f"<tr><td>{esc(l)}</td>" + "".join(f"<td>{v}</td>" for v in vals) + "</tr>" for l, vals in rows) + "</table>"
    terms = _loan_terms_fields(r, P)
    if r.random() < 0.6:
        terms.append(("CAE (carga anual equivalente)", esc(f"{fnum(P.rate + r.uniform(0.3, 1.2), '', ',', 2)}%")))
    if P.currency == "CLF" and r.random() < 0.6:
        terms.append(("Valor UF referencial", esc(f"$ {fnum(r.uniform(36000, 39900), '.', ',', 2)}")))
    style = r.choice(["rows", "box", "textdots"])
    body = (_loan_header(r, P, "Solicitud de crédito hipotecario", "Mutuo hipotecario endosable — antecedentes de los solicitantes")
            + "<h2>I. Antecedentes de los solicitantes</h2>" + table
            + "<h2>II. Condiciones del crédito</h2>" + render_fields(r, terms, style, cols=2)
            + "<h2>III. Propiedad</h2>" + render_fields(r, _property_fields(r, P), style, cols=2)
            + _signatures(r, P) + footer_text(r, P.bank[0], "CHL", "es"))
    return page(body, r), P.truth()


def loan_rows(r: random.Random) -> tuple[str, dict]:
    P = LoanProfile(r, r.choice(["COL", "PER", "GTM", "HND", "DOM"]))
    people = [("Deudor principal", P.b)] + [(f"Codeudor {i + 1}", c) for i, c in enumerate(P.co)]
    rows = "".join(f"<tr><td>{esc(role)}</td><td>{P.name(p)}</td><td>{esc(national_id(r, P.country, p)[1])}</td><td>{esc(P.d(p.dob))}</td>"
                   f"<td>{P.m(P.monthly if i == 0 else P.co_income[i - 1])}</td></tr>" for i, (role, p) in enumerate(people))
    table = ("<table class='grid'><tr><th>Rol</th><th>Nombre</th><th>Documento</th><th>Fecha de nacimiento</th><th>Ingresos mensuales</th></tr>"
             + rows + "</table>")
    style = r.choice(["box", "colon", "header"])
    contact = [("Estado civil del deudor principal", esc(P.marital_word)), ("Correo electrónico", esc(P.email) if P.email else esc(blank(r))),
               ("Celular", esc(P.phone) if P.phone else esc(blank(r))), ("Empresa donde labora", esc(P.employer)),
               ("Fecha de vinculación", esc(P.d(P.emp_start))), ("Cargo", esc(r.choice(["Analista senior", "Coordinador(a)", "Director(a) de área", "Ingeniero(a) de proyectos"])))]
    title = r.choice(["Solicitud de crédito de vivienda", "Solicitud de crédito hipotecario — persona natural", "Solicitud de préstamo hipotecario"])
    body = (_loan_header(r, P, title) + "<h2>Solicitantes</h2>" + table + "<h2>Información del deudor principal</h2>" + render_fields(r, contact, style, cols=3)
            + "<h2>Crédito solicitado</h2>" + render_fields(r, _loan_terms_fields(r, P), style, cols=3)
            + "<h2>Inmueble</h2>" + render_fields(r, _property_fields(r, P), style, cols=2)
            + _signatures(r, P) + footer_text(r, P.bank[0], P.country, "es"))
    return page(body, r), P.truth()


def loan_broker_email(r: random.Random) -> tuple[str, dict]:
    country = r.choice(["MEX", "BRA", "CHL", "COL", "PER", "PAN"])
    P = LoanProfile(r, country)
    es = P.lang == "es"
    broker = make_person(r, P.lang)
    analyst = make_person(r, P.lang)
    bname = P.bank[0]
    dom = re.sub(r"[^a-z]", "", deaccent(bname.split(",")[0]).lower())[:14]
    hdr = [("De" if es else "De", f"{broker.full} &lt;{deaccent(broker.given.split()[0]).lower()}@{r.choice(['hipotecaplus', 'creditocasa', 'brokerhabitat', 'imovelcredito'])}.com&gt;"),
           ("Para", f"{analyst.full} &lt;{deaccent(analyst.sur1).lower().replace(' ', '')}@{dom}.com&gt;"),
           ("Fecha" if es else "Data", esc(P.d(P.docdate))),
           ("Asunto" if es else "Assunto", esc(f"{'Nueva solicitud hipotecaria' if es else 'Nova proposta de financiamento'} — {P.app_no} — {P.nm(P.b.sur1)}"))]
    nm = P.name(P.b)
    co_txt = ""
    if P.co:
        items = ", ".join(f"{P.name(c)} ({'nac.' if es else 'nasc.'} {esc(P.d(c.dob))})" for c in P.co)
        co_txt = (f"Participa(n) como codeudor(es): {items}." if es else f"Compõe(m) renda: {items}.")
    contact = []
    if P.email:
        contact.append(f"{'correo' if es else 'e-mail'} {esc(P.email)}")
    if P.phone:
        contact.append(f"{'tel.' if es else 'tel.'} {esc(P.phone)}")
    ctext = (" Contacto del cliente: " if es else " Contato do cliente: ") + ", ".join(contact) + "." if contact else ""
    prop = P.prop_html(inline=True)
    if es:
        paras = [f"Estimado(a) {esc(analyst.given.split()[0])}:",
                 f"Te envío la solicitud {esc(P.app_no)} de {nm}, nacido(a) el {esc(P.d(P.b.dob))}, estado civil {esc(P.marital_word.lower())}.{ctext}",
                 f"Trabaja en {esc(P.employer)} desde el {esc(P.d(P.emp_start))} (antes en {esc(P.prev_employer)}, {esc(P.d(P.prev_start))} – {esc(P.d(P.prev_end))}), con un ingreso bruto mensual de {P.m(P.monthly)}. {co_txt}",
                 f"Solicita {P.m(P.loan, P.currency)} para {esc(P.purpose_word.lower())}, a {esc(P.term_text())}, con tasa de {P.rate_text()}. El inmueble está ubicado en {prop} y su valor es de {P.m(P.value, P.currency)}.",
                 "Adjunto recibos de nómina, estados de cuenta y avalúo. Quedo atento(a) a tus comentarios.",
                 f"Saludos,<br>{esc(broker.full)}<br>Asesor hipotecario certificado"]
    else:
        paras = [f"Prezado(a) {esc(analyst.given.split()[0])},",
                 f"Segue a proposta {esc(P.app_no)} de {nm}, nascido(a) em {esc(P.d(P.b.dob))}, estado civil {esc(P.marital_word.lower())}.{ctext}",
                 f"Trabalha na {esc(P.employer)} desde {esc(P.d(P.emp_start))} (anteriormente na {esc(P.prev_employer)}), com renda bruta mensal de {P.m(P.monthly)}. {co_txt}",
                 f"Solicita financiamento de {P.m(P.loan, P.currency)} para {esc(P.purpose_word.lower())}, prazo de {esc(P.term_text())}, taxa de {P.rate_text()}. O imóvel fica em {prop}, com valor de {P.m(P.value, P.currency)}.",
                 "Seguem em anexo holerites, extratos e laudo de avaliação.",
                 f"Abraço,<br>{esc(broker.full)}<br>Correspondente bancário"]
    body = ("<div style='border-bottom:1px solid #999; padding-bottom:4px'>" + "".join(f"<div><b>{k}:</b> {v}</div>" for k, v in hdr) + "</div>"
            + "".join(f"<p>{x}</p>" for x in paras) + f"<div class='foot'>{'Este mensaje es confidencial.' if es else 'Mensagem confidencial.'}</div>")
    return page(body, r, font=r.choice(["Arial, sans-serif", "Calibri, Carlito, sans-serif", "Verdana, sans-serif"])), P.truth()


def loan_memo(r: random.Random) -> tuple[str, dict]:
    P = LoanProfile(r, r.choice(["MEX", "COL", "PER", "CHL", "CRI", "PAN", "ARG"] if r.random() < 0.85 else ["BRA"]))
    es = P.lang == "es"
    analyst = make_person(r, P.lang)
    who = [("Solicitante" if es else "Proponente", P.monthly)] + [((f"Codeudor {i + 1}" if es else f"Compositor {i + 1}"), x) for i, x in enumerate(P.co_income)]
    inc = _income_table(r, P, ("Sueldo base", "Horas extra", "Bonos / comisiones", "Total mensual") if es else ("Salário base", "Horas extras", "Bônus", "Total mensal"), who)
    hist = ("<table class='grid'><tr><th>" + ("Empleador</th><th>Desde</th><th>Hasta" if es else "Empregador</th><th>Início</th><th>Fim") + "</th></tr>"
            f"<tr><td>{esc(P.employer)}</td><td>{esc(P.d(P.emp_start))}</td><td>{'Actual' if es else 'Atual'}</td></tr>"
            f"<tr><td>{esc(P.prev_employer)}</td><td>{esc(P.d(P.prev_start))}</td><td>{esc(P.d(P.prev_end))}</td></tr></table>")
    apps = [(("Solicitante principal" if es else "Proponente"), P.b)] + [((f"Codeudor {i + 1}" if es else f"Compositor {i + 1}"), c) for i, c in enumerate(P.co)]
    app_rows = "".join(f"<tr><td>{esc(r_)}</td><td>{P.name(p, r.choice(['full', 'comma']))}</td><td>{esc(P.d(p.dob))}</td></tr>" for r_, p in apps)
    apps_t = f"<table class='grid'><tr><th>{'Rol' if es else 'Papel'}</th><th>{'Nombre' if es else 'Nome'}</th><th>{'Fecha de nacimiento' if es else 'Data de nascimento'}</th></tr>{app_rows}</table>"
    contact = [("Estado civil", esc(P.marital_word)), ("E-mail", esc(P.email) if P.email else esc(blank(r, P.lang))), ("Teléfono" if es else "Telefone", esc(P.phone) if P.phone else esc(blank(r, P.lang)))]
    ltv = P.loan / P.value * 100
    dti = r.uniform(18, 38)
    title = "Memorando de crédito hipotecario — Análisis de riesgo" if es else "Parecer de crédito imobiliário"
    concl = (f"Se recomienda aprobar la operación. LTV {fnum(ltv, '', ',', 1)}%, relación cuota/ingreso {fnum(dti, '', ',', 1)}%." if es
             else f"Recomendamos a aprovação. LTV {fnum(ltv, '', ',', 1)}%, comprometimento de renda {fnum(dti, '', ',', 1)}%.")
    body = (_loan_header(r, P, title, f"{'Analista' if es else 'Analista'}: {analyst.full} · {'Comité' if es else 'Comitê'} {P.d(P.docdate + _dt.timedelta(days=r.randint(1, 9)))}")
            + f"<h2>1. {'Solicitantes' if es else 'Proponentes'}</h2>" + apps_t + render_fields(r, contact, "colon", cols=3)
            + f"<h2>2. {'Historial laboral del solicitante' if es else 'Histórico profissional'}</h2>" + hist
            + f"<h2>3. {'Ingresos mensuales' if es else 'Renda mensal'}</h2>" + inc
            + f"<h2>4. {'Operación propuesta' if es else 'Operação proposta'}</h2>" + render_fields(r, _loan_terms_fields(r, P), r.choice(["rows", "colon"]), cols=2)
            + f"<h2>5. {'Garantía' if es else 'Garantia'}</h2>" + render_fields(r, _property_fields(r, P), r.choice(["rows", "colon"]), cols=1)
            + f"<h2>6. {'Conclusión' if es else 'Conclusão'}</h2><p>{esc(concl)}</p>" + footer_text(r, P.bank[0], P.country, P.lang))
    return page(body, r), P.truth()


def loan_bilingual_usd(r: random.Random) -> tuple[str, dict]:
    country = r.choice(["PAN", "SLV", "ECU", "CRI", "GTM"])
    P = LoanProfile(r, country, currency="USD")
    P.income_currency = "USD"
    lo, hi, step = INCOME_RANGE["USD"]
    P.base = money_value(r, lo, hi, step)
    P.overtime = P.bonus = 0.0
    P.monthly = P.base
    P.co_income = [money_value(r, lo, hi, step) for _ in P.co]
    bi = lambda es_, en_: f"{es_} / {en_}"
    style = r.choice(["leader", "colon", "box", "textdots"])
    f_b = [(bi("Nombre completo", "Full name"), P.name(P.b, r.choice(["full", "comma"]))), (bi("Fecha de nacimiento", "Date of birth"), esc(P.d(P.b.dob))),
           (bi("Estado civil", "Marital status"), esc(P.marital_word + " / " + r.choice(MARITAL["en"][P.marital])) if r.random() < 0.5 else esc(P.marital_word)),
           (bi("Correo electrónico", "E-mail"), esc(P.email) if P.email else esc(blank(r))), (bi("Teléfono", "Phone"), esc(P.phone) if P.phone else esc(blank(r))),
           (bi("Empleador actual", "Current employer"), esc(P.employer)), (bi("Fecha de inicio", "Start date"), esc(P.d(P.emp_start))),
           (bi("Ingreso mensual bruto", "Gross monthly income"), P.m(P.monthly)),
           (bi("Empleador anterior", "Previous employer"), esc(P.prev_employer))]
    co_parts = ""
    for i, c in enumerate(P.co):
        co_parts += f"<h3>{bi(f'Codeudor {i + 1}', f'Co-borrower {i + 1}')}</h3>" + render_fields(r, [
            (bi("Nombre", "Name"), P.name(c)), (bi("Fecha de nacimiento", "Date of birth"), esc(P.d(c.dob))),
            (bi("Ingreso mensual", "Monthly income"), P.m(P.co_income[i]))], style, cols=3)
    terms = [(bi("Monto del préstamo", "Loan amount"), P.m(P.loan, "USD")),
             (bi("Propósito", "Purpose"), esc(P.purpose_word + " / " + PURPOSE["en"][P.purpose][0])),
             (bi("Plazo", "Term"), esc(P.term_text())), (bi("Tasa de interés", "Interest rate"), P.rate_text()),
             (bi("Dirección de la propiedad", "Property address"), P.prop_html()), (bi("Valor de la propiedad", "Property value"), P.m(P.value, "USD"))]
    if r.random() < 0.5:
        terms.append((bi("Tasa de referencia (TRM/FECI)", "Reference rate"), esc(f"{fnum(r.uniform(1, 6), '', '.', 2)}%")))
    body = (_loan_header(r, P, "Solicitud de préstamo hipotecario / Mortgage loan application", "Favor completar en letra de imprenta / Please print clearly")
            + f"<h2>{bi('Solicitante principal', 'Primary applicant')}</h2>" + render_fields(r, f_b, style, cols=2) + co_parts
            + f"<h2>{bi('Préstamo y propiedad', 'Loan and property')}</h2>" + render_fields(r, terms, style, cols=2)
            + _signatures(r, P) + footer_text(r, P.bank[0], country, "es"))
    return page(body, r), P.truth()


def loan_urla_pr(r: random.Random) -> tuple[str, dict]:
    P = LoanProfile(r, "PRI", currency="USD")
    P.date_style = r.choice(US_DATE_STYLES)
    P.income_currency = "USD"
    lo, hi, step = INCOME_RANGE["USD"]
    P.base = money_value(r, lo, hi, step)
    P.overtime = money_value(r, 0, 600, 10) if r.random() < 0.4 else 0.0
    P.bonus = money_value(r, 0, 900, 10) if r.random() < 0.4 else 0.0
    P.monthly = round(P.base + P.overtime + P.bonus, 2)
    P.co_income = [money_value(r, lo, hi, step) for _ in P.co]
    P.money = Money(r, "en", numstyle=(",", "."))
    P.money.mode = r.choice(["sym", "code_pre"])
    cb = r.choice(["brk", "box"])
    mar = options_line(cb, ["Casado / Married", "Separado / Separated", "No casado / Unmarried"], ["married", "separated", "unmarried"].index(P.marital))
    purpose = options_line(cb, ["Compra / Purchase", "Refinanciamiento / Refinance", "Construcción / Construction", "Otro / Other"], ["purchase", "refinance", "construction", "other"].index(P.purpose))
    s1 = [("Nombre (Nombre, Segundo nombre, Apellido) / Name (First, Middle, Last)", P.name(P.b)),
          ("Fecha de nacimiento (mm/dd/aaaa) / Date of Birth", esc(P.d(P.b.dob))), ("Estado civil / Marital Status", mar),
          ("Número de Seguro Social / SSN", esc(f"XXX-XX-{digits(r, 4)}")),
          ("Teléfono celular / Cell Phone", esc(P.phone) if P.phone else ""), ("Correo electrónico / Email", esc(P.email) if P.email else "")]
    s1b = [("Empleador / Employer", esc(P.employer)), ("Fecha de inicio / Start Date", esc(P.d(P.emp_start))),
           ("Posición / Position", esc(r.choice(["Gerente", "Enfermera graduada", "Ingeniero", "Maestro"])))]
    inc = _income_table(r, P, ("Base", "Horas extra / Overtime", "Bonos / Bonus", "TOTAL"), [("Ingreso mensual bruto / Gross Monthly Income", None)])
    s4 = [("Monto del préstamo / Loan Amount", P.m(P.loan, "USD")), ("Propósito del préstamo / Loan Purpose", purpose),
          ("Dirección de la propiedad / Property Address", P.prop_html()), ("Valor de la propiedad / Property Value", P.m(P.value, "USD")),
          ("Plazo / Term", esc(P.term_text())), ("Tasa de interés / Interest Rate", P.rate_text())]
    co = ""
    if P.co:
        rows = "".join(f"<tr><td>{P.name(c)}</td><td>{esc(P.d(c.dob))}</td><td>{P.m(P.co_income[i])}</td></tr>" for i, c in enumerate(P.co))
        co = ("<h2>Co-prestatarios / Co-Borrowers</h2><table class='grid'><tr><th>Nombre / Name</th><th>Fecha de nacimiento / DOB</th><th>Ingreso mensual / Monthly income</th></tr>"
              + rows + "</table>")
    style = r.choice(["box", "rows"])
    body = (_loan_header(r, P, "Solicitud Uniforme de Préstamo Hipotecario Residencial", "Uniform Residential Loan Application — Freddie Mac Form 65 • Fannie Mae Form 1003 (versión en español)")
            + "<h2>Sección 1: Información del prestatario / Borrower Information</h2>" + render_fields(r, s1, style, cols=2)
            + "<h3>1b. Empleo actual / Current Employment</h3>" + render_fields(r, s1b, style, cols=3) + inc + co
            + "<h2>Sección 4: Préstamo y propiedad / Loan and Property Information</h2>" + render_fields(r, s4, style, cols=2)
            + "<p class='small'>Esta traducción se provee para su conveniencia; la versión en inglés prevalece. NMLS ID " + digits(r, 6) + ".</p>"
            + _signatures(r, P))
    return page(body, r), P.truth()


LOAN_LAYOUTS: dict[str, Callable[[random.Random], tuple[str, dict]]] = {
    "mx_solicitud_hipotecaria": loan_mx,
    "br_proposta_financiamento": loan_br,
    "cl_hipotecario_columnas": loan_cl_uf,
    "solicitantes_en_filas": loan_rows,
    "correo_corredor": loan_broker_email,
    "memo_credito": loan_memo,
    "bilingue_usd": loan_bilingual_usd,
    "urla_puerto_rico": loan_urla_pr,
}


# ----------------------------------------------------------------------------------------------
# interface
# ----------------------------------------------------------------------------------------------

_LAYOUTS = {"kyc_individual": KYC_LAYOUTS, "letter_of_credit": LC_LAYOUTS, "loan_application": LOAN_LAYOUTS}


def layouts(document_type: str) -> list[str]:
    return list(_LAYOUTS[document_type])


def generate(document_type: str, index: int, seed: int, layout: str | None = None) -> AuthoredDocument:
    r = random.Random(f"{seed}|{document_type}|{index}")
    table = _LAYOUTS[document_type]
    name = layout or r.choice(list(table))
    html, truth = table[name](r)
    return AuthoredDocument(document_type=document_type, layout=name, html=html, truth=truth)


_FREE_TEXT = {
    "kyc_individual": ["full_name", "id_document_number", "residential_address", "occupation", "employer_name", "tax_identification_number"],
    "letter_of_credit": ["lc_number", "expiry_place", "applicant.name", "applicant.address", "beneficiary.name", "beneficiary.address",
                         "available_with", "port_of_loading", "port_of_discharge", "goods_description", "documents_required[]"],
    "loan_application": ["application_number", "borrower.full_name", "borrower.email", "borrower.phone", "co_borrowers[].full_name",
                         "employer_name", "property_address"],
}


def _values(truth: dict, path: str) -> list:
    if path.endswith("[]"):
        return list(truth.get(path[:-2]) or [])
    if "[]." in path:
        lst, key = path.split("[].")
        return [x[key] for x in truth.get(lst) or []]
    cur = truth
    for k in path.split("."):
        cur = cur.get(k) if isinstance(cur, dict) else None
    return [cur]


def self_check(per_type: int = 3, seed: int = 0) -> None:
    """For every layout: the truth validates against its schema and every free-text truth value is in the page's text."""
    import json
    from pathlib import Path

    import jsonschema

    root = Path(__file__).resolve().parents[2]
    for dt in DOCUMENT_TYPES:
        schema = json.loads((root / "schemas" / f"{dt}.schema.json").read_text())
        validator = jsonschema.Draft202012Validator(schema, format_checker=jsonschema.FormatChecker())
        for li, name in enumerate(layouts(dt)):
            for i in range(per_type):
                doc = generate(dt, 1000 * li + i, seed, layout=name)
                errors = [e.message for e in validator.iter_errors(doc.truth)]
                assert not errors, (dt, name, i, errors)
                text = strip_html(doc.html).casefold()
                for path in _FREE_TEXT[dt]:
                    for v in _values(doc.truth, path):
                        if v is None or (path == "available_with" and v == "ANY BANK"):
                            continue
                        fv = fold(v).casefold()
                        if fv in text:
                            continue
                        if path.endswith("full_name") and all(w in text for w in fv.split()):
                            continue  # printed surname-first or in separate given-name / surname fields
                        raise AssertionError(f"{dt}/{name}#{i}: {path}={v!r} not in page text")


if __name__ == "__main__":
    self_check(2)
    print("self_check ok")
